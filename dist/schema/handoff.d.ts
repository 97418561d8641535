/**
 * The handoff packet (`handoff_packet.md`): the JSON object a parent puts
 * first in a child's `new_task` message, saying what to read, what to
 * deliver and how success is judged. Unknown fields are allowed and kept.
 */
import * as z from 'zod';
/** The version tag the contract recommends for `handoff_schema`. */
export declare const handoffSchemaVersion = "composability.handoff_packet.v1";
export declare const HandoffEvidenceSchema: z.ZodObject<{
    path: z.ZodString;
    purpose: z.ZodString;
    required: z.ZodBoolean;
}, z.core.$loose>;
export declare const HandoffDeliverableSchema: z.ZodObject<{
    path: z.ZodString;
    description: z.ZodString;
    must_create: z.ZodBoolean;
}, z.core.$loose>;
export declare const HandoffPacketSchema: z.ZodObject<{
    handoff_schema: z.ZodOptional<z.ZodString>;
    task_id: z.ZodString;
    objective: z.ZodString;
    evidence: z.ZodArray<z.ZodObject<{
        path: z.ZodString;
        purpose: z.ZodString;
        required: z.ZodBoolean;
    }, z.core.$loose>>;
    success_criteria: z.ZodArray<z.ZodString>;
    risks: z.ZodArray<z.ZodObject<{
        risk: z.ZodString;
        mitigation: z.ZodString;
    }, z.core.$loose>>;
    constraints: z.ZodOptional<z.ZodArray<z.ZodString>>;
    deliverables: z.ZodOptional<z.ZodArray<z.ZodObject<{
        path: z.ZodString;
        description: z.ZodString;
        must_create: z.ZodBoolean;
    }, z.core.$loose>>>;
    dependencies: z.ZodOptional<z.ZodArray<z.ZodString>>;
    interface_appendix: z.ZodOptional<z.ZodArray<z.ZodObject<{
        identifier: z.ZodString;
        actual_value: z.ZodString;
        source: z.ZodString;
        citation: z.ZodString;
    }, z.core.$loose>>>;
    notes: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$loose>;
export type HandoffPacket = z.infer<typeof HandoffPacketSchema>;
export type HandoffDeliverable = z.infer<typeof HandoffDeliverableSchema>;
export type HandoffEvidence = z.infer<typeof HandoffEvidenceSchema>;
