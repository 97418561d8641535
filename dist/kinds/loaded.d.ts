/**
 * Every kind, loaded: for the library's synchronous functions (`review`,
 * `lintText`, `correctionFor`), which may be handed a text of any kind.
 * Commands load only the kinds they read (`loadKind`, src/kinds/registry.ts)
 * and do not import this module. Static imports, not the registry's: a
 * top-level await would keep the library out of CommonJS `require` and of
 * bundles for script tags.
 */
import type { InputKind } from './detect.js';
import type { Kind } from '../postflight/kind.js';
export declare const loadedKinds: Readonly<Record<InputKind, Kind>>;
