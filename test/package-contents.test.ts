/**
 * What a library user installs and loads: the runtime is bundled into `dist/`,
 * so `dependencies` hold only what the published types refer to. The CLI
 * carries the MCP SDK and the tokenizer in chunks of their own, loaded by the
 * commands that use them; the library loads the tokenizer, an optional peer,
 * only when asked, and names it in one line when it is missing. No source map ships.
 */
import {spawnSync} from 'node:child_process'
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs'
import {builtinModules} from 'node:module'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import {createContext, runInContext} from 'node:vm'
import {describe, expect, it} from 'vitest'
import pkg from '../package.json' with {type: 'json'}
import {lintText} from '../src/index.js'
import {isMissingPackage, MissingPackageError, missingPackageMessage} from '../src/util/optional-package.js'

const built = existsSync('dist/cli.js')
const optionalPeers = ['gpt-tokenizer']

function packageOf(specifier: string): string {
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!
}

function files(directory: string): string[] {
  return readdirSync(directory, {recursive: true, encoding: 'utf8'}).map((path) => join(directory, path))
}

describe('package.json', () => {
  it('the optional peers are peers, optional, installed for development, and no runtime dependency', () => {
    const manifest = pkg as typeof pkg & {peerDependencies: Record<string, string>; peerDependenciesMeta: Record<string, {optional?: boolean}>}
    for (const name of optionalPeers) {
      expect(manifest.peerDependencies[name]).toBe(manifest.devDependencies[name as keyof typeof manifest.devDependencies])
      expect(manifest.peerDependenciesMeta[name]).toEqual({optional: true})
      expect(Object.keys(manifest.dependencies)).not.toContain(name)
    }

    // Used by the tests, and by `handback mcp` from its own chunk: nothing a user installs.
    for (const name of ['@a2a-js/sdk', '@modelcontextprotocol/sdk']) {
      expect(Object.keys(manifest.dependencies)).not.toContain(name)
      expect(Object.keys(manifest.peerDependencies)).not.toContain(name)
      expect(Object.keys(manifest.devDependencies)).toContain(name)
    }
  })

  it('runs no script when installed, from git or a tarball: nothing to build, no development dependency needed', () => {
    // npm runs `prepare` (after installing the development dependencies) for a git dependency, and these for every install.
    const lifecycle = ['preinstall', 'install', 'postinstall', 'prepublish', 'preprepare', 'prepare', 'postprepare', 'prepack', 'postpack']
    expect(Object.keys(pkg.scripts).filter((name) => lifecycle.includes(name))).toEqual([])
    expect(existsSync('binding.gyp')).toBe(false)
    expect(pkg.bin.handback.startsWith('dist/')).toBe(true)
  })

  it('has a license file naming the license package.json declares', () => {
    expect(pkg.license).toBe('MIT')
    expect(readFileSync('LICENSE', 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} handback contributors\n/)
  })
})

describe('isMissingPackage', () => {
  it('knows the error of an import of a package that is not installed, by name', async () => {
    const specifier = 'handback-test-no-such-package/x.js'
    const error = await import(specifier).then(
      () => undefined,
      (caught: unknown) => caught
    )
    expect(isMissingPackage(error, 'handback-test-no-such-package')).toBe(true)
    expect(isMissingPackage(error, 'gpt-tokenizer')).toBe(false)
  })

  it('leaves other failures alone', async () => {
    const broken = `data:text/javascript,throw new Error('gpt-tokenizer broke')`
    const thrown = await import(broken).then(
      () => undefined,
      (caught: unknown) => caught
    )
    expect(isMissingPackage(thrown, 'gpt-tokenizer')).toBe(false)
    for (const value of [undefined, null, 'Cannot find package gpt-tokenizer', {code: 'ERR_MODULE_NOT_FOUND'}]) expect(isMissingPackage(value, 'gpt-tokenizer')).toBe(false)
  })

  it('names the package and the command that installs it, in one line', () => {
    const message = missingPackageMessage('gpt-tokenizer', 'An exact token count')
    expect(message).toBe('An exact token count needs the optional package `gpt-tokenizer`, which is not installed: npm install gpt-tokenizer')
    expect(new MissingPackageError('gpt-tokenizer', 'An exact token count', new Error('x')).message).toBe(message)
  })
})

