/**
 * A command loads only the kinds it reads: deciding on a markdown return, in
 * the CLI and in the hook, loads no schema library (zod) and no JSON rule.
 * Each command runs in a fresh process with a loading hook that lists every
 * module loaded; the same run on a JSON return shows the list would hold them.
 */
import {execFile} from 'node:child_process'
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import {pathToFileURL} from 'node:url'
import {promisify} from 'node:util'
import {afterAll, describe, expect, it} from 'vitest'
import {inputKinds} from '../src/kinds/detect.js'
import {loadedKinds} from '../src/kinds/loaded.generated.js'
import {kindNames, loadKind} from '../src/kinds/registry.js'

const run = promisify(execFile)
const root = resolve(import.meta.dirname, '..')
const scratch = mkdtempSync(join(tmpdir(), 'handback-loads-'))
afterAll(() => rmSync(scratch, {recursive: true, force: true}))
let runs = 0

/** The modules a CLI run loads: source files relative to the repository, packages by name. */
async function loadedBy(argv: string[], stdin = ''): Promise<string[]> {
  const record = join(scratch, `run-${++runs}.txt`)
  const hooks = pathToFileURL(join(root, 'test/support/record-loads.mjs')).href
  const register = `data:text/javascript,import {register} from 'node:module'; register(${JSON.stringify(hooks)})`
  await run(process.execPath, ['--import', 'tsx', '--import', register, join(root, 'test/support/run-main.ts'), ...argv], {
    cwd: root,
    env: {...process.env, HANDBACK_RECORD_LOADS: record, HANDBACK_STDIN: stdin}
  }).catch((error: {code?: unknown}) => {
    // decide and hook exit 0 on these inputs; anything else is a failure of the run, not of the check.
    throw new Error(`the run failed (${String(error.code)})`)
  })
  const rootUrl = pathToFileURL(root).href + '/'
  return [
    ...new Set(
      readFileSync(record, 'utf8')
        .split('\n')
        .filter((url) => url.startsWith('file:'))
        .map((url) => (url.includes('/node_modules/') ? `npm:${/\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)![1]}` : url.replace(rootUrl, '')))
    )
  ]
}

const schemaOrJsonRules = (modules: readonly string[]): string[] => modules.filter((name) => name === 'npm:zod' || name.startsWith('src/rules/json/'))

const markdownEvent = readFileSync(join(root, 'fixtures/hook/claude-subagent-good.event.json'), 'utf8')

describe('the modules a command loads', () => {
  it('decide on a markdown return, failing or not, loads the markdown kind alone: no zod, no JSON rule', async () => {
    for (const file of ['fixtures/examples/canonical-success.md', 'fixtures/examples/fenced-with-preamble.md']) {
      const modules = await loadedBy(['decide', file, '--attempt', '1'])
      expect(modules).toContain('src/kinds/markdown/index.ts')
      // Detection asks every kind's detector (its `detect.ts`, light), and loads no other part of another kind.
      expect(modules.filter((name) => name.startsWith('src/kinds/') && name.split('/').length > 3 && !name.startsWith('src/kinds/markdown/') && !name.endsWith('/detect.ts'))).toEqual([])
      expect(schemaOrJsonRules(modules)).toEqual([])
    }
  }, 120_000)

  it('the hook on a markdown return loads no zod and no JSON rule', async () => {
    const modules = await loadedBy(['hook', '--state-dir', join(scratch, 'state'), '--no-transcript'], markdownEvent)
    expect(modules).toContain('src/kinds/markdown/index.ts')
    expect(schemaOrJsonRules(modules)).toEqual([])
  }, 120_000)

  it('decide on a return-metadata file loads them: the check above can fail', async () => {
    const modules = await loadedBy(['decide', 'fixtures/json/meta/completed-status.return-meta.json', '--attempt', '1'])
    expect(modules).toContain('src/kinds/meta/index.ts')
    expect(modules).toContain('npm:zod')
    expect(modules.some((name) => name.startsWith('src/rules/json/'))).toBe(true)
  }, 120_000)
})

describe('the registry', () => {
  it('lists every kind once, each the folder of its name, as the library\'s list does', async () => {
    expect([...kindNames].sort()).toEqual([...inputKinds].sort())
    const folders = readdirSync(join(root, 'src/kinds'), {withFileTypes: true}).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
    expect(folders.sort()).toEqual([...inputKinds].sort())
    // The library's list, loaded at once, holds the same kinds, the same modules.
    expect(Object.keys(loadedKinds).sort()).toEqual([...inputKinds].sort())
    for (const name of kindNames) {
      expect(await loadKind(name)).toBe(loadedKinds[name])
      // Each kind's folder holds its detector, which claims some texts, and a descriptor of the kind it is listed as.
      expect((await import(`../src/kinds/${name}/detect.ts`)).detector.claims.length).toBeGreaterThan(0)
      expect(loadedKinds[name].name).toBe(name)
    }
  })
})
