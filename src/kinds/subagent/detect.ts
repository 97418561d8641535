/** Which texts are console returns: named `…result…`, or saying they succeeded in a word return-metadata lacks (`completed`), beside a summary. */
import {isSuccessWord} from '../../json/status.js'
import {returnMetaStatuses} from '../../schema/vocabulary.js'
import {isReturnShaped, type Detector} from '../detect-kind.js'

function saysCompleted(text: string): boolean {
  const status = /"status"\s*:\s*"([^"\\]{1,40})"/.exec(text)?.[1]
  const successWord = status !== undefined && !(returnMetaStatuses as readonly string[]).includes(status) && isSuccessWord(status)
  return successWord && /"summary"\s*:/.test(text)
}

export const detector: Detector = {
  order: 30,
  noun: 'console return',
  returned: true,
  language: 'json',
  claims: [
    {rank: 80, test: ({base, json}) => json && /result/.test(base)},
    {rank: 90, test: ({text, json}) => json && saysCompleted(text)}
  ],
  named: {rank: 80, test: (base) => /(^|[-_.])result\.json$/.test(base)},
  found: {json: isReturnShaped}
}
