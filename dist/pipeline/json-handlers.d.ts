/** The JSON kinds: return metadata, console returns and progress files. */
import type { JsonKind } from '../json/context.js';
import type { KindHandler } from './kind-handler.js';
export declare const jsonHandlers: Record<JsonKind, KindHandler>;
