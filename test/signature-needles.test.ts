/**
 * The needles of the signatures (src/vocabulary/needles.json): every match of
 * a signature holds one of them, in lower case, so a line holding none is
 * passed over without running the kind's screen.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {signatureNeedles as deriveNeedles} from '../scripts/signature-needles.js'
import {compileSignature} from '../src/signals/index.js'
import {signatureNeedleKey, signatureNeedles, signatures, type Signature} from '../src/vocabulary/index.js'
import {deep} from './support/depth.js'

/** A line as the screen compares it with the needles. */
function lower(text: string): string {
  return text.toLowerCase().replaceAll('\u017f', 's')
}

function holdsNeedle(signature: Signature, line: string): boolean {
  const needles = signatureNeedles(signature)
  return needles === null || needles.some((needle) => lower(line).includes(needle))
}

describe('signature needles', () => {
  it('are found in the expression’s certain literals', () => {
    const of = (pattern: string, flags = ''): string[] | null => deriveNeedles({pattern, flags})
    expect(of('\\berror TS\\d{1,5}\\b')).toEqual(['error ts'])
    // Either side of an alternation: one of each side's (the longest run of each); one holding another is left out.
    expect(of('Tests:\\s+\\d+ failed|^FAILED\\s')).toEqual(['failed'])
    expect(of('Tests:\\s+\\d+ passed|^FAIL\\s')).toEqual([' passed', 'fail'])
    // A side with no certain literal leaves the whole without needles.
    expect(of('\\d+ failed|^\\s*\\d+$')).toBeNull()
    // What may be absent (an optional group, a run of none) is no needle; a run of one or more is.
    expect(of('(?:fatal )?error: \\S')).toEqual(['error: '])
    expect(of('(?:panicked)*\\d')).toBeNull()
    expect(of('(?:Traceback)+ \\d')).toEqual(['traceback'])
    // Lookarounds, classes and word edges hold no certain literal; the best run of what is left is taken.
    expect(of('(?<!no )\\bexit code [1-9]')).toEqual(['exit code '])
    // A needle too short to screen by is none.
    expect(of('^ok\\d')).toBeNull()
  })

  it('are held by every example each signature matches', () => {
    let checked = 0
    for (const signature of signatures) {
      if (signatureNeedles(signature) === null) continue
      for (const example of signature.matches) {
        expect(holdsNeedle(signature, example), `${signature.id}: ${example}`).toBe(true)
        checked++
      }
    }

    expect(checked).toBeGreaterThan(200)
  })

  it('are held by every line of the labelled returns a signature matches', () => {
    // `npm test` reads every fourth return; the deep suite reads them all.
    const folder = join(import.meta.dirname, '../fixtures/labelled')
    const names = readdirSync(folder, {recursive: true, encoding: 'utf8'})
      .filter((name) => name.endsWith('.md'))
      .sort()
      .filter((_, index) => deep || index % 4 === 0)
    const lines = names.flatMap((name) => readFileSync(join(folder, name), 'utf8').split('\n'))
    let matched = 0
    for (const signature of signatures) {
      const pattern = compileSignature(signature)
      if (!pattern || signatureNeedles(signature) === null) continue
      for (const line of lines) {
        if (!pattern.test(line)) continue
        matched++
        expect(holdsNeedle(signature, line), `${signature.id}: ${line}`).toBe(true)
      }
    }

    expect(matched).toBeGreaterThan(100)
  })

  it('are kept for most signatures, and never for an expression changed since they were found', () => {
    const kept = signatures.filter((signature) => signatureNeedles(signature) !== null)
    expect(kept.length).toBeGreaterThan(signatures.length * 0.75)
    const changed = {...kept[0]!, pattern: `${kept[0]!.pattern}|anything`}
    expect(signatureNeedleKey(changed)).not.toBe(signatureNeedleKey(kept[0]!))
    expect(signatureNeedles(changed)).toBeNull()
  })
})
