/** The return-metadata file (`.return-meta.json`). */
import type {ReturnMeta} from '../../schema/meta.js'
import {fromReturnMeta} from '../../convert/from-meta.js'
import {decideReturnMeta} from '../../postflight/decide-given.js'
import {jsonKind} from '../json-kind.js'
import {metaRewrite} from './rewrite.js'

export const kind = jsonKind('meta', {
  subject: 'Your return-metadata file does not follow its format yet',
  report: (value) => ({report: fromReturnMeta(value as ReturnMeta), decide: (options) => decideReturnMeta(value as ReturnMeta, options)}),
  rewrite: metaRewrite
})
