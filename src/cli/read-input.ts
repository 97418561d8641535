import {readFile} from 'node:fs/promises'
import type {Io} from './io.js'

export type ReadOutcome = {ok: true; text: string} | {ok: false; reason: string}

/** Reads a file (or stdin for `-`), turning I/O failures into a reason instead of an exception. */
export async function readInput(path: string, io: Io): Promise<ReadOutcome> {
  try {
    const text = path === '-' ? await io.readStdin() : await readFile(path, 'utf8')
    return {ok: true, text}
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : String((error as Error).message ?? error)
    return {ok: false, reason}
  }
}
