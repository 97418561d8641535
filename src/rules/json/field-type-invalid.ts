import {jsonRule} from '../../json/context.js'
import {describeValue, expectedText, schemaIssues, type SchemaIssue} from '../../json/schema-issues.js'

/** Strings whose vocabulary or format another rule reports, with a suggestion. */
function reportedElsewhere(issue: SchemaIssue): boolean {
  if (typeof issue.value !== 'string') return false
  return (
    issue.pointer === '/status' ||
    /^\/artifacts\/\d+$/.test(issue.pointer) ||
    /^\/objectives\/\d+\/status$/.test(issue.pointer) ||
    /^\/approaches_tried\/\d+\/result$/.test(issue.pointer) ||
    issue.issue.code === 'invalid_format'
  )
}

export default jsonRule({
  id: 'field-type-invalid',
  severity: 'error',
  fixable: false,
  description: 'A known field has a value of the wrong JSON type or range.',
  rationale: 'For example `artifacts` not an array, `delegation_depth` not a non-negative integer, `recoverable` not a boolean, a progress file’s `phase` or `current_objective` not an integer. Unknown fields are never checked, and `null` for an optional field (`\"partial_progress\": null`) reads as absent, as jq’s `//` reads it. Consumers index into these values (`.artifacts[0].path`, `.metadata.delegation_depth + 1`); a value of another type breaks them or, worse, reads as something else. The value cannot be converted without guessing, so there is no fix.',
  wrong:
    '{\n  "status": "planned",\n  "artifacts": [],\n  "metadata": {\n    "session_id": "sess_1736700000_abc123",\n    "agent_type": "planner-agent",\n    "delegation_depth": "1",\n    "delegation_path": "orchestrator > plan > planner-agent"\n  }\n}\n',
  right:
    '{\n  "status": "planned",\n  "artifacts": [],\n  "metadata": {\n    "session_id": "sess_1736700000_abc123",\n    "agent_type": "planner-agent",\n    "delegation_depth": 1,\n    "delegation_path": ["orchestrator", "plan", "planner-agent"]\n  }\n}\n',
  messages: {wrongType: 'Unexpected {{value}} in {{where}}, expected {{expected}}'},
  check(context) {
    const {report} = context
    for (const issue of schemaIssues(context)) {
      // `null` for an optional field reads as absent, as jq's `//` and the family's validators read it.
      if (issue.missing || issue.value === undefined || (issue.value === null && issue.optional) || reportedElsewhere(issue)) continue
      const where = issue.pointer === '' ? 'the top level' : `\`${issue.pointer.slice(1)}\``
      report({
        messageId: 'wrongType',
        data: {value: describeValue(issue.value), where, expected: expectedText(issue.issue)},
        place: context.at(issue.pointer),
        pointer: issue.pointer
      })
    }
  }
})
