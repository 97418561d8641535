import type { Operation } from '../json/options.js';
import { type ReturnState } from '../schema/report.js';
import { formatInstructionsMarker } from './format-marker.js';
export interface FormatInstructionsOptions {
    /** Narrow the instructions to one state (its keys and rules only). Default: all three. */
    state?: ReturnState;
    /** The operation the child performs; names the success status of a return-metadata file. Default: none. */
    operation?: Operation;
    /** `markdown` (the return printed as the final message, default) or `meta` (a `.return-meta.json` file). */
    kind?: InstructionKind;
}
export interface FormatInstructions {
    /** The text to append to the brief; its first line is `formatInstructionsMarker` plus a sentence. */
    text: string;
    /** The filled example inside `text`, alone (a return that lints clean). */
    example: string;
    /** Options that were ignored because they were not understood, one sentence each. */
    warnings: string[];
}
export { formatInstructionsMarker };
/** Longest text produced, in characters: the instructions must not crowd out the brief. */
export declare const formatInstructionsMaxLength = 3000;
/**
 * The conditions a return's keys obey, each enforced by the named rule; the
 * test checks every id names a rule, so a renamed rule breaks the build.
 */
export declare const conditionalRules: ReadonlyArray<{
    ruleId: string;
    states: readonly ReturnState[];
    text: string;
}>;
declare function metaInstructions(state: ReturnState | undefined, operation: Operation | undefined): {
    text: string;
    example: string;
};
/** The instructions for each kind a child may be asked to hand back, the first the default. */
declare const instructions: {
    markdown: (state: ReturnState | undefined) => {
        text: string;
        example: string;
    };
    meta: typeof metaInstructions;
};
/** A kind a child may be asked to hand back: a markdown return or a return-metadata file. */
export type InstructionKind = keyof typeof instructions;
/** The kinds a child may be asked to hand back, the default first: `template --kind`'s values. */
export declare const instructionKinds: [InstructionKind, ...InstructionKind[]];
/**
 * The text a parent appends to a child's brief: marker line, layout, the
 * rules that apply, and a filled example. Never throws; an option it cannot
 * read is ignored and named in `warnings`.
 *
 * @param options `state` (narrow to one state), `operation` (names the
 *   success status for `meta`), `kind` (`markdown`, default, or `meta`).
 */
export declare function formatInstructions(options?: FormatInstructionsOptions | null): FormatInstructions;
