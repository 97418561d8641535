import { type FieldReading, type FieldSegment } from './field-path.js';
export interface FieldRequest {
    /** Name for `--format shell|json`: given as `name=.path`, or derived from the path. */
    name: string;
    /** The path as written, without its default. */
    path: string;
    segments: FieldSegment[];
    /** The field's own default, from `PATH // "text"` as jq writes it; printed as `meta get` prints values. */
    fallback?: string;
    /** The same default as the JSON literal written (`7`, `true`, `null`), for `--format json`. */
    fallbackValue?: unknown;
}
export type FieldRequestReading = {
    ok: true;
    request: FieldRequest;
} | {
    ok: false;
    message: string;
};
/** A shell variable name from a path: `.artifacts[0].path` → `artifacts_0_path`, `.` → `value`. */
export declare function fieldName(segments: readonly FieldSegment[]): string;
/** Reads `.path` or `name=.path`; the name must be a shell variable name. */
export declare function parseFieldRequest(expression: unknown): FieldRequestReading;
export type MetaTextReading = {
    ok: true;
    value: unknown;
} | {
    ok: false;
    reason: 'not-json';
    message: string;
};
/** The value of a text that is strict JSON (a byte order mark aside); anything else is refused whole. */
export declare function readMetaText(text: unknown): MetaTextReading;
/** One field: as written, then as the contract's readers understand it; `null` and absent are not found. */
export declare function lookupMetaField(value: unknown, segments: readonly FieldSegment[]): FieldReading;
