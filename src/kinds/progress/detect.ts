/** Which texts are progress files: named `…progress…`, or JSON holding `objectives`. */
import {isRecord, type Detector} from '../detect-kind.js'

export const detector: Detector = {
  order: 40,
  noun: 'progress file',
  returned: true,
  language: 'json',
  claims: [{rank: 70, test: ({base, text, json}) => json && (/progress/.test(base) || /"objectives"\s*:/.test(text))}],
  named: {rank: 70, test: (base) => /(^|[-_.])progress\.json$/.test(base)},
  found: {json: (value) => isRecord(value) && Array.isArray(value['objectives']) && ('phase' in value || 'current_objective' in value)}
}
