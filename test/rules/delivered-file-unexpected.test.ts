import {allRules} from '../../src/kinds/rules.js'
import {checkedReturn, checkRun, ruleTester} from '../support/rule-tester.js'

const documented = allRules.find((rule) => rule.id === 'delivered-file-unexpected')!
const packet = String(documented.exampleOptions!['handoff'])

ruleTester('delivered-file-unexpected', {
  run: checkRun('delivered-file-unexpected'),
  valid: [
    {code: documented.right, options: {packet}},
    {code: checkedReturn({deliverables: ['docs/guide.md — the guide'], evidence: ['docs/style.md — read'], created: ['docs/guide.md']}), options: {packet}}
  ],
  invalid: [
    {code: documented.wrong, options: {packet}, errors: [{messageId: 'unexpected', line: 17, column: 3, message: 'Unexpected file `package.json` outside the packet’s deliverables'}]},
    {
      code: checkedReturn({deliverables: ['docs/guide.md — the guide'], evidence: ['docs/style.md — read'], created: ['docs/guide.md', 'docs/extra.md']}),
      options: {packet},
      errors: [{messageId: 'unexpected', line: 16, column: 3, message: 'Unexpected file `docs/extra.md` outside the packet’s deliverables'}]
    }
  ]
})
