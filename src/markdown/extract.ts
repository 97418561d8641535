/**
 * Extraction: the structural model to the typed report, with the source
 * place of every extracted value keyed by JSON pointer. Extraction never
 * judges; rules report what is wrong.
 */
import type {Place} from '../engine/diagnostic.js'
import type {Attestation, Deliverable, Evidence, ReturnReport, ReturnStatus} from '../schema/report.js'
import {readPath, readState, splitBullet} from './interpret.js'
import type {ItemEntry, KeyEntry, ReturnModel, SectionModel} from './model.js'
import {attestationKeys, isTableRow, spanPlace} from './read-model.js'
import {attestationSource, firstSection, itemsOf, keysOf, readList} from './sections.js'
import {pointerSegment} from '../util/pointer.js'
import {parseYesNo, unwrapInline} from './values.js'

export type Positions = Map<string, Place>

function defineValue(target: object, key: string, value: unknown): void {
  // defineProperty, not assignment: a key named `__proto__` stays an own property.
  Object.defineProperty(target, key, {value, enumerable: true, writable: true, configurable: true})
}

function readExtraValue(entry: KeyEntry, pointer: string, positions: Positions): string | string[] {
  positions.set(pointer, entry.valuePlace)
  if (entry.items.length === 0) return entry.value
  const list = readList(entry)
  list.places.forEach((place, index) => positions.set(`${pointer}/${index}`, place))
  return list.values
}

/** The status; `read` is false when no valid `state` is written (then `state` is an empty string, which no rule about a state matches). */
function extractStatus(section: SectionModel, positions: Positions): {status: ReturnStatus; read: boolean} {
  const keys = keysOf(section)
  const stateEntry = keys.get('state')
  // `## Status: ✅ COMPLETE` gives the state when no `state:` key does.
  const written = stateEntry ? {value: stateEntry.value, place: stateEntry.valuePlace} : section.headingState
  // The state as written: what else in the text says another (grammar/signals.md) is for `state-invalid` and `review` to weigh.
  const state = written ? readState(written.value).state : undefined
  const status = {state: state ?? '', summary: ''} as ReturnStatus
  positions.set('/status', section.headingPlace)
  if (written) positions.set('/status/state', written.place)
  for (const [key, entry] of keys) {
    const pointer = `/status/${pointerSegment(key)}`
    switch (key) {
      case 'state':
        break
      case 'summary':
      case 'retry_hint':
        status[key] = entry.value
        positions.set(pointer, entry.valuePlace)
        break
      case 'error_code':
        status.error_code = unwrapInline(entry.value).text
        positions.set(pointer, entry.valuePlace)
        break
      case 'retry_recommended': {
        const reading = parseYesNo(entry.value)
        if (reading) {
          status.retry_recommended = reading.value
          positions.set(pointer, entry.valuePlace)
        }

        break
      }

      default:
        defineValue(status, key, readExtraValue(entry, pointer, positions))
    }
  }

  return {status, read: state !== undefined}
}

function extractDeliverables(section: SectionModel | undefined, positions: Positions): Deliverable[] {
  return itemsOf(section).map((item, index) => {
    const split = splitBullet(item.text)
    const {path} = readPath(split.left)
    const offset = item.textPlace.column - 1
    // `item.text` holds the lines a bullet continues on: spans on the bullet's line stop at its end.
    const lineEnd = item.line.text.length
    positions.set(`/deliverables/${index}`, item.place)
    positions.set(`/deliverables/${index}/path`, spanPlace(item.line, offset, Math.min(lineEnd, offset + (split.separator ? split.separatorIndex : item.text.length))))
    if (split.separator) {
      const start = Math.min(lineEnd, offset + split.separatorIndex + split.separator.length)
      // A description continued on the next lines spans them, to the end of the item.
      const continued = item.place.endLine > item.line.line
      positions.set(
        `/deliverables/${index}/description`,
        continued ? {...spanPlace(item.line, start, lineEnd), endLine: item.place.endLine, endColumn: item.place.endColumn} : spanPlace(item.line, start, item.textPlace.endColumn - 1)
      )
    }

    return {path, description: split.right}
  })
}

/** The evidence an Evidence bullet's text holds: `{text}`, plus `{path, description}` for a `path — description` bullet. */
export function evidenceFromText(text: string): Evidence {
  if (typeof text !== 'string') return {text: ''}
  const evidence: Evidence = {text}
  const split = splitBullet(text)
  const {path, wrapped} = readPath(split.left)
  if (split.separator && (wrapped || !/\s/.test(path))) {
    evidence.path = path
    evidence.description = split.right
  }

  return evidence
}

