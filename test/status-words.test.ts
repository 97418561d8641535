import {readFileSync, writeFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {updating} from './support/golden.js'
import {
  approachResultSynonyms,
  isNegated,
  markdownStateSynonyms,
  metaStatusStates,
  metaStatusSynonyms,
  nearestApproachResult,
  nearestMetaStatus,
  nearestObjectiveStatus,
  nearestSubagentStatus,
  objectiveStatusSynonyms,
  readStateWord,
  subagentStatusSynonyms,
  successStatus,
  suggestMetaStatus,
  inferOperation
} from '../src/json/status.js'
import {stateOfMetaStatus} from '../src/convert/status.js'
import {fixJson, lintJson} from '../src/index.js'
import {resolveConfig} from '../src/config/resolve.js'

const negated = ['not implemented', 'unimplemented', 'incomplete', 'uncompleted', 'not_done', 'no commit', 'unsynced', 'never planned', "wasn't done", 'non-completed', 'not researched', 'unplanned', 'not completed', 'NOT DONE']
const unknown = ['banana', 'implemented_maybe', 'ready', 'assembled']

describe('status words', () => {
  it.each(negated)('reads the negated word %j as no status of any kind', (word) => {
    expect(isNegated(word)).toBe(true)
    expect(nearestMetaStatus(word, 'implement')).toBeUndefined()
    expect(nearestSubagentStatus(word)).toBeUndefined()
    expect(nearestObjectiveStatus(word)).toBeUndefined()
    expect(nearestApproachResult(word)).toBeUndefined()
    expect(readStateWord(word)).toBeUndefined()
    expect(suggestMetaStatus(word)).toBeUndefined()
    expect(stateOfMetaStatus(word)).toBe('ERROR')
  })

  it.each(unknown)('leaves the unknown word %j unknown', (word) => {
    expect(nearestMetaStatus(word, 'implement')).toBeUndefined()
    expect(nearestSubagentStatus(word)).toBeUndefined()
    expect(nearestObjectiveStatus(word)).toBeUndefined()
    expect(readStateWord(word)).toBeUndefined()
  })

  it.each([
    ['completed', 'implement', 'implemented'],
    ['Completed', 'research', 'researched'],
    ['done', 'plan', 'planned'],
    ['research_complete', undefined, 'researched'],
    ['implementation-complete', undefined, 'implemented'],
    ['implementing', undefined, 'in_progress'],
    ['Partially complete', undefined, 'partial'],
    ['FAILED', undefined, 'failed'],
    ['Blocked', undefined, 'blocked'],
    ['completed', undefined, undefined]
  ] as const)('reads the return-metadata status %j (operation %s) as %s', (word, operation, expected) => {
    expect(nearestMetaStatus(word, operation)).toBe(expected)
  })

  it('reads console, objective and approach words whole', () => {
    expect(nearestSubagentStatus('implemented')).toBe('completed')
    expect(nearestSubagentStatus('DONE')).toBe('completed')
    expect(nearestSubagentStatus('in progress')).toBe('partial')
    expect(nearestObjectiveStatus('completed')).toBe('done')
    expect(nearestObjectiveStatus('not started')).toBe('not_started')
    expect(nearestObjectiveStatus('pending')).toBe('not_started')
    expect(nearestApproachResult('Failed - scope too limited')).toBe('failed')
    expect(nearestApproachResult('Partially: half the lemmas')).toBe('partial')
    expect(readStateWord('COMPLETE')).toEqual({state: 'SUCCESS', canonical: false})
    expect(readStateWord('SUCCESS')).toEqual({state: 'SUCCESS', canonical: true})
    expect(readStateWord('partially complete')).toEqual({state: 'PARTIAL', canonical: false})
  })

  it('suggests a misspelling in messages only, never reading it', () => {
    expect(suggestMetaStatus('implmented')).toBe('implemented')
    expect(nearestMetaStatus('implmented', 'implement')).toBeUndefined()
  })

  it('reads every word of every synonym table (src/vocabulary/statuses.json and the English state words) as its status', () => {
    for (const [word, status] of Object.entries(metaStatusSynonyms)) expect(nearestMetaStatus(word, 'implement'), word).toBe(status === 'success' ? 'implemented' : status)
    for (const [word, status] of Object.entries(subagentStatusSynonyms)) expect(nearestSubagentStatus(word), word).toBe(status)
    for (const [word, status] of Object.entries(objectiveStatusSynonyms)) expect(nearestObjectiveStatus(word), word).toBe(status)
    for (const [word, result] of Object.entries(approachResultSynonyms)) expect(nearestApproachResult(word), word).toBe(result)
    for (const [word, state] of Object.entries(markdownStateSynonyms)) expect(readStateWord(word)?.state, word).toBe(state)
  })

  it('names the operation of a return by the words of its identity', () => {
    expect(inferOperation({metadata: {agent_type: 'implementation-agent'}})).toBe('implement')
    expect(inferOperation({metadata: {delegation_path: ['orchestrator', 'planner']}})).toBe('plan')
    expect(inferOperation({agent_type: 'researching-bot'})).toBe('research')
    expect(inferOperation({agent_type: 'implementations'})).toBeUndefined()
  })

  it('holds no negated word in any synonym table', () => {
    const tables = [metaStatusSynonyms, subagentStatusSynonyms, objectiveStatusSynonyms, approachResultSynonyms, markdownStateSynonyms]
    const words = tables.flatMap((table) => Object.keys(table))
    expect(words.filter((word) => isNegated(word))).toEqual([])
  })

  it('maps each success status to its operation and to SUCCESS, from one table', () => {
    for (const [operation, status] of Object.entries(successStatus)) {
      expect(metaStatusStates[status]).toBe('SUCCESS')
      expect(nearestMetaStatus('done', operation as keyof typeof successStatus)).toBe(status)
    }
  })

  it('reads a team word as what it maps to, and never a negated one', () => {
    const statuses = {needs_research: 'blocked', 'not done': 'implemented', shipped: 'success'}
    expect(nearestMetaStatus('needs_research', undefined, statuses)).toBe('blocked')
    expect(nearestSubagentStatus('needs_research', statuses)).toBe('blocked')
    expect(nearestMetaStatus('shipped', 'commit', statuses)).toBe('committed')
    expect(nearestMetaStatus('not done', 'implement', statuses)).toBeUndefined()
    const file = JSON.stringify({status: 'needs_research', summary: 's', artifacts: [], metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['o']}})
    const ids = (options: object) => lintJson('meta', file, options).map((diagnostic) => diagnostic.ruleId)
    expect(ids({})).toContain('status-invalid')
    expect(ids({statuses})).not.toContain('status-invalid')
  })

  it('takes a team\'s words from the configuration', () => {
    expect(resolveConfig({statuses: {needs_research: 'blocked'}})).toEqual({ok: true, config: {statuses: {needs_research: 'blocked'}}, settings: {statuses: {needs_research: 'blocked'}}})
    expect(resolveConfig({statuses: {needs_research: 3}}).ok).toBe(false)
  })

  it.each([
    ['meta', '{"status": "uncompleted", "artifacts": []}', {operation: 'implement', rewriteStatus: true}],
    ['meta', '{"status": "not implemented", "artifacts": []}', {operation: 'implement', rewriteStatus: true}],
    ['meta', '{"status": "implmented", "artifacts": []}', {operation: 'implement', rewriteStatus: true}],
    ['subagent', '{"status": "uncompleted", "summary": "s", "artifacts": []}', {rewriteStatus: true}],
    ['subagent', '{"status": "not done", "summary": "s", "artifacts": []}', {rewriteStatus: true, operation: 'commit'}]
  ] as const)('never fixes the %s status in %s into another status', (kind, text, options) => {
    const fixed = fixJson(kind, text, options).output
    expect(JSON.parse(fixed).status).toBe(JSON.parse(text).status)
  })

  it('fixes a documented synonym into the status of the same meaning', () => {
    expect(JSON.parse(fixJson('meta', '{"status": "implementation_complete", "artifacts": []}', {operation: 'implement'}).output).status).toBe('implemented')
    expect(JSON.parse(fixJson('subagent', '{"status": "done", "summary": "s", "artifacts": []}', {rewriteStatus: true}).output).status).toBe('completed')
  })
})

