/** A fix that would leave the input unreadable (here: past `maxBytes`) is not applied, in markdown and in JSON. */
import {describe, expect, it} from 'vitest'
import {fixText} from '../src/index.js'

describe('fixes keep the input readable', () => {
  it('markdown: a heading fix that would cross maxBytes is left out', () => {
    const text = '# Status\nstate: SUCCESS\nsummary: Done.\n'
    expect(fixText(text, {kind: 'markdown', maxBytes: 1000}).output).toBe('## Status\nstate: SUCCESS\nsummary: Done.\n')
    const held = fixText(text, {kind: 'markdown', maxBytes: text.length})
    expect([held.changed, held.output]).toEqual([false, text])
    expect(held.diagnostics.map((diagnostic) => diagnostic.ruleId)).toContain('section-heading-style')
  })

  it('JSON: wrapping a bare-string artifact that would cross maxBytes is left out', () => {
    const text = '{"status": "implemented", "summary": "s", "artifacts": ["src/a.ts"], "metadata": {"session_id": "s", "agent_type": "a", "delegation_depth": 1, "delegation_path": ["a"]}}\n'
    expect(fixText(text, {kind: 'meta', maxBytes: 10_000}).changed).toBe(true)
    const held = fixText(text, {kind: 'meta', maxBytes: text.length})
    expect([held.changed, held.output]).toEqual([false, text])
    expect(held.diagnostics.map((diagnostic) => diagnostic.ruleId)).toContain('artifact-bare-string')
  })
})
