/**
 * The return-metadata file (`specs/{N}_{SLUG}/.return-meta.json`): what a
 * child writes for its parent instead of printing JSON. Objects are loose:
 * fields a team adds are kept, never stripped.
 */
import * as z from 'zod';
import { returnMetaStatuses } from './vocabulary.js';
export { returnMetaStatuses };
export declare const ReturnMetaStatusSchema: z.ZodEnum<{
    failed: "failed";
    implemented: "implemented";
    committed: "committed";
    blocked: "blocked";
    partial: "partial";
    planned: "planned";
    synced: "synced";
    in_progress: "in_progress";
    researched: "researched";
}>;
/** The artifact types of the contract; teams add their own, which the lint options accept. */
export declare const artifactTypes: readonly ["report", "plan", "summary", "implementation"];
export declare const ArtifactTypeSchema: z.ZodEnum<{
    report: "report";
    summary: "summary";
    plan: "plan";
    implementation: "implementation";
}>;
export declare const ArtifactSchema: z.ZodObject<{
    type: z.ZodString;
    path: z.ZodString;
    summary: z.ZodString;
}, z.core.$loose>;
export declare const ReturnMetaIdentitySchema: z.ZodObject<{
    session_id: z.ZodString;
    agent_type: z.ZodString;
    duration_seconds: z.ZodOptional<z.ZodNumber>;
    delegation_depth: z.ZodNumber;
    delegation_path: z.ZodArray<z.ZodString>;
}, z.core.$loose>;
export declare const PartialProgressSchema: z.ZodObject<{
    stage: z.ZodString;
    details: z.ZodString;
    phases_completed: z.ZodOptional<z.ZodNumber>;
    phases_total: z.ZodOptional<z.ZodNumber>;
}, z.core.$loose>;
export declare const CompletionDataSchema: z.ZodObject<{
    completion_summary: z.ZodString;
    roadmap_items: z.ZodOptional<z.ZodArray<z.ZodString>>;
    claudemd_suggestions: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
export declare const ReturnErrorSchema: z.ZodObject<{
    type: z.ZodString;
    message: z.ZodString;
    recoverable: z.ZodBoolean;
    recommendation: z.ZodString;
}, z.core.$loose>;
export declare const ReturnMetaSchema: z.ZodObject<{
    status: z.ZodEnum<{
        failed: "failed";
        implemented: "implemented";
        committed: "committed";
        blocked: "blocked";
        partial: "partial";
        planned: "planned";
        synced: "synced";
        in_progress: "in_progress";
        researched: "researched";
    }>;
    artifacts: z.ZodArray<z.ZodObject<{
        type: z.ZodString;
        path: z.ZodString;
        summary: z.ZodString;
    }, z.core.$loose>>;
    next_steps: z.ZodOptional<z.ZodString>;
    metadata: z.ZodObject<{
        session_id: z.ZodString;
        agent_type: z.ZodString;
        duration_seconds: z.ZodOptional<z.ZodNumber>;
        delegation_depth: z.ZodNumber;
        delegation_path: z.ZodArray<z.ZodString>;
    }, z.core.$loose>;
    started_at: z.ZodOptional<z.ZodISODateTime>;
    partial_progress: z.ZodOptional<z.ZodObject<{
        stage: z.ZodString;
        details: z.ZodString;
        phases_completed: z.ZodOptional<z.ZodNumber>;
        phases_total: z.ZodOptional<z.ZodNumber>;
    }, z.core.$loose>>;
    completion_data: z.ZodOptional<z.ZodObject<{
        completion_summary: z.ZodString;
        roadmap_items: z.ZodOptional<z.ZodArray<z.ZodString>>;
        claudemd_suggestions: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>;
    errors: z.ZodOptional<z.ZodArray<z.ZodObject<{
        type: z.ZodString;
        message: z.ZodString;
        recoverable: z.ZodBoolean;
        recommendation: z.ZodString;
    }, z.core.$loose>>>;
}, z.core.$loose>;
export type ReturnMetaStatus = z.infer<typeof ReturnMetaStatusSchema>;
export type ArtifactType = z.infer<typeof ArtifactTypeSchema>;
export type Artifact = z.infer<typeof ArtifactSchema>;
export type ReturnMetaIdentity = z.infer<typeof ReturnMetaIdentitySchema>;
export type PartialProgress = z.infer<typeof PartialProgressSchema>;
export type CompletionData = z.infer<typeof CompletionDataSchema>;
export type ReturnError = z.infer<typeof ReturnErrorSchema>;
export type ReturnMeta = z.infer<typeof ReturnMetaSchema>;
