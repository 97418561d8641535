/**
 * What a lenient reader returns: the canonical shape, but any field may be
 * absent at any depth, because a value the file does not hold is never
 * invented to fill it.
 */
import type { ProgressFile } from './progress.js';
import type { ReturnMeta } from './meta.js';
export type Lenient<T> = T extends readonly (infer Item)[] ? Array<Lenient<Item>> : T extends object ? {
    [Key in keyof T]?: Lenient<T[Key]>;
} : T;
/** A return-metadata file as `readReturnMeta` reads it. */
export type LenientReturnMeta = Lenient<ReturnMeta>;
/** A progress file as `readProgressFile` reads it. */
export type LenientProgressFile = Lenient<ProgressFile>;
