/**
 * Vitest global setup: every test run writes its temporary files under one
 * fresh folder (`TMPDIR`, which `os.tmpdir()` and the CLI children read), and
 * the folder is removed when the run ends, so runs leave nothing behind.
 */
import {chmodSync, mkdtempSync, readdirSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

/** Gives back read, write and search permission a test took away, so the folder can be removed. */
function unlock(directory: string): void {
  try {
    chmodSync(directory, 0o700)
    for (const entry of readdirSync(directory, {withFileTypes: true})) if (entry.isDirectory()) unlock(join(directory, entry.name))
  } catch {
    // Removal below reports what is left.
  }
}

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'handback-test-run-'))
  // Like /tmp itself (sticky, open to all): some tests run the CLI as another user, whose tools write here too.
  chmodSync(root, 0o1777)
  const previous = process.env.TMPDIR
  process.env.TMPDIR = root
  return () => {
    if (previous === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = previous
    unlock(root)
    try {
      rmSync(root, {recursive: true, force: true})
    } catch (error) {
      console.warn(`could not remove the test run's temporary folder ${root}: ${String(error)}`)
    }
  }
}