describe.runIf(built)('the built package', () => {
  const javascript = built ? files('dist').filter((path) => path.endsWith('.js')) : []

  it('ships no source map', () => {
    expect(files('dist').filter((path) => path.endsWith('.map'))).toEqual([])
  })

  it('imports nothing at run time but built-ins and the optional peers: the rest is bundled', async () => {
    // esbuild follows every import of the entry points, static and dynamic, from a folder with no node_modules:
    // what it cannot resolve is what a user would have to install.
    const folder = mkdtempSync(join(tmpdir(), 'handback-imports-'))
    cpSync('dist', join(folder, 'dist'), {recursive: true})
    const {build} = await import('esbuild')
    const entries = ['index', 'node', 'remark', 'cli'].map((name) => join(folder, 'dist', `${name}.js`))
    const resolved = await build({entryPoints: entries, absWorkingDir: folder, bundle: true, splitting: true, format: 'esm', platform: 'node', write: false, outdir: join(folder, 'out'), logLevel: 'silent', metafile: true, external: optionalPeers.flatMap((name) => [name, `${name}/*`])}).then(
      (result) => ({errors: [] as string[], imports: Object.values(result.metafile.inputs).flatMap((input) => input.imports.filter((entry) => entry.external).map((entry) => entry.path))}),
      (failure: {errors: Array<{text: string}>}) => ({errors: failure.errors.map((error) => error.text), imports: []})
    )
    expect(resolved.errors).toEqual([])
    const outside = resolved.imports.filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier))
    // Only the optional peer is left to the user (the library's `loadTokenCounter()`), and it is seen.
    expect(new Set(outside.map(packageOf))).toEqual(new Set(optionalPeers))
  })

  it('a browser bundle of a program importing `handback` imports no node module and runs without node', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'handback-browser-'))
    mkdirSync(join(folder, 'node_modules'))
    symlinkSync(resolve('.'), join(folder, 'node_modules', 'handback'), 'dir')
    writeFileSync(
      join(folder, 'app.js'),
      [
        "import {parseReturn, lintText, formatInstructions} from 'handback'",
        "const {report} = parseReturn('## Status\\nstate: SUCCESS\\nsummary: Done.\\n')",
        "const json = lintText('{\"status\": \"completed\", \"summary\": \"x\"}', {kind: 'subagent'})",
        'globalThis.result = {state: report.status.state, jsonRules: json.diagnostics.map((d) => d.ruleId), template: formatInstructions().text.slice(0, 25)}'
      ].join('\n')
    )
    const {build} = await import('esbuild')
    // The bundler picks the package's `browser` condition, as webpack, Vite and esbuild do for the web.
    const bundle = await build({entryPoints: [join(folder, 'app.js')], absWorkingDir: folder, bundle: true, platform: 'browser', format: 'iife', write: false, logLevel: 'silent', metafile: true})
    const fromDist = Object.keys(bundle.metafile.inputs).filter((input) => /(^|\/)dist\//.test(input))
    expect(fromDist).toHaveLength(1)
    expect(fromDist[0]).toMatch(/(^|\/)dist\/browser\.js$/)
    // A context with the web's globals only: no process, require, Buffer or module.
    const context = createContext({TextEncoder, TextDecoder, URL, console})
    runInContext(bundle.outputFiles[0]!.text, context)
    // The same answers as the node build's.
    const json = lintText('{"status": "completed", "summary": "x"}', {kind: 'subagent'})
    expect(json.diagnostics.length).toBeGreaterThan(0)
    expect(context['result']).toEqual({state: 'SUCCESS', jsonRules: json.diagnostics.map((d) => d.ruleId), template: 'Return format (handback):'})
  })

  describe('installed without its optional peer (nor any other package)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'handback-bare-'))
    if (built) {
      cpSync('dist', join(folder, 'dist'), {recursive: true})
      writeFileSync(join(folder, 'package.json'), JSON.stringify({name: 'handback', version: pkg.version, type: 'module'}))
      cpSync('fixtures/json/subagent/long-summary-result.json', join(folder, 'long-summary-result.json'))
      cpSync('fixtures/examples/subtask-result-template.md', join(folder, 'template.md'))
    }

    const cli = (...args: string[]) => spawnSync(process.execPath, [join(folder, 'dist', 'cli.js'), ...args], {cwd: folder, encoding: 'utf8', timeout: 30_000})

    it('`handback mcp` serves from its own chunk: it answers an MCP client', () => {
      const initialize = {jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'test', version: '1'}}}
      const run = spawnSync(process.execPath, [join(folder, 'dist', 'cli.js'), 'mcp'], {cwd: folder, encoding: 'utf8', timeout: 30_000, input: JSON.stringify(initialize) + '\n'})
      expect({status: run.status, stderr: run.stderr}).toEqual({status: 0, stderr: ''})
      expect(JSON.parse(run.stdout.split('\n')[0]!)).toMatchObject({id: 1, result: {serverInfo: {name: 'handback'}}})
    })

    it('lint counts console-return tokens with the tokenizer of its own chunk', () => {
      const run = cli('lint', '--format', 'json', 'long-summary-result.json')
      expect(run.status).toBe(1)
      expect(run.stderr).toBe('')
      const [result] = JSON.parse(run.stdout) as Array<{messages: Array<{ruleId: string; message: string; note?: string}>}>
      const tooLong = result!.messages.find((message) => message.ruleId === 'summary-too-long')!
      // An exact count: an estimate says "about".
      expect(tooLong.message).toMatch(/^Unexpected summary of \d+ tokens/)
    })

    it('every other command loads and runs', () => {
      expect(cli('lint', '--fix-dry-run', 'template.md').status).toBe(0)
      expect(cli('lint', '.', '#*.json').status).toBe(0)
      expect(cli('explain', 'section-missing').status).toBe(0)
      expect(cli('schema', 'handoff').status).toBe(0)
      expect(cli('template').status).toBe(0)
      expect(cli('convert', 'template.md', '--to', 'a2a').status).toBe(0)
    })

    it('the library loads, and loadTokenCounter() rejects naming the package', () => {
      // Run by node itself: the test runner's own loader would find the package in this repository.
      const script = [
        "const library = await import('./dist/index.js')",
        "await import('./dist/node.js')",
        "await import('./dist/remark.js')",
        "const note = library.lintText(await (await import('node:fs/promises')).readFile('long-summary-result.json', 'utf8'), {kind: 'subagent'}).diagnostics.find((d) => d.ruleId === 'summary-too-long').note",
        'console.log(note)',
        'await library.loadTokenCounter().then(() => console.log("loaded"), (error) => console.log(error.name, error.message))'
      ].join('\n')
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: folder, encoding: 'utf8', timeout: 30_000})
      expect({status: run.status, stderr: run.stderr}).toEqual({status: 0, stderr: ''})
      expect(run.stdout.split('\n')).toEqual([
        expect.stringContaining('install the optional package `gpt-tokenizer`'),
        'MissingPackageError An exact token count (`loadTokenCounter()`) needs the optional package `gpt-tokenizer`, which is not installed: npm install gpt-tokenizer',
        ''
      ])
    })
  })
})

describe.skipIf(built)('without dist/', () => {
  it('the checks of the built package are skipped: run `npm run build` first', () => {
    expect(built).toBe(false)
  })
})
