/** What `convert` reads of a console return: its value as written, migrated to return-metadata. */
import {isOperation} from '../../convert/context.js'
import {migrateSubagentReturn} from '../../convert/migrate.js'
import {jsonOptionsOf, parsedValue, readJsonInput, type Source} from '../../convert/source.js'
import {lintJson} from '../../pipeline/lint-json.js'

export const source: Source = {
  read: (text, options) => readJsonInput(text, lintJson('subagent', text, jsonOptionsOf(options)), parsedValue),
  toMeta(input, options) {
    const context = options.context ?? {}
    // Markdown does not name the operation, so any one reads `completed` as SUCCESS.
    const operation = isOperation(context.operation) ? context.operation : options.to === 'markdown' ? 'research' : undefined
    return migrateSubagentReturn(input.value, {...(operation ? {operation} : {}), at: input.at})
  }
}
