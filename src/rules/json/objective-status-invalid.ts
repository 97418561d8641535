import {objectiveStatuses} from '../../schema/progress.js'
import {jsonRule} from '../../json/context.js'
import {isObject} from '../../json/document.js'
import {isTeamWord, nearestObjectiveStatus, suggestObjectiveStatus} from '../../json/status.js'

export default jsonRule({
  id: 'objective-status-invalid',
  severity: 'error',
  fixable: true,
  description: 'An objective’s `status` is outside `not_started`, `in_progress`, `done`, `blocked`.',
  rationale: 'The nearest status is suggested (`completed` → `done`, `pending` → `not_started`). Successors find the resume point by looking for the first objective not `done`; `completed` or `pending` fall outside that vocabulary and hide finished or unstarted work. `--fix` rewrites the status only under `--rewrite-status`, since it changes a value.',
  wrong: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "completed"}\n  ]\n}\n',
  right: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "done"}\n  ]\n}\n',
  messages: {unknown: 'Unexpected objective status `{{status}}`, expected {{expected}}'},
  check(context) {
    const {root, options, report} = context
    const objectives = root?.['objectives']
    if (!Array.isArray(objectives)) return
    objectives.forEach((objective, index) => {
      const status = isObject(objective) ? objective['status'] : undefined
      if (typeof status !== 'string' || (objectiveStatuses as readonly string[]).includes(status)) return
      const synonym = nearestObjectiveStatus(status, options.statuses)
      if (synonym !== undefined && isTeamWord(status, options.statuses)) return
      const suggestion = synonym ?? suggestObjectiveStatus(status)
      const pointer = `/objectives/${index}/status`
      const node = context.node(pointer)
      const fix =
        options.rewriteStatus && synonym && node
          ? context.replace(node, JSON.stringify(suggestion))
          : undefined
      report({
        messageId: 'unknown',
        data: {status, expected: suggestion ? `\`${suggestion}\`` : objectiveStatuses.map((word) => `\`${word}\``).join(', ')},
        place: context.at(pointer),
        pointer,
        expected: suggestion ? [suggestion] : [...objectiveStatuses],
        ...(fix ? {fix} : {})
      })
    })
  }
})
