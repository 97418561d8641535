import type { Reporter } from './types.js';
/** Every output format, by name, in the order the usage lists them. */
export declare const formats: Readonly<Record<string, Reporter>>;
