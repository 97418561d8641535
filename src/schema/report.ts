import * as z from 'zod'
import {returnStates} from './return-state.js'

/** The three states a child may report. */
export const ReturnStateSchema = z.enum(returnStates)

/**
 * Unknown keys a child adds are kept as they were written (loose objects):
 * scalar keys as strings, list keys as arrays of strings.
 */
const extraValue = z.union([z.string(), z.array(z.string())])

export const ReturnStatusSchema = z
  .object({
    state: ReturnStateSchema,
    summary: z.string().describe('One sentence saying what was done.'),
    error_code: z.string().optional().describe('Stable identifier for machine routing, such as E_MISSING_INPUT.'),
    retry_recommended: z.boolean().optional().describe('`yes`/`no` in the markdown; required when state is ERROR.'),
    retry_hint: z.string().optional().describe('Short instruction for the retry.'),
    next_steps: extraValue
      .optional()
      .describe('What the parent should do next; not in the markdown contract, it mirrors the JSON formats’ `next_steps`.')
  })
  .catchall(extraValue)
  .meta({id: 'ReturnStatus', title: 'Status section'})

export const DeliverableSchema = z
  .object({
    path: z.string().describe('Repo-relative path of the created or modified file.'),
    description: z.string().describe('One line saying what the file is or what changed.')
  })
  .meta({id: 'Deliverable'})

export const EvidenceSchema = z
  .object({
    text: z.string().describe('The bullet as written, inline markup removed.'),
    path: z.string().optional().describe('The leading path or command, when the bullet has the `path — description` shape.'),
    description: z.string().optional().describe('What the path proves, when the bullet has the `path — description` shape.'),
    output: z.string().optional().describe('A code block under the bullet (or on its own in the section): the output or log it shows, as written.'),
    table: z.array(z.array(z.string())).optional().describe('A pipe table in the section, as rows of cells (the header row first, the delimiter row left out).')
  })
  .meta({id: 'Evidence'})

export const AttestationSchema = z
  .object({
    runtime_model_reported: z.string(),
    runtime_mode_reported: z.string(),
    files_created: z.array(z.string()),
    files_modified: z.array(z.string()),
    limitations: z.array(z.string()).optional()
  })
  .catchall(extraValue)
  .meta({id: 'RuntimeAttestation', title: 'Runtime Attestation section'})

const ReportSignalSchema = z
  .object({
    signal: z.string().describe('The id of the named signal (grammar/signals.md).'),
    text: z.string().describe("The child's words that said a worse outcome, as written."),
    line: z.number().int().positive().describe('The 1-based line of those words.')
  })
  .meta({id: 'ReportSignal'})
export const ReturnReportSchema = z
  .object({
    status: ReturnStatusSchema,
    deliverables: z.array(DeliverableSchema),
    evidence: z.array(EvidenceSchema),
    attestation: AttestationSchema,
    signals: z
      .array(ReportSignalSchema)
      .optional()
      .describe('What handback read beside `state`: the named signals that say a worse outcome than it (another state said elsewhere, failing evidence, failure said in words). Absent when none fired; `decide` never accepts a report that has one.')
  })
  .meta({
    id: 'ReturnReport',
    title: 'Markdown return',
    description: 'The typed form of a child agent’s markdown return (Status, Deliverables, Evidence, Runtime Attestation).'
  })

export type ReturnState = z.infer<typeof ReturnStateSchema>
export type ReturnStatus = z.infer<typeof ReturnReportSchema>['status']
export type Deliverable = z.infer<typeof DeliverableSchema>
export type Evidence = z.infer<typeof EvidenceSchema>
export type Attestation = z.infer<typeof AttestationSchema>
export type ReportSignal = z.infer<typeof ReportSignalSchema>
export type ReturnReport = z.infer<typeof ReturnReportSchema>
