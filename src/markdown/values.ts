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
