import {attestationSource, firstSection, keysOf} from '../../markdown/sections.js'
import {readState} from '../../markdown/interpret.js'
import {parseYesNo, unwrapInline} from '../../markdown/values.js'
import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'value-style',
  severity: 'warning',
  fixable: true,
  description: 'A value is readable but not written canonically.',
  rationale: 'Examples: `success`, `COMPLETE`, `✅ DONE` for `SUCCESS`, `FAILED` for `ERROR`, `Partially complete` for `PARTIAL`, `True` for `yes`, a backticked or bold value, a value wrapped over lines. Canonical values keep the text greppable and comparable; handback accepts the variants and logs them.',
  wrong: '## Status\nstate: **success**\nsummary: Done.\nretry_recommended: True\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\nretry_recommended: yes\n',
  messages: {
    stateRemark: 'Unexpected remark after the state in `{{value}}`, expected `{{expected}}` alone (a remark belongs in `summary`)',
    spelling: 'Unexpected spelling `{{value}}`, expected `{{expected}}`',
    list: "Unexpected list for `{{key}}`, expected its text on the key's line",
    wrapped: 'Unexpected value of `{{key}}` wrapped over {{lines}} lines, expected one line',
    markup: 'Unexpected `{{wrap}}` around the value of `{{key}}`, expected `{{expected}}`'
  },
  check({model, replace, replaceLines, eol, report}) {
    const status = keysOf(firstSection(model, 'status'))
    const attestation = keysOf(attestationSource(model))
    const state = status.get('state')
    if (state) {
      const reading = readState(state.value)
      if (reading.state && reading.remark !== undefined) {
        // The remark is the writer's: no fix drops it.
        report({
          messageId: 'stateRemark',
          data: {value: state.value, expected: reading.state},
          place: state.valuePlace,
          expected: [reading.state]
        })
      } else if (reading.state && !reading.canonical) {
        report({
          messageId: 'spelling',
          data: {value: state.value, expected: reading.state},
          place: state.valuePlace,
          expected: [reading.state],
          fix: replace(state.valuePlace, reading.state)
        })
      }
    }

    const retry = status.get('retry_recommended')
    const yesNo = retry ? parseYesNo(retry.value) : undefined
    if (retry && yesNo && !yesNo.canonical) {
      const canonical = yesNo.value ? 'yes' : 'no'
      report({
        messageId: 'spelling',
        data: {value: retry.value, expected: canonical},
        place: retry.valuePlace,
        expected: [canonical],
        fix: replace(retry.valuePlace, canonical)
      })
    }

    for (const entry of status.values()) {
      if (!entry.listed) continue
      // Rewritten as one line holding every item's words, joined as they are read.
      report({
        messageId: 'list',
        data: {key: entry.key},
        place: entry.keyPlace,
        fix: replaceLines(entry.line.line, entry.items.at(-1)!.place.endLine, `${entry.key}: ${entry.value}${eol}`)
      })
    }

    for (const entry of [...status.values(), ...attestation.values()]) {
      if (entry.wrappedLines === 0) continue
      report({
        messageId: 'wrapped',
        data: {key: entry.key, lines: entry.wrappedLines + 1},
        place: entry.valuePlace,
        fix: replace(entry.valuePlace, entry.value)
      })
    }

    for (const entry of [status.get('error_code'), attestation.get('runtime_model_reported'), attestation.get('runtime_mode_reported')]) {
      if (!entry) continue
      const {text, wrap} = unwrapInline(entry.value)
      if (!wrap) continue
      report({
        messageId: 'markup',
        data: {wrap, key: entry.key, expected: text},
        place: entry.valuePlace,
        expected: [text],
        fix: replace(entry.valuePlace, text)
      })
    }
  }
})
