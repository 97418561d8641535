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
/**
 * Reads and validates one configuration file and what it extends; I/O
 * failures become problems. The file named here may be a pipe
 * (`--config <(…)`); a file found by search or named by `extends` comes with
 * the repository, so it must be a regular file. Each is read to 1 MiB.
 */
export declare function loadConfigFile(path: string, seen?: ReadonlySet<string>): Promise<LoadedConfig>;
export interface ConfigLoader {
    /** The configuration that applies to files in `directory`: the nearest one above it, or none. */
    forDirectory(directory: string): Promise<LoadedConfig>;
}
export declare function createConfigLoader(): ConfigLoader;
