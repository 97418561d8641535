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
 * mark) except the zero-width joiner that emoji sequences use, the line and
 * paragraph separators U+2028/U+2029, and lone surrogates. A backslash is left
 * as is: it cannot act on a terminal, and paths on Windows are full of them.
 *
 * Machine formats (json, sarif, junit, codequality) need none of this: their
 * serialisers escape control characters, and a bidi character in a JSON string
 * is data for the program reading it, not text on a screen.
 */

const unsafe = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]|(?!\u200D)\p{Cf}/gu

const named: Readonly<Record<string, string>> = {'\n': '\\n', '\r': '\\r', '\t': '\\t'}

function escape(character: string): string {
  return named[character] ?? character.split('').map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')
}

/** `text` with every control, bidi and invisible format character written as a visible escape; anything not a string is written with `String`. */
export function visible(text: unknown): string {
  const value = typeof text === 'string' ? text : String(text)
  return value.replace(unsafe, escape)
}

/** Whether `text` holds a character `visible` would escape. */
export function hasUnsafe(text: string): boolean {
  unsafe.lastIndex = 0
  const found = unsafe.test(text)
  unsafe.lastIndex = 0
  return found
}