/** The cells of a pipe table row: `| a | b |` → `['a', 'b']`; a `\\|` stays in its cell. */
function tableCells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '')
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replaceAll('\\|', '|'))
}

/** The delimiter row of a pipe table: `|---|:---:|`. */
function isDelimiterRow(cells: readonly string[]): boolean {
  return cells.length > 0 && cells.every((cell) => /^:?-+:?$/.test(cell))
}

/**
 * Evidence as shown: each bullet, with the code block under it as its
 * `output`; a code block or a pipe table on its own is an item of its own.
 * Nothing is dropped, nothing glued onto another bullet.
 */
function extractEvidence(section: SectionModel | undefined, positions: Positions): Evidence[] {
  if (!section) return []
  const shown: Array<{line: number; evidence: Evidence; place: Place}> = []
  const byItem = new Map<ItemEntry, Evidence>()
  for (const item of itemsOf(section)) {
    const evidence = evidenceFromText(item.text)
    byItem.set(item, evidence)
    shown.push({line: item.line.line, evidence, place: item.textPlace})
  }

  for (const block of section.outputs) {
    const owner = block.item ? byItem.get(block.item) : undefined
    if (owner && owner.output === undefined) owner.output = block.value
    else shown.push({line: block.place.line, evidence: {text: '', output: block.value}, place: block.place})
  }

  let table: {line: number; evidence: Evidence; place: Place} | undefined
  for (const entry of section.entries) {
    if (entry.type !== 'text' || entry.subheading || !isTableRow(entry.text)) {
      table = undefined
      continue
    }

    const cells = tableCells(entry.text)
    if (table && table.place.endLine === entry.line.line - 1) {
      table.evidence.text += `\n${entry.text}`
      table.place = {...table.place, endLine: entry.line.line, endColumn: entry.place.endColumn}
      if (!isDelimiterRow(cells)) table.evidence.table!.push(cells)
      continue
    }

    table = {line: entry.line.line, evidence: {text: entry.text, table: isDelimiterRow(cells) ? [] : [cells]}, place: entry.place}
    shown.push(table)
  }

  shown.sort((a, b) => a.line - b.line)
  return shown.map(({evidence, place}, index) => {
    positions.set(`/evidence/${index}`, place)
    return evidence
  })
}

function extractAttestation(section: SectionModel | undefined, positions: Positions): Attestation {
  const attestation: Attestation = {runtime_model_reported: '', runtime_mode_reported: '', files_created: [], files_modified: []}
  if (!section) return attestation
  positions.set('/attestation', section.headingPlace)
  const keys = keysOf(section, section.kind === 'attestation' ? undefined : attestationKeys)
  for (const [key, entry] of keys) {
    const pointer = `/attestation/${pointerSegment(key)}`
    switch (key) {
      case 'runtime_model_reported':
      case 'runtime_mode_reported':
        attestation[key] = unwrapInline(entry.value).text
        positions.set(pointer, entry.valuePlace)
        break
      case 'files_created':
      case 'files_modified':
      case 'limitations': {
        const list = readList(entry)
        attestation[key] = list.values
        positions.set(pointer, entry.keyPlace)
        list.places.forEach((place, index) => positions.set(`${pointer}/${index}`, place))
        break
      }

      default:
        defineValue(attestation, key, readExtraValue(entry, pointer, positions))
    }
  }

  return attestation
}

export interface Extraction {
  report: ReturnReport | null
  /** Source places of `report`'s values; empty when there is no report. */
  positions: Positions
  /**
   * What the rules see: the report, or, when the Status section has no valid
   * `state`, the rest of it read all the same (state `''`), so that every rule
   * that does not depend on the state still runs.
   */
  draft: ReturnReport | null
  draftPositions: Positions
}

/** Reads the typed report out of the model; `null` without a Status section or a valid `state`. */
export function extractReport(model: ReturnModel): Extraction {
  const positions: Positions = new Map()
  const statusSection = firstSection(model, 'status')
  if (!statusSection) return {report: null, positions, draft: null, draftPositions: positions}
  const {status, read} = extractStatus(statusSection, positions)
  const draft: ReturnReport = {
    status,
    deliverables: extractDeliverables(firstSection(model, 'deliverables'), positions),
    evidence: extractEvidence(firstSection(model, 'evidence'), positions),
    attestation: extractAttestation(attestationSource(model), positions)
  }
  return read ? {report: draft, positions, draft, draftPositions: positions} : {report: null, positions: new Map(), draft, draftPositions: positions}
}
