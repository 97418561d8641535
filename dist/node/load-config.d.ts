import type { RuleSettings } from '../engine/settings.js';
import type { IgnoreList } from './ignore-files.js';
export type LoadedConfig = {
    ok: true;
    path: string | undefined;
    settings: RuleSettings;
    ignores?: IgnoreList[];
} | {
    ok: false;
    path: string;
    problems: string[];
};
export interface ConfigReadOptions {
    /** Let `extends` name a file outside the repository of the file naming it (`--extends-anywhere`). Default false. */
    extendsAnywhere?: boolean;
}
/**
 * Reads and validates one configuration file and what it extends; I/O
 * failures become problems. The file named here may be a pipe
 * (`--config <(…)`); a file found by search or named by `extends` comes with
 * the repository, so it must be a regular file. Each is read to 1 MiB.
 */
export declare function loadConfigFile(path: string, seen?: ReadonlySet<string>, options?: ConfigReadOptions): Promise<LoadedConfig>;
export interface ConfigLoader {
    /** The configuration that applies to files in `directory`: the nearest one above it, up to the repository root, or none. */
    forDirectory(directory: string): Promise<LoadedConfig>;
}
export interface ConfigLoaderOptions extends ConfigReadOptions {
    /**
     * Where the search stops outside any repository: this folder, when the
     * searched one is inside it (the working directory), else the searched
     * folder itself. Default: the searched folder.
     */
    stopOutsideRepository?: string;
}
export declare function createConfigLoader(options?: ConfigLoaderOptions): ConfigLoader;
