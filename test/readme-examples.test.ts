/**
 * Every README example runs as printed, so a claim cannot drift from the code.
 *
 * Convention (follow it when adding to the README):
 * - Only fenced blocks whose info string carries the word `example` run:
 *   ```sh example  or  ```js example. Other blocks (install lines, grammar,
 *   shapes, types) are prose.
 * - `sh example` blocks run with `bash -eo pipefail` in a fresh temporary
 *   directory holding a copy of `fixtures/`, with `handback` on the PATH (the
 *   built `dist/cli.js`). They must exit 0, or the code given as `exit=N`
 *   (```sh example exit=1): the command that fails must then be the last.
 * - `js example` blocks are ES modules run with node in a fresh temporary
 *   directory where `handback` (and the packages the block imports) resolve to
 *   the built package and its dependencies. They must exit 0: state claims as
 *   `assert` calls (`import assert from 'node:assert/strict'`), not comments.
 * - A fence ```text output right after an example holds its exact standard
 *   output (trailing blank lines aside).
 * - `js example` blocks are also type-checked as TypeScript (strict), pasted
 *   into `.ts` files of a project that imports the built package, once under
 *   `moduleResolution: node16` and once under `bundler`: an example a
 *   TypeScript user copies compiles as printed.
 * Run `npm run build` first; without `dist/` the examples are skipped, saying so.
 */
import {spawnSync} from 'node:child_process'
import {chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import {describe, expect, it} from 'vitest'

const root = resolve('.')
const built = existsSync(join(root, 'dist', 'cli.js'))

export interface ReadmeExample {
  language: 'sh' | 'js'
  code: string
  line: number
  exit: number
  output?: string
}

/** The example blocks of a markdown text, with the `text output` block that follows each, if any. */
export function readmeExamples(markdown: string): ReadmeExample[] {
  const lines = markdown.split('\n')
  const blocks: Array<{info: string; code: string; line: number}> = []
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(lines[index]!)
    if (!open) continue
    const [, indent, fence, info] = open
    const body: string[] = []
    let end = index + 1
    while (end < lines.length && !lines[end]!.trimStart().startsWith(fence!)) body.push(lines[end++]!.slice(indent!.length))
    blocks.push({info: info!.trim(), code: body.join('\n') + '\n', line: index + 1})
    index = end
  }

  const examples: ReadmeExample[] = []
  for (const [position, block] of blocks.entries()) {
    const words = block.info.split(/\s+/)
    if (!words.includes('example')) continue
    const language = words[0] === 'sh' || words[0] === 'bash' ? 'sh' : words[0] === 'js' || words[0] === 'javascript' ? 'js' : undefined
    if (!language) throw new Error(`README line ${block.line}: an example must be sh or js, got \`${block.info}\``)
    const exit = Number(/(?:^|\s)exit=(\d+)/.exec(block.info)?.[1] ?? 0)
    const next = blocks[position + 1]
    const example: ReadmeExample = {language, code: block.code, line: block.line, exit}
    if (next && /^text\s+output$/.test(next.info)) example.output = next.code
    examples.push(example)
  }

  return examples
}

function workspace(): string {
  const directory = mkdtempSync(join(tmpdir(), 'handback-readme-'))
  cpSync(join(root, 'fixtures'), join(directory, 'fixtures'), {recursive: true})
  mkdirSync(join(directory, 'bin'))
  writeFileSync(join(directory, 'bin', 'handback'), `#!/bin/sh\nexec node ${JSON.stringify(join(root, 'dist', 'cli.js'))} "$@"\n`)
  chmodSync(join(directory, 'bin', 'handback'), 0o755)
  return directory
}

/** Links `handback` and each bare package the code imports into the directory's node_modules. */
function linkPackages(directory: string, code: string): void {
  mkdirSync(join(directory, 'node_modules'), {recursive: true})
  if (!existsSync(join(directory, 'node_modules', 'handback'))) symlinkSync(root, join(directory, 'node_modules', 'handback'), 'dir')
  for (const [, specifier] of code.matchAll(/from\s+'([^'.][^']*)'/g)) {
    const name = specifier!.startsWith('@') ? specifier!.split('/').slice(0, 2).join('/') : specifier!.split('/')[0]!
    if (name === 'handback' || name.startsWith('node:') || existsSync(join(directory, 'node_modules', name))) continue
    mkdirSync(join(directory, 'node_modules', name, '..'), {recursive: true})
    symlinkSync(join(root, 'node_modules', name), join(directory, 'node_modules', name), 'dir')
  }
}

function run(example: ReadmeExample): {status: number | null; stdout: string; stderr: string} {
  const directory = workspace()
  const env = {...process.env, PATH: `${join(directory, 'bin')}:${process.env.PATH ?? ''}`, NO_COLOR: '1'}
  if (example.language === 'sh') {
    return spawnSync('bash', ['-eo', 'pipefail', '-c', example.code], {cwd: directory, env, encoding: 'utf8', timeout: 60_000})
  }

  linkPackages(directory, example.code)
  writeFileSync(join(directory, 'example.mjs'), example.code)
  return spawnSync('node', ['example.mjs'], {cwd: directory, env, encoding: 'utf8', timeout: 60_000})
}

