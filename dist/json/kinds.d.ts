/**
 * What sets the JSON kinds apart, as data: a rule or the fix check asks the
 * kind's traits (its schema, its status vocabulary, its artifact types, what
 * `--fix` may rewrite), never tests the kind's name. The required structure is the
 * kind's configuration; the rules are generic (markdownlint's MD043).
 */
import type { z } from 'zod';
import type { JsonOptions, Operation } from './options.js';
import { suggestMetaStatus, suggestSubagentStatus } from './status.js';
/** A return's `status`: its words, and how a word outside them is read. */
interface StatusTraits {
    vocabulary: readonly string[];
    /** Words outside the vocabulary that another rule reports (`completed` in return-metadata: `status-completed`). */
    reportedElsewhere: readonly string[];
    /** The documented synonym of a word, for the operation the return answers and the team's own words. */
    nearest(word: string, operation: Operation | undefined, options: JsonOptions): string | undefined;
    /** The word nearest by spelling, suggested but never applied. */
    suggest(word: string): string | undefined;
    /** Whether `--fix` may write the synonym found. */
    fixable(synonym: string, options: JsonOptions): boolean;
}
export interface JsonKindTraits {
    /** The kind's zod schema: the single statement of its shape, read by the rules of missing and mistyped fields. */
    schema: z.ZodType;
    /** The status of a return; absent for a kind whose `status` is no return's (a progress file). */
    status?: StatusTraits;
    /** The artifact types of a return; absent for a kind without artifacts. */
    artifactTypes?: readonly string[];
    /** Whether the identity fields (`session_id`, …) are the kind's, kept in `metadata` or at the top level. */
    identity: boolean;
    /** Whether the kind's rules compare the file with its previous version (`previous`). */
    comparesPrevious: boolean;
    /** The pointers whose value `--fix` may rewrite, by the options the caller gave. */
    rewritable(value: unknown, options: JsonOptions): string[];
}
declare const traits: {
    meta: {
        schema: z.ZodObject<{
            status: z.ZodEnum<{
                failed: "failed";
                implemented: "implemented";
                committed: "committed";
                blocked: "blocked";
                partial: "partial";
                in_progress: "in_progress";
                researched: "researched";
                planned: "planned";
                synced: "synced";
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
        status: {
            vocabulary: readonly ["in_progress", "researched", "planned", "implemented", "synced", "committed", "partial", "failed", "blocked"];
            reportedElsewhere: string[];
            nearest: (word: string, operation: Operation | undefined, options: JsonOptions) => "failed" | "implemented" | "committed" | "blocked" | "partial" | "in_progress" | "researched" | "planned" | "synced" | undefined;
            suggest: typeof suggestMetaStatus;
            fixable: (synonym: string, options: JsonOptions) => boolean;
        };
        artifactTypes: readonly ["report", "plan", "summary", "implementation"];
        identity: true;
        comparesPrevious: false;
        rewritable: (_value: unknown, options: JsonOptions) => string[];
    };
    subagent: {
        schema: z.ZodObject<{
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
        status: {
            vocabulary: readonly ["completed", "partial", "failed", "blocked"];
            reportedElsewhere: never[];
            nearest: (word: string, _operation: Operation | undefined, options: JsonOptions) => "failed" | "completed" | "blocked" | "partial" | undefined;
            suggest: typeof suggestSubagentStatus;
            fixable: (_synonym: string, options: JsonOptions) => boolean;
        };
        artifactTypes: readonly ["plan", "report", "summary", "implementation", "documentation"];
        identity: true;
        comparesPrevious: false;
        rewritable: (_value: unknown, options: JsonOptions) => string[];
    };
    progress: {
        schema: z.ZodObject<{
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
        identity: false;
        comparesPrevious: true;
        rewritable: (value: unknown, options: JsonOptions) => string[];
    };
};
/** A JSON kind: one of the kinds a JSON return file is read as. */
export type JsonKind = keyof typeof traits;
export declare const jsonKindTraits: Readonly<Record<JsonKind, JsonKindTraits>>;
export {};
