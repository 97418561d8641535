/** The console return rewritten for the correction, from the value its reading already holds. */
import type { Diagnostic } from '../../engine/diagnostic.js';
/** A console return as far as it can be read, canonical in shape, with a placeholder for each missing value. */
export declare function subagentRewrite(root: unknown, diagnostics: readonly Diagnostic[]): string | undefined;
