import {allRules} from '../../src/kinds/rules.js'
import {checkedReturn, checkRun, ruleTester} from '../support/rule-tester.js'

const documented = allRules.find((rule) => rule.id === 'success-with-missing-deliverables')!
const packet = String(documented.exampleOptions!['handoff'])
const twoDeliverables = packet.replace('"deliverables": [', '"deliverables": [{"path": "docs/faq.md", "description": "The FAQ", "must_create": true}, ')

ruleTester('success-with-missing-deliverables', {
  run: checkRun('success-with-missing-deliverables'),
  valid: [
    {code: documented.right, options: {packet}},
    {code: checkedReturn({deliverables: ['docs/guide.md — the guide'], evidence: ['docs/style.md — read'], created: ['docs/guide.md']}), options: {packet}}
  ],
  invalid: [
    {code: checkedReturn({evidence: ['docs/style.md — read']}), options: {packet: twoDeliverables}, name: 'two deliverables missing', errors: [{messageId: 'successMany', line: 2, column: 8, data: {paths: '`docs/faq.md`, `docs/guide.md`'}}]},
    {code: documented.wrong, options: {packet}, errors: [{messageId: 'successOne', line: 2, column: 8, message: 'Unexpected `SUCCESS` with deliverable `docs/guide.md` missing, expected `PARTIAL` or `ERROR`'}]},
    {code: checkedReturn({evidence: ['docs/style.md — read']}), options: {packet}, errors: [{messageId: 'successOne', line: 2, column: 8, messageIncludes: ['Unexpected `SUCCESS`', '`docs/guide.md` missing']}]}
  ]
})
