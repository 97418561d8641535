/**
 * Linting of the `handoff` kind (a packet alone or a message holding it) and
 * the `todos` kind (a checklist alone). The JSON input rules run first, on
 * the packet with positions in the message; the packet's rules only once it
 * parses. The only fixes are canonical todo statuses, which change no meaning.
 */
import { type Diagnostic } from '../engine/diagnostic.js';
import { type HandoffMessage } from './handoff-message.js';
import type { KindHandler, LintOptions } from './kind-handler.js';
/** The diagnostics of a handoff message already read. */
export declare function lintHandoffMessage(message: HandoffMessage, options: LintOptions): Diagnostic[];
export declare function lintHandoff(text: string, given?: LintOptions): Diagnostic[];
export declare const handoffHandler: KindHandler;
export declare const todosHandler: KindHandler;
