/**
 * Outputs stay in proportion to the problems, not to the bytes of one value:
 * a checklist, a `state` value or a quoted span cannot make every diagnostic,
 * reason and reporter output as large as the input.
 */
import {describe, expect, it} from 'vitest'
import {boundedMessage} from '../src/engine/rule.js'
import {maxChecklistLines} from '../src/engine/input-rules.js'
import {lintText, parseReturn, review} from '../src/index.js'
import {complexityProblem, measureComplexity} from '../src/markdown/complexity.js'

const valid =
  '## Status\nstate: SUCCESS\nsummary: Added the parser.\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n'

describe('a todos checklist is bounded in lines', () => {
  it('lints a checklist of the most lines read', () => {
    const diagnostics = lintText('a\n'.repeat(maxChecklistLines - 1) + 'a', {kind: 'todos'}).diagnostics
    expect(diagnostics).toHaveLength(maxChecklistLines)
    expect(new Set(diagnostics.map((diagnostic) => diagnostic.ruleId))).toEqual(new Set(['todo-line-invalid']))
  })

  it('refuses one line more with one input-too-complex at that line', () => {
    const diagnostics = lintText('a\n'.repeat(maxChecklistLines) + 'a', {kind: 'todos'}).diagnostics
    expect(diagnostics.map((diagnostic) => [diagnostic.ruleId, diagnostic.line])).toEqual([['input-too-complex', maxChecklistLines + 1]])
  })

  it('says what a checklist is when a parent reviews one', () => {
    expect(review('- [ ] Write the guide.\n', {kind: 'todos'}).decision.reason).toContain('the text reads as a todos checklist, not a return')
  })
})

describe('a long value is quoted in part', () => {
  it('shortens each long quoted span of a long message, whole characters only', () => {
    const value = '😀'.repeat(400)
    const message = boundedMessage(`Unexpected \`${value}\`, expected \`SUCCESS\``)
    expect(message).toBe(`Unexpected \`${'😀'.repeat(40)}…\`, expected \`SUCCESS\``)
    expect(boundedMessage('short `message`')).toBe('short `message`')
  })

  it('cuts a long message without quotes at the bound', () => {
    const message = boundedMessage('x'.repeat(10_000))
    expect(message).toHaveLength(601)
    expect(message.endsWith('…')).toBe(true)
  })

  it('reads a state value longer than any state word as none, quoting it in part', () => {
    const text = valid.replace('state: SUCCESS', `state: ${'SUCCESS '.repeat(20_000)}`)
    const result = parseReturn(text)
    expect(result.report).toBeNull()
    const invalid = result.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'state-invalid')
    expect(invalid).toHaveLength(1)
    expect(invalid[0]!.message.length).toBeLessThanOrEqual(601)
    expect(invalid[0]!.message).not.toContain('did you mean')
    const decision = review(text).decision
    expect(decision.action).toBe('retry')
    expect(decision.reason.length).toBeLessThan(1000)
  })
})

describe('blanks inside ATX headings and thematic breaks', () => {
  // remark reads both in time linear in their length: they are bounded by maxBytes, not refused as too complex.
  it('reads a thematic break of many markers', () => {
    expect(complexityProblem('- '.repeat(500_000))).toBeUndefined()
    expect(measureComplexity('- '.repeat(500_000)).parseWork).toBe(0)
  })

  it('reads a heading of many words', () => {
    expect(complexityProblem('## ' + 'a '.repeat(500_000))).toBeUndefined()
    expect(measureComplexity('## ' + 'a '.repeat(500_000)).parseWork).toBe(0)
  })
})
