import type { Reporter } from './types.js';
/** Text as XML character data or an attribute value. */
export declare function escapeXml(text: string): string;
export declare const junit: Reporter;
