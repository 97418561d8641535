import type {Diagnostic} from '../engine/diagnostic.js'
import {visible} from '../util/visible.js'

/**
 * Diagnostics as `file:line:column: severity message [rule-id]` lines, the shape editors and `grep -n` share;
 * control and bidi characters of the input (quoted by messages) and of the file name are shown as escapes, one line per diagnostic.
 */
export function diagnosticLines(filePath: string, diagnostics: readonly Diagnostic[]): string {
  return diagnostics
    .map((diagnostic) => `${visible(filePath)}:${diagnostic.line}:${diagnostic.column}: ${diagnostic.severity} ${visible(diagnostic.message)} [${visible(diagnostic.ruleId)}]\n`)
    .join('')
}
