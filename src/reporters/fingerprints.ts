/**
 * Stable identities of results, for services that track a problem across
 * commits (SARIF `partialFingerprints`, GitLab Code Quality `fingerprint`): the
 * rule, the file, the trimmed text of the line the problem is on and its
 * message, plus an occurrence count for identical ones. Line numbers are left
 * out, so a problem keeps its identity when lines are added above it.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {fingerprint} from '../util/fingerprint.js'
import type {FileResult} from './types.js'

/** One fingerprint per diagnostic of the file, in order. */
export function resultFingerprints(file: FileResult): string[] {
  const lines = file.source.replace(/^\ufeff/, '').split(/\r\n|\r|\n/)
  const seen = new Map<string, number>()
  return file.diagnostics.map((diagnostic: Diagnostic) => {
    const lineText = (lines[diagnostic.line - 1] ?? '').trim()
    const key = [diagnostic.ruleId, file.filePath.replaceAll('\\', '/'), lineText, diagnostic.message].join('\u0000')
    const occurrence = (seen.get(key) ?? 0) + 1
    seen.set(key, occurrence)
    return fingerprint(`${key}\u0000${occurrence}`)
  })
}
