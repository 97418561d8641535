/**
 * JUnit XML, as Apache Ant writes it (the schema CI services read): one
 * `<testsuite>` per file, one failing `<testcase>` per error or warning
 * (`type` is the severity, the message and place in the body), and one
 * passing test case for a file without either. `info` diagnostics fail nothing
 * and are left out.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import type {FileResult, Reporter} from './types.js'

// Characters XML 1.0 cannot carry at all; returns are written by the party being checked.
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text as XML character data or an attribute value. */
function escapeXml(text: string): string {
  return text
    .replace(forbidden, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
    .replaceAll('\r', '&#13;')
    .replaceAll('\n', '&#10;')
}

function isFailure(diagnostic: Diagnostic): boolean {
  return diagnostic.severity === 'error' || diagnostic.severity === 'warning'
}

function testCase(file: FileResult, diagnostic: Diagnostic): string {
  const name = `${diagnostic.line}:${diagnostic.column} ${diagnostic.ruleId}`
  const body = `${file.filePath}:${diagnostic.line}:${diagnostic.column} ${diagnostic.message}${diagnostic.url ? ` (${diagnostic.url})` : ''}`
  return (
    `    <testcase name="${escapeXml(name)}" classname="${escapeXml(file.filePath)}" time="0">\n` +
    `      <failure message="${escapeXml(diagnostic.message)}" type="${diagnostic.severity}">${escapeXml(body)}</failure>\n` +
    '    </testcase>\n'
  )
}

function testSuite(file: FileResult, id: number, timestamp: string): string {
  const failures = file.diagnostics.filter(isFailure)
  const cases =
    failures.length === 0
      ? `    <testcase name="${escapeXml(file.filePath)}" classname="${escapeXml(file.filePath)}" time="0"/>\n`
      : failures.map((diagnostic) => testCase(file, diagnostic)).join('')
  return (
    `  <testsuite package="handback" id="${id}" name="${escapeXml(file.filePath)}" timestamp="${timestamp}" hostname="localhost" ` +
    `tests="${Math.max(1, failures.length)}" failures="${failures.length}" errors="0" skipped="0" time="0">\n` +
    '    <properties/>\n' +
    cases +
    '    <system-out/>\n' +
    '    <system-err/>\n' +
    '  </testsuite>\n'
  )
}

export const junit: Reporter = (results, options) => {
  // The schema wants a local date-time without a zone: UTC, to the second.
  const timestamp = (options.timestamp ?? new Date().toISOString()).slice(0, 19)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n${results.map((file, id) => testSuite(file, id, timestamp)).join('')}</testsuites>\n`
}
