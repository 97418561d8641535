import {allRules} from '../../src/kinds/rules.js'
import {checkedReturn, checkRun, ruleTester} from '../support/rule-tester.js'

const documented = allRules.find((rule) => rule.id === 'deliverable-missing-on-disk')!
const packet = String(documented.exampleOptions!['handoff'])
const missing = ['docs/guide.md']

ruleTester('deliverable-missing-on-disk', {
  run: checkRun('deliverable-missing-on-disk'),
  valid: [
    {code: documented.right, options: {packet, missing}, name: 'an error that says the file was not written'},
    {code: documented.wrong, options: {packet, missing: []}, name: 'the file on disk'},
    {code: documented.wrong, options: {packet}, name: 'no disk to look at'}
  ],
  invalid: [
    {code: documented.wrong, options: {packet, missing}, // At the attested path: the claim that it was created is what the disk contradicts.
      errors: [{messageId: 'notOnDisk', line: 15, column: 3, messageIncludes: ['file `docs/guide.md`', 'expected the deliverable written and non-empty']}]},
    {
      code: checkedReturn({deliverables: ['docs/guide.md — the guide'], evidence: ['docs/style.md — read'], created: ['docs/guide.md']}),
      options: {packet, missing},
      errors: [{messageId: 'notOnDisk', line: 15, column: 3, messageIncludes: 'file `docs/guide.md`'}]
    }
  ]
})
