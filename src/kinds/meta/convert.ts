/** What `convert` reads of a return-metadata file: the canonical object its lenient reader builds, which is return-metadata already. */
import {jsonOptionsOf, readJsonInput, type Source} from '../../convert/source.js'
import {isObject} from '../../json/document.js'
import {readReturnMeta} from '../../pipeline/read-return-meta.js'
import type {ReturnMeta} from '../../schema/meta.js'

export const source: Source = {
  read(text, options) {
    // The lenient reader for return-metadata: the canonical object for what can be understood, and the strict rules' diagnostics.
    const read = readReturnMeta(text, jsonOptionsOf(options))
    return readJsonInput(text, read.diagnostics, () => read.meta ?? undefined)
  },
  toMeta: (input) => ({meta: isObject(input.value) ? (input.value as ReturnMeta) : null, diagnostics: []})
}
