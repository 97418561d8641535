/**
 * What a kind of input gives the commands that read it. Each kind is one
 * folder under src/kinds/ exporting a `Kind`, loaded by src/kinds/registry.ts
 * (its detector apart, src/kinds/detect.ts); the code here asks a kind, never
 * tests its name.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import type { RuleMeta } from '../engine/rule.js';
import type { InputKind } from '../kinds/detect.js';
import type { KindHandler, LintOptions } from '../pipeline/kind-handler.js';
import type { ParseResult } from '../pipeline/parse-return.js';
import type { ReturnReport } from '../schema/report.js';
import type { Decision, DecideOptions } from './decide.js';
/**
 * The rewrite that ends a correction: the child's text in canonical form,
 * in at most `room` characters. `null` when it does not fit (the correction
 * then asks for the listed changes only); undefined when nothing of the text
 * could be read.
 */
export type Rewrite = (diagnostics: readonly Diagnostic[], room: number) => string | null | undefined;
/** A text read for review, once: what the decision and the correction start from. */
interface KindReading {
    /** Every diagnostic under the recommended preset, inline comments not honoured. */
    diagnostics: Diagnostic[];
    /** The report the text stands for, in the markdown model; `null` when none (a JSON kind's report only once it lints without errors). */
    report: ReturnReport | null;
    /** The decision on a text without errors, for a kind that decides otherwise than on its report (a return-metadata file still in progress). */
    decide?: (options: DecideOptions) => Decision;
    /** The markdown reading, for the checks against a handoff packet and a transcript; absent for a kind they do not apply to. */
    parsed?: ParseResult;
    /** The correction's rewrite, from this reading: the text is not read again. */
    rewrite: Rewrite;
}
export interface Kind extends KindHandler {
    name: InputKind;
    /** The kind's rules, in documentation order: the rule registry (src/kinds/rules.ts) reads a rule's kinds from these lists. */
    rules: readonly RuleMeta[];
    /** Loads what the kind reads with, once, before a command lints a text of it (the tokenizer of console returns); sets it in the options. */
    prepare?(options: LintOptions): Promise<void>;
    /** Reads a text for review: recommended preset, inline configuration off. */
    read(text: string, options: {
        maxBytes?: number;
    }): KindReading;
    correction: {
        /** The correction's first sentence, to the child. */
        subject: string;
        /** The rewrite of a text the caller did not read with `read`. */
        rewrite(source: string, diagnostics: readonly Diagnostic[], room: number): string | null | undefined;
    };
}
export {};
