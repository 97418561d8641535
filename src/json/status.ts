/**
 * The status words of every kind, read whole and never by substring: one
 * table per kind of the synonyms agents really write (`completed`, `done`,
 * `research_complete`, `pending`, …). A negated word (`not implemented`,
 * `uncompleted`, `no commit`) is never a synonym of any status; a word no
 * table holds stays unknown. A word at a small edit distance from a status is
 * only ever *suggested* (`suggest…`), never read or fixed into it.
 * grammar/statuses.md documents these tables; a test checks it against them.
 */
import type {ReturnMetaStatus} from '../schema/meta.js'
import type {ApproachResult, ObjectiveStatus} from '../schema/progress.js'
import type {ReturnState} from '../schema/report.js'
import {isNegated, normalizeStatusWord} from '../schema/status-words.js'
import type {SubagentStatus} from '../schema/subagent.js'
import {approachResults, objectiveStatuses, returnMetaStatuses, subagentStatuses} from '../schema/vocabulary.js'
import {isObject} from './document.js'
import type {Operation} from './options.js'
import {nearest} from '../util/suggest.js'
import english from '../vocabulary/languages/en.json' with {type: 'json'}
import statusTable from '../vocabulary/statuses.json' with {type: 'json'}
import type {StatusTable} from '../vocabulary/index.js'

export {isNegated, markdownStateSynonyms, readStateWord} from '../schema/status-words.js'

/** The one home of operation ↔ success status. */
export const successStatus: Readonly<Record<Operation, ReturnMetaStatus>> = {
  research: 'researched',
  plan: 'planned',
  implement: 'implemented',
  sync: 'synced',
  commit: 'committed'
}

/** Success statuses of both JSON returns: the operation's word in a metadata file, `completed` in a console return. */
export const successStatuses: ReadonlySet<string> = new Set([...Object.values(successStatus), 'completed'])

/** The markdown state each return-metadata status stands for. */
export const metaStatusStates: Readonly<Record<ReturnMetaStatus, ReturnState>> = {
  researched: 'SUCCESS',
  planned: 'SUCCESS',
  implemented: 'SUCCESS',
  synced: 'SUCCESS',
  committed: 'SUCCESS',
  partial: 'PARTIAL',
  in_progress: 'PARTIAL',
  failed: 'ERROR',
  blocked: 'ERROR'
}

/** The status words of the JSON formats beyond the markdown `state` words (src/vocabulary/statuses.json). */
const table = statusTable as StatusTable

// The English state words of the vocabulary are every format's: status words are English.
const joined = (words: readonly string[]): string[] => words.map((word) => word.replaceAll(' ', '_'))

/** Words meaning "the operation succeeded" without naming the operation. */
const successWords: readonly string[] = [...joined(english.stateSuccess), ...table.success]
const partialWords = joined(english.statePartial)
const failureWords = joined(english.stateError)
const operations = Object.entries(table.operations) as Array<[Operation, StatusTable['operations'][Operation]]>
const progressWords = [...table.progress, ...table.returnMeta.in_progress, ...operations.map(([, words]) => words.doing)]

function entries<T extends string>(words: readonly string[], value: T): Array<[string, T]> {
  return words.map((word) => [word, value])
}

/** A synonym table without the kind's own statuses, which read as themselves. */
function synonyms<T extends string>(canonical: readonly string[], rows: ReadonlyArray<[string, T]>): Readonly<Record<string, T>> {
  return Object.fromEntries(rows.filter(([word]) => !canonical.includes(word)))
}

/**
 * Return-metadata synonyms; `success` stands for the operation's success
 * status (`completed` is `implemented` for `implement`) and reads as nothing
 * when the operation is unknown.
 */
export const metaStatusSynonyms: Readonly<Record<string, ReturnMetaStatus | 'success'>> = synonyms(returnMetaStatuses, [
  ...entries(successWords, 'success' as const),
  ...operations.flatMap(([operation, words]) => entries(words.done, successStatus[operation])),
  ...entries(progressWords, 'in_progress' as const),
  ...entries(partialWords, 'partial' as const),
  ...entries(failureWords, 'failed' as const)
])

/** Console-return synonyms: every success word and every return-metadata success status is `completed`. */
export const subagentStatusSynonyms: Readonly<Record<string, SubagentStatus>> = synonyms(subagentStatuses, [
  ...entries([...successWords, ...Object.values(successStatus)], 'completed' as const),
  ...entries([...partialWords, 'in_progress'], 'partial' as const),
  ...entries(failureWords, 'failed' as const)
])

/** Progress-file objective synonyms. */
export const objectiveStatusSynonyms: Readonly<Record<string, ObjectiveStatus>> = synonyms(objectiveStatuses, [
  ...entries(successWords, 'done' as const),
  ...entries(table.objective.not_started, 'not_started' as const),
  ...entries([...table.progress, ...table.objective.in_progress], 'in_progress' as const),
  ...entries(table.blocked, 'blocked' as const)
])

/** Approach-result synonyms, read from the first word of free text (`Failed - scope too limited`). */
export const approachResultSynonyms: Readonly<Record<string, ApproachResult>> = synonyms(approachResults, [
  ...entries([...failureWords, ...table.approach.failed], 'failed' as const),
  ...entries([...partialWords, ...table.approach.partial], 'partial' as const),
  ...entries(table.blocked, 'blocked' as const)
])

/**
 * A team's own status words (`needs_research` → `blocked`), as `statuses` in
 * the configuration gives them. A boolean is accepted and means none, so a
 * caller asking for "synonyms only" gets what every reader gives.
 */
export type TeamStatuses = Readonly<Record<string, string>> | boolean

