import {describeValue, expectedText} from '../../json/schema-issues.js'
import {handoffRule} from './context.js'

export default handoffRule({
  id: 'handoff-field-type-invalid',
  severity: 'error',
  fixable: false,
  description: 'A field of the handoff packet has the wrong type (a string where a list is due, `"true"` for a boolean, …).',
  rationale: 'A parent or child reading `required` or `must_create` as a boolean gets nothing from `"yes"`; a `success_criteria` string is one criterion where a list of criteria was meant. `null` for an optional field reads as absent.',
  wrong: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": "Contracts drafted",\n  "risks": []\n}\n```\n',
  right: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": ["Contracts drafted"],\n  "risks": []\n}\n```\n',
  messages: {wrongType: 'Unexpected {{value}} for `{{field}}`, expected {{expected}}'},
  check(context) {
    for (const issue of context.issues) {
      if (issue.missing || issue.optional) continue
      context.report({
        messageId: 'wrongType',
        data: {value: describeValue(issue.value), field: issue.pointer.slice(1) || 'the packet', expected: expectedText(issue.issue)},
        place: context.at(issue.pointer),
        pointer: issue.pointer
      })
    }
  }
})
