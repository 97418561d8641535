/**
 * The zod schema of each kind is the single statement of its shape: rules
 * about missing and mistyped fields read the issues of one `safeParse`.
 */
import type { z } from 'zod';
import { type JsonContext } from './context.js';
export interface SchemaIssue {
    pointer: string;
    /** The field name (or index) the issue is about. */
    key: string;
    /** Pointer of the object or array that holds it. */
    parent: string;
    /** Whether the value is absent from an existing object. */
    missing: boolean;
    /** Whether the schema lets the field be absent: then `null` reads as absent, as jq's `//` reads it. */
    optional: boolean;
    value: unknown;
    issue: z.core.$ZodIssue;
}
/** The schema issues of the context's root, computed once per document. */
export declare function schemaIssues(context: Pick<JsonContext, 'traits' | 'document' | 'root'>): SchemaIssue[];
/** Short wording of a JSON value for messages: `string \`x\``, `number 3`, `null`, `array`, `object`. */
export declare function describeValue(value: unknown): string;
/** What a schema issue says would have been accepted, in words. */
export declare function expectedText(issue: z.core.$ZodIssue): string;
/** Top-level fields a kind's schema names; everything else is the file's own and stays put. */
export declare function knownKeys(schema: z.ZodType): Set<string>;
