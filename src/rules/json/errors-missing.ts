import {jsonRule} from '../../json/context.js'
import {errorStatuses} from '../../json/returns.js'

export default jsonRule({
  id: 'errors-missing',
  severity: 'warning',
  fixable: false,
  description:
    'A return-metadata file or console return with status `partial`, `failed` or `blocked` has no `errors`, or an empty list.',
  rationale:
    'A parent facing a partial or failed child decides between retrying, resuming and escalating from `errors[].recoverable` and `recommendation`; without them it can only guess. The error cannot be reconstructed from the file, so there is no fix.',
  wrong: '{\n  "status": "blocked",\n  "artifacts": []\n}\n',
  right:
    '{\n  "status": "blocked",\n  "artifacts": [],\n  "errors": [\n    {"type": "execution", "message": "Mathlib lemma missing", "recoverable": true, "recommendation": "Add the lemma, then rerun /implement 259"}\n  ]\n}\n',
  messages: {
    missing: 'Missing field `errors` with status `{{status}}`, expected at least one error with `type`, `message`, `recoverable` and `recommendation`',
    empty: 'Unexpected empty `errors` with status `{{status}}`, expected at least one error with `type`, `message`, `recoverable` and `recommendation`'
  },
  check(context) {
    const {root, report} = context
    if (!root) return
    const status = root['status']
    if (typeof status !== 'string' || !errorStatuses.has(status)) return
    const errors = root['errors']
    if (errors != null && !(Array.isArray(errors) && errors.length === 0)) return
    report({
      messageId: errors == null ? 'missing' : 'empty',
      data: {status},
      place: errors == null ? context.at('/status') : context.at('/errors'),
      pointer: '/errors',
      expected: ['errors']
    })
  }
})
