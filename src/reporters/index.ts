import {formats} from './formats.js'
import type {Reporter} from './types.js'

import {fileResultOf, reporterOptionsOf, resultsOf} from './inputs.js'
import {promptFor as promptForFile} from './prompt.js'
import {toSarifLog as sarifLogOf} from './sarif.js'

/** A reporter as exported: whatever it is given, it prints what it can read. */
const total =
  (reporter: Reporter): Reporter =>
  (results, options) =>
    reporter(resultsOf(results), reporterOptionsOf(options))

/** Every output format of `handback lint --format`, by name. */
export const reporters: Readonly<Record<string, Reporter>> = Object.fromEntries(Object.entries(formats).map(([name, reporter]) => [name, total(reporter)]))

/** Builds the SARIF log object; `sarif` is this, serialized. */
export const toSarifLog: typeof sarifLogOf = (results, options) => sarifLogOf(resultsOf(results), reporterOptionsOf(options))

/** The correction message for one file, or `''` when there is nothing to correct. */
export const promptFor: typeof promptForFile = (file, maxLength) => {
  const result = fileResultOf(file)
  return result ? promptForFile(result, typeof maxLength === 'number' && maxLength > 0 ? maxLength : undefined) : ''
}
export type {FileResult, Reporter, ReporterOptions} from './types.js'
