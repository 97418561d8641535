/** The markdown kind: `parseReturn` and `fixReturn`. */
import {fixReturn} from './fix-return.js'
import {parseReturn} from './parse-return.js'
import type {KindHandler} from './kind-handler.js'

export const markdownHandler: KindHandler = {
  lint: (text, options) => parseReturn(text, options).diagnostics,
  fix: fixReturn
}
