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
      // Lines 9–11: the item, its output indented under it (an indented code block), the failing line the cause names.
      code: returnOf('SUCCESS', 'Added the importer.', ['- `go test ./...`', '', '      ok  \tgithub.com/acme/api\t0.01s', '      --- FAIL: TestImport (0.01s)']),
      name: 'output in an indented code block, named at its own line',
      errors: [
        {messageId: 'contradicted', line: 2, column: 8, signal: 'evidence-tests-failed', causeLine: 12},
        {messageId: 'contradicted', line: 2, column: 8, signal: 'evidence-fail-line', causeLine: 12}
      ]
    },
    {
      // The item wraps onto the lines of the pasted output: the cause names the line that said it, and a word of another line takes nothing back.
      code: returnOf('SUCCESS', 'Cleaned the codebase so the linter passes.', ['- `ruff check .`', '    tests/test_api.py:51:5: B017 `pytest.raises(Exception)` should be considered evil', '    Found 4 errors.']),
      name: 'output wrapped into an item',
      errors: [{messageId: 'contradicted', line: 2, column: 8, signal: 'evidence-compiler-error', causeLine: 11, messageIncludes: '"Found 4 errors."'}]
    },
    {
      code: returnOf('SUCCESS', `Added the export endpoint and documented it in the handbook for the support team, with the three new settings, the defaults, the migration notes and the examples of every request; ${'and more notes. '.repeat(8)}However I was unable to get the integration test to pass.`, ['- `npm test` — 12 passed']),
      name: 'failure said late in a long summary, quoted where it is said',
      errors: [{messageId: 'contradicted', line: 2, column: 8, signal: 'summary-failure', messageIncludes: ['…', 'I was unable to get the integration test to pass']}]
    },
    {
      code: returnOf('PARTIAL', 'Moved the feature flags to the flags service; 3 flags are left for next time.', ['- `npm test` — 212 passed, 19 failed'], ['3 flags still read from env vars.']),
      name: 'a partial return whose finished part fails, owned nowhere',
      errors: [{messageId: 'contradicted', line: 2, column: 8, signal: 'partial-failure-unowned', causeLine: 9, messageIncludes: 'expected `ERROR`'}]
    },
    {
      code: returnOf('SUCCESS', 'Konnte die Konfigurationsdatei nicht erstellen.', ['- `npm test` — 12 passed']),
      name: 'failure said in another language',
      errors: [{messageId: 'contradicted', line: 2, column: 8, messageIncludes: '(signal `summary-failure`)'}]
    }
  ]
})
