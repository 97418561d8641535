/**
 * `checkReturn`: did the child deliver what the packet asked for? Reads the
 * return and the packet, finds the gaps between them once, and runs the
 * `check` rules over them. Diagnostics are placed in the return, each with a
 * `cause` in the packet. What no program can verify (success criteria,
 * constraints) comes back as an unchecked checklist for the parent.
 */
import { type Diagnostic } from '../engine/diagnostic.js';
import type { RuleSettings } from '../engine/settings.js';
import type { ArtifactFileState } from '../json/options.js';
import { type ParseResult } from '../pipeline/parse-return.js';
export interface CheckReturnOptions extends RuleSettings {
    /** What is on disk at a repo-relative path (`createArtifactCheck(root)` in `handback/node`); absent, nothing is checked on disk. */
    checkFile?: (path: string) => ArtifactFileState;
    /** Largest input read, in UTF-8 bytes; default 1 MiB. */
    maxBytes?: number;
}
export interface ChecklistItem {
    /** The packet field the item comes from. */
    source: 'success_criteria' | 'constraints';
    text: string;
    /** Always false: handback cannot verify these; the parent judges them. */
    checked: false;
}
export interface CheckReturnResult {
    /** Gaps between return and packet, placed in the return, with a `cause` in the packet. */
    diagnostics: Diagnostic[];
    /** The return's own lint diagnostics. */
    returnDiagnostics: Diagnostic[];
    /** The packet's own lint diagnostics, placed in the packet text. */
    packetDiagnostics: Diagnostic[];
    /** Success criteria and constraints, unchecked, for the parent to judge. */
    checklist: ChecklistItem[];
    /** The same checklist as markdown (`- [ ] …`), or `''` when the packet has none. */
    checklistText: string;
    /** Paths of the packet's deliverables the return misses (not created, not delivered, or missing on disk). */
    missingDeliverables: string[];
}
/** Checks a return against the handoff packet that asked for it; never throws. */
export declare function checkReturn(returnText: unknown, packetText: unknown, given?: CheckReturnOptions | null): CheckReturnResult;
/** `checkReturn` on a return already parsed (with the same options): the parent's review reads the return once. */
export declare function checkParsedReturn(parsed: ParseResult, packetText: unknown, options: CheckReturnOptions): CheckReturnResult;
