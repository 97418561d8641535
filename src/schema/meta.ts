/**
 * The return-metadata file (`specs/{N}_{SLUG}/.return-meta.json`): what a
 * child writes for its parent instead of printing JSON. Objects are loose:
 * fields a team adds are kept, never stripped.
 */
import * as z from 'zod'

import {returnMetaStatuses} from './vocabulary.js'

export {returnMetaStatuses}

export const ReturnMetaStatusSchema = z.enum(returnMetaStatuses).meta({
  id: 'ReturnMetaStatus',
  title: 'Return-metadata status',
  description:
    'Contextual status: `researched`, `planned`, `implemented`, `synced` or `committed` on success (one per operation), `in_progress` for early metadata, `partial`, `failed` or `blocked` otherwise. Never `completed`.'
})

/** The artifact types of the contract; teams add their own, which the lint options accept. */
export const artifactTypes = ['report', 'plan', 'summary', 'implementation'] as const

export const ArtifactTypeSchema = z.enum(artifactTypes).meta({
  id: 'ArtifactType',
  title: 'Artifact type',
  description: 'The artifact types of the contract. Files may use other words; the `artifact-type-unknown` rule reports them.'
})

export const ArtifactSchema = z
  .looseObject({
    type: z.string().describe('`report`, `plan`, `summary` or `implementation`; other words are reported by `artifact-type-unknown`.'),
    path: z.string().describe('Path of the file, relative to the project root.'),
    summary: z.string().describe('Brief one-sentence description of the artifact.')
  })
  .meta({id: 'Artifact', title: 'Artifact', description: 'A file the child created or changed.'})

export const ReturnMetaIdentitySchema = z
  .looseObject({
    session_id: z.string().describe('Session id from the delegation context; must match the one the parent expects.'),
    agent_type: z.string().describe('Name of the returning agent, such as `lean-research-agent`.'),
    duration_seconds: z.number().nonnegative().optional().describe('Execution time in seconds.'),
    delegation_depth: z.number().int().nonnegative().describe('Nesting depth in the delegation chain.'),
    delegation_path: z.array(z.string()).describe('Delegation steps from the orchestrator to this agent.')
  })
  .meta({
    id: 'ReturnMetaIdentity',
    title: 'Return-metadata identity',
    description: 'Who returned, within which delegation. Agent-specific fields (`findings_count`, `phases_completed`, `phases_total`, …) are allowed.'
  })

export const PartialProgressSchema = z
  .looseObject({
    stage: z.string().describe('Current execution stage, such as `phase_2_completed`.'),
    details: z.string().describe('Human-readable description of the progress.'),
    phases_completed: z.number().int().nonnegative().optional().describe('Implementation phases completed.'),
    phases_total: z.number().int().nonnegative().optional().describe('Total implementation phases.')
  })
  .meta({
    id: 'PartialProgress',
    title: 'Partial progress',
    description: 'Where interrupted or partial work stands; expected with `in_progress` and `partial`.'
  })

export const CompletionDataSchema = z
  .looseObject({
    completion_summary: z.string().describe('One to three sentences saying what was accomplished.'),
    roadmap_items: z.array(z.string()).optional().describe('ROAD_MAP.md item texts the task addresses (non-meta tasks only).'),
    claudemd_suggestions: z
      .string()
      .optional()
      .describe('Description of the `.claude/` changes made, or `none`; required for meta tasks.')
  })
  .meta({
    id: 'CompletionData',
    title: 'Completion data',
    description: 'What the parent needs to close the task; required with `implemented`.'
  })

export const ReturnErrorSchema = z
  .looseObject({
    type: z.string().describe('Error category, such as `validation`, `execution` or `timeout`.'),
    message: z.string().describe('Human-readable error message.'),
    recoverable: z.boolean().describe('Whether a retry may succeed.'),
    recommendation: z.string().describe('How to fix or proceed.')
  })
  .meta({id: 'ReturnError', title: 'Return error', description: 'One problem met; expected with `partial`, `failed` and `blocked`.'})

export const ReturnMetaSchema = z
  .looseObject({
    status: ReturnMetaStatusSchema,
    artifacts: z.array(ArtifactSchema).describe('Files created or changed; may be empty.'),
    next_steps: z.string().optional().describe('What the user or orchestrator should do next.'),
    metadata: ReturnMetaIdentitySchema,
    started_at: z.iso
      .datetime({offset: true})
      .optional()
      .describe('ISO 8601 time the agent started; expected with `in_progress` (early metadata).'),
    partial_progress: PartialProgressSchema.optional(),
    completion_data: CompletionDataSchema.optional(),
    errors: z.array(ReturnErrorSchema).optional().describe('Problems met; expected with `partial`, `failed` and `blocked`.')
  })
  .meta({
    id: 'ReturnMeta',
    title: 'Return-metadata file',
    description:
      'The `.return-meta.json` a child agent writes for its parent: status, artifacts, identity and, by status, progress, completion data or errors. Unknown fields are allowed and kept.'
  })

export type ReturnMetaStatus = z.infer<typeof ReturnMetaStatusSchema>
export type ArtifactType = z.infer<typeof ArtifactTypeSchema>
export type Artifact = z.infer<typeof ArtifactSchema>
export type ReturnMetaIdentity = z.infer<typeof ReturnMetaIdentitySchema>
export type PartialProgress = z.infer<typeof PartialProgressSchema>
export type CompletionData = z.infer<typeof CompletionDataSchema>
export type ReturnError = z.infer<typeof ReturnErrorSchema>
export type ReturnMeta = z.infer<typeof ReturnMetaSchema>
