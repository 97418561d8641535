import {jsonRule} from '../../json/context.js'
import {describeValue} from '../../json/schema-issues.js'

export default jsonRule({
  id: 'json-root-not-object',
  severity: 'error',
  fixable: false,
  description: 'The JSON parses but its top-level value is not an object (in any JSON kind).',
  rationale: 'Every field a parent reads (`.status`, `.artifacts`, `.objectives`) hangs off a top-level object; an array or a string gives it nothing to read.',
  wrong: '[\n  {"status": "researched"}\n]\n',
  right: '{\n  "status": "researched"\n}\n',
  messages: {notObject: 'Unexpected {{value}} at the top level, expected an object'},
  check({document, root, report}) {
    if (root || document.value === undefined || document.tooDeep || document.tooManyValues) return
    report({
      messageId: 'notObject',
      data: {value: describeValue(document.value)},
      place: document.valuePlace(''),
      pointer: ''
    })
  }
})
