/**
 * The console JSON return (`subagent-return.md`): the older format a child
 * printed on stdout. Unlike the metadata file it has a `summary` and uses
 * `completed` for success.
 */
import * as z from 'zod'
import {ArtifactSchema, ReturnErrorSchema, ReturnMetaIdentitySchema} from './meta.js'

import {subagentStatuses} from './vocabulary.js'

export {subagentStatuses}

export const SubagentStatusSchema = z.enum(subagentStatuses).meta({
  id: 'SubagentStatus',
  title: 'Console return status',
  description: '`completed` (all artifacts created), `partial` (can resume), `failed` (cannot resume) or `blocked` (external dependency).'
})

/** The console return adds `documentation` to the artifact types of the metadata file. */
export const subagentArtifactTypes = ['plan', 'report', 'summary', 'implementation', 'documentation'] as const

export const SubagentReturnSchema = z
  .looseObject({
    status: SubagentStatusSchema,
    summary: z.string().describe('Brief 2-5 sentence summary of what was done, under 100 tokens.'),
    artifacts: z.array(ArtifactSchema).describe('Files created by the agent; may be empty when failed or blocked.'),
    metadata: ReturnMetaIdentitySchema,
    errors: z.array(ReturnErrorSchema).optional().describe('Problems met; required unless the status is `completed`.'),
    next_steps: z.string().optional().describe('What the user should do next.')
  })
  .meta({
    id: 'SubagentReturn',
    title: 'Console subagent return',
    description:
      'The JSON a child agent prints as its whole answer: status, summary, artifacts, identity and errors. Unknown fields are allowed and kept.'
  })

export type SubagentStatus = z.infer<typeof SubagentStatusSchema>
export type SubagentReturn = z.infer<typeof SubagentReturnSchema>
