import {jsonRule} from '../../json/context.js'

export default jsonRule({
  id: 'json-duplicate-key',
  severity: 'error',
  fixable: false,
  description: 'An object has the same key twice (in any JSON kind); readers keep only the last value.',
  rationale:
    '`jq` and `JSON.parse` silently keep the last value, so the first one is lost without a word. Which one the child meant cannot be told, so there is no automatic fix.',
  wrong: '{\n  "status": "planned",\n  "status": "partial"\n}\n',
  right: '{\n  "status": "partial"\n}\n',
  messages: {duplicate: 'Unexpected duplicate key `{{key}}`, expected each key once per object'},
  check({document, report}) {
    for (const duplicate of document.duplicateKeys) {
      const key = duplicate.node.children?.[0] ?? duplicate.node
      const first = duplicate.first.children?.[0] ?? duplicate.first
      report({
        messageId: 'duplicate',
        data: {key: duplicate.key},
        place: document.place(key.offset, key.length),
        pointer: duplicate.pointer,
        note: 'Readers keep the last value; the first is ignored.',
        cause: {message: 'First defined here', place: document.place(first.offset, first.length)}
      })
    }
  }
})
