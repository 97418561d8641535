import {jsonRule} from '../../json/context.js'

export default jsonRule({
  id: 'partial-progress-missing',
  severity: 'warning',
  fixable: false,
  description: 'A return-metadata file with status `in_progress` or `partial` has no `partial_progress` object (`stage`, `details`).',
  rationale:
    'When a child is interrupted or stops part-way, `partial_progress` is what tells the next run where to resume; without it the work is redone from the start.',
  wrong: '{\n  "status": "partial",\n  "artifacts": []\n}\n',
  right: '{\n  "status": "partial",\n  "artifacts": [],\n  "partial_progress": {\n    "stage": "phase_2_completed",\n    "details": "Phases 1-2 done; phase 3 timed out."\n  }\n}\n',
  messages: {missing: 'Missing field `partial_progress` with status `{{status}}`, expected `stage` and `details` saying where to resume'},
  check(context) {
    const {root, report} = context
    if (!root || root['partial_progress'] != null) return
    const status = root['status']
    if (status !== 'in_progress' && status !== 'partial') return
    report({
      messageId: 'missing',
      data: {status},
      place: context.at('/status'),
      pointer: '/partial_progress',
      expected: ['partial_progress']
    })
  }
})
