/**
 * The fix-pass loop of every kind, as in ESLint: apply the fixes a reading
 * offers, read the result again, and repeat until nothing changes (at most
 * `maxPasses` times, since fixes that feed each other must not loop).
 */
import {applyEdits} from './apply-fixes.js'
import type {Fix} from './diagnostic.js'

const maxPasses = 10

export interface FixPasses<Reading> {
  /** The text after the last pass that could be read again. */
  text: string
  /** The reading of `text`. */
  reading: Reading
}

/**
 * `fixesOf` lists the fixes of a reading; `reread` reads a fixed text, or
 * answers undefined when the text would no longer be readable (then the pass
 * is not applied and the loop stops).
 */
export function runFixPasses<Reading>(
  text: string,
  first: Reading,
  fixesOf: (reading: Reading) => readonly Fix[],
  reread: (text: string) => Reading | undefined
): FixPasses<Reading> {
  let current = text
  let reading = first
  for (let pass = 0; pass < maxPasses; pass++) {
    const fixes = fixesOf(reading)
    if (fixes.length === 0) break
    const next = applyEdits(current, fixes).output
    if (next === current) break
    const nextReading = reread(next)
    if (nextReading === undefined) break
    current = next
    reading = nextReading
  }

  return {text: current, reading}
}

/** The fixes carried by a list of diagnostics. */
export function fixesIn(diagnostics: ReadonlyArray<{fix?: Fix}>): Fix[] {
  const fixes: Fix[] = []
  for (const diagnostic of diagnostics) if (diagnostic.fix) fixes.push(diagnostic.fix)
  return fixes
}
