/**
 * The `prompt` format: for each file, the correction a parent sends back to
 * the child that wrote it (`correctionFor`): the problems in the child's terms,
 * quoting its text, then its return rewritten in canonical form.
 */
import {correctionMaxLength} from '../postflight/correction.js'
import {defaultKind} from '../kinds/detect.js'
import {correctionFor} from '../kinds/every.js'
import {visible} from '../util/visible.js'
import type {FileResult, Reporter} from './types.js'

/** Longest message per file, in characters. */
export const promptMaxLength = correctionMaxLength

/** The correction message for one file, or `''` when there is nothing to correct. */
export function promptFor(file: FileResult, maxLength: number = promptMaxLength): string {
  const result = typeof file === 'object' && file !== null ? file : ({} as Partial<FileResult>)
  return correctionFor({kind: result.kind ?? defaultKind, diagnostics: result.diagnostics ?? [], source: result.source ?? ''}, {maxLength})
}

export const prompt: Reporter = (results) =>
  results
    .map((file) => {
      // The correction quotes the child's text (and rewrites its return): on a terminal, its control and bidi characters show as escapes, line by line.
      const text = promptFor(file).split('\n').map(visible).join('\n')
      return text === '' || results.length === 1 ? text : `${visible(file.filePath)}:\n${text}`
    })
    .filter((text) => text !== '')
    .join('\n')
