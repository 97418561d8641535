/**
 * Trusts a hook in Codex, which runs only the hooks someone has trusted (and
 * skips the others without a word). Trust is Codex's own record, a hash of
 * the hook's definition under `hooks.state` in config.toml; it is saved the
 * way Codex's own clients save it, through `codex app-server`: `hooks/list`
 * gives each hook's key and current hash, `config/batchWrite` records it.
 * Only hooks running exactly the given command are trusted.
 */
import {spawn} from 'node:child_process'

export type TrustResult = {ok: true; trusted: string[]; already: string[]} | {ok: false; message: string}

interface HookEntry {
  key: string
  handlerType: string
  command?: string
  sourcePath: string
  currentHash: string
  trustStatus: string
}

/**
 * @param codex The Codex executable.
 * @param options `configFile`: the config.toml holding the hook; `command`: the hook's command line; `cwd`: a project folder; `env`: Codex's environment (CODEX_HOME).
 */
export function trustCodexHooks(codex: string, options: {configFile: string; command: string; cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number}): Promise<TrustResult> {
  return new Promise((resolve) => {
    let settled = false
    let stderr = ''
    const finish = (result: TrustResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      child.kill()
      resolve(result)
    }

    const child = spawn(codex, ['app-server'], {cwd: options.cwd, env: options.env, stdio: ['pipe', 'pipe', 'pipe']})
    const timer = setTimeout(() => finish({ok: false, message: `\`${codex} app-server\` did not answer within ${(options.timeoutMs ?? 30_000) / 1000} s`}), options.timeoutMs ?? 30_000)
    child.on('error', (error) => finish({ok: false, message: `cannot run \`${codex} app-server\` (${error.message})`}))
    child.on('close', (code) => finish({ok: false, message: `\`${codex} app-server\` ended (exit ${code}) before answering: ${stderr.trim().split('\n').at(-1) ?? ''}`}))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000)
    })

    const pending = new Map<number, (message: {result?: unknown; error?: {message?: string}}) => void>()
    let buffer = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 1)
        let message: {id?: unknown; result?: unknown; error?: {message?: string}}
        try {
          message = JSON.parse(line) as typeof message
        } catch {
          continue
        }

        if (typeof message.id === 'number' && pending.has(message.id)) {
          pending.get(message.id)!(message)
          pending.delete(message.id)
        }
      }
    })

    let next = 0
    const request = (method: string, params: unknown) =>
      new Promise<unknown>((done, fail) => {
        const id = ++next
        pending.set(id, (message) => (message.error ? fail(new Error(`${method}: ${message.error.message ?? 'error'}`)) : done(message.result)))
        child.stdin.write(`${JSON.stringify({id, method, params})}\n`)
      })

    void (async () => {
      await request('initialize', {clientInfo: {name: 'handback', version: '0'}})
      child.stdin.write(`${JSON.stringify({method: 'initialized'})}\n`)
      const listed = (await request('hooks/list', {cwds: [options.cwd]})) as {data?: {hooks?: HookEntry[]}[]}
      const ours = (listed.data ?? []).flatMap((entry) => entry.hooks ?? []).filter((hook) => hook.handlerType === 'command' && hook.command === options.command && hook.sourcePath === options.configFile)
      if (ours.length === 0) return finish({ok: false, message: `Codex does not list the hook \`${options.command}\` from ${options.configFile}`})
      const already = ours.filter((hook) => hook.trustStatus === 'trusted').map((hook) => hook.key)
      const untrusted = ours.filter((hook) => hook.trustStatus !== 'trusted')
      if (untrusted.length > 0) {
        const value = Object.fromEntries(untrusted.map((hook) => [hook.key, {trusted_hash: hook.currentHash}]))
        await request('config/batchWrite', {edits: [{keyPath: 'hooks.state', value, mergeStrategy: 'upsert'}], filePath: options.configFile})
      }

      finish({ok: true, trusted: untrusted.map((hook) => hook.key), already})
    })().catch((error: unknown) => finish({ok: false, message: error instanceof Error ? error.message : String(error)}))
  })
}
