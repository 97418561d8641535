/**
 * `toA2ATask`: a report as an A2A `Task` in the protocol's JSON wire form
 * (A2A v1.0, the ProtoJSON the `@a2a-js/sdk` codecs read and write: enum
 * names such as `TASK_STATE_COMPLETED`, parts as `{text}`, `{url}` or
 * `{data}`). The mapping is written down in `grammar/protocols.md`.
 * Only the shape is shared with the SDK: nothing here loads it.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import { type ReturnReport, type ReturnState } from '../schema/report.js';
/** The A2A task states handback produces (names of the v1.0 `TaskState` enum). */
export type A2ATaskStateName = 'TASK_STATE_COMPLETED' | 'TASK_STATE_FAILED' | 'TASK_STATE_INPUT_REQUIRED';
/** A part in the wire form: exactly one of `text`, `url` or `data`. */
export type A2APartJson = {
    text: string;
    mediaType?: string;
    metadata?: Record<string, unknown>;
} | {
    url: string;
    filename?: string;
    mediaType?: string;
    metadata?: Record<string, unknown>;
} | {
    data: Record<string, unknown>;
    mediaType?: string;
    metadata?: Record<string, unknown>;
};
export interface A2AArtifactJson {
    artifactId: string;
    name?: string;
    description?: string;
    parts: A2APartJson[];
    metadata?: Record<string, unknown>;
}
export interface A2AMessageJson {
    messageId: string;
    contextId: string;
    taskId: string;
    role: 'ROLE_AGENT';
    parts: A2APartJson[];
}
export interface A2ATaskJson {
    id: string;
    contextId: string;
    status: {
        state: A2ATaskStateName;
        message: A2AMessageJson;
        timestamp?: string;
    };
    artifacts?: A2AArtifactJson[];
    metadata: {
        handback: {
            state: ReturnState;
        };
    };
}
export interface ToA2ATaskOptions {
    /** The task id (default: `handback-` and a hash of the report, stable for equal reports). */
    taskId?: string;
    /** The context id (default: the task id). */
    contextId?: string;
    /** ISO 8601 time of the status (default: none). */
    timestamp?: string;
    /** Base URL the deliverables' repo-relative paths resolve against (`file:///repo/`, a blob URL); default: the path as a relative URL. */
    baseUrl?: string;
    /** The state of a PARTIAL return: `TASK_STATE_COMPLETED` (default: the run ended with stated limitations) or `TASK_STATE_INPUT_REQUIRED` (the parent means to continue it). */
    partialState?: 'TASK_STATE_COMPLETED' | 'TASK_STATE_INPUT_REQUIRED';
}
export interface ToA2ATaskResult {
    /** The task, or `null` when `report` is not a report. */
    task: A2ATaskJson | null;
    diagnostics: Diagnostic[];
}
/** The media type of a path by its extension; `application/octet-stream` when unknown. */
export declare function mediaTypeOf(path: string): string;
/** The state mapping of `grammar/protocols.md`. */
export declare function a2aStateOf(state: ReturnState, partialState?: A2ATaskStateName): A2ATaskStateName;
/**
 * A report as an A2A task: the state by the mapping, the summary as the
 * status message's text part with the routing fields (`state`,
 * `error_code`, `retry_recommended`, `retry_hint`) as its data part; one
 * artifact per deliverable with a file part (`url`, `filename`,
 * `mediaType`); evidence and the runtime attestation as artifacts with one
 * data part each. Never throws: a value that is not a report gives
 * `task: null` and a `report-invalid` diagnostic.
 *
 * @param report A report, as `parseReturn` gives it.
 * @param options `taskId`, `contextId`, `timestamp`, `baseUrl`, `partialState`.
 */
export declare function toA2ATask(givenReport: ReturnReport, options?: ToA2ATaskOptions | null): ToA2ATaskResult;
