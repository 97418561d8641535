/**
 * The fields of an object schema and which it requires, read from the zod schema itself, so
 * that code filling in what a file lacks (the correction's rewrite) follows
 * the contract as the schemas state it, never a second list.
 */
import type * as z from 'zod';
/** The shape of a field's value, as far as a placeholder needs it. */
export type FieldShape = {
    kind: 'object';
    fields: readonly Field[];
} | {
    kind: 'array';
    item: FieldShape;
} | {
    kind: 'boolean';
} | {
    kind: 'number';
} | {
    kind: 'value';
};
export interface Field {
    key: string;
    /** Whether the schema refuses the object without it. */
    required: boolean;
    shape: FieldShape;
}
/** The shape of the values a schema accepts: optional, nullable and default wrappers looked through. */
export declare function shapeOf(schema: z.ZodType): FieldShape;
/** The fields an object shape requires, in its order; none for another shape. */
export declare function requiredFields(shape: FieldShape): Field[];
/** The shape of a field of an object shape (of the items, for a list); `{kind: 'value'}` when there is none. */
export declare function fieldShape(shape: FieldShape, key: string): FieldShape;
