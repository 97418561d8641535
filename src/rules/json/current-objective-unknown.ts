import {jsonRule} from '../../json/context.js'
import {isObject} from '../../json/document.js'

export default jsonRule({
  id: 'current-objective-unknown',
  severity: 'error',
  fixable: false,
  description: 'The `current_objective` of a progress file names no objective.',
  rationale: 'No objective has that `id`; a value that is not an integer is `field-type-invalid`. A successor resumes at `current_objective`; an id that names nothing leaves it to guess where work stopped.',
  wrong: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "done"}\n  ],\n  "current_objective": 4\n}\n',
  right: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "done"}\n  ],\n  "current_objective": 1\n}\n',
  messages: {unknown: 'Unexpected current objective {{current}}, expected the id of an objective{{ids}}'},
  check(context) {
    const {root, report} = context
    if (!root) return
    const current = root['current_objective']
    const objectives = root['objectives']
    if (typeof current !== 'number' || !Array.isArray(objectives)) return
    const ids = objectives.flatMap((objective) => (isObject(objective) && Object.hasOwn(objective, 'id') ? [objective['id']] : []))
    if (ids.includes(current)) return
    report({
      messageId: 'unknown',
      data: {current, ids: ids.length > 0 ? ` (${ids.map((id) => JSON.stringify(id)).join(', ')})` : ''},
      place: context.at('/current_objective'),
      pointer: '/current_objective',
      expected: ids.map((id) => JSON.stringify(id))
    })
  }
})
