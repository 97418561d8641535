/**
 * The one registry of output formats (`handback lint --format NAME`, the
 * exported `reporters`): a format is a module of this folder plus one line here.
 */
import {codequality} from './codequality.js'
import {github} from './github.js'
import {json} from './json.js'
import {junit} from './junit.js'
import {prompt} from './prompt.js'
import {sarif} from './sarif.js'
import {stylish} from './stylish.js'
import type {Reporter} from './types.js'

/** Every output format, by name, in the order the usage lists them. */
export const formats: Readonly<Record<string, Reporter>> = {stylish, json, sarif, github, prompt, junit, codequality}
