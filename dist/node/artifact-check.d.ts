import type { ArtifactFileState } from '../json/options.js';
/**
 * A `checkArtifact` option for `lintText`: what is at `path` under `root`.
 * Never throws: when `root` cannot be resolved (or is not a string), every
 * path is `unreadable`; `artifactCheckIn` tells that case apart.
 */
export declare function createArtifactCheck(root: string): (path: string) => ArtifactFileState;
/** The check of `createArtifactCheck`, or undefined when `root` cannot be resolved, so the CLI can say so once. */
export declare function artifactCheckIn(root: string): ((path: string) => ArtifactFileState) | undefined;
