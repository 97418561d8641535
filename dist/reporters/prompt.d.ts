import type { FileResult, Reporter } from './types.js';
/** Longest message per file, in characters. */
export declare const promptMaxLength = 3000;
/** The correction message for one file, or `''` when there is nothing to correct. */
export declare function promptFor(file: FileResult, maxLength?: number): string;
export declare const prompt: Reporter;
