/**
 * Every example of the README and of `docs/*.md` runs as printed, so a claim cannot drift from the code.
 *
 * Convention (follow it when adding to these documents):
 * - Only fenced blocks whose info string carries the word `example` run:
 *   ```sh example, ```js example or ```ts example. Other blocks (install
 *   lines, grammar, settings) are prose, except ```ts blocks (below).
 * - `sh example` blocks run with `bash -eo pipefail` in a fresh temporary
 *   directory holding a copy of `fixtures/`, with `handback` on the PATH (the
 *   built `dist/cli.js`) and as `npx handback` (the package installed in the
 *   directory's node_modules). They must exit 0, or the code given as `exit=N`
 *   (```sh example exit=1): the command that fails must then be the last.
 *   A block marked `continued` (```sh example continued) runs where the sh
 *   example before it ran, after it: a walk-through in several steps.
 * - `js example` and `ts example` blocks are ES modules run in a fresh
 *   temporary directory where `handback` (and the packages the block imports)
 *   resolve to the built package and its dependencies; `ts example` blocks run
 *   through tsx. They must exit 0: state claims as `assert` calls
 *   (`import assert from 'node:assert/strict'`), not comments.
 * - A fence ```text output right after an example holds its exact standard
 *   output (trailing blank lines aside).
 * - `js example` and `ts example` blocks are also type-checked as TypeScript
 *   (strict), pasted into `.ts` files of a project that imports the built
 *   package, once under `moduleResolution: node16` and once under `bundler`:
 *   an example a TypeScript user copies compiles as printed.
 * - A ```ts block that is no example declares the shape of a type the package
 *   exports under the same name (`interface Diagnostic {…}`): it is
 *   type-checked too, and must be identical to the exported type.
 * Run `npm run build` first; without `dist/` the examples are skipped, saying so.
 */
