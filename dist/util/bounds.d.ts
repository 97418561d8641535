/** Bounds on what handback reads, kept below every layer so each can use them. */
/**
 * JSON holding more values than this is refused before it is parsed: the
 * largest real return file holds about 100, and the rules, the lenient readers
 * and a parent's review spend up to ~100 µs a value (a list of empty objects,
 * each missing three fields), so the bound keeps every answer near a second.
 * A caller's object read in place of JSON (a return-metadata object, options)
 * gets the same bound, an array's length counting in full.
 */
export declare const maxJsonValues = 5000;
/**
 * A report a caller hands to handback (to render, convert or decide on), or
 * one field of its options (the positions of a parsed return), may hold more
 * values than a JSON return: a report read from a 1 MiB markdown return has
 * up to some 13,000 list items of 3 values. A larger one is not read.
 */
export declare const maxReportValues = 100000;
