/**
 * `handback/remark`: handback's rules as a unified plugin, so remark-cli,
 * unified-engine and editor integrations report problems in returns like
 * any remark-lint rule.
 *
 * The rules read the file's text (`file.value`), not the tree: the return
 * language is line-oriented and handback parses it itself.
 *
 * With remark-cli (`--frail` fails on warnings too, like `--strict`):
 *
 *     remark --use handback/remark --frail --quiet returns/
 *
 * or in `.remarkrc.json`: `{"plugins": [["handback/remark", {"preset": "strict"}]]}`.
 */
import type {Root} from 'mdast'
import type {Plugin} from 'unified'
import type {VFile} from 'vfile'
import {VFileMessage, type Options as VFileMessageOptions} from 'vfile-message'
import type {Diagnostic} from './engine/diagnostic.js'
import {invalidOption} from './engine/guard.js'
import {parseReturn, type ParseOptions} from './pipeline/parse-return.js'
import {diagnosticOf} from './reporters/inputs.js'
import {optionsOf} from './util/options.js'

/**
 * Configuration: the same as `parseReturn`'s. `preset` (`recommended` by
 * default, or `strict`), `rules` (severity per rule id, overriding the
 * preset), `maxBytes` (largest input read, 1 MiB by default), and
 * `inlineConfig` (honour the file's own `<!-- handback-disable … -->`
 * comments; off by default, each is then reported as `inline-config-ignored`)
 * with `reportUnusedDisableDirectives`.
 */
export type Options = ParseOptions

function positionOf(place: {line: number; column: number; endLine?: number; endColumn?: number}) {
  return {
    start: {line: place.line, column: place.column},
    end: {line: place.endLine ?? place.line, column: place.endColumn ?? place.column}
  }
}

/** Whether a value can take messages: a VFile, or anything with its `message` method; false when reading it throws. */
function takesMessages(file: unknown): file is VFile {
  try {
    return typeof file === 'object' && file !== null && typeof (file as VFile).message === 'function'
  } catch {
    return false
  }
}

type MessageFields = VFileMessageOptions

/** The message `file.message` adds, or undefined when it throws or returns something else than an object. */
function addedTo(file: unknown, reason: string, fields: MessageFields): VFileMessage | undefined {
  if (!takesMessages(file)) return undefined
  try {
    const made: unknown = file.message(reason, fields)
    return typeof made === 'object' && made !== null ? (made as VFileMessage) : undefined
  } catch {
    return undefined
  }
}

/** Sets the fields remark-lint sets; false when the message does not take them (frozen, or a setter that throws). */
function complete(message: VFileMessage, diagnostic: Diagnostic): boolean {
  try {
    // As in remark-lint: errors are fatal, warnings not, infos undecided.
    message.fatal = diagnostic.severity === 'error' ? true : diagnostic.severity === 'warning' ? false : undefined
    if (diagnostic.url !== undefined) message.url = diagnostic.url
    if (diagnostic.expected) message.expected = diagnostic.expected
    if (diagnostic.note !== undefined) message.note = diagnostic.note
    return true
  } catch {
    return false
  }
}

/**
 * Adds one diagnostic to the file as a message, with vfile-message's fields.
 * Given something else than a diagnostic, the message says so; given no file
 * (or a file whose `message` throws or returns no message), the message is
 * returned without being added anywhere.
 */
export function reportDiagnostic(file: VFile, given: Diagnostic): VFileMessage {
  const diagnostic = diagnosticOf(given) ?? invalidOption('diagnostic', given, 'a handback diagnostic')
  const cause = diagnostic.cause
    ? new VFileMessage(diagnostic.cause.message, {place: positionOf(diagnostic.cause), ruleId: diagnostic.ruleId, source: 'handback'})
    : undefined
  const fields = {
    place: positionOf(diagnostic),
    ruleId: diagnostic.ruleId,
    source: 'handback',
    ...(cause ? {cause} : {})
  }
  const added = addedTo(file, diagnostic.message, fields)
  if (added && complete(added, diagnostic)) return added
  const message = new VFileMessage(diagnostic.message, fields)
  complete(message, diagnostic)
  return message
}

/**
 * Checks the file as a child's markdown return and adds a message per problem.
 *
 * @param options Configuration (optional).
 */
const remarkHandback: Plugin<[(Options | null | undefined)?], Root> = function (options) {
  const settings = optionsOf<Options>(options)
  return function (_tree: Root, file: VFile): undefined {
    if (!takesMessages(file)) return undefined
    let text: unknown
    try {
      text = String(file)
    } catch {
      // A file whose value cannot be read as text gets `input-not-text`.
    }

    for (const diagnostic of parseReturn(text as string, settings).diagnostics) reportDiagnostic(file, diagnostic)
    return undefined
  }
}

export default remarkHandback
