import {jsonRule} from '../../json/context.js'

function found(source: string, offset: number, length: number): string {
  if (offset >= source.length) return 'end of input'
  const text = source.slice(offset, offset + Math.max(length, 1))
  const shown = text.length > 24 ? text.slice(0, 23) + '…' : text
  return `\`${shown.replaceAll('\n', '\\n')}\``
}

function afterComma(source: string, offset: number): boolean {
  return /,\s*$/.test(source.slice(0, offset))
}

function message(code: string, source: string, offset: number, length: number): string {
  const what = found(source, offset, length)
  switch (code) {
    case 'PropertyNameExpected':
      return afterComma(source, offset)
        ? `Unexpected ${what} after a trailing comma, expected another property (JSON has no trailing commas)`
        : `Unexpected ${what}, expected a property name in double quotes`
    case 'ValueExpected':
      if (offset >= source.length && source.trim() === '') return 'Unexpected empty input, expected a JSON object'
      return afterComma(source, offset)
        ? `Unexpected ${what} after a trailing comma, expected another value (JSON has no trailing commas)`
        : `Unexpected ${what}, expected a value`
    case 'ColonExpected':
      return `Unexpected ${what}, expected \`:\` after the property name`
    case 'CommaExpected':
      return `Unexpected ${what}, expected \`,\` between members`
    case 'CloseBraceExpected':
      return `Unexpected ${what}, expected \`}\` closing the object`
    case 'CloseBracketExpected':
      return `Unexpected ${what}, expected \`]\` closing the array`
    case 'EndOfFileExpected':
      return `Unexpected ${what} after the value, expected the end of input`
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return 'Unexpected comment, expected JSON without comments'
    case 'UnexpectedEndOfString':
      return 'Unexpected end of a string, expected a closing `"` on the same line'
    case 'UnexpectedEndOfNumber':
    case 'InvalidNumberFormat':
      return `Unexpected number ${what}, expected a JSON number such as \`12\` or \`1.5\``
    case 'InvalidUnicode':
      return `Unexpected escape ${what}, expected \`\\u\` and four hex digits`
    case 'InvalidEscapeCharacter':
      return `Unexpected escape ${what}, expected one of \`\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u\``
    case 'InvalidCharacter':
      return 'Unexpected control character in a string, expected it escaped (`\\n`, `\\t`, …)'
    default:
      return `Unexpected ${what}, expected a JSON value`
  }
}

export default jsonRule({
  id: 'json-syntax',
  severity: 'error',
  fixable: false,
  description: 'The input is not strict JSON.',
  rationale: 'A comment, a trailing comma, a missing comma or quote, or an unclosed bracket is reported, in every JSON kind. Parents read these files with `jq` and `JSON.parse`, which treat unparsable input as a failed child. The diagnostic points at the first fault; nothing else is checked until the file parses.',
  wrong: '{\n  "status": "researched",\n  "artifacts": [],\n}\n',
  right: '{\n  "status": "researched",\n  "artifacts": []\n}\n',
  check({document, report}) {
    const [first, ...rest] = document.syntaxErrors
    if (!first) return
    // An unterminated string is reported where it breaks off, not where it began.
    const place = first.code === 'UnexpectedEndOfString' ? document.place(first.offset + first.length, 0) : document.place(first.offset, first.length)
    report({
      message: message(first.code, document.source, first.offset, first.length),
      place,
      ...(rest.length > 0 ? {note: `${rest.length} more syntax error${rest.length === 1 ? '' : 's'} may follow from this one.`} : {})
    })
  }
})
