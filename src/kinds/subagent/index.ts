/** The console return: the JSON a subagent prints (`status: completed`, `summary`, `artifacts`, `metadata`). */
import {fromReturnMeta} from '../../convert/from-meta.js'
import {loadTokenCounter} from '../../json/tokens.js'
import {migrateSubagentReturn} from '../../convert/migrate.js'
import {decide} from '../../postflight/decide-given.js'
import type {Kind} from '../../postflight/kind.js'
import {jsonKind} from '../json-kind.js'
import {subagentRewrite} from './rewrite.js'

let counter: Promise<((text: string) => number) | undefined> | undefined

const read = jsonKind('subagent', {
  subject: 'Your JSON return does not follow its format yet',
  report(value) {
    // The markdown model does not name the operation; any success status reads as SUCCESS.
    const meta = migrateSubagentReturn(value, {operation: 'research'}).meta
    const report = meta ? fromReturnMeta(meta) : null
    return {report, decide: (options) => decide(report, options)}
  },
  rewrite: subagentRewrite
})

export const kind: Kind = {
  ...read,
  /** Console returns are counted in tokens by the real tokenizer, loaded once and only when such a file comes. */
  async prepare(options) {
    if (options.countTokens) return
    // Without the tokenizer package the synchronous estimate stands in.
    counter ??= loadTokenCounter().catch(() => undefined)
    const count = await counter
    if (count) options.countTokens = count
  }
}
