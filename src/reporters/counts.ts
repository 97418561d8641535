import type {Diagnostic} from '../engine/diagnostic.js'

export interface Counts {
  errorCount: number
  warningCount: number
  fixableErrorCount: number
  fixableWarningCount: number
}

/** Counts as ESLint does; `info` diagnostics count as neither errors nor warnings. */
export function countDiagnostics(diagnostics: readonly Diagnostic[]): Counts {
  const counts: Counts = {errorCount: 0, warningCount: 0, fixableErrorCount: 0, fixableWarningCount: 0}
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity === 'error') {
      counts.errorCount++
      if (diagnostic.fix) counts.fixableErrorCount++
    } else if (diagnostic.severity === 'warning') {
      counts.warningCount++
      if (diagnostic.fix) counts.fixableWarningCount++
    }
  }

  return counts
}
