import {jsonRule} from '../../json/context.js'

export default jsonRule({
  id: 'completion-data-missing',
  severity: 'error',
  fixable: false,
  description: 'A return-metadata file with `"status": "implemented"` has no `completion_data` object (with its `completion_summary`).',
  rationale:
    'The contract makes `completion_data.completion_summary` mandatory for every `implemented` return: the parent copies it into the task state at postflight, and the task closes without a record of what was done when it is absent.',
  wrong: '{\n  "status": "implemented",\n  "artifacts": []\n}\n',
  right: '{\n  "status": "implemented",\n  "artifacts": [],\n  "completion_data": {\n    "completion_summary": "Proved the completeness theorem with 4 supporting lemmas."\n  }\n}\n',
  messages: {missing: 'Missing field `completion_data` with status `implemented`, expected a `completion_summary` of what was accomplished'},
  check(context) {
    const {root, report} = context
    if (!root || root['status'] !== 'implemented' || root['completion_data'] != null) return
    report({
      messageId: 'missing',
      place: context.at('/status'),
      pointer: '/completion_data',
      expected: ['completion_data']
    })
  }
})
