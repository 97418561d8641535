export interface Leaf {
    pointer: string;
    /** Canonical spelling of the value: `JSON.stringify` of the scalar, `[]` or `{}`. */
    value: string;
}
/**
 * Every leaf of a JSON value, depth first. Pointers are built by
 * concatenation (cheap ropes until read); `skip` prunes whole subtrees; an
 * object met twice (a cycle, or a value shared by reference) is walked once.
 */
export declare function leaves(value: unknown, skip?: ReadonlySet<string>): Leaf[];
/**
 * Leaves of `original` not found in `fixed`. `ignore` lists pointers of the
 * original (with everything under them) whose value a fix was allowed to
 * rewrite or drop: a status under `operation`, a duplicate of a value kept elsewhere.
 */
export declare function lostValues(original: unknown, fixed: unknown, ignore?: ReadonlySet<string>): Leaf[];
