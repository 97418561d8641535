/**
 * `return-contradicts-transcript`: the return checked against the host's
 * record of what the child did. Five named signals, each a row of
 * `transcriptSignals` with what it reads, the state it says, its severity,
 * and examples the tests execute (a return and the tool calls of a
 * transcript). A finding names its signal; its place is the claim in the
 * return, its `cause` the transcript line that shows otherwise.
 */
import type { Place } from '../../engine/diagnostic.js';
import type { Finding, Rule } from '../../engine/rule.js';
import type { ReturnReport } from '../../schema/report.js';
import { type TranscriptRecord } from '../../transcript/record.js';
export interface TranscriptContext {
    returned: ReturnReport;
    /** Places in the return, by JSON pointer into `returned`. */
    positions: ReadonlyMap<string, Place>;
    transcript: TranscriptRecord;
    /** The place of a transcript line (1-based), for causes. */
    transcriptAt(line: number): Place;
    /** Where a finding about the return as a whole goes: its `state` value, else its start. */
    statePlace: Place;
}
/** One tool call of an example transcript. */
type SignalExampleAction = {
    write: string;
} | {
    edit: string;
} | {
    run: string;
    exit: number | null;
    output?: string;
};
/** An example return (the parts a signal reads) and the tool calls of its transcript. */
export interface SignalExample {
    state?: 'SUCCESS' | 'ERROR' | 'PARTIAL';
    created?: readonly string[];
    modified?: readonly string[];
    evidence?: readonly string[];
    actions: readonly SignalExampleAction[];
}
/** The rule's messages, one per signal. */
declare const messages: {
    notWritten: string;
    missingAttestation: string;
    notRun: string;
    claimContradicted: string;
    lastRunFailed: string;
};
type TranscriptMessageId = keyof typeof messages;
export interface TranscriptSignal {
    id: string;
    description: string;
    /** What of the return and of the transcript it reads. */
    reads: string;
    /** The state the child's work is in when it fires. */
    says: 'ERROR' | 'PARTIAL';
    /** Severity of its findings under the `recommended` preset (`strict` makes each an error). */
    severity: 'error' | 'warning';
    /** Returns and transcripts it fires on, and ones it must stay quiet on. */
    examples: {
        fires: readonly SignalExample[];
        quiet: readonly SignalExample[];
    };
    check(context: TranscriptContext): Array<Finding<TranscriptMessageId>>;
}
/** The transcript signals, in documentation order. */
export declare const transcriptSignals: readonly TranscriptSignal[];
/** The return of a signal example, as markdown. */
export declare function signalExampleReturn(example: SignalExample): string;
/** The transcript of a signal example: what the example's tool calls would have recorded. */
export declare function signalExampleRecord(example: SignalExample): TranscriptRecord;
/** The rule that runs the signals; each finding names the signal that fired. */
export declare const returnContradictsTranscriptRule: Rule<TranscriptContext, TranscriptMessageId>;
export {};
