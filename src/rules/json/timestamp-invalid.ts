import {jsonRule} from '../../json/context.js'
import {describeValue, schemaIssues} from '../../json/schema-issues.js'

export default jsonRule({
  id: 'timestamp-invalid',
  severity: 'error',
  fixable: false,
  description: 'A timestamp is not an ISO 8601 date-time with a time zone.',
  rationale: 'Checked: `started_at` of a return-metadata file, `started_at` and `last_updated` of a progress file; `2026-01-28T10:30:00Z` is right. Parents compute durations and detect long-running, interrupted children from these times; a local time without zone, or prose, cannot be compared.',
  wrong: '{\n  "status": "in_progress",\n  "started_at": "28/01/2026 10:30"\n}\n',
  right: '{\n  "status": "in_progress",\n  "started_at": "2026-01-28T10:30:00Z"\n}\n',
  messages: {invalid: 'Unexpected {{value}} in `{{field}}`, expected an ISO 8601 date-time such as `2026-01-28T10:30:00Z`'},
  check(context) {
    for (const issue of schemaIssues(context)) {
      if (issue.issue.code !== 'invalid_format' || typeof issue.value !== 'string') continue
      context.report({
        messageId: 'invalid',
        data: {value: describeValue(issue.value), field: issue.pointer.slice(1)},
        place: context.at(issue.pointer),
        pointer: issue.pointer
      })
    }
  }
})
