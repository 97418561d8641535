/** What sets the progress file apart among the JSON kinds, as data the JSON rules and `--fix` ask: its schema, its previous version compared, and its rules. */
import type { JsonKindTraits } from '../../json/kinds.js';
export { progressRules as rules } from '../../rules/json/index.js';
export declare const traits: JsonKindTraits;
