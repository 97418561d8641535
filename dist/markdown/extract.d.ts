/**
 * Extraction: the structural model to the typed report, with the source
 * place of every extracted value keyed by JSON pointer. Extraction never
 * judges; rules report what is wrong.
 */
import type { Place } from '../engine/diagnostic.js';
import type { Evidence, ReturnReport } from '../schema/report.js';
import type { ReturnModel } from './model.js';
export type Positions = Map<string, Place>;
/** The evidence an Evidence bullet's text holds: `{text}`, plus `{path, description}` for a `path — description` bullet. */
export declare function evidenceFromText(text: string): Evidence;
export interface Extraction {
    report: ReturnReport | null;
    /** Source places of `report`'s values; empty when there is no report. */
    positions: Positions;
    /**
     * What the rules see: the report, or, when the Status section has no valid
     * `state`, the rest of it read all the same (state `''`), so that every rule
     * that does not depend on the state still runs.
     */
    draft: ReturnReport | null;
    draftPositions: Positions;
}
/** Reads the typed report out of the model; `null` without a Status section or a valid `state`. */
export declare function extractReport(model: ReturnModel): Extraction;
