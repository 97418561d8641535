/** The return-metadata file rewritten for the correction, from the value its reading already holds. */
import type { Diagnostic } from '../../engine/diagnostic.js';
/** The return-metadata file as read leniently, with a placeholder for every required value it lacks. */
export declare function metaRewrite(value: unknown, diagnostics: readonly Diagnostic[]): string | undefined;
