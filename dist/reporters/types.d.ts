import type { Diagnostic } from '../engine/diagnostic.js';
import type { InputKind } from '../kinds/detect.js';
/** The lint outcome of one file, as every reporter receives it. */
export interface FileResult {
    /** Path as given on the command line, or `<stdin>`. */
    filePath: string;
    kind: InputKind;
    diagnostics: Diagnostic[];
    /** What the text's own trusted `handback-*` comments silenced (`--inline-config`); ESLint's `suppressedMessages`. */
    suppressed?: Diagnostic[];
    /** The text that was linted, for reporters that quote it or map fix offsets to lines. */
    source: string;
}
export interface ReporterOptions {
    /** Whether to use ANSI colors; the CLI passes true on a terminal only. */
    color: boolean;
    /** Directory relative paths are relative to; SARIF records it as `%SRCROOT%`. Default: none recorded. */
    cwd?: string;
    /** Version of handback written into SARIF's `tool.driver.version`. Default: omitted. */
    version?: string;
    /** ISO 8601 time written into JUnit's `timestamp`. Default: now. */
    timestamp?: string;
}
export type Reporter = (results: readonly FileResult[], options: ReporterOptions) => string;
