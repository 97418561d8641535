/**
 * One entry point per input kind: detection from file name and content,
 * linting, and fixing. The library's users go through here, with every
 * kind's handler loaded.
 */
import type { FixResult } from './fix-return.js';
import type { InputKind } from '../engine/rule.js';
import type { LintOptions } from './kind-handler.js';
import { type LintTextResult } from './lint-with.js';
export { detectKind } from './detect-kind.js';
export type { LintOptions } from './kind-handler.js';
export type { LintTextResult } from './lint-with.js';
export declare function lintText(text: string, given?: LintOptions): LintTextResult;
export declare function fixText(text: string, given?: LintOptions): FixResult & {
    kind: InputKind;
};
