/**
 * One file of `handback lint`: read once, its kind told from that text, linted
 * or fixed, written back. The same function runs in the command's own thread
 * and in the workers of its pool (`lint-pool.ts`): what it needs crosses as
 * plain data (`LintRun`, `LintTask`), what it says comes back as `FileOutcome`.
 */
import {stat} from 'node:fs/promises'
import {resolve} from 'node:path'
import type {Diagnostic} from '../engine/diagnostic.js'
import type {InputKind} from '../kinds/detect.js'
import type {RuleSetting, RuleSettings} from '../engine/settings.js'
import type {KindHandler, LintOptions} from '../pipeline/kind-handler.js'
import {loadKind} from '../kinds/registry.js'
import {defaultMaxBytes} from '../engine/guard.js'
import {artifactCheckIn} from '../node/artifact-check.js'
import {writeFileAtomic} from '../node/write-atomic.js'
import type {FileResult} from '../reporters/types.js'
import {visible} from '../util/visible.js'
import {readNamedInput, readText, type ReadOutcome} from './read-input.js'

/** What every file of a run shares, as plain data (it is copied into each worker). */
export interface LintRun {
  cwd: string
  /** `--fix`, `--fix-dry-run`, `--quiet`, `--strict`. */
  fix: boolean
  fixDryRun: boolean
  quiet: boolean
  strict: boolean
  /** `--stdin-filename`. */
  stdinName: string | undefined
  /** `--rule` flags, over each file's configuration. */
  ruleFlags: Record<string, RuleSetting>
  /** `--inline-config`, `--no-inline-config`, `--report-unused-disable-directives`. */
  inlineFlags: Pick<RuleSettings, 'inlineConfig' | 'reportUnusedDisableDirectives'>
  /** The options of every file but the functions (`--kind`, `--max-bytes`, the JSON flags). */
  options: Omit<LintOptions, 'checkArtifact' | 'countTokens'>
  /** `--root`, resolved: each thread makes its own artifact check from it. */
  root: string | undefined
  /** Whether results keep the linted text: only for reporters that read it (`formatReadsSource`). */
  keepSource: boolean
}

export interface LintTask {
  /** Position in the run's output. */
  index: number
  /** As given, relative to `cwd`, or `-`. */
  path: string
  settings: RuleSettings
  /** The kind a walk or glob found by name. */
  kind?: InputKind
  /** Found by a walk or glob, its name not telling: its content says whether it is a return (else it is left out in silence). */
  discover?: boolean
}

/** What one file says, in the order it says it. */
export interface FileOutcome {
  index: number
  /** Text for the terminal, each to its stream, in order. */
  output: Array<{stream: 'stdout' | 'stderr'; text: string}>
  /** A file could not be read, written or linted: the run exits 2. */
  failed: boolean
  /** Absent for a file left out or not linted. */
  result?: FileResult
}

/** What a thread prepares once for every file of the run. */
export interface PreparedRun {
  run: LintRun
  options: LintOptions
}

export function prepareRun(run: LintRun): PreparedRun {
  const check = run.root === undefined ? undefined : artifactCheckIn(run.root)
  return {run, options: {...run.options, ...(check ? {checkArtifact: check} : {})}}
}

/** The outcome of a file that could not be linted, with why, as one line. */
export function unlintedOutcome(task: Pick<LintTask, 'index' | 'path'>, run: Pick<LintRun, 'stdinName'>, reason: string): FileOutcome {
  const filePath = task.path === '-' ? (run.stdinName ?? '<stdin>') : task.path
  return {index: task.index, output: [{stream: 'stderr', text: `handback: cannot lint ${visible(filePath)}: ${visible(reason)}\n`}], failed: true}
}

