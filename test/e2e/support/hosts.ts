/**
 * The host programs `npm run e2e` installed (scripts/e2e/run.ts writes their
 * paths, or why each is missing, to a JSON file named by HANDBACK_E2E_HOSTS),
 * the handback under test, and a runner for child processes with a deadline.
 */
import {spawn} from 'node:child_process'
import {mkdtempSync, readFileSync, realpathSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'

export type HostName = 'claude' | 'codex' | 'kilo' | 'inspector' | 'pre-commit'

interface Host {
  name: HostName
  version: string
  /** The executable to run. */
  bin: string
}

export type HostLookup = {host: Host; skip?: undefined} | {host?: undefined; skip: string}

interface HostsFile {
  hosts: Partial<Record<HostName, Host | {skip: string}>>
}

/** The repository under test and its built CLI. */
export const repo = resolve(import.meta.dirname, '../../..')
export const handbackCli = join(repo, 'dist/cli.js')

let hostsFile: HostsFile | undefined
function readHosts(): HostsFile {
  if (hostsFile) return hostsFile
  const path = process.env.HANDBACK_E2E_HOSTS
  if (!path) return {hosts: {}}
  try {
    hostsFile = JSON.parse(readFileSync(path, 'utf8')) as HostsFile
  } catch {
    hostsFile = {hosts: {}}
  }

  return hostsFile
}

/** The installed host, or why it is skipped. */
export function findHost(name: HostName): HostLookup {
  const entry = readHosts().hosts[name]
  if (entry === undefined) return {skip: `${name}: not installed (run \`npm run e2e\`, which installs the host programs first)`}
  if ('skip' in entry) return {skip: `${name}: ${entry.skip}`}
  return {host: entry}
}

/** A fresh folder outside the repository, its path resolved (hosts report real paths). */
export function scratch(prefix: string): string {
  return realpathSync(mkdtempSync(join(process.env.HANDBACK_E2E_SCRATCH ?? tmpdir(), `handback-e2e-${prefix}-`)))
}

/**
 * An environment with nothing of the caller's agent or provider settings:
 * only what a host needs to run, and the machine's way out to the package
 * registry (proxy and certificate settings: pre-commit and Kilo install
 * packages with their own npm prefix, which hides the global npmrc).
 */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const keep = ['PATH', 'LANG', 'LC_ALL', 'TERM', 'TMPDIR', 'TZ', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'SSL_CERT_DIR', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy', 'npm_config_registry']
  const env: NodeJS.ProcessEnv = {}
  for (const name of keep) if (process.env[name] !== undefined) env[name] = process.env[name]
  return {...env, NO_COLOR: '1', CI: 'true', ...extra}
}

export interface Run {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  ms: number
  timedOut: boolean
}

/** Runs a program to its end or its deadline (then its whole process group is killed). */
export function run(command: string, args: string[], options: {cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number; input?: string}): Promise<Run> {
  const started = Date.now()
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {cwd: options.cwd, env: options.env, detached: true, stdio: ['pipe', 'pipe', 'pipe']})
    let stdout = ''
    let stderr = ''
    let timedOut = false
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => {
      timedOut = true
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        child.kill('SIGKILL')
      }
    }, options.timeoutMs)
    child.on('error', (error) => {
      stderr += String(error)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      // Anything the host left running in its group (an MCP server, a hook) goes with it.
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // The group is gone already.
      }

      resolvePromise({code, signal, stdout, stderr, ms: Date.now() - started, timedOut})
    })
    child.stdin.end(options.input ?? '')
  })
}

/** Runs the handback under test. */
export function handback(args: string[], options: {cwd: string; input?: string; env?: NodeJS.ProcessEnv}): Promise<Run> {
  return run(process.execPath, [handbackCli, ...args], {cwd: options.cwd, env: options.env ?? cleanEnv({HOME: options.cwd}), timeoutMs: 60_000, ...(options.input === undefined ? {} : {input: options.input})})
}

/** Says what a run did, for an assertion's message. */
export function describeRun(label: string, result: Run): string {
  return `${label}: exit ${result.code}${result.signal ? ` (${result.signal})` : ''}${result.timedOut ? ', timed out' : ''} after ${result.ms} ms\n--- stdout (end)\n${result.stdout.slice(-4000)}\n--- stderr (end)\n${result.stderr.slice(-4000)}`
}
