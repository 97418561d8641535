/**
 * The registry of every rule handback knows: the single list that
 * documentation, configuration checks and the SARIF reporter read. A rule's
 * kinds come from the kinds' lists that hold it (each kind's `rules`), so a
 * rule shared by several kinds (`json-syntax`, `field-missing`) is documented
 * under each of them; the checks against a packet or a transcript and the
 * conversions have their own lists.
 */
import {inputRules} from '../engine/input-rules.js'
import type {RuleMeta} from '../engine/rule.js'
import {inputKinds, type InputKind} from './detect.js'
import {convertRules} from '../rules/convert/index.js'
import {checkRules} from '../rules/check/index.js'
import {handoffPacketInvalidRule} from '../rules/check/handoff-packet-invalid.js'
import {returnContradictsTranscriptRule} from '../rules/check/return-contradicts-transcript.js'
import {loadedKinds} from './loaded.generated.js'

/** What a rule applies to: an input kind, or `check` and `convert` for the diagnostics of a check or a conversion. */
export type RuleKind = InputKind | 'convert' | 'check'

export interface RegisteredRule extends RuleMeta {
  /** The kinds whose rule lists hold this rule, in the order of the lists. */
  kinds: readonly RuleKind[]
}

const lists: ReadonlyArray<readonly [RuleKind, readonly RuleMeta[]]> = [
  ...inputKinds.map((kind) => [kind, loadedKinds[kind].rules] as const),
  ['check', [handoffPacketInvalidRule, ...checkRules, returnContradictsTranscriptRule]],
  ['convert', convertRules]
]

function register(): RegisteredRule[] {
  const kinds = new Map<RuleMeta, RuleKind[]>()
  const order: RuleMeta[] = []
  const add = (rule: RuleMeta, kind: RuleKind): void => {
    const known = kinds.get(rule)
    if (known) {
      if (!known.includes(kind)) known.push(kind)
      return
    }

    kinds.set(rule, [kind])
    order.push(rule)
  }

  for (const [kind, rules] of lists) for (const rule of rules) add(rule, kind)
  // The input guards answer for every kind a text is read as.
  for (const rule of inputRules) for (const kind of inputKinds) add(rule, kind)
  return order.map((rule) => ({...rule, kinds: kinds.get(rule)!}))
}

/** Every rule once, in documentation order, with the kinds it applies to. */
export const allRules: readonly RegisteredRule[] = register()
