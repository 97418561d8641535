/** What sets the console return apart among the JSON kinds, as data the JSON rules and `--fix` ask: its schema, status words, artifact types, and its rules. */
import type { JsonKindTraits } from '../../json/kinds.js';
export { subagentRules as rules } from '../../rules/json/index.js';
export declare const traits: JsonKindTraits;
