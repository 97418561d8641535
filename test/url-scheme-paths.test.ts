/**
 * A path with a URL scheme is no repository path, whatever the scheme and
 * however it is written; exports never make one a live link, and a file
 * name is percent-encoded wherever it becomes a URL.
 */
import {describe, expect, it} from 'vitest'
import {toA2ATask} from '../src/convert/a2a.js'
import {lintText} from '../src/kinds/every.js'
import {parseReturn} from '../src/pipeline/parse-return.js'
import {repoRelativeProblem} from '../src/util/paths.js'
import {runCli} from './helpers.js'

const schemed = [
  'javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'mailto:a@b.c', 'tel:+100', 'blob:https://x/y',
  'about:blank', 'chrome-extension://id/x', 'ms-settings:privacy', 'x+y:z', 'file:///etc/passwd', 'https://evil.example/x', ' javascript:alert(1)',
  'java\tscript:alert(1)', '\u0001javascript:alert(1)', 'ｊａｖａｓｃｒｉｐｔ:alert(1)', 'java\u200bscript:alert(1)', 'a.b://host/x'
]
const notSchemed = ['api.ts:12', 'docs/a:b.md', 'src/routes.ts', 'notes.v2:x.md']

function returnWith(paths: readonly string[]): string {
  const lines = paths.map((path) => `- ${path} — a file`).join('\n')
  return `## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n${lines}\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n`
}

describe('a path with a URL scheme is not a repository path', () => {
  for (const path of schemed) {
    it(JSON.stringify(path), () => {
      expect(repoRelativeProblem(path)).toBe('url')
    })
  }

  it('a drive letter is no scheme, and a dotted name before a colon names a file', () => {
    expect(repoRelativeProblem('C:x')).toBe('drive-letter')
    for (const path of notSchemed) expect(repoRelativeProblem(path), path).toBeUndefined()
  })

  it('path-not-repo-relative reports each in a return', async () => {
    const plain = schemed.filter((path) => !/[\t\u0001]/.test(path) && !path.startsWith(' '))
    const diagnostics = lintText(returnWith(plain)).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'path-not-repo-relative')
    expect(diagnostics.map((diagnostic) => diagnostic.line)).toEqual(plain.map((_, index) => 6 + index))
    const run = await runCli(['lint', '-'], {stdin: returnWith(['javascript:alert(1)'])})
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('path-not-repo-relative')
  })
})

describe('exports never link a path that is not in the repository', () => {
  const report = {...parseReturn(returnWith(['docs/guide.md'])).report!}
  const withPaths = (paths: readonly string[]) => ({...report, deliverables: paths.map((path) => ({path, description: 'a file'}))})

  for (const baseUrl of [undefined, 'https://example.com/repo/', 'file:///repo/']) {
    it(`a2a, base ${baseUrl ?? '(none)'}`, () => {
      const {task} = toA2ATask(withPaths(schemed), baseUrl === undefined ? {} : {baseUrl})
      const parts = task!.artifacts!.filter((artifact) => artifact.artifactId.startsWith('deliverable-')).flatMap((artifact) => artifact.parts)
      expect(parts).toHaveLength(schemed.length)
      for (const part of parts) {
        expect('url' in part).toBe(false)
        expect((part as {text: string}).text).toBeDefined()
      }
    })
  }

  it('file names are percent-encoded, and stay under the base', () => {
    const names = ['docs/my guide.md', 'docs/<b>.md', 'a#b.md', 'q?x.md', '100%.md', 'notes.v2:x.md', 'é/ü.md', 'a/../b.md']
    for (const baseUrl of [undefined, 'https://example.com/repo/']) {
      const {task} = toA2ATask(withPaths(names), baseUrl === undefined ? {} : {baseUrl})
      const urls = task!.artifacts!.flatMap((artifact) => artifact.parts).flatMap((part) => ('url' in part ? [part.url] : []))
      expect(urls).toHaveLength(names.length)
      for (const [index, url] of urls.entries()) {
        expect(url).not.toMatch(/[ <>#?"]/)
        const resolved = new URL(url, 'https://example.com/repo/')
        expect(resolved.href.startsWith('https://example.com/repo/')).toBe(true)
        // Decoded, the URL's path is the file's (after `..` is resolved).
        expect(decodeURIComponent(resolved.pathname)).toBe(new URL(names[index]!.split('/').map(encodeURIComponent).join('/'), 'https://example.com/repo/').pathname.split('/').map(decodeURIComponent).join('/'))
      }
    }
  })

  it('convert --to a2a on the command line, with --base-url', async () => {
    const run = await runCli(['convert', '-', '--to', 'a2a', '--lenient', '--base-url', 'https://example.com/repo/'], {stdin: returnWith(['javascript:alert(1)', 'docs/my guide <v2>.md'])})
    expect(run.stdout).not.toContain('"url": "javascript:')
    expect(run.stdout).not.toMatch(/"url": "[^"]*javascript/)
    expect(run.stdout).toContain('"url": "https://example.com/repo/docs/my%20guide%20%3Cv2%3E.md"')
  })
})
