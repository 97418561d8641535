/**
 * What a return-metadata object loses on its way to markdown: found by
 * converting it there and back (identity passed back in, as a parent would)
 * and comparing.
 */
import {maxJsonValues} from '../engine/input-rules.js'
import {isObject} from '../json/document.js'
import {toPointer, type Segment} from '../util/pointer.js'
import {plainOf, snapshot} from '../util/snapshot.js'
import {parseReturn} from '../pipeline/parse-return.js'
import type {ReturnMeta} from '../schema/meta.js'
import {isIdentityValue, requiredIdentityFields, type ConvertContext, type Operation} from './context.js'
import {fromReturnMeta} from './from-meta.js'
import {jsonEqual} from './json-value.js'
import {renderReturn} from './render.js'
import {toReturnMeta} from './to-meta.js'

export interface LostField {
  /** Pointer of the field in the return-metadata object. */
  pointer: string
  /** `dropped`: the markdown has no place for it; `changed`: it reads back as `readBack`. */
  kind: 'dropped' | 'changed'
  value: unknown
  readBack?: unknown
}

const operationOfStatus: Record<string, Operation> = {
  researched: 'research',
  planned: 'plan',
  implemented: 'implement',
  synced: 'sync',
  committed: 'commit'
}

/** Stand-ins for identity fields the object lacks: the markdown never held them, so they are not losses. */
const placeholders: Record<(typeof requiredIdentityFields)[number], unknown> = {
  session_id: '\u0000',
  agent_type: '\u0000',
  delegation_depth: 0,
  delegation_path: []
}

/** The context a parent would pass back: the object's own identity and the operation its status names. */
export function contextOfMeta(meta: unknown): Partial<ConvertContext> {
  const plain = plainOf(meta)
  const root = isObject(plain) ? plain : {}
  const metadata = isObject(root['metadata']) ? root['metadata'] : {}
  const status = root['status']
  const context: Record<string, unknown> = {operation: (typeof status === 'string' && Object.hasOwn(operationOfStatus, status) && operationOfStatus[status]) || 'research'}
  for (const field of requiredIdentityFields) {
    const value = Object.hasOwn(metadata, field) ? metadata[field] : undefined
    context[field] = isIdentityValue(field, value) ? value : placeholders[field]
  }

  const duration = metadata['duration_seconds']
  if (typeof duration === 'number') context['duration_seconds'] = duration
  return context as Partial<ConvertContext>
}

function isScalar(value: unknown): boolean {
  return value === null || typeof value !== 'object'
}

/**
 * A list of text (files, limitations) read back without some items: each
 * item is matched in order to the next equal one, so the loss names the items
 * that went missing, not every item after the first one that did.
 */
function alignScalars(original: readonly unknown[], back: readonly unknown[], path: Segment[], lost: LostField[]): void {
  const places = new Map<unknown, {indices: number[]; next: number}>()
  back.forEach((item, index) => {
    const place = places.get(item)
    if (place) place.indices.push(index)
    else places.set(item, {indices: [index], next: 0})
  })
  let after = -1
  original.forEach((item, index) => {
    const place = places.get(item)
    while (place && place.next < place.indices.length && place.indices[place.next]! <= after) place.next++
    const match = place?.indices[place.next]
    if (match === undefined) lost.push({pointer: toPointer([...path, index]), kind: 'dropped', value: item})
    else {
      after = match
      place!.next++
    }
  })
}

function compare(original: unknown, back: unknown, path: Segment[], lost: LostField[]): void {
  if (jsonEqual(original, back)) return
  if (isObject(original) && isObject(back)) {
    for (const key of Object.keys(original)) {
      if (Object.hasOwn(back, key)) compare(original[key], back[key], [...path, key], lost)
      else lost.push({pointer: toPointer([...path, key]), kind: 'dropped', value: original[key]})
    }

    return
  }

  if (Array.isArray(original) && Array.isArray(back)) {
    if (original.every(isScalar) && back.every(isScalar)) return alignScalars(original, back, path, lost)
    original.forEach((item, index) => {
      if (index < back.length) compare(item, back[index], [...path, index], lost)
      else lost.push({pointer: toPointer([...path, index]), kind: 'dropped', value: item})
    })
    return
  }

  lost.push({pointer: toPointer(path), kind: 'changed', value: original, readBack: back})
}

/**
 * The fields of a return-metadata object that do not survive conversion to
 * markdown and back; empty for the subset the markdown can express (see
 * `grammar/mapping.md`). Fields the way back adds are not losses.
 */
export function lostInMarkdown(given: ReturnMeta): LostField[] {
  const taken = snapshot(given, maxJsonValues)
  // A value that cannot be read (or is past the JSON bound) cannot be shown to survive.
  if (!taken.ok) return [{pointer: '', kind: 'dropped', value: undefined}]
  const meta = taken.value
  if (!isObject(meta)) return []
  const context = contextOfMeta(meta)
  const report = parseReturn(renderReturn(fromReturnMeta(meta))).report
  const back = report ? toReturnMeta(report, context).meta : null
  const lost: LostField[] = []
  compare(meta, back ?? {}, [], lost)
  // Identity is passed back by the parent, never read from the markdown.
  const identity = new Set(requiredIdentityFields.map((field) => `/metadata/${field}`))
  return lost.filter((field) => ![...identity].some((pointer) => field.pointer === pointer || field.pointer.startsWith(pointer + '/')))
}
