/**
 * The phase progress file (`specs/{N}_{SLUG}/progress/phase-{P}-progress.json`):
 * objective-level checkpoints a successor reads to resume work.
 */
import * as z from 'zod'

import {approachResults, objectiveStatuses} from './vocabulary.js'

export {approachResults, objectiveStatuses}

export const ObjectiveStatusSchema = z.enum(objectiveStatuses).meta({
  id: 'ObjectiveStatus',
  title: 'Objective status',
  description: '`not_started`, `in_progress`, `done` or `blocked`.'
})

export const ApproachResultSchema = z.enum(approachResults).meta({
  id: 'ApproachResult',
  title: 'Approach result',
  description: 'How an approach that did not fully succeed ended: `failed`, `partial` or `blocked`.'
})

export const ObjectiveSchema = z
  .looseObject({
    id: z.number().int().positive().describe('Unique within the phase, 1-indexed; immutable once created.'),
    description: z.string().describe('Brief description of the objective; immutable once created.'),
    status: ObjectiveStatusSchema,
    note: z.string().optional().describe('Additional context: partial completion, blockers.')
  })
  .meta({id: 'Objective', title: 'Objective'})

export const ApproachSchema = z
  .looseObject({
    approach: z.string().describe('Brief description of what was tried.'),
    result: ApproachResultSchema,
    reason: z.string().describe('Why it did not fully succeed.')
  })
  .meta({id: 'Approach', title: 'Approach tried'})

export const ProgressFileSchema = z
  .looseObject({
    phase: z.number().int().describe('Phase number matching the plan file.'),
    phase_name: z.string().describe('Human-readable phase name from the plan.'),
    started_at: z.iso.datetime({offset: true}).describe('ISO 8601 time work on the phase began.'),
    last_updated: z.iso.datetime({offset: true}).describe('ISO 8601 time of the last update; not before `started_at`.'),
    objectives: z.array(ObjectiveSchema).describe('Ordered objectives of the phase.'),
    current_objective: z.number().int().describe('Id of the objective being worked on, or next to start.'),
    approaches_tried: z.array(ApproachSchema).optional().describe('Approaches that failed, so successors do not retry them.'),
    handoff_count: z.number().int().nonnegative().describe('Times the phase was handed off; never decreases.')
  })
  .meta({
    id: 'ProgressFile',
    title: 'Phase progress file',
    description: 'Objective-level progress of one implementation phase, read by successors to resume. Unknown fields are allowed and kept.'
  })

export type ObjectiveStatus = z.infer<typeof ObjectiveStatusSchema>
export type ApproachResult = z.infer<typeof ApproachResultSchema>
export type Objective = z.infer<typeof ObjectiveSchema>
export type Approach = z.infer<typeof ApproachSchema>
export type ProgressFile = z.infer<typeof ProgressFileSchema>
