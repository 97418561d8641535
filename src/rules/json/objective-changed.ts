import {jsonRule} from '../../json/context.js'
import {isObject} from '../../json/document.js'

function objectivesById(value: unknown): Map<string, {index: number; description: unknown}> {
  const byId = new Map<string, {index: number; description: unknown}>()
  if (!Array.isArray(value)) return byId
  value.forEach((objective, index) => {
    if (!isObject(objective) || !Object.hasOwn(objective, 'id')) return
    const key = JSON.stringify(objective['id'])
    if (!byId.has(key)) byId.set(key, {index, description: objective['description']})
  })
  return byId
}

export default jsonRule({
  id: 'objective-changed',
  severity: 'error',
  fixable: false,
  description: 'An objective was removed or its description changed since the previous version.',
  rationale: 'Compared with the previous version of the progress file (`--previous OLD.json`, option `previous`). Objective ids and descriptions are immutable once created: only `status` and `note` change. A successor that rewrites or drops objectives erases the plan it was handed and can report work as done that was never planned. Adding objectives is allowed. The examples are later versions of `{"objectives": [{"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "in_progress"}]}`.',
  wrong: '{\n  "objectives": [\n    {"id": 2, "description": "Skip insert_P", "status": "done"}\n  ]\n}\n',
  right: '{\n  "objectives": [\n    {"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "done", "note": "Backward case via P-consistency"}\n  ]\n}\n',
  // The examples are later versions of this file.
  exampleOptions: {previous: '{"objectives": [{"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "in_progress"}]}'},
  messages: {
    removed: 'Unexpected removal of objective {{id}}, expected every objective of the previous version to stay',
    descriptionChanged: 'Unexpected change of the description of objective {{id}}, expected {{before}} as before'
  },
  check(context) {
    const {root, previous, report} = context
    if (!root || !previous) return
    const before = objectivesById(previous['objectives'])
    const after = objectivesById(root['objectives'])
    for (const [id, old] of before) {
      const now = after.get(id)
      if (!now) {
        report({
          messageId: 'removed',
          data: {id},
          place: context.at('/objectives'),
          pointer: '/objectives',
          note: `Previously: ${JSON.stringify(old.description)}.`
        })
        continue
      }

      if (JSON.stringify(now.description) === JSON.stringify(old.description)) continue
      const pointer = `/objectives/${now.index}/description`
      report({
        messageId: 'descriptionChanged',
        data: {id, before: String(JSON.stringify(old.description))},
        place: context.at(pointer),
        pointer,
        expected: typeof old.description === 'string' ? [old.description] : []
      })
    }
  }
})
