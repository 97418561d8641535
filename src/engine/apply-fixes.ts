/** Applies fix edits to a text, ESLint-style: in order, skipping edits that overlap one already taken. */
import type {Fix} from './diagnostic.js'

export interface AppliedFixes {
  output: string
  applied: number
  /** Edits left out because they overlapped another; a next pass may take them. */
  skipped: number
}

export function applyFixes(text: string, fixes: readonly Fix[]): AppliedFixes {
  const ordered = [...fixes].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1])
  let output = ''
  let cursor = 0
  let applied = 0
  let skipped = 0
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
