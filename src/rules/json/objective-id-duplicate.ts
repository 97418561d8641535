import {jsonRule} from '../../json/context.js'
import {isObject} from '../../json/document.js'

export default jsonRule({
  id: 'objective-id-duplicate',
  severity: 'error',
  fixable: false,
  description: 'Two objectives of a progress file have the same `id`.',
  rationale:
    '`current_objective` and successors name objectives by id; with two objectives under one id, “resume objective 2” is ambiguous. Ids are immutable, so renumbering is left to a person.',
  wrong: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "done"},\n    {"id": 1, "description": "Prove preservation", "status": "in_progress"}\n  ]\n}\n',
  right: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "done"},\n    {"id": 2, "description": "Prove preservation", "status": "in_progress"}\n  ]\n}\n',
  messages: {duplicate: 'Unexpected duplicate objective id {{id}}, expected ids unique within the phase'},
  check(context) {
    const objectives = context.root?.['objectives']
    if (!Array.isArray(objectives)) return
    const seen = new Map<string, number>()
    objectives.forEach((objective, index) => {
      if (!isObject(objective) || !Object.hasOwn(objective, 'id')) return
      const key = JSON.stringify(objective['id'])
      const first = seen.get(key)
      if (first === undefined) {
        seen.set(key, index)
        return
      }

      const pointer = `/objectives/${index}/id`
      context.report({
        messageId: 'duplicate',
        data: {id: key},
        place: context.at(pointer),
        pointer,
        cause: {message: 'First used here', place: context.at(`/objectives/${first}/id`)}
      })
    })
  }
})
