/** Each kind's handler loaded on demand: a command that reads one kind does not load the others' rules and schemas. */
import type { InputKind } from '../engine/rule.js';
import type { KindHandler } from './kind-handler.js';
export declare function loadKindHandler(kind: InputKind): Promise<KindHandler>;
