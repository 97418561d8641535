/** What the parent's own kinds share (a handoff packet, a todos checklist): linted and fixed, never reviewed as a return. */
import type {KindHandler} from '../pipeline/kind-handler.js'
import type {Kind} from '../postflight/kind.js'
import type {RuleMeta} from '../engine/rule.js'
import type {InputKind} from './detect.js'

/** A correction about such a text, asked for all the same, is worded as one about a return. */
const subject = 'Your return does not follow the return format yet'

export function packetKind(name: InputKind, rules: readonly RuleMeta[], handler: KindHandler): Kind {
  return {
    name,
    rules,
    ...handler,
    read: (text, options) => ({diagnostics: handler.lint(text, options).diagnostics, report: null, rewrite: () => undefined}),
    correction: {subject, rewrite: () => undefined}
  }
}
