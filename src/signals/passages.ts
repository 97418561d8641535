/**
 * The places of a return the signals read, as passages of text with where
 * they stand: the summary, each Evidence item and the output or table shown
 * with it, each limitation, each deliverable. One passage per line of output,
 * so a hit names its line.
 */
import type {Place} from '../engine/diagnostic.js'
import type {MarkdownContext} from '../markdown/context.js'
import type {SectionModel} from '../markdown/model.js'
import {firstSection, keysOf} from '../markdown/sections.js'
import {isNone, looksLikePath} from '../markdown/values.js'
import {isTableRow} from '../markdown/read-model.js'
import type {ReturnReport} from '../schema/report.js'
import type {WordListName} from '../vocabulary/index.js'
import {phraseList, phraseText, unspacedScript} from '../vocabulary/phrases.js'
import {ownerTakesBack} from './context.js'

export const passageKinds = ['summary', 'evidence', 'output', 'table', 'limitation', 'deliverable', 'note'] as const
export type PassageKind = (typeof passageKinds)[number]

/** A table's cell under its column's name. */
export interface Cell {
  name: string
  cell: string
}

export interface Passage {
  kind: PassageKind
  text: string
  place: Place
  /** For output: the text of the bullet it stands under, which may say it is a run before a fix. */
  owner?: string
  /** For a deliverable: its path as written, which the text leaves out. */
  path?: string
  /** For a table row: every cell under its column's name, a column of a run before the fix too (the text leaves it out). */
  cells?: readonly Cell[]
}

/** Longest output read, in lines per block: a pasted log's verdict is in its first lines or its last. */
const outputHead = 200
const outputTail = 50

function lineOf(place: Place, offset: number, text: string, column = place.column): Place {
  const line = place.line + offset
  return {line, column, endLine: line, endColumn: column + text.length}
}

