import type { ReturnReport } from '../schema/report.js';
/**
 * Renders a report as the canonical markdown return: the four sections in
 * order, `key: value` lines, `- item` bullets and `- (none)` for empty lists,
 * deliverables as `- path — description`. For a report in the normal form of
 * `grammar/mapping.md`, `parseReturn(renderReturn(report)).report` equals it.
 *
 * @param report The report to render; missing fields render as empty values.
 */
export declare function renderReturn(given: ReturnReport): string;
