/**
 * Every kind of input handback reads, each loaded when a command first reads
 * a text of it: linting or deciding on markdown loads no JSON rule and no
 * schema library. A kind is a folder under src/kinds/ holding its `index.ts`
 * (its `kind`, see src/postflight/kind.ts), its `detect.ts` (its `detector`,
 * src/kinds/detect-kind.ts, whose `order` places it among the kinds), for a
 * JSON kind its `traits.ts` (its traits, src/json/kinds.ts, and its rules),
 * and for a kind `convert` reads its `convert.ts` (src/convert/source.ts).
 * `npm run kinds` writes the five tables keyed by kind from the folders
 * (src/kinds/*.generated.ts: the detectors, the loaders used here, every kind
 * loaded at once for the synchronous library, the JSON kinds' traits, the
 * kinds `convert` reads); no hand-written line names a kind, and a test fails
 * when a table is stale (test/kinds-generated.test.ts).
 *
 * Adding a kind: write its folder, then run `npm run kinds` and `npm run docs`
 * (the rules it runs now document it too). A JSON kind sketched so touched 9
 * files, none written by hand outside its folder: its 3 own, 4 tables and the
 * 2 rule documents regenerated; a markdown kind 7 (2 own, 3 tables, 2 documents).
 */
import type { InputKind } from './detect.js';
import type { Kind } from '../postflight/kind.js';
/** The kinds, in the registry's order. */
export declare const kindNames: InputKind[];
/** Loads a kind (once: later calls get the module already loaded). */
export declare function loadKind(name: InputKind): Promise<Kind>;