/** An opening fence after container marks and list markers: the content starts on the line after it; an indented block's on its first line. */
const fenceLine = /^[\s>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(?:`{3,}|~{3,})/

function outputPassages(value: string, place: Place, owner: string | undefined, fenced: boolean): Passage[] {
  const lines = value.split(/\r?\n/)
  const chosen = lines.length <= outputHead + outputTail ? lines.map((_, index) => index) : [...lines.keys()].filter((index) => index < outputHead || index >= lines.length - outputTail)
  const passages: Passage[] = []
  for (const index of chosen) {
    const text = lines[index]!
    if (text.trim() === '') continue
    const passage: Passage = {kind: 'output', text, place: lineOf(place, fenced ? index + 1 : index, text, 1)}
    if (owner !== undefined) passage.owner = owner
    passages.push(passage)
  }

  markLabelledRuns(passages)
  return passages
}

/** A comment line of a block naming the run the lines under it show (`# main`, `# this branch`, `## before`): its name. */
export function runLabel(text: string): string | undefined {
  const label = /^[ \t]*#{1,3}[ \t]+(\S[^#\n]{0,40}?)[ \t:]*$/u.exec(text)
  return label ? phraseText(label[1]!).trim() : undefined
}

/** Whether a name is, opens or ends with a phrase of one of `lists` (`p99 before`, `vorher`, `# this branch`), or holds one in a script without spaces (`修复后`). */
export function namesRun(name: string, ...lists: [WordListName, ...WordListName[]]): boolean {
  if (name === '') return false
  const words = name.split(/\s+/)
  return [name, words[0]!, words.at(-1)!].some((part) => phraseList(...lists).at(part, 0) === part.length) || (unspacedScript.test(name) && phraseList(...lists).test(name))
}

/**
 * Lines of one block under comment labels of runs (`# main` over `9 fail`,
 * then `# this branch` over `(no output)`): what stands under a label of a run
 * before the change, when a label of the change's run follows, shows a run
 * before it.
 */
function markLabelledRuns(lines: readonly Passage[]): void {
  const labels = lines.flatMap((line, index) => {
    const name = runLabel(line.text)
    return name === undefined ? [] : [{index, name, earlier: namesRun(name, 'earlier', 'baseRun'), later: namesRun(name, 'later', 'changeRun')}]
  })
  const last = labels.findLast((label) => label.later && !label.earlier)
  if (!last) return
  for (const [position, label] of labels.entries()) {
    if (label.index >= last.index || !label.earlier || label.later) continue
    const end = labels[position + 1]?.index ?? lines.length
    for (const line of lines.slice(label.index + 1, end)) line.owner = `${line.owner ?? ''} (before: # ${last.name})`.trim()
  }
}

function cellsOf(row: string): string[] {
  return row.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim())
}

/** A row as `header: cell; …`, so a signature of labelled counts reads it; the header row and the delimiter row as written. */
function tableText(row: string, header: readonly string[] | undefined): string {
  const cells = cellsOf(row)
  if (!header || cells.every((cell) => /^:?-+:?$/.test(cell))) return row
  return rowText(cells, header)
}

/** Cells under their header as one line (`failed: 3; passed: 40`), leaving out a column of a run before the fix (`before`, `antes`): it shows what was mended. */
function rowText(cells: readonly string[], header: readonly string[]): string {
  const earlier = phraseList('earlier')
  return cells
    .map((cell, index) => ({cell, name: header[index]}))
    .filter(({name}) => name === undefined || !earlier.test(phraseText(name)))
    .map(({cell, name}) => (name ? `${name}: ${cell}` : cell))
    .join('; ')
}

/** A row's cells under their header's names. */
function named(cells: readonly string[], header: readonly string[]): Cell[] {
  return cells.map((cell, index) => ({name: header[index] ?? '', cell}))
}

/** Blanks that part the columns of a table printed as text (`locale  translated  missing`). */
const columnGap = /[ \t]{2,}|\t/

/** A line of a table printed as text whose columns are parted by bars (`posted_month | src_rows | dst_rows`, as psql, mysql, the Airflow CLI and Spark's `show()` print them). */
const barredLine = /\S[ \t]*\|[ \t]*\S/
/** A rule under or around such a table's header (`-------+------`, `=====+=====`, `+----+----+`). */
const ruleLine = (text: string): boolean => /^[-=+|: \t]+$/.test(text) && /[-=]/.test(text)

/**
 * A table printed as text under a header of words (`locale  translated  missing  coverage`,
 * `dag_id | run_id | state`): its rows again as table rows read with their header
 * (`locale: ja; translated: 41; missing: 23`), so what a column counts or says is read as in a
 * markdown table.
 */
function alignedRows(lines: readonly Passage[]): Passage[] {
  const rows: Passage[] = []
  let header: string[] | undefined
  for (const line of lines) {
    if (header && ruleLine(line.text)) continue
    // Bars may part a label from columns parted by blanks (Julia's `Test Summary: | Pass  Fail  Total`, `GridInterp.jl | 52  1  53`): each barred cell is read as its columns.
    // A comment after a row (`# main`, as JMH's runs are marked by hand) is no column.
    const row = header ? withoutComment(line.text) : line.text
    const cells = barredLine.test(row) ? cellsOf(row).flatMap((cell) => cell.split(columnGap)) : row.trim().split(columnGap)
    // A score and its error printed with a `±` between (JMH's `2104.117 ± 38.902` under `Score    Error`) are two columns.
    const joined = header !== undefined && cells.length === header.length - 1 ? cells.findIndex((cell) => /^\S+ ± \S+$/u.test(cell)) : -1
    if (joined !== -1) cells.splice(joined, 1, ...cells[joined]!.split(' ± '))
    if (cells.length >= 3 && cells.every((cell) => /^(?:%[ \t]?)?\p{L}[\p{L}_ .()/-]*:?$/u.test(cell))) {
      header = cells.map((cell) => cell.replace(/:$/, ''))
      continue
    }

    // A row may end in a note of its own past the last column (`ko  0  34   (file not created)`): read it beside the row's cells.
    const noted = header !== undefined && cells.length === header.length + 1 && /^\(.*\)$/u.test(cells.at(-1)!)
    if (!header || (cells.length !== header.length && !noted)) {
      header = undefined
      continue
    }

    rows.push({...line, kind: 'table', text: rowText(cells, header), cells: named(cells, header)})
  }

  return rows
}

/** A row without a short comment after it (`… ops/ms   # main`). */
function withoutComment(text: string): string {
  const hash = text.lastIndexOf(' # ')
  return hash > 0 && text.length - hash <= 43 && /[ \t]$/.test(text.slice(0, hash + 1)) ? text.slice(0, hash).trimEnd() : text
}

/** The line right under a code block when it continues the bullet the block stands in (indented, no bullet of its own). */
function noteUnder(lines: readonly string[], endLine: number, inItem: boolean): string | undefined {
  // One blank line may stand between: an indented paragraph after it still belongs to the item.
  const text = lines[endLine]?.trim() === '' ? lines[endLine + 1] : lines[endLine]
  if (!inItem || text === undefined || !/^[ \t]+\S/.test(text) || /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]/.test(text)) return undefined
  return text.trim()
}

