/**
 * A linear pre-scan that bounds the part of remark-parse's time that grows
 * faster than the input, and refuses what would take longer than a bound.
 * Linear shapes are not priced: however heavy per byte (a list item, a
 * heading, a link), their time is bounded by `maxBytes`, so a realistic return
 * of any size under it is always read. The bench ("Why the limits") shows
 * remark superlinear on these shapes, and only these are counted:
 *
 * - a container (block quote or list item) closed by a line that is not a
 *   container itself: micromark rewrites the events of the document read so
 *   far, so each such close costs time in proportion to its position;
 * - a lazy line (paragraph text continuing a paragraph inside a container
 *   whose marker the line lacks) scans back over the whole paragraph;
 * - a setext underline resolves back over the events before it;
 * - many unmatched `*`, `_`, `[`, `<` or backticks in one paragraph are each
 *   matched against every opener before them;
 * - inline HTML (`<!--`, `<?`, `<a`) and code span openers that never close
 *   each read on to the end of their paragraph.
 *
 * Each is counted in its own unit and priced in microseconds (`parseCosts`,
 * measured by the bench), and the sum is bounded (`parseWork`), so whatever
 * the shape, the superlinear part of an accepted input's parse stays under a
 * few hundred milliseconds, and the rest grows with its bytes. Containers
 * nested more than `depth` deep are refused outright (remark's time grows
 * with the cube of the nesting). Code in fences other than markdown is not
 * read as markdown; a markdown fence is, since the parser reads a return
 * inside it. The scan follows the open containers of each line the way
 * CommonMark does, close enough to count these events.
 */
export interface ComplexityLimits {
    /** Most estimated superlinear parse time, in microseconds of remark-parse (see `parseCosts`). */
    parseWork: number;
    /** Most containers (block quotes and list items) open at once. */
    depth: number;
}
export declare const defaultComplexityLimits: Readonly<ComplexityLimits>;
/**
 * What remark-parse spends on each superlinear event, in microseconds, as the
 * bench measures it (`npm run bench`, "Parse cost model") on a 2-core
 * machine, rounded up: the estimate is an upper bound on the shapes the bench times.
 */
export declare const parseCosts: {
    /** Per line between a closed container or a setext underline and the start, and per paragraph line behind a lazy line. */
    readonly resolve: 0.13;
    /** Per square of the count of `*`, `_`, `[`, `]`, `<` and backticks in one paragraph. */
    readonly delimiterPair: 0.004;
    /** Per square of the count of `*` and `_` in one paragraph, on top: a closer that matches nothing (`*a_ `) walks back over every sequence before it. */
    readonly attentionPair: 0.03;
    /** Per character of a paragraph read while an inline HTML or code span opener is still open, per opener. */
    readonly scanAhead: 0.026;
    /** Per space or line ending read while a code span opener is still open, per opener, on top: micromark makes a token of each, and of each word between. */
    readonly codeSpace: 2;
};
/** The parts of the estimate, in microseconds: each grows faster than the input on some shapes. */
interface ParseWork {
    /** Closed containers, setext underlines and lazy lines, resolved over what was read before them. */
    resolve: number;
    /** Delimiters matched against every opener before them in their paragraph. */
    delimiters: number;
    /** Inline HTML and code span openers reading on to the end of their paragraph. */
    scanAhead: number;
}
export interface ComplexityProblem {
    /** Which limit: a key of `ComplexityLimits`. */
    limit: keyof ComplexityLimits;
    /** For `parseWork`, the part of the estimate that weighs most. */
    cause?: keyof ParseWork;
    /** The measure when the limit was crossed. */
    value: number;
    /** 1-based line where the limit was crossed. */
    line: number;
}
/**
 * Measures `source` against `limits` in one pass, stopping at the first limit
 * crossed; undefined when remark may parse it. Every estimate errs upwards:
 * indented code and HTML blocks are read like text, and markdown fences as
 * markdown, since telling more apart would take the parse this scan protects.
 */
export declare function complexityProblem(source: string, limits?: Readonly<ComplexityLimits>): ComplexityProblem | undefined;
export interface ComplexityMeasure {
    /** The first limit crossed; undefined when remark may parse the text. */
    problem: ComplexityProblem | undefined;
    /** Estimated parse time in microseconds (`parseCosts`), of the whole text or up to the limit crossed. */
    parseWork: number;
    /** Its parts. */
    parts: ParseWork;
}
/** `complexityProblem`, with the estimated parse time of the text. */
export declare function measureComplexity(source: string, limits?: Readonly<ComplexityLimits>): ComplexityMeasure;
/** The `input-too-complex` message for a limit crossed ("Unexpected X, expected Y"): its id and data. */
export declare function complexityMessage(problem: ComplexityProblem, limits?: Readonly<ComplexityLimits>): {
    messageId: string;
    data: Record<string, string | number>;
};
export {};
