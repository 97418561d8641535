/**
 * GitLab Code Quality (a subset of the Code Climate issue format): one issue
 * per diagnostic with the rule as `check_name`, the file and lines as
 * `location`, and a fingerprint that survives lines added above it.
 * Severities: error is `major`, warning `minor`, info `info`.
 */
import type {Severity} from '../engine/diagnostic.js'
import {resultFingerprints} from './fingerprints.js'
import type {Reporter} from './types.js'
import {jsonText} from '../util/visible.js'

const severities: Readonly<Record<Severity, string>> = {error: 'major', warning: 'minor', info: 'info'}

export const codequality: Reporter = (results) =>
  jsonText(
    results.flatMap((file) => {
      const fingerprints = resultFingerprints(file)
      return file.diagnostics.map((diagnostic, index) => ({
        type: 'issue',
        check_name: diagnostic.ruleId,
        description: diagnostic.message,
        ...(diagnostic.note === undefined ? {} : {content: {body: diagnostic.note}}),
        categories: ['Style'],
        location: {path: file.filePath.replaceAll('\\', '/'), lines: {begin: diagnostic.line, end: diagnostic.endLine ?? diagnostic.line}},
        severity: severities[diagnostic.severity],
        fingerprint: fingerprints[index]
      }))
    }),
    2
  ) + '\n'
