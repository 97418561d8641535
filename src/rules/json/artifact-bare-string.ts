import {jsonRule} from '../../json/context.js'
import {lineIndent, member, rawText, startsLine} from '../../json/edit.js'
import {inferArtifactType} from '../../json/returns.js'

/** A summary made from the path alone, saying so, so the fixed file passes and a reader knows nobody wrote it. */
function derivedSummary(path: string, type: string): string {
  const name = path.replaceAll('\\', '/').split('/').filter(Boolean).at(-1) ?? path
  return `${type[0]!.toUpperCase()}${type.slice(1)} ${name} (summary derived from the path)`
}

export default jsonRule({
  id: 'artifact-bare-string',
  severity: 'error',
  fixable: true,
  description: 'An artifact is a bare path string instead of an object with `type`, `path` and `summary`.',
  rationale: 'Parents read `.artifacts[0].path`; on a string that is `null`, so the artifact is silently lost. The fix wraps the string as `path`, infers `type` from the folder (`reports/` → `report`, `plans/` → `plan`, `summaries/` → `summary`, else `implementation`) and adds the `summary` the schema requires, derived from the file name and marked as such (`Report research-001.md (summary derived from the path)`), so the fixed file passes as the family’s own validator makes it pass; a person may write a better one.',
  wrong: '{\n  "artifacts": [\n    "specs/259_x/reports/research-001.md"\n  ]\n}\n',
  right: '{\n  "artifacts": [\n    {\n      "type": "report",\n      "path": "specs/259_x/reports/research-001.md",\n      "summary": "Report research-001.md (summary derived from the path)"\n    }\n  ]\n}\n',
  messages: {bareString: 'Unexpected string in `artifacts`, expected an object with `type`, `path` and `summary`'},
  check(context) {
    const {root, document, report} = context
    const artifacts = root?.['artifacts']
    if (!Array.isArray(artifacts)) return
    artifacts.forEach((artifact, index) => {
      if (typeof artifact !== 'string') return
      const pointer = `/artifacts/${index}`
      const node = context.node(pointer)
      if (!node) return
      const type = inferArtifactType(artifact)
      const source = document.source
      const {format} = document
      const typed = member(format, 'type', JSON.stringify(type))
      const pathed = member(format, 'path', rawText(source, node))
      const summarized = member(format, 'summary', JSON.stringify(derivedSummary(artifact, type)))
      let object = `{${typed}${format.comma}${pathed}${format.comma}${summarized}}`
      if (!format.singleLine && startsLine(source, node.offset)) {
        const indent = lineIndent(source, node.offset)
        const inner = indent + format.indent
        object = `{${format.eol}${inner}${typed},${format.eol}${inner}${pathed},${format.eol}${inner}${summarized}${format.eol}${indent}}`
      }

      const fix = context.replace(node, object)
      report({
        messageId: 'bareString',
        place: context.at(pointer),
        pointer,
        expected: [`{"type": "${type}", "path": ${JSON.stringify(artifact)}, "summary": "…"}`],
        note: 'The fix keeps the string as `path`, infers `type` from its folder and derives a `summary` from the file name, marked as derived; write a better one by hand.',
        ...(fix ? {fix} : {})
      })
    })
  }
})
