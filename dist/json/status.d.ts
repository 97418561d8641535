/**
 * The status words of every kind, read whole and never by substring: one
 * table per kind of the synonyms agents really write (`completed`, `done`,
 * `research_complete`, `pending`, …). A negated word (`not implemented`,
 * `uncompleted`, `no commit`) is never a synonym of any status; a word no
 * table holds stays unknown. A word at a small edit distance from a status is
 * only ever *suggested* (`suggest…`), never read or fixed into it.
 * grammar/statuses.md documents these tables; a test checks it against them.
 */
import type { ReturnMetaStatus } from '../schema/meta.js';
import type { ApproachResult, ObjectiveStatus } from '../schema/progress.js';
import type { ReturnState } from '../schema/report.js';
import type { SubagentStatus } from '../schema/subagent.js';
import type { Operation } from './options.js';
export { isNegated, markdownStateSynonyms, readStateWord } from '../schema/status-words.js';
/** The one home of operation ↔ success status. */
export declare const successStatus: Readonly<Record<Operation, ReturnMetaStatus>>;
/** Success statuses of both JSON returns: the operation's word in a metadata file, `completed` in a console return. */
export declare const successStatuses: ReadonlySet<string>;
/** The markdown state each return-metadata status stands for. */
export declare const metaStatusStates: Readonly<Record<ReturnMetaStatus, ReturnState>>;
/**
 * Return-metadata synonyms; `success` stands for the operation's success
 * status (`completed` is `implemented` for `implement`) and reads as nothing
 * when the operation is unknown.
 */
export declare const metaStatusSynonyms: Readonly<Record<string, ReturnMetaStatus | 'success'>>;
/** Console-return synonyms: every success word and every return-metadata success status is `completed`. */
export declare const subagentStatusSynonyms: Readonly<Record<string, SubagentStatus>>;
/** Progress-file objective synonyms. */
export declare const objectiveStatusSynonyms: Readonly<Record<string, ObjectiveStatus>>;
/** Approach-result synonyms, read from the first word of free text (`Failed - scope too limited`). */
export declare const approachResultSynonyms: Readonly<Record<string, ApproachResult>>;
/**
 * A team's own status words (`needs_research` → `blocked`), as `statuses` in
 * the configuration gives them. A boolean is accepted and means none, so a
 * caller asking for "synonyms only" gets what every reader gives.
 */
export type TeamStatuses = Readonly<Record<string, string>> | boolean;
/** Whether `word` is one of the team's own status words, which the rules accept as written. */
export declare function isTeamWord(word: string, statuses: TeamStatuses | undefined): boolean;
/** Whether a word says the operation succeeded without naming the operation. */
export declare function isSuccessWord(word: string): boolean;
/** The operation a return answers, guessed from its identity and artifacts when not given. */
export declare function inferOperation(root: Record<string, unknown>): Operation | undefined;
/**
 * The return-metadata status `word` reads as: the status itself or a
 * documented synonym (success words need the operation), else undefined.
 */
export declare function nearestMetaStatus(word: string, operation: Operation | undefined, statuses?: TeamStatuses): ReturnMetaStatus | undefined;
/** A return-metadata status a misspelled word may mean, for messages only. */
export declare function suggestMetaStatus(word: string): ReturnMetaStatus | undefined;
/** The console-return status `word` reads as: the status itself or a documented synonym. */
export declare function nearestSubagentStatus(word: string, statuses?: TeamStatuses): SubagentStatus | undefined;
/** A console-return status a misspelled word may mean, for messages only. */
export declare function suggestSubagentStatus(word: string): SubagentStatus | undefined;
/** The objective status `word` reads as (`completed` → `done`, `pending` → `not_started`). */
export declare function nearestObjectiveStatus(word: string, statuses?: TeamStatuses): ObjectiveStatus | undefined;
/** An objective status a misspelled word may mean, for messages only. */
export declare function suggestObjectiveStatus(word: string): ObjectiveStatus | undefined;
/** The approach result the first word of `text` reads as (`Failed - scope too limited` → `failed`). */
export declare function nearestApproachResult(text: string, statuses?: TeamStatuses): ApproachResult | undefined;
/** An approach result a misspelled word may mean, for messages only. */
export declare function suggestApproachResult(text: string): ApproachResult | undefined;
