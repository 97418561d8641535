/**
 * The labelled corpus (fixtures/labelled/<group>/): returns, each with the
 * action a careful parent must take on it at attempt 1, measured against what
 * `review` decides. `measureLabelled()` reads every group there is, so a new
 * group joins by adding its folder and its labels.json.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {z} from 'zod'
import {review} from '../src/index.js'
import {visible} from '../src/util/visible.js'
import type {Diagnostic, Review} from '../src/index.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const labelledDirectory = join(root, 'fixtures/labelled')
export const figuresFile = join(labelledDirectory, 'figures.json')

const actions = ['accept', 'retry', 'escalate'] as const
export type Action = (typeof actions)[number]

/** A BCP 47 tag as `Intl` canonicalises it (`en`, `pt-BR`, `zh-Hans`). */
const languageTag = z.string().refine((tag) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}, 'expected a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hans`')

export const LabelSchema = z
  .strictObject({
    file: z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]*\.(md|json)$/, 'expected a file name of this folder (lower-case, `.md` or `.json`, no path)'),
    action: z.enum(actions).meta({description: 'What a careful parent must do with the return at attempt 1 (`review(text)` with default options).'}),
    reason: z.string().min(10).meta({description: 'One sentence: why; for a non-accept, what in the text shows it.'}),
    lang: languageTag.meta({description: 'The language of the prose, as a BCP 47 tag.'}),
    provenance: z.string().min(3).optional().meta({description: 'For a real-shaped return: the repository and path, or the public source whose shape it follows.'}),
    signals: z
      .array(z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a kebab-case signal or rule id'))
      .min(1)
      .optional()
      .meta({description: 'Signal or rule ids a right refusal is expected to name.'})
  })
  .meta({id: 'LabelledReturn', title: 'One labelled return'})

export const LabelsSchema = z.array(LabelSchema).meta({id: 'LabelledReturns', title: 'The labels of one group of the labelled corpus'})
export type Label = z.infer<typeof LabelSchema>

export const FiguresSchema = z.record(
  z.string(),
  z.strictObject({total: z.number().int().nonnegative(), falseAccepts: z.number().int().nonnegative(), falseRetries: z.number().int().nonnegative()})
)
export type Figures = z.infer<typeof FiguresSchema>

export interface Group {
  name: string
  directory: string
  labels: Label[]
  /** Every return file in the folder (labels.json excepted), sorted. */
  files: string[]
  /** Why the labels or the folder are not as they must be; empty when they are. */
  problems: string[]
}

