import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'host-wrapper',
  severity: 'warning',
  fixable: true,
  description: 'A host’s prefix or tags around the return (`[new_task completed] Result:`, `<result>`, `<task_result>`) are set aside.',
  rationale:
    'Some orchestrators hand the parent the child’s return behind a prefix or inside tags, so the first heading is not at the start of a line. handback reads the return behind them and logs what it set aside.',
  wrong: '[new_task completed] Result: ## Status\nstate: SUCCESS\nsummary: Done.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  messages: {
    tag: 'Unexpected host tag `{{text}}` around the return, expected the return alone',
    prefix: "Unexpected host prefix `{{text}}` before the return's first heading, expected the heading at the start of the line"
  },
  check({model, replace, replaceLines, report}) {
    for (const piece of model.host) {
      report({
        messageId: piece.wholeLine ? 'tag' : 'prefix',
        data: {text: piece.text},
        place: piece.place,
        fix: piece.wholeLine ? replaceLines(piece.place.line, piece.place.line, '') : replace(piece.place, '')
      })
    }
  }
})
