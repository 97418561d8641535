/**
 * The headings and labels real reports put their work under, and the part of
 * the return contract each maps to. A correction reads a report that does not
 * follow the contract (`## Changes`, `**Files changed:**`, `## Testing`) by
 * these words, so that its rewrite carries the child's work over instead of
 * leaving the sections empty. Judgement is data: the words live in this
 * table, with examples that the tests execute, never in the code.
 */

/** Where a labelled part of a report goes in the return. */
export type ReportSlot = 'state' | 'summary' | 'deliverables' | 'files_created' | 'files_modified' | 'evidence' | 'limitations' | 'notes' | 'model' | 'mode'

/**
 * Each slot's labels, as `normalizeLabel` writes them (lowercase, words
 * separated by one space, markup, numbering and a trailing colon or
 * parenthesis removed). A label is matched whole, never as a part of a title.
 */
export const reportLabels: Readonly<Record<ReportSlot, readonly string[]>> = {
  state: ['status', 'state', 'final status', 'task status', 'overall status'],
  summary: ['summary', 'result', 'outcome', 'overview', 'tl dr', 'tldr', 'what i did', 'what was done', 'executive summary', 'result summary', 'description'],
  deliverables: [
    'deliverables',
    'deliverable',
    'changes',
    'changes made',
    'summary of changes',
    'key changes',
    'code changes',
    'what changed',
    'artifacts',
    'artefacts',
    'outputs',
    'output',
    'implementation',
    'work done',
    'work completed',
    'completed work',
    'delivered',
    'done',
    'tasks',
    'tasks completed',
    'completed',
    'files',
    'files touched',
    'affected files'
  ],
  files_created: ['files created', 'created files', 'new files', 'files added', 'added files', 'created'],
  files_modified: ['files modified', 'modified files', 'files changed', 'changed files', 'files updated', 'updated files', 'files edited', 'edited files', 'modified', 'changed'],
  evidence: [
    'evidence',
    'testing',
    'tests',
    'test',
    'test results',
    'tests run',
    'testing done',
    'verification',
    'verified',
    'validation',
    'checks',
    'checks run',
    'how i tested',
    'how to verify',
    'how to test',
    'test plan',
    'commands run',
    'commands',
    'proof',
    'results',
    'ci'
  ],
  limitations: [
    'limitations',
    'known limitations',
    'known issues',
    'issues',
    'open issues',
    'caveats',
    'not done',
    'remaining',
    'remaining work',
    'left to do',
    'todo',
    'to do',
    'open questions',
    'risks',
    'blockers',
    'follow ups',
    'follow up',
    'next steps',
    'out of scope',
    'what is left',
    'what s left',
    'what remains',
    'still to do',
    'not yet done',
    'pending'
  ],
  notes: ['notes', 'note', 'remarks', 'observations', 'comments', 'details', 'additional notes', 'other notes'],
  model: ['runtime model reported', 'model', 'runtime model'],
  mode: ['runtime mode reported', 'mode', 'runtime mode']
}

/**
 * Examples the tests execute: titles and labels as written in reports, with
 * the slot each names, or `null` for one that names none (its items are read
 * for paths only).
 */
export const reportLabelExamples: ReadonlyArray<readonly [string, ReportSlot | null]> = [
  ['## Changes', 'deliverables'],
  ['### 2. Changes Made', 'deliverables'],
  ['**Files changed:**', 'files_modified'],
  ['**Files Modified**:', 'files_modified'],
  ['files_modified:', 'files_modified'],
  ['## New files', 'files_created'],
  ['## Files', 'deliverables'],
  ['## ✅ Testing', 'evidence'],
  ['## Verification', 'evidence'],
  ['### Test results (local)', 'evidence'],
  ['## Summary', 'summary'],
  ['## TL;DR', 'summary'],
  ['## Known Issues', 'limitations'],
  ['## Next steps', 'limitations'],
  ['## Notes', 'notes'],
  ['**Status:**', 'state'],
  ['**What is left:**', 'limitations'],
  ["## What's left", 'limitations'],
  ['## Done', 'deliverables'],
  ['## Not done', 'limitations'],
  ['## Result', 'summary'],
  ['## Results', 'evidence'],
  ['runtime_model_reported:', 'model'],
  ['## Background', null],
  ['## Context', null],
  ['## Approach', null],
  ['## Files in scope', null],
  ['## Change log policy', null],
  ['## Questions for you', null],
  ['## Testing strategy for later', null]
]

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