import {spawnSync} from 'node:child_process'
import {chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {dirname, join, resolve} from 'node:path'
import {pathToFileURL} from 'node:url'
import {describe, expect, it} from 'vitest'
import pkg from '../package.json' with {type: 'json'}

const root = resolve('.')
const built = existsSync(join(root, 'dist', 'cli.js'))

/** The documents whose examples run: the README, then each markdown file of `docs/`. */
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`)
]

export interface ReadmeExample {
  language: 'sh' | 'js' | 'ts'
  code: string
  line: number
  exit: number
  output?: string
  /** The sh examples a `continued` block follows, first to last: run before it, in its directory. */
  before?: string[]
}

/** A ```ts block that is no example: the declared shape of exported types. */
export interface TypeShape {
  code: string
  line: number
  names: string[]
}

interface Block {
  info: string
  code: string
  line: number
}

function fencedBlocks(markdown: string): Block[] {
  const lines = markdown.split('\n')
  const blocks: Block[] = []
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

  return blocks
}

function languageOf(word: string | undefined): ReadmeExample['language'] | undefined {
  if (word === 'sh' || word === 'bash') return 'sh'
  if (word === 'js' || word === 'javascript') return 'js'
  if (word === 'ts' || word === 'typescript') return 'ts'
  return undefined
}

/** The example blocks of a markdown text, with the `text output` block that follows each, if any. */
export function readmeExamples(markdown: string): ReadmeExample[] {
  const blocks = fencedBlocks(markdown)
  const examples: ReadmeExample[] = []
  for (const [position, block] of blocks.entries()) {
    const words = block.info.split(/\s+/)
    if (!words.includes('example')) continue
    const language = languageOf(words[0])
    if (!language) throw new Error(`line ${block.line}: an example must be sh, js or ts, got \`${block.info}\``)
    const exit = Number(/(?:^|\s)exit=(\d+)/.exec(block.info)?.[1] ?? 0)
    const next = blocks[position + 1]
    const example: ReadmeExample = {language, code: block.code, line: block.line, exit}
    if (next && /^text\s+output$/.test(next.info)) example.output = next.code
    if (words.includes('continued')) {
      const previous = examples.findLast((candidate) => candidate.language === 'sh')
      if (language !== 'sh' || !previous) throw new Error(`line ${block.line}: only an sh example after another continues it`)
      example.before = [...(previous.before ?? []), previous.code]
    }

    examples.push(example)
  }

  return examples
}

/** The ```ts blocks that are no example, with the names of the interfaces and types each declares. */
export function typeShapes(markdown: string): TypeShape[] {
  return fencedBlocks(markdown)
    .filter((block) => languageOf(block.info.split(/\s+/)[0]) === 'ts' && !block.info.split(/\s+/).includes('example'))
    .map((block) => ({code: block.code, line: block.line, names: [...block.code.matchAll(/^(?:export\s+)?(?:interface|type)\s+([A-Za-z_$][\w$]*)/gm)].map((match) => match[1]!)}))
}

/**
 * A fresh folder holding a copy of the fixtures the code names (`fixtures/hook/…` copies
 * `fixtures/hook`; a bare `fixtures` copies them all): copying all 1,100 files for each
 * example was most of this file's time.
 */
function workspace(code: string): string {
  const directory = mkdtempSync(join(tmpdir(), 'handback-readme-'))
  const named = [...code.matchAll(/\bfixtures(?:\/([\w.-]+))?/g)].map((match) => match[1])
  const folders = named.includes(undefined) ? [''] : [...new Set(named)].filter((name) => existsSync(join(root, 'fixtures', name!)))
  for (const folder of folders) cpSync(join(root, 'fixtures', folder!), join(directory, 'fixtures', folder!), {recursive: true})
  const command = `#!/bin/sh\nexec node ${JSON.stringify(join(root, 'dist', 'cli.js'))} "$@"\n`
  for (const bin of [join(directory, 'bin'), join(directory, 'node_modules', '.bin')]) {
    mkdirSync(bin, {recursive: true})
    writeFileSync(join(bin, 'handback'), command)
    chmodSync(join(bin, 'handback'), 0o755)
  }

  symlinkSync(root, join(directory, 'node_modules', 'handback'), 'dir')
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
  const directory = workspace([...(example.before ?? []), example.code].join('\n'))
  const env = {...process.env, PATH: `${join(directory, 'bin')}:${process.env.PATH ?? ''}`, NO_COLOR: '1'}
  if (example.language === 'sh') {
    for (const code of example.before ?? []) spawnSync('bash', ['-eo', 'pipefail', '-c', code], {cwd: directory, env, encoding: 'utf8', timeout: 60_000})
    return spawnSync('bash', ['-eo', 'pipefail', '-c', example.code], {cwd: directory, env, encoding: 'utf8', timeout: 60_000})
  }

  linkPackages(directory, example.code)
  if (example.language === 'ts') {
    writeFileSync(join(directory, 'package.json'), JSON.stringify({type: 'module'}))
    writeFileSync(join(directory, 'example.ts'), example.code)
    const tsx = pathToFileURL(join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href
    return spawnSync('node', ['--import', tsx, join(directory, 'example.ts')], {cwd: directory, env, encoding: 'utf8', timeout: 60_000})
  }

  writeFileSync(join(directory, 'example.mjs'), example.code)
  return spawnSync('node', ['example.mjs'], {cwd: directory, env, encoding: 'utf8', timeout: 60_000})
}

const examples = documents.flatMap((document) => readmeExamples(readFileSync(document, 'utf8')).map((example) => ({...example, document})))
const shapes = documents.flatMap((document) => typeShapes(readFileSync(document, 'utf8')).map((shape) => ({...shape, document})))

/** The declared shape, then a check that each type it declares is identical to the package's export of that name. */
function shapeCheck(shape: TypeShape): string {
  const checks = shape.names.map((name) => `export const same${name}: Identical<${name}, Exported.${name}> = true`)
  return [
    `import type * as Exported from 'handback'`,
    `type Identical<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false`,
    shape.code.replace(/^(interface|type)\s/gm, 'export $1 '),
    ...checks,
    ''
  ].join('\n')
}

/** A TypeScript file to check, and the document line its first line stands for, less one. */
interface TypedFile {
  document: string
  line: number
  code: string
}

/** The js and ts examples, and the type shapes with their checks (whose code starts two lines after the fence). */
const typedFiles: TypedFile[] = [
  ...examples.filter((example) => example.language !== 'sh'),
  ...shapes.map((shape) => ({document: shape.document, line: shape.line - 2, code: shapeCheck(shape)}))
]

/**
 * Type-checks files as TypeScript files of one project, under a module resolution; returns tsc's
 * diagnostics as `DOCUMENT line N: message` lines.
 */
function typeCheck(resolution: 'node16' | 'bundler', files: readonly TypedFile[]): string[] {
  const directory = mkdtempSync(join(tmpdir(), `handback-readme-ts-${resolution}-`))
  const placeOf = new Map<string, {document: string; line: number}>()
  for (const [index, file] of files.entries()) {
    linkPackages(directory, file.code)
    const name = `example-${index}.ts`
    placeOf.set(name, file)
    writeFileSync(join(directory, name), file.code)
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
    .map((line) =>
      line.replace(/^(example-\d+\.ts)\((\d+),(\d+)\)/, (_whole, name: string, row: string) => {
        const place = placeOf.get(name)!
        return `${place.document} line ${place.line + Number(row)}`
      })
    )
}

describe('README and docs/ examples', () => {
  it('the reader finds examples, their exit codes and outputs, and type shapes', () => {
    expect(
      readmeExamples(
        '```sh example exit=1\nfalse\n```\n\n```text output\nx\n```\n\n```sh\nnot run\n```\n\n```js example\nlet a\n```\n\n```ts example\nlet b: number = 1\n```\n\n```sh example continued\ntrue\n```\n\n```sh example continued\n:\n```\n'
      )
    ).toEqual([
      {language: 'sh', code: 'false\n', line: 1, exit: 1, output: 'x\n'},
      {language: 'js', code: 'let a\n', line: 13, exit: 0},
      {language: 'ts', code: 'let b: number = 1\n', line: 17, exit: 0},
      {language: 'sh', code: 'true\n', line: 21, exit: 0, before: ['false\n']},
      {language: 'sh', code: ':\n', line: 25, exit: 0, before: ['false\n', 'true\n']}
    ])
    expect(() => readmeExamples('```js example\nlet a\n```\n\n```sh example continued\ntrue\n```\n')).toThrow('line 5: only an sh example after another continues it')
    expect(typeShapes('```ts\ninterface A {\n  a: string\n}\ntype B = A\n```\n\n```ts example\ninterface C {}\n```\n')).toEqual([
      {code: 'interface A {\n  a: string\n}\ntype B = A\n', line: 1, names: ['A', 'B']}
    ])
    expect(new Set(examples.map((example) => example.language))).toEqual(new Set(['sh', 'js', 'ts']))
    expect(new Set(examples.map((example) => example.document))).toEqual(new Set(documents.filter((document) => /```\w+ example/.test(readFileSync(document, 'utf8')))))
    expect(documents.length).toBeGreaterThan(1)
  })

  it.skipIf(built)('dist/ is not built: the examples are skipped', () => {
    expect(built).toBe(false)
  })

  it.runIf(built).each(['node16', 'bundler'] as const)('the js and ts examples and the type shapes type-check as TypeScript (moduleResolution %s)', (resolution) => {
    expect(typedFiles.length).toBeGreaterThan(10)
    expect(typeCheck(resolution, typedFiles)).toEqual([])
  })

  it.runIf(built)('a type shape with a member less, or one more, than the export fails the type check; the same shape passes', () => {
    const shape = (document: string, code: string): TypedFile => ({document, line: 0, code: shapeCheck({code, line: 0, names: typeShapes('```ts\n' + code + '```\n')[0]!.names})})
    const errors = typeCheck('bundler', [
      shape('same.md', 'interface Fix {\n  range: [number, number]\n  text: string\n}\n'),
      shape('less.md', 'interface Fix {\n  range: [number, number]\n}\n'),
      shape('more.md', 'interface Fix {\n  range: [number, number]\n  text: string\n  note?: string\n}\n')
    ])
    expect(errors.map((error) => error.replace(/ line \d+: error (TS\d+): .*/, ' $1'))).toEqual(['less.md TS2322', 'more.md TS2322'])
  })

  for (const example of examples) {
    it.runIf(built)(`${example.document} line ${example.line} (${example.language}) runs as printed`, () => {
      const result = run(example)
      expect({status: result.status, stderr: result.status === example.exit ? '' : result.stderr}).toEqual({status: example.exit, stderr: ''})
      if (example.output !== undefined) expect(result.stdout.replace(/\n+$/, '\n')).toBe(example.output.replace(/\n+$/, '\n'))
    })
  }
})

/** The headings outside code blocks, with their levels. */
function headings(markdown: string): Array<{level: number; text: string}> {
  const found: Array<{level: number; text: string}> = []
  let fence: string | undefined
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === undefined ? marker : undefined
      continue
    }

    const heading = fence === undefined ? /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line) : null
    if (heading) found.push({level: heading[1]!.length, text: heading[2]!})
  }

  return found
}

/** GitHub's anchors of the headings outside code blocks: lower case, punctuation dropped, spaces as hyphens, `-N` on repeats. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const {text} of headings(markdown)) {
    const slug = text
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

  it('every relative link of the README and docs/ names a file that exists, and a heading of it', () => {
    const broken: string[] = []
    let checked = 0
    for (const document of documents) {
      for (const [, target] of readFileSync(document, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue
        const [path, anchor] = target!.split('#') as [string, string | undefined]
        const file = path === '' ? document : join(dirname(document), path)
        checked++
        if (!existsSync(file)) broken.push(`${document}: ${target} (no such file)`)
        else if (anchor !== undefined && !headingAnchors(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${document}: ${target} (no such heading)`)
      }
    }

    expect(checked).toBeGreaterThan(100)
    expect(broken).toEqual([])
  })

  it('opens with install, a first run and the hook recipes; the development quick start is two commands', () => {
    const sections = headings(readme)
      .filter((heading) => heading.level === 2)
      .map((heading) => heading.text)
    expect(sections.slice(0, 6)).toEqual(['Contents', 'What is this?', 'When should I use this?', 'Install', 'Getting started', 'Hooks'])
    for (const host of ['Claude Code', 'Codex', 'Kilo CLI']) expect(readme).toMatch(new RegExp(`### ${host}\\n\\n\`\`\`sh( example)?\\nnpx handback init `))
    const quickStart = readme.split('## Quick start\n')[1]!.split('\n## ')[0]!
    expect(/```sh\n([^`]*)```/.exec(quickStart)?.[1]).toBe('npm install && npm start\nnpm test\n')
    expect(Object.keys(pkg.scripts)).toEqual(expect.arrayContaining(['start', 'test']))
  })

  it('the references to handback it gives (install lines, pre-commit, the Action) name a branch or tag that exists', () => {
    const known = new Set(
      spawnSync('git', ['for-each-ref', '--format=%(refname:short)', 'refs/heads', 'refs/tags', 'refs/remotes'], {cwd: root, encoding: 'utf8'})
        .stdout.split('\n')
        .map((ref) => ref.replace(/^origin\//, ''))
        .filter(Boolean)
    )
    // The lead branch is main, wherever this clone's branches come from.
    known.add('main')
    const references: string[] = []
    for (const document of documents) {
      const text = readFileSync(document, 'utf8')
      for (const match of text.matchAll(/handback\/handback(?:\.git)?[#@]([\w.-]+)|^\s*rev:\s*([\w.-]+)/gm)) references.push(match[1] ?? match[2]!)
    }

    expect(references.length).toBeGreaterThanOrEqual(3)
    expect(references.filter((reference) => !known.has(reference) && !/^[0-9a-f]{40}$/.test(reference))).toEqual([])
  })

  it('the table of commands fits on one screen', () => {
    const table = readme.split('## Commands\n')[1]!.split('\n## ')[0]!
    expect(table.split('\n').filter((line) => line.startsWith('| ')).length).toBeLessThanOrEqual(20)
    expect(Math.max(...table.split('\n').filter((line) => line.startsWith('| ')).map((line) => line.length))).toBeLessThanOrEqual(160)
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
