/**
 * `checkTranscript`: the return checked against the host's transcript of the
 * child's run (`return-contradicts-transcript`). The transcript is read once
 * (`readTranscript`), the signals run over it, and each finding keeps the
 * severity its signal gives it unless the settings say otherwise.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import type { RuleSettings } from '../engine/settings.js';
import { type ParseResult } from '../pipeline/parse-return.js';
import { type ReadTranscriptOptions } from '../transcript/read.js';
import type { TranscriptRecord } from '../transcript/record.js';
export interface CheckTranscriptOptions extends RuleSettings, ReadTranscriptOptions {
    /** Largest return read, in UTF-8 bytes; default 1 MiB. The transcript has its own bound, `maxTranscriptBytes`. */
    maxBytes?: number;
    /** Largest transcript read, in UTF-8 bytes; default 16 MiB. */
    maxTranscriptBytes?: number;
}
export interface CheckTranscriptResult {
    /** What the transcript contradicts, placed in the return; a `cause` points at the transcript's line. */
    diagnostics: Diagnostic[];
    /** What the transcript says the child did. */
    transcript: TranscriptRecord;
    /** Why some signals could not run: a host not recognised, a transcript compacted or cut at a bound. */
    notes: string[];
}
/** Checks a return's text against a transcript's text; never throws. */
export declare function checkTranscript(returnText: unknown, transcriptText: unknown, given?: CheckTranscriptOptions | null): CheckTranscriptResult;
/** `checkTranscript` on a return already parsed: the parent's review reads the return once. */
export declare function checkParsedTranscript(parsed: ParseResult, transcriptText: unknown, given?: CheckTranscriptOptions | null): CheckTranscriptResult;
