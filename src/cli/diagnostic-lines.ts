import type {Diagnostic} from '../engine/diagnostic.js'

/** Diagnostics as `file:line:column: severity message [rule-id]` lines, the shape editors and `grep -n` share. */
export function diagnosticLines(filePath: string, diagnostics: readonly Diagnostic[]): string {
  return diagnostics
    .map((diagnostic) => `${filePath}:${diagnostic.line}:${diagnostic.column}: ${diagnostic.severity} ${diagnostic.message} [${diagnostic.ruleId}]\n`)
    .join('')
}
