/** `handback lint`: many files, one reporter, ESLint's exit codes. */
import {mkdir} from 'node:fs/promises'
import {availableParallelism} from 'node:os'
import {dirname, relative, resolve} from 'node:path'
import {parseArgs} from 'node:util'
import type {LintOptions} from '../pipeline/kind-handler.js'
import type {RuleSetting, RuleSettings} from '../engine/settings.js'
import {createConfigLoader, loadConfigFile, type LoadedConfig} from '../node/load-config.js'
import {writeFileAtomic} from '../node/write-atomic.js'
import {countDiagnostics} from '../reporters/counts.js'
import {formatReadsSource} from '../reporters/reads-source.js'
import type {FileResult, Reporter} from '../reporters/types.js'
import type {InputKind} from '../kinds/detect.js'
import {expandOperands} from './files.js'
import {parseConcurrency, parseRuleFlags, useColor, workerCount} from './lint-flags.js'
import {jsonFlags, readJsonFlags} from './json-flags.js'
import {lintFile, prepareRun, unlintedOutcome, type FileOutcome, type LintRun, type LintTask} from './lint-file.js'
import type {Io} from './io.js'
import {readInput} from './read-input.js'
import {lintUsage} from './usage.js'
import {outputOptions, outputPath} from './output-option.js'
import {positiveInteger, UsageError} from './usage-error.js'
import {version} from './version.js'
import {jsonText, visible} from '../util/visible.js'

/** Progress is shown on a terminal from this many files on. */
const progressThreshold = 50