function table(rows: ReadonlyArray<readonly [string, string]>, head: readonly [string, string]): string {
  const grouped = new Map<string, string[]>()
  for (const [word, meaning] of rows) grouped.set(meaning, [...(grouped.get(meaning) ?? []), word])
  return [`| ${head[0]} | ${head[1]} |`, '| --- | --- |', ...[...grouped].map(([meaning, words]) => `| \`${meaning}\` | ${words.map((word) => `\`${word}\``).join(', ')} |`)].join('\n')
}

/** The tables of grammar/statuses.md, as the code holds them. */
function generated(): string {
  return [
    '### Operation ↔ success status ↔ state',
    '',
    '| operation | status | state |',
    '| --- | --- | --- |',
    ...Object.entries(successStatus).map(([operation, status]) => `| \`${operation}\` | \`${status}\` | \`${metaStatusStates[status]}\` |`),
    '',
    '| status | state |',
    '| --- | --- |',
    ...Object.entries(metaStatusStates).map(([status, state]) => `| \`${status}\` | \`${state}\` |`),
    '',
    '### Return-metadata statuses (`.return-meta.json`)',
    '',
    '`success` stands for the operation’s success status; without a known operation it reads as nothing.',
    '',
    table(Object.entries(metaStatusSynonyms), ['reads as', 'synonyms']),
    '',
    '### Console statuses (subagent return)',
    '',
    table(Object.entries(subagentStatusSynonyms), ['reads as', 'synonyms']),
    '',
    '### Progress objective statuses',
    '',
    table(Object.entries(objectiveStatusSynonyms), ['reads as', 'synonyms']),
    '',
    '### Progress approach results (first word of the text)',
    '',
    table(Object.entries(approachResultSynonyms), ['reads as', 'synonyms']),
    '',
    '### Markdown `state`',
    '',
    table(Object.entries(markdownStateSynonyms), ['reads as', 'synonyms'])
  ].join('\n')
}

describe('grammar/statuses.md', () => {
  it('holds the tables the code reads', () => {
    const path = new URL('../grammar/statuses.md', import.meta.url)
    const document = readFileSync(path, 'utf8')
    const start = '<!-- tables:start (generated by test/status-words.test.ts, UPDATE=1) -->\n'
    const end = '\n<!-- tables:end -->'
    const before = document.slice(0, document.indexOf(start) + start.length)
    const after = document.slice(document.indexOf(end))
    expect(document.includes(start) && document.includes(end)).toBe(true)
    if (updating) writeFileSync(path, before + generated() + after)
    expect(document.slice(before.length, document.indexOf(end))).toBe(generated())
  })
})
