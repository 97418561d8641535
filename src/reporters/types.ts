import type {Diagnostic} from '../diagnostic.js'
import type {InputKind} from '../rules/rule.js'

/** The lint outcome of one file, as every reporter receives it. */
export interface FileResult {
  /** Path as given on the command line, or `<stdin>`. */
  filePath: string
  kind: InputKind
  diagnostics: Diagnostic[]
  /** The text that was linted, for reporters that quote it. */
  source: string
}

export interface ReporterOptions {
  color: boolean
}

export type Reporter = (results: readonly FileResult[], options: ReporterOptions) => string
