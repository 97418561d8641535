export type TrustResult = {
    ok: true;
    trusted: string[];
    already: string[];
} | {
    ok: false;
    message: string;
};
/**
 * @param codex The Codex executable.
 * @param options `configFile`: the config.toml holding the hook; `command`: the hook's command line; `cwd`: a project folder; `env`: Codex's environment (CODEX_HOME).
 */
export declare function trustCodexHooks(codex: string, options: {
    configFile: string;
    command: string;
    cwd: string;
    env: NodeJS.ProcessEnv;
    timeoutMs?: number;
}): Promise<TrustResult>;
