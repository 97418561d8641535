import {jsonRule} from '../../json/context.js'

export default jsonRule({
  id: 'handoff-count-decreased',
  severity: 'error',
  fixable: false,
  description: 'The `handoff_count` of a progress file is lower than in its previous version (`--previous OLD.json`, option `previous`).',
  rationale:
    'Each handoff increments the count; parents use it to stop a phase that keeps exhausting its context. A count that goes down hides handoffs, so a looping phase is never stopped. The examples are later versions of `{"handoff_count": 2}`.',
  wrong: '{\n  "handoff_count": 0\n}\n',
  right: '{\n  "handoff_count": 3\n}\n',
  // The examples are later versions of this file.
  exampleOptions: {previous: '{"handoff_count": 2}'},
  messages: {decreased: 'Unexpected `handoff_count` {{now}}, expected at least {{before}} as in the previous version'},
  check(context) {
    const {root, previous, report} = context
    if (!root || !previous) return
    const before = previous['handoff_count']
    const now = root['handoff_count']
    if (typeof before !== 'number' || typeof now !== 'number' || now >= before) return
    report({
      messageId: 'decreased',
      data: {now, before},
      place: context.at('/handoff_count'),
      pointer: '/handoff_count',
      expected: [String(before)]
    })
  }
})
