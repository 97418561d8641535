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

const messages = {
  trailingCommaProperty: 'Unexpected {{found}} after a trailing comma, expected another property (JSON has no trailing commas)',
  propertyName: 'Unexpected {{found}}, expected a property name in double quotes',
  emptyInput: 'Unexpected empty input, expected a JSON object',
  trailingCommaValue: 'Unexpected {{found}} after a trailing comma, expected another value (JSON has no trailing commas)',
  value: 'Unexpected {{found}}, expected a value',
  colon: 'Unexpected {{found}}, expected `:` after the property name',
  comma: 'Unexpected {{found}}, expected `,` between members',
  closeBrace: 'Unexpected {{found}}, expected `}` closing the object',
  closeBracket: 'Unexpected {{found}}, expected `]` closing the array',
  endOfInput: 'Unexpected {{found}} after the value, expected the end of input',
  comment: 'Unexpected comment, expected JSON without comments',
  endOfString: 'Unexpected end of a string, expected a closing `"` on the same line',
  number: 'Unexpected number {{found}}, expected a JSON number such as `12` or `1.5`',
  unicodeEscape: 'Unexpected escape {{found}}, expected `\\u` and four hex digits',
  escape: 'Unexpected escape {{found}}, expected one of `\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u`',
  controlCharacter: 'Unexpected control character in a string, expected it escaped (`\\n`, `\\t`, …)',
  other: 'Unexpected {{found}}, expected a JSON value'
}

/** The message for a parser error code: its id and the text found where it broke. */
function message(code: string, source: string, offset: number, length: number): {messageId: keyof typeof messages; data: {found: string}} {
  const data = {found: found(source, offset, length)}
  const id = (messageId: keyof typeof messages) => ({messageId, data})
  switch (code) {
    case 'PropertyNameExpected':
      return id(afterComma(source, offset) ? 'trailingCommaProperty' : 'propertyName')
    case 'ValueExpected':
      if (offset >= source.length && source.trim() === '') return id('emptyInput')
      return id(afterComma(source, offset) ? 'trailingCommaValue' : 'value')
    case 'ColonExpected':
      return id('colon')
    case 'CommaExpected':
      return id('comma')
    case 'CloseBraceExpected':
      return id('closeBrace')
    case 'CloseBracketExpected':
      return id('closeBracket')
    case 'EndOfFileExpected':
      return id('endOfInput')
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return id('comment')
    case 'UnexpectedEndOfString':
      return id('endOfString')
    case 'UnexpectedEndOfNumber':
    case 'InvalidNumberFormat':
      return id('number')
    case 'InvalidUnicode':
      return id('unicodeEscape')
    case 'InvalidEscapeCharacter':
      return id('escape')
    case 'InvalidCharacter':
      return id('controlCharacter')
    default:
      return id('other')
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
  messages,
  check({document, report}) {
    const [first, ...rest] = document.syntaxErrors
    if (!first) return
    // An unterminated string is reported where it breaks off, not where it began.
    const place = first.code === 'UnexpectedEndOfString' ? document.place(first.offset + first.length, 0) : document.place(first.offset, first.length)
    report({
      ...message(first.code, document.source, first.offset, first.length),
      place,
      ...(rest.length > 0 ? {note: `${rest.length} more syntax error${rest.length === 1 ? '' : 's'} may follow from this one.`} : {})
    })
  }
})
