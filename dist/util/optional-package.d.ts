/**
 * Optional peer dependencies (`gpt-tokenizer`, `@modelcontextprotocol/sdk`):
 * installed by the user who needs them, loaded with a dynamic import, and
 * named in one line when they are missing.
 */
/** Whether an import failed because the package `name` (or one of its files) is not installed. */
export declare function isMissingPackage(error: unknown, name: string): boolean;
/** The one line naming the optional package that `feature` needs. */
export declare function missingPackageMessage(name: string, feature: string): string;
/** An error thrown in place of a failed import, with `missingPackageMessage` as its message. */
export declare class MissingPackageError extends Error {
    name: string;
    readonly packageName: string;
    constructor(packageName: string, feature: string, cause: unknown);
}
