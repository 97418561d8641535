/**
 * Every kind of input handback reads, each loaded when a command first reads
 * a text of it: linting or deciding on markdown loads no JSON rule and no
 * schema library. A kind is a folder under src/kinds/ holding its `index.ts`
 * (its `kind`, see src/postflight/kind.ts), its `detect.ts` (its `detector`,
 * src/kinds/detect-kind.ts, whose `order` places it among the kinds) and, for
 * a JSON kind, its `traits.ts` (its traits, src/json/kinds.ts, and its rules).
 * Adding a kind is that folder and `npm run kinds`, which writes the four
 * tables keyed by kind from the folders (src/kinds/*.generated.ts: the
 * detectors, the loaders used here, every kind loaded at once for the
 * synchronous library, the JSON kinds' traits); no hand-written line names a
 * kind, and a test fails when a table is stale. A sketched new markdown kind
 * touched 3 files (its `detect.ts` and `index.ts`, its rules' list under
 * src/rules/) plus the 2 tables regenerated; a JSON kind adds its `traits.ts`
 * and a line in the third table.
 */
import type {InputKind} from './detect.js'
import type {Kind} from '../postflight/kind.js'
import {loaders} from './loaders.generated.js'

/** The kinds, in the registry's order. */
export const kindNames = Object.keys(loaders) as InputKind[]

/** Loads a kind (once: later calls get the module already loaded). */
export async function loadKind(name: InputKind): Promise<Kind> {
  return (await loaders[name]()).kind
}
