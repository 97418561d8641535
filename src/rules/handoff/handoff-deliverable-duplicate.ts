import {handoffRule} from './context.js'

export default handoffRule({
  id: 'handoff-deliverable-duplicate',
  severity: 'error',
  fixable: false,
  description: 'Two deliverables of the handoff packet name the same path.',
  rationale: 'Each deliverable is checked against the return on its own; two entries for one file give it two descriptions and possibly two `must_create` values, and the child cannot tell which holds.',
  wrong: '```json\n{\n  "task_id": "t-1",\n  "objective": "Write the guide.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": [],\n  "deliverables": [\n    {"path": "docs/guide.md", "description": "The guide", "must_create": true},\n    {"path": "docs/guide.md", "description": "Examples", "must_create": false}\n  ]\n}\n```\n',
  right: '```json\n{\n  "task_id": "t-1",\n  "objective": "Write the guide.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": [],\n  "deliverables": [\n    {"path": "docs/guide.md", "description": "The guide, with examples", "must_create": true}\n  ]\n}\n```\n',
  messages: {duplicate: 'Unexpected second deliverable `{{path}}`, expected each path once'},
  check(context) {
    const deliverables = context.root?.['deliverables']
    if (!Array.isArray(deliverables)) return
    const first = new Map<string, number>()
    deliverables.forEach((entry: unknown, index) => {
      const path = (entry as {path?: unknown} | null)?.path
      if (typeof path !== 'string') return
      const key = path.replace(/^\.\//, '')
      const earlier = first.get(key)
      if (earlier === undefined) {
        first.set(key, index)
        return
      }

      const pointer = `/deliverables/${index}/path`
      context.report({
        messageId: 'duplicate',
        data: {path},
        place: context.at(pointer),
        pointer,
        cause: {message: 'First named here', place: context.at(`/deliverables/${earlier}/path`)}
      })
    })
  }
})
