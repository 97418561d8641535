/**
 * What a host puts around a child's return before the parent sees it: a
 * prefix on the first line (`[new_task completed] Result: ## Status`, as
 * Roo/Kilo-family parents receive it), `<attempt_completion><result>` …
 * `</result></attempt_completion>` tags, Kilo CLI's `<task id=… state="completed">`
 * `<task_result>` … `</task_result></task>` around what `task` returns, a leading `Result:`. Only the
 * first lines and the last lines are looked at, so a document that merely
 * mentions these words is read as written.
 */
import type { Place } from '../engine/diagnostic.js';
export interface SetAside {
    /** The span of the input set aside (1-based, end exclusive). */
    place: Place;
    text: string;
    /** The whole line is wrapper, so a fix removes the line. */
    wholeLine: boolean;
}
export interface HostWrapper {
    /** The lines as read: set-aside text removed, the line count unchanged. */
    lines: string[];
    setAside: SetAside[];
}
/**
 * Finds the host's wrapping around a return whose first section heading it
 * hides; `isSection` says whether a heading's text names a section. Undefined
 * when there is nothing to set aside.
 */
export declare function findHostWrapper(source: readonly string[], isSection: (title: string) => boolean): HostWrapper | undefined;
