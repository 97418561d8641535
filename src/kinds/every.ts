/**
 * The library's synchronous functions that take a text of any kind: every
 * kind is loaded (`loadedKinds`). Commands load only the kinds they read
 * (`loadKind`, `reviewLoading`).
 */
import {defaultKind, type InputKind} from './detect.js'
import type {FixResult} from '../pipeline/fix-return.js'
import type {LintOptions} from '../pipeline/kind-handler.js'
import {fixWith, lintWith, type LintTextResult} from '../pipeline/lint-with.js'
import {checkParsedReturn} from '../postflight/check-return.js'
import {checkParsedTranscript} from '../postflight/check-transcript.js'
import type {Kind} from '../postflight/kind.js'
import {correctionInputOf, correctionOf, type CorrectionInput, type CorrectionOptions} from '../postflight/correction.js'
import {reviewKindOf, reviewWith, type Review, type ReviewOptions} from '../postflight/review.js'
import {optionsOf} from '../util/options.js'
import {loadedKinds} from './loaded.generated.js'

const kindOf = (name: InputKind): Kind => loadedKinds[name]

/** Lints a text of any kind, detected from `fileName` and the content when `kind` is not given. Never throws. */
export function lintText(text: string, given: LintOptions = {}): LintTextResult {
  return lintWith(kindOf, text, given)
}

/** Applies the fixes of a text of any kind, keeping the result only when its meaning is kept. Never throws. */
export function fixText(text: string, given: LintOptions = {}): FixResult & {kind: InputKind} {
  return fixWith(kindOf, text, given)
}

/**
 * Reviews a child's returned text for its parent. Never throws and never
 * honours the text's own `handback-*` comments.
 *
 * @param text The child's final text (markdown return, return-metadata file, console return).
 * @param options `attempt`, `mitigated`, `kind`, `fileName`, `maxBytes`, `correctionMaxLength`, `handoff`, `transcript`.
 */
export function review(text: unknown, options?: ReviewOptions): Review {
  return reviewWith(loadedKinds[reviewKindOf(text, options)], text, options, {packet: checkParsedReturn, transcript: checkParsedTranscript})
}

/**
 * The correction for a failed return, addressed to the child: its problems
 * (errors, then style warnings; never notes; no line numbers, the text
 * quoted instead) and its return rewritten in canonical form, with
 * `[fill in: …]` where something is missing. At most `maxLength` characters
 * (3,000 by default): style warnings go first, then errors past the first
 * (counted), then the tails of long lists; a fence or a JSON value is never
 * cut. `''` when there is nothing to correct.
 */
export function correctionFor(input: CorrectionInput, options: CorrectionOptions = {}): string {
  const safe = correctionInputOf(input)
  // No kind is the default kind (a markdown return); a kind the caller names wrongly gets its subject, and no rewrite.
  const named = typeof safe.kind === 'string' ? safe.kind : defaultKind
  const kind = Object.hasOwn(loadedKinds, named) ? loadedKinds[named] : {correction: {subject: loadedKinds[defaultKind].correction.subject, rewrite: () => undefined}}
  return correctionOf(safe, optionsOf(options), kind)
}
