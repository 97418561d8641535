import {handoffRule} from './context.js'

export default handoffRule({
  id: 'handoff-field-missing',
  severity: 'error',
  fixable: false,
  description: 'A field the handoff packet requires is missing, at the top level or in an entry.',
  rationale: 'Required: `task_id`, `objective`, `evidence`, `success_criteria` and `risks`; each evidence entry needs `path`, `purpose` and `required`, each risk `risk` and `mitigation`, each deliverable `path`, `description` and `must_create`, each interface entry `identifier`, `actual_value`, `source` and `citation`. A child cannot act on a pointer without its purpose, and a parent cannot check a deliverable without knowing whether it had to be created.',
  wrong: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [{"path": "docs/a.md", "purpose": "Template"}],\n  "success_criteria": [],\n  "risks": []\n}\n```\n',
  right: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [{"path": "docs/a.md", "purpose": "Template", "required": true}],\n  "success_criteria": [],\n  "risks": []\n}\n```\n',
  messages: {missing: 'Missing field `{{field}}` in {{holder}}'},
  check(context) {
    for (const issue of context.issues) {
      if (!issue.missing) continue
      const where = issue.parent === '' ? 'the packet' : `\`${issue.parent.slice(1)}\``
      context.report({messageId: 'missing', data: {field: issue.key, holder: where}, place: context.openingAt(issue.parent), pointer: issue.pointer, expected: [issue.key]})
    }
  }
})
