import {json} from './json.js'
import {stylish} from './stylish.js'
import type {Reporter} from './types.js'

export const reporters: Readonly<Record<string, Reporter>> = {stylish, json}
export type {FileResult, Reporter, ReporterOptions} from './types.js'
