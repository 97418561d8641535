/** ESLint's `json` formatter shape, so existing tooling reads handback's output unchanged. */
import {countDiagnostics} from './counts.js'
import type {Reporter} from './types.js'

export const json: Reporter = (results) =>
  JSON.stringify(
    results.map((result) => ({
      filePath: result.filePath,
      messages: result.diagnostics.map((diagnostic) => ({
        ruleId: diagnostic.ruleId,
        severity: diagnostic.severity === 'error' ? 2 : 1,
        message: diagnostic.message,
        line: diagnostic.line,
        column: diagnostic.column,
        endLine: diagnostic.endLine ?? diagnostic.line,
        endColumn: diagnostic.endColumn ?? diagnostic.column,
        ...(diagnostic.fix ? {fix: diagnostic.fix} : {})
      })),
      ...countDiagnostics(result.diagnostics)
    }))
  ) + '\n'
