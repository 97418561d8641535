/**
 * Linting and fixing a text of any kind, given how to find each kind's
 * handler: `lintText` passes them all, loaded at once; the CLI loads only the
 * one a file needs (`loadKind`, src/kinds/registry.ts), so linting markdown never loads zod.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import type { FixResult } from './fix-return.js';
import { type InputKind } from '../kinds/detect.js';
import type { KindHandler, LintOptions } from './kind-handler.js';
export interface LintTextResult {
    kind: InputKind;
    diagnostics: Diagnostic[];
    /** What the text's own `handback-*` comments silenced (markdown, with `inlineConfig`): ESLint's `suppressedMessages`. */
    suppressed: Diagnostic[];
}
export type HandlerOf = (kind: InputKind) => KindHandler;
export declare function lintWith(handlerOf: HandlerOf, text: string, given?: LintOptions): LintTextResult;
export declare function fixWith(handlerOf: HandlerOf, text: string, given?: LintOptions): FixResult & {
    kind: InputKind;
};
