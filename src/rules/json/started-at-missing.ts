import {jsonRule} from '../../json/context.js'

export default jsonRule({
  id: 'started-at-missing',
  severity: 'warning',
  fixable: false,
  description: 'A return-metadata file with `"status": "in_progress"` (early metadata) has no `started_at` timestamp.',
  rationale:
    'Early metadata exists so that a parent can tell an interrupted child from a running one; without the start time it cannot compute how long the child has been running. The time cannot be recovered afterwards, so there is no fix.',
  wrong: '{\n  "status": "in_progress",\n  "artifacts": []\n}\n',
  right: '{\n  "status": "in_progress",\n  "started_at": "2026-01-28T10:30:00Z",\n  "artifacts": []\n}\n',
  messages: {missing: 'Missing field `started_at` with status `in_progress`, expected the ISO 8601 time the agent started'},
  check(context) {
    const {root, report} = context
    if (!root || root['status'] !== 'in_progress' || root['started_at'] != null) return
    report({
      messageId: 'missing',
      place: context.at('/status'),
      pointer: '/started_at',
      expected: ['started_at']
    })
  }
})
