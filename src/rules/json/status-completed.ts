import {jsonRule} from '../../json/context.js'
import {inferOperation, successStatus} from '../../json/status.js'

export default jsonRule({
  id: 'status-completed',
  severity: 'error',
  fixable: true,
  description: 'A return-metadata file says `completed` where its status must name the operation.',
  rationale: 'The contract forbids `"status": "completed"`; the success status names the operation (`researched`, `planned`, `implemented`, `synced`, `committed`). The console return, where `completed` is right, is not concerned. The contract bans `completed` because it triggers the parent’s stop behaviour, ending the workflow before postflight runs. `--fix` rewrites it only when the operation is given (`--operation implement` → `implemented`): the right word depends on what was done.',
  wrong: '{\n  "status": "completed",\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n',
  right: '{\n  "status": "researched",\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n',
  messages: {
    completedOf: 'Unexpected status `{{status}}`, expected `{{expected}}` (the success status of {{operation}})',
    completed: 'Unexpected status `{{status}}`, expected the operation’s success status (`researched`, `planned`, `implemented`, `synced` or `committed`)'
  },
  check(context) {
    const {root, options, report} = context
    if (!root) return
    const status = root['status']
    if (typeof status !== 'string' || status.trim().toLowerCase() !== 'completed') return
    const operation = options.operation ?? inferOperation(root)
    const suggestion = operation ? successStatus[operation] : undefined
    const node = context.node('/status')
    const fix =
      options.operation && node
        ? context.replace(node, JSON.stringify(successStatus[options.operation]))
        : undefined
    report({
      ...(suggestion ? {messageId: 'completedOf', data: {status, expected: suggestion, operation: String(operation)}} : {messageId: 'completed', data: {status}}),
      place: context.at('/status'),
      pointer: '/status',
      expected: suggestion ? [suggestion] : Object.values(successStatus),
      note: '`completed` triggers the parent’s stop behaviour.' + (options.operation ? '' : ' Pass the operation (`--operation implement`) to let --fix rewrite it.'),
      ...(fix ? {fix} : {})
    })
  }
})
