/**
 * The words and tool-output signatures the reading of a return goes by, as
 * data: one JSON table per language (`languages/*.json`), the marks writers
 * put beside a state (`marks.json`), the signatures of well-known tool output
 * (`signatures.json`), the lookalike letters of Unicode's confusables data
 * (`confusables.json`, generated), the words of section titles around the
 * sections (`headings.json`), the labels of free-form reports
 * (`report-labels.json`, read by src/postflight/report-labels.ts) and the
 * JSON formats' status words (`statuses.json`, read by src/json/status.ts).
 * The tables are bundled at build time, so the core imports no `node:`
 * module; scripts/vocabulary-schema.ts checks them in the tests, and
 * `grammar/vocabulary.md` is generated from them.
 */
/** A state a mark or a signal says (the contract's three). */
type ReturnState = 'SUCCESS' | 'ERROR' | 'PARTIAL';
import marksTable from './marks.json';
/** The word lists every language table has, each a list of phrases (`…` stands for a few words between). */
export declare const wordListNames: readonly ["failure", "notDone", "benign", "repair", "before", "earlier", "later", "negation", "negationAfter", "subordinate", "relative", "following", "handling", "contrast", "made", "placeholder", "intended", "broken", "buildBroken", "making", "notMade", "nothing", "zero", "emptyList", "outcomeName", "cause", "kindNoun", "failureForm", "caveat", "unfinished", "stateSuccess", "stateError", "statePartial", "meantPartial", "meantError", "negatingPrefix", "negatable", "failureCount", "counter", "passing", "abbreviation", "shownOnPurpose", "leftUndone", "workaround", "unverified", "floorWord", "ceilingWord", "belowWord", "aboveWord", "advisory", "outOf", "outOfTotalFirst", "position", "doneStatus", "undoneStatus", "targetColumn", "actualColumn", "describedOnly", "checkNoun", "subject", "validInput", "countedNoun", "candidateNoun", "codeShown", "changeApplied", "noChangeMeant", "universal", "production", "standIn", "verifiedWord", "codeMade", "docNoun", "aboveReference", "byMeans", "dryRun", "dryRunOutcome", "operated", "wholeSuite", "filled", "countColumn", "staged", "rolledOut", "blocker", "noneDone", "passPurpose", "lowering", "nonDisruptive", "expectedColumn", "gotColumn", "unverifiedWork", "consequence", "clauseTail", "studyOnly", "reverted", "leftover", "coordinator", "noneFound", "keptOnPurpose", "changeFrom", "changeTo", "replacedWith", "minuteUnit", "targetWord", "restOf", "removal", "apartFrom", "limiting", "coverageWord", "draft", "sameAs", "hedge", "comparedWith", "descoped", "markerAdded", "setupNeeded", "unsound", "afterWork", "noLonger", "symptom", "simulated", "persists", "raises", "exceptFor", "validating", "settingWord", "baseRun", "changeRun", "beforeAfter", "tradeOff", "versionMoved", "heldOnPurpose", "setFailed", "repairLookalike", "versionNoun", "keptRunning", "pushedWord", "ofWord", "emptied"];
export type WordListName = (typeof wordListNames)[number];
export type LanguageTable = {
    language: string;
    name: string;
} & Record<WordListName, string[]>;
export declare const languages: readonly LanguageTable[];
/** The phrases of some lists, in every language. */
export declare function wordsOf(...lists: readonly WordListName[]): string[];
/** Text as a regular expression matching it literally. */
export declare function escapePattern(text: string): string;
/** Phrases as an alternation of a regular expression: longest first, blanks as any run of spaces or tabs. */
export declare function alternation(phrases: readonly string[]): string;
/** Marks of some roles, as a character class for a regular expression. */
export declare function markClass(...roles: readonly MarkRole[]): string;
export type MarkRole = keyof typeof marksTable.roles;
export interface MarkRoleTable {
    says: ReturnState;
    description: string;
    marks: string[];
}
export declare const markRoles: Readonly<Record<MarkRole, MarkRoleTable>>;
/** What a signature recognizes: failures of one kind, or (`passes`) a count of tests that passed, which says no failure; a run of a change that changed nothing (`unchanged`: `UPDATE 0`, `No changes.`) or something (`changed`: `UPDATE 50000`, `1 added`); the share of its audience a rollout serves (`share`: `rollout: 10%`, `Actual Weight: 20`, in a group named `share`); the branch a git command worked on (`branch`: `[main 3f0a2d1]`, `HEAD -> main`, in a group named `branch`); a run that left out tests it could have run (`narrowed`: `688 deselected`); a rollout a tool shows not finished (`unfinished`: `Status: ॥ Paused`); the commit or release a running service reports it was built from (`revision`: `"commit": {"id": "5c0d92a"}`, `"build":{"version":"1.8.3"}`); the platform a binary or an image was built for (`platform`: `ELF 64-bit LSB executable, x86-64`, `Platform: linux/amd64`, in a group named `platform`); a plan that replaces or destroys resources (`destroys`: `# aws_db_instance.this must be replaced`, `Plan: 3 to add, 0 to change, 1 to destroy.`); a thing a tool shows held short of running or applied (`held`: `SUSPEND: True`, `Active: inactive (dead)`, a migration `Pending`); a branch a tool shows ahead of its remote (`unpushed`: `[ahead 1]`). Only the failure kinds say a failure by themselves. */
export type SignatureKind = 'tests' | 'compiler' | 'exit' | 'http' | 'fail-line' | 'workaround' | 'passes' | 'unchanged' | 'changed' | 'share' | 'branch' | 'narrowed' | 'unfinished' | 'revision' | 'platform' | 'destroys' | 'held' | 'unpushed' | ConventionKind;
/** Kinds of signatures that read a tool's conventions rather than its outcome: which command searches, which file is a test, which flag names a package. */
export declare const conventionKinds: readonly ["search", "quoted-search", "counting-command", "counts-lines", "names-search", "index-added", "whole-table-read", "index-used", "document", "agent-definition", "config", "test-file", "named-test", "package-flag", "exclude-flag", "folder-flag", "whole-run", "no-test-run", "built-artifact", "package-root", "rows-read", "rows-written", "rows-aside", "maintenance-branch", "package-passed", "test-skip-marker", "coverage-total", "path-missing", "error-name", "count-query", "count-asked", "count-answer", "rows-touched", "dns-answer", "dns-query", "dns-bare-answer", "revision-asked", "revision-answer", "exited-clean", "skip-report", "listing-entry", "listing-command", "empty-on-purpose"];
export type ConventionKind = (typeof conventionKinds)[number];
/** The kinds of signature that say a failure, which a team's own signatures may be of (`passes` says none). */
export declare const failureSignatureKinds: readonly ["tests", "compiler", "exit", "http", "fail-line", "workaround"];
export interface Signature {
    id: string;
    kind: SignatureKind;
    tool: string;
    /**
     * A regular expression; a group whose name starts with `count` must hold a number above zero for the
     * signature to match (of a `tests` signature, it counts the failed tests); one whose name starts with
     * `passed` counts the tests that passed.
     */
    pattern: string;
    flags: string;
    matches: string[];
    misses: string[];
}
/** Parts several signatures share (the failure words of every language, the counter words), written once: `{{failedWord}}` in a pattern, `{{list:counter}}` for a word list of the languages. */
export declare const signatureFragments: Readonly<Record<string, string>>;
export declare const signatures: readonly Signature[];
/** What a signature's needles were found in: a hash (FNV-1a) of its expression and flags, so needles of an expression since changed are never used. */
export declare function signatureNeedleKey(signature: Pick<Signature, 'pattern' | 'flags'>): string;
/**
 * Literal strings of which every match of a built-in signature holds one, in
 * lower case (`needles.json`, generated from the expressions' syntax by
 * `npm run docs`); null when it has none, or when the table was made from
 * another expression than the signature's.
 */
