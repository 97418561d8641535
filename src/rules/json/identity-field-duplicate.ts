import {jsonRule} from '../../json/context.js'
import {isObject} from '../../json/document.js'
import {removeProperty} from '../../json/edit.js'
import {identityFields} from '../../json/returns.js'

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

export default jsonRule({
  id: 'identity-field-duplicate',
  severity: 'warning',
  fixable: true,
  description: 'An identity field at the top level repeats the value `metadata` already holds.',
  rationale: 'The identity is where the contract wants it (`metadata.session_id`), so parents find it; the top-level copy is noise that can drift from the original when one of them is edited. The fix removes the top-level copy; a copy with another value is `identity-field-misplaced`.',
  wrong: '{\n  "status": "implemented",\n  "session_id": "sess_1736700000_abc123",\n  "metadata": {\n    "session_id": "sess_1736700000_abc123"\n  }\n}\n',
  right: '{\n  "status": "implemented",\n  "metadata": {\n    "session_id": "sess_1736700000_abc123"\n  }\n}\n',
  messages: {duplicate: 'Unexpected `{{field}}` at the top level, expected it only in `metadata` (which holds the same value)'},
  check(context) {
    const {root, report} = context
    if (!root) return
    const metadata = root['metadata']
    if (!isObject(metadata)) return
    const duplicates = identityFields.filter((field) => Object.hasOwn(root, field) && Object.hasOwn(metadata, field) && sameValue(metadata[field], root[field]))
    if (duplicates.length === 0) return
    const fix = context.rewrite((source) => duplicates.reduce((text, field) => removeProperty(text, [field]), source))
    for (const field of duplicates) {
      report({
        messageId: 'duplicate',
        data: {field},
        place: context.keyAt(`/${field}`),
        pointer: `/${field}`,
        expected: [`metadata.${field}`],
        ...(fix ? {fix} : {})
      })
    }
  }
})
