/**
 * The registry of every rule handback knows: the single list that
 * documentation, configuration checks and the SARIF reporter read. A rule's
 * kinds come from the lists that hold it, so a rule shared by several kinds
 * (`json-syntax`, `field-missing`) is documented under each of them.
 */
import {inputRules} from '../engine/input-rules.js'
import type {InputKind, RuleMeta} from '../engine/rule.js'
import {convertRules} from './convert/index.js'
import {metaRules, progressRules, subagentRules} from './json/index.js'
import {markdownRules} from './markdown/index.js'
import {todosRules} from './todos/index.js'
import {checkRules} from './check/index.js'
import {handoffPacketInvalidRule} from './check/handoff-packet-invalid.js'
import {handoffMessageRules, packetJsonRules} from './handoff-message.js'
import {returnContradictsTranscriptRule} from './check/return-contradicts-transcript.js'

/** What a rule applies to: an input kind, or `convert` for the diagnostics of a conversion. */
export type RuleKind = InputKind | 'convert' | 'check'

export interface RegisteredRule extends RuleMeta {
  /** The kinds whose rule lists hold this rule, in the order of `ruleKinds`. */
  kinds: readonly RuleKind[]
}

const ruleKinds: readonly RuleKind[] = ['markdown', 'meta', 'subagent', 'progress', 'handoff', 'todos', 'check', 'convert']

const lists: ReadonlyArray<readonly [RuleKind, readonly RuleMeta[]]> = [
  ['markdown', markdownRules],
  ['meta', metaRules],
  ['subagent', subagentRules],
  ['progress', progressRules],
  ['handoff', [...packetJsonRules, ...handoffMessageRules]],
  ['todos', todosRules],
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
  for (const rule of inputRules) for (const kind of ruleKinds) if (kind !== 'convert' && kind !== 'check') add(rule, kind)
  return order.map((rule) => ({...rule, kinds: kinds.get(rule)!}))
}

/** Every rule once, in documentation order, with the kinds it applies to. */
export const allRules: readonly RegisteredRule[] = register()
