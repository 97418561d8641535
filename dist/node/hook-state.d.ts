/** The default state folder: `handback/hook` under `$XDG_STATE_HOME` (when absolute) or `~/.local/state`. */
export declare function defaultStateDir(env?: Readonly<Record<string, string | undefined>>): string;
/** The state file of one agent of one session; ids are hashed, so any string is a safe name. */
export declare function stateFile(stateDir: string, sessionId: string, agentId: string): Promise<string>;
export type StateResult<T> = {
    ok: true;
    value: T;
} | {
    ok: false;
    reason: string;
};
/**
 * Makes the state folder ready, or says why it cannot be used: created with
 * mode 0700 when absent; an existing one must be a folder (not a link), owned
 * by this user, and writable by no one else; the folder above it must be
 * this user's or root's, and writable by no one else unless sticky.
 */
export declare function prepareStateDir(stateDir: string): Promise<StateResult<string>>;
export type BlockCount = {
    ok: true;
    blocks: number;
    recorded: boolean;
} | {
    ok: false;
    reason: string;
};
/** How many times this agent was blocked; `recorded` is false when there is no file yet. */
export declare function readBlocks(file: string): Promise<BlockCount>;
/** Records a new count, atomically. */
export declare function writeBlocks(file: string, blocks: number, key: {
    session: string;
    agent: string;
}): Promise<{
    ok: true;
} | {
    ok: false;
    reason: string;
}>;
/** Forgets an agent once its return passes, so a later run of the same id starts a new budget. */
export declare function clearBlocks(file: string): Promise<void>;
/**
 * Runs `step` while holding the lock of one agent's state file
 * (`FILE.lock`, created with `O_EXCL`), so that reading the count, deciding
 * and writing the new count are one step for parallel calls. A lock left by
 * a call that ended is removed; after `waitMs` of waiting the call gives up.
 */
export declare function withStateLock<T>(file: string, step: () => Promise<T>, waitMs?: number): Promise<StateResult<T>>;