function parseKind(value: string, inputKinds: readonly InputKind[]): InputKind {
  const kind = inputKinds.find((candidate) => candidate === value)
  if (!kind) {
    const suggestion = inputKinds.find((candidate) => candidate.startsWith(value.toLowerCase().slice(0, 3)))
    throw new UsageError(`--kind expects one of ${inputKinds.join(', ')}, got \`${value}\`${suggestion ? `; did you mean \`${suggestion}\`?` : ''}`)
  }
  return kind
}

function configFailure(config: Extract<LoadedConfig, {ok: false}>): string {
  return `handback: invalid configuration ${visible(config.path)}:\n${config.problems.map((problem) => `  ${visible(problem)}\n`).join('')}`
}

export async function lintCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      kind: {type: 'string'},
      format: {type: 'string', short: 'f'},
      strict: {type: 'boolean'},
      'max-warnings': {type: 'string'},
      quiet: {type: 'boolean'},
      fix: {type: 'boolean'},
      'fix-dry-run': {type: 'boolean'},
      'max-bytes': {type: 'string'},
      config: {type: 'string', short: 'c'},
      'no-config': {type: 'boolean'},
      'no-ignore': {type: 'boolean'},
      'trust-nested': {type: 'boolean'},
      'extends-anywhere': {type: 'boolean'},
      'stdin-filename': {type: 'string'},
      ...outputOptions,
      color: {type: 'boolean'},
      'no-color': {type: 'boolean'},
      rule: {type: 'string', multiple: true},
      'print-config': {type: 'string'},
      'only-returns': {type: 'boolean'},
      'inline-config': {type: 'boolean'},
      'no-inline-config': {type: 'boolean'},
      'report-unused-disable-directives': {type: 'boolean'},
      concurrency: {type: 'string'},
      ...jsonFlags,
      help: {type: 'boolean', short: 'h'}
    }
  })
  if (values.help) {
    io.stdout(lintUsage)
    return 0
  }

  // No operand on a terminal: nothing is piped in, so help, not a silent wait on the keyboard.
  if (positionals.length === 0 && io.stdinIsTTY === true && values['print-config'] === undefined) {
    io.stdout(lintUsage)
    return 2
  }

  const format = values.format ?? 'stylish'
  const reporter = await loadReporter(format)

  if (values.config !== undefined && values['no-config']) throw new UsageError('--config and --no-config cannot be used together')
  // The kinds' detectors load only when a kind is named (and, later, when a file is linted).
  const kind = values.kind === undefined ? undefined : parseKind(values.kind, (await import('../kinds/detect.js')).inputKinds)
  const maxWarnings = values['max-warnings'] === undefined ? undefined : positiveInteger('--max-warnings', values['max-warnings'])
  const maxBytes = values['max-bytes'] === undefined ? undefined : positiveInteger('--max-bytes', values['max-bytes'])
  const concurrency = parseConcurrency(values.concurrency)
  const stdinName = values['stdin-filename']
  const color = useColor({color: values.color, noColor: values['no-color']}, io.env ?? {}, io.isTTY)
  const ruleFlags = await parseRuleFlags(values.rule ?? [])
  // The files' own `handback-*` comments count only when asked (`--inline-config` or the configuration); `--no-inline-config` wins.
  if (values['inline-config'] && values['no-inline-config']) throw new UsageError('--inline-config and --no-inline-config cannot be used together')
  const inlineFlags = {
    ...(values['inline-config'] ? {inlineConfig: true} : values['no-inline-config'] ? {inlineConfig: false} : {}),
    ...(values['report-unused-disable-directives'] ? {reportUnusedDisableDirectives: true} : {})
  }
  const options: LintOptions = {
    ...(await readJsonFlags(values, io, maxBytes)),
    ...(kind ? {kind} : {}),
    ...(maxBytes === undefined ? {} : {maxBytes})
  }

  const loaderOptions = {stopOutsideRepository: io.cwd, ...(values['extends-anywhere'] ? {extendsAnywhere: true} : {})}
  const loader = createConfigLoader(loaderOptions)
  const forced = values.config === undefined ? undefined : await loadConfigFile(resolve(io.cwd, values.config), new Set(), loaderOptions)
  // The caller's configuration: --config, or the one that applies where the command runs. It says what walks
  // and globs leave out, and is the base of every file's settings: one found inside the tree may only add checks.
  const here = forced ?? (values['no-config'] ? undefined : await loader.forDirectory(io.cwd))
  const warned = new Set<string>()
  const settingsFor = async (directory: string): Promise<LoadedConfig> => {
    if (forced) return forced
    if (values['no-config'] || !here) return {ok: true, path: undefined, settings: {}}
    const found = await loader.forDirectory(directory)
    if (!here.ok) return here
    if (!found.ok || found.path === here.path) return found
    if (found.path === undefined) return here
    const base = here.settings
    let settings: RuleSettings
    let ignored: string[]
    if (values['trust-nested']) {
      // Trusted, the nearest configuration wins; the text's own comments are still the caller's to trust.
      const {inlineConfig, ...rest} = found.settings
      settings = {...rest, ...(base.inlineConfig === undefined ? {} : {inlineConfig: base.inlineConfig})}
      ignored = inlineConfig === true && base.inlineConfig !== true ? ['inlineConfig'] : []
    } else {
      const {addChecks} = await import('../config/add-checks.js')
      ;({settings, ignored} = addChecks(base, found.settings))
    }

    if (ignored.length > 0 && !warned.has(found.path)) {
      warned.add(found.path)
      const why = values['trust-nested'] ? 'only the caller\'s configuration or --config trusts inline comments' : 'a configuration inside the linted tree may only add checks (--trust-nested applies it)'
      io.stderr(`handback: warning: ${visible(relative(io.cwd, found.path) || found.path)}: ${ignored.join(', ')} not applied: ${why}\n`)
    }

    // What walks leave out is the caller's alone: a nested configuration's `ignores` never count.
    return {...found, settings, ignores: here.ignores ?? []}
  }

  if (values['print-config'] !== undefined) return printConfig(values['print-config'], io, settingsFor, ruleFlags, values.strict, inlineFlags)
  const operands = await expandOperands(positionals, io.cwd, undefined, {
    ignores: here?.ok ? (here.ignores ?? []) : [],
    ...(values['no-ignore'] ? {noIgnore: true} : {}),
    ...(values['trust-nested'] ? {trustNested: true} : {}),
    // The walk goes on without the skipped file's patterns: more is linted, nothing hangs.
    onSkippedIgnoreFile: (path, reason) => io.stderr(`handback: warning: ignore file ${visible(relative(io.cwd, path) || path)} skipped: ${visible(reason)}\n`),
    onSkippedIgnorePattern: (where, pattern, reason) =>
      io.stderr(`handback: warning: ignore pattern ${visible(pattern.length > 80 ? pattern.slice(0, 80) + '…' : pattern)} in ${visible(relative(io.cwd, where) || where)} skipped: ${visible(reason)}\n`),
    ...(maxBytes === undefined ? {} : {maxBytes}),
    // A found file is read once, when it is linted: its content says there whether it is a return.
    deferContent: true
  })
  if (operands.ignored.length > 0) io.stderr(leftOutSummary(operands.ignored, io.cwd))
  if (values['only-returns']) {
    // Files named by a hook runner (pre-commit, lint-staged) are filtered like a directory's: by their content, read once when linted.
    const {returnKindByName} = await import('../kinds/detect.js')
    for (const path of operands.files) {
      const byName = operands.kinds.has(path) ? undefined : returnKindByName(path)
      if (byName) operands.kinds.set(path, byName)
      else if (!operands.kinds.has(path)) operands.undecided.add(path)
    }
  }

  let failed = false
  for (const missing of operands.missing) {
    io.stderr(`handback: no files match \`${visible(missing)}\`\n`)
    failed = true
  }

  for (const {path, reason} of operands.unreadable) {
    io.stderr(`handback: cannot read ${visible(path)}: ${visible(reason)}\n`)
    failed = true
  }

  const paths = [...(operands.stdin ? ['-'] : []), ...operands.files]

  // Every configuration is read before any file is linted: a broken one stops the run (exit 2).
  const configs = new Map<string, RuleSettings>()
  const broken = new Map<string, string>()
  for (const path of paths) {
    const directory = path === '-' ? (stdinName === undefined ? io.cwd : dirname(resolve(io.cwd, stdinName))) : dirname(resolve(io.cwd, path))
    const config = await settingsFor(directory)
    if (config.ok) configs.set(path, config.settings)
    else broken.set(config.path, configFailure(config))
  }

  if (forced && !forced.ok) broken.set(forced.path, configFailure(forced))
  if (broken.size > 0) {
    for (const message of broken.values()) io.stderr(message)
    return 2
  }

  const run: LintRun = {
    cwd: io.cwd,
    fix: values.fix === true,
    fixDryRun: values['fix-dry-run'] === true,
    quiet: values.quiet === true,
    strict: values.strict === true,
    stdinName,
    ruleFlags,
    inlineFlags,
    options: (({checkArtifact, countTokens, ...plain}) => plain)(options),
    root: values.root === undefined ? undefined : resolve(io.cwd, values.root),
    keepSource: formatReadsSource(format)
  }
  const prepared = prepareRun(run)
  const results: FileResult[] = []
  const showProgress = io.isTTY && paths.length >= progressThreshold
  // Each outcome is taken in file order, whichever thread linted it: the output is the same whatever the pool.
  const take = (outcome: FileOutcome): void => {
    if (showProgress) io.stderr(`\r\u001B[K[${outcome.index + 1}/${paths.length}] ${visible(paths[outcome.index]!)}`)
    for (const {stream, text} of outcome.output) {
      if (showProgress && stream === 'stderr') io.stderr('\r\u001B[K')
      io[stream](text)
    }

    if (outcome.failed) failed = true
    if (outcome.result) results.push(outcome.result)
  }

  const tasks: LintTask[] = paths.map((path, index) => {
    const kind = operands.kinds.get(path)
    return {index, path, settings: configs.get(path) ?? {}, ...(kind ? {kind} : {}), ...(operands.undecided.has(path) ? {discover: true} : {})}
  })
  // Standard input is read here, first: a worker cannot read it.
  const first = operands.stdin ? 1 : 0
  if (operands.stdin) take(await lintFile(tasks[0]!, prepared, await readInput('-', io, maxBytes)))
  const files = tasks.slice(first)
  const workers = workerCount(concurrency, files.length, availableParallelism())
  if (workers === 0) {
    for (const task of files) take(await lintFile(task, prepared).catch((error: unknown) => unlintedOutcome(task, run, errorMessage(error))))
  } else {
    const {runPool} = await import('./lint-pool.js')
    await runPool<LintTask, FileOutcome>({
      ...workerScript(),
      workerData: run,
      workers,
      // Renumbered from 0 for the pool; their place in the output is put back as they come.
      tasks: files.map((task) => ({...task, index: task.index - first})),
      onOutcome: (outcome) => take({...outcome, index: outcome.index + first}),
      failed: (task, reason) => unlintedOutcome(task, run, reason),
      inline: (task) => lintFile(task, prepared).catch((error: unknown) => unlintedOutcome(task, run, errorMessage(error)))
    })
  }

  if (showProgress) io.stderr('\r\u001B[K')
  // When stdout carries text (the diff of --fix-dry-run, or stdin fixed by --fix), the report goes to stderr.
  const write = values['fix-dry-run'] || (values.fix && operands.stdin) ? io.stderr : io.stdout
  const outputFile = outputPath(values)
  if (outputFile === undefined) write(reporter(results, {color, cwd: io.cwd, version}))
  else {
    // A report written to a file never carries terminal colors.
    // Like ESLint's, the report's folder is created when missing (`-o reports/handback.sarif`).
    await mkdir(dirname(resolve(io.cwd, outputFile)), {recursive: true}).catch(() => undefined)
    const written = await writeFileAtomic(resolve(io.cwd, outputFile), reporter(results, {color: false, cwd: io.cwd, version}))
    if (!written.ok) {
      io.stderr(`handback: cannot write ${visible(outputFile)}: ${visible(written.message)}\n`)
      return 2
    }
  }

  if (failed) return 2
  const counts = countDiagnostics(results.flatMap((result) => result.diagnostics))
  if (counts.errorCount > 0) return 1
  if (maxWarnings !== undefined && counts.warningCount > maxWarnings) {
    io.stderr(`handback: too many warnings (${counts.warningCount}), --max-warnings allows ${maxWarnings}\n`)
    return 1
  }

  return 0
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The pool's worker module: beside the bundle's chunks once built (`dist/lint-worker.js`), else
 * the source beside this one, loaded after the TypeScript loader the tests and scripts run under
 * (a worker's `--import` is not applied by Node 20).
 */
function workerScript(): {script: URL; evalCode?: string} {
  if (!import.meta.url.endsWith('.ts')) return {script: new URL('../lint-worker.js', import.meta.url)}
  const script = new URL('lint-worker.ts', import.meta.url)
  const loader = new URL('../../node_modules/tsx/dist/esm/api/index.mjs', import.meta.url)
  return {script, evalCode: `import(${JSON.stringify(loader.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}) })`}
}

/** Most paths the summary of what was left out names; the rest are counted. */
const leftOutShown = 20

/** One line naming what the walks and globs left out, and what left each out: nothing is left out unseen. */
function leftOutSummary(ignored: ReadonlyArray<{path: string; by: string}>, cwd: string): string {
  const seen = new Map<string, string>()
  for (const {path, by} of ignored) if (!seen.has(path)) seen.set(path, by.startsWith('/') || /^[a-zA-Z]:/.test(by) ? relative(cwd, by) || by : by)
  const named = [...seen].slice(0, leftOutShown).map(([path, by]) => `${visible(path)} (${visible(by)})`)
  const more = seen.size - named.length
  return `handback: left out by ignore rules (--no-ignore lints them): ${named.join(', ')}${more > 0 ? `, and ${more} more` : ''}\n`
}

/** `--print-config FILE`: the rule settings that apply to FILE, as JSON, without linting it. */
async function printConfig(
  file: string,
  io: Io,
  settingsFor: (directory: string) => Promise<LoadedConfig>,
  ruleFlags: Record<string, RuleSetting>,
  strict: boolean | undefined,
  inline: Pick<RuleSettings, 'inlineConfig' | 'reportUnusedDisableDirectives'>
): Promise<number> {
  const config = await settingsFor(dirname(resolve(io.cwd, file)))
  if (!config.ok) {
    io.stderr(configFailure(config))
    return 2
  }

  const rules = {...config.settings.rules, ...ruleFlags}
  const preset = strict ? 'strict' : (config.settings.preset ?? 'recommended')
  const printed = {
    file,
    config: config.path === undefined ? null : relative(io.cwd, config.path) || config.path,
    preset,
    rules,
    inlineConfig: inline.inlineConfig ?? config.settings.inlineConfig ?? false,
    reportUnusedDisableDirectives: inline.reportUnusedDisableDirectives ?? config.settings.reportUnusedDisableDirectives ?? false,
    ignores: (config.ignores ?? []).flatMap((list) => list.patterns)
  }
  io.stdout(jsonText(printed, 2) + '\n')
  return 0
}

/**
 * The reporter of a format: the default `stylish` loads alone, so a plain run
 * never compiles SARIF's rule catalogue; any other name is looked up in the registry.
 */
async function loadReporter(format: string): Promise<Reporter> {
  if (format === 'stylish') return (await import('../reporters/stylish.js')).stylish
  const {formats} = await import('../reporters/formats.js')
  if (Object.hasOwn(formats, format)) return formats[format]!
  const {nearest} = await import('../util/suggest.js')
  const suggestion = nearest(format, Object.keys(formats))
  throw new UsageError(`--format expects one of ${Object.keys(formats).join(', ')}, got \`${format}\`${suggestion ? `; did you mean \`${suggestion}\`?` : ''}`)
}