const examples = readmeExamples(readFileSync('README.md', 'utf8'))

/**
 * Type-checks the js examples as TypeScript files of one project, under a module resolution;
 * returns tsc's diagnostics as `README line N: message` lines.
 */
function typeCheck(resolution: 'node16' | 'bundler'): string[] {
  const directory = mkdtempSync(join(tmpdir(), `handback-readme-ts-${resolution}-`))
  const scripts = examples.filter((example) => example.language === 'js')
  const lineOf = new Map<string, number>()
  for (const example of scripts) {
    linkPackages(directory, example.code)
    const name = `example-${example.line}.ts`
    lineOf.set(name, example.line)
    writeFileSync(join(directory, name), example.code)
  }

  for (const name of ['@types/node', 'undici-types']) {
    if (existsSync(join(directory, 'node_modules', name)) || !existsSync(join(root, 'node_modules', name))) continue
    mkdirSync(join(directory, 'node_modules', name, '..'), {recursive: true})
    symlinkSync(join(root, 'node_modules', name), join(directory, 'node_modules', name), 'dir')
  }

  writeFileSync(join(directory, 'package.json'), JSON.stringify({type: 'module'}))
  const module = resolution === 'node16' ? 'node16' : 'esnext'
  writeFileSync(
    join(directory, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {strict: true, noEmit: true, target: 'es2022', module, moduleResolution: resolution, types: ['node'], skipLibCheck: true},
      include: ['*.ts']
    })
  )
  const run = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', directory], {cwd: directory, encoding: 'utf8', timeout: 120_000})
  if (run.status === 0) return []
  return (run.stdout + run.stderr)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.replace(/^(example-\d+\.ts)\((\d+),(\d+)\)/, (_whole, name: string, row: string) => `README line ${lineOf.get(name)! + Number(row)}`))
}

describe('README examples', () => {
  it('the reader finds examples, their exit codes and outputs', () => {
    expect(readmeExamples('```sh example exit=1\nfalse\n```\n\n```text output\nx\n```\n\n```sh\nnot run\n```\n\n```js example\nlet a\n```\n')).toEqual([
      {language: 'sh', code: 'false\n', line: 1, exit: 1, output: 'x\n'},
      {language: 'js', code: 'let a\n', line: 13, exit: 0}
    ])
    expect(new Set(examples.map((example) => example.language))).toEqual(new Set(['sh', 'js']))
  })

  it.skipIf(built)('dist/ is not built: the README examples are skipped', () => {
    expect(built).toBe(false)
  })

  it.runIf(built).each(['node16', 'bundler'] as const)('the js examples type-check as TypeScript (moduleResolution %s)', (resolution) => {
    expect(typeCheck(resolution)).toEqual([])
  })

  for (const example of examples) {
    it.runIf(built)(`README line ${example.line} (${example.language}) runs as printed`, () => {
      const result = run(example)
      expect({status: result.status, stderr: result.status === example.exit ? '' : result.stderr}).toEqual({status: example.exit, stderr: ''})
      if (example.output !== undefined) expect(result.stdout.replace(/\n+$/, '\n')).toBe(example.output.replace(/\n+$/, '\n'))
    })
  }
})

/** GitHub's anchors of the headings outside code blocks: lower case, punctuation dropped, spaces as hyphens, `-N` on repeats. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fence: string | undefined
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === undefined ? marker : undefined
      continue
    }

    const heading = fence === undefined ? /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1] : undefined
    if (heading === undefined) continue
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }

  return anchors
}

describe('README navigation', () => {
  const readme = readFileSync('README.md', 'utf8')

  it('the anchor reader follows GitHub', () => {
    expect(headingAnchors('# A b\n## `parseReturn(markdown[, options])`\n```\n## Not\n```\n## A b\n')).toEqual(new Set(['a-b', 'parsereturnmarkdown-options', 'a-b-1']))
  })

  it('every link to a heading of the README lands on one', () => {
    const anchors = headingAnchors(readme)
    const links = [...readme.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]!)
    expect(links.length).toBeGreaterThan(20)
    expect(links.filter((link) => !anchors.has(link))).toEqual([])
  })

  it('the table of commands lists every command of `handback --help`', async () => {
    const {mainUsage} = await import('../src/cli/usage.js')
    const commands = mainUsage
      .split('Commands:\n')[1]!
      .split('\n\n')[0]!
      .split('\n')
      .map((line) => line.trim().split(/\s+/)[0]!)
    expect(commands.length).toBeGreaterThan(10)
    const table = readme.split('## Commands\n')[1]!.split('\n## ')[0]!
    expect(commands.filter((command) => !table.includes(`| \`handback ${command}`))).toEqual([])
  })
})
