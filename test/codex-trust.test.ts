/**
 * Trusting a hook through `codex app-server`, against a stand-in that speaks
 * the same JSON lines (the real Codex runs in test/e2e/codex.e2e.ts).
 */
import {chmodSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {trustCodexHooks} from '../src/node/codex-trust.js'

/** A stand-in `codex` whose `app-server` lists the given hooks and logs each request to `log`. */
function fakeCodex(hooks: unknown[]): {bin: string; log: string} {
  const dir = mkdtempSync(join(tmpdir(), 'handback-codex-'))
  const log = join(dir, 'requests.jsonl')
  const bin = join(dir, 'codex')
  writeFileSync(
    bin,
    `#!${process.execPath}
const fs = require('node:fs')
if (process.argv[2] !== 'app-server') process.exit(2)
let buffer = ''
process.stdin.on('data', (chunk) => {
  buffer += chunk
  let end
  while ((end = buffer.indexOf('\\n')) >= 0) {
    const message = JSON.parse(buffer.slice(0, end))
    buffer = buffer.slice(end + 1)
    fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify(message) + '\\n')
    if (message.id === undefined) continue
    const result = message.method === 'hooks/list' ? {data: [{cwd: '/p', hooks: ${JSON.stringify(hooks)}, warnings: [], errors: []}]} : {status: 'ok'}
    process.stdout.write(JSON.stringify({id: message.id, result}) + '\\n')
  }
})
`
  )
  chmodSync(bin, 0o755)
  return {bin, log}
}

const command = '/usr/bin/node /x/cli.js hook --when-asked'
const hook = (trustStatus: string, extra: object = {}) => ({key: '/h/config.toml:subagent_stop:0:0', handlerType: 'command', command, sourcePath: '/h/config.toml', currentHash: 'sha256:ab', trustStatus, ...extra})

function requests(log: string): {method?: string; params?: unknown}[] {
  return readFileSync(log, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as {method?: string; params?: unknown})
}

describe('trustCodexHooks', () => {
  it('records the hash of the untrusted hook running exactly the command, in the config file named', async () => {
    const {bin, log} = fakeCodex([hook('untrusted'), hook('untrusted', {key: 'other', command: './other.sh'})])
    const result = await trustCodexHooks(bin, {configFile: '/h/config.toml', command, cwd: tmpdir(), env: {}})
    expect(result).toEqual({ok: true, trusted: ['/h/config.toml:subagent_stop:0:0'], already: []})
    const write = requests(log).find((message) => message.method === 'config/batchWrite')
    expect(write?.params).toEqual({edits: [{keyPath: 'hooks.state', value: {'/h/config.toml:subagent_stop:0:0': {trusted_hash: 'sha256:ab'}}, mergeStrategy: 'upsert'}], filePath: '/h/config.toml'})
  })

  it('writes nothing when the hook is trusted already', async () => {
    const {bin, log} = fakeCodex([hook('trusted')])
    expect(await trustCodexHooks(bin, {configFile: '/h/config.toml', command, cwd: tmpdir(), env: {}})).toEqual({ok: true, trusted: [], already: ['/h/config.toml:subagent_stop:0:0']})
    expect(requests(log).map((message) => message.method)).toEqual(['initialize', 'initialized', 'hooks/list'])
  })

  it('says so when Codex does not list the hook, or cannot be run', async () => {
    const {bin} = fakeCodex([hook('untrusted', {sourcePath: '/elsewhere/config.toml'})])
    const missing = await trustCodexHooks(bin, {configFile: '/h/config.toml', command, cwd: tmpdir(), env: {}})
    expect(missing).toEqual({ok: false, message: `Codex does not list the hook \`${command}\` from /h/config.toml`})
    const absent = await trustCodexHooks(join(tmpdir(), 'no-such-codex-here'), {configFile: '/h/config.toml', command, cwd: tmpdir(), env: {}})
    expect(absent.ok).toBe(false)
  })
})
