/**
 * GitHub Actions workflow commands: one `::error`, `::warning` or `::notice`
 * line per diagnostic, which the runner turns into annotations on the diff.
 */
import type {Severity} from '../engine/diagnostic.js'
import {visible} from '../util/visible.js'
import type {Reporter} from './types.js'

/** Escapes a command's message, as the Actions toolkit does (`escapeData`). */
export function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
}

/** Escapes a property value, as the Actions toolkit does (`escapeProperty`). */
export function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C')
}

const commands: Record<Severity, string> = {error: 'error', warning: 'warning', info: 'notice'}

export const github: Reporter = (results) => {
  let output = ''
  for (const result of results) {
    for (const diagnostic of result.diagnostics) {
      const properties: Array<[string, string | number]> = [
        ['file', result.filePath],
        ['line', diagnostic.line],
        ['col', diagnostic.column]
      ]
      if (diagnostic.endLine !== undefined) properties.push(['endLine', diagnostic.endLine])
      if (diagnostic.endColumn !== undefined) properties.push(['endColumn', diagnostic.endColumn])
      properties.push(['title', diagnostic.ruleId])
      // Control and bidi characters from the input become visible escapes first, so one diagnostic stays one command line.
      const list = properties.map(([key, value]) => `${key}=${escapeProperty(visible(String(value)))}`).join(',')
      output += `::${commands[diagnostic.severity]} ${list}::${escapeData(visible(diagnostic.message))}\n`
    }
  }

  return output
}