/** Reads one group's folder and labels, never throwing: what is wrong is listed in `problems`. */
export function readGroup(directory: string, name: string): Group {
  const group: Group = {name, directory, labels: [], files: [], problems: []}
  // Entries as listed, never followed: a link or a folder in a group is no return.
  group.files = readdirSync(directory, {withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name !== 'labels.json' && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
  const labelsPath = join(directory, 'labels.json')
  if (!existsSync(labelsPath)) {
    group.problems.push(`${name}: labels.json is missing`)
    return group
  }

  let value: unknown
  try {
    value = JSON.parse(readFileSync(labelsPath, 'utf8'))
  } catch (error) {
    group.problems.push(`${name}/labels.json is not JSON: ${(error as Error).message}`)
    return group
  }

  const parsed = LabelsSchema.safeParse(value)
  if (!parsed.success) {
    group.problems.push(`${name}/labels.json does not match the schema:\n${z.prettifyError(parsed.error)}`)
    return group
  }

  group.labels = parsed.data
  const listed = new Set<string>()
  for (const label of group.labels) {
    if (listed.has(label.file)) group.problems.push(`${name}/${label.file} is labelled twice`)
    listed.add(label.file)
    if (!group.files.includes(label.file)) group.problems.push(`${name}/${label.file} is labelled but does not exist`)
  }

  for (const file of group.files) if (!listed.has(file)) group.problems.push(`${name}/${file} exists but is not labelled`)
  return group
}

/** Every group folder under the labelled corpus, sorted by name. */
export function readGroups(directory: string = labelledDirectory): Group[] {
  if (!existsSync(directory)) return []
  return readdirSync(directory, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => readGroup(join(directory, name), name))
}

export interface Miss {
  group: string
  file: string
  expected: Action
  actual: Action
  /** The label's reason. */
  labelReason: string
  /** handback's decision reason. */
  decisionReason: string
  /** The signals (or rule ids) of the decision's errors. */
  fired: string[]
}

export interface GroupMeasure {
  total: number
  /** Labelled retry or escalate, accepted. */
  falseAccepts: number
  /** Labelled accept, not accepted. */
  falseRetries: number
  /** Labelled retry, escalated, or labelled escalate, retried. */
  otherMismatches: number
}

export interface SignalMeasure {
  /** Returns not accepted that this signal (or rule) helped refuse. */
  fired: number
  /** Of those, returns labelled accept. */
  falseRetries: number
  /** Of those, returns labelled retry and escalated, or labelled escalate and retried. */
  otherMismatches: number
  /** Returns labelled with this signal expected. */
  expected: number
  /** Of those, returns where it did not fire. */
  missed: number
  /** Of those, returns accepted although labelled not to be. */
  falseAccepts: number
}

export interface LabelledMeasure {
  groups: Record<string, GroupMeasure>
  signals: Record<string, SignalMeasure>
  misses: Miss[]
  /** Files expected to raise a signal that did not, as `group/file: signal`. */
  missedSignals: string[]
  problems: string[]
  milliseconds: number
}

/**
 * The name a decision taken on the return's own status is counted under, when
 * no rule refused it: `state-error`, `state-partial`, or for a JSON return its
 * `status` (`status-in-progress`, `status-blocked`).
 */
function statusSignal(result: Review, text: string): string {
  if (result.kind !== 'markdown') {
    try {
      const status = (JSON.parse(text) as {status?: unknown}).status
      if (typeof status === 'string' && status !== '') return `status-${status.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}`
    } catch {
      // Not JSON after all: named by the report's state below.
    }
  }

  const state = result.report?.status.state
  return typeof state === 'string' ? `state-${state.toLowerCase()}` : 'no-report'
}

/** The names under which a decision is counted: each error diagnostic's signal or rule id, or the status it was decided on. */
function firedSignals(result: Review, text: string): string[] {
  const names = new Set<string>()
  for (const diagnostic of result.diagnostics) if (diagnostic.severity === 'error') names.add(diagnostic.signal ?? diagnostic.ruleId)
  if (names.size === 0 && result.decision.action !== 'accept') names.add(statusSignal(result, text))
  return [...names].sort()
}

/** Every signal or rule id named by any diagnostic, errors and warnings alike, to check the labels' expected signals. */
function namedSignals(diagnostics: readonly Diagnostic[]): Set<string> {
  const names = new Set<string>()
  for (const diagnostic of diagnostics) {
    names.add(diagnostic.ruleId)
    if (diagnostic.signal !== undefined) names.add(diagnostic.signal)
  }

  return names
}

function signalOf(signals: Record<string, SignalMeasure>, name: string): SignalMeasure {
  signals[name] ??= {fired: 0, falseRetries: 0, otherMismatches: 0, expected: 0, missed: 0, falseAccepts: 0}
  return signals[name]
}

/** Runs `review(text, {fileName})` on every labelled return and compares its action with the label. */
export function measureLabelled(directory: string = labelledDirectory): LabelledMeasure {
  const started = performance.now()
  const measure: LabelledMeasure = {groups: {}, signals: {}, misses: [], missedSignals: [], problems: [], milliseconds: 0}
  for (const group of readGroups(directory)) {
    measure.problems.push(...group.problems)
    const figures: GroupMeasure = {total: 0, falseAccepts: 0, falseRetries: 0, otherMismatches: 0}
    measure.groups[group.name] = figures
    for (const label of group.labels) {
      const path = join(group.directory, label.file)
      if (!existsSync(path)) continue
      const text = readFileSync(path, 'utf8')
      const result = review(text, {fileName: label.file})
      const {decision, diagnostics} = result
      const actual = decision.action
      figures.total++
      const fired = firedSignals(result, text)
      if (actual !== 'accept') {
        for (const name of fired) {
          const signal = signalOf(measure.signals, name)
          signal.fired++
          if (label.action === 'accept') signal.falseRetries++
          else if (label.action !== actual) signal.otherMismatches++
        }
      }

      const named = namedSignals(diagnostics)
      for (const name of label.signals ?? []) {
        const signal = signalOf(measure.signals, name)
        signal.expected++
        if (!named.has(name)) {
          signal.missed++
          measure.missedSignals.push(`${group.name}/${label.file}: ${name}`)
        }

        if (actual === 'accept' && label.action !== 'accept') signal.falseAccepts++
      }

      if (actual === label.action) continue
      if (actual === 'accept') figures.falseAccepts++
      else if (label.action === 'accept') figures.falseRetries++
      else figures.otherMismatches++
      measure.misses.push({group: group.name, file: label.file, expected: label.action, actual, labelReason: label.reason, decisionReason: decision.reason, fired})
    }
  }

  measure.milliseconds = Math.round(performance.now() - started)
  return measure
}

/** The figures committed in fixtures/labelled/figures.json, per group. */
export function figuresOf(measure: LabelledMeasure): Figures {
  const figures: Figures = {}
  for (const [name, group] of Object.entries(measure.groups)) figures[name] = {total: group.total, falseAccepts: group.falseAccepts, falseRetries: group.falseRetries}
  return figures
}

/** Reads the committed figures; `undefined` with a problem when the file is absent or not as the schema says. */
export function readFigures(path: string = figuresFile): {figures?: Figures; problem?: string} {
  if (!existsSync(path)) return {problem: 'fixtures/labelled/figures.json is missing; `npm run corpus -- --update` writes it'}
  try {
    const parsed = FiguresSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
    return parsed.success ? {figures: parsed.data} : {problem: `fixtures/labelled/figures.json does not match its schema:\n${z.prettifyError(parsed.error)}`}
  } catch (error) {
    return {problem: `fixtures/labelled/figures.json is not JSON: ${(error as Error).message}`}
  }
}

/**
 * Where the measure is worse than the committed figures: a group whose false
 * accepts or false retries rose, naming the files, or a group with no figures.
 */
export function regressions(measure: LabelledMeasure, committed: Figures): string[] {
  const found: string[] = []
  for (const [name, group] of Object.entries(measure.groups)) {
    const figures = committed[name]
    if (!figures) {
      found.push(`${name}: no committed figures (${group.falseAccepts} false accepts, ${group.falseRetries} false retries measured); run \`npm run corpus -- --update\` and review the diff`)
      continue
    }

    const misses = measure.misses.filter((miss) => miss.group === name)
    if (group.falseAccepts > figures.falseAccepts) {
      const files = misses.filter((miss) => miss.actual === 'accept').map((miss) => miss.file)
      found.push(`${name}: ${group.falseAccepts} false accepts, ${figures.falseAccepts} committed; accepted: ${files.join(', ')}`)
    }

    if (group.falseRetries > figures.falseRetries) {
      const files = misses.filter((miss) => miss.expected === 'accept').map((miss) => `${miss.file} (${miss.fired.join(', ')})`)
      found.push(`${name}: ${group.falseRetries} false retries, ${figures.falseRetries} committed; not accepted: ${files.join(', ')}`)
    }
  }

  return found
}

/** The measure as lines for a terminal: per group, per signal, then each miss. Quoted texts are made visible: the corpus holds hostile returns. */
export function formatMeasure(measure: LabelledMeasure): string[] {
  const lines = [`labelled corpus: fixtures/labelled in ${(measure.milliseconds / 1000).toFixed(1)} s`]
  const width = Math.max(5, ...Object.keys(measure.groups).map((name) => name.length))
  lines.push(`  ${'group'.padEnd(width)}  total  false accepts  false retries  other`)
  for (const [name, group] of Object.entries(measure.groups)) {
    lines.push(`  ${name.padEnd(width)}  ${String(group.total).padStart(5)}  ${String(group.falseAccepts).padStart(13)}  ${String(group.falseRetries).padStart(13)}  ${String(group.otherMismatches).padStart(5)}`)
  }

  const signals = Object.entries(measure.signals).sort((a, b) => b[1].fired - a[1].fired || (a[0] < b[0] ? -1 : 1))
  if (signals.length > 0) {
    const signalWidth = Math.max(6, ...signals.map(([name]) => name.length))
    lines.push('per signal (fired: returns not accepted that it refused; expected: labels naming it):')
    lines.push(`  ${'signal'.padEnd(signalWidth)}  fired  false retries  other  expected  missed  false accepts`)
    for (const [name, signal] of signals) {
      lines.push(
        `  ${name.padEnd(signalWidth)}  ${String(signal.fired).padStart(5)}  ${String(signal.falseRetries).padStart(13)}  ${String(signal.otherMismatches).padStart(5)}  ${String(signal.expected).padStart(8)}  ${String(signal.missed).padStart(6)}  ${String(signal.falseAccepts).padStart(13)}`
      )
    }
  }

  for (const miss of measure.misses) {
    const kind = miss.actual === 'accept' ? 'false accept' : miss.expected === 'accept' ? 'false retry' : 'mismatch'
    lines.push(`${kind}: ${visible(miss.group)}/${visible(miss.file)} labelled ${miss.expected}, decided ${miss.actual}${miss.fired.length > 0 ? ` [${miss.fired.join(', ')}]` : ''}`)
    lines.push(`  label:    ${visible(miss.labelReason)}`)
    lines.push(`  handback: ${visible(miss.decisionReason)}`)
  }

  if (measure.missedSignals.length > 0) {
    lines.push(`expected signals that did not fire: ${measure.missedSignals.length}`)
    for (const line of measure.missedSignals) lines.push(`  ${line}`)
  }

  for (const problem of measure.problems) lines.push(`LABELS: ${problem}`)
  return lines
}
