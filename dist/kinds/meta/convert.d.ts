/** What `convert` reads of a return-metadata file: the canonical object its lenient reader builds, which is return-metadata already. */
import { type Source } from '../../convert/source.js';
export declare const source: Source;
