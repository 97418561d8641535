/** Which texts are handoff packets: named `…handoff…` (a return's metadata or progress aside), or opening with a packet's fields. */
import type {Detector} from '../detect-kind.js'

/**
 * A handoff packet's own fields (`task_id` and `objective` beside `success_criteria` or `evidence`)
 * before any Status heading: a message may end with the return template, a return never starts with a packet.
 */
function looksLikeHandoffPacket(text: string): boolean {
  const taskId = /"task_id"\s*:/.exec(text)?.index
  if (taskId === undefined || !/"objective"\s*:/.test(text) || !/"(success_criteria|evidence)"\s*:/.test(text)) return false
  const status = /^ {0,3}#{1,3}[ \t]+(\*\*)?status\b/im.exec(text)?.index
  return status === undefined || taskId < status
}

export const detector: Detector = {
  order: 50,
  noun: 'handoff packet',
  returned: false,
  claims: [
    {rank: 10, test: ({base}) => /handoff/.test(base) && !/return-meta|meta-return|progress/.test(base)},
    {rank: 30, test: ({text}) => looksLikeHandoffPacket(text)}
  ]
}
