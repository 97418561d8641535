import {allRules} from '../../src/kinds/rules.js'
import {ruleTester} from '../support/rule-tester.js'

const documented = allRules.find((rule) => rule.id === 'outcome-contradicted')!

/** A return with one deliverable and its file: line 2 `state`, 3 `summary`, 6 the deliverable, 9 the first evidence item. */
function returnOf(state: string, summary: string, evidence: string[], limitations: string[] = []): string {
  const limits = limitations.length > 0 ? `limitations:\n${limitations.map((item) => `- ${item}`).join('\n')}\n` : ''
  return `## Status\nstate: ${state}\nsummary: ${summary}\n\n## Deliverables\n- src/export.ts — the endpoint\n\n## Evidence\n${evidence.join('\n')}\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- src/export.ts\nfiles_modified:\n- (none)\n${limits}`
}

ruleTester('outcome-contradicted', {
  valid: [
    {code: documented.right},
    {code: returnOf('SUCCESS', 'Added the export endpoint.', ['- `npm test` — 41 passed, 0 failed']), name: 'a count of no failures'},
    {code: returnOf('SUCCESS', 'Fixed the export test that was failing; it now passes.', ['- `npm test` before the fix — 3 failed', '- `npm test` — 41 passed']), name: 'a failure reported as fixed'},
    {code: returnOf('PARTIAL', 'Added the export endpoint; 3 of its tests still fail.', ['- `npm test` — 38 passed, 3 failed'], ['3 tests of the endpoint fail']), name: 'a partial return whose evidence agrees'}
  ],
  invalid: [
    {
      code: documented.wrong,
      // At the state it contradicts; the message names the signal and the line of the child's words.
      errors: [{messageId: 'contradicted', line: 2, column: 8, endLine: 2, endColumn: 15, message: 'Unexpected `SUCCESS` while the evidence says "`npm test` — 38 passed, 3 failed" (signal `evidence-tests-failed`), expected `ERROR` or `PARTIAL`'}]
    },
    {
      code: returnOf('SUCCESS', 'Added the /export endpoint, but I was unable to get the integration test to pass.', ['- `npm test` — 12 passed']),
      name: 'failure said later in the summary',
      errors: [{messageId: 'contradicted', line: 2, column: 8, messageIncludes: ['while the summary says', '(signal `summary-failure`)']}]
    },
    {
      code: returnOf('PARTIAL', 'Moved the first three handlers.', ['- `npm run build`:', '  ```', "  src/a.ts(3,5): error TS2345: Argument of type 'string' is not assignable.", '  ```'], ['two handlers are left']),
      name: 'a partial return that leaves the build broken',
      errors: [{messageId: 'contradicted', line: 2, column: 8, messageIncludes: ['while the output shown in Evidence says', '(signal `evidence-compiler-error`)', 'expected `ERROR`']}]
    },
    {
      code: returnOf('SUCCESS', 'Konnte die Konfigurationsdatei nicht erstellen.', ['- `npm test` — 12 passed']),
      name: 'failure said in another language',
      errors: [{messageId: 'contradicted', line: 2, column: 8, messageIncludes: '(signal `summary-failure`)'}]
    }
  ]
})
