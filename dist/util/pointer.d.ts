/** JSON pointers (RFC 6901): how diagnostics name the value they are about. */
export type Segment = string | number;
/** `['artifacts', 0, 'path']` → `/artifacts/0/path`. */
export declare function toPointer(path: readonly Segment[]): string;
/** Escapes one segment: `a/b` → `a~1b`. */
export declare function pointerSegment(segment: Segment): string;
/** `/artifacts/0/path` → `['artifacts', '0', 'path']`; segments stay strings. */
export declare function fromPointer(pointer: string): string[];
