/** Which texts are return-metadata files: named so, or JSON that no other kind claims. */
import {isReturnShaped, type Detector} from '../detect-kind.js'

const metaName = /return-meta|meta-return/

export const detector: Detector = {
  order: 20,
  noun: 'return-metadata file',
  returned: true,
  language: 'json',
  claims: [
    {rank: 60, test: ({base, json}) => json && metaName.test(base)},
    // JSON that is no other kind's is read as return-metadata, whose rules say what it lacks.
    {rank: 100, test: ({json}) => json}
  ],
  named: {rank: 60, test: (base) => metaName.test(base)},
  found: {json: isReturnShaped}
}
