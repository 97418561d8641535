/**
 * How commands are compared and what their outputs and the return's claims
 * say. Every judgement here is a table with examples that the tests execute
 * (test/transcript-tables.test.ts); the functions only apply the tables.
 */
export interface TableExamples {
    /** Texts the entry matches. */
    matches: readonly string[];
    /** Texts it must not match. */
    misses: readonly string[];
}
/** Programs whose name at the head of an Evidence item makes it a command rather than a file (`npm test`, not `README.md`). */
export declare const commandPrograms: {
    readonly names: readonly string[];
    readonly examples: TableExamples;
};
/** The simple commands of a command line: split on `&&`, `||`, `;`, `|` and line ends outside quotes. */
export declare function segmentsOf(command: string): string[];
/** A simple command's words as compared: environment assignments, `time`, `sudo` and redirections left out, aliases applied. */
export declare function commandWords(segment: string): string[];
/** Whether an Evidence item's leading text is a command: its first word is a known program or a script (`./run.sh`). */
export declare function isCommand(text: string): boolean;
/** The simple command of a command line the Evidence cites: its first that is not `cd`. */
export declare function citedWords(command: string): string[];
/**
 * Whether a run is the command the Evidence cites: one of its simple commands
 * and the cited one agree word for word as far as the shorter goes, over at
 * least two words (or the one word of a one-word command): `npm test` is run
 * by `cd app && npm test -- --run`, not by `npm run lint`.
 */
export declare function runsCited(cited: readonly string[], run: string): boolean;
/** The project's test and build commands: a SUCCESS while the last run of one failed is contradicted. */
export declare const testOrBuildCommands: {
    readonly patterns: readonly RegExp[];
    readonly examples: TableExamples;
};
/** The project's test or build command a simple command runs, as compared words joined; undefined when it runs none. */
export declare function testOrBuildKey(segment: string): string | undefined;
/**
 * Commands that can write files they do not name, and which: `any` file,
 * only files that existed (`modified`), or files under the listed folders
 * and names. A file attested but written by no editing tool is not reported
 * when such a command ran (or when any command names the file).
 */
export declare const unnamedWriters: ReadonlyArray<{
    readonly id: string;
    readonly pattern: RegExp;
    readonly writes: 'any' | 'modified' | readonly string[];
    readonly examples: TableExamples;
}>;
/** Commands that remove or move files: a file written then named by one of these may be gone, so not attesting it is no omission. */
export declare const removers: {
    readonly pattern: RegExp;
    readonly unnamed: RegExp;
    readonly examples: TableExamples;
};
/** Which unnamed writer a simple command is, if any. */
export declare function writerOf(segment: string): (typeof unnamedWriters)[number] | undefined;
/** Whether a command names a repo-relative path: the path itself, or its file name. */
export declare function namesPath(command: string, path: string): boolean;
/** Whether a command names a folder holding the path (`rm -rf tmp` holds `tmp/a.txt`). */
export declare function namesFolderOf(command: string, path: string): boolean;
/** A runner's summary line in a command's output: the counts of passed and failed tests it states. */
export interface RunnerSummary {
    runner: string;
    passed?: number;
    failed?: number;
    /** Whether it says tests failed, with a count (`failed` above 0) or without one (Go's `FAIL`). */
    failing: boolean;
    /** The summary as the output writes it. */
    text: string;
}
/**
 * Test runners' summary lines (global expressions, read with `matchAll`). Each pattern's groups are named `passed` and
 * `failed`; an empty `failed` group says tests failed without a count. The
 * last summary in an output is the run's.
 */
export declare const runnerSummaries: ReadonlyArray<{
    readonly runner: string;
    readonly pattern: RegExp;
    readonly examples: ReadonlyArray<{
        readonly output: string;
        readonly passed?: number;
        readonly failed?: number;
    }>;
}>;
/** The last runner summary of an output, if any runner's is in it. */
export declare function summaryOf(output: string): RunnerSummary | undefined;
/** What an Evidence item claims of a run: its outcome, by its last outcome word, and the counts it states. */
export interface Claim {
    outcome?: 'success' | 'failure';
    passed?: number;
    failed?: number;
}
/**
 * Outcome words of a claim, tried in this order at each place; the last one
 * in the claim is its outcome (`failed first, then 2 passed` claims success).
 */
export declare const claimWords: ReadonlyArray<{
    readonly outcome: 'success' | 'failure';
    readonly pattern: RegExp;
    readonly examples: TableExamples;
}>;
/** The counts a claim states: `12 passed`, `2/2 pass`, `1 failed`. */
export declare const claimCounts: ReadonlyArray<{
    readonly count: 'passed' | 'failed';
    readonly pattern: RegExp;
    readonly examples: ReadonlyArray<{
        readonly claim: string;
        readonly value: number;
    }>;
}>;
export declare function claimOf(text: string): Claim;
