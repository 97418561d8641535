/** Interpretation of scalar and list values, reporting whether the spelling was canonical. */
import {splitTopLevelCommas} from '../util/commas.js'
import {wordsOf} from '../vocabulary/index.js'

export interface Unwrapped {
  text: string
  /** The marker that wrapped the value (`**`, `` ` ``, …), if any. */
  wrap: string | undefined
}

/** Emphasis and code markers, then quotes (`state: "SUCCESS"`, as JSON or YAML would write it), each as its opening and closing form. */
const wrapMarkers: ReadonlyArray<readonly [string, string]> = [
  ['**', '**'],
  ['__', '__'],
  ['`', '`'],
  ['*', '*'],
  ['_', '_'],
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['‘', '’']
]

/** Removes one pair of inline markers or quotes around a whole value: `` `a.md` `` → `a.md`, `"ERROR"` → `ERROR`. */
export function unwrapInline(value: string): Unwrapped {
  const text = value.trim()
  for (const [open, close] of wrapMarkers) {
    if (text.length > open.length + close.length && text.startsWith(open) && text.endsWith(close)) {
      const inner = text.slice(open.length, text.length - close.length)
      if (!inner.includes(open) && !inner.includes(close)) return {text: inner.trim(), wrap: open}
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

/** The vocabulary's words of nothing (`none`, `n/a`, `nichts`), and the marks of an empty list. */
const noneWords: ReadonlySet<string> = new Set([...wordsOf('nothing', 'emptyList'), '-', '—', '[]'])

/** `(none)`, `none`, `n/a`, `[]` and the like: an explicitly empty list. */
export function isNone(raw: string): boolean {
  let text = unwrapInline(raw).text.toLowerCase()
  if (text.startsWith('(') && text.endsWith(')')) text = text.slice(1, -1).trim()
  return noneWords.has(text)
}

/** The canonical spelling of an empty list item. */
export const canonicalNone = '(none)'

/** Splits an inline list: `a.md, b.md` or `[a.md, b.md]`, markers removed from each item; commas inside parentheses or brackets do not split. */
export function splitInlineList(raw: string): string[] {
  let text = raw.trim()
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1)
  const items: string[] = []
  // A comma inside parentheses or brackets is part of a remark: `src/lexer.ts (split out, ~200 lines)` is one item.
  for (const part of splitTopLevelCommas(text)) {
    const item = unwrapInline(part).text
    if (item.length > 0) items.push(item)
  }

  return items
}

const pathCharacters = /^[\w@~.+/-]+$/
const extension = /\.[A-Za-z][A-Za-z0-9]{0,7}$/

/** Shortened words that look like a file name with an extension (`e.g`, `z.B`): the vocabulary's `abbreviation` list. */
const abbreviations: ReadonlySet<string> = new Set(wordsOf('abbreviation'))

/** Whether a token, markup removed, reads as a file path: no blanks, not a URL, a `/` or a file extension. */
export function looksLikePath(token: string): boolean {
  const text = token.trim()
  if (text.length < 3 || text.length > 300 || !pathCharacters.test(text)) return false
  if (/^[.\d]+$/.test(text) || text.startsWith('--')) return false
  return text.includes('/') ? /[A-Za-z]/.test(text) : extension.test(text) && !abbreviations.has(text.toLowerCase().replace(/\.$/, ''))
}
