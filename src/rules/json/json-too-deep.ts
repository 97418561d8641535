import {maxJsonDepth} from '../../json/document.js'
import {jsonRule} from '../../json/context.js'

export default jsonRule({
  id: 'json-too-deep',
  severity: 'error',
  fixable: false,
  description: `The input nests objects and arrays more than ${maxJsonDepth} levels deep, and is not read.`,
  rationale: `Real return files nest at most 6 levels. Refusing deeper input before it is parsed keeps reading linear in its size and the parser's recursion within the stack; the limit (${maxJsonDepth}) is ten times what any real file uses.`,
  wrong: '{"status": ' + '['.repeat(maxJsonDepth) + ']'.repeat(maxJsonDepth) + '}\n',
  right: '{\n  "status": "researched",\n  "artifacts": []\n}\n',
  messages: {tooDeep: 'Unexpected nesting deeper than {{limit}} levels, expected a flat return file'},
  check({document, report}) {
    if (!document.tooDeep) return
    report({
      messageId: 'tooDeep',
      data: {limit: maxJsonDepth},
      place: document.place(0, 0)
    })
  }
})
