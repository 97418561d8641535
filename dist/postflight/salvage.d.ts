import type { ReturnState } from '../schema/report.js';
interface SalvagedDeliverable {
    /** The path, or the item's text when it names none. */
    path: string;
    description: string;
}
export interface Salvage {
    /** A state the report names in a label (`**Status:** ⚠️ Partially complete`), read as the contract's. */
    state: ReturnState | undefined;
    summary: string | undefined;
    deliverables: SalvagedDeliverable[];
    /** Evidence items as text (`command — what it shows`). */
    evidence: string[];
    filesCreated: string[];
    filesModified: string[];
    limitations: string[];
    model: string | undefined;
    mode: string | undefined;
}
/** The paths a line names: code spans first (`` `src/a.ts` ``), then bare words; each once, in order. */
export declare function pathsIn(text: string): string[];
/**
 * Reads a report in any layout for what maps to the contract. With
 * `skipContract`, the contract's own sections (`## Status`, `## Deliverables`,
 * `## Evidence`, `## Runtime Attestation`) are left to the reader that already
 * read them; everything else is read here.
 */
export declare function salvageReport(source: string, { skipContract }?: {
    skipContract?: boolean;
}): Salvage;
export {};