/** Whether `word` is one of the team's own status words, which the rules accept as written. */
export function isTeamWord(word: string, statuses: TeamStatuses | undefined): boolean {
  if (typeof word !== 'string' || !isObject(statuses)) return false
  const normal = normalizeStatusWord(word)
  return !isNegated(normal) && Object.keys(statuses).some((key) => normalizeStatusWord(key) === normal)
}

/** Reads `word` in a table: the canonical word, then (unless negated) a synonym, then a team word mapped to a known word. */
function readIn<T extends string>(word: unknown, canonical: readonly T[], synonyms: Readonly<Record<string, T | 'success'>>, team: unknown): T | 'success' | undefined {
  if (typeof word !== 'string') return undefined
  if ((canonical as readonly string[]).includes(word)) return word as T
  const normal = normalizeStatusWord(word)
  if ((canonical as readonly string[]).includes(normal)) return normal as T
  if (isNegated(normal)) return undefined
  // hasOwn: `constructor` or `__proto__` must not find Object's members.
  if (Object.hasOwn(synonyms, normal)) return synonyms[normal]
  if (isObject(team)) {
    const mapped = Object.entries(team).find(([key]) => normalizeStatusWord(key) === normal)?.[1]
    if (typeof mapped === 'string' && !isNegated(mapped)) return readIn(mapped, canonical, synonyms, undefined)
  }

  return undefined
}

/** Misspellings (`implmented`), offered in messages only; never for a negated word. */
function suggestIn<T extends string>(word: unknown, vocabulary: readonly T[]): T | undefined {
  if (typeof word !== 'string' || isNegated(word)) return undefined
  const normal = normalizeStatusWord(word)
  return nearest(normal, vocabulary, Math.max(2, Math.floor(normal.length / 4)))
}

/** Whether a word says the operation succeeded without naming the operation. */
export function isSuccessWord(word: string): boolean {
  if (typeof word !== 'string' || isNegated(word)) return false
  const normal = normalizeStatusWord(word)
  return Object.hasOwn(metaStatusSynonyms, normal) && metaStatusSynonyms[normal] === 'success'
}

/** The operation named by a word of the return's identity, read whole (`implementation-agent` names `implement`). */
const operationWords: ReadonlyArray<[ReadonlySet<string>, Operation]> = operations.map(([operation, words]) => [new Set([...words.names, words.doing]), operation])

/** The operation a return answers, guessed from its identity and artifacts when not given. */
export function inferOperation(root: Record<string, unknown>): Operation | undefined {
  if (!isObject(root)) return undefined
  const metadata = isObject(root['metadata']) ? root['metadata'] : {}
  const hints: unknown[] = [metadata['delegation_path'], metadata['agent_type'], root['delegation_path'], root['agent_type']]
  const words = hints
    .flatMap((hint) => (Array.isArray(hint) ? hint : [hint]))
    .filter((hint): hint is string => typeof hint === 'string')
    .join(' ')
    .toLowerCase()
    .split(/[^a-z]+/)
  for (const [names, operation] of operationWords) if (words.some((word) => names.has(word))) return operation
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

function isOperation(value: unknown): value is Operation {
  return typeof value === 'string' && Object.hasOwn(successStatus, value)
}

/**
 * The return-metadata status `word` reads as: the status itself or a
 * documented synonym (success words need the operation), else undefined.
 */
export function nearestMetaStatus(word: string, operation: Operation | undefined, statuses?: TeamStatuses): ReturnMetaStatus | undefined {
  const read = readIn(word, returnMetaStatuses, metaStatusSynonyms, statuses)
  if (read === 'success') return isOperation(operation) ? successStatus[operation] : undefined
  return read
}

/** A return-metadata status a misspelled word may mean, for messages only. */
export function suggestMetaStatus(word: string): ReturnMetaStatus | undefined {
  return suggestIn(word, returnMetaStatuses)
}

/** The console-return status `word` reads as: the status itself or a documented synonym. */
export function nearestSubagentStatus(word: string, statuses?: TeamStatuses): SubagentStatus | undefined {
  const read = readIn(word, subagentStatuses, subagentStatusSynonyms, statuses)
  return read === 'success' ? 'completed' : read
}

/** A console-return status a misspelled word may mean, for messages only. */
export function suggestSubagentStatus(word: string): SubagentStatus | undefined {
  return suggestIn(word, subagentStatuses)
}

/** The objective status `word` reads as (`completed` → `done`, `pending` → `not_started`). */
export function nearestObjectiveStatus(word: string, statuses?: TeamStatuses): ObjectiveStatus | undefined {
  const read = readIn(word, objectiveStatuses, objectiveStatusSynonyms, statuses)
  return read === 'success' ? 'done' : read
}

/** An objective status a misspelled word may mean, for messages only. */
export function suggestObjectiveStatus(word: string): ObjectiveStatus | undefined {
  return suggestIn(word, objectiveStatuses)
}

/** The approach result the first word of `text` reads as (`Failed - scope too limited` → `failed`). */
export function nearestApproachResult(text: string, statuses?: TeamStatuses): ApproachResult | undefined {
  if (typeof text !== 'string') return undefined
  const whole = readIn(text, approachResults, approachResultSynonyms, statuses)
  if (whole !== undefined && whole !== 'success') return whole
  if (isNegated(text)) return undefined
  const head = /^[a-z]+/.exec(normalizeStatusWord(text))?.[0]
  const read = head === undefined ? undefined : readIn(head, approachResults, approachResultSynonyms, statuses)
  return read === 'success' ? undefined : read
}

/** An approach result a misspelled word may mean, for messages only. */
export function suggestApproachResult(text: string): ApproachResult | undefined {
  const head = typeof text === 'string' ? /^[a-z]+/.exec(normalizeStatusWord(text))?.[0] : undefined
  return head === undefined ? undefined : suggestIn(head, approachResults)
}

