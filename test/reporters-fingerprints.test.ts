/**
 * Result fingerprints (SARIF `partialFingerprints`, Code Quality
 * `fingerprint`): the recipe, and its cost on a file whose problems all sit
 * on one long line, as in a minified JSON file.
 */
import {describe, expect, it} from 'vitest'
import {lintText} from '../src/kinds/every.js'
import {resultFingerprints} from '../src/reporters/fingerprints.js'
import {codequality} from '../src/reporters/codequality.js'
import {toSarifLog} from '../src/reporters/sarif.js'
import type {FileResult} from '../src/reporters/types.js'
import {fingerprint, fingerprintOf, fingerprintStart, fingerprintUpdate} from '../src/util/fingerprint.js'

/** The recipe, written out: the hash of rule, file, trimmed line, message and occurrence, joined by NUL. */
function expected(file: FileResult): string[] {
  const lines = file.source.replace(/^\ufeff/, '').split(/\r\n|\r|\n/)
  const seen = new Map<string, number>()
  return file.diagnostics.map((diagnostic) => {
    const key = [diagnostic.ruleId, file.filePath.replaceAll('\\', '/'), (lines[diagnostic.line - 1] ?? '').trim(), diagnostic.message].join('\u0000')
    const occurrence = (seen.get(key) ?? 0) + 1
    seen.set(key, occurrence)
    return fingerprint(`${key}\u0000${occurrence}`)
  })
}

function result(filePath: string, source: string, kind: 'markdown' | 'meta'): FileResult {
  return {filePath, kind, source, diagnostics: lintText(source, {kind}).diagnostics}
}

describe('result fingerprints', () => {
  it('hash in parts as in one piece', () => {
    const whole = 'rule\u0000file\u0000a line\u0000message\u00001'
    expect(fingerprintOf(fingerprintUpdate(fingerprintUpdate(fingerprintStart, 'rule\u0000file\u0000'), 'a line\u0000message\u00001'))).toBe(fingerprint(whole))
  })

  it('follow the recipe, identical problems counted apart, on markdown and JSON', () => {
    const markdown = result('a\\b.md', '\ufeff## Status\nstate: MAYBE\nstate: MAYBE\n\n## Status\nstate: MAYBE\n', 'markdown')
    const json = result('m.json', '{"status": "done", "artifacts": [{}, {}, "x", {}]}', 'meta')
    for (const file of [markdown, json]) {
      expect(file.diagnostics.length).toBeGreaterThan(2)
      expect(resultFingerprints(file)).toEqual(expected(file))
    }
  })

  it('read a long line once, not once per problem on it', () => {
    // 4,900 empty artifacts beside a 1 MB string, all on one line: some 15,000 problems on a 1 MB line.
    const source = '{"status":"researched","summary":"x","pad":"' + 'x'.repeat(1_000_000) + '","artifacts":[' + Array(4900).fill('{}').join(',') + ']}'
    const file = result('one-line.return-meta.json', source, 'meta')
    expect(file.diagnostics.length).toBeGreaterThan(10_000)
    // Its time is in `npm run bench` (adversarial outputs); here, that every fingerprint is still the recipe's.
    const sarif = toSarifLog([file])
    const issues = JSON.parse(codequality([file], {color: false})) as Array<{fingerprint: string}>
    const fingerprints = issues.map((issue) => issue.fingerprint)
    expect(new Set(fingerprints).size).toBe(fingerprints.length)
    expect(sarif.runs[0]!.results!.map((entry) => entry.partialFingerprints?.['handback/v1'])).toEqual(fingerprints)
    expect(fingerprints.slice(0, 50)).toEqual(expected({...file, diagnostics: file.diagnostics.slice(0, 50)}))
  })
})
