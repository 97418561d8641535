/**
 * Scanners for the two line shapes of the return language: a bullet, and a
 * `key: value` line. Hand-written loops rather than regular expressions, so
 * no input can make them backtrack.
 */

/** Emphasis or code markers that may wrap a key: `**key**:`, `__key__:`, `*key*:`, `` `key`: ``. */
export type KeyWrap = '**' | '__' | '*' | '`'

export interface ScannedBullet {
  /** The marker as written: `-`, `*`, `+`, `1.` or `1)`. */
  marker: string
  /** Index of the marker in the line. */
  markerStart: number
  /** Index where the item's content starts. */
  contentStart: number
}

export interface ScannedKeyLine {
  bullet: ScannedBullet | undefined
  wrap: KeyWrap | undefined
  /** `**key:** value` puts the colon inside the emphasis. */
  colonInsideWrap: boolean
  /** The key as written, without wrap markers. */
  rawKey: string
  /** The key in canonical spelling: lowercase, words joined by `_`. */
  key: string
  /** Index of the first character of the key, wrap markers included. */
  keyStart: number
  /** Index just past the colon (and any closing wrap marker). */
  keyEnd: number
  value: string
  valueStart: number
  valueEnd: number
}

const maxKeyLength = 64

function isSpace(char: string | undefined): boolean {
  return char === ' ' || char === '\t'
}

function isLetter(char: string | undefined): boolean {
  return char !== undefined && ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z'))
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9'
}

function isKeyChar(char: string | undefined): boolean {
  return isLetter(char) || isDigit(char) || char === '_' || char === '-' || char === ' '
}

/** A colon, or the fullwidth colon of CJK input methods (`state：SUCCESS`), drawn alike. */
function isColon(char: string | undefined): boolean {
  return char === ':' || char === '\uff1a'
}

/** Index of the first non-blank character at or after `from`. */
export function skipSpaces(text: string, from: number): number {
  let index = from
  while (isSpace(text[index])) index++
  return index
}

/** Recognises a list-item marker at the start of a line (after indentation). */
export function scanBullet(text: string): ScannedBullet | undefined {
  const start = skipSpaces(text, 0)
  const char = text[start]
  if ((char === '-' || char === '*' || char === '+') && (isSpace(text[start + 1]) || start + 1 === text.length)) {
    return {marker: char, markerStart: start, contentStart: skipSpaces(text, start + 1)}
  }

  let index = start
  while (index - start < 9 && isDigit(text[index])) index++
  if (index > start && (text[index] === '.' || text[index] === ')') && (isSpace(text[index + 1]) || index + 1 === text.length)) {
    return {marker: text.slice(start, index + 1), markerStart: start, contentStart: skipSpaces(text, index + 1)}
  }

  return undefined
}

/** Canonical spelling of a key: `Retry Recommended` → `retry_recommended`, `files\_created` → `files_created`; underscores are kept as written. */
export function normalizeKey(raw: string): string {
  return raw.trim().toLowerCase().replaceAll('\\_', '_').replace(/[ -]+/g, '_')
}

/**
 * Recognises `key: value`, optionally bulleted and with the key wrapped in
 * bold or backticks. The colon must be followed by a blank or the end of the
 * line, so URLs (`http://…`) and drive letters (`C:\…`) are not keys.
 */
export function scanKeyLine(text: string): ScannedKeyLine | undefined {
  const bullet = scanBullet(text)
  const keyStart = bullet ? bullet.contentStart : skipSpaces(text, 0)
  let wrap: KeyWrap | undefined
  if (text.startsWith('**', keyStart)) wrap = '**'
  else if (text.startsWith('__', keyStart)) wrap = '__'
  else if (text[keyStart] === '*') wrap = '*'
  else if (text[keyStart] === '`') wrap = '`'
  const scanned = scanKey(text, bullet, keyStart, wrap)
  // `__proto__:` is a key named with underscores, not bold `proto`.
  return scanned ?? (wrap === '__' ? scanKey(text, bullet, keyStart, undefined) : undefined)
}

function scanKey(text: string, bullet: ScannedBullet | undefined, keyStart: number, wrap: KeyWrap | undefined): ScannedKeyLine | undefined {
  let index = keyStart + (wrap?.length ?? 0)
  const nameStart = index
  while (text[index] === '_' && index - nameStart < 8) index++
  if (!isLetter(text[index])) return undefined
  // `files\_created:` is how some hosts escape markdown: drawn as `files_created:`, it is that key.
  while (index - nameStart <= maxKeyLength && (isKeyChar(text[index]) || (text[index] === '\\' && text[index + 1] === '_'))) index += text[index] === '\\' ? 2 : 1
  if (index - nameStart > maxKeyLength) return undefined
  const rawKey = text.slice(nameStart, index).trim()
  let colonInsideWrap = false

  if (wrap) {
    index = skipSpaces(text, index)
    if (text.startsWith(wrap, index)) {
      index = skipSpaces(text, index + wrap.length)
      if (!isColon(text[index])) return undefined
      index++
    } else if (isColon(text[index]) && text.startsWith(wrap, index + 1)) {
      colonInsideWrap = true
      index += 1 + wrap.length
    } else {
      return undefined
    }
  } else {
    index = skipSpaces(text, index)
    if (!isColon(text[index])) return undefined
    index++
  }

  // A no-break space after the colon (pasted from a rich-text editor) is drawn as a blank; a fullwidth colon
  // holds its own space (`state：SUCCESS`), and is never part of a URL or a drive.
  const fullwidth = text.slice(keyStart, index).includes('\uff1a')
  if (index < text.length && !isSpace(text[index]) && text[index] !== '\u00a0' && !fullwidth) return undefined
  const keyEnd = index
  let valueStart = index
  while (isSpace(text[valueStart]) || text[valueStart] === '\u00a0') valueStart++
  let valueEnd = text.length
  while (valueEnd > valueStart && isSpace(text[valueEnd - 1])) valueEnd--

  return {
    bullet,
    wrap,
    colonInsideWrap,
    rawKey,
    key: normalizeKey(rawKey),
    keyStart,
    keyEnd,
    value: text.slice(valueStart, valueEnd),
    valueStart,
    valueEnd
  }
}
