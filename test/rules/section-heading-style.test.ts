import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('section-heading-style', {
  valid: [{code: '## Status\nstate: SUCCESS\nsummary: Done.\n'}, {code: returnWith()}],
  invalid: [
    {code: '# Status\nstate: SUCCESS\nsummary: Done.\n\n# Notes\n- kept\n', name: 'a heading at the level of the sections', errors: [{messageId: 'style', line: 1, column: 1, data: {heading: '# Status', problems: 'level 1', expected: '## Status'}}, {messageId: 'level', line: 5, column: 1, data: {level: 1, heading: '# Notes'}}], output: '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Notes\n- kept\n'},
    {code: '## Status: SUCCESS\nsummary: Done.\n', name: 'the state in the heading', errors: [{messageId: 'stateInHeading', line: 1, column: 1, data: {heading: '## Status: SUCCESS', expected: '## Status', state: 'SUCCESS'}}], output: '## Status\nstate: SUCCESS\nsummary: Done.\n'},
    {
      code: '### 1. status:\nstate: SUCCESS\nsummary: Done.\n',
      // Level, number, case and colon in one finding, fixed to the canonical heading at once.
      errors: [{messageId: 'style', line: 1, column: 1, messageIncludes: ['`### 1. status:`', 'expected `## Status`']}],
      output: '## Status\nstate: SUCCESS\nsummary: Done.\n'
    },
    {
      code: '### Status\nstate: SUCCESS\nsummary: Done.\n',
      name: 'the level alone',
      errors: [{messageId: 'style', line: 1, column: 1, messageIncludes: ['`### Status`', 'level 3', 'expected `## Status`']}],
      output: '## Status\nstate: SUCCESS\nsummary: Done.\n'
    },
    {
      code: '## STATUS\nstate: SUCCESS\nsummary: Done.\n',
      name: 'the spelling alone',
      errors: [{messageId: 'style', line: 1, column: 1, messageIncludes: ['`## STATUS`', 'expected `## Status`']}],
      output: '## Status\nstate: SUCCESS\nsummary: Done.\n'
    }
  ]
})
