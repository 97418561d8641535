/**
 * `fixReturn` on mutated fixture returns and markdown-shaped noise: it never
 * throws, keeps the report exactly as it was, answers with diagnostics of its
 * output, and a fixed text needs no second fix.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {fixReturn, parseReturn} from '../src/index.js'
import {diagnosticProblems, markdownNoise, mutatedReturn, runs, timeout} from './property-arbitraries.js'

/** Inputs whose fixes the meaning guard refused: each is a fix that would have changed the report. */
const refused: string[] = []
let attempts = 0

/** A report as a fix must keep it: every value, and the signals read, though the lines they name move when lines are joined or split. */
function meaning(text: string): string {
  const report = parseReturn(text).report
  return JSON.stringify(report?.signals ? {...report, signals: report.signals.map(({signal, text: words}) => ({signal, text: words}))} : report)
}

function fixesSafely(input: string): void {
  attempts++
  const before = meaning(input)
  const fixed = fixReturn(input)
  const problems = fixed.diagnostics.flatMap((diagnostic) =>
    diagnostic.ruleId === 'internal-error' ? [`internal error: ${diagnostic.message}`] : diagnosticProblems(diagnostic, fixed.output)
  )
  expect(problems).toEqual([])
  expect(fixed.changed).toBe(fixed.output !== input)
  if (!fixed.meaningPreserved) {
    // Refused: the text comes back as it was.
    expect(fixed.output).toBe(input)
    refused.push(input)
    return
  }

  if (!fixed.changed) return
  expect(meaning(fixed.output)).toBe(before)
  // A fixed text is a fixed point.
  expect(fixReturn(fixed.output).output).toBe(fixed.output)
}

describe('fixReturn', () => {
  it('keeps the report of mutated fixture returns, and its output needs no second fix', {timeout: timeout(120_000)}, () => {
    fc.assert(fc.property(mutatedReturn, fixesSafely), {numRuns: runs(1000)})
  })

  it('keeps the report of markdown-shaped noise', {timeout: timeout(60_000)}, () => {
    fc.assert(fc.property(markdownNoise, fixesSafely), {numRuns: runs(600)})
  })

  it('seldom needs its meaning guard: fixes that would change the report are rare', () => {
    // Each refusal is a fixer bug the guard caught; the known ones involve empty list items and
    // lines that CommonMark reads as lazy continuations. A rise here means a new fixer bug.
    expect(refused.length / attempts, refused.slice(0, 3).map((input) => JSON.stringify(input)).join('\n')).toBeLessThan(0.01)
  })
})
