import type { Reporter } from './types.js';
export declare const json: Reporter;
