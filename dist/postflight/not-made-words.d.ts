/** Examples the tests run: `true` when the limitation says the deliverable was not made. */
export declare const notMadeExamples: ReadonlyArray<readonly [string, boolean]>;
/**
 * Whether a text says something was not made: a making verb negated
 * (`not written`, `could not create`), or a not-made word not negated
 * (`skipped`, `missing`, but not `nothing missing`).
 */
export declare function saysNotMade(text: string): boolean;
