/**
 * The input guards every pipeline shares: text that is not a string or is
 * too large is refused before it is read, and a failure inside handback
 * becomes an `internal-error` diagnostic instead of an exception.
 */
import type { Diagnostic, Place } from './diagnostic.js';
import { type MessageData, type RuleMeta } from './rule.js';
/** Inputs above this many UTF-8 bytes get one diagnostic instead of a read. */
export declare const defaultMaxBytes: number;
/** One error of an input rule, at the start of the input unless placed. */
export declare function refusal(rule: RuleMeta, messageId: string, data: MessageData, place?: Place): Diagnostic;
/** The diagnostic for a failure inside handback itself. */
export declare function internalError(error: unknown): Diagnostic;
/** Whether a diagnostic says the input was not read at all. */
export declare function isRefusal(diagnostic: Diagnostic): boolean;
/** The refusal of an option no pipeline can act on: `what` names it, `expected` what it takes. */
export declare function invalidOption(what: string, value: unknown, expected: string): Diagnostic;
/**
 * Checks what a pipeline is given before reading it: the refusal, or
 * undefined when `text` is a string within `maxBytes` (default 1 MiB).
 * `language` names what was expected (`markdown`, `JSON`).
 */
export declare function refuseInput(text: unknown, maxBytes: unknown, language: string): Diagnostic | undefined;
