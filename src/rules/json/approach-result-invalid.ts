import {approachResults} from '../../schema/progress.js'
import {jsonRule} from '../../json/context.js'
import {isObject} from '../../json/document.js'
import {isTeamWord, nearestApproachResult, suggestApproachResult} from '../../json/status.js'

export default jsonRule({
  id: 'approach-result-invalid',
  severity: 'error',
  fixable: true,
  description: 'An approach’s `result` is outside `failed`, `partial`, `blocked`.',
  rationale: 'The nearest result is suggested (`rejected` → `failed`, `partial_success` → `partial`). `approaches_tried` exists so that successors do not retry what failed; they filter on `result`, and free text (`Failed - scope too limited`) belongs in `reason`. `--fix` rewrites the result only under `--rewrite-status`, since it changes a value.',
  wrong: '{\n  "approaches_tried": [\n    {"approach": "Direct induction", "result": "rejected", "reason": "Does not preserve the invariant"}\n  ]\n}\n',
  right: '{\n  "approaches_tried": [\n    {"approach": "Direct induction", "result": "failed", "reason": "Does not preserve the invariant"}\n  ]\n}\n',
  messages: {unknown: 'Unexpected approach result `{{result}}`, expected {{expected}}'},
  check(context) {
    const {root, options, report} = context
    const approaches = root?.['approaches_tried']
    if (!Array.isArray(approaches)) return
    approaches.forEach((approach, index) => {
      const result = isObject(approach) ? approach['result'] : undefined
      if (typeof result !== 'string' || (approachResults as readonly string[]).includes(result)) return
      const synonym = nearestApproachResult(result, options.statuses)
      if (synonym !== undefined && isTeamWord(result, options.statuses)) return
      const suggestion = synonym ?? suggestApproachResult(result)
      const pointer = `/approaches_tried/${index}/result`
      const node = context.node(pointer)
      // Free text carries a reason; rewriting it would lose words, so only single words are rewritten.
      const rewritable = /^[\w-]+$/.test(result.trim())
      const fix =
        options.rewriteStatus && synonym && node && rewritable
          ? context.replace(node, JSON.stringify(suggestion))
          : undefined
      const shown = result.length > 40 ? result.slice(0, 37) + '…' : result
      report({
        messageId: 'unknown',
        data: {result: shown, expected: suggestion ? `\`${suggestion}\`` : approachResults.map((word) => `\`${word}\``).join(', ')},
        place: context.at(pointer),
        pointer,
        expected: suggestion ? [suggestion] : [...approachResults],
        ...(rewritable ? {} : {note: 'Put the explanation in `reason` and keep `result` to one word.'}),
        ...(fix ? {fix} : {})
      })
    })
  }
})
