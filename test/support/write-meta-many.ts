/**
 * Writes the same return-metadata file many times, as a child process of
 * test/postflight-atomic.test.ts: `write-meta-many.ts FILE WRITER COUNT [plain]`.
 * `plain` writes without the atomic rename, to show the test can fail.
 */
import {mkdir, writeFile} from 'node:fs/promises'
import {dirname} from 'node:path'
import {writeReturnMeta} from '../../src/node/postflight.js'
import {earlyReturnMeta} from '../../src/postflight/early-meta.js'

const [file, writer, count, mode] = process.argv.slice(2)
if (!file || !writer || !count) throw new Error('usage: write-meta-many.ts FILE WRITER COUNT [plain]')

for (let index = 0; index < Number(count); index++) {
  // A large, writer-specific body: a torn read shows as invalid JSON or mixed writers.
  const details = `${writer}:${index}:` + writer.repeat(60_000)
  const {meta} = earlyReturnMeta({session_id: `sess_${writer}`, agent_type: 'writer', delegation_depth: 1, delegation_path: ['test', writer]}, {stage: `write_${index}`, details})
  if (mode === 'plain') {
    await mkdir(dirname(file), {recursive: true})
    await writeFile(file, JSON.stringify(meta, null, 2) + '\n')
  } else {
    const written = await writeReturnMeta(file, meta!)
    if (!written.ok) throw new Error(written.message)
  }
}
