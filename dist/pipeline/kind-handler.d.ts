/** How one kind of input is linted and fixed, whatever the kind. */
import type { Diagnostic } from '../engine/diagnostic.js';
import type { FixResult } from './fix-return.js';
import type { ParseOptions } from './parse-return.js';
import type { JsonOptions } from '../json/options.js';
import type { InputKind } from '../kinds/detect.js';
/** Options of every kind; each kind reads the ones it knows. */
export interface LintOptions extends ParseOptions, JsonOptions {
    /** The kind of input; detected from the file name and content when absent. */
    kind?: InputKind;
    /** File name, used for detection. */
    fileName?: string;
}
/** The diagnostics of one text, and those its own trusted comments silenced. */
interface LintOutcome {
    diagnostics: Diagnostic[];
    suppressed: Diagnostic[];
}
export interface KindHandler {
    lint(text: string, options: LintOptions): LintOutcome;
    fix(text: string, options: LintOptions): FixResult;
}
export {};
