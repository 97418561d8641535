/** What sets the progress file apart among the JSON kinds, as data the JSON rules and `--fix` ask: its schema, its previous version compared, and its rules. */
import type {JsonKindTraits} from '../../json/kinds.js'
import {leaves} from '../../json/values.js'
import {ProgressFileSchema} from '../../schema/progress.js'

export {progressRules as rules} from '../../rules/json/index.js'

const statusPointer = /^\/objectives\/\d+\/status$|^\/approaches_tried\/\d+\/result$/

export const traits: JsonKindTraits = {
  schema: ProgressFileSchema,
  identity: false,
  comparesPrevious: true,
  rewritable: (value, options) => (options.rewriteStatus ? leaves(value).map((leaf) => leaf.pointer).filter((pointer) => statusPointer.test(pointer)) : [])
}
