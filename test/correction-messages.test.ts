/**
 * The correction decides on what a diagnostic is by its message id, never by
 * its text: a problem about something absent quotes no line of the child's,
 * any other quotes the line it is on; and no message names a line the child
 * cannot see.
 */
import {describe, expect, it} from 'vitest'
import type {Diagnostic} from '../src/engine/diagnostic.js'
import {correctionFor, lintText} from '../src/index.js'
import {allRules} from '../src/kinds/rules.js'
import {reporters} from '../src/reporters/index.js'
import {fileResultOf} from '../src/reporters/inputs.js'
import {returnWith} from './support/rule-tester.js'

const source = returnWith({status: '## Status\nstate: WORKING\nsummary: Done.\n'})

function diagnostic(fields: Partial<Diagnostic>): Diagnostic {
  return {ruleId: 'state-invalid', source: 'handback', severity: 'error', message: 'Unexpected state `WORKING`', line: 2, column: 8, ...fields}
}

describe('the correction reads message ids', () => {
  it('quotes the line of a problem found there, whatever its text says', () => {
    const text = correctionFor({kind: 'markdown', source, diagnostics: [diagnostic({messageId: 'unknown', message: 'Missing words that sound like an absence'})]})
    expect(text).toContain('- "Missing words that sound like an absence" — at your text "state: WORKING"')
  })

  it('quotes no line for something absent, whatever its text says', () => {
    const text = correctionFor({kind: 'markdown', source, diagnostics: [diagnostic({ruleId: 'key-missing', messageId: 'missing', message: 'Unexpected words that sound like a finding'})]})
    expect(text).toContain('- "Unexpected words that sound like a finding"\n')
    expect(text).not.toContain('— at')
  })

  it('a message id says an absence (`missing…`) exactly when its text does, in every rule', () => {
    const disagreeing = allRules.flatMap((rule) =>
      Object.entries(rule.messages)
        .filter(([id, text]) => id.startsWith('missing') !== /^(?:Missing|Unexpected missing)\b/.test(text))
        .map(([id]) => `${rule.id}: ${id}`)
    )
    expect(disagreeing).toEqual([])
  })

  it('no message names a line: a related place is the diagnostic’s cause', () => {
    const naming = allRules.flatMap((rule) => Object.entries(rule.messages).filter(([, text]) => /\bline \{\{|\blines? \d/.test(text)).map(([id]) => `${rule.id}: ${id}`))
    expect(naming).toEqual([])
    const duplicate = lintText('## Status\nstate: SUCCESS\nstate: ERROR\nsummary: Done.\n', {kind: 'markdown'}).diagnostics.find((found) => found.ruleId === 'key-duplicate')!
    expect(duplicate.message).not.toMatch(/line/)
    expect(duplicate.cause).toMatchObject({line: 2})
  })
})

describe('message ids in outputs', () => {
  const linted = lintText(source, {kind: 'markdown'})
  const result = {filePath: 'a.md', kind: 'markdown' as const, source, diagnostics: linted.diagnostics}

  it('the json format keeps each message id and its data beside the text', () => {
    const [printed] = JSON.parse(reporters['json']!([result], {color: false})) as Array<{messages: Array<Record<string, unknown>>}>
    expect(printed!.messages).toContainEqual(expect.objectContaining({ruleId: 'state-invalid', messageId: 'unknown', data: expect.objectContaining({state: 'WORKING'}), line: 2, column: 8}))
  })

  it('a result read back from JSON keeps them', () => {
    const read = fileResultOf(JSON.parse(JSON.stringify(result)))!
    expect(read.diagnostics.find((found) => found.ruleId === 'state-invalid')).toMatchObject({messageId: 'unknown', data: {state: 'WORKING'}})
  })
})
