/** Bounds on what handback reads, kept below every layer so each can use them. */

/**
 * JSON holding more values than this is refused before it is parsed: the
 * largest real return file holds about 100, and the rules, the lenient readers
 * and a parent's review spend up to ~100 µs a value (a list of empty objects,
 * each missing three fields), so the bound keeps every answer near a second.
 * A caller's object read in place of JSON (a return-metadata object, options)
 * gets the same bound, an array's length counting in full.
 */
export const maxJsonValues = 5000
