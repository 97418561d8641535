/**
 * What a conversion to return-metadata needs besides the markdown: the
 * operation (it names the success status) and the identity of the child,
 * which only the parent knows.
 */
import type { Diagnostic, Place } from '../engine/diagnostic.js';
import { type Operation } from '../json/options.js';
export type { Operation } from '../json/options.js';
export interface ConvertContext {
    /** The operation the return answers: `research` → `researched`, `plan` → `planned`, `implement` → `implemented`. */
    operation: Operation;
    session_id: string;
    agent_type: string;
    /** Nesting depth in the delegation chain, a non-negative integer. */
    delegation_depth: number;
    /** Delegation steps from the orchestrator to the child. */
    delegation_path: string[];
    /** Execution time in seconds; left out of the metadata when absent. */
    duration_seconds?: number;
    /** The task's language; with `meta`, an `implemented` return needs `claudemd_suggestions`. */
    language?: string;
}
/** The fields of `metadata` a return-metadata file cannot do without, in the contract's order. */
export declare const requiredIdentityFields: readonly ["session_id", "agent_type", "delegation_depth", "delegation_path"];
export type IdentityField = (typeof requiredIdentityFields)[number];
export interface Identity {
    session_id: string;
    agent_type: string;
    delegation_depth: number;
    delegation_path: string[];
}
/** Place of findings that have no span in the input. */
export declare const startPlace: Place;
/** Whether a value is usable for an identity field. */
export declare function isIdentityValue(field: IdentityField, value: unknown): boolean;
export type IdentityReading = {
    identity: Identity;
    missing: [];
    unusable: [];
} | {
    identity: undefined;
    missing: IdentityField[];
    unusable: IdentityField[];
};
/**
 * The identity of a context, or the fields that are missing: absent or
 * unusable (an empty id, a negative depth); `unusable` lists the latter.
 */
export declare function readIdentity(context: unknown): IdentityReading;
/** The one diagnostic naming every missing identity field; `unusable` ones are those given with a wrong value. */
export declare function identityDiagnostic(missing: readonly IdentityField[], place?: Place, unusable?: readonly IdentityField[]): Diagnostic;
/** Whether a value names an operation. */
export declare function isOperation(value: unknown): value is Operation;
/**
 * The context held by a JSON object (a `--context` file): its fields at the
 * top level or, for the identity, under `metadata`, so an earlier
 * `.return-meta.json` can serve. Values are not checked here; the converters do.
 */
export declare function contextFromObject(given: unknown): Partial<ConvertContext>;
