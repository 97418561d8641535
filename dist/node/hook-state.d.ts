/** The default state folder: `handback-hook` under the system's temporary folder. */
export declare function defaultStateDir(): string;
/** The state file of one agent of one session; ids are hashed, so any string is a safe name. */
export declare function stateFile(stateDir: string, sessionId: string, agentId: string): Promise<string>;
export type BlockCount = {
    ok: true;
    blocks: number;
    recorded: boolean;
} | {
    ok: false;
    reason: string;
};
/**
 * How many times this agent was blocked; `recorded` is false when there is no
 * file yet. The folder may be shared (the system's temporary folder): only a
 * small regular file is read, so a FIFO put there cannot hang the hook.
 */
export declare function readBlocks(file: string): Promise<BlockCount>;
/** Records a new count, atomically. */
export declare function writeBlocks(file: string, stateDir: string, blocks: number, key: {
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
