/**
 * Status vocabularies and the nearest canonical word for what agents really
 * write (`completed`, `done`, `research_complete`, `pending`, …).
 */
import {returnMetaStatuses, type ReturnMetaStatus} from '../schema/meta.js'
import {approachResults, objectiveStatuses, type ApproachResult, type ObjectiveStatus} from '../schema/progress.js'
import {subagentStatuses, type SubagentStatus} from '../schema/subagent.js'
import {isObject} from './document.js'
import type {Operation} from './options.js'
import {nearest} from '../util/suggest.js'

export const successStatus: Record<Operation, ReturnMetaStatus> = {
  research: 'researched',
  plan: 'planned',
  implement: 'implemented',
  sync: 'synced',
  commit: 'committed'
}

/** Words meaning "the operation succeeded" that the vocabularies do not have. */
const successWords = new Set([
  'completed',
  'complete',
  'done',
  'success',
  'succeeded',
  'successful',
  'finished',
  'ok',
  'ready',
  'ready_for_postflight',
  'passed'
])

function normalize(word: string): string {
  return word
    .trim()
    .toLowerCase()
    .replaceAll(/[\s-]+/g, '_')
}

const negationWords = new Set(['not', 'no', 'non', 'never', 'without', 'nothing', 'none', 'neither', 'nor', 'cannot', 'cant', 'wont', 'dont', 'didnt', 'doesnt', 'isnt', 'wasnt', 'werent', 'hasnt', 'havent', 'hadnt', 'couldnt'])

/** A prefix that turns a word into its opposite when what follows is a status word (`uncompleted`, `incomplete`, `unplanned`). */
const negatingPrefix = /^(?:un|in|non|dis|im)_?(?=complete|finish|success|succeed|done|implement|plan|research|sync|commit|pass|resolv|deliver|start|ready|block|fail)/

/**
 * Whether a status word is negated: a negation word (`not implemented`,
 * `no commit`, `wasn't done`, `never planned`) or a negating prefix
 * (`unimplemented`, `incomplete`, `unsynced`). A negated word is never read
 * as any status: it is unknown, so no fix or rewrite can turn it into its opposite.
 */
export function isNegated(word: string): boolean {
  const tokens = normalize(word)
    .replaceAll(/['’`]/g, '')
    .split(/[^a-z]+/)
    .filter((token) => token.length > 0)
  return tokens.some((token) => negationWords.has(token) || negatingPrefix.test(token))
}

/** Misspellings (`implmented`): longer words may be further off. */
function nearestByDistance<T extends string>(word: string, vocabulary: readonly T[]): T | undefined {
  return nearest(word, vocabulary, Math.max(2, Math.floor(word.length / 4)))
}

/** Whether a word says the operation succeeded without naming the operation. */
export function isSuccessWord(word: string): boolean {
  return !isNegated(word) && successWords.has(normalize(word))
}

/** The operation a return answers, guessed from its identity and artifacts when not given. */
export function inferOperation(root: Record<string, unknown>): Operation | undefined {
  const metadata = isObject(root['metadata']) ? root['metadata'] : {}
  const hints: unknown[] = [metadata['delegation_path'], metadata['agent_type'], root['delegation_path'], root['agent_type']]
  const text = hints
    .flatMap((hint) => (Array.isArray(hint) ? hint : [hint]))
    .filter((hint): hint is string => typeof hint === 'string')
    .join(' ')
    .toLowerCase()
  if (/implement/.test(text)) return 'implement'
  if (/plan/.test(text)) return 'plan'
  if (/research/.test(text)) return 'research'
  if (/sync/.test(text)) return 'sync'
  if (/commit/.test(text)) return 'commit'
  const types = new Set(
    (Array.isArray(root['artifacts']) ? root['artifacts'] : []).flatMap((artifact) =>
      isObject(artifact) && typeof artifact['type'] === 'string' ? [artifact['type'].toLowerCase()] : []
    )
  )
  if (types.has('implementation') || types.has('summary')) return 'implement'
  if (types.has('plan')) return 'plan'
  if (types.has('report') || types.has('research')) return 'research'
  return undefined
}

/**
 * The canonical return-metadata status nearest to `word`, or undefined when
 * nothing is close. Success words need the operation to be named.
 */
export function nearestMetaStatus(word: string, operation: Operation | undefined): ReturnMetaStatus | undefined {
  const normal = normalize(word)
  const known = returnMetaStatuses.find((status) => status === normal)
  if (known) return known
  if (isNegated(normal)) return undefined
  if (successWords.has(normal)) return operation ? successStatus[operation] : undefined
  if (/ing$/.test(normal) || /progress|pending|running|started|working/.test(normal)) return 'in_progress'
  if (/partial/.test(normal)) return 'partial'
  if (/fail|error/.test(normal)) return 'failed'
  if (/block/.test(normal)) return 'blocked'
  if (/research|report/.test(normal)) return 'researched'
  if (/plan/.test(normal)) return 'planned'
  if (/implement/.test(normal)) return 'implemented'
  if (/sync/.test(normal)) return 'synced'
  if (/commit/.test(normal)) return 'committed'
  return nearestByDistance(normal, returnMetaStatuses)
}

/** The console-return status nearest to `word`: any success word becomes `completed`. */
export function nearestSubagentStatus(word: string): SubagentStatus | undefined {
  const normal = normalize(word)
  const known = subagentStatuses.find((status) => status === normal)
  if (known) return known
  if (isNegated(normal)) return undefined
  if (successWords.has(normal) || (returnMetaStatuses as readonly string[]).includes(normal) && !['in_progress', 'partial', 'failed', 'blocked'].includes(normal)) {
    return 'completed'
  }

  if (/partial|progress|pending/.test(normal)) return 'partial'
  if (/fail|error/.test(normal)) return 'failed'
  if (/block/.test(normal)) return 'blocked'
  return nearestByDistance(normal, subagentStatuses)
}

/** The objective status nearest to `word` (`completed` → `done`, `pending` → `not_started`). */
export function nearestObjectiveStatus(word: string): ObjectiveStatus | undefined {
  const normal = normalize(word)
  const known = objectiveStatuses.find((status) => status === normal)
  if (known) return known
  // `not started` means what `not_started` says; any other negation is unknown.
  if (/^not_start/.test(normal)) return 'not_started'
  if (isNegated(normal)) return undefined
  if (successWords.has(normal)) return 'done'
  if (/^(pending|todo|to_do|not_begun|planned|open|new|queued)$/.test(normal) || /not_start/.test(normal)) return 'not_started'
  if (/progress|active|started|working|ongoing|partial/.test(normal)) return 'in_progress'
  if (/block|stuck|fail/.test(normal)) return 'blocked'
  return nearestByDistance(normal, objectiveStatuses)
}

/** The approach result nearest to `word`, reading the first word of free text (`Failed - scope too limited`). */
export function nearestApproachResult(word: string): ApproachResult | undefined {
  const normal = normalize(word)
  const known = approachResults.find((result) => result === normal)
  if (known) return known
  const head = /^[a-z_]+/.exec(normal)?.[0] ?? normal
  if (/^partial/.test(head)) return 'partial'
  if (/^block/.test(head)) return 'blocked'
  if (/^(fail|reject|abandon|insufficient|not_applicable|wrong|error|dead)/.test(head)) return 'failed'
  return nearestByDistance(head, approachResults)
}
