import type { InputKind } from '../engine/rule.js';
/**
 * The kind of a found file, undefined when it is no return, or `unreadable`
 * when its content could not be read (the lint run then reports it).
 * `maxBytes` is the run's input bound (`--max-bytes`).
 */
export declare function kindOfFoundFile(absolutePath: string, maxBytes?: number): Promise<InputKind | 'unreadable' | undefined>;
