/** Queries on the model's sections that extraction and the rules share. */
import type {Place} from '../engine/diagnostic.js'
import type {ItemEntry, KeyEntry, ReturnModel, SectionKind, SectionModel} from './model.js'
import {isNone, splitInlineList, unwrapInline} from './values.js'

/** The first section of a kind: later duplicates are reported, not read. */
export function firstSection(model: ReturnModel, kind: SectionKind): SectionModel | undefined {
  return model.sections.find((section) => section.kind === kind)
}

const keyCache = new WeakMap<SectionModel, ReadonlyMap<string, KeyEntry>>()

/** Key entries of a section, first occurrence of each key only. */
export function keysOf(section: SectionModel | undefined, only?: ReadonlySet<string>): ReadonlyMap<string, KeyEntry> {
  // Many rules ask for the same section's keys: the full map is built once per section.
  const cached = section && !only ? keyCache.get(section) : undefined
  if (cached) return cached
  const keys = new Map<string, KeyEntry>()
  for (const entry of section?.entries ?? []) {
    if (entry.type === 'key' && !keys.has(entry.key) && (!only || only.has(entry.key))) keys.set(entry.key, entry)
  }

  if (section && !only) keyCache.set(section, keys)
  return keys
}

/**
 * Where the attestation keys are: the Runtime Attestation section, or, in the
 * older template, key lines under Evidence.
 */
export function attestationSource(model: ReturnModel): SectionModel | undefined {
  const section = firstSection(model, 'attestation')
  if (section) return section
  const evidence = firstSection(model, 'evidence')
  return evidence?.entries.some((entry) => entry.type === 'key') ? evidence : undefined
}

/** Bullets that are items of a section (not attached to a key), without `(none)` placeholders. */
export function itemsOf(section: SectionModel | undefined): ItemEntry[] {
  const items: ItemEntry[] = []
  for (const entry of section?.entries ?? []) if (entry.type === 'item' && !isNone(entry.text)) items.push(entry)
  return items
}

export interface ListValue {
  values: string[]
  places: Place[]
}

/** A list key's values: bullets after it, or an inline comma list (one limitation, which is prose), `(none)` meaning empty. */
export function readList(entry: KeyEntry): ListValue {
  if (entry.items.length > 0) {
    const values: string[] = []
    const places: Place[] = []
    for (const item of entry.items) {
      if (isNone(item.text)) continue
      values.push(unwrapInline(item.text).text)
      places.push(item.textPlace)
    }

    return {values, places}
  }

  if (entry.value === '' || isNone(entry.value)) return {values: [], places: []}
  // Limitations are prose: a comma in one is no second limitation.
  const values = entry.key === 'limitations' ? [unwrapInline(entry.value).text] : splitInlineList(entry.value)
  return {values, places: values.map(() => entry.valuePlace)}
}