/**
 * The item right after a code block when it opens by pointing back at it
 * (`That failure is pre-existing: …`, `The errors above are the subject of
 * this analysis`): it speaks of what the block shows, as a note under it would.
 */
function noteAfter(section: SectionModel, endLine: number, shown: string): string | undefined {
  const next = section.entries.find((entry) => entry.line.line > endLine && (entry.type !== 'text' || entry.text !== ''))
  if (next?.type !== 'item') return undefined
  const opening = phraseText(next.text.slice(0, 60))
  return phraseList('aboveReference').test(opening) || quotesShown(next.text, shown) ? next.text : undefined
}

/**
 * Whether an item opens with what a block printed: a word in capitals
 * (`NXDOMAIN for status-old is …`) or words in code, within its first words
 * (`The \`Startup probe failed …\` lines are …`), that a line of the block
 * printed, not one typed at its prompt. Plain words would not do: `Tests pass
 * now` would make any block of tests its subject.
 */
function quotesShown(item: string, shown: string): boolean {
  const printed = shown.split('\n').filter((line) => !typedAtPrompt(line)).join('\n')
  const capitals = /^([A-Z][A-Z_]{3,40})(?![\w-])/u.exec(item)
  if (capitals) return printed.includes(capitals[1]!)
  const code = /`([^`\n]{4,80})`/u.exec(item.slice(0, 40))?.[1]
  if (code === undefined) return false
  // What stands before an ellipsis is quoted as printed (`Startup probe failed ... 503`).
  const cut = code.search(/\.\.\.|…/u)
  const words = (cut === -1 ? code : code.slice(0, cut)).trim()
  // Several words, as a line prints them: a name alone (`temp_k_dist`) is what an explanation of the failure names too.
  return /\S\s+\S/u.test(words) && printed.includes(words)
}

/** The names a deliverable goes by in prose: its path, its file name, and the file name without its extension when that is a distinct word (`SignatureVerifier`). */
function deliveredNames(path: string): string[] {
  if (path.length <= 2) return []
  const base = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1)
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : ''
  return [path, base, stem].filter((name) => name.length >= 5)
}

/** Whether a bullet names one of the return's deliverables by its path, its file name or its stem (a word of it, backticks aside). */
function namesDeliverable(text: string, paths: ReadonlySet<string>): boolean {
  // A path ending a label keeps its colon or stop out of its name (`Contents of docs/releases/5.12.0.md:`).
  return text.split(/[\s`'"()]+/).some((word) => paths.has(word) || paths.has(word.replace(/(?<![:;,.])[:;,.]+$/, '')))
}

