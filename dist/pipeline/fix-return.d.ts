/**
 * `fixReturn`: applies every fix rules offer, pass after pass, and keeps the
 * result only if the report read from it is the report read before. A fix
 * that would change meaning is a bug; the text is then returned unchanged.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import { type ParseOptions } from './parse-return.js';
export interface FixResult {
    /** The fixed text; the input itself when nothing could be fixed safely. */
    output: string;
    changed: boolean;
    /** Diagnostics of the output: what is left to fix by hand. */
    diagnostics: Diagnostic[];
    /** What the output's own `handback-*` comments silenced (markdown, with `inlineConfig`); empty otherwise. */
    suppressed: Diagnostic[];
    /** False when the fixes were refused because the report would have changed. */
    meaningPreserved: boolean;
}
export declare function fixReturn(markdown: string, given?: ParseOptions): FixResult;
