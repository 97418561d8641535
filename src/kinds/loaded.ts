/**
 * Every kind, loaded: for the library's synchronous functions (`review`,
 * `lintText`, `correctionFor`), which may be handed a text of any kind.
 * Commands load only the kinds they read (`loadKind`, src/kinds/registry.ts)
 * and do not import this module. Static imports, not the registry's: a
 * top-level await would keep the library out of CommonJS `require` and of
 * bundles for script tags.
 */
import type {InputKind} from './detect.js'
import type {Kind} from '../postflight/kind.js'
import {kind as handoff} from './handoff/index.js'
import {kind as markdown} from './markdown/index.js'
import {kind as meta} from './meta/index.js'
import {kind as progress} from './progress/index.js'
import {kind as subagent} from './subagent/index.js'
import {kind as todos} from './todos/index.js'

export const loadedKinds: Readonly<Record<InputKind, Kind>> = {markdown, meta, subagent, progress, handoff, todos}
