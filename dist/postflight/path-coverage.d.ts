/**
 * Which paths of a return a packet's deliverables cover, and which paths a
 * text mentions, in time near linear in the paths' total length: a packet and
 * a return of a thousand long paths each compared pairwise took ten seconds.
 * A deliverable ending in `/` covers every path under it; any other covers
 * itself.
 */
/** A path as compared: blanks around it and a leading `./` removed. */
export declare function normalizedPath(path: string): string;
export interface PathEntry {
    list: 'created' | 'modified' | 'listed';
    pointer: string;
    path: string;
}
export interface Mentions {
    /** The first entry (in the return's order) the deliverable covers. */
    first: PathEntry | undefined;
    /** Whether one of them is in `files_created`. */
    created: boolean;
}
/** Finds, for any deliverable, the entries it covers: the entries sorted by path, where those under a folder are one run. */
export declare function mentionFinder(entries: readonly PathEntry[]): (deliverable: string) => Mentions;
/** Tells whether any deliverable covers a path: exact ones by a set, folders by a tree of their segments. */
export declare function coverageOf(deliverables: readonly string[]): (path: string) => boolean;
/**
 * The paths and words a text mentions, each also by its last segment and
 * without a closing `/`, `.` or `!`: `see src/api.ts:12` mentions `src/api.ts` and `api.ts`.
 */
export declare function mentionedIn(texts: readonly string[]): (path: string) => boolean;
