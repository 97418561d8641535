/**
 * Several processes write the same return-metadata file many times while
 * this one reads it in a loop: with atomic writes, every read is one whole
 * file from one writer.
 */
import {spawn} from 'node:child_process'
import {mkdtempSync} from 'node:fs'
import {readFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'

const script = join(import.meta.dirname, 'support', 'write-meta-many.ts')
const writers = ['a', 'b', 'c', 'd']

interface Observation {
  reads: number
  torn: number
  exitCodes: number[]
}

async function race(mode: 'atomic' | 'plain', writes: number): Promise<Observation> {
  const file = join(mkdtempSync(join(tmpdir(), 'handback-atomic-')), 'specs', '7_race', '.return-meta.json')
  const children = writers.map((writer) =>
    spawn(process.execPath, ['--import', 'tsx', script, file, writer, String(writes), ...(mode === 'plain' ? ['plain'] : [])], {stdio: 'ignore'})
  )
  const exits = children.map((child) => new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1))))
  let running = children.length
  for (const exit of exits) void exit.then(() => running--)
  const observation: Observation = {reads: 0, torn: 0, exitCodes: []}
  while (running > 0) {
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch {
      continue // not written yet, or the folder is being created
    }

    observation.reads++
    try {
      const meta = JSON.parse(text) as {metadata: {session_id: string}; partial_progress: {details: string}}
      const writer = meta.metadata.session_id.slice('sess_'.length)
      const body = meta.partial_progress.details.replace(/^\w+:\d+:/, '')
      if (body !== writer.repeat(60_000)) observation.torn++
    } catch {
      observation.torn++
    }
  }

  observation.exitCodes = await Promise.all(exits)
  return observation
}

describe('atomic writes of the return-metadata file', () => {
  it('never show a torn file to a reader', async () => {
    const observation = await race('atomic', 150)
    expect(observation.exitCodes).toEqual([0, 0, 0, 0])
    expect(observation.reads).toBeGreaterThan(20)
    expect(observation.torn).toBe(0)
  }, 120_000)

  // The control: `HANDBACK_PLAIN_CHECK=1` shows that plain writes do tear, so the test above can fail.
  it.runIf(process.env['HANDBACK_PLAIN_CHECK'])('sees torn files without the atomic rename (control)', async () => {
    const observation = await race('plain', 150)
    expect(observation.exitCodes).toEqual([0, 0, 0, 0])
    expect(observation.torn).toBeGreaterThan(0)
  }, 120_000)
})
