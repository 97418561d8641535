import {canonicalSectionTitles, sectionKinds} from '../../markdown/model.js'
import {attestationSource, firstSection} from '../../markdown/sections.js'
import {markdownRule} from '../../markdown/context.js'
import type {Place} from '../../engine/diagnostic.js'
import type {ReturnModel} from '../../markdown/model.js'
import {collectBlocks} from '../../markdown/tree.js'
import {alternation, wordsOf} from '../../vocabulary/index.js'

/** The names of an outcome that name its status (`status`, `overall status`, `final status`): the vocabulary's `outcomeName` phrases ending in `status`. */
const statusNames = alternation(wordsOf('outcomeName').filter((name) => /(?:^|\s)status$/.test(name)))

/** `Status: COMPLETE`, `- **Status:** ✅ DONE`, `**Final status**: failed`: a line claiming a status, outside code. */
const claimLine = new RegExp(`^[ \\t]{0,3}(?:[-*+][ \\t]+)?(?:\\*\\*|__)?(?:${statusNames})(?:\\*\\*|__)?[ \\t]*[:\\u2014\\u2013-](?:\\*\\*|__)?[ \\t]*\\S`, 'i')

/** The expressions this module builds from the vocabulary, for the backtracking check of the tests. */
export const vocabularyExpressions: readonly RegExp[] = [claimLine]

/** `Done. ## Status`: a Status heading behind text on its line, which makes it no heading. */
const buriedHeading = /^[ \t]*[^#\s][^#]*#{1,6}[ \t]+status\b/i

function statusClaim(model: ReturnModel): {text: string; place: Place} | undefined {
  const opaque = new Set<number>()
  for (const node of collectBlocks(model.tree).code) {
    for (let line = node.position?.start.line ?? 0; line <= (node.position?.end.line ?? 0); line++) opaque.add(line)
  }

  for (let index = 0; index < model.lines.length; index++) {
    const text = model.lines[index]!
    if (opaque.has(index + 1) || !(claimLine.test(text) || buriedHeading.test(text))) continue
    const start = text.length - text.trimStart().length
    const end = text.trimEnd().length
    return {text: text.slice(start, Math.min(end, start + 120)), place: {line: index + 1, column: start + 1, endLine: index + 1, endColumn: end + 1}}
  }

  return undefined
}

export default markdownRule({
  id: 'section-missing',
  severity: 'error',
  fixable: false,
  description: 'A required section (`## Status`, `## Deliverables`, `## Evidence`, `## Runtime Attestation`) is missing.',
  rationale: 'The parent reads each section by its heading; without `## Status` there is no return at all and the report is `null`.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  right:
    '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n',
  messages: {
    missing: 'Missing section `{{heading}}`',
    statusClaim: 'Unexpected status line `{{text}}` {{where}}, expected a `## Status` section with `state:` (no report can be read)',
    noStatus: 'Unexpected text without a `## Status` section, expected a return (no report can be read)'
  },
  check({model, extracted, report}) {
    const status = firstSection(model, 'status')
    // Without any section there is no return at all: one error says so, not four.
    const noReturn = !model.sections.some((section) => section.kind !== undefined)
    // A free-form report's `**Status:** ✅ COMPLETE` is a claim, not a contract: the error points at it.
    const claim = status ? undefined : statusClaim(model)
    const anchor = status?.headingPlace ?? (noReturn ? claim?.place : undefined) ?? {line: 1, column: 1, endLine: 1, endColumn: 1}
    for (const kind of noReturn ? (['status'] as const) : sectionKinds) {
      const present = kind === 'attestation' ? attestationSource(model) : firstSection(model, kind)
      if (present) continue
      const heading = `## ${canonicalSectionTitles[kind]}`
      report({
        ...(kind !== 'status'
          ? {messageId: 'missing', data: {heading}}
          : claim
            ? {messageId: 'statusClaim', data: {text: claim.text, where: noReturn ? 'in free-form text' : 'outside a Status section'}}
            : {messageId: 'noStatus'}),
        place: kind === 'status' ? (claim?.place ?? anchor) : anchor,
        expected: [heading],
        ...(kind === 'status' && extracted === null ? {note: 'Every return starts with `## Status` holding `state:` and `summary:`.'} : {})
      })
    }
  }
})
