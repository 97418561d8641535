export type PathProblem = 'empty' | 'url' | 'drive-letter' | 'backslash' | 'absolute' | 'home' | 'escapes-root';
/** What makes `path` not repo-relative, or undefined when it is. */
export declare function repoRelativeProblem(written: string): PathProblem | undefined;
/**
 * A path outside the repository named in `text` though the text as a whole
 * is no such path: wrapped (`"/etc/passwd"`, `<../x.ts>`, `[x](../x.ts)`),
 * after a mark or a word (`✅ ../x.ts`, `[x] /etc/x`, `Created /etc/passwd`),
 * or one of a comma list (`src/a.ts, /etc/passwd`). The parent reads such an
 * entry as a claim about that file. Only the first path of each part of a
 * comma list (outside brackets) is read, so a route or a mention in a
 * remark after it (`src/routes.ts (GET /health)`) is none.
 */
export declare function pathNamedOutside(written: string): {
    path: string;
    problem: PathProblem;
} | undefined;
/**
 * A line that is written as a deliverable or an attested file though it is no
 * bullet — a path outside the repository alone on it, or before a separator
 * (`/etc/passwd`, `### ../x.ts`, `` `~/.bashrc` — x ``) — and that path. A
 * path further into a line of prose (`WORKDIR is /app`, `served at /api/v1`)
 * or in a table (routes, commands) is a remark, not an entry.
 */
export declare function entryLineOutside(line: string): {
    path: string;
    problem: PathProblem;
} | undefined;
/** Human wording of a path problem, for messages. */
export declare function describePathProblem(problem: PathProblem): string;
/** Comparable form of a repo-relative path: `./a//b/` → `a/b`. */
export declare function normalizeRepoPath(path: string): string;
