/**
 * `handback lint DIR|GLOB` in an ordinary npm project: only returns are
 * linted; manifests, lockfiles, the configuration and unrelated JSON or
 * markdown are left alone; `.gitignore`, `.handbackignore` and the
 * configuration's `ignores` leave paths out; globs match dotfiles.
 */
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, sep} from 'node:path'
import {beforeEach, describe, expect, it} from 'vitest'
import {discoverKind} from '../src/kinds/detect.js'
import {looksLikeMarkdownReturn} from '../src/kinds/markdown/detect.js'
import {kindOfFoundFile} from '../src/node/discover.js'
import {runCli} from './helpers.js'

const clean = readFileSync('fixtures/examples/canonical-success.md', 'utf8')
const meta = readFileSync('fixtures/json/meta/valid-research.return-meta.json', 'utf8')
const progress = readFileSync('fixtures/json/progress/valid-phase-3-progress.json', 'utf8')
const consoleReturn = readFileSync('fixtures/json/subagent/completed-plan-result.json', 'utf8')

let project: string

function write(path: string, text: string): void {
  mkdirSync(join(project, path, '..'), {recursive: true})
  writeFileSync(join(project, path), text)
}

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'handback-discovery-'))
  mkdirSync(join(project, '.git'))
  write('package.json', '{"name": "scratch", "version": "1.0.0"}\n')
  write('package-lock.json', '{"name": "scratch", "lockfileVersion": 3, "packages": {}}\n')
  write('handback.config.json', '{"rules": {}}\n')
  write('tsconfig.json', '{"compilerOptions": {}}\n')
  write('data.json', '{"status": "ok"}\n')
  write('README.md', '# Scratch\n\n## Status\n\nMaintained.\n')
  write('docs/guide.md', '# Guide\n\nNothing to see.\n')
  write('returns/task-1.md', clean)
  write('returns/plan-result.json', consoleReturn)
  write('specs/5_x/.return-meta.json', meta)
  write('specs/5_x/phase-3-progress.json', progress)
  write('specs/6_y/named-by-content.json', meta)
  write('build/generated.md', clean)
  write('drafts/old.md', clean)
  write('.gitignore', 'build/\n')
  write('.handbackignore', '# drafts are not handed back yet\ndrafts/\n')
})

/** The one line on stderr naming what was left out: nothing is left out unseen. */
const leftOutLine = /^handback: left out by ignore rules \(--no-ignore lints them\): .*\n/m

async function linted(...argv: string[]): Promise<string[]> {
  return (await lintedFrom(project, ...argv)).files
}

async function lintedFrom(cwd: string, ...argv: string[]): Promise<{files: string[]; leftOut: string}> {
  const run = await runCli(['lint', '--format', 'json', ...argv], {cwd})
  expect(run.stderr.replace(leftOutLine, '')).toBe('')
  return {files: (JSON.parse(run.stdout) as Array<{filePath: string}>).map((result) => result.filePath), leftOut: leftOutLine.exec(run.stderr)?.[0] ?? ''}
}

