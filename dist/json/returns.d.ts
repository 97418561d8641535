/** Facts shared by the rules of the return-metadata file and the console return. */
import type { JsonKindTraits } from './kinds.js';
import type { JsonOptions } from './options.js';
export { artifactPathKeys, identityFields, inferArtifactType } from './return-facts.js';
/** Statuses after which the parent needs `errors` to act. */
export declare const errorStatuses: ReadonlySet<string>;
/** Artifact types a kind accepts: the contract's plus the configured extras. */
export declare function artifactVocabulary(traits: JsonKindTraits | undefined, options: JsonOptions): string[];
/** The path an artifact names: its `path`, or the bare string itself. */
export declare function artifactPath(artifact: unknown): string | undefined;
