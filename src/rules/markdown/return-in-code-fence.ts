import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'return-in-code-fence',
  severity: 'warning',
  fixable: true,
  description: 'The return is wrapped in a ```` ```markdown ```` fence instead of being the markdown itself.',
  rationale: 'Children often copy the fence from the contract’s example. It is read anyway, but a strict parent sees only a code block.',
  wrong: 'Here is my result:\n\n```markdown\n## Status\nstate: SUCCESS\nsummary: Done.\n```\n',
  right: 'Here is my result:\n\n## Status\nstate: SUCCESS\nsummary: Done.\n',
  messages: {
    fenced: 'Unexpected code fence around the return, expected the return as plain markdown',
    closingFence: 'Unexpected closing code fence after the return'
  },
  check({model, replaceLines, report}) {
    const container = model.container
    if (container.type !== 'fence') return
    // Text after the fence would join the last section once unfenced, so then there is no fix; nor when
    // text right above the fence would run into the return's first line, or a byte order mark would start the file.
    const above = model.lines[container.open.line - 2]
    const fixable =
      !container.proseAfter && (above === undefined || above.trim() === '') && !(model.lines[container.open.line] ?? '').startsWith('\uFEFF')
    report({
      messageId: 'fenced',
      place: container.open,
      ...(container.proseBefore || container.proseAfter ? {note: 'Text outside the fence is not part of the return.'} : {}),
      ...(fixable ? {fix: replaceLines(container.open.line, container.open.line, '')} : {})
    })
    if (container.close) {
      report({
        messageId: 'closingFence',
        place: container.close,
        ...(fixable ? {fix: replaceLines(container.close.line, container.close.line, '')} : {})
      })
    }
  }
})
