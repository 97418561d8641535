/** The JSON kinds: return metadata, console returns and progress files. */
import type {JsonKind} from '../json/context.js'
import {fixJson, lintJson} from './lint-json.js'
import type {KindHandler} from './kind-handler.js'

function jsonHandler(kind: JsonKind): KindHandler {
  return {lint: (text, options) => lintJson(kind, text, options), fix: (text, options) => fixJson(kind, text, options)}
}

export const jsonHandlers: Record<JsonKind, KindHandler> = {
  meta: jsonHandler('meta'),
  subagent: jsonHandler('subagent'),
  progress: jsonHandler('progress')
}
