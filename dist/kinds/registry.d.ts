/**
 * Every kind of input handback reads, one line each, each loaded when a
 * command first reads a text of it: linting or deciding on markdown loads
 * no JSON rule and no schema library. Adding a kind is a folder under
 * src/kinds/ exporting its `kind` (see src/postflight/kind.ts), a line here,
 * and its entry in the library's list (src/kinds/loaded.ts).
 */
import type { InputKind } from '../engine/rule.js';
import type { Kind } from '../postflight/kind.js';
/** The kinds, in the registry's order. */
export declare const kindNames: InputKind[];
/** Loads a kind (once: later calls get the module already loaded). */
export declare function loadKind(name: InputKind): Promise<Kind>;
