/** Atomic file writes: a temporary file beside the target, then a rename, so readers never see half a file. */
import {rename, stat, unlink, writeFile} from 'node:fs/promises'
import {basename, dirname, join} from 'node:path'

export async function writeFileAtomic(path: string, content: string): Promise<void> {
  // node:crypto is loaded on the first write only: a lint run that writes nothing never pays for it.
  const {randomBytes} = await import('node:crypto')
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`)
  let mode: number | undefined
  try {
    mode = (await stat(path)).mode & 0o777
  } catch {
    mode = undefined
  }

  try {
    await writeFile(temporary, content, mode === undefined ? {flag: 'wx'} : {flag: 'wx', mode})
    await rename(temporary, path)
  } catch (error) {
    await unlink(temporary).catch(() => undefined)
    throw error
  }
}
