/** Info strings of a code fence whose content may be a return, read as markdown (lower case; empty: no info). */
export declare const markdownLangs: ReadonlySet<string>;
