/** What the rewrites of the JSON kinds share: placeholders where a value is missing or wrong, and the fence the child reads. */
import type { Diagnostic } from '../engine/diagnostic.js';
import { type FieldShape } from '../schema/fields.js';
/**
 * The value with each field its schema requires filled in when absent, the
 * required ones first in the schema's order, then its other fields as
 * written; objects and lists of objects within it likewise.
 */
export declare function withRequired(value: unknown, shape: FieldShape): unknown;
/** Each field `shape` requires, as `read` gives it or its placeholder. */
export declare function requiredGiven(shape: FieldShape, read: (key: string) => unknown): Record<string, unknown>;
/** Replaces each text value an error points at with a placeholder: the child's to restate. */
export declare function placeholdersAtErrors(root: Record<string, unknown>, diagnostics: readonly Diagnostic[]): void;
/** The text given, or a placeholder when it is missing or blank. */
export declare function textOr(value: unknown, placeholder: string): unknown;
/** The JSON rewrite as the child reads it, in a fence. */
export declare function jsonRewriteText(rewrite: string): string;