/** A prompt line of a transcript (`$ wc -l a.md`, `PS> Get-Content a.md`): a command, not its output. */
export const promptLine = /^\s*(?:[$%>]|PS(?: [A-Za-z]:[^>\n]{0,200})?>)\s/
/** Whether a line of output was typed at a prompt, a shell's or a database shell's (`postgres=# SHOW work_mem;`, `mysql> …`): a command, not what it printed. */
export function typedAtPrompt(line: string): boolean {
  return promptLine.test(line) || /^[ \t]*[\w-]{1,40}=?[#>][ \t]/u.test(line)
}
/** A command that prints a file's lines (`$ cat src/a.ts`, `$ sed -n '5,9p' a.md`, `$ head -20 a.py`). */
const printCommand = /^\s*(?:[$%>]|PS(?: [A-Za-z]:[^>\n]{0,200})?>)\s+(?:cat|bat|head|tail|nl|sed\s+-n|Get-Content|type)\s/

/** The lines a command of a transcript printed from a delivered file (`$ sed -n '5,9p' .claude/agents/a.md`), up to the next prompt: that file's text, read as under Deliverables. */
function printedDeliverables(shown: readonly Passage[], paths: ReadonlySet<string>): Passage[] {
  const printed: Passage[] = []
  let printing = false
  for (const passage of shown) {
    if (promptLine.test(passage.text)) printing = printCommand.test(passage.text) && namesDeliverable(passage.text, paths)
    else if (printing) printed.push({...passage, kind: 'deliverable'})
  }

  return printed
}

/** An item's lines from its text's start to `endLine`, each trimmed, joined by line feeds. */
function itemLines(lines: readonly string[], start: Place, endLine: number): string {
  const parts = [lines[start.line - 1]!.slice(start.column - 1).trimEnd()]
  for (let line = start.line + 1; line <= endLine; line++) parts.push(lines[line - 1]!.trim())
  return parts.join('\n')
}

/** The line of text just over a code block, when it is a label ending in a colon (`before:`). */
function labelOver(section: SectionModel, line: number): string | undefined {
  let last: string | undefined
  for (const entry of section.entries) {
    if (entry.line.line >= line) break
    last = entry.type === 'key' ? undefined : entry.text
  }

  return last !== undefined && /[:：][*_`\s]*$/u.test(last) ? last : undefined
}

/** The head of an Evidence item naming a numbered run (`pipeline #48213 — …`, `nightly run #1482 (with 9f3e2a1) — …`): its words up to a dash, colon, arrow or aside, with the run's number and it apart. */
function numberedRun(text: string): {name: string; number: number} | undefined {
  const head = /^([^—–:(→#\n]{0,60})#(\d{1,9})(?=[ \t]{0,4}(?:[—–:(→-]|$))/u.exec(text)
  // A bare `#1`, `#2` numbers the items of a list, not runs of one check.
  const name = head ? phraseText(head[1]!).trim() : ''
  return head && /\p{L}{2}/u.test(name) ? {name, number: Number(head[2])} : undefined
}

/**
 * Items of one series of numbered runs (`pipeline #48213 — deploy ✗ (403)`,
 * then `pipeline #48219 — deploy ✓`): the outcome is read from the last run
 * of the series, so the earlier ones are labelled as runs before it. A last
 * run that fails still says so.
 */
function markSeries(passages: readonly Passage[]): void {
  const series = new Map<string, Array<{passage: Passage; number: number}>>()
  for (const passage of passages) {
    if (passage.kind !== 'evidence') continue
    const run = numberedRun(passage.text)
    if (!run) continue
    const runs = series.get(run.name)
    if (runs) runs.push({passage, number: run.number})
    else series.set(run.name, [{passage, number: run.number}])
  }

  for (const runs of series.values()) {
    const last = runs.at(-1)!
    for (const run of runs.slice(0, -1)) if (run.number < last.number) run.passage.owner = `${run.passage.owner ?? ''} (before: ${last.passage.text})`.trim()
  }
}

/** Every passage of the return a signal may read, in document order of kind. */
export function collectPassages(context: MarkdownContext, report: ReturnReport): Passage[] {
  const {model, positions} = context
  const passages: Passage[] = []
  const status = firstSection(model, 'status')
  const summary = keysOf(status).get('summary')
  if (summary && summary.value !== '') passages.push({kind: 'summary', text: summary.value, place: summary.valuePlace})

  const evidence = firstSection(model, 'evidence')
  // A line ending in a colon labels the lines under it (`**Before the fix:**`), which may say they show a run before a fix.
  let label: string | undefined
  // A table's rows are read with their header, `failed: 3` for a row under a `failed` column.
  let header: string[] | undefined
  for (const entry of evidence?.entries ?? []) {
    if (entry.type === 'key' || (entry.type === 'item' && isNone(entry.text))) continue
    const text = entry.text
    if (entry.type === 'text' && entry.subheading) {
      label = text
      continue
    }

    const row = entry.type === 'text' && isTableRow(text)
    if (!row) header = undefined
    // An item wrapped onto lines keeps them apart: pasted output under a bullet is lines, each its own sentence.
    const lines = entry.type === 'item' && entry.place.endLine > entry.line.line ? itemLines(model.lines, entry.textPlace, entry.place.endLine) : text
    const passage: Passage = {kind: row ? 'table' : 'evidence', text: row ? tableText(text, header) : lines, place: entry.type === 'item' ? {...entry.textPlace, endLine: entry.place.endLine, endColumn: entry.place.endColumn} : entry.place}
    if (row && header !== undefined && !cellsOf(text).every((cell) => /^:?-+:?$/.test(cell))) passage.cells = named(cellsOf(text), header)
    if (row && header === undefined) header = cellsOf(text)
    if (label !== undefined) passage.owner = label
    passages.push(passage)
    if (/[:：][*_`\s]*$/u.test(text)) label = text
  }

  // Under labels of runs (`First run:`, `Second run after pinning:`), the outcome is read from the last run: what stands under an earlier label shows a run before it.
  const labels = passages.filter((passage) => passage.owner !== undefined).map((passage) => passage.owner!)
  const later = phraseList('later')
  const lastLater = labels.findLastIndex((label) => later.test(phraseText(label)))
  if (lastLater !== -1) {
    const last = labels[lastLater]!
    for (const passage of passages) if (passage.owner !== undefined && passage.owner !== last && labels.indexOf(passage.owner) < lastLater) passage.owner = `${passage.owner} (before: ${last})`
  }

  // A return that only studied (its summary says the work was an analysis, and it modified no file) shows failures as what it studied: its summary speaks of the evidence no label speaks of.
  if (summary && report.attestation.files_modified.length === 0 && phraseList('shownOnPurpose', 'studyOnly').test(phraseText(summary.value))) {
    for (const passage of passages) if (passage.kind !== 'summary' && passage.owner === undefined) passage.owner = summary.value
  }

  markSeries(passages)

  const deliveredPaths: ReadonlySet<string> = new Set(report.deliverables.flatMap((deliverable) => deliveredNames(deliverable.path)))
  const fenced = (block: {place: Place}): boolean => fenceLine.test(model.lines[block.place.line - 1] ?? '')
  for (const block of evidence?.outputs ?? []) {
    // A note right under the block, in the same bullet (indented), speaks of what it shows: `The last two are the intended results`.
    const owner = [block.item?.text ?? labelOver(evidence!, block.place.line), noteUnder(model.lines, block.place.endLine, block.item !== undefined), noteAfter(evidence!, block.place.endLine, block.value)]
      .filter((part) => part !== undefined)
      .join(' ')
    const shown = outputPassages(block.value, block.place, owner === '' ? undefined : owner, fenced(block))
    passages.push(...shown, ...alignedRows(shown))
    // Code of a delivered file shown in Evidence (`src/verify.ts` as delivered:) says how finished it is, as it would under Deliverables; shown as it was before the work (`Body of the handler before the change:`), it says nothing of the work.
    if (block.item !== undefined && (namesDeliverable(block.item.text, deliveredPaths) || phraseList('codeShown').test(phraseText(block.item.text)))) {
      if (!ownerTakesBack(block.item.text)) for (const passage of shown) passages.push({...passage, kind: 'deliverable'})
    } else passages.push(...printedDeliverables(shown, deliveredPaths))
  }

  report.attestation.limitations?.forEach((text, index) => {
    const place = positions.get(`/attestation/limitations/${index}`)
    if (place) passages.push({kind: 'limitation', text, place})
  })
  // A limitation written under Status (an extra key there) still states one.
  const underStatus = keysOf(status).get('limitations')
  if (underStatus && underStatus.value !== '') passages.push({kind: 'limitation', text: underStatus.value, place: underStatus.valuePlace})
  for (const item of underStatus?.items ?? []) passages.push({kind: 'limitation', text: item.text, place: item.textPlace})

  // Code shown under a deliverable (`pass  # TODO`) says how finished it is.
  for (const block of firstSection(model, 'deliverables')?.outputs ?? []) {
    for (const passage of outputPassages(block.value, block.place, undefined, fenced(block))) passages.push({...passage, kind: 'deliverable'})
  }

  // Prose under Deliverables that delivers nothing (a paragraph, a bullet naming no path) is the writer's note on the work, as a summary's sentence is.
  for (const entry of firstSection(model, 'deliverables')?.entries ?? []) {
    if (entry.type === 'text' && !entry.subheading && entry.text.trim() !== '' && !isTableRow(entry.text)) passages.push({kind: 'note', text: entry.text, place: entry.place})
  }

  report.deliverables.forEach((deliverable, index) => {
    const place = positions.get(`/deliverables/${index}`)
    if (place && deliverable.description === '' && !looksLikePath(deliverable.path.split(/\s+/)[0]!.replace(/^`|`$/g, '')) && deliverable.path.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 2) passages.push({kind: 'note', text: deliverable.path, place})
    // A path's own words (`src/stub.ts`, `docs/TODO.md`) say nothing of how finished it is; code quoted beside it (`@pytest.mark.xfail(reason=…)`, `/* eslint-disable */`) is no path.
    // A figure with a decimal point (`0.85`, `1.5%`) is no path.
    const pathLike = (word: string): boolean => /[/.\\]\S/.test(word) && !/^[(\[]?\d+(?:[.,]\d+)+%?[)\].,;:]*$/.test(word)
    // A code span without a folder in it (`it.skip`, `test.fixme`, `xit`) is code quoted as well.
    const quotedCode = (word: string): boolean => /^`[^`/\\]+`[.,;:)]?$/.test(word)
    // A code span of several words (`// TODO: cancel on unmount`) is one piece, kept whole: it quotes code, and halving it would open a quote it never closes.
    const spans: string[] = []
    const marked = deliverable.description.replace(/`[^`\n]*`/g, (span) => (/\s/.test(span) ? `\u0000${spans.push(span) - 1}\u0000` : span))
    const pieces = marked.split(/\s+/).map((word) => ({word: word.replace(/\u0000(\d+)\u0000/g, (_, at: string) => spans[Number(at)] ?? ''), spanned: word.includes('\u0000')}))
    const words = [...deliverable.path.split(/\s+/).filter((word) => !pathLike(word)), ...pieces.filter(({word, spanned}) => spanned || !pathLike(word) || /[(*@=]/.test(word) || quotedCode(word)).map(({word}) => word)]
    if (place) passages.push({kind: 'deliverable', text: words.join(' '), place, path: deliverable.path})
  })
  return passages
}
