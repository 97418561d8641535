import {jsonRule} from '../../json/context.js'
import {isObject} from '../../json/document.js'

export default jsonRule({
  id: 'claudemd-suggestions-missing',
  severity: 'error',
  fixable: false,
  description: 'An `implemented` meta task has no `completion_data.claudemd_suggestions`.',
  rationale: 'Checked only when the task’s language is given as `meta` (`--language meta`, option `language`). Meta tasks change the agent system itself; `claudemd_suggestions` (or `"none"`) tells the parent which `.claude/` changes to propagate. The language is not in the file, so the check needs it from the caller.',
  wrong: '{\n  "status": "implemented",\n  "completion_data": {\n    "completion_summary": "Created new-agent.md."\n  }\n}\n',
  right:
    '{\n  "status": "implemented",\n  "completion_data": {\n    "completion_summary": "Created new-agent.md.",\n    "claudemd_suggestions": "Added new-agent to the Skill-to-Agent Mapping table"\n  }\n}\n',
  exampleOptions: {language: 'meta'},
  messages: {
    missing: 'Missing field `claudemd_suggestions` in `completion_data` of a meta task, expected the `.claude/` changes made or `none`',
    // Reported by `toReturnMeta`, which reads the key from a markdown return's Status.
    missingStatusKey: 'Missing Status key `claudemd_suggestions` for an implemented meta task, expected the `.claude/` changes made or `none`'
  },
  check(context) {
    const {root, options, report} = context
    if (!root || options.language?.toLowerCase() !== 'meta' || root['status'] !== 'implemented') return
    const data = root['completion_data']
    // Without completion_data at all, `completion-data-missing` reports.
    if (!isObject(data) || data['claudemd_suggestions'] != null) return
    report({
      messageId: 'missing',
      place: context.openingAt('/completion_data'),
      pointer: '/completion_data/claudemd_suggestions',
      expected: ['claudemd_suggestions']
    })
  }
})
