import { detectors } from './detectors.generated.js';
/** A kind of input: a folder under src/kinds/. */
export type InputKind = keyof typeof detectors;
/** Every input kind, in documentation order. */
export declare const inputKinds: [InputKind, ...InputKind[]];
/** The kinds a child hands back; a handoff packet and a todos checklist are the parent's. */
export declare const returnKinds: readonly InputKind[];
/** What a kind is called in a sentence (`reads as a todos checklist, not a return`). */
export declare function kindNoun(kind: InputKind): string;
/** The language a kind's texts are written in; undefined for a kind that comes in either. */
export declare function kindLanguage(kind: InputKind): 'markdown' | 'json' | undefined;
/** The kind read when nothing says otherwise (a text that is not text, a kind not given): the first kind, the markdown return. */
export declare const defaultKind: "markdown" | "meta" | "todos" | "progress" | "subagent" | "handoff";
/**
 * Guesses the kind of a file: markdown by extension, JSON kinds by name
 * (`.return-meta.json`, `phase-3-progress.json`, `…-result.json`), then by fields.
 */
export declare function detectKind(fileName: string | undefined, text: string): InputKind;
/**
 * `detectKind` where a return is expected (`lint FILE`, `lint -`, `review`,
 * `decide`, the hook, a directory walk): the text is written by the party
 * being checked, so neither its name (`…-handoff.md`, `…-todos.md`) nor a
 * leading JSON block holding a packet's fields turns it into a packet or a
 * checklist, whose rules would not look for a return's sections. Only the
 * caller's `kind` reads a text as one of those.
 */
export declare function detectReturnKind(fileName: string | undefined, text: string): InputKind;
/** Whether a file name is one that is never a return (`package.json`, lockfiles, `handback.config.json`, `tsconfig.*.json`). */
export declare function isNeverReturnName(fileName: string): boolean;
/** The kind a file name alone promises (`*return-meta*.json`, `*-progress.json`, `*-result.json`), or undefined when only the content can tell. */
export declare function returnKindByName(fileName: string): InputKind | undefined;
/**
 * The kind of a file found by walking a directory or matching a glob, or
 * undefined when it is no return: by name first (`*return-meta*.json`,
 * `*-progress.json`, `*-result.json`), then by content (a markdown return's sections and status
 * line; a JSON object with a return's `status` and `summary`/`artifacts`/`metadata`,
 * or a progress file's `objectives`). Manifests, lockfiles and configuration are never returns.
 */
export declare function discoverKind(fileName: string, text: string): InputKind | undefined;
/**
 * `discoverKind` for a JSON file longer than the bound it could be linted
 * under, from its first bytes: read tolerantly, a head that starts like a
 * return is one (linting it then says it is too large); any other is not.
 */
export declare function discoverKindFromHead(fileName: string, head: string): InputKind | undefined;
