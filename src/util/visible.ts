/**
 * Text from the input made safe to show on a terminal or in a one-line
 * format. The input is written by the party being checked, and messages
 * quote it: an ESC could recolour or rewrite the screen, a BEL ring, a CR or
 * newline forge a line of output, a bidi override (Trojan Source) or an
 * invisible format character make a path read as another.
 *
 * Every such character becomes a visible escape: `\n`, `\r`, `\t`, else
 * `\uXXXX` as in JSON (`\u001b`, `\u0007`, `\u202e`). Escaped: control
 * characters (C0, DEL, C1), format characters (bidi embeddings, overrides,
 * isolates and marks, zero-width characters, tag characters, the byte order
 * mark) except the zero-width joiner that emoji sequences use, letters drawn
 * as nothing (the Hangul fillers U+3164, U+115F), the line and paragraph
 * separators U+2028/U+2029, and lone surrogates. A backslash is left
 * as is: it cannot act on a terminal, and paths on Windows are full of them.
 *
 * Machine formats keep the value exact instead: JSON output (`parse`, the
 * json, sarif and codequality formats) goes through `jsonText`, which writes
 * the same characters as JSON `\uXXXX` escapes, so the value read back is the
 * input's, byte for byte; junit's XML writer replaces what XML cannot hold.
 */
import {describeValue} from './describe.js'

// Besides control, separator, surrogate and format characters: letters and marks drawn as nothing (the Hangul fillers, the combining grapheme joiner, Khmer and Mongolian invisibles).
const unsafe = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFFA0]|(?!\u200D)\p{Cf}/gu

const named: Readonly<Record<string, string>> = {'\n': '\\n', '\r': '\\r', '\t': '\\t'}

function escape(character: string): string {
  return named[character] ?? character.split('').map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')
}

/** `text` with every control, bidi and invisible format character written as a visible escape; anything not a string is written with `String`. */
export function visible(text: unknown): string {
  let value: string
  try {
    value = typeof text === 'string' ? text : String(text)
  } catch {
    // An object whose conversion throws (or a symbol-keyed oddity) is still shown as something.
    try {
      value = Object.prototype.toString.call(text)
    } catch {
      // A revoked proxy throws even here.
      value = `[${describeValue(text)}]`
    }
  }

  return value.replace(unsafe, escape)
}

/** What `JSON.stringify` leaves raw: C1 controls, format characters, U+2028/U+2029, letters drawn as nothing (it escapes C0 and lone surrogates itself). */
const rawInJson = /[\u007F-\u009F\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFFA0]|(?!\u200D)\p{Cf}/gu

/**
 * `JSON.stringify(value, null, indent)` with the characters `visible` escapes
 * written as `\uXXXX` escapes too: the same JSON value, but no C1 control or
 * bidi character reaches a terminal that shows the output. Outside strings,
 * JSON holds only spaces and the indentation's newlines, so nothing else changes.
 */
export function jsonText(value: unknown, indent?: number): string {
  const text = JSON.stringify(value, null, indent)
  return typeof text === 'string' ? escapedJson(text) : String(text)
}

/** JSON text as `JSON.stringify` writes it, with what `jsonText` escapes escaped: the same value. */
export function escapedJson(text: string): string {
  return text.replace(rawInJson, escape)
}
