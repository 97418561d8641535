import type { Diagnostic } from '../engine/diagnostic.js';
export interface Counts {
    errorCount: number;
    warningCount: number;
    fixableErrorCount: number;
    fixableWarningCount: number;
}
/** Counts as ESLint does; `info` diagnostics count as neither errors nor warnings. */
export declare function countDiagnostics(diagnostics: readonly Diagnostic[]): Counts;