export declare function signatureNeedles(signature: Signature): readonly string[] | null;
/** A test run's output and the counts its summary states, as the signatures read them (`summaries` in `signatures.json`). */
export interface SummaryExample {
    runner: string;
    output: string;
    passed?: number;
    failed?: number;
    failing: boolean;
}
export declare const summaryExamples: readonly SummaryExample[];
/** Letters of other scripts drawn like a Latin letter, from UTS #39 `confusables.txt`: `{"а": "a"}`. */
export declare const confusables: Readonly<Record<string, string>>;
/** Words of a heading's title, with titles they match and miss, which the tests execute. */
export interface HeadingWords {
    words: string[];
    matches: string[];
    misses: string[];
}
/** One word of a report's kind after a section's name (`## Status Report`), and the titles of a template's wrapper heading (`## Subtask Result`). */
export declare const headingWords: Readonly<Record<"titleSuffixes" | "wrapperTitles", HeadingWords>>;
/** The JSON formats' status words beyond the English `state` words, as `statuses.json` holds them. */
export interface StatusTable {
    /** More words meaning the operation succeeded. */
    success: string[];
    /** Words of work under way, of every kind that has such a status. */
    progress: string[];
    /** Words of work that cannot go on (progress files). */
    blocked: string[];
    /** Per operation: its success status's synonyms, its word of work under way, and the names a return's identity calls it by. */
    operations: Record<'research' | 'plan' | 'implement' | 'sync' | 'commit', {
        done: string[];
        doing: string;
        names: string[];
    }>;
    returnMeta: {
        in_progress: string[];
    };
    objective: {
        not_started: string[];
        in_progress: string[];
    };
    approach: {
        failed: string[];
        partial: string[];
    };
}
/** One of the targets a check runs on (a browser engine, a CPU architecture, a database engine), with the names it goes by. */
export interface Target {
    family: string;
    target: string;
    names: string[];
}
/** The targets of `targets.json`, family by family: a check run on one target of a family says nothing of another. */
export declare const targets: readonly Target[];
/** A measure a change is made to move one way (latency, hit rate), with the names it goes by in every language. */
export interface Measure {
    measure: string;
    better: 'lower' | 'higher';
    names: string[];
    /** Words that speak of moving it the right way without naming it (`faster`, `schneller`, `加速`), from the table's `claims`. */
    claims: string[];
}
/** The measures of `measures.json`: a figure named by one went the wrong way when it moved against its `better`. */
export declare const measures: readonly Measure[];
export {};
