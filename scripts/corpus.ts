/**
 * First measures the labelled corpus (fixtures/labelled, see scripts/labelled.ts):
 * false accepts and false retries per group and per signal, then each miss;
 * `--update` writes the figures to fixtures/labelled/figures.json.
 * Then runs the real-world corpus (../shared/corpus, next to the repository)
 * through lint and --fix for the JSON kinds, and checks — independently of the
 * fixer's own guard — that no fixed file lost a value. `npm run corpus`
 * prints the summary; `--list` also lists every file --fix would change.
 * Exits 1 when a labels file is invalid or a labelled figure rose above the
 * committed one (without `--update`), when a value was lost or a file made
 * handback fail; the real-world part is skipped, saying so, when absent.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs'
import {dirname, join, relative} from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {fixText, lintText} from '../src/kinds/every.js'
import {identityFields} from '../src/json/returns.js'
import {knownKeys} from '../src/json/schema-issues.js'
import {jsonKinds, type JsonKind} from '../src/kinds/traits.generated.js'
import {writeFileAtomic} from '../src/node/write-atomic.js'
import {figuresFile, figuresOf, formatMeasure, measureLabelled, readFigures, regressions} from './labelled.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const corpusDirectory = join(root, '../shared/corpus')
/** The corpus holds a folder per JSON kind, named as the kind. */
const kinds = Object.keys(jsonKinds) as JsonKind[]

export interface CorpusReport {
  files: number
  filesWithErrors: number
  /** Diagnostics per rule id, most frequent first. */
  rules: Array<[string, number]>
  /** Files --fix would change. */
  changed: string[]
  /** Files whose fix the fixer refused (meaning not preserved). */
  refused: string[]
  /** `file: pointer = value` for every value of an input missing from its fixed output. */
  lost: string[]
  /** `file: key` for every unknown top-level field that did not stay where it was. */
  moved: string[]
  /** `file: message` for every internal error. */
  internalErrors: string[]
  milliseconds: number
}

/** Every leaf of a parsed JSON value as `pointer = JSON`, empty containers included. */
function leaves(value: unknown, pointer = '', into: Array<[string, string]> = []): Array<[string, string]> {
  if (Array.isArray(value)) {
    if (value.length === 0) into.push([pointer, '[]'])
    value.forEach((item, index) => leaves(item, `${pointer}/${index}`, into))
  } else if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value)
    if (keys.length === 0) into.push([pointer, '{}'])
    for (const key of keys) leaves((value as Record<string, unknown>)[key], `${pointer}/${key}`, into)
  } else {
    into.push([pointer, JSON.stringify(value)])
  }

  return into
}

/**
 * Values of `before` absent from `after`, counted as a multiset. A top-level
 * identity field dropped because `metadata` holds the same value is not lost.
 */
function lostValues(before: unknown, after: unknown): string[] {
  const available = new Map<string, number>()
  for (const [, value] of leaves(after)) available.set(value, (available.get(value) ?? 0) + 1)
  const object = before !== null && typeof before === 'object' && !Array.isArray(before) ? (before as Record<string, unknown>) : {}
  const metadata = object['metadata'] !== null && typeof object['metadata'] === 'object' ? (object['metadata'] as Record<string, unknown>) : {}
  const duplicates = (identityFields as readonly string[]).filter(
    (field) => Object.hasOwn(object, field) && Object.hasOwn(metadata, field) && JSON.stringify(object[field]) === JSON.stringify(metadata[field])
  )
  const lost: string[] = []
  for (const [pointer, value] of leaves(before)) {
    if (duplicates.some((field) => pointer === `/${field}` || pointer.startsWith(`/${field}/`))) continue
    const count = available.get(value) ?? 0
    if (count === 0) lost.push(`${pointer} = ${value}`)
    else available.set(value, count - 1)
  }

  return lost
}

function jsonFiles(directory: string, into: string[] = []): string[] {
  for (const name of readdirSync(directory).sort()) {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) jsonFiles(path, into)
    else if (name.endsWith('.json')) into.push(path)
  }

  return into
}

