/** The remark side: markdown to mdast, and the few block nodes the return language is made of. */
import type { Code, Heading, Html, Root } from 'mdast';
/** Parses markdown into an mdast tree with positions. */
export declare function parseMarkdown(text: string): Root;
export interface Blocks {
    readonly headings: readonly Heading[];
    readonly code: readonly Code[];
    readonly html: readonly Html[];
}
/** Collects headings, code blocks and HTML blocks at any nesting, in document order; once per tree, which the model and several rules ask of. */
export declare function collectBlocks(tree: Root): Readonly<Blocks>;
/** Splits text into lines the way CommonMark counts them (LF, CRLF or CR). */
export declare function splitLines(text: string): string[];
