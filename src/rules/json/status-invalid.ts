import {jsonRule} from '../../json/context.js'
import {inferOperation, isTeamWord} from '../../json/status.js'

export default jsonRule({
  id: 'status-invalid',
  severity: 'error',
  fixable: true,
  description: 'A `status` is outside its kind\'s vocabulary.',
  rationale: 'A return-metadata file takes `in_progress`, `researched`, `planned`, `implemented`, `synced`, `committed`, `partial`, `failed`, `blocked` (`completed` has its own rule); a console return takes `completed`, `partial`, `failed`, `blocked`. Parents branch on the status with exact string comparisons; `done`, `success` or `research_complete` match no branch and the return is treated as failed. `--fix` rewrites a status only when asked: in a metadata file when `--operation` is given and the suggestion is that operation’s success status, in a console return under `--rewrite-status`.',
  wrong: '{\n  "status": "research_complete",\n  "artifacts": []\n}\n',
  right: '{\n  "status": "researched",\n  "artifacts": []\n}\n',
  messages: {unknown: 'Unexpected status `{{status}}`, expected {{expected}}'},
  check(context) {
    const {root, options, report} = context
    const traits = context.traits?.status
    if (!root || !traits) return
    const status = root['status']
    if (typeof status !== 'string') return
    const vocabulary = traits.vocabulary
    if (vocabulary.includes(status)) return
    if (traits.reportedElsewhere.includes(status.trim().toLowerCase())) return
    const operation = options.operation ?? inferOperation(root)
    // A team's own word is accepted; a fix applies a documented synonym only, never a guess by spelling.
    const synonym = traits.nearest(status, operation, options)
    if (synonym !== undefined && isTeamWord(status, options.statuses)) return
    const suggestion = synonym ?? traits.suggest(status)
    const allowed = synonym !== undefined && traits.fixable(synonym, options)
    const node = context.node('/status')
    const fix = allowed && node ? context.replace(node, JSON.stringify(suggestion)) : undefined
    report({
      messageId: 'unknown',
      data: {status, expected: suggestion ? `\`${suggestion}\`` : vocabulary.map((word) => `\`${word}\``).join(', ')},
      place: context.at('/status'),
      pointer: '/status',
      expected: suggestion ? [suggestion] : [...vocabulary],
      ...(fix ? {fix} : {})
    })
  }
})