/** Lints and fixes the JSON files of the corpus; `pick` chooses which of each kind's files, sorted by path (default: all). */
export function runCorpus(directory: string = corpusDirectory, pick: (paths: string[]) => string[] = (paths) => paths): CorpusReport {
  const started = performance.now()
  const rules = new Map<string, number>()
  const report: CorpusReport = {files: 0, filesWithErrors: 0, rules: [], changed: [], refused: [], lost: [], moved: [], internalErrors: [], milliseconds: 0}
  for (const kind of kinds) {
    const folder = join(directory, kind)
    if (!existsSync(folder)) continue
    const known = knownKeys(jsonKinds[kind].traits.schema)
    for (const path of pick(jsonFiles(folder).sort())) {
      const name = relative(directory, path)
      const text = readFileSync(path, 'utf8')
      report.files++
      const {diagnostics} = lintText(text, {kind, fileName: path})
      if (diagnostics.some((diagnostic) => diagnostic.severity === 'error')) report.filesWithErrors++
      for (const diagnostic of diagnostics) {
        rules.set(diagnostic.ruleId, (rules.get(diagnostic.ruleId) ?? 0) + 1)
        if (diagnostic.ruleId === 'internal-error') report.internalErrors.push(`${name}: ${diagnostic.message}`)
      }

      const fixed = fixText(text, {kind, fileName: path})
      if (!fixed.meaningPreserved) report.refused.push(name)
      for (const diagnostic of fixed.diagnostics) {
        if (diagnostic.ruleId === 'internal-error') report.internalErrors.push(`${name} (fixed): ${diagnostic.message}`)
      }

      if (!fixed.changed) continue
      report.changed.push(name)
      let before: unknown
      let after: unknown
      try {
        before = JSON.parse(text)
        after = JSON.parse(fixed.output)
      } catch (error) {
        report.lost.push(`${name}: the fixed output is not JSON (${(error as Error).message})`)
        continue
      }

      for (const value of lostValues(before, after)) report.lost.push(`${name}: ${value}`)
      if (before !== null && typeof before === 'object' && !Array.isArray(before)) {
        for (const [key, value] of Object.entries(before)) {
          if (known.has(key) || (kind !== 'progress' && (identityFields as readonly string[]).includes(key))) continue
          const kept = (after as Record<string, unknown>)[key]
          if (JSON.stringify(kept) !== JSON.stringify(value)) report.moved.push(`${name}: ${key}`)
        }
      }
    }
  }

  report.rules = [...rules].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  report.milliseconds = Math.round(performance.now() - started)
  return report
}

/** Measures the labelled corpus, prints it, and with `update` writes its figures; 1 when labels are invalid or a figure rose. */
async function labelled(update: boolean): Promise<number> {
  const measure = measureLabelled()
  const lines = formatMeasure(measure)
  let code = measure.problems.length > 0 ? 1 : 0
  if (update) {
    const written = await writeFileAtomic(figuresFile, JSON.stringify(figuresOf(measure), null, 2) + '\n')
    lines.push(written.ok ? `figures written to ${relative(root, figuresFile)}` : `figures NOT written to ${relative(root, figuresFile)}: ${written.message}`)
    if (!written.ok) code = 1
  } else {
    const {figures, problem} = readFigures()
    const worse = figures ? regressions(measure, figures) : [problem ?? 'no committed figures']
    lines.push(...(worse.length === 0 ? ['figures: none above the committed ones'] : worse.map((line) => `ABOVE THE COMMITTED FIGURES: ${line}`)))
    if (worse.length > 0) code = 1
  }

  process.stdout.write(lines.join('\n') + '\n\n')
  return code
}

function main(list: boolean): number {
  if (!existsSync(corpusDirectory)) {
    process.stdout.write(`corpus: ${relative(root, corpusDirectory)} not found, skipped\n`)
    return 0
  }

  const report = runCorpus()
  const lines = [
    `corpus: ${relative(root, corpusDirectory)} (meta, subagent, progress) in ${(report.milliseconds / 1000).toFixed(1)} s`,
    `files read:            ${report.files}`,
    `files with errors:     ${report.filesWithErrors}`,
    `internal errors:       ${report.internalErrors.length}`,
    'rules hit most:',
    ...report.rules.slice(0, 12).map(([rule, count]) => `  ${String(count).padStart(6)}  ${rule}`),
    `files --fix would change: ${report.changed.length}` + (report.refused.length > 0 ? ` (${report.refused.length} refused by the fixer's own check)` : ''),
    ...(list ? report.changed.map((name) => `  ${name}`) : report.changed.slice(0, 10).map((name) => `  ${name}`)),
    ...(!list && report.changed.length > 10 ? [`  … and ${report.changed.length - 10} more (--list shows them all)`] : []),
    report.lost.length === 0 && report.moved.length === 0
      ? `values kept: checked every leaf of the ${report.changed.length} changed files; none lost, unknown fields in place`
      : `VALUES LOST: ${report.lost.length} leaves, ${report.moved.length} unknown fields moved`,
    ...report.lost.slice(0, 20).map((line) => `  lost ${line}`),
    ...report.moved.slice(0, 20).map((line) => `  moved ${line}`),
    ...report.internalErrors.slice(0, 20).map((line) => `  internal error ${line}`)
  ]
  process.stdout.write(lines.join('\n') + '\n')
  return report.lost.length > 0 || report.moved.length > 0 || report.internalErrors.length > 0 ? 1 : 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const labelledCode = await labelled(process.argv.includes('--update'))
  process.exitCode = Math.max(labelledCode, main(process.argv.includes('--list')))
}
