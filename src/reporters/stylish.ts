/** The default reporter, after ESLint's `stylish`: grouped by file, one aligned line per problem, a summary. */
import {visible} from '../util/visible.js'
import {countDiagnostics} from './counts.js'
import type {Reporter} from './types.js'

const paint = (code: number) => (text: string) => `\u001B[${code}m${text}\u001B[0m`
const styles = {red: paint(31), yellow: paint(33), blue: paint(34), dim: paint(2), underline: paint(4), bold: paint(1)}
const plain = (text: string): string => text

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - text.length))
}

export const stylish: Reporter = (results, {color}) => {
  const style = color ? styles : {red: plain, yellow: plain, blue: plain, dim: plain, underline: plain, bold: plain}
  let output = ''
  const all = results.flatMap((result) => result.diagnostics)
  for (const result of results) {
    if (result.diagnostics.length === 0) continue
    const rows = result.diagnostics.map((diagnostic) => ({
      place: `${diagnostic.line}:${diagnostic.column}`,
      severity: diagnostic.severity,
      // Messages quote the input: its control and bidi characters are shown as escapes, never sent to the terminal.
      message: visible(diagnostic.message).replace(/\s+/g, ' '),
      ruleId: visible(diagnostic.ruleId)
    }))
    // A loop, not `Math.max(...rows)`: a file may have more diagnostics than a call has room for arguments.
    let placeWidth = 0
    let messageWidth = 0
    for (const row of rows) {
      placeWidth = Math.max(placeWidth, row.place.length)
      messageWidth = Math.max(messageWidth, row.message.length)
    }

    output += `\n${style.underline(visible(result.filePath))}\n`
    for (const row of rows) {
      const severity = row.severity === 'error' ? style.red(pad('error', 7)) : row.severity === 'warning' ? style.yellow(pad('warning', 7)) : style.blue(pad('info', 7))
      output += `  ${style.dim(pad(row.place, placeWidth))}  ${severity}  ${pad(row.message, messageWidth)}  ${style.dim(row.ruleId)}\n`
    }
  }

  const counts = countDiagnostics(all)
  const problems = counts.errorCount + counts.warningCount
  if (problems === 0) return output
  const summary = `\u2716 ${problems} problem${problems === 1 ? '' : 's'} (${counts.errorCount} error${counts.errorCount === 1 ? '' : 's'}, ${counts.warningCount} warning${counts.warningCount === 1 ? '' : 's'})`
  output += `\n${style.bold(counts.errorCount > 0 ? style.red(summary) : style.yellow(summary))}\n`
  // The clean files are counted too, so a run over a folder says what it read, not only what failed.
  const failing = results.filter((result) => result.diagnostics.some((diagnostic) => diagnostic.severity !== 'info')).length
  output += `  ${results.length} file${results.length === 1 ? '' : 's'} checked: ${results.length - failing} clean, ${failing} with problems\n`
  const fixable = counts.fixableErrorCount + counts.fixableWarningCount
  if (fixable > 0) output += `  ${fixable} problem${fixable === 1 ? '' : 's'} potentially fixable with the \`--fix\` option.\n`
  return output
}
