/** What sets the return-metadata file apart among the JSON kinds, as data the JSON rules and `--fix` ask: its schema, status words, artifact types, and its rules. */
import type { JsonKindTraits } from '../../json/kinds.js';
export { metaRules as rules } from '../../rules/json/index.js';
export declare const traits: JsonKindTraits;
