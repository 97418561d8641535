/** `handback lint`: many files, one reporter, ESLint's exit codes. */
import {parseArgs} from 'node:util'
import {createTwoFilesPatch} from 'diff'
import type {Diagnostic} from '../diagnostic.js'
import {fixText, inputKinds, lintText, supportsKind, type LintOptions} from '../lint/lint-text.js'
import {writeFileAtomic} from '../node/write-atomic.js'
import {countDiagnostics} from '../reporters/counts.js'
import {reporters, type FileResult} from '../reporters/index.js'
import type {InputKind} from '../rules/rule.js'
import {expandOperands} from './files.js'
import type {Io} from './io.js'
import {readInput} from './read-input.js'
import {lintUsage} from './usage.js'
import {positiveInteger, UsageError} from './usage-error.js'

/** Progress is shown on a terminal from this many files on. */
const progressThreshold = 50

function parseKind(value: string | undefined): InputKind | undefined {
  if (value === undefined) return undefined
  const kind = inputKinds.find((candidate) => candidate === value)
  if (!kind) throw new UsageError(`--kind expects one of ${inputKinds.join(', ')}, got \`${value}\``)
  if (!supportsKind(kind)) throw new UsageError(`--kind ${kind} is not supported by this build`)
  return kind
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
      help: {type: 'boolean', short: 'h'}
    }
  })
  if (values.help) {
    io.stdout(lintUsage)
    return 0
  }

  const format = values.format ?? 'stylish'
  const reporter = reporters[format]
  if (!reporter || !Object.hasOwn(reporters, format)) {
    throw new UsageError(`--format expects one of ${Object.keys(reporters).join(', ')}, got \`${format}\``)
  }

  const kind = parseKind(values.kind)
  const maxWarnings = values['max-warnings'] === undefined ? undefined : positiveInteger('--max-warnings', values['max-warnings'])
  const maxBytes = values['max-bytes'] === undefined ? undefined : positiveInteger('--max-bytes', values['max-bytes'])
  const options: LintOptions = {
    ...(kind ? {kind} : {}),
    ...(values.strict ? {preset: 'strict' as const} : {}),
    ...(maxBytes === undefined ? {} : {maxBytes})
  }

  const operands = await expandOperands(positionals, io.cwd)
  let failed = false
  for (const missing of operands.missing) {
    io.stderr(`handback: no files match \`${missing}\`\n`)
    failed = true
  }

  const paths = [...(operands.stdin ? ['-'] : []), ...operands.files]
  const results: FileResult[] = []
  const showProgress = io.isTTY && paths.length >= progressThreshold
  for (const [index, path] of paths.entries()) {
    if (showProgress) io.stderr(`\r\u001B[K[${index + 1}/${paths.length}] ${path}`)
    const input = await readInput(path, io)
    const filePath = path === '-' ? '<stdin>' : path
    if (!input.ok) {
      io.stderr(`handback: cannot read ${filePath}: ${input.reason}\n`)
      failed = true
      continue
    }

    const fileOptions: LintOptions = path === '-' ? options : {...options, fileName: path}
    let diagnostics: Diagnostic[]
    let detected: InputKind
    if (values.fix || values['fix-dry-run']) {
      const fixed = fixText(input.text, fileOptions)
      diagnostics = fixed.diagnostics
      detected = fixed.kind
      if (fixed.changed && values['fix-dry-run']) {
        io.stdout(createTwoFilesPatch(filePath, filePath, input.text, fixed.output, '', '(fixed)'))
      } else if (fixed.changed && path === '-') {
        io.stdout(fixed.output)
      } else if (fixed.changed) {
        try {
          await writeFileAtomic(path, fixed.output)
        } catch (error) {
          io.stderr(`handback: cannot write ${filePath}: ${(error as Error).message}\n`)
          failed = true
        }
      }
    } else {
      const linted = lintText(input.text, fileOptions)
      diagnostics = linted.diagnostics
      detected = linted.kind
    }

    if (values.quiet) diagnostics = diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
    results.push({filePath, kind: detected, diagnostics, source: input.text})
  }

  if (showProgress) io.stderr('\r\u001B[K')
  // With --fix on stdin the fixed text owns stdout; the report goes to stderr.
  const write = values.fix && operands.stdin && !values['fix-dry-run'] ? io.stderr : io.stdout
  write(reporter(results, {color: io.isTTY}))
  if (failed) return 2
  const counts = countDiagnostics(results.flatMap((result) => result.diagnostics))
  if (counts.errorCount > 0) return 1
  if (maxWarnings !== undefined && counts.warningCount > maxWarnings) return 1
  return 0
}
