/** The console return: the JSON a subagent prints (`status: completed`, `summary`, `artifacts`, `metadata`). */
import {fromReturnMeta} from '../../convert/from-meta.js'
import {migrateSubagentReturn} from '../../convert/migrate.js'
import {decide} from '../../postflight/decide-given.js'
import {jsonKind} from '../json-kind.js'
import {subagentRewrite} from './rewrite.js'

export const kind = jsonKind('subagent', {
  subject: 'Your JSON return does not follow its format yet',
  report(value) {
    // The markdown model does not name the operation; any success status reads as SUCCESS.
    const meta = migrateSubagentReturn(value, {operation: 'research'}).meta
    const report = meta ? fromReturnMeta(meta) : null
    return {report, decide: (options) => decide(report, options)}
  },
  rewrite: subagentRewrite
})
