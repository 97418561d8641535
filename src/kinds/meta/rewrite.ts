/** The return-metadata file rewritten for the correction, from the value its reading already holds. */
import type {Diagnostic} from '../../engine/diagnostic.js'
import {isObject} from '../../json/document.js'
import {artifactPathKeys} from '../../json/return-facts.js'
import {returnMetaOfValue} from '../../pipeline/read-return-meta.js'
import {placeholdersAtErrors, withRequired} from '../../postflight/json-rewrite.js'
import {placeholderStart} from '../../postflight/markdown-rewrite.js'
import {shapeOf} from '../../schema/fields.js'
import {ReturnMetaSchema} from '../../schema/meta.js'

/** The return-metadata file's fields, as its schema states them. */
const metaShape = shapeOf(ReturnMetaSchema)

/** The return-metadata file as read leniently, with a placeholder for every required value it lacks. */
export function metaRewrite(value: unknown, diagnostics: readonly Diagnostic[]): string | undefined {
  // A copy: the reading the value comes from is not changed.
  const given = structuredClone(value)
  if (!isObject(given)) return undefined
  // A text value an error points at (an absolute artifact path, a date in the wrong form) is the child's to restate.
  // It is replaced where the error points, in the file as written, before the reader moves or drops anything.
  placeholdersAtErrors(given, diagnostics)
  // An artifact without a path the reader can use is kept for what else it says, its path to be stated.
  if (Array.isArray(given['artifacts'])) {
    for (const artifact of given['artifacts']) {
      if (isObject(artifact) && !artifactPathKeys.some((key) => typeof artifact[key] === 'string')) artifact['path'] = '[fill in: path]'
    }
  }
  // Read as `readReturnMeta` reads it, from the value: the text is not parsed again.
  const read = returnMetaOfValue(given) as Record<string, unknown>
  // The reader reads a status it does not know as `failed`; a placeholder stays one.
  if (typeof given['status'] === 'string' && given['status'].startsWith(placeholderStart)) read['status'] = given['status']
  if (read['status'] === 'implemented' && !isObject(read['completion_data'])) {
    read['completion_data'] = {completion_summary: '[fill in: one to three sentences saying what was accomplished]'}
  }

  // The reader leaves out what the file lacks (or holds in a form it cannot read): each is the child's to state.
  const meta = withRequired(read, metaShape)
  return JSON.stringify(meta, null, 2) + '\n'
}
