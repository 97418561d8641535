import {returnWith, ruleTester} from '../support/rule-tester.js'

ruleTester('input-too-complex', {
  examplesElsewhere: 'the documented examples describe inputs; these cases are such inputs',
  valid: [{code: returnWith()}, {code: `{"status": "researched", "artifacts": [${Array(4997).fill('{}').join(', ')}]}`, options: {kind: 'meta'}, name: '5,000 values exactly'}, {code: returnWith({evidence: '## Evidence\n' + '- npm test — 12 passed\n'.repeat(2000)}), name: 'a long return of ordinary shape'}],
  invalid: [
    {code: '- [ ] x\n'.repeat(5001), options: {kind: 'todos'}, name: 'a checklist longer than any real one', errors: [{messageId: 'checklistTooLong', line: 5001, column: 1, data: {limit: '5,000'}}]},
    {code: '*a'.repeat(100_000) + '\n', name: 'one paragraph of inline marks', errors: [{messageId: 'tooHeavy', line: 1, column: 1, data: {ms: 300, most: '`*`, `_`, `[`, `]`, `<` or backticks in one paragraph (each matched against every one before it)'}}]},
    {code: '- '.repeat(10_000) + 'x\n', name: 'list markers nested on one line', errors: [{messageId: 'nestedTooDeep', line: 1, column: 1, messageIncludes: ['Unexpected block quotes and list items nested more than', 'deep']}]},
    // The root, `status`, `artifacts` and 4,998 items: one value more than the 5,000 a return file may hold.
    {code: `{"status": "researched", "artifacts": [${Array(4998).fill('{}').join(', ')}]}`, options: {kind: 'meta'}, name: 'JSON with more values than any return file', errors: [{messageId: 'jsonTooLong', line: 1, column: 1, message: 'Unexpected JSON holding more than 5,000 values, expected a return file (real ones hold about 100)'}]}
  ]
})
