/**
 * `fixReturn`: applies every fix rules offer, pass after pass, and keeps the
 * result only if the report read from it is the report read before. A fix
 * that would change meaning is a bug; the text is then returned unchanged.
 */
import type {Diagnostic} from '../diagnostic.js'
import {applyFixes} from '../lint/apply-fixes.js'
import {parseReturn, type ParseOptions} from './parse-return.js'

export interface FixResult {
  /** The fixed text; the input itself when nothing could be fixed safely. */
  output: string
  changed: boolean
  /** Diagnostics of the output: what is left to fix by hand. */
  diagnostics: Diagnostic[]
  /** False when the fixes were refused because the report would have changed. */
  meaningPreserved: boolean
}

const maxPasses = 10

export function fixReturn(markdown: string, options: ParseOptions = {}): FixResult {
  // Fixes are computed with every fixable rule on, whatever the severities say.
  const first = parseReturn(markdown, {...options, rules: {}})
  const before = JSON.stringify(first.report)
  let text = markdown
  let result = first
  for (let pass = 0; pass < maxPasses; pass++) {
    const fixes = result.diagnostics.flatMap((diagnostic) => (diagnostic.fix ? [diagnostic.fix] : []))
    if (fixes.length === 0) break
    const next = applyFixes(text, fixes).output
    if (next === text) break
    text = next
    result = parseReturn(text, {...options, rules: {}})
  }

  const meaningPreserved = JSON.stringify(result.report) === before
  const output = meaningPreserved ? text : markdown
  return {
    output,
    changed: output !== markdown,
    diagnostics: parseReturn(output, options).diagnostics,
    meaningPreserved
  }
}
