import {jsonRule} from '../../json/context.js'
import {isObject} from '../../json/document.js'
import {successStatuses} from '../../json/status.js'

export default jsonRule({
  id: 'errors-on-success',
  severity: 'error',
  fixable: false,
  description: 'A return with a success status lists an error that a retry cannot mend (`"recoverable": false`).',
  rationale:
    'The contract lists `errors` for partial, failed and blocked runs. An error that cannot be recovered from, under a status saying the work succeeded, leaves the parent two answers to choose from; it takes neither. Recoverable errors a successful run worked around are not reported.',
  wrong: '{\n  "status": "researched",\n  "artifacts": [],\n  "errors": [\n    {"type": "execution", "message": "Build failed; the report is incomplete", "recoverable": false, "recommendation": "Escalate"}\n  ]\n}\n',
  right: '{\n  "status": "partial",\n  "artifacts": [],\n  "errors": [\n    {"type": "execution", "message": "Build failed; the report is incomplete", "recoverable": false, "recommendation": "Escalate"}\n  ]\n}\n',
  messages: {unrecoverable: 'Unexpected error that cannot be recovered from (`errors/{{index}}`) with status `{{status}}`, expected a failure status (`failed`, `blocked`, `partial`) or no such error'},
  check(context) {
    const {root, report} = context
    if (!root) return
    const status = root['status']
    const errors = root['errors']
    if (typeof status !== 'string' || !successStatuses.has(status) || !Array.isArray(errors)) return
    const index = errors.findIndex((error) => isObject(error) && error['recoverable'] === false)
    if (index < 0) return
    report({
      messageId: 'unrecoverable',
      data: {index, status},
      place: context.at(`/errors/${index}/recoverable`),
      pointer: `/errors/${index}`,
      expected: ['failed', 'blocked', 'partial']
    })
  }
})
