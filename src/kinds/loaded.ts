/**
 * Every kind, loaded: for the library's synchronous functions (`review`,
 * `correctionFor`), which may be handed a text of any kind. Commands load
 * only the kinds they read (`loadKind`) and do not import this module.
 */
import type {InputKind} from '../engine/rule.js'
import type {Kind} from '../postflight/kind.js'
import {kindNames, loadKind} from './registry.js'

export const loadedKinds: Readonly<Record<InputKind, Kind>> = Object.fromEntries(await Promise.all(kindNames.map(async (name) => [name, await loadKind(name)] as const))) as Record<InputKind, Kind>
