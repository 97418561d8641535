/** The `report-invalid` diagnostic of the protocol exports, naming the first wrong field. */
import type { Diagnostic } from '../engine/diagnostic.js';
export declare function reportInvalidDiagnostic(value: unknown): Diagnostic;
