/**
 * What a `check` rule sees: a child's return and the packet that asked for
 * it, and the gaps between them, found once (`findGaps`) so the rule that
 * refuses a SUCCESS sees exactly what the other rules report.
 */
import type { Place } from '../../engine/diagnostic.js';
import type { Rule } from '../../engine/rule.js';
import type { ArtifactFileState } from '../../json/options.js';
import type { HandoffDeliverable, HandoffPacket } from '../../schema/handoff.js';
import type { ReturnReport } from '../../schema/report.js';
export interface DeliverableGap {
    deliverable: HandoffDeliverable;
    index: number;
    /** `not-created`: a `must_create` file absent from `files_created`; `not-delivered`: in no list of the return; `missing-on-disk`: claimed but absent or empty. */
    problem: 'not-created' | 'not-delivered' | 'missing-on-disk';
    /** What is on disk, for `missing-on-disk`. */
    state?: ArtifactFileState;
    /** Where the return mentions the path (a deliverable bullet, a list entry), if anywhere. */
    place: Place | undefined;
}
export interface CheckContext {
    /** The return as read; null when it could not be read (then every deliverable is a gap). */
    returned: ReturnReport | null;
    /** When the return could not be read: the id of the rule that says why (`section-missing`, `input-too-large`, …). */
    unreadable?: string;
    /** Places in the return, by JSON pointer into `returned`. */
    positions: ReadonlyMap<string, Place>;
    packet: HandoffPacket;
    /** Place in the packet's text of a value, by JSON pointer into `packet`. */
    packetAt(pointer: string): Place;
    gaps: readonly DeliverableGap[];
    /** Returned files outside every packet deliverable: `[pointer into returned, path]`. */
    extraFiles: ReadonlyArray<readonly [string, string]>;
    /** Required evidence of the packet cited nowhere in `## Evidence`: indexes into `packet.evidence`. */
    uncitedEvidence: readonly number[];
    /** Where a finding about the return as a whole goes: its `state` value, else its start. */
    statePlace: Place;
}
export type CheckRule = Rule<CheckContext>;
/** Identity helper that types a `check` rule. */
export declare function checkRule<Id extends string>(rule: Rule<CheckContext, Id>): CheckRule;
/** Where a gap is reported in the return: where the path is mentioned, else the `files_created` list, else the state. */
export declare function gapPlace(context: CheckContext, gap: DeliverableGap): Place;
