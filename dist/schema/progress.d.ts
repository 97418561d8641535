/**
 * The phase progress file (`specs/{N}_{SLUG}/progress/phase-{P}-progress.json`):
 * objective-level checkpoints a successor reads to resume work.
 */
import * as z from 'zod';
import { approachResults, objectiveStatuses } from './vocabulary.js';
export { approachResults, objectiveStatuses };
export declare const ObjectiveStatusSchema: z.ZodEnum<{
    done: "done";
    blocked: "blocked";
    in_progress: "in_progress";
    not_started: "not_started";
}>;
export declare const ApproachResultSchema: z.ZodEnum<{
    failed: "failed";
    blocked: "blocked";
    partial: "partial";
}>;
export declare const ObjectiveSchema: z.ZodObject<{
    id: z.ZodNumber;
    description: z.ZodString;
    status: z.ZodEnum<{
        done: "done";
        blocked: "blocked";
        in_progress: "in_progress";
        not_started: "not_started";
    }>;
    note: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
export declare const ApproachSchema: z.ZodObject<{
    approach: z.ZodString;
    result: z.ZodEnum<{
        failed: "failed";
        blocked: "blocked";
        partial: "partial";
    }>;
    reason: z.ZodString;
}, z.core.$loose>;
export declare const ProgressFileSchema: z.ZodObject<{
    phase: z.ZodNumber;
    phase_name: z.ZodString;
    started_at: z.ZodISODateTime;
    last_updated: z.ZodISODateTime;
    objectives: z.ZodArray<z.ZodObject<{
        id: z.ZodNumber;
        description: z.ZodString;
        status: z.ZodEnum<{
            done: "done";
            blocked: "blocked";
            in_progress: "in_progress";
            not_started: "not_started";
        }>;
        note: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>;
    current_objective: z.ZodNumber;
    approaches_tried: z.ZodOptional<z.ZodArray<z.ZodObject<{
        approach: z.ZodString;
        result: z.ZodEnum<{
            failed: "failed";
            blocked: "blocked";
            partial: "partial";
        }>;
        reason: z.ZodString;
    }, z.core.$loose>>>;
    handoff_count: z.ZodNumber;
}, z.core.$loose>;
export type ObjectiveStatus = z.infer<typeof ObjectiveStatusSchema>;
export type ApproachResult = z.infer<typeof ApproachResultSchema>;
export type Objective = z.infer<typeof ObjectiveSchema>;
export type Approach = z.infer<typeof ApproachSchema>;
export type ProgressFile = z.infer<typeof ProgressFileSchema>;
