/** A bound on the gitignore and glob patterns a tree may bring: how many `**` one may hold, and how deep a walk goes. */
/** Most `**` segments a pattern may hold: its matching time grows as the path's depth to that power (the `ignore` package and picomatch alike). */
export declare const maxGlobstars = 2;
/** Why a gitignore or glob pattern is not used, or undefined when it may be. */
export declare function patternProblem(pattern: string): string | undefined;
/** Deepest folder a walk or a glob reads, counted from where it starts: real trees stay far above it, and matching a pattern costs more with each level. */
export declare const maxWalkDepth = 128;
