import {allRules} from '../../src/kinds/rules.js'
import {checkedReturn, checkRun, ruleTester} from '../support/rule-tester.js'

const documented = allRules.find((rule) => rule.id === 'deliverable-not-created')!
const packet = String(documented.exampleOptions!['handoff'])

ruleTester('deliverable-not-created', {
  run: checkRun('deliverable-not-created'),
  valid: [
    {code: documented.right, options: {packet}},
    {code: checkedReturn({deliverables: ['docs/guide.md — the guide'], evidence: ['docs/style.md — read'], created: ['docs/guide.md']}), options: {packet}}
  ],
  invalid: [
    // The deliverable is listed, yet not among the files created: reported at the deliverable.
    {code: documented.wrong, options: {packet}, errors: [{messageId: 'missingCreated', line: 6, column: 3, messageIncludes: ['Missing `docs/guide.md` in `files_created`', 'expected the file the packet requires to be created']}]},
    {
      code: checkedReturn({evidence: ['docs/style.md — read'], modified: ['docs/guide.md']}),
      options: {packet},
      name: 'modified where it had to be created',
      // At the path where it is listed instead.
      errors: [{messageId: 'missingCreated', line: 17, column: 3, messageIncludes: 'Missing `docs/guide.md` in `files_created`'}]
    }
  ]
})
