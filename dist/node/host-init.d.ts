export type InitHost = 'claude' | 'codex' | 'kilo';
export declare const initHosts: readonly InitHost[];
/** One file the plan writes, with what it says about it. */
interface PlannedWrite {
    path: string;
    content: string;
    /** `created`, `updated` or `unchanged`, and what changed. */
    action: 'created' | 'updated' | 'unchanged';
    summary: string;
    /** The file as read, to refuse the write when it changed meanwhile. */
    readStat?: {
        ino: number;
        size: number;
        mtimeMs: number;
    };
}
export interface InitPlan {
    writes: PlannedWrite[];
    /** Lines for the user after the writes: what else the host needs. */
    notes: string[];
    /** Codex: the hook's command line, as written, for Codex to trust. */
    hookCommand?: string;
}
export type PlanResult = {
    ok: true;
    plan: InitPlan;
} | {
    ok: false;
    message: string;
};
export interface InitOptions {
    /** The shell command that runs handback, e.g. `'/usr/bin/node' '/…/handback/dist/cli.js'`. */
    command: string;
    /** The project folder (Claude Code, Kilo). */
    dir: string;
    /** Codex's config file (default `$CODEX_HOME/config.toml`). */
    codexConfig: string;
    /** The arguments of `handback hook`. */
    hookArgs: string[];
    /** Claude Code: also register `handback mcp` in `.mcp.json`. */
    mcp: boolean;
    /** Kilo: the URL the plugin imports handback from. */
    libraryUrl: string;
}
/** Quotes one word for a POSIX shell. */
export declare function shellQuote(word: string): string;
/** The command that runs this handback: the Node binary and the CLI script, by absolute path. */
export declare function handbackCommand(node: string, script: string): string;
/** The library's entry beside a CLI script at `dist/cli.js`. */
export declare function libraryUrlBeside(script: string): string;
/** The Kilo (opencode) plugin: checks what a `task` child hands back before the parent sees it. */
export declare function kiloPlugin(libraryUrl: string, hookArgs: readonly string[]): string;
export declare function planInit(host: InitHost, options: InitOptions): Promise<PlanResult>;
/** Writes the plan's files (those not unchanged); stops at the first refusal, saying which. */
export declare function applyInit(plan: InitPlan): Promise<{
    ok: true;
} | {
    ok: false;
    message: string;
}>;
export {};
