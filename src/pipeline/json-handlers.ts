/** The JSON kinds: return metadata, console returns and progress files. */
import type {JsonKind} from '../json/context.js'
import {fixJson, lintJson} from './lint-json.js'
import type {KindHandler} from './kind-handler.js'

function jsonHandler(kind: JsonKind): KindHandler {
  // JSON has no comments: nothing is ever suppressed.
  return {lint: (text, options) => ({diagnostics: lintJson(kind, text, options), suppressed: []}), fix: (text, options) => fixJson(kind, text, options)}
}

export const jsonHandlers: Record<JsonKind, KindHandler> = {
  meta: jsonHandler('meta'),
  subagent: jsonHandler('subagent'),
  progress: jsonHandler('progress')
}
