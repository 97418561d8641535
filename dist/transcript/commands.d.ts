import { type WordListName } from '../vocabulary/index.js';
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
/** A test run's summary in a command's output: the counts of passed and failed tests it states. */
export interface RunnerSummary {
    /** The signatures of `signatures.json` that read it, in the order of its lines. */
    signatures: string[];
    passed?: number;
    failed?: number;
    /** Whether it says tests failed, with a count (`failed` above 0) or without one (Go's `FAIL`). */
    failing: boolean;
    /** The summary as the output writes it. */
    text: string;
}
/**
 * The last summary of a test run in an output: the last run of lines the
 * signatures of `signatures.json` read (`# pass 2` over `# fail 0`), a later
 * line's count standing over an earlier one's. The examples are the
 * `summaries` of `signatures.json`.
 */
export declare function summaryOf(output: string): RunnerSummary | undefined;
/** What an Evidence item claims of a run: its outcome, by its last outcome word, and the counts it states. */
export interface Claim {
    outcome?: 'success' | 'failure';
    passed?: number;
    failed?: number;
}
/**
 * Outcome words of a claim, as lists of the vocabulary in every language;
 * the last one in the claim is its outcome (`failed first, then 2 passed`
 * claims success). A word negated or counting nothing says the other
 * outcome (`0 failed`, `no errors`, `nicht bestanden`); an exit status of
 * the `exit` signatures says failure above 0 and success at 0.
 */
export declare const claimWords: ReadonlyArray<{
    readonly outcome: 'success' | 'failure';
    readonly lists: readonly [WordListName, ...WordListName[]];
    readonly examples: TableExamples;
}>;
export declare function claimOf(text: string): Claim;
