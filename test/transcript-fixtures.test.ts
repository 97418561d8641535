/**
 * Transcripts recorded from the real hosts (fixtures/transcripts/, see its
 * README), each checked against the return its child ended with. A firing
 * fixture reports its own signal and no other; an honest one reports
 * nothing. The exact diagnostics are pinned in expected.json (`UPDATE=1`).
 */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {checkTranscript} from '../src/postflight/check-transcript.js'
import {review} from '../src/kinds/every.js'
import {lastAssistantText} from '../src/node/hook-transcript.js'

const root = 'fixtures/transcripts'
const hosts = ['claude-code-2.1.197', 'codex-0.171.0']
const goldenPath = join(root, 'expected.json')
const update = process.env['UPDATE'] === '1'

/** The signals each recorded scenario fires: the others must stay quiet. */
const fires: Record<string, readonly string[]> = {
  honest: [],
  'file-not-written': ['transcript-file-not-written'],
  'file-not-attested': ['transcript-file-not-attested'],
  'command-not-run': ['transcript-command-not-run'],
  'claim-contradicted': ['transcript-claim-contradicted'],
  'last-run-failed': ['transcript-last-run-failed'],
  // PARTIAL, honest about the failed last run: quiet.
  'last-run-failed-partial': [],
  // Retried by the hook in the real run; the return it ended with is the honest one.
  'hook-claim-contradicted': []
}

const cases: Array<{host: string; scenario: string; file: string}> = hosts.flatMap((host) =>
  readdirSync(join(root, host))
    .filter((name) => name.endsWith('.jsonl'))
    .map((name) => ({host, scenario: name.replace(/\.jsonl$/, ''), file: join(root, host, name)}))
)

const actual: Record<string, string[]> = {}
const returns: Record<string, string> = {}
for (const {host, scenario, file} of cases) {
  const last = await lastAssistantText(file)
  if (!last.ok) throw new Error(last.reason)
  returns[`${host}/${scenario}`] = last.text
  // The return beside the transcript is the child's last message, as the hook reads it.
  if (readFileSync(file.replace(/\.jsonl$/, '.md'), 'utf8') !== last.text) throw new Error(`${file}: the .md beside it is not its last assistant message`)
  actual[`${host}/${scenario}`] = checkTranscript(last.text, readFileSync(file, 'utf8')).diagnostics.map(
    (diagnostic) => `${diagnostic.line}:${diagnostic.column} ${diagnostic.severity} ${diagnostic.signal} ${diagnostic.message}${diagnostic.cause ? ` (cause: transcript line ${diagnostic.cause.line})` : ''}`
  )
}

if (update) writeFileSync(goldenPath, JSON.stringify(actual, null, 2) + '\n')
const golden = existsSync(goldenPath) ? (JSON.parse(readFileSync(goldenPath, 'utf8')) as Record<string, string[]>) : {}

describe('recorded transcripts', () => {
  it('holds every scenario for both hosts', () => {
    for (const host of hosts) expect(cases.filter((item) => item.host === host).map((item) => item.scenario).sort()).toEqual(Object.keys(fires).sort())
  })

  for (const {host, scenario} of cases) {
    const key = `${host}/${scenario}`
    it(`${key}: fires ${fires[scenario]!.length === 0 ? 'nothing' : fires[scenario]!.join(', ')}`, () => {
      const signals = [...new Set(actual[key]!.map((line) => line.split(' ')[2]))]
      expect(signals).toEqual(fires[scenario])
      expect(actual[key]).toEqual(golden[key])
    })
  }

  it('a SUCCESS contradicted by its transcript is retried, with a correction saying what the transcript shows', () => {
    for (const host of hosts) {
      const text = returns[`${host}/claim-contradicted`]!
      const result = review(text, {transcript: readFileSync(join(root, host, 'claim-contradicted.jsonl'), 'utf8')})
      expect(result.decision.action).toBe('retry')
      expect(result.correction).toContain('its last run in the transcript reported 2 passed, 0 failed')
      // Without the transcript the same return is accepted: only the record shows the claim false.
      expect(review(text).decision.action).toBe('accept')
    }
  })

  it('an honest return with its transcript is accepted', () => {
    for (const host of hosts) {
      const result = review(returns[`${host}/honest`]!, {transcript: readFileSync(join(root, host, 'honest.jsonl'), 'utf8')})
      expect(result.decision.action).toBe('accept')
      expect(result.diagnostics).toEqual([])
    }
  })
})
