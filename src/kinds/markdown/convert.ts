/** What `convert` reads of a markdown return: its report with positions, as return-metadata or rendered again as markdown. */
import {startPlace} from '../../convert/context.js'
import {renderReturn} from '../../convert/render.js'
import type {Source} from '../../convert/source.js'
import {toReturnMeta} from '../../convert/to-meta.js'
import {parseReturn} from '../../pipeline/parse-return.js'

export const source: Source = {
  read(text, options) {
    const parsed = parseReturn(text, options.maxBytes === undefined ? {} : {maxBytes: options.maxBytes})
    // A state another line of the text disputes (`state-invalid`, named by its signal) is not converted, even leniently: the output would pick one of two.
    const disputed = parsed.diagnostics.some((diagnostic) => diagnostic.ruleId === 'state-invalid')
    return {
      report: disputed ? null : parsed.report,
      positions: parsed.positions,
      at: (pointer) => parsed.positions.get(pointer) ?? startPlace,
      diagnostics: parsed.diagnostics
    }
  },
  toMeta(input, options) {
    if (!input.report) return {meta: null, diagnostics: []}
    return toReturnMeta(input.report, options.context ?? {}, input.positions ? {positions: input.positions} : {})
  },
  toMarkdown: (input) => (input.report ? renderReturn(input.report) : null)
}
