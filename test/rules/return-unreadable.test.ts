import {allRules} from '../../src/kinds/rules.js'
import {checkedReturn, checkRun, ruleTester} from '../support/rule-tester.js'

const documented = allRules.find((rule) => rule.id === 'return-unreadable')!
const packet = String(documented.exampleOptions!['handoff'])
const noDeliverables = packet.replace(/"deliverables": \[[^\]]*\]/, '"deliverables": []')

ruleTester('return-unreadable', {
  run: checkRun('return-unreadable'),
  valid: [
    {code: documented.right, options: {packet}},
    {code: checkedReturn({deliverables: ['docs/guide.md — the guide'], evidence: ['docs/style.md — read'], created: ['docs/guide.md']}), options: {packet}, name: 'a readable return'}
  ],
  invalid: [
    {code: documented.wrong, options: {packet}, errors: [{messageId: 'unreadableMissing', line: 1, column: 1, messageIncludes: ['Unexpected return that cannot be read', 'counted missing: `docs/guide.md`']}]},
    {code: '## Deliverables\n- docs/guide.md — the guide\n', options: {packet}, name: 'no Status section', errors: [{messageId: 'unreadableMissing', line: 1, column: 1, messageIncludes: 'Unexpected return that cannot be read'}]},
    {code: 'I did it all. Trust me.\n', options: {packet: noDeliverables}, name: 'a packet with no deliverables still fails the check', errors: [{messageId: 'unreadable', line: 1, column: 1, messageIncludes: 'expected a return to check against the packet'}]}
  ]
})
