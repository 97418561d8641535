/**
 * `salvageReport`: what a report says, read from any layout, for the rewrite
 * a correction ends with. A report that does not follow the contract still
 * names its work: under `## Changes` or `## Files`, in a `**Files changed:**`
 * paragraph, in a table under `## Testing`, in prose. Each part is read by
 * the heading or label above it (`report-labels.ts`); a path named anywhere
 * else is kept as evidence with the line that names it, so a child that
 * follows the rewrite never drops a file it reported.
 */
import {recognizeTitle} from '../markdown/read-model.js'
import {atxTitle} from '../markdown/read-model.js'
import {scanBullet, scanKeyLine} from '../markdown/key-line.js'
import {splitBullet, readPath} from '../markdown/interpret.js'
import {isNone, looksLikePath, splitInlineList, unwrapInline} from '../markdown/values.js'
import {markdownLangs} from '../markdown/fence-langs.js'
import {readStateWord} from '../schema/status-words.js'
import type {ReturnState} from '../schema/report.js'
import {normalizeLabel, slotOfTitle, type ReportSlot} from './report-labels.js'

interface SalvagedDeliverable {
  /** The path, or the item's text when it names none. */
  path: string
  description: string
}

export interface Salvage {
  /** A state the report names in a label (`**Status:** ⚠️ Partially complete`), read as the contract's. */
  state: ReturnState | undefined
  summary: string | undefined
  deliverables: SalvagedDeliverable[]
  /** Evidence items as text (`command — what it shows`). */
  evidence: string[]
  filesCreated: string[]
  filesModified: string[]
  limitations: string[]
  model: string | undefined
  mode: string | undefined
}

/** Where the lines being read go: a slot, a contract section the reading already has, or nowhere but for their paths. */
type Place = ReportSlot | 'status' | 'attestation' | 'contract' | 'other'

/** `text` without the run of `characters` it ends with; a loop, as `/[…]+$/` backtracks quadratically on a long run. */
function trimEndOf(text: string, characters: string): string {
  let end = text.length
  while (end > 0 && characters.includes(text[end - 1]!)) end--
  return text.slice(0, end)
}

