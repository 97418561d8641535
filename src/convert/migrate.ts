/**
 * `migrateSubagentReturn`: the console JSON return of `subagent-return.md` to
 * the return-metadata file. The two are nearly the same shape; only the
 * success word and the place of the summary change.
 */
import type {Diagnostic, Place} from '../engine/diagnostic.js'
import {isObject, setOwn} from '../json/document.js'
import {isSuccessWord, successStatus} from '../json/status.js'
import {describeValue} from '../json/schema-issues.js'
import {internalErrorRule} from '../engine/input-rules.js'
import jsonRootNotObject from '../rules/json/json-root-not-object.js'
import operationMissing from '../rules/convert/operation-missing.js'
import {stamp} from '../engine/rule.js'
import statusNotMigrated from '../rules/convert/status-not-migrated.js'
import {returnMetaStatuses, type ReturnMeta} from '../schema/meta.js'
import {isOperation, startPlace, type Operation} from './context.js'
import {cloneJson} from './json-value.js'
import {plainOf} from '../util/snapshot.js'
import {optionsOf} from '../util/options.js'
import {errorText} from '../util/describe.js'

export interface MigrateOptions {
  /** The operation the return answers; needed when the status is `completed`. */
  operation?: Operation
  /** Place of the value at a JSON pointer of the input, to place diagnostics; line 1 otherwise. */
  at?: (pointer: string) => Place
}

export interface MigrateResult {
  /** The return-metadata object; `null` when the input is not an object or `completed` needs an operation. */
  meta: ReturnMeta | null
  diagnostics: Diagnostic[]
}

function migrate(value: unknown, options: MigrateOptions): MigrateResult {
  const at = (pointer: string): Place => options.at?.(pointer) ?? startPlace
  if (!isObject(value)) {
    return {
      meta: null,
      diagnostics: [stamp(jsonRootNotObject, 'error', {messageId: 'notObject', data: {value: describeValue(value)}, place: at(''), pointer: ''})]
    }
  }

  const diagnostics: Diagnostic[] = []
  const operation = isOperation(options.operation) ? options.operation : undefined
  const written = value['status']
  let status: unknown = written
  if (typeof written === 'string' && (returnMetaStatuses as readonly string[]).includes(written)) {
    status = written
  } else if (typeof written === 'string' && isSuccessWord(written)) {
    if (operation === undefined) {
      diagnostics.push(
        stamp(operationMissing, 'error', {
          messageId: 'statusWithout',
          data: {status: written},
          place: at('/status'),
          pointer: '/status',
          expected: ['researched', 'planned', 'implemented']
        })
      )
      return {meta: null, diagnostics}
    }

    status = successStatus[operation]
  } else {
    diagnostics.push(
      stamp(statusNotMigrated, 'warning', {
        messageId: 'notMigrated',
        data: {status: describeValue(written)},
        place: at('/status'),
        pointer: '/status',
        expected: ['completed', 'partial', 'failed', 'blocked']
      })
    )
  }

  const implemented = status === 'implemented'
  const existing = value['completion_data']
  // The summary joins `completion_data` unless that already has one, which would lose a text.
  const moveSummary =
    implemented && typeof value['summary'] === 'string' && (existing === undefined || (isObject(existing) && !Object.hasOwn(existing, 'completion_summary')))
  const meta: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    if (key === 'status') setOwn(meta, key, status)
    else if (key === 'summary' && moveSummary) {
      const data = isObject(existing) ? cloneJson(existing) : {}
      setOwn(data, 'completion_summary', value['summary'])
      setOwn(meta, 'completion_data', data)
    } else if (key === 'completion_data' && moveSummary) {
      // Written where `summary` stood, with the summary in it.
      if (!Object.hasOwn(value, 'summary')) setOwn(meta, key, cloneJson(value[key]))
    } else setOwn(meta, key, cloneJson(value[key]))
  }

  return {meta: meta as ReturnMeta, diagnostics}
}

/**
 * Migrates a console return (`SubagentReturnSchema`) to a return-metadata
 * object: `completed` becomes the operation's status, `summary` moves to
 * `completion_data.completion_summary` when that status is `implemented`,
 * every other field (unknown ones included) is kept. Never throws.
 *
 * @param value The parsed console return.
 * @param options `operation` (needed for `completed`) and `at` to place diagnostics.
 */
export function migrateSubagentReturn(value: unknown, options: MigrateOptions = {}): MigrateResult {
  try {
    // Plain copies: a getter or proxy in the caller's values cannot throw below, nor a sparse list hang it.
    return migrate(plainOf(value), optionsOf(options))
  } catch (error) {
    return {
      meta: null,
      diagnostics: [
        stamp(internalErrorRule, 'error', {messageId: 'failedOnValue', data: {error: errorText(error)}, place: startPlace})
      ]
    }
  }
}
