/**
 * Stable identities of results, for services that track a problem across
 * commits (SARIF `partialFingerprints`, GitLab Code Quality `fingerprint`): the
 * rule, the file, the trimmed text of the line the problem is on and its
 * message, plus an occurrence count for identical ones. Line numbers are left
 * out, so a problem keeps its identity when lines are added above it.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {fingerprintOf, fingerprintStart, fingerprintUpdate, type FingerprintState} from '../util/fingerprint.js'
import type {FileResult} from './types.js'

/** A part of the key as `Array.prototype.join` writes it: nothing for null and undefined. */
function part(value: unknown): string {
  return value === null || value === undefined ? '' : String(value)
}

/**
 * One fingerprint per diagnostic of the file, in order: the hash of
 * `rule\0file\0line text\0message\0occurrence`. A line's text is read once
 * per rule, however many problems sit on it (a one-line JSON file of a
 * mebibyte can carry thousands), and identical problems are counted by the
 * number of their line's text, not by the text itself.
 */
export function resultFingerprints(file: FileResult): string[] {
  const lines = file.source.replace(/^\ufeff/, '').split(/\r\n|\r|\n/)
  const filePath = file.filePath.replaceAll('\\', '/')
  /** Each distinct trimmed line text, numbered; and the number of each line's text. */
  const textNumbers = new Map<string, number>()
  const texts: string[] = []
  const lineTexts = new Map<unknown, number>()
  /** The hash state after `rule\0file\0line text\0`, by rule and text number. */
  const prefixes = new Map<string, FingerprintState>()
  const seen = new Map<string, number>()
  return file.diagnostics.map((diagnostic: Diagnostic) => {
    let textNumber = lineTexts.get(diagnostic.line)
    if (textNumber === undefined) {
      const lineText = (lines[diagnostic.line - 1] ?? '').trim()
      textNumber = textNumbers.get(lineText)
      if (textNumber === undefined) {
        textNumber = texts.length
        texts.push(lineText)
        textNumbers.set(lineText, textNumber)
      }

      lineTexts.set(diagnostic.line, textNumber)
    }

    const rule = part(diagnostic.ruleId)
    const prefixKey = `${textNumber}\u0000${rule}`
    let prefix = prefixes.get(prefixKey)
    if (prefix === undefined) {
      prefix = fingerprintUpdate(fingerprintUpdate(fingerprintUpdate(fingerprintStart, `${rule}\u0000${filePath}\u0000`), texts[textNumber]!), '\u0000')
      prefixes.set(prefixKey, prefix)
    }

    const message = part(diagnostic.message)
    const key = `${prefixKey}\u0000${message}`
    const occurrence = (seen.get(key) ?? 0) + 1
    seen.set(key, occurrence)
    return fingerprintOf(fingerprintUpdate(prefix, `${message}\u0000${occurrence}`))
  })
}
