/**
 * The library's synchronous functions that take a text of any kind: every
 * kind is loaded (`loadedKinds`). Commands load only the kinds they read
 * (`loadKind`, `reviewLoading`).
 */
import { type InputKind } from './detect.js';
import type { FixResult } from '../pipeline/fix-return.js';
import type { LintOptions } from '../pipeline/kind-handler.js';
import { type LintTextResult } from '../pipeline/lint-with.js';
import { type CorrectionInput, type CorrectionOptions } from '../postflight/correction.js';
import { type Review, type ReviewOptions } from '../postflight/review.js';
/** Lints a text of any kind, detected from `fileName` and the content when `kind` is not given. Never throws. */
export declare function lintText(text: string, given?: LintOptions): LintTextResult;
/** Applies the fixes of a text of any kind, keeping the result only when its meaning is kept. Never throws. */
export declare function fixText(text: string, given?: LintOptions): FixResult & {
    kind: InputKind;
};
/**
 * Reviews a child's returned text for its parent. Never throws and never
 * honours the text's own `handback-*` comments.
 *
 * @param text The child's final text (markdown return, return-metadata file, console return).
 * @param options `attempt`, `mitigated`, `kind`, `fileName`, `maxBytes`, `correctionMaxLength`, `handoff`, `transcript`.
 */
export declare function review(text: unknown, options?: ReviewOptions): Review;
/**
 * The correction for a failed return, addressed to the child: its problems
 * (errors, then style warnings; never notes; no line numbers, the text
 * quoted instead) and its return rewritten in canonical form, with
 * `[fill in: …]` where something is missing. At most `maxLength` characters
 * (3,000 by default): style warnings go first, then errors past the first
 * (counted), then the tails of long lists; a fence or a JSON value is never
 * cut. `''` when there is nothing to correct.
 */
export declare function correctionFor(input: CorrectionInput, options?: CorrectionOptions): string;
