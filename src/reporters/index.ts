import {github} from './github.js'
import {json} from './json.js'
import {prompt} from './prompt.js'
import {sarif} from './sarif.js'
import {stylish} from './stylish.js'
import type {Reporter} from './types.js'

/** Every output format of `handback lint --format`, by name. */
export const reporters: Readonly<Record<string, Reporter>> = {stylish, json, sarif, github, prompt}
export {github, json, prompt, sarif, stylish}
export {toSarifLog} from './sarif.js'
export {promptFor} from './prompt.js'
export type {FileResult, Reporter, ReporterOptions} from './types.js'
