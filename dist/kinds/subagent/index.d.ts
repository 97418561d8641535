import type { Kind } from '../../postflight/kind.js';
export declare const kind: Kind;