/** The paths a line names: code spans first (`` `src/a.ts` ``), then bare words; each once, in order. */
export function pathsIn(text: string): string[] {
  const found: string[] = []
  const add = (candidate: string): void => {
    const path = trimEndOf(candidate.trim(), '.,;:!?)]')
    if (looksLikePath(path) && !found.includes(path)) found.push(path)
  }

  const spans = text.split('`')
  for (let index = 1; index < spans.length; index += 2) add(spans[index]!)
  for (const [index, part] of spans.entries()) {
    if (index % 2 === 1) continue
    for (const word of part.split(/\s+/)) add(trimEndOf(word.replace(/^[([*_"']+/, ''), '*_"\''))
  }

  return found
}

/** The cells of a table row, or undefined for a line that is not one; a separator row gives `[]`. */
function tableCells(line: string): string[] | undefined {
  const text = line.trim()
  if (!text.startsWith('|')) return undefined
  const cells = text.replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim())
  return cells.every((cell) => /^:?-{2,}:?$/.test(cell) || cell === '') ? [] : cells
}

/** A line wholly in emphasis (`**Files changed**`, `__Tests:__`): its text, or undefined. */
function emphasisLabel(line: string): string | undefined {
  const text = line.trim()
  for (const mark of ['**', '__']) {
    if (text.length > 4 && text.startsWith(mark) && (text.endsWith(mark) || text.endsWith(`${mark}:`))) {
      const inner = text.slice(2, text.endsWith(':') ? -3 : -2)
      if (!inner.includes(mark)) return inner
    }
  }

  return undefined
}

/** Places whose bullets are items, not labels. */
const listingPlaces: ReadonlySet<Place> = new Set(['deliverables', 'files_created', 'files_modified', 'evidence', 'limitations', 'notes'])

/** The place a heading opens (a section of the contract, a slot of the label table, or `other`), and whether it is the contract's own. */
function placeOfHeading(title: string): {place: Place; contract: boolean} {
  const contract = recognizeTitle(title)
  if (contract) return {place: contract.kind, contract: true}
  return {place: slotOfTitle(title) ?? 'other', contract: false}
}

function deliverableOf(text: string): SalvagedDeliverable[] {
  const {left, right} = splitBullet(text)
  const lead = readPath(left).path
  if (looksLikePath(lead)) return [{path: lead, description: right}]
  const paths = pathsIn(text)
  // An item naming its files in prose is one deliverable per file, each described by the whole item.
  if (paths.length > 0) return paths.map((path) => ({path, description: text}))
  return [{path: left, description: right}]
}

function filesOf(text: string): string[] {
  if (isNone(text)) return []
  const items = splitInlineList(text).flatMap((item) => {
    const path = readPath(splitBullet(item).left).path
    return looksLikePath(path) ? [path] : pathsIn(item)
  })
  return items
}

/**
 * Reads a report in any layout for what maps to the contract. With
 * `skipContract`, the contract's own sections (`## Status`, `## Deliverables`,
 * `## Evidence`, `## Runtime Attestation`) are left to the reader that already
 * read them; everything else is read here.
 */
export function salvageReport(source: string, {skipContract = false}: {skipContract?: boolean} = {}): Salvage {
  const salvage: Salvage = {state: undefined, summary: undefined, deliverables: [], evidence: [], filesCreated: [], filesModified: [], limitations: [], model: undefined, mode: undefined}
  const summaryLines: string[] = []
  let summaryDone = false
  // The first paragraph before any heading: the summary when the report names none.
  const preamble: string[] = []
  let preambleOpen = true
  let place: Place = 'other'
  let fence: string | undefined
  let tableRow = 0

  const take = (into: Place, text: string, line: string, bulleted = false): void => {
    const value = text.trim()
    if (value === '' || isNone(value)) return
    switch (into) {
      case 'state':
        salvage.state ??= readStateWord(normalizeLabel(value).replaceAll(' ', '_'))?.state
        return
      case 'summary':
        // Items under a summary heading are the work it sums up.
        if (bulleted) salvage.deliverables.push(...deliverableOf(value))
        else if (!summaryDone) summaryLines.push(value)
        else salvage.evidence.push(...(pathsIn(value).length > 0 ? [value] : []))
        return
      case 'deliverables':
        salvage.deliverables.push(...deliverableOf(value))
        return
      case 'files_created':
      case 'files_modified': {
        const files = filesOf(value)
        ;(into === 'files_created' ? salvage.filesCreated : salvage.filesModified).push(...files)
        // A file listed with what changed in it (`src/a.ts — the parser`, a table row) is also a deliverable.
        const {right} = splitBullet(value)
        if (files.length === 1 && right !== '') salvage.deliverables.push({path: files[0]!, description: right})
        return
      }
      case 'evidence':
      case 'notes':
        salvage.evidence.push(value)
        return
      case 'limitations':
        salvage.limitations.push(value)
        return
      case 'model':
        salvage.model ??= unwrapInline(value).text
        return
      case 'mode':
        salvage.mode ??= unwrapInline(value).text
        return
      case 'contract':
        return
      default:
        // A line of a part the contract has no place for is kept for the paths it names.
        if (pathsIn(value).length > 0) salvage.evidence.push(unwrapInline(line.trim()).text)
    }
  }

  for (const line of source.split(/\r\n|\r|\n/)) {
    const trimmed = line.trim()
    if (fence !== undefined) {
      if (trimmed.startsWith(fence)) fence = undefined
      continue
    }

    const opening = /^(`{3,}|~{3,})/.exec(trimmed)?.[1]
    if (opening) {
      // A fence of markdown holds the report itself: its lines are read; a fence of code is skipped.
      if (!markdownLangs.has(trimmed.slice(opening.length).trim().toLowerCase())) fence = opening
      continue
    }

    if (trimmed === '') {
      if (preamble.length > 0) preambleOpen = false
      if (place === 'summary' && summaryLines.length > 0) summaryDone = true
      tableRow = 0
      continue
    }

    const title = atxTitle(line)
    if (title !== undefined) preambleOpen = false
    if (title !== undefined) {
      const opened = placeOfHeading(title)
      place = skipContract && opened.contract ? 'contract' : opened.place
      if (summaryLines.length > 0) summaryDone = true
      continue
    }

    const label = emphasisLabel(line)
    const labelled = label === undefined ? undefined : slotOfTitle(label)
    if (labelled) {
      if (place !== 'contract') place = labelled
      continue
    }

    const cells = tableCells(line)
    if (cells !== undefined) {
      tableRow++
      // The row above the separator is the table's header.
      if (cells.length === 0 || tableRow === 1) continue
      const text = cells.filter((cell) => cell !== '').join(' — ')
      take(place, text, text)
      continue
    }

    tableRow = 0
    const bullet = scanBullet(line)
    // A bullet under a part that lists items is one of them, even when it reads as `key: value` (`- tests: 2 failing`).
    const listing = bullet !== undefined && listingPlaces.has(place)
    const key = listing ? undefined : scanKeyLine(line)
    if (key && place !== 'contract') {
      const slot = slotOfTitle(key.rawKey)
      if (slot) {
        if (key.value.trim() === '') place = slot
        else take(slot, key.value, line)
        continue
      }
    }

    if (place === 'contract') continue
    if (preambleOpen && place === 'other' && !bullet && !key) {
      preamble.push(trimmed)
      continue
    }

    preambleOpen = false
    const content = bullet ? line.slice(bullet.contentStart).replace(/^\[[ xX]\]\s+/, '') : trimmed
    // Under `## Status` or the attestation read as prose, only the paths count; their keys are the reader's.
    take(place === 'status' || place === 'attestation' ? 'other' : place, content, bullet ? content : line, bullet !== undefined)
  }

  if (summaryLines.length > 0) salvage.summary = summaryLines.join(' ')
  // A summary is a sentence or two: a longer opening is kept for its paths, and the summary asked for.
  else if (preamble.length > 0 && preamble.join(' ').length <= 300) salvage.summary = preamble.join(' ')
  if (salvage.summary !== preamble.join(' ')) for (const line of preamble) take('other', line, line)
  return salvage
}
