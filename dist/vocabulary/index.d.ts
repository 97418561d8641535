/**
 * The words and tool-output signatures the reading of a return goes by, as
 * data: one JSON table per language (`languages/*.json`), the marks writers
 * put beside a state (`marks.json`), the signatures of well-known tool output
 * (`signatures.json`) and the lookalike letters of Unicode's confusables data
 * (`confusables.json`, generated). The tables are bundled at build time, so
 * the core imports no `node:` module; `schema.ts` checks them in the tests, and
 * `grammar/vocabulary.md` is generated from them.
 */
/** A state a mark or a signal says (the contract's three). */
type ReturnState = 'SUCCESS' | 'ERROR' | 'PARTIAL';
import marksTable from './marks.json';
/** The word lists every language table has, each a list of phrases (`…` stands for a few words between). */
export declare const wordListNames: readonly ["failure", "notDone", "benign", "repair", "before", "earlier", "later", "negation", "subordinate", "relative", "following", "handling", "contrast", "made", "placeholder", "intended", "broken", "buildBroken", "making", "notMade", "nothing", "zero", "emptyList", "outcomeName", "cause", "kindNoun", "failureForm", "caveat", "unfinished", "stateSuccess", "stateError", "statePartial", "meantPartial", "meantError", "negatingPrefix", "negatable", "failureCount", "counter", "shownOnPurpose", "leftUndone"];
export type WordListName = (typeof wordListNames)[number];
export type LanguageTable = {
    language: string;
    name: string;
} & Record<WordListName, string[]>;
export declare const languages: readonly LanguageTable[];
/** The phrases of some lists, in every language. */
export declare function wordsOf(...lists: readonly WordListName[]): string[];
/** Marks of some roles, as a character class for a regular expression. */
export declare function markClass(...roles: readonly MarkRole[]): string;
export type MarkRole = keyof typeof marksTable.roles;
export interface MarkRoleTable {
    says: ReturnState;
    description: string;
    marks: string[];
}
export declare const markRoles: Readonly<Record<MarkRole, MarkRoleTable>>;
export type SignatureKind = 'tests' | 'compiler' | 'exit' | 'http' | 'fail-line';
export interface Signature {
    id: string;
    kind: SignatureKind;
    tool: string;
    /** A regular expression; a group whose name starts with `count` must hold a number above zero for the signature to match. */
    pattern: string;
    flags: string;
    matches: string[];
    misses: string[];
}
export declare const signatures: readonly Signature[];
/** Letters of other scripts drawn like a Latin letter, from UTS #39 `confusables.txt`: `{"а": "a"}`. */
export declare const confusables: Readonly<Record<string, string>>;
export {};
