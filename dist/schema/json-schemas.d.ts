export declare const schemaNames: readonly ["report", "meta", "subagent", "progress", "handoff"];
export type SchemaName = (typeof schemaNames)[number];
/**
 * The schema with its root definition written at the top, where zod writes
 * only a `$ref` to it: the top then says `"type": "object"`, as an MCP tool's
 * `outputSchema` must, and tools that read only the top level see the shape.
 * The definition stays under `$defs` when another definition refers to it.
 */
export declare function rootInline(schema: Record<string, unknown>): Record<string, unknown>;
/** The JSON Schema (draft 2020-12) of a format, its root an object schema. */
export declare function jsonSchemaOf(name: SchemaName): Record<string, unknown>;
/** The committed text of a format's JSON Schema: two-space indentation, final newline. */
export declare function jsonSchemaText(name: SchemaName): string;
