import {firstSection, keysOf} from '../../markdown/sections.js'
import {stateDisagreement} from '../../markdown/state-disagreement.js'
import {readState, returnStates} from '../../markdown/interpret.js'
import {markdownRule} from '../../markdown/context.js'
import {stateSignalById} from '../../signals/state-signals.js'

export default markdownRule({
  id: 'state-invalid',
  severity: 'error',
  fixable: false,
  description: '`state` is neither `SUCCESS`, `ERROR`, `PARTIAL` nor a synonym of one (`COMPLETE`, `FAILED`, …).',
  rationale: 'The parent branches on `state`; any other word leaves it no branch to take, so no report is produced. A negated word (`not complete`, `incomplete`, `unsuccessful`) is never read as a state, nor a word beside a mark of another state (`SUCCESS ❌`). A state is refused, though the report keeps it as written, under a Status heading that says another or tells of a worse outcome (`## Status: ❌ FAILED`, `## Status: NOT COMPLETE`), beside a line of the section saying a worse one (`FAILED`, `result: FAILED`, `success: no`), or while another `state` line of the text names a worse one (a second return, however it is spelled or quoted; a `status` line standing on its own; a console return in a JSON code block) or a heading is nothing but a worse state (`# ERROR`, `## ❌ FAILED`; a heading that goes on, `## Error: build broke`, titles a topic) or over a summary opening with a failure mark, a worse state word or a negated success (`state: SUCCESS` over `summary: ❌ Build failed`, `summary: FAILED — the build broke` or `summary: Incomplete: …`). What the rest of the return shows (failing evidence, failure said later in the summary) is read by `outcome-contradicted`, with the signals of `grammar/signals.md`. Each of these readings is a named signal of `grammar/signals.md` (Signals of another state): the diagnostic carries its id (`signal`) and a `cause` at the line that said the other state. The other rules still run, so every problem is reported at once.',
  wrong: '## Status\nstate: WORKING\nsummary: Added the parser.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Added the parser.\n',
  messages: {
    underHeading: 'Unexpected state `{{state}}` under a heading saying `{{said}}` (signal `{{signal}}`), expected one state',
    besideLine: 'Unexpected state `{{state}}` beside a line saying `{{said}}` (signal `{{signal}}`), expected one state',
    elsewhere: 'Unexpected state `{{state}}` while another line of the text says `{{said}}` (signal `{{signal}}`), expected one state',
    overSummary: 'Unexpected state `{{state}}` over a summary opening with `{{said}}` (signal `{{signal}}`), expected one state',
    unknown: 'Unexpected state `{{state}}`, expected `SUCCESS`, `ERROR` or `PARTIAL`{{conflict}}{{suggestion}}'
  },
  check({model, report}) {
    const section = firstSection(model, 'status')
    const entry = keysOf(section).get('state')
    if (!section || entry?.value === '') return
    // Without a `state` key, the state the heading gives (`## Status: ✅ COMPLETE`) is the one checked.
    const written = entry ? {value: entry.value, place: entry.valuePlace} : section.headingState
    if (!written) return
    const reading = readState(written.value)
    const disagreement = reading.state ? stateDisagreement(model, section, reading.state) : undefined
    if (disagreement) {
      const messageId =
        disagreement.where === 'heading' ? 'underHeading' : disagreement.where === 'line' ? 'besideLine' : disagreement.where === 'other' ? 'elsewhere' : 'overSummary'
      const line = model.lines[disagreement.line - 1] ?? ''
      report({
        messageId,
        data: {state: written.value, said: disagreement.said, signal: disagreement.signal},
        signal: disagreement.signal,
        place: written.place,
        pointer: '/status/state',
        expected: [...returnStates],
        note: stateSignalById.get(disagreement.signal)!.description,
        cause: {message: `The other state (${disagreement.signal})`, place: {line: disagreement.line, column: 1, endLine: disagreement.line, endColumn: line.length + 1}}
      })
      return
    }

    if (reading.state) return
    report({
      messageId: 'unknown',
      data: {
        state: written.value,
        conflict: reading.conflict ? ` (its ${reading.conflict} stands for another state)` : '',
        suggestion: reading.suggestion ? ` (did you mean \`${reading.suggestion}\`?)` : ''
      },
      place: written.place,
      pointer: '/status/state',
      expected: reading.suggestion ? [reading.suggestion] : [...returnStates]
    })
  }
})
