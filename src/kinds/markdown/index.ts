/** The markdown return: `## Status`, `## Deliverables`, `## Evidence`, `## Runtime Attestation`. */
import type {Diagnostic} from '../../engine/diagnostic.js'
import {fixReturn} from '../../pipeline/fix-return.js'
import {diagnoseReturn, parseReturn, readReturn, type ReturnReading} from '../../pipeline/parse-return.js'
import type {Kind} from '../../postflight/kind.js'
import {markdownRewrite, restate} from '../../postflight/markdown-rewrite.js'
import {markdownRules} from '../../rules/markdown/index.js'
import type {ReturnReport} from '../../schema/report.js'

/**
 * What the rewrite of a markdown return starts from: the report, or, when
 * its `state` is not valid, the rest of it as read (state empty), so the
 * child sees its own summary, deliverables and attestation kept.
 */
function rewriteBasis(reading: ReturnReading): ReturnReport | null {
  return reading.ok ? reading.context.extracted : null
}

/**
 * The rewrite; none for a text that was not read (too large, too complex): a rewrite from
 * nothing would ask again for what the child wrote, so the problems alone are the correction.
 */
function rewrite(source: string, reading: ReturnReading, diagnostics: readonly Diagnostic[], room: number): string | null | undefined {
  if (!reading.ok) return undefined
  return markdownRewrite(restate(source, rewriteBasis(reading), diagnostics), room) ?? null
}

export const kind: Kind = {
  name: 'markdown',
  rules: markdownRules,
  lint(text, options) {
    const {diagnostics, suppressed} = parseReturn(text, options)
    return {diagnostics, suppressed}
  },
  fix: fixReturn,
  read(text, options) {
    // Read once: the rules, the packet and transcript checks and the correction's rewrite all start from this reading.
    const reading = readReturn(text, options.maxBytes)
    const parsed = diagnoseReturn(reading, options)
    const source = typeof text === 'string' ? text : ''
    return {diagnostics: parsed.diagnostics, report: parsed.report, parsed, rewrite: (diagnostics, room) => rewrite(source, reading, diagnostics, room)}
  },
  correction: {
    subject: 'Your return does not follow the return format yet',
    rewrite: (source, diagnostics, room) => rewrite(source, readReturn(source, undefined), diagnostics, room)
  }
}
