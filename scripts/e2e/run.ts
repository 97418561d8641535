/**
 * `npm run e2e`: installs the real host programs (pinned) into a cache
 * folder outside the repository, then runs test/e2e/*.e2e.ts against them
 * with vitest.e2e.config.ts. A host that cannot be installed is skipped,
 * and this script says why. The cache makes reruns fast: a host already
 * installed at its pinned version is only checked.
 *
 *   HANDBACK_E2E_CACHE   the cache folder (default ~/.cache/handback-e2e)
 *   HANDBACK_E2E_SKIP    hosts not to install or run, comma-separated
 *
 * Arguments after `--` go to vitest (a file name, `-t NAME`).
 */
import {spawn, spawnSync} from 'node:child_process'
import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs'
import {homedir} from 'node:os'
import {dirname, join, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

type HostName = 'claude' | 'codex' | 'kilo' | 'inspector' | 'pre-commit'
type Installed = {name: HostName; version: string; bin: string} | {skip: string}

/** The host programs from npm, pinned: the versions the recorded captures in ../shared/host-captures came from. */
const npmHosts: {name: HostName; spec: string; version: string; bin: string}[] = [
  {name: 'claude', spec: '@anthropic-ai/claude-code', version: '2.1.197', bin: 'claude'},
  {name: 'codex', spec: '@openai/codex', version: '0.171.0', bin: 'codex'},
  {name: 'kilo', spec: '@kilocode/cli', version: '7.7.7', bin: 'kilo'},
  // The Inspector's CLI mode; `@modelcontextprotocol/inspector-cli` 1.0.3 alone does not start (it reads its parent package's package.json).
  {name: 'inspector', spec: '@modelcontextprotocol/inspector', version: '2.12.0', bin: 'mcp-inspector'}
]

const cache = resolve(process.env.HANDBACK_E2E_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'handback-e2e'))
const skipped = new Set((process.env.HANDBACK_E2E_SKIP ?? '').split(',').map((name) => name.trim()).filter(Boolean))

function run(command: string, args: string[], options: {cwd?: string; timeoutMs: number}): Promise<{code: number | null; output: string}> {
  return new Promise((done) => {
    let output = ''
    let child
    try {
      child = spawn(command, args, {cwd: options.cwd ?? root, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, npm_config_update_notifier: 'false'}})
    } catch (error) {
      done({code: null, output: String(error)})
      return
    }

    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs)
    child.on('error', (error) => (output += String(error)))
    child.on('close', (code) => {
      clearTimeout(timer)
      done({code, output})
    })
  })
}

function lastLines(text: string, count = 3): string {
  return text.trim().split('\n').slice(-count).join(' | ').slice(0, 400)
}

/** The lines of npm's output that say what went wrong (its code and the request), else its last lines. */
function npmReason(output: string): string {
  const telling = output.split('\n').filter((line) => /npm (error|ERR!) (code |errno |network |request to |\d{3} |notarget|.*not found)/i.test(line))
  return telling.length > 0 ? telling.slice(0, 3).map((line) => line.trim()).join(' | ').slice(0, 400) : lastLines(output)
}

async function version(bin: string, args: string[] = ['--version']): Promise<string | undefined> {
  const result = await run(bin, args, {timeoutMs: 60_000})
  return result.code === 0 ? result.output.trim() : undefined
}

