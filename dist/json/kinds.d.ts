/**
 * What sets the JSON kinds apart, as data: a rule or the fix check asks the
 * kind's traits (its schema, its status vocabulary, its artifact types, what
 * `--fix` may rewrite), never tests the kind's name. The required structure is the
 * kind's configuration; the rules are generic (markdownlint's MD043). Each JSON
 * kind states its traits in its own folder (src/kinds/<kind>/traits.ts).
 */
import type { z } from 'zod';
import type { JsonOptions, Operation } from './options.js';
/** A return's `status`: its words, and how a word outside them is read. */
interface StatusTraits {
    vocabulary: readonly string[];
    /** Words outside the vocabulary that another rule reports (`completed` in return-metadata: `status-completed`). */
    reportedElsewhere: readonly string[];
    /** The documented synonym of a word, for the operation the return answers and the team's own words. */
    nearest(word: string, operation: Operation | undefined, options: JsonOptions): string | undefined;
    /** The word nearest by spelling, suggested but never applied. */
    suggest(word: string): string | undefined;
    /** Whether `--fix` may write the synonym found. */
    fixable(synonym: string, options: JsonOptions): boolean;
}
export interface JsonKindTraits {
    /** The kind's zod schema: the single statement of its shape, read by the rules of missing and mistyped fields. */
    schema: z.ZodType;
    /** The status of a return; absent for a kind whose `status` is no return's (a progress file). */
    status?: StatusTraits;
    /** The artifact types of a return; absent for a kind without artifacts. */
    artifactTypes?: readonly string[];
    /** Whether the identity fields (`session_id`, …) are the kind's, kept in `metadata` or at the top level. */
    identity: boolean;
    /** Whether the kind's rules compare the file with its previous version (`previous`). */
    comparesPrevious: boolean;
    /** The pointers whose value `--fix` may rewrite, by the options the caller gave. */
    rewritable(value: unknown, options: JsonOptions): string[];
}
export {};
