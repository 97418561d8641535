import {jsonRule} from '../../json/context.js'
import {estimateTokens} from '../../json/tokens.js'

export default jsonRule({
  id: 'summary-too-long',
  severity: 'error',
  fixable: false,
  description: 'The `summary` of a console return has 100 tokens or more.',
  rationale: 'The limit is configurable with `summaryTokenLimit`; tokens are counted with the cl100k_base tokenizer when it is loaded (the CLI does), else estimated. The console return lands in the orchestrator’s context window; the summary is capped at under 100 tokens (2-5 sentences) to keep that window from bloating. Details belong in the artifacts.',
  wrong:
    '{\n  "status": "completed",\n  "summary": "Implemented the context-based representation theorem using the Lean idiomatic List Formula encoding throughout the Bimodal theory, eliminating set-based provability in every module that used it, updating fourteen call sites in the metalogic and the soundness files, adding nine new lemmas about context extension, weakening and exchange, rewriting the soundness proof so that it matches the new definitions, keeping every public name backward compatible through deprecated aliases that forward to the new definitions, running the full build and test suite twice, and writing an implementation summary that records each decision and the remaining open questions for review."\n}\n',
  right: '{\n  "status": "completed",\n  "summary": "Implemented the context-based representation theorem; set-based provability is gone and old names forward to the new ones."\n}\n',
  messages: {
    tooLong: 'Unexpected summary of {{count}} tokens, expected fewer than {{limit}}',
    tooLongEstimated: 'Unexpected summary of about {{count}} tokens, expected fewer than {{limit}}'
  },
  check(context) {
    const {root, options, report} = context
    const summary = root?.['summary']
    if (typeof summary !== 'string') return
    const limit = options.summaryTokenLimit ?? 100
    const exact = options.countTokens !== undefined
    const count = exact ? options.countTokens!(summary) : estimateTokens(summary)
    if (count < limit) return
    report({
      messageId: exact ? 'tooLong' : 'tooLongEstimated',
      data: {count, limit},
      place: context.at('/summary'),
      pointer: '/summary',
      note: exact ? 'Counted with the cl100k_base tokenizer.' : 'Estimated; for an exact count, install the optional package `gpt-tokenizer` and pass `countTokens` from `loadTokenCounter()` (the CLI counts exactly).'
    })
  }
})
