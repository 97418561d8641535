/**
 * Golden files: an expectation kept beside its input and compared exactly.
 * Only `UPDATE=1` writes them (review the diff like code); without it a
 * missing golden fails, so a run in CI never writes its own expectation.
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {dirname} from 'node:path'
import {expect} from 'vitest'

/** Whether this run rewrites the goldens (`UPDATE=1`). */
export const updating = process.env['UPDATE'] === '1'

/** The text of a golden file; fails, naming the file and how to write it, when it is absent. */
export function readGolden(path: string): string {
  if (!existsSync(path)) expect.fail(`Missing golden file ${path}: run the test with UPDATE=1 to write it, then review it`)
  return readFileSync(path, 'utf8')
}

/** Compares `actual` with the JSON golden at `path`, writing it first under `UPDATE=1`. */
export function expectJsonGolden(path: string, actual: unknown): void {
  if (updating) {
    mkdirSync(dirname(path), {recursive: true})
    writeFileSync(path, JSON.stringify(actual, null, 2) + '\n')
  }

  expect(actual).toEqual(JSON.parse(readGolden(path)))
}

/**
 * Compares `actual` with the text golden at `path`, writing it first under
 * `UPDATE=1`; `undefined` means no golden is expected, and one left there fails
 * (`UPDATE=1` removes it).
 */
export function expectTextGolden(path: string, actual: string | undefined): void {
  if (updating) {
    if (actual === undefined) rmSync(path, {force: true})
    else writeFileSync(path, actual)
  }

  if (actual === undefined) expect(existsSync(path), `${path} is not expected: run the test with UPDATE=1 to remove it`).toBe(false)
  else expect(actual).toBe(readGolden(path))
}
