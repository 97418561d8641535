type OutcomeKind = 'accepted' | 'accepted-with-concerns' | 'escalated';
/** A decision recorded for the parent: its kind, how many corrections it took, and the message. */
export interface Outcome {
    kind: OutcomeKind;
    corrections: number;
    /** handback's message to the parent, the child's words in it quoted as data. */
    message: string;
}
/** The outcome file of one agent of one session: the block count's name, for a key no agent id can take. */
export declare function outcomeFile(stateDir: string, sessionId: string, agentId: string): Promise<string>;
/** Records an outcome, atomically, with the session and agent it is of; false when it cannot be written (the parent then hears nothing, as before). */
export declare function writeOutcome(file: string, stateDir: string, outcome: Outcome, key: {
    session: string;
    agent: string;
}): Promise<boolean>;
/** Takes the recorded outcome: read once, then removed, so a later call of the same agent id is not told it again. */
export declare function takeOutcome(file: string): Promise<Outcome | undefined>;
/**
 * Takes every outcome recorded for a session, for a host whose tool result
 * names no agent (Codex's `wait_agent`): each read once, then removed.
 */
export declare function takeSessionOutcomes(stateDir: string, sessionId: string): Promise<Outcome[]>;
export {};
