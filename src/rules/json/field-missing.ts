import {jsonRule, type JsonContext} from '../../json/context.js'
import {isObject} from '../../json/document.js'
import {identityFields} from '../../json/returns.js'
import {schemaIssues} from '../../json/schema-issues.js'

/** Keys agents write instead of the required one; renaming keeps the value where it was. */
const aliases: Array<{holder: RegExp; key: string; alias: string}> = [
  {holder: /^\/artifacts\/\d+$/, key: 'summary', alias: 'description'},
  {holder: /^\/objectives\/\d+$/, key: 'description', alias: 'name'}
]

function renameFix(context: JsonContext, holder: string, alias: string, key: string) {
  const value = context.node(`${holder}/${alias}`)
  const keyNode = value?.parent?.children?.[0]
  if (!value || !keyNode || keyNode === value) return undefined
  return context.replace(keyNode, JSON.stringify(key))
}

export default jsonRule({
  id: 'field-missing',
  severity: 'error',
  fixable: true,
  description: 'A field the kind’s schema requires is missing.',
  rationale: 'Required: `status`, `artifacts` and `metadata` with its identity fields in a return, `summary` in a console return, `type`/`path`/`summary` of an artifact, the four fields of an error, and a progress file’s `phase`, `phase_name`, timestamps, `objectives`, `current_objective`, `handoff_count` and each objective’s `id`, `description`, `status`. Parents read these fields with `jq` and treat a missing one as a failed or unknown return. The fix only renames a key agents commonly use instead (an artifact’s `description` becomes `summary`, an objective’s `name` becomes `description`); a missing value is never invented.',
  wrong: '{\n  "status": "planned",\n  "artifacts": [\n    {"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "description": "3-phase plan"}\n  ]\n}\n',
  right:
    '{\n  "status": "planned",\n  "artifacts": [\n    {"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "summary": "3-phase plan"}\n  ],\n  "metadata": {\n    "session_id": "sess_1736700000_abc123",\n    "agent_type": "planner-agent",\n    "delegation_depth": 1,\n    "delegation_path": ["orchestrator", "plan", "planner-agent"]\n  }\n}\n',
  messages: {
    missing: 'Missing field `{{field}}` in {{holder}}',
    missingFoundAlias: 'Missing field `{{field}}` in {{holder}} (found `{{alias}}` instead)'
  },
  check(context) {
    const {root, report} = context
    if (!root) return
    const topIdentity = new Set<string>(identityFields.filter((field) => Object.hasOwn(root, field)))
    for (const issue of schemaIssues(context)) {
      if (!issue.missing) continue
      // Identity written at the top level is `identity-field-misplaced`'s finding, not a missing one (a kind without `metadata` has no such issue).
      if (issue.pointer === '/metadata' && topIdentity.size > 0) {
        for (const field of identityFields) {
          if (field === 'duration_seconds' || topIdentity.has(field)) continue
          report({messageId: 'missing', data: {field, holder: '`metadata`'}, place: context.openingAt(''), pointer: `/metadata/${field}`})
        }

        continue
      }

      if (issue.parent === '/metadata' && topIdentity.has(issue.key)) continue

      const holder = context.get(issue.parent)
      const alias = aliases.find((entry) => entry.key === issue.key && entry.holder.test(issue.parent))
      const aliasPresent = alias && isObject(holder) && Object.hasOwn(holder, alias.alias)
      const fix = aliasPresent ? renameFix(context, issue.parent, alias.alias, alias.key) : undefined
      const where = issue.parent === '' ? 'the top-level object' : `\`${issue.parent.slice(1)}\``
      report({
        ...(aliasPresent ? {messageId: 'missingFoundAlias', data: {field: issue.key, holder: where, alias: alias.alias}} : {messageId: 'missing', data: {field: issue.key, holder: where}}),
        place: aliasPresent ? context.keyAt(`${issue.parent}/${alias.alias}`) : context.openingAt(issue.parent),
        pointer: issue.pointer,
        expected: [issue.key],
        ...(fix ? {fix} : {})
      })
    }
  }
})
