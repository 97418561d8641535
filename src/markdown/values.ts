/** Interpretation of scalar and list values, reporting whether the spelling was canonical. */

export interface Unwrapped {
  text: string
  /** The marker that wrapped the value (`**`, `` ` ``, …), if any. */
  wrap: string | undefined
}

const wrapMarkers = ['**', '__', '`', '*', '_'] as const

/** Removes one pair of inline markers around a whole value: `` `a.md` `` → `a.md`. */
export function unwrapInline(value: string): Unwrapped {
  const text = value.trim()
  for (const marker of wrapMarkers) {
    if (text.length > marker.length * 2 && text.startsWith(marker) && text.endsWith(marker)) {
      const inner = text.slice(marker.length, text.length - marker.length)
      if (!inner.includes(marker)) return {text: inner.trim(), wrap: marker}
    }
  }

  return {text, wrap: undefined}
}

export interface YesNo {
  value: boolean
  /** True only for lowercase `yes` / `no`, the contract's spelling. */
  canonical: boolean
}

/** `yes`/`no`/`true`/`false` in any case; undefined for anything else. */
export function parseYesNo(raw: string): YesNo | undefined {
  const {text, wrap} = unwrapInline(raw)
  const lower = text.toLowerCase()
  const value = lower === 'yes' || lower === 'true' ? true : lower === 'no' || lower === 'false' ? false : undefined
  if (value === undefined) return undefined
  return {value, canonical: wrap === undefined && (text === 'yes' || text === 'no')}
}

const noneWords = new Set(['none', 'n/a', 'na', 'nothing', '-', '—', '[]', 'empty'])

/** `(none)`, `none`, `n/a`, `[]` and the like: an explicitly empty list. */
export function isNone(raw: string): boolean {
  let text = unwrapInline(raw).text.toLowerCase()
  if (text.startsWith('(') && text.endsWith(')')) text = text.slice(1, -1).trim()
  return noneWords.has(text)
}

/** The canonical spelling of an empty list item. */
export const canonicalNone = '(none)'

/** Splits an inline list: `a.md, b.md` or `[a.md, b.md]`, markers removed from each item. */
export function splitInlineList(raw: string): string[] {
  let text = raw.trim()
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1)
  const items: string[] = []
  for (const part of text.split(',')) {
    const item = unwrapInline(part).text
    if (item.length > 0) items.push(item)
  }

  return items
}

/** Levenshtein distance, bounded: stops counting past `limit`. */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous = Array.from({length: b.length + 1}, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      current.push(value)
      if (value < rowMin) rowMin = value
    }

    if (rowMin > limit) return limit + 1
    previous = current
  }

  return previous[b.length]!
}

/** The candidate closest to `value` within `limit` edits (case-insensitive), if any. */
export function nearest<T extends string>(value: string, candidates: readonly T[], limit = 2): T | undefined {
  let best: T | undefined
  let bestDistance = limit + 1
  const lower = value.toLowerCase()
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase(), limit)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }

  return best
}