/** Lints one file; `input` is standard input, read by the caller. */
export async function lintFile(task: LintTask, prepared: PreparedRun, input?: ReadOutcome): Promise<FileOutcome> {
  const {run} = prepared
  const {path} = task
  const outcome: FileOutcome = {index: task.index, output: [], failed: false}
  const stderr = (text: string): void => void outcome.output.push({stream: 'stderr', text})
  const absolute = path === '-' ? '-' : resolve(run.cwd, path)
  // Taken before the read: a --fix does not overwrite a change made after it.
  const readAt = run.fix && path !== '-' ? await stat(absolute).catch(() => undefined) : undefined
  let kindFound = task.kind
  const maxBytes = run.options.maxBytes ?? defaultMaxBytes
  if (input === undefined && task.discover === true) {
    const {readFoundFile} = await import('../node/discover.js')
    const found = readFoundFile(absolute, maxBytes)
    if (found.ok && found.kind === undefined) return outcome
    input = found.ok ? readText(found.text, found.bytes, maxBytes) : found
    if (found.ok) kindFound = found.kind
  }

  input ??= await readNamedInput(absolute, noStdin, maxBytes)
  const filePath = path === '-' ? (run.stdinName ?? '<stdin>') : path
  if (!input.ok) {
    stderr(`handback: cannot read ${visible(filePath)}: ${visible(input.reason)}\n`)
    outcome.failed = true
    return outcome
  }

  const named = path !== '-' && kindFound === undefined
  const {detectKind, detectReturnKind, isNeverReturnName, kindNoun, returnKinds} = await import('../kinds/detect.js')
  if (named && run.options.kind === undefined && isNeverReturnName(path)) {
    // Named on the command line, a manifest or configuration is linted only as a kind the user names.
    stderr(`handback: ${visible(filePath)} is not a return; name its kind with --kind to lint it as one\n`)
    outcome.failed = true
    return outcome
  }

  const {settings} = task
  const fileOptions: LintOptions = {
    ...prepared.options,
    ...settings,
    ...(Object.keys(run.ruleFlags).length > 0 ? {rules: {...settings.rules, ...run.ruleFlags}} : {}),
    // --strict on the command line wins over the configuration's preset.
    ...(run.strict ? {preset: 'strict' as const} : {}),
    ...run.inlineFlags,
    ...(path === '-' ? (run.stdinName === undefined ? {} : {fileName: run.stdinName}) : {fileName: path}),
    maxBytes: input.maxBytes
  }
  // A return is expected: only --kind reads a text as a packet or a checklist, never its name or a leading JSON block.
  const kind = fileOptions.kind ?? kindFound ?? detectReturnKind(fileOptions.fileName, input.text)
  if (run.options.kind === undefined && kindFound === undefined) {
    const looks = detectKind(fileOptions.fileName, input.text)
    if (!returnKinds.includes(looks)) stderr(`handback: ${visible(filePath)} is linted as a return; name --kind ${looks} to lint it as a ${kindNoun(looks)}\n`)
  }

  fileOptions.kind = kind
  // Only the kind read is loaded, with the first file that needs it: linting markdown loads no JSON rule
  // and no schema library, and the tokenizer loads only for console returns.
  const handler = await loadKind(kind)
  await handler.prepare?.(fileOptions)
  const {lintWith, fixWith} = await import('../pipeline/lint-with.js')
  const handlerOf = (): KindHandler => handler
  let diagnostics: Diagnostic[]
  let suppressed: Diagnostic[]
  if (run.fix || run.fixDryRun) {
    const fixed = fixWith(handlerOf, input.text, fileOptions)
    ;({diagnostics, suppressed} = fixed)
    if (fixed.changed && run.fixDryRun) {
      const {createTwoFilesPatch} = await import('diff')
      // The file name in the headers is shown escaped; the hunks are the file's text, as a patch needs it.
      outcome.output.push({stream: 'stdout', text: createTwoFilesPatch(visible(filePath), visible(filePath), input.text, fixed.output, undefined, '(fixed)')})
    } else if (path === '-' && !run.fixDryRun) {
      // Standard input is fixed into standard output, changed or not, so `lint --fix - <a >b` always fills b;
      // except input too large, read only in part: a truncated copy would lose the rest.
      if (!diagnostics.some((diagnostic) => diagnostic.ruleId === 'input-too-large')) outcome.output.push({stream: 'stdout', text: fixed.output})
    } else if (fixed.changed) {
      const written = await writeFileAtomic(absolute, fixed.output, readAt ? {unchangedSince: readAt} : {})
      if (!written.ok) {
        stderr(`handback: cannot write ${visible(filePath)}: ${visible(written.message)}\n`)
        outcome.failed = true
      }
    }
  } else {
    ;({diagnostics, suppressed} = lintWith(handlerOf, input.text, fileOptions))
  }

  if (run.quiet) diagnostics = diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
  // Kept only for the reporters that read it: a run over thousands of files does not hold every text.
  outcome.result = {filePath, kind, diagnostics, suppressed, source: run.keepSource ? input.text : ''}
  return outcome
}

/** Files are read by path; standard input is read by the command, never here. */
const noStdin = {
  readStdin: (): Promise<string> => Promise.reject(new Error('standard input is read by the command'))
}
