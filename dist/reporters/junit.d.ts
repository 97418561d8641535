import type { Reporter } from './types.js';
export declare const junit: Reporter;
