/**
 * The ids of the transcript signals (`return-contradicts-transcript`), as
 * plain strings: a signal's id sets its severity in `rules` as a rule id
 * does, and option checks read this list without loading the rules.
 */
export const transcriptSignalIds: readonly string[] = ['transcript-file-not-written', 'transcript-file-not-attested', 'transcript-command-not-run', 'transcript-claim-contradicted', 'transcript-last-run-failed']
