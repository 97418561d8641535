/**
 * ESLint's `json` formatter shape (`LintResult[]`), so existing tooling reads
 * handback's output unchanged. ESLint has no `info` severity: `info`
 * diagnostics are reported with severity 1 and counted in `warningCount`
 * (and `fixableWarningCount`), so the counts add up to the messages as ESLint's
 * own formatters expect; the exit code still ignores them. `fix.range` counts
 * from after a byte order mark, as ESLint's does. A diagnostic saying the input
 * was not read at all (`input-too-large`, `internal-error`, …) is `fatal`.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {isRefusal} from '../engine/guard.js'
import type {Reporter} from './types.js'
import {jsonText} from '../util/visible.js'

function eslintCounts(diagnostics: readonly Diagnostic[]) {
  const counts = {errorCount: 0, fatalErrorCount: 0, warningCount: 0, fixableErrorCount: 0, fixableWarningCount: 0}
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity === 'error') {
      counts.errorCount++
      if (isRefusal(diagnostic)) counts.fatalErrorCount++
      if (diagnostic.fix) counts.fixableErrorCount++
    } else {
      counts.warningCount++
      if (diagnostic.fix) counts.fixableWarningCount++
    }
  }

  return counts
}

/** One diagnostic as ESLint's `LintMessage`; `shift` is 1 after a byte order mark. */
function message(diagnostic: Diagnostic, shift: number) {
  return {
    ruleId: diagnostic.ruleId,
    severity: diagnostic.severity === 'error' ? 2 : 1,
    ...(diagnostic.severity === 'error' && isRefusal(diagnostic) ? {fatal: true} : {}),
    message: diagnostic.message,
    ...(diagnostic.messageId === undefined ? {} : {messageId: diagnostic.messageId}),
    ...(diagnostic.data === undefined ? {} : {data: diagnostic.data}),
    line: diagnostic.line,
    column: diagnostic.column,
    endLine: diagnostic.endLine ?? diagnostic.line,
    endColumn: diagnostic.endColumn ?? diagnostic.column,
    ...(diagnostic.fix ? {fix: {range: [Math.max(0, diagnostic.fix.range[0] - shift), Math.max(0, diagnostic.fix.range[1] - shift)], text: diagnostic.fix.text}} : {})
  }
}

export const json: Reporter = (results) =>
  // JSON.stringify, with C1 controls and bidi characters escaped too: the same value, safe on a terminal.
  jsonText(
    results.map((result) => {
      const shift = result.source.charCodeAt(0) === 0xfeff ? 1 : 0
      return {
        filePath: result.filePath,
        messages: result.diagnostics.map((diagnostic) => message(diagnostic, shift)),
        // Silenced by the file's own comments, trusted with --inline-config: listed as ESLint lists them, never counted.
        suppressedMessages: (result.suppressed ?? []).map((diagnostic) => ({...message(diagnostic, shift), suppressions: [{kind: 'directive', justification: ''}]})),
        ...eslintCounts(result.diagnostics),
        usedDeprecatedRules: []
      }
    })
  ) + '\n'
