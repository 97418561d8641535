import type { LenientReturnMeta } from '../schema/lenient.js';
import type { ReturnReport } from '../schema/report.js';
/**
 * Converts a return-metadata object to the report of a markdown return.
 * What the markdown cannot hold (identity, `partial_progress`, errors after
 * the first, …) is left out; `lostInMarkdown` lists it.
 *
 * @param meta A return-metadata object (`ReturnMeta`, or what `readReturnMeta` read); any other value gives an ERROR report.
 */
export declare function fromReturnMeta(given: LenientReturnMeta): ReturnReport;
