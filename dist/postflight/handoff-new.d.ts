/**
 * `buildHandoffMessage`: the parent's side of the handoff contract. Writes
 * the packet as the first fenced block of a `new_task` message, then the
 * todos checklist, then (optionally) the return format instructions, so one
 * call builds both the brief and the contract the return is checked against.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import { type HandoffDeliverable, type HandoffEvidence, type HandoffPacket } from '../schema/handoff.js';
export interface HandoffMessageOptions {
    objective: string;
    /** Default: `task-` and the objective's first words. */
    taskId?: string;
    deliverables?: HandoffDeliverable[];
    evidence?: HandoffEvidence[];
    successCriteria?: string[];
    constraints?: string[];
    risks?: Array<{
        risk: string;
        mitigation: string;
    }>;
    notes?: string[];
    /** Checklist actions, written as pending todos (`- [ ] …`). */
    todos?: string[];
    /** Append the markdown return format instructions (`formatInstructions()`); default true. */
    returnFormat?: boolean;
}
export interface HandoffMessageResult {
    /** The message: the packet block, the todos, the return format. */
    text: string;
    packet: HandoffPacket;
    /** The message's own lint diagnostics: empty for any options given as documented. */
    diagnostics: Diagnostic[];
}
export declare function buildHandoffMessage(options?: HandoffMessageOptions | null): HandoffMessageResult;
