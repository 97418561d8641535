/**
 * SARIF 2.1.0, the format code-scanning services read: one run whose driver
 * lists every rule from its metadata, and one result per diagnostic with its
 * region and, when the diagnostic has one, its fix as a replacement.
 */
import type * as Sarif from 'sarif';
import type { FileResult, Reporter } from './types.js';
/** A file path as a SARIF artifact location: relative paths against `%SRCROOT%`, absolute ones as `file:` URIs. */
export declare function artifactLocation(filePath: string): Sarif.ArtifactLocation;
/** Builds the SARIF log object; `sarif` is this, serialized. */
export declare function toSarifLog(results: readonly FileResult[], options?: {
    cwd?: string;
    version?: string;
}): Sarif.Log;
export declare const sarif: Reporter;
