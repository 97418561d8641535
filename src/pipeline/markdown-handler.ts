/** The markdown kind: `parseReturn` and `fixReturn`. */
import {fixReturn} from './fix-return.js'
import {parseReturn} from './parse-return.js'
import type {KindHandler} from './kind-handler.js'

export const markdownHandler: KindHandler = {
  lint: (text, options) => {
    const {diagnostics, suppressed} = parseReturn(text, options)
    return {diagnostics, suppressed}
  },
  fix: fixReturn
}
