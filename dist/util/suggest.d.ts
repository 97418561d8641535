/** The candidate closest to `word`, case-insensitively, within `maxDistance` edits; ties go to the first. */
export declare function nearest<T extends string>(word: string, candidates: readonly T[], maxDistance?: number): T | undefined;
