import {markdownRule} from '../../markdown/context.js'
import {readSignals, signalById} from '../../signals/index.js'
import {returnStates} from '../../markdown/interpret.js'
import {jsonText} from '../../util/visible.js'

/** Longest quotation of the child's words in a message. */
const quoteLength = 160

/** Where a signal's words stand, as a message says it. */
const placeNames = {summary: 'the summary', evidence: 'the evidence', output: 'the output shown in Evidence', table: 'a table in Evidence', limitation: 'a limitation', deliverable: 'a deliverable', note: 'a note under Deliverables'} as const

/** The child's words as data: JSON-quoted, cut short around where the signal matched (`at`), never able to pass for the message's own. */
function quote(text: string, at = 0): string {
  const chars = [...text]
  if (chars.length <= quoteLength) return jsonText(text)
  // The match in code points, with some words before it; what is left out is marked with `…`.
  const from = Math.min(Math.max(0, [...text.slice(0, at)].length - 40), chars.length - quoteLength)
  return jsonText(`${from > 0 ? '…' : ''}${chars.slice(from, from + quoteLength).join('')}${from + quoteLength < chars.length ? '…' : ''}`)
}

export default markdownRule({
  id: 'outcome-contradicted',
  severity: 'error',
  fixable: false,
  description: 'What the return shows (a named signal of `grammar/signals.md`) says a worse state than its `state`.',
  rationale: 'A parent that reads only `state` accepts a SUCCESS whose own evidence shows the work failed: failing tests or a compiler error in Evidence, failure said in the summary or a limitation, a stub delivered, a success that delivers nothing, a PARTIAL with no completed subset. Each diagnostic names the signal that fired (`signal`) and points (`cause`) at the words that said it; `lint` users may set a signal off by its id in `rules`, `review` always weighs every signal.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Added the export endpoint.\n\n## Deliverables\n- `src/export.ts` — the endpoint\n\n## Evidence\n- `npm test` — 38 passed, 3 failed\n\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- src/export.ts\nfiles_modified:\n- (none)\n',
  right: '## Status\nstate: PARTIAL\nsummary: Added the export endpoint; 3 of its tests still fail.\n\n## Deliverables\n- `src/export.ts` — the endpoint\n\n## Evidence\n- `npm test` — 38 passed, 3 failed\n\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- src/export.ts\nfiles_modified:\n- (none)\nlimitations:\n- 3 tests of the endpoint fail\n',
  messages: {contradicted: 'Unexpected `{{state}}` while {{where}} says {{words}} (signal `{{signal}}`), expected {{expected}}'},
  check(context) {
    const {extracted, positions, report} = context
    const statePlace = positions.get('/status/state')
    if (!extracted || !statePlace) return
    for (const found of readSignals(context, extracted)) {
      const signal = signalById.get(found.signal)!
      const expected = returnStates.filter((state) => state === found.says || (found.says === 'PARTIAL' && state === 'ERROR'))
      report({
        messageId: 'contradicted',
        data: {state: extracted.status.state, where: placeNames[found.where], words: quote(found.text, found.at), signal: signal.id, expected: `\`${expected.join('` or `')}\``},
        signal: signal.id,
        place: statePlace,
        pointer: '/status/state',
        expected,
        note: signal.description,
        cause: {message: `The child's words that show it (${signal.id})`, place: found.place}
      })
    }
  }
})
