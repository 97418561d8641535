import type { Source } from '../../convert/source.js';
export declare const source: Source;