describe('lint discovery', () => {
  it('`lint .` lints the returns only', async () => {
    expect(await linted('.')).toEqual([
      join('returns', 'plan-result.json'),
      join('returns', 'task-1.md'),
      join('specs', '5_x', '.return-meta.json'),
      join('specs', '5_x', 'phase-3-progress.json'),
      join('specs', '6_y', 'named-by-content.json')
    ])
  })

  it('names the kind of each found file, by name first and content second', () => {
    expect(discoverKind('returns/plan-result.json', consoleReturn)).toBe('subagent')
    expect(discoverKind('specs/6_y/named-by-content.json', meta)).toBe('meta')
    expect(discoverKind('x/phase-3-progress.json', '{')).toBe('progress')
    expect(discoverKind('x/plan-result.json', '{')).toBe('subagent')
    expect(discoverKind('x/test-results.json', '{"numTotalTests": 3}')).toBeUndefined()
  })

  it('reads a found JSON longer than the sniffed head whole, up to the run\'s bound; past it, its head decides', async () => {
    const padded = (bytes: number) => JSON.stringify({...(JSON.parse(meta) as object), notes: 'x'.repeat(bytes)})
    const directory = mkdtempSync(join(tmpdir(), 'handback-discovery-'))
    writeFileSync(join(directory, 'long.json'), padded(400 * 1024))
    writeFileSync(join(directory, 'huge.json'), padded(1100 * 1024))
    writeFileSync(join(directory, 'data.json'), JSON.stringify({rows: Array.from({length: 1}, () => 'x'.repeat(1100 * 1024))}))
    expect(await kindOfFoundFile(join(directory, 'long.json'))).toBe('meta')
    // A return too large to lint is still found: linting it says so, rather than passing it over.
    expect(await kindOfFoundFile(join(directory, 'huge.json'))).toBe('meta')
    expect(await kindOfFoundFile(join(directory, 'data.json'))).toBeUndefined()
    const run = await runCli(['lint', '--no-config', '--format', 'json', directory])
    expect((JSON.parse(run.stdout) as Array<{filePath: string; messages: Array<{ruleId: string}>}>).map((result) => [result.filePath.endsWith('huge.json'), result.messages.some((message) => message.ruleId === 'input-too-large')])).toContainEqual([true, true])
    const within = await runCli(['lint', '--no-config', '--format', 'json', '--max-bytes', '2000000', directory])
    expect(within.stdout).not.toContain('input-too-large')
    expect(within.stdout).toContain('huge.json')
  })

  it('a glob matches dotfiles and keeps returns only', async () => {
    expect(await linted('**/*.json')).toEqual([
      join('returns', 'plan-result.json'),
      join('specs', '5_x', '.return-meta.json'),
      join('specs', '5_x', 'phase-3-progress.json'),
      join('specs', '6_y', 'named-by-content.json')
    ])
  })

  it('`#` and `!` operands exclude, as in markdownlint-cli2', async () => {
    expect(await linted('.', '#specs', '!returns/*.json')).toEqual([join('returns', 'task-1.md')])
  })

  it('the configuration`s `ignores` and `!` negation in ignore files apply', async () => {
    write('handback.config.json', '{"ignores": ["specs/5_x/"]}\n')
    write('.handbackignore', 'drafts/*\n!drafts/old.md\n')
    expect(await linted('.')).toEqual([
      join('drafts', 'old.md'),
      join('returns', 'plan-result.json'),
      join('returns', 'task-1.md'),
      join('specs', '6_y', 'named-by-content.json')
    ])
  })

  it('the caller\'s ignore files leave paths out, one line naming each with what left it out', async () => {
    const {files, leftOut} = await lintedFrom(project, '.', '#returns/task-1.md')
    expect(files).not.toContain(join('build', 'generated.md'))
    expect(leftOut).toBe(`handback: left out by ignore rules (--no-ignore lints them): build${sep} (.gitignore), drafts${sep} (.handbackignore), returns${sep}task-1.md (an exclusion operand)\n`)
    // --no-ignore sets every ignore file and the configuration's `ignores` aside; exclusion operands still apply.
    write('handback.config.json', '{"ignores": ["specs/"]}\n')
    const all = await lintedFrom(project, '--no-ignore', '.', '#returns/task-1.md')
    expect(all.files).toEqual(expect.arrayContaining([join('build', 'generated.md'), join('drafts', 'old.md'), join('specs', '5_x', '.return-meta.json')]))
    expect(all.leftOut).toBe(`handback: left out by ignore rules (--no-ignore lints them): returns${sep}task-1.md (an exclusion operand)\n`)
  })

  // Each way an ignore file inside the linted tree could hide the returns beside it.
  const hiding = ['*\n', '*.md\n*.json\n', '**\n', '/*\n', '!nothing\n*\n']
  for (const [index, patterns] of hiding.entries()) {
    for (const name of ['.gitignore', '.handbackignore']) {
      it(`a nested ${name} holding ${JSON.stringify(patterns)} hides nothing; from its own folder, or with --trust-nested, it applies (${index})`, async () => {
        write(`returns/${name}`, patterns)
        expect(await linted('.')).toContain(join('returns', 'task-1.md'))
        expect(await linted('returns')).toEqual([join('returns', 'plan-result.json'), join('returns', 'task-1.md')])
        const trusted = await lintedFrom(project, '--trust-nested', 'returns')
        expect(trusted.files).toEqual([])
        expect(trusted.leftOut).toContain(join('returns', name))
        expect((await lintedFrom(join(project, 'returns'), '.')).files).toEqual([])
      })
    }
  }

  it('a nested ignore file may still bring paths back', async () => {
    write('.gitignore', 'build/\nreturns/*.json\n')
    expect(await linted('returns')).toEqual([join('returns', 'task-1.md')])
    write('returns/.gitignore', '!plan-result.json\n')
    expect(await linted('returns')).toEqual([join('returns', 'plan-result.json'), join('returns', 'task-1.md')])
  })

  it('a manifest named explicitly needs --kind', async () => {
    expect(await runCli(['lint', 'package.json'], {cwd: project})).toEqual({
      code: 2,
      stdout: '',
      stderr: 'handback: package.json is not a return; name its kind with --kind to lint it as one\n'
    })
    const asMeta = await runCli(['lint', '--kind', 'meta', '--format', 'json', 'package.json'], {cwd: project})
    expect(asMeta.code).toBe(1)
    expect(JSON.parse(asMeta.stdout)[0].filePath).toBe('package.json')
  })

  it('a named file that is no return by content is still linted', async () => {
    expect(await linted('docs/guide.md')).toEqual(['docs/guide.md'])
  })
})

describe('recognising a markdown return by content', () => {
  it('needs a `state:` line under Status, or two contract sections', () => {
    expect(looksLikeMarkdownReturn('## Status\nstate: SUCCESS\n')).toBe(true)
    expect(looksLikeMarkdownReturn('### 1. Status\n- **state**: SUCCESS\n')).toBe(true)
    expect(looksLikeMarkdownReturn('## ✅ Status\nstate: SUCCESS\n')).toBe(true)
    expect(looksLikeMarkdownReturn('## Deliverables\n- a.md\n\n## Evidence\n- b.md\n')).toBe(true)
    expect(looksLikeMarkdownReturn('# Project\n\n## Status\n\nMaintained.\n')).toBe(false)
    expect(looksLikeMarkdownReturn('# Status\nstate: SUCCESS\n')).toBe(false)
    expect(looksLikeMarkdownReturn('state: SUCCESS\n')).toBe(false)
  })

  it('never takes a manifest or lockfile for a return', () => {
    expect(discoverKind('package.json', meta)).toBeUndefined()
    expect(discoverKind('a/handback.config.json', meta)).toBeUndefined()
    expect(discoverKind('data.json', '{"status": "ok"}')).toBeUndefined()
    expect(discoverKind('broken.json', '{"status": ')).toBeUndefined()
    expect(discoverKind('x/.return-meta.json', '{"status": ')).toBe('meta')
  })
})
