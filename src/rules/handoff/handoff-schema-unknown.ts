import {handoffSchemaVersion} from '../../schema/handoff.js'
import {handoffRule} from './context.js'

export default handoffRule({
  id: 'handoff-schema-unknown',
  severity: 'warning',
  fixable: false,
  description: `\`handoff_schema\` names a version other than \`${handoffSchemaVersion}\`.`,
  rationale: 'The version tag says which contract the packet follows; a child or checker reading an unknown version cannot know the fields mean what this version says. The field is optional: a packet without it is read as this version.',
  wrong: '```json\n{\n  "handoff_schema": "handoff.v2",\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": []\n}\n```\n',
  right: `\`\`\`json\n{\n  "handoff_schema": "${handoffSchemaVersion}",\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": []\n}\n\`\`\`\n`,
  messages: {unknown: 'Unexpected handoff schema `{{version}}`, expected `{{expected}}`'},
  check(context) {
    const version = context.root?.['handoff_schema']
    if (typeof version !== 'string' || version === handoffSchemaVersion) return
    context.report({
      messageId: 'unknown',
      data: {version: version.slice(0, 60), expected: handoffSchemaVersion},
      place: context.at('/handoff_schema'),
      pointer: '/handoff_schema',
      expected: [handoffSchemaVersion]
    })
  }
})
