/** The file name the contract gives the return-metadata file. */
export declare const returnMetaFileName = ".return-meta.json";
/** The folder holding task folders, under the project root. */
export declare const specsDirectoryName = "specs";
/** A task number, from `14`, `"14"` or `"014"`; undefined for anything else. */
export declare function taskNumber(task: number | string): number | undefined;
/**
 * The task folders among `names` for a task (and slug, when given), best
 * first: unpadded before padded, then by name.
 */
export declare function matchTaskDirectories(given: readonly string[], task: number | string, slug?: string): string[];
/** Whether a slug can be part of a folder name. */
export declare function isSlug(slug: unknown): slug is string;
/** The contract's folder name for a task: `{N}_{SLUG}`, unpadded. */
export declare function taskDirectoryName(task: number | string, slug: string): string | undefined;