async function installNpmHost(host: (typeof npmHosts)[number]): Promise<Installed> {
  if (skipped.has(host.name)) return {skip: 'skipped by HANDBACK_E2E_SKIP'}
  const prefix = join(cache, 'npm', `${host.spec.replace('/', '+')}@${host.version}`)
  const bin = join(prefix, 'node_modules', '.bin', host.bin)
  if (!existsSync(bin)) {
    mkdirSync(prefix, {recursive: true})
    writeFileSync(join(prefix, 'package.json'), '{"private": true}\n')
    const installed = await run('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--loglevel=error', `${host.spec}@${host.version}`], {cwd: prefix, timeoutMs: 300_000})
    if (installed.code !== 0 || !existsSync(bin)) return {skip: `\`npm install ${host.spec}@${host.version}\` failed: ${npmReason(installed.output)}`}
  }

  // The version check also proves the binary runs here (a platform package may be missing).
  const said = await version(bin, host.name === 'inspector' ? ['-V'] : ['--version'])
  if (said === undefined) return {skip: `${bin} does not run (\`--version\` failed)`}
  if (!said.includes(host.version)) return {skip: `${bin} says \`${said}\`, expected ${host.version}`}
  return {name: host.name, version: host.version, bin}
}

async function findPreCommit(): Promise<Installed> {
  if (skipped.has('pre-commit')) return {skip: 'skipped by HANDBACK_E2E_SKIP'}
  let said = await version('pre-commit')
  if (said === undefined && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0 && process.getuid?.() === 0) {
    // Debian's pre-commit (PyPI may be out of reach; Debian's packages are not).
    let installed = await run('apt-get', ['install', '-y', '-qq', 'pre-commit'], {timeoutMs: 300_000})
    if (installed.code !== 0) {
      await run('apt-get', ['update', '-qq'], {timeoutMs: 300_000})
      installed = await run('apt-get', ['install', '-y', '-qq', 'pre-commit'], {timeoutMs: 300_000})
    }

    said = await version('pre-commit')
    if (said === undefined) return {skip: `\`apt-get install pre-commit\` failed: ${lastLines(installed.output)}`}
  }

  if (said === undefined) return {skip: 'pre-commit is not installed, and apt-get is not available to install it as root'}
  const bin = spawnSync('sh', ['-c', 'command -v pre-commit'], {encoding: 'utf8'}).stdout.trim()
  return {name: 'pre-commit', version: said.replace(/^pre-commit\s+/, ''), bin}
}

async function main(): Promise<number> {
  const started = Date.now()
  mkdirSync(cache, {recursive: true})
  if (!existsSync(join(root, 'dist/cli.js'))) {
    console.log('e2e: building handback (dist/cli.js is missing)')
    const built = await run('npm', ['run', 'build', '--silent'], {timeoutMs: 300_000})
    if (built.code !== 0) {
      console.error(`e2e: the build failed: ${lastLines(built.output, 10)}`)
      return 1
    }
  }

  const names = [...npmHosts.map((host) => host.name), 'pre-commit' as const]
  const results = await Promise.all([...npmHosts.map(installNpmHost), findPreCommit()])
  const hosts: Partial<Record<HostName, Installed>> = {}
  names.forEach((name, index) => {
    hosts[name] = results[index]!
  })
  for (const name of names) {
    const host = hosts[name]!
    console.log('skip' in host ? `e2e: ${name}: skipped — ${host.skip}` : `e2e: ${name} ${host.version}: ${host.bin}`)
  }

  console.log(`e2e: hosts ready in ${((Date.now() - started) / 1000).toFixed(1)} s (cache ${cache})`)
  const hostsFile = join(cache, 'hosts.json')
  writeFileSync(hostsFile, `${JSON.stringify({hosts}, null, 2)}\n`)
  // Each run's folders (projects, host homes, the requests each model server saw) stay until the next run, for a look after a failure.
  const scratch = join(cache, 'scratch')
  rmSync(scratch, {recursive: true, force: true})
  mkdirSync(scratch, {recursive: true})
  const extra = process.argv.slice(2).filter((arg) => arg !== '--')
  const vitest = spawnSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '-c', 'vitest.e2e.config.ts', ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, HANDBACK_E2E_HOSTS: hostsFile, HANDBACK_E2E_CACHE: cache, HANDBACK_E2E_SCRATCH: scratch}
  })
  console.log(`e2e: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return vitest.status ?? 1
}

process.exitCode = await main()
