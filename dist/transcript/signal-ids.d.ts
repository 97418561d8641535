/**
 * The ids of the transcript signals (`return-contradicts-transcript`), as
 * plain strings: a signal's id sets its severity in `rules` as a rule id
 * does, and option checks read this list without loading the rules.
 */
export declare const transcriptSignalIds: readonly string[];
