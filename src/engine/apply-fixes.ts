/** Applies fix edits to a text, ESLint-style: in order, skipping edits that overlap one already taken. */
import type {Fix} from './diagnostic.js'
import {itemsOf, plainOf} from '../util/snapshot.js'

export interface AppliedFixes {
  output: string
  applied: number
  /** Edits left out because they overlapped another; a next pass may take them. */
  skipped: number
}

function isEdit(fix: unknown): fix is Fix {
  if (typeof fix !== 'object' || fix === null) return false
  const {range, text} = fix as Partial<Fix>
  return Array.isArray(range) && Number.isInteger(range[0]) && Number.isInteger(range[1]) && typeof text === 'string'
}

/** `applyFixes` over edits handback made itself: no copy, no bound. */
export function applyEdits(text: string, fixes: readonly unknown[]): AppliedFixes {
  const usable = fixes.filter(isEdit)
  const ordered = usable.sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1])
  let output = ''
  let cursor = 0
  let applied = 0
  let skipped = fixes.length - usable.length
  for (const fix of ordered) {
    const [start, end] = fix.range
    if (start < cursor || end < start || end > text.length) {
      skipped++
      continue
    }

    output += text.slice(cursor, start) + fix.text
    cursor = end
    applied++
  }

  return {output: output + text.slice(cursor), applied, skipped}
}

/**
 * Applies a caller's `fixes` to `text`. An edit without a numeric range and a
 * text (or that cannot be read) is skipped like an overlapping one; a list
 * that is not an array, cannot be read, or is longer than `maxJsonValues`
 * (5,000; sparse slots count) applies nothing.
 */
export function applyFixes(text: string, fixes: readonly Fix[]): AppliedFixes {
  // Each edit is copied: a getter or proxy in it reads as no edit.
  const given = (itemsOf(fixes) ?? []).map((fix) => plainOf(fix))
  if (typeof text !== 'string') return {output: '', applied: 0, skipped: given.length}
  return applyEdits(text, given)
}
