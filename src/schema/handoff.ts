/**
 * The handoff packet (`handoff_packet.md`): the JSON object a parent puts
 * first in a child's `new_task` message, saying what to read, what to
 * deliver and how success is judged. Unknown fields are allowed and kept.
 */
import * as z from 'zod'

/** The version tag the contract recommends for `handoff_schema`. */
export const handoffSchemaVersion = 'composability.handoff_packet.v1'

export const HandoffEvidenceSchema = z
  .looseObject({
    path: z.string().describe('Repo-relative path the child must read.'),
    purpose: z.string().describe('Why it matters.'),
    required: z.boolean().describe('`true` when the child must read it.')
  })
  .meta({id: 'HandoffEvidence', title: 'Evidence pointer'})

const HandoffRiskSchema = z
  .looseObject({risk: z.string(), mitigation: z.string()})
  .meta({id: 'HandoffRisk', title: 'Risk and its mitigation'})

export const HandoffDeliverableSchema = z
  .looseObject({
    path: z.string().describe('Repo-relative path of the expected file.'),
    description: z.string().describe('What the file holds.'),
    must_create: z.boolean().describe('`true` when the child must create the file (it must appear in `files_created`).')
  })
  .meta({id: 'HandoffDeliverable', title: 'Expected deliverable'})

const HandoffInterfaceEntrySchema = z
  .looseObject({
    identifier: z.string().describe('Human description of the interface point.'),
    actual_value: z.string().describe('Exact spelling as it appears in the source.'),
    source: z.string().describe('Source type, such as "SDK docs" or "type definition".'),
    citation: z.string().describe('Tool, file and line, or documentation URL.')
  })
  .meta({id: 'HandoffInterfaceEntry', title: 'Verified interface identifier'})

export const HandoffPacketSchema = z
  .looseObject({
    handoff_schema: z.string().optional().describe(`Version tag: \`${handoffSchemaVersion}\`.`),
    task_id: z.string().describe('Stable identifier for traceability.'),
    objective: z.string().describe('One-sentence mission statement.'),
    evidence: z.array(HandoffEvidenceSchema).describe('Evidence pointers the child must read.'),
    success_criteria: z.array(z.string()).describe('Concrete, verifiable outcomes.'),
    risks: z.array(HandoffRiskSchema).describe('Risks the child should watch for.'),
    constraints: z.array(z.string()).optional().describe('Hard constraints.'),
    deliverables: z.array(HandoffDeliverableSchema).optional().describe('Expected files.'),
    dependencies: z.array(z.string()).optional().describe('Other tasks or contracts the child must align with.'),
    interface_appendix: z.array(HandoffInterfaceEntrySchema).optional().describe('Verified cross-boundary identifiers, forwarded verbatim.'),
    notes: z.array(z.string()).optional().describe('Compact context not covered above.')
  })
  .meta({
    id: 'HandoffPacket',
    title: 'Handoff packet',
    description: 'The JSON object a parent puts first in a child’s `new_task` message. Unknown fields are allowed and kept.'
  })

export type HandoffPacket = z.infer<typeof HandoffPacketSchema>
export type HandoffDeliverable = z.infer<typeof HandoffDeliverableSchema>
export type HandoffEvidence = z.infer<typeof HandoffEvidenceSchema>
