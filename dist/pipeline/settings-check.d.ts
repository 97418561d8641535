/**
 * The `preset` and `rules` a library caller (or a `.remarkrc`) passes, checked
 * against what handback knows: a typo is a `config-invalid` error naming the
 * nearest valid word, never a silent no-op. The input is still checked, with
 * the settings that could be read.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
/** The `config-invalid` diagnostics of an options object's `preset` and `rules`; none when both are valid or absent. */
export declare function settingsProblems(options: unknown): Diagnostic[];
