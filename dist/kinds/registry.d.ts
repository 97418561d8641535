/**
 * Every kind of input handback reads, one line each, each loaded when a
 * command first reads a text of it: linting or deciding on markdown loads
 * no JSON rule and no schema library. Adding a kind is a folder under
 * src/kinds/ exporting its `kind` (see src/postflight/kind.ts) and its
 * `detector` (src/kinds/detect-kind.ts), and its line in each table keyed by
 * kind: src/kinds/detect.ts, which names the kinds, here, and src/kinds/loaded.ts.
 */
import type { InputKind } from './detect.js';
import type { Kind } from '../postflight/kind.js';
/** The kinds, in the registry's order. */
export declare const kindNames: InputKind[];
/** Loads a kind (once: later calls get the module already loaded). */
export declare function loadKind(name: InputKind): Promise<Kind>;
