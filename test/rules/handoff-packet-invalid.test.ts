import {allRules} from '../../src/kinds/rules.js'
import {checkRun, ruleTester} from '../support/rule-tester.js'

const documented = allRules.find((rule) => rule.id === 'handoff-packet-invalid')!
const wrongPacket = String(documented.exampleOptions!['handoff'])
const rightPacket = String(documented.exampleOptions!['handoffRight'])

ruleTester('handoff-packet-invalid', {
  run: checkRun('handoff-packet-invalid'),
  valid: [
    {code: documented.right, options: {packet: rightPacket}},
    {code: documented.wrong, options: {packet: rightPacket}, name: 'the return does not matter: the packet is what is checked'}
  ],
  invalid: [
    {code: documented.right, options: {packet: null}, name: 'no packet text', errors: [{messageId: 'invalidOne', line: 1, column: 1, message: 'Unexpected handoff packet with 1 error, expected a valid packet to check the return against'}, {messageId: 'notText', line: 1, column: 1, data: {value: 'null'}}]},
    {code: documented.wrong, options: {packet: wrongPacket}, errors: [{messageId: 'invalid', line: 1, column: 1, messageIncludes: 'packet'}]},
    {code: documented.right, options: {packet: 'not json at all\n'}, name: 'no packet in it', errors: [{messageId: 'invalidOne', line: 1, column: 1, messageIncludes: 'packet'}]}
  ]
})
