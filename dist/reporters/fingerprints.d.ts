import type { FileResult } from './types.js';
/**
 * One fingerprint per diagnostic of the file, in order: the hash of
 * `rule\0file\0line text\0message\0occurrence`. A line's text is read once
 * per rule, however many problems sit on it (a one-line JSON file of a
 * mebibyte can carry thousands), and identical problems are counted by the
 * number of their line's text, not by the text itself.
 */
export declare function resultFingerprints(file: FileResult): string[];
