/**
 * What a kind's detector gives the registry of detectors (src/kinds/detect.ts),
 * which names the kind:
 * its claims on a text, ranked across kinds, and what it is called. A detector
 * is light: it runs before any kind loads, so it imports no rule and no schema library.
 */
/** A text as detection sees it. */
export interface Sighting {
    /** The file's base name, lower-cased, `\` read as `/`; `''` without a name. */
    base: string;
    /** The text itself. */
    text: string;
    /** Whether the text is JSON by its name (`.json`) or its first character (`{`, `[`, after a BOM and blanks). */
    json: boolean;
}
/** A test that reads a text as the kind; the claims of every kind are tried lowest rank first, the first that holds wins. */
interface Claim {
    rank: number;
    test(seen: Sighting): boolean;
}
export interface Detector {
    /**
     * Its place among the kinds: lists of kinds (`--kind`'s values, the rule
     * documentation) follow it, lowest first, and the first kind is the one read
     * when nothing says otherwise. Unique; `npm run kinds` orders the tables by it.
     */
    order: number;
    /** What the kind is called in a sentence (`reads as a todos checklist, not a return`). */
    noun: string;
    /** Whether a child hands it back: where a return is expected, only such a kind's claims are tried. */
    returned: boolean;
    /** The language its texts are written in; absent for a kind that comes in either (a packet alone, or in a message). */
    language?: 'markdown' | 'json';
    claims: readonly Claim[];
    /** A base name (of a `.json` file) that alone promises the kind, for a directory walk; ranked like the claims. */
    named?: {
        rank: number;
        test(base: string): boolean;
    };
    /** For a directory walk: whether a file's content is one of the kind's, from its text (markdown) or its parsed value (JSON). */
    found?: {
        markdown?: (text: string) => boolean;
        json?: (value: unknown) => boolean;
    };
}
export declare function isRecord(value: unknown): value is Record<string, unknown>;
/** A JSON return's shape: a `status` word beside a `summary`, `artifacts` or `metadata`. */
export declare function isReturnShaped(value: unknown): boolean;
export {};
