import type { Diagnostic, Fix, Place, Severity } from './diagnostic.js';
export interface RuleMeta {
    /** Kebab-case, saying what is wrong. */
    id: string;
    /** Severity in the `recommended` preset; `strict` makes every warning an error. */
    severity: Severity;
    /** Whether the rule offers fixes that `--fix` applies. */
    fixable: boolean;
    /** One line: what the rule reports. */
    description: string;
    /** Why it matters. */
    rationale: string;
    /** An input the rule reports, and the same input put right. */
    wrong: string;
    right: string;
    /**
     * Options the examples are linted with, for rules that check what the file
     * alone cannot tell (an expected session id, a previous version); the rule is
     * silent without them.
     */
    exampleOptions?: Readonly<Record<string, unknown>>;
    /**
     * The `strict` preset leaves this rule's warning a warning: for a rule whose
     * finding must not change which errors an input gets (`inline-config-ignored`).
     * An explicit severity for the rule still applies.
     */
    keptInStrict?: boolean;
    /**
     * Off unless the settings give the rule a severity (`"rules": {"id": "error"}`),
     * in every preset: for checks some teams rely on that the contract does not make.
     */
    optIn?: boolean;
    /**
     * The rule's messages by id, as ESLint's `meta.messages`: a finding names one
     * (`messageId`) and gives the values of its `{{placeholders}}` (`data`); the
     * text is formatted in one place (`formatMessage`), never by the rule.
     */
    messages: Readonly<Record<string, string>>;
}
/** The values of a message's placeholders. */
export type MessageData = Readonly<Record<string, string | number>>;
/** What a check hands to `report`: everything but the stamps. */
export interface Finding<Id extends string = string> {
    /** A key of the rule's `messages`. */
    messageId: Id;
    /** Values of the message's placeholders; values from the checked text keep the message's quoting (`` `{{value}}` ``). */
    data?: MessageData;
    /** The named signal that fired, for findings of the reading. */
    signal?: string;
    place: Place;
    pointer?: string;
    expected?: string[];
    note?: string;
    cause?: {
        message: string;
        place: Place;
    };
    fix?: Fix;
}
/** A rule: its metadata, its messages by id, and a check that may report only the ids it declares (a type error otherwise). */
export interface Rule<Context, Id extends string = string> extends RuleMeta {
    messages: Readonly<Record<Id, string>>;
    check(context: Context & {
        report(finding: Finding<Id>): void;
    }): void;
}
/** The project's home page (`homepage` in package.json, without its fragment): SARIF's `informationUri`. */
export declare const projectUrl: string;
/** Where a rule is documented: its entry in `grammar/rules.md`, as an absolute URL (SARIF `helpUri`, editors). */
export declare function ruleUrl(id: string): string;
/**
 * A message quoting the checked text can be as long as that text: its quoted
 * spans are shortened, so every output stays in proportion to the problems,
 * not to the bytes of one value.
 */
export declare function boundedMessage(message: string): string;
/** The names of the placeholders a message template holds. */
export declare function placeholdersOf(template: string): string[];
/** Turns a finding into a diagnostic with the rule's stamps; a message id the rule does not declare is a bug of the rule, thrown. */
export declare function stamp(rule: RuleMeta, severity: Severity, finding: Finding): Diagnostic;
