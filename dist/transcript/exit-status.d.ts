/** The exit status a line states, when the signature reads one there and it ends the line; undefined otherwise. */
export declare function exitStatusOf(line: string): number | undefined;
