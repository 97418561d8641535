import {convertText} from '../../src/index.js'
import type {RuleRun} from '../support/rule-tester.js'
import {metaWith, ruleTester} from '../support/rule-tester.js'

/** A return-metadata file converted to markdown: what the markdown cannot hold is reported. */
const run: RuleRun = (code) => ({
  diagnostics: convertText(code, {to: 'markdown', from: 'meta'}).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'field-not-convertible')
})
const error = {type: 'execution', message: 'Waiting for review.', recoverable: true, recommendation: 'Rerun after the review'}

ruleTester('field-not-convertible', {
  run,
  examplesElsewhere: 'the documented examples are fragments of return-metadata files; these cases are whole ones',
  valid: [{code: metaWith()}, {code: metaWith({status: 'failed', errors: [error]})}],
  invalid: [
    {
      code: metaWith({status: 'blocked', partial_progress: {stage: 'phase_2', details: 'Waiting for review.'}, errors: [error]}),
      // `blocked` reads back as `failed`, and the markdown has no place for `partial_progress` (reported at its value).
      errors: [
        {messageId: 'changed', line: 2, column: 13, messageIncludes: ['"blocked" at `/status`', 'reads back as "failed"']},
        {messageId: 'dropped', line: 10, column: 23, messageIncludes: ['field `/partial_progress`', 'it is left out']}
      ]
    },
    {code: metaWith({status: 'blocked', errors: [error]}), name: 'the status alone', errors: [{messageId: 'changed', line: 2, column: 13, messageIncludes: ['"blocked" at `/status`', 'reads back as "failed"']}]}
  ]
})
