/**
 * Every example of every signal, executed from the generated grammar page
 * (grammar/signals.md), as remark-lint executes its rules' examples: a
 * `signal-fires=ID` return makes the signal fire and is not accepted; a
 * `signal-quiet=ID` return leaves it quiet. The page is checked against the
 * code in test/lint-docs.test.ts (`npm run docs`).
 */
import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {parseReturn, review} from '../src/index.js'
import {signals, stateSignals} from '../src/signals/index.js'
import {stateSignalIds} from '../src/markdown/state-disagreement.js'

const page = readFileSync(new URL('../grammar/signals.md', import.meta.url), 'utf8')

interface Example {
  outcome: 'fires' | 'quiet'
  id: string
  text: string
}

function examplesOf(markdown: string): Example[] {
  const examples: Example[] = []
  for (const match of markdown.matchAll(/^````markdown signal-(fires|quiet)=([a-z-]+)\n([\s\S]*?)^````$/gm)) {
    examples.push({outcome: match[1] as Example['outcome'], id: match[2]!, text: match[3]!})
  }

  return examples
}

const examples = examplesOf(page)

describe('the examples of grammar/signals.md', () => {
  it('cover every signal, firing and quiet', () => {
    for (const signal of [...signals, ...stateSignals]) {
      expect(examples.filter((example) => example.id === signal.id && example.outcome === 'fires').length, signal.id).toBeGreaterThan(0)
      expect(examples.filter((example) => example.id === signal.id && example.outcome === 'quiet').length, signal.id).toBeGreaterThan(0)
    }
  })

  it('name every signal of another state the reading reports, and no other', () => {
    expect(stateSignals.map((signal) => signal.id).sort()).toEqual([...stateSignalIds].sort())
  })

  for (const [index, example] of examples.entries()) {
    it(`${example.id} ${example.outcome} (${index + 1})`, () => {
      const parsed = parseReturn(example.text)
      const fired = parsed.diagnostics.filter((diagnostic) => diagnostic.signal === example.id)
      const ofState = (stateSignalIds as readonly string[]).includes(example.id)
      if (example.outcome === 'fires') {
        expect(fired.length, example.text).toBe(1)
        expect(fired[0]!.ruleId).toBe(ofState ? 'state-invalid' : 'outcome-contradicted')
        expect(fired[0]!.severity).toBe('error')
        // The cause points at the words that said it, on their line; the message quotes them and names the signal.
        const cause = fired[0]!.cause!
        expect(example.text.split('\n')[cause.line - 1]!.length).toBeGreaterThan(0)
        if (ofState) {
          expect(fired[0]!.messageId).toMatch(/^(underHeading|besideLine|elsewhere|overSummary)$/)
          // The report keeps the state as written: the signal, not extraction, says the other one.
          expect(parsed.report?.status.state).toBe('SUCCESS')
        } else {
          expect(fired[0]).toMatchObject({messageId: 'contradicted', data: {signal: example.id}})
          expect(fired[0]!.message).toContain(` says ${fired[0]!.data!['words']} (signal \`${example.id}\`)`)
        }
        expect(review(example.text).decision.action).not.toBe('accept')
      } else {
        expect(fired, example.text).toEqual([])
        expect(review(example.text).decision.action, example.text).toBe('accept')
      }
    })
  }
})

describe('a signal in the settings', () => {
  const failing = examples.find((example) => example.id === 'evidence-tests-failed' && example.outcome === 'fires')!.text

  it('is set off or its severity changed by its id, as a rule is', () => {
    expect(parseReturn(failing, {rules: {'evidence-tests-failed': 'off'}}).diagnostics.filter((diagnostic) => diagnostic.signal !== undefined)).toEqual([])
    const warned = parseReturn(failing, {rules: {'evidence-tests-failed': 'warn'}}).diagnostics.find((diagnostic) => diagnostic.signal === 'evidence-tests-failed')
    expect(warned?.severity).toBe('warning')
  })

  it('is always weighed by review, whatever the text says of its own checks', () => {
    const silenced = `<!-- handback-disable outcome-contradicted evidence-tests-failed -->\n${failing}`
    expect(review(silenced).decision.action).not.toBe('accept')
  })

  it('reads a team’s own signature beside the built-in ones', () => {
    const text = failing.replace('38 passed, 3 failed', 'SUITE RED: checkout')
    expect(parseReturn(text).diagnostics.some((diagnostic) => diagnostic.signal !== undefined)).toBe(false)
    const custom = parseReturn(text, {signatures: [{id: 'suite-red', kind: 'tests', pattern: 'SUITE RED'}]})
    expect(custom.diagnostics.find((diagnostic) => diagnostic.signal === 'evidence-tests-failed')?.cause?.line).toBe(9)
  })

  it('answers a signature that is not well formed with config-invalid, never a throw', () => {
    const bad = parseReturn(failing, {signatures: [{id: 'x', kind: 'tests', pattern: '('}, {id: 'y', kind: 'nope', pattern: 'a'}] as never})
    expect(bad.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'config-invalid').map((diagnostic) => diagnostic.message)).toEqual([
      'Unexpected pattern of signature `x`: it is not a valid regular expression',
      'Unexpected kind `nope` of signature `y`, expected one of `tests`, `compiler`, `exit`, `http`, `fail-line`, `workaround`'
    ])
  })
})

describe('evidence as shown', () => {
  it('keeps the output under a bullet and a table on its own in report.evidence', () => {
    const text = examples.find((example) => example.id === 'evidence-compiler-error' && example.outcome === 'fires')!.text
    const {report} = parseReturn(text.replace('state: SUCCESS', 'state: ERROR\nretry_recommended: no').replace('retry_recommended: no\nretry_recommended: no', 'retry_recommended: no'))
    expect(report?.evidence[0]).toEqual({
      text: '`npm run build`:',
      output: "src/parser.ts(3,5): error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'."
    })
    const table = parseReturn('## Status\nstate: SUCCESS\nsummary: Ran the checks.\n\n## Evidence\n- `npm test` — 3 passed\n\n| check | result |\n|---|---|\n| lint | ok |\n| e2e | ok |\n')
    expect(table.report?.evidence).toEqual([
      {text: '`npm test` — 3 passed', path: 'npm test', description: '3 passed'},
      {text: '| check | result |\n|---|---|\n| lint | ok |\n| e2e | ok |', table: [['check', 'result'], ['lint', 'ok'], ['e2e', 'ok']]}
    ])
    expect(table.positions.get('/evidence/1')).toEqual({line: 8, column: 1, endLine: 11, endColumn: 13})
  })
})
