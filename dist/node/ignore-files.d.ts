/** Patterns that apply below a directory (the configuration's `ignores`, relative to the configuration file). */
export interface IgnoreList {
    base: string;
    patterns: readonly string[];
    /** What the list is, for the summary of what was left out (the configuration file). Default: `base`. */
    source?: string;
}
export interface IgnoreMatcher {
    /** Whether an absolute path is left out; `directory` adds the trailing slash gitignore patterns need. */
    isIgnored(path: string, directory: boolean): Promise<boolean>;
    /** What leaves an absolute path out (an ignore file, a configuration), or undefined when it is kept. */
    ignoredBy(path: string, directory: boolean): Promise<string | undefined>;
}
export interface IgnoreMatcherOptions {
    /** Called once for each ignore file skipped, with its absolute path and why. Default: none. */
    onSkipped?: (path: string, reason: string) => void;
    /** Called for each pattern left out (`patternProblem`), with the ignore file or the configuration's folder it came from. Default: none. */
    onSkippedPattern?: (where: string, pattern: string, reason: string) => void;
    /** The caller's folder: ignore files in it and above it leave paths out; those below only bring paths back. Default: every ignore file leaves paths out. */
    callerDirectory?: string;
    /** Ignore files below `callerDirectory` leave paths out too. Default false. */
    trustNested?: boolean;
    /** Read no ignore file: only `lists` leave paths out (`--no-ignore`). Default false. */
    noIgnoreFiles?: boolean;
}
/** The project root: the nearest directory above `start` holding `.git`, or `start` itself. */
export declare function findProjectRoot(start: string): Promise<string>;
export declare function createIgnoreMatcher(root: string, lists?: readonly IgnoreList[], options?: IgnoreMatcherOptions): IgnoreMatcher;
