/**
 * Shell output for `eval`: names a shell reads, sets or keeps read-only are
 * refused as variable names, and values are quoted in a form every POSIX
 * shell parses in linear time. The names are data, one list per shell, and
 * the tests compare them with what bash and zsh report of themselves.
 */
/** Every name refused under `--format shell`: what any common shell reads, sets or keeps read-only. */
export declare const shellReservedNames: ReadonlySet<string>;
/**
 * A value double-quoted for every POSIX shell: `\`, `"`, `$` and `` ` ``
 * escaped with a backslash, everything else as is (a newline too); NUL, which
 * no shell variable holds, dropped. bash parses the usual single-quote form
 * (`'` as `'\''`) in time growing faster than the length on a run of
 * quotes; this form is linear in bash, dash and zsh.
 */
export declare function shellQuote(text: string): string;
