/** A return cut short, and inline lists whose commas belong to a remark. */
import {describe, expect, it} from 'vitest'
import {parseReturn, review} from '../src/index.js'

const head = '## Status\nstate: SUCCESS\nsummary: Added the parser.\n\n## Deliverables\n- src/parser.ts — the parser\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\n'

describe('a text ending on a list key without items', () => {
  it('is an error where the text ends, and never accepted', () => {
    for (const tail of ['files_created:\n- src/parser.ts\nfiles_modified:', 'files_created:\n- src/parser.ts\nfiles_modified:\n\n\n', 'files_created:']) {
      const text = head + tail
      const errors = parseReturn(text).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'value-empty')
      expect(errors.map((diagnostic) => diagnostic.message), tail).toEqual([expect.stringContaining('the return may be cut short')])
      expect(review(text).decision.action, tail).not.toBe('accept')
    }
  })

  it('is a list-style warning when more follows it', () => {
    const text = `${head}files_created:\nfiles_modified:\n- src/parser.ts\n`
    expect(parseReturn(text).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'value-empty')).toEqual([])
    expect(parseReturn(text).diagnostics.some((diagnostic) => diagnostic.ruleId === 'list-style')).toBe(true)
  })
})

describe('an inline list with commas inside parentheses', () => {
  it('reads each parenthesized remark as part of its item', () => {
    const text = `${head}files_created: src/parser.ts, src/lexer.ts (split out of the parser, ~200 lines)\nfiles_modified:\n- (none)\n`
    const result = parseReturn(text)
    expect(result.report?.attestation.files_created).toEqual(['src/parser.ts', 'src/lexer.ts (split out of the parser, ~200 lines)'])
    expect(result.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'path-not-repo-relative')).toEqual([])
  })
})
