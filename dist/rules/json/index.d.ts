/** The rules of the JSON kinds, in documentation order: input, shape, vocabulary, conditions, cross-checks. */
import type { JsonRule } from '../../json/context.js';
/** Rules that read the input before any field: the only ones run on malformed JSON. */
export declare const jsonInputRules: readonly JsonRule[];
/** Rules of the return-metadata file (`.return-meta.json`). */
export declare const metaRules: readonly JsonRule[];
/** Rules of the console JSON return. */
export declare const subagentRules: readonly JsonRule[];
/** Rules of phase progress files. */
export declare const progressRules: readonly JsonRule[];
/** Every JSON rule once, in documentation order. */
export declare const jsonRules: readonly JsonRule[];
