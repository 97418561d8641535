import {jsonRule} from '../../json/context.js'
import {isObject} from '../../json/document.js'

export default jsonRule({
  id: 'session-id-mismatch',
  severity: 'error',
  fixable: false,
  description: 'The session id is not the one the parent expects.',
  rationale: 'Read from `metadata.session_id` or a top-level `session_id`; checked only when the expected id is given (`--session-id`, option `sessionId`). The session id ties a return to the delegation that asked for it; a stale file left by an earlier run, or a child answering for another task, carries another id and must not be taken as this delegation’s answer.',
  wrong: '{\n  "metadata": {"session_id": "sess_1736600000_old999"}\n}\n',
  right: '{\n  "metadata": {"session_id": "sess_1736700000_abc123"}\n}\n',
  exampleOptions: {sessionId: 'sess_1736700000_abc123'},
  messages: {mismatch: 'Unexpected session id {{actual}}, expected `{{expected}}`'},
  check(context) {
    const {root, options, report} = context
    const expected = options.sessionId
    if (!root || expected === undefined) return
    const metadata = root['metadata']
    const pointer = isObject(metadata) && Object.hasOwn(metadata, 'session_id') ? '/metadata/session_id' : Object.hasOwn(root, 'session_id') ? '/session_id' : undefined
    // A missing id is `field-missing`'s finding.
    if (!pointer) return
    const actual = context.get(pointer)
    if (actual === expected) return
    report({
      messageId: 'mismatch',
      data: {actual: typeof actual === 'string' ? `\`${actual}\`` : String(JSON.stringify(actual)), expected},
      place: context.at(pointer),
      pointer,
      expected: [expected],
      note: 'A file from another delegation (or an earlier run) must not be read as this one’s return.'
    })
  }
})
