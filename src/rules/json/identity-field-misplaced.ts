import {jsonRule, type JsonContext} from '../../json/context.js'
import {isObject} from '../../json/document.js'
import {insertProperty, rawValue, removeProperty, type RawValue} from '../../json/edit.js'
import {identityFields} from '../../json/returns.js'

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Moves every movable identity field into `metadata` at once, creating it where the first field was. */
function moveAll(context: JsonContext, fields: readonly string[]) {
  const {root, document} = context
  if (!root) return undefined
  const metadata = root['metadata']
  if (metadata !== undefined && !isObject(metadata)) return undefined
  const raw = new Map<string, RawValue>()
  for (const field of fields) {
    const node = context.node(`/${field}`)
    if (node) raw.set(field, rawValue(document.source, node))
  }

  return context.rewrite((source) => {
    let text = source
    const keys = Object.keys(root)
    const firstIndex = keys.indexOf(fields[0]!)
    for (const field of fields) text = removeProperty(text, [field])
    if (metadata === undefined) {
      const before = keys.slice(0, firstIndex).filter((key) => !fields.includes(key)).length
      text = insertProperty(text, document.format, [], 'metadata', {text: '{}', indent: ''}, before)
    }

    for (const field of fields) {
      if (isObject(metadata) && Object.hasOwn(metadata, field)) continue
      text = insertProperty(text, document.format, ['metadata'], field, raw.get(field)!)
    }

    return text
  })
}

export default jsonRule({
  id: 'identity-field-misplaced',
  severity: 'error',
  fixable: true,
  description: 'An identity field sits at the top level instead of inside `metadata`.',
  rationale: 'The identity fields are `session_id`, `agent_type`, `duration_seconds`, `delegation_depth` and `delegation_path`, in return-metadata files and console returns. Parents read `.metadata.session_id` to match a return to its delegation; a session id at the top level is not found and the return is rejected. The fix moves the fields into `metadata` (creating it where the first field was), keeping their values as written; a field whose value differs from the one already in `metadata` is left for a person, and one equal to it is `identity-field-duplicate` (a warning).',
  wrong: '{\n  "status": "implemented",\n  "session_id": "sess_1736700000_abc123",\n  "agent_type": "general-implementation-agent"\n}\n',
  right: '{\n  "status": "implemented",\n  "metadata": {\n    "session_id": "sess_1736700000_abc123",\n    "agent_type": "general-implementation-agent"\n  }\n}\n',
  messages: {misplaced: 'Unexpected `{{field}}` at the top level, expected it in `metadata`'},
  check(context) {
    const {root, report} = context
    if (!root) return
    const metadata = root['metadata']
    // A copy of the value `metadata` already holds is `identity-field-duplicate`'s finding, a warning.
    const present = identityFields.filter((field) => Object.hasOwn(root, field) && !(isObject(metadata) && Object.hasOwn(metadata, field) && sameValue(metadata[field], root[field])))
    if (present.length === 0) return
    const movable = present.filter((field) => !isObject(metadata) || !Object.hasOwn(metadata, field))
    const fix = movable.length > 0 ? moveAll(context, movable) : undefined
    for (const field of present) {
      const conflict = !movable.includes(field)
      report({
        messageId: 'misplaced',
        data: {field},
        place: context.keyAt(`/${field}`),
        pointer: `/${field}`,
        expected: [`metadata.${field}`],
        ...(conflict ? {note: `\`metadata.${field}\` already holds another value; decide which one is right.`} : {}),
        ...(fix && !conflict ? {fix} : {})
      })
    }
  }
})
