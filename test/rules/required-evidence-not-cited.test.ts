import {allRules} from '../../src/kinds/rules.js'
import {checkedReturn, checkRun, ruleTester} from '../support/rule-tester.js'

const documented = allRules.find((rule) => rule.id === 'required-evidence-not-cited')!
const packet = String(documented.exampleOptions!['handoff'])
const message = 'Missing required evidence `docs/style.md` in `## Evidence`, expected it cited'

ruleTester('required-evidence-not-cited', {
  run: checkRun('required-evidence-not-cited'),
  valid: [
    {code: documented.right, options: {packet}},
    {code: checkedReturn({deliverables: ['docs/guide.md — the guide'], evidence: ['`npm test` — 3 passed', 'docs/style.md — followed'], created: ['docs/guide.md']}), options: {packet}}
  ],
  invalid: [
    // At the evidence the return does give …
    {code: documented.wrong, options: {packet}, errors: [{messageId: 'missingEvidence', line: 9, column: 3, message}]},
    {code: checkedReturn({deliverables: ['docs/guide.md — the guide'], created: ['docs/guide.md']}), options: {packet}, name: 'no evidence at all: at the state', errors: [{messageId: 'missingEvidence', line: 2, column: 8, message}]}
  ]
})
