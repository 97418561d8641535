/** `handback lint`: many files, one reporter, ESLint's exit codes. */
import {dirname, resolve} from 'node:path'
import {parseArgs} from 'node:util'
import type {Diagnostic} from '../engine/diagnostic.js'
import type {LintOptions} from '../pipeline/kind-handler.js'
import type {RuleSettings} from '../engine/settings.js'
import {createConfigLoader, loadConfigFile, type LoadedConfig} from '../node/load-config.js'
import {writeFileAtomic} from '../node/write-atomic.js'
import {countDiagnostics} from '../reporters/counts.js'
import {reporterLoaders} from '../reporters/load.js'
import type {FileResult} from '../reporters/types.js'
import {inputKinds, type InputKind} from '../engine/rule.js'
import {expandOperands} from './files.js'
import {addTokenCounter, jsonFlags, readJsonFlags} from './json-flags.js'
import type {Io} from './io.js'
import {readInput} from './read-input.js'
import {lintUsage} from './usage.js'
import {positiveInteger, UsageError} from './usage-error.js'
import {version} from './version.js'

/** Progress is shown on a terminal from this many files on. */
const progressThreshold = 50

function parseKind(value: string | undefined): InputKind | undefined {
  if (value === undefined) return undefined
  const kind = inputKinds.find((candidate) => candidate === value)
  if (!kind) throw new UsageError(`--kind expects one of ${inputKinds.join(', ')}, got \`${value}\``)
  return kind
}

function configFailure(config: Extract<LoadedConfig, {ok: false}>): string {
  return `handback: invalid configuration ${config.path}:\n${config.problems.map((problem) => `  ${problem}\n`).join('')}`
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
      'stdin-filename': {type: 'string'},
      ...jsonFlags,
      help: {type: 'boolean', short: 'h'}
    }
  })
  if (values.help) {
    io.stdout(lintUsage)
    return 0
  }

  const format = values.format ?? 'stylish'
  const loadReporter = Object.hasOwn(reporterLoaders, format) ? reporterLoaders[format] : undefined
  if (!loadReporter) {
    throw new UsageError(`--format expects one of ${Object.keys(reporterLoaders).join(', ')}, got \`${format}\``)
  }

  if (values.config !== undefined && values['no-config']) throw new UsageError('--config and --no-config cannot be used together')
  const kind = parseKind(values.kind)
  const maxWarnings = values['max-warnings'] === undefined ? undefined : positiveInteger('--max-warnings', values['max-warnings'])
  const maxBytes = values['max-bytes'] === undefined ? undefined : positiveInteger('--max-bytes', values['max-bytes'])
  const stdinName = values['stdin-filename']
  const options: LintOptions = {
    ...(await readJsonFlags(values, io)),
    ...(kind ? {kind} : {}),
    ...(maxBytes === undefined ? {} : {maxBytes})
  }

  const operands = await expandOperands(positionals, io.cwd)
  let failed = false
  for (const missing of operands.missing) {
    io.stderr(`handback: no files match \`${missing}\`\n`)
    failed = true
  }

  for (const {path, reason} of operands.unreadable) {
    io.stderr(`handback: cannot read ${path}: ${reason}\n`)
    failed = true
  }

  const paths = [...(operands.stdin ? ['-'] : []), ...operands.files]

  // Every configuration is read before any file is linted: a broken one stops the run (exit 2).
  const loader = createConfigLoader()
  const forced = values.config === undefined ? undefined : await loadConfigFile(resolve(io.cwd, values.config))
  const configs = new Map<string, RuleSettings>()
  const broken = new Map<string, string>()
  for (const path of paths) {
    let config: LoadedConfig = {ok: true, path: undefined, settings: {}}
    if (forced) config = forced
    else if (!values['no-config']) {
      const directory = path === '-' ? (stdinName === undefined ? io.cwd : dirname(resolve(io.cwd, stdinName))) : dirname(resolve(io.cwd, path))
      config = await loader.forDirectory(directory)
    }

    if (config.ok) configs.set(path, config.settings)
    else broken.set(config.path, configFailure(config))
  }

  if (forced && !forced.ok) broken.set(forced.path, configFailure(forced))
  if (broken.size > 0) {
    for (const message of broken.values()) io.stderr(message)
    return 2
  }

  const results: FileResult[] = []
  const showProgress = io.isTTY && paths.length >= progressThreshold
  for (const [index, path] of paths.entries()) {
    if (showProgress) io.stderr(`\r\u001B[K[${index + 1}/${paths.length}] ${path}`)
    const input = await readInput(path === '-' ? '-' : resolve(io.cwd, path), io, maxBytes)
    const filePath = path === '-' ? (stdinName ?? '<stdin>') : path
    if (!input.ok) {
      if (showProgress) io.stderr('\r\u001B[K')
      io.stderr(`handback: cannot read ${filePath}: ${input.reason}\n`)
      failed = true
      continue
    }

    const settings = configs.get(path) ?? {}
    const fileOptions: LintOptions = {
      ...options,
      ...settings,
      // --strict on the command line wins over the configuration's preset.
      ...(values.strict ? {preset: 'strict' as const} : {}),
      ...(path === '-' ? (stdinName === undefined ? {} : {fileName: stdinName}) : {fileName: path})
    }
    // The pipelines load with the first file (not for --help or a usage error); the kind is
    // detected once, here, so that the tokenizer loads only for console returns.
    const {lintText, fixText, detectKind} = await import('../pipeline/lint-text.js')
    const kind = fileOptions.kind ?? detectKind(fileOptions.fileName, input.text)
    fileOptions.kind = kind
    await addTokenCounter(kind, fileOptions)
    let diagnostics: Diagnostic[]
    if (values.fix || values['fix-dry-run']) {
      const fixed = fixText(input.text, fileOptions)
      diagnostics = fixed.diagnostics
      if (fixed.changed && values['fix-dry-run']) {
        const {createTwoFilesPatch} = await import('diff')
        io.stdout(createTwoFilesPatch(filePath, filePath, input.text, fixed.output, undefined, '(fixed)'))
      } else if (path === '-' && !values['fix-dry-run']) {
        // Standard input is fixed into standard output, changed or not, so `lint --fix - <a >b` always fills b;
        // except input too large, read only in part: a truncated copy would lose the rest.
        if (!diagnostics.some((diagnostic) => diagnostic.ruleId === 'input-too-large')) io.stdout(fixed.output)
      } else if (fixed.changed) {
        const written = await writeFileAtomic(resolve(io.cwd, path), fixed.output)
        if (!written.ok) {
          io.stderr(`handback: cannot write ${filePath}: ${written.message}\n`)
          failed = true
        }
      }
    } else {
      diagnostics = lintText(input.text, fileOptions).diagnostics
    }

    if (values.quiet) diagnostics = diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
    results.push({filePath, kind, diagnostics, source: input.text})
  }

  if (showProgress) io.stderr('\r\u001B[K')
  // When stdout carries text (the diff of --fix-dry-run, or stdin fixed by --fix), the report goes to stderr.
  const write = values['fix-dry-run'] || (values.fix && operands.stdin) ? io.stderr : io.stdout
  const reporter = await loadReporter()
  write(reporter(results, {color: io.isTTY, cwd: io.cwd, version}))
  if (failed) return 2
  const counts = countDiagnostics(results.flatMap((result) => result.diagnostics))
  if (counts.errorCount > 0) return 1
  if (maxWarnings !== undefined && counts.warningCount > maxWarnings) return 1
  return 0
}
