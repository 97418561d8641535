import {jsonRule} from '../../json/context.js'
import {successStatuses} from '../../json/status.js'

const id = 'artifacts-required-on-success'

export default jsonRule({
  id,
  severity: 'error',
  fixable: false,
  optIn: true,
  description: 'Opt-in: a return with a success status lists no artifact.',
  rationale:
    'Off unless a configuration enables it (`"rules": {"artifacts-required-on-success": "error"}`). The contract allows an empty `artifacts` list, but the family’s own validator refuses a success without one, and teams whose skills link the first artifact into the task (`.artifacts[0].path`) rely on that: a success that produced nothing is then a failure in disguise. A sync or commit that writes no file should not enable it.',
  wrong: '{\n  "status": "researched",\n  "artifacts": []\n}\n',
  right: '{\n  "status": "researched",\n  "artifacts": [\n    {"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings and proof strategy"}\n  ]\n}\n',
  exampleOptions: {rules: {[id]: 'error'}},
  messages: {
    empty: 'Unexpected empty `artifacts` with status `{{status}}`, expected at least one artifact',
    missing: 'Unexpected missing `artifacts` with status `{{status}}`, expected at least one artifact'
  },
  check(context) {
    const {root, report} = context
    if (!root) return
    const status = root['status']
    if (typeof status !== 'string' || !successStatuses.has(status)) return
    const artifacts = root['artifacts']
    if (Array.isArray(artifacts) && artifacts.length > 0) return
    report({
      messageId: Array.isArray(artifacts) ? 'empty' : 'missing',
      data: {status},
      place: context.at(Array.isArray(artifacts) ? '/artifacts' : '/status'),
      pointer: '/artifacts',
      expected: ['artifacts']
    })
  }
})
