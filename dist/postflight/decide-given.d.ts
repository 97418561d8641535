import type { LenientReturnMeta } from '../schema/lenient.js';
import { type ReturnReport } from '../schema/report.js';
import { type Decision, type DecideOptions } from './decide.js';
/**
 * Decides between accepting, retrying and escalating. Never throws.
 *
 * @param report The parsed return, or `null` when none could be read.
 * @param options `attempt` (1-based) and `mitigated`.
 */
export declare function decide(given: ReturnReport | null, options: DecideOptions): Decision;
/**
 * Decides on a return-metadata file. A file still `in_progress` at
 * postflight means the child stopped before finishing: it is retried from
 * its `partial_progress` while retries remain, then escalated. Any other
 * file is decided on as the report `fromReturnMeta` gives.
 *
 * @param meta The file's object (`readReturnMeta(text).meta`), or `null` when it is missing or unreadable.
 * @param options `attempt` (1-based) and `mitigated`.
 */
export declare function decideReturnMeta(given: LenientReturnMeta | null, options: DecideOptions): Decision;
