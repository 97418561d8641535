/** The markdown kind: `parseReturn` and `fixReturn`. */
import {fixReturn} from '../markdown/fix-return.js'
import {parseReturn} from '../markdown/parse-return.js'
import type {KindHandler} from './kind-handler.js'

export const markdownHandler: KindHandler = {
  lint: (text, options) => parseReturn(text, options).diagnostics,
  fix: fixReturn
}
