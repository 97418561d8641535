/** Where a labelled part of a report goes in the return. */
export type ReportSlot = 'state' | 'summary' | 'deliverables' | 'files_created' | 'files_modified' | 'evidence' | 'limitations' | 'notes' | 'model' | 'mode';
/**
 * Each slot's labels, as `normalizeLabel` writes them (lowercase, words
 * separated by one space, markup, numbering and a trailing colon or
 * parenthesis removed). A label is matched whole, never as a part of a title.
 */
export declare const reportLabels: Readonly<Record<ReportSlot, readonly string[]>>;
/**
 * Examples the tests execute: titles and labels as written in reports, with
 * the slot each names, or `null` for one that names none (its items are read
 * for paths only).
 */
export declare const reportLabelExamples: ReadonlyArray<readonly [string, ReportSlot | null]>;
/** Heading marks, emphasis, code marks, leading emoji and numbering, a trailing colon or parenthesised remark removed; lowercase words joined by one space. */
export declare function normalizeLabel(text: string): string;
/** The slot a heading title or label names, or undefined. */
export declare function slotOfTitle(title: string): ReportSlot | undefined;
