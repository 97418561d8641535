import {allRules} from '../../src/kinds/rules.js'
import {checkedReturn, checkRun, ruleTester} from '../support/rule-tester.js'

const documented = allRules.find((rule) => rule.id === 'deliverable-not-delivered')!
const packet = String(documented.exampleOptions!['handoff'])

ruleTester('deliverable-not-delivered', {
  run: checkRun('deliverable-not-delivered'),
  valid: [
    {code: documented.right, options: {packet}, name: 'the missing one explained under limitations'},
    {code: checkedReturn({deliverables: ['docs/guide.md — the guide', 'docs/faq.md — the FAQ'], evidence: ['docs/style.md — read'], modified: ['docs/guide.md', 'docs/faq.md']}), options: {packet}}
  ],
  invalid: [
    {code: documented.wrong, options: {packet}, errors: [{messageId: 'missingDeliverable', line: 14, column: 1, message: 'Missing deliverable `docs/faq.md`, expected it delivered or explained under `limitations`'}]},
    {
      code: checkedReturn({state: 'PARTIAL', evidence: ['docs/style.md — read'], modified: ['docs/faq.md']}),
      options: {packet},
      // Named nowhere in the return: at `files_created:`, where it would be listed.
      errors: [{messageId: 'missingDeliverable', line: 14, column: 1, message: 'Missing deliverable `docs/guide.md`, expected it delivered or explained under `limitations`'}]
    }
  ]
})
