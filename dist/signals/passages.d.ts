/**
 * The places of a return the signals read, as passages of text with where
 * they stand: the summary, each Evidence item and the output or table shown
 * with it, each limitation, each deliverable. One passage per line of output,
 * so a hit names its line.
 */
import type { Place } from '../engine/diagnostic.js';
import type { MarkdownContext } from '../markdown/context.js';
import type { ReturnReport } from '../schema/report.js';
import type { WordListName } from '../vocabulary/index.js';
export declare const passageKinds: readonly ["summary", "evidence", "output", "table", "limitation", "deliverable", "note"];
export type PassageKind = (typeof passageKinds)[number];
/** A table's cell under its column's name. */
export interface Cell {
    name: string;
    cell: string;
}
export interface Passage {
    kind: PassageKind;
    text: string;
    place: Place;
    /** For output: the text of the bullet it stands under, which may say it is a run before a fix. */
    owner?: string;
    /** For a deliverable: its path as written, which the text leaves out. */
    path?: string;
    /** For a table row: every cell under its column's name, a column of a run before the fix too (the text leaves it out). */
    cells?: readonly Cell[];
}
/** A comment line of a block naming the run the lines under it show (`# main`, `# this branch`, `## before`): its name. */
export declare function runLabel(text: string): string | undefined;
/** Whether a name is, opens or ends with a phrase of one of `lists` (`p99 before`, `vorher`, `# this branch`), or holds one in a script without spaces (`修复后`). */
export declare function namesRun(name: string, ...lists: [WordListName, ...WordListName[]]): boolean;
/** A prompt line of a transcript (`$ wc -l a.md`, `PS> Get-Content a.md`): a command, not its output. */
export declare const promptLine: RegExp;
/** Whether a line of output was typed at a prompt, a shell's or a database shell's (`postgres=# SHOW work_mem;`, `mysql> …`): a command, not what it printed. */
export declare function typedAtPrompt(line: string): boolean;
/** Every passage of the return a signal may read, in document order of kind. */
export declare function collectPassages(context: MarkdownContext, report: ReturnReport): Passage[];
