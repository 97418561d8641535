import type { Reporter } from './types.js';
/** Escapes a command's message, as the Actions toolkit does (`escapeData`). */
export declare function escapeData(text: string): string;
/** Escapes a property value, as the Actions toolkit does (`escapeProperty`). */
export declare function escapeProperty(text: string): string;
export declare const github: Reporter;
