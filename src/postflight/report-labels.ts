/**
 * The headings and labels real reports put their work under, and the part of
 * the return contract each maps to. A correction reads a report that does not
 * follow the contract (`## Changes`, `**Files changed:**`, `## Testing`) by
 * these words, so that its rewrite carries the child's work over instead of
 * leaving the sections empty. Judgement is data: the words live in the
 * vocabulary's table (src/vocabulary/report-labels.json), with examples that
 * the tests execute, never in the code.
 */
import table from '../vocabulary/report-labels.json' with {type: 'json'}

/** Where a labelled part of a report goes in the return. */
export type ReportSlot = 'state' | 'summary' | 'deliverables' | 'files_created' | 'files_modified' | 'evidence' | 'limitations' | 'notes' | 'model' | 'mode'

/**
 * Each slot's labels, as `normalizeLabel` writes them (lowercase, words
 * separated by one space, markup, numbering and a trailing colon or
 * parenthesis removed). A label is matched whole, never as a part of a title.
 */
export const reportLabels = table.labels as Readonly<Record<ReportSlot, readonly string[]>>

/**
 * Examples the tests execute: titles and labels as written in reports, with
 * the slot each names, or `null` for one that names none (its items are read
 * for paths only).
 */
export const reportLabelExamples = table.examples as unknown as ReadonlyArray<readonly [string, ReportSlot | null]>

/** Heading marks, emphasis, code marks, leading emoji and numbering, a trailing colon or parenthesised remark removed; lowercase words joined by one space. */
export function normalizeLabel(text: string): string {
  let value = text.trim()
  // A parenthesised remark at the end (`Test results (local)`) qualifies the label, it does not change it.
  const open = value.indexOf('(')
  if (open > 0) value = value.slice(0, open)
  const words: string[] = []
  let word = ''
  for (const character of value.toLowerCase()) {
    if ((character >= 'a' && character <= 'z') || (character >= '0' && character <= '9')) {
      word += character
      continue
    }

    // `TL;DR` and `follow-ups` are words of their own when the mark between them is dropped.
    if (word !== '') words.push(word)
    word = ''
  }

  if (word !== '') words.push(word)
  // Numbering before the label (`2. Changes`) is not part of it.
  while (words.length > 0 && /^\d+$/.test(words[0]!)) words.shift()
  return words.join(' ')
}

const slotOfLabel: ReadonlyMap<string, ReportSlot> = new Map(
  (Object.entries(reportLabels) as Array<[ReportSlot, readonly string[]]>).flatMap(([slot, labels]) => labels.map((label) => [label, slot] as const))
)

/** The slot a heading title or label names, or undefined. */
export function slotOfTitle(title: string): ReportSlot | undefined {
  return slotOfLabel.get(normalizeLabel(title))
}
