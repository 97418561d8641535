import {metaWith, ruleTester} from '../support/rule-tester.js'

const on = {rules: {'partial-progress-unexpected': 'warn'}} as const

ruleTester('partial-progress-unexpected', {
  valid: [
    {code: '{\n  "status": "implemented",\n  "artifacts": []\n}\n', options: on},
    {code: metaWith({status: 'partial', partial_progress: {stage: 'a', details: 'b'}}), options: on},
    {code: metaWith({partial_progress: {stage: 'a', details: 'b'}}), name: 'off unless asked for'}
  ],
  invalid: [
    {
      code: '{\n  "status": "implemented",\n  "artifacts": [],\n  "partial_progress": {"stage": "phase_2_completed", "details": "Phases 1-2 done."}\n}\n',
      options: on,
      errors: [{messageId: 'unexpected', line: 4, column: 3, message: 'Unexpected `partial_progress` with status `implemented`, expected it only with `in_progress` or `partial`'}]
    },
    {code: metaWith({partial_progress: {stage: 'a', details: 'b'}}), options: on, errors: [{messageId: 'unexpected', line: 10, column: 3, messageIncludes: 'with status `researched`'}]}
  ]
})
