import {jsonRule} from '../../json/context.js'

const id = 'partial-progress-unexpected'
const resumable: ReadonlySet<string> = new Set(['in_progress', 'partial'])

export default jsonRule({
  id,
  severity: 'warning',
  fixable: false,
  optIn: true,
  description: 'Opt-in: a return-metadata file has `partial_progress` with a status other than `in_progress` or `partial`.',
  rationale:
    'Off unless a configuration enables it (`"rules": {"partial-progress-unexpected": "warn"}`). The family’s own validator allows `partial_progress` only while a run can be resumed; teams that resume from it read a leftover stage of a finished run as work still to do. `null` reads as absent and is never reported.',
  wrong: '{\n  "status": "implemented",\n  "artifacts": [],\n  "partial_progress": {"stage": "phase_2_completed", "details": "Phases 1-2 done."}\n}\n',
  right: '{\n  "status": "implemented",\n  "artifacts": []\n}\n',
  exampleOptions: {rules: {[id]: 'warn'}},
  messages: {unexpected: 'Unexpected `partial_progress` with status `{{status}}`, expected it only with `in_progress` or `partial`'},
  check(context) {
    const {root, report} = context
    if (!root) return
    if (root['partial_progress'] == null) return
    const status = root['status']
    if (typeof status !== 'string' || resumable.has(status)) return
    report({
      messageId: 'unexpected',
      data: {status},
      place: context.keyAt('/partial_progress'),
      pointer: '/partial_progress'
    })
  }
})
