/**
 * The console JSON return (`subagent-return.md`): the older format a child
 * printed on stdout. Unlike the metadata file it has a `summary` and uses
 * `completed` for success.
 */
import * as z from 'zod';
import { subagentStatuses } from './vocabulary.js';
export { subagentStatuses };
export declare const SubagentStatusSchema: z.ZodEnum<{
    failed: "failed";
    completed: "completed";
    blocked: "blocked";
    partial: "partial";
}>;
/** The console return adds `documentation` to the artifact types of the metadata file. */
export declare const subagentArtifactTypes: readonly ["plan", "report", "summary", "implementation", "documentation"];
export declare const SubagentReturnSchema: z.ZodObject<{
    status: z.ZodEnum<{
        failed: "failed";
        completed: "completed";
        blocked: "blocked";
        partial: "partial";
    }>;
    summary: z.ZodString;
    artifacts: z.ZodArray<z.ZodObject<{
        type: z.ZodString;
        path: z.ZodString;
        summary: z.ZodString;
    }, z.core.$loose>>;
    metadata: z.ZodObject<{
        session_id: z.ZodString;
        agent_type: z.ZodString;
        duration_seconds: z.ZodOptional<z.ZodNumber>;
        delegation_depth: z.ZodNumber;
        delegation_path: z.ZodArray<z.ZodString>;
    }, z.core.$loose>;
    errors: z.ZodOptional<z.ZodArray<z.ZodObject<{
        type: z.ZodString;
        message: z.ZodString;
        recoverable: z.ZodBoolean;
        recommendation: z.ZodString;
    }, z.core.$loose>>>;
    next_steps: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
export type SubagentStatus = z.infer<typeof SubagentStatusSchema>;
export type SubagentReturn = z.infer<typeof SubagentReturnSchema>;
