import {firstSection, headingDisagreement, keysOf} from '../../markdown/extract.js'
import {readState, returnStates} from '../../markdown/interpret.js'
import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'state-invalid',
  severity: 'error',
  fixable: false,
  description: '`state` is neither `SUCCESS`, `ERROR`, `PARTIAL` nor a synonym of one (`COMPLETE`, `FAILED`, …).',
  rationale: 'The parent branches on `state`; any other word leaves it no branch to take, so no report is produced. A negated word (`not complete`, `incomplete`, `unsuccessful`) is never read as a state, nor a word beside a mark of another state (`SUCCESS ❌`), nor one under a Status heading that says another (`## Status: ❌ FAILED`). The other rules still run, so every problem is reported at once.',
  wrong: '## Status\nstate: WORKING\nsummary: Added the parser.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Added the parser.\n',
  check({model, report}) {
    const section = firstSection(model, 'status')
    const entry = keysOf(section).get('state')
    if (!section || !entry || entry.value === '') return
    const reading = readState(entry.value)
    const heading = reading.state ? headingDisagreement(section, reading.state) : undefined
    if (heading !== undefined) {
      report({
        message: `Unexpected state \`${entry.value}\` under a heading saying \`${heading}\`, expected one state`,
        place: entry.valuePlace,
        pointer: '/status/state',
        expected: [...returnStates]
      })
      return
    }

    if (reading.state) return
    report({
      message:
        `Unexpected state \`${entry.value}\`, expected \`SUCCESS\`, \`ERROR\` or \`PARTIAL\`` +
        (reading.conflict ? ` (its ${reading.conflict} stands for another state)` : '') +
        (reading.suggestion ? ` (did you mean \`${reading.suggestion}\`?)` : ''),
      place: entry.valuePlace,
      pointer: '/status/state',
      expected: reading.suggestion ? [reading.suggestion] : [...returnStates]
    })
  }
})
