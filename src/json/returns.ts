/** Facts shared by the rules of the return-metadata file and the console return. */
import type {JsonKindTraits} from './kinds.js'
import {isObject} from './document.js'
import type {JsonOptions} from './options.js'

export {artifactPathKeys, identityFields, inferArtifactType} from './return-facts.js'

/** Statuses after which the parent needs `errors` to act. */
export const errorStatuses: ReadonlySet<string> = new Set(['partial', 'failed', 'blocked'])

/** Artifact types a kind accepts: the contract's plus the configured extras. */
export function artifactVocabulary(traits: JsonKindTraits | undefined, options: JsonOptions): string[] {
  const base = traits?.artifactTypes ?? []
  return [...new Set([...base, ...(options.artifactTypes ?? [])])]
}

/** The path an artifact names: its `path`, or the bare string itself. */
export function artifactPath(artifact: unknown): string | undefined {
  if (typeof artifact === 'string') return artifact
  return isObject(artifact) && typeof artifact['path'] === 'string' ? artifact['path'] : undefined
}
