import {jsonRule} from '../../json/context.js'
import {isObject} from '../../json/document.js'
import {artifactVocabulary} from '../../json/returns.js'
import {nearest as nearestWord} from '../../util/suggest.js'

/** Real-world types and the contract type they stand for. */
const synonyms: Record<string, string> = {
  research: 'report',
  research_report: 'report',
  findings: 'report',
  analysis: 'report',
  implementation_plan: 'plan',
  implementation_summary: 'summary',
  source: 'implementation',
  code: 'implementation',
  lean_source: 'implementation',
  lean_module: 'implementation',
  lean_file: 'implementation',
  script: 'implementation',
  docs: 'documentation'
}

function nearest(type: string, vocabulary: readonly string[]): string | undefined {
  const normal = type.toLowerCase()
  const synonym = synonyms[normal]
  if (synonym && vocabulary.includes(synonym)) return synonym
  return nearestWord(normal, vocabulary)
}

export default jsonRule({
  id: 'artifact-type-unknown',
  severity: 'warning',
  fixable: false,
  description: 'An artifact’s `type` is outside the vocabulary.',
  rationale: 'Known: `report`, `plan`, `summary`, `implementation` (and `documentation` in a console return), plus the types of the `artifactTypes` option (`--artifact-types research,handoff`). Parents route artifacts by type (a `plan` is linked to the task, a `report` to the research). Teams add their own types, which is why this is a warning and why extra types can be declared; the type is never rewritten.',
  wrong: '{\n  "artifacts": [{"type": "research", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n',
  right: '{\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n',
  messages: {unknown: 'Unexpected artifact type `{{type}}`, expected {{expected}}'},
  check(context) {
    const {root, traits, options, report} = context
    const artifacts = root?.['artifacts']
    if (!Array.isArray(artifacts)) return
    const vocabulary = artifactVocabulary(traits, options)
    artifacts.forEach((artifact, index) => {
      if (!isObject(artifact) || typeof artifact['type'] !== 'string') return
      const type = artifact['type']
      if (vocabulary.includes(type)) return
      const suggestion = nearest(type, vocabulary)
      const pointer = `/artifacts/${index}/type`
      report({
        messageId: 'unknown',
        data: {type, expected: suggestion ? `\`${suggestion}\`` : vocabulary.map((word) => `\`${word}\``).join(', ')},
        place: context.at(pointer),
        pointer,
        expected: suggestion ? [suggestion] : vocabulary,
        note: 'A team that uses this type on purpose can declare it with `--artifact-types` (option `artifactTypes`).'
      })
    })
  }
})
