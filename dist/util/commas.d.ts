/** Splitting a list written inline, as prose writes it. */
/** The parts of `text` between commas outside parentheses and brackets: `a.ts, b.ts (split out, ~200 lines)` is two parts. */
export declare function splitTopLevelCommas(text: string): string[];
