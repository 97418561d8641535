import {canonicalSectionTitles, sectionKinds} from '../../markdown/model.js'
import {attestationSource, firstSection} from '../../markdown/extract.js'
import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'section-missing',
  severity: 'error',
  fixable: false,
  description: 'A required section (`## Status`, `## Deliverables`, `## Evidence`, `## Runtime Attestation`) is missing.',
  rationale: 'The parent reads each section by its heading; without `## Status` there is no return at all and the report is `null`.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  right:
    '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n',
  check({model, extracted, report}) {
    const status = firstSection(model, 'status')
    const anchor = status?.headingPlace ?? {line: 1, column: 1, endLine: 1, endColumn: 1}
    // Without any section there is no return at all: one error says so, not four.
    const noReturn = !model.sections.some((section) => section.kind !== undefined)
    for (const kind of noReturn ? (['status'] as const) : sectionKinds) {
      const present = kind === 'attestation' ? attestationSource(model) : firstSection(model, kind)
      if (present) continue
      const heading = `## ${canonicalSectionTitles[kind]}`
      report({
        message:
          kind === 'status'
            ? 'Unexpected text without a `## Status` section, expected a return (no report can be read)'
            : `Missing section \`${heading}\``,
        place: anchor,
        expected: [heading],
        ...(kind === 'status' && extracted === null ? {note: 'Every return starts with `## Status` holding `state:` and `summary:`.'} : {})
      })
    }
  }
})
