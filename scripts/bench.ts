/**
 * `npm run bench`: measured figures and ratios, in one process on the same
 * documents. Targets are printed with PASS or FAIL next to the measured
 * figure; they are never unit tests, since timings depend on the machine.
 * Timings are medians over interleaved rounds, after warm-up runs; ratios are
 * medians of ratios of samples taken side by side, which a busy machine disturbs least.
 *
 * Sections: a typical return through bare remark-parse, `parseReturn` and
 * markdownlint; the real meta corpus (`../shared/corpus`, skipped when
 * absent); time against input size; the pre-scan's parse cost model;
 * pathological inputs; then the CLI beside its peers (`bench/cli.ts`: start,
 * `meta get` against jq, `lint DIR` against markdownlint-cli2 and remark-cli).
 * Options: `--quick` (fewer rounds), `--only=typical,corpus,scaling,costs,adversarial,cold,postflight,lint-dir`.
 */
import {spawnSync} from 'node:child_process'
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {dirname, join} from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {lint as markdownlint} from 'markdownlint/sync'
import remarkParse from 'remark-parse'
import remarkPresetLintRecommended from 'remark-preset-lint-recommended'
import {VFile} from 'vfile'
import {unified} from 'unified'
import {complexityProblem, defaultComplexityLimits, measureComplexity} from '../src/markdown/complexity.js'
import {adversarialChecklists, adversarialInputs, adversarialJson} from '../test/robustness-inputs.js'
import {directiveLadenCount, directiveLadenReturn} from '../test/support/directive-inputs.js'
import {cliBench} from './bench/cli.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
// The shipped bundle is measured when built (`npm run bench` builds it first); else the sources, through tsx.
const bundle = join(root, 'dist/index.js')
const library: typeof import('../src/index.js') = await import(existsSync(bundle) ? bundle : '../src/index.js')
const {fixText, lintText, parseReturn} = library
const corpus = join(root, '../shared/corpus')
const quick = process.argv.includes('--quick')
// `--only typical,scaling` runs some sections: typical, corpus, cold, scaling, adversarial.
const only = process.argv.find((argument) => argument.startsWith('--only'))?.split('=')[1]?.split(',')
const runs = (section: string): boolean => !only || only.includes(section)

// ---------------------------------------------------------------- timing

function now(): number {
  return performance.now()
}

/** Milliseconds per call of `fn`, over as many calls as fill `budget` milliseconds. */
function timeCalls(fn: () => void, budget: number): number {
  let calls = 0
  const start = now()
  let elapsed = 0
  do {
    fn()
    calls++
    elapsed = now() - start
  } while (elapsed < budget)
  return elapsed / calls
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Milliseconds per call of each function, one sample per round, rounds interleaved after a warm-up. */
function sample(fns: ReadonlyArray<() => void>, rounds: number, budget: number): number[][] {
  for (const fn of fns) timeCalls(fn, budget * 5)
  const samples = fns.map((): number[] => [])
  for (let round = 0; round < rounds; round++) {
    // A rotating order spreads drift (frequency scaling, other load) over every candidate.
    for (let offset = 0; offset < fns.length; offset++) {
      const index = (round + offset) % fns.length
      samples[index]!.push(timeCalls(fns[index]!, budget))
    }
  }

  return samples
}

/** Median milliseconds per call of each function. */
function compare(fns: ReadonlyArray<() => void>, rounds: number, budget: number): number[] {
  return sample(fns, rounds, budget).map(median)
}

/** Median over rounds of the ratio of two functions' samples taken side by side: steadier than a ratio of medians on a busy machine. */
function medianRatio(samples: readonly number[][], numerator: number, denominator: number): number {
  return median(samples[numerator]!.map((value, round) => value / samples[denominator]![round]!))
}

// ---------------------------------------------------------------- output

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): void {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: readonly string[]): string =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  console.log(line(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const row of rows) console.log(line(row))
}

const verdicts: Array<[string, boolean]> = []

function target(name: string, measured: string, pass: boolean): string {
  verdicts.push([name, pass])
  return `${pass ? 'PASS' : 'FAIL'}  ${name}: ${measured}`
}

function ms(value: number): string {
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(3)
}

function heading(title: string): void {
  console.log(`\n## ${title}\n`)
}

// ---------------------------------------------------------------- documents

/** Realistic returns: the shipped examples, plus three longer ones of the kind children write. */
function typicalReturns(): string[] {
  // The bundled examples and the parse fixtures (well-formed returns and returns with the faults agents make).
  const examples = ['fixtures/examples', 'fixtures/parse'].flatMap((folder) => {
    const directory = join(root, folder)
    return existsSync(directory)
      ? readdirSync(directory)
          .filter((name) => name.endsWith('.md'))
          .sort()
          .map((name) => readFileSync(join(directory, name), 'utf8'))
      : []
  })
  const attestation = (created: string[], modified: string[], extra = ''): string =>
    `## Runtime Attestation\nruntime_model_reported: anthropic/claude-sonnet-4.5\nruntime_mode_reported: code\nfiles_created:\n${created.map((path) => `- ${path}\n`).join('') || '- (none)\n'}files_modified:\n${modified.map((path) => `- ${path}\n`).join('') || '- (none)\n'}${extra}`
  return [
    ...examples,
    '## Status\nstate: SUCCESS\nsummary: Added the retry budget to the gate runner and covered it with tests; the CLI reports the budget in its summary line.\n\n' +
      '## Deliverables\n- src/gates/runner.ts — retry loop bounded by the new budget\n- src/gates/budget.ts — budget parsing and defaults\n- test/gates/runner.test.ts — retries stop at the budget, receipts are written once\n- docs/gates.md — the budget option, with an example\n\n' +
      '## Evidence\n- `npm test` — 214 passed, 0 failed\n- `npm run typecheck` — clean\n- docs/gates.md — example run pasted from a local session\n- contracts/return_format.md — followed for this return\n\n' +
      attestation(['src/gates/budget.ts', 'test/gates/runner.test.ts'], ['src/gates/runner.ts', 'docs/gates.md']),
    '## Status\nstate: ERROR\nsummary: The migration could not run because the staging database refused connections from the runner.\nerror_code: E_TOOL_FAILURE\nretry_recommended: yes\nretry_hint: Start the staging database (or point DATABASE_URL at a reachable one) and rerun the migration step.\n\n' +
      '## Deliverables\n- (none)\n\n## Evidence\n- `npm run migrate` — ECONNREFUSED 10.0.0.12:5432 after three attempts\n- logs/migrate-2025-06-30.log — full output of the failed run\n\n' +
      attestation([], []),
    '## Status\nstate: PARTIAL\nsummary: Ported four of the six parsers to the new tokenizer; the YAML and TOML parsers still use the old one.\n\n' +
      '## Deliverables\n- src/parsers/json.ts — on the new tokenizer\n- src/parsers/ini.ts — on the new tokenizer\n- src/parsers/csv.ts — on the new tokenizer\n- src/parsers/env.ts — on the new tokenizer\n\n' +
      '## Evidence\n- `npm test -- parsers` — 96 passed\n- bench/tokenizer.md — 1.8× faster on the JSON corpus\n\n' +
      attestation([], ['src/parsers/json.ts', 'src/parsers/ini.ts', 'src/parsers/csv.ts', 'src/parsers/env.ts'], 'limitations:\n- YAML and TOML parsers not ported; they need the indentation tokens first.\n')
  ]
}

/** A return of about `bytes` bytes: the usual sections, with as many deliverables and attested files as fit. */
function returnOfSize(bytes: number): string {
  const head = '## Status\nstate: SUCCESS\nsummary: Generated the client for every endpoint of the public API.\n\n## Deliverables\n'
  const deliverables: string[] = []
  const files: string[] = []
  const evidence: string[] = []
  const tail = (): string =>
    `\n## Evidence\n${evidence.join('')}\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n${files.join('')}files_modified:\n- (none)\n`
  // Sizes in UTF-8 bytes (a description's dash takes three), so the largest stays within maxBytes.
  let size = byteLength(head) + byteLength(tail())
  for (let index = 0; ; index++) {
    const path = `src/client/endpoints/group-${index % 97}/endpoint-${index}.ts`
    const deliverable = `- ${path} — typed request and response for endpoint ${index}\n`
    const file = `- ${path}\n`
    const proof = index % 4 === 0 ? `- \`npm test -- endpoint-${index}\` — 12 passed\n` : ''
    const added = byteLength(deliverable) + byteLength(file) + byteLength(proof) + 2
    if (size + added > bytes) break
    deliverables.push(deliverable)
    files.push(file)
    if (proof) evidence.push(proof)
    size += added
  }

  return head + deliverables.join('') + tail()
}

/** The text with its wrapping fence's two lines emptied: remark then reads the return as markdown, the least a parse of it can cost. */
function unfenced(text: string): string {
  const lines = text.split('\n')
  const open = lines.findIndex((line) => /^ {0,3}(`{3,}|~{3,})/.test(line))
  const marker = /^ {0,3}(`{3,}|~{3,})/.exec(lines[open] ?? '')?.[1] ?? '```'
  let close = -1
  for (let index = lines.length - 1; index > open && close < 0; index--) if (lines[index]!.trimStart().startsWith(marker)) close = index
  return lines.map((line, index) => (index === open || index === close ? '' : line)).join('\n')
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

// ---------------------------------------------------------------- sections

const processor = unified().use(remarkParse)
// remark-lint with its recommended preset, in the library: parse, then run the lint plugins over the tree.
const remarkLint = unified().use(remarkParse).use(remarkPresetLintRecommended)
function remarkLintText(text: string): void {
  const file = new VFile(text)
  remarkLint.runSync(remarkLint.parse(file), file)
}

/** Ratio of the fastest sample of each: the least disturbed run of both, which a busy machine spoils least. */
function minRatio(samples: readonly number[][], numerator: number, denominator: number): number {
  return Math.min(...samples[numerator]!) / Math.min(...samples[denominator]!)
}

function typicalReturn(): void {
  heading('Typical return: remark-parse, parseReturn, markdownlint, remark-lint')
  // A return wrapped in a code fence is timed apart: remark alone reads the fence as one code block, while
  // the return must be read as markdown; its baseline is remark reading the content as markdown.
  const all = typicalReturns()
  const isFenced = (text: string): boolean => parseReturn(text).diagnostics.some((diagnostic) => diagnostic.ruleId === 'return-in-code-fence')
  const documents = all.filter((text) => !isFenced(text))
  // What writers send most: the return in a ```markdown fence after a line of prose.
  const fenced = [...all.filter(isFenced), ...documents.slice(-3).map((text) => `Here is my return.\n\n\`\`\`markdown\n${text}\`\`\`\n`)]
  const fencedAsMarkdown = fenced.map(unfenced)
  const bytes = documents.reduce((sum, document) => sum + byteLength(document), 0)
  const each = (texts: readonly string[], fn: (text: string) => unknown) => () => {
    for (const text of texts) fn(text)
  }

  const samples = sample(
    [
      each(documents, (text) => processor.parse(text)),
      each(documents, (text) => parseReturn(text)),
      each(documents, (text) => markdownlint({strings: {return: text}})),
      each(fenced, (text) => processor.parse(text)),
      each(fenced, (text) => parseReturn(text)),
      each(fencedAsMarkdown, (text) => processor.parse(text)),
      each(documents, (text) => remarkLintText(text))
    ],
    quick ? 11 : 61,
    quick ? 15 : 20
  )
  const [remark, parse, lint] = samples.slice(0, 3).map((values) => median(values) / documents.length)
  const [fencedRemark, fencedParse, contentRemark] = samples.slice(3, 6).map((values) => median(values) / Math.max(fenced.length, 1))
  const remarkLinted = median(samples[6]!) / documents.length
  const fencedRatio = medianRatio(samples, 4, 5)
  const parseRatio = minRatio(samples, 1, 0)
  const both = (numerator: number, denominator: number): string[] => [`${minRatio(samples, numerator, denominator).toFixed(2)}×`, `${medianRatio(samples, numerator, denominator).toFixed(2)}×`]
  const rows = [
    ['remark-parse (unified().use(remarkParse).parse)', ms(remark!), '1.00×', '1.00×'],
    ['parseReturn (parse, extract, every rule)', ms(parse!), ...both(1, 0)],
    ['markdownlint (lint/sync, default rules)', ms(lint!), ...both(2, 0)],
    ['remark-lint (remark-preset-lint-recommended)', ms(remarkLinted), ...both(6, 0)]
  ]
  if (fenced.length > 0) {
    rows.push(
      [`remark-parse, fenced return, content read as markdown (${fenced.length})`, ms(contentRemark!), '1.00×', '1.00×'],
      [`parseReturn, fenced return`, ms(fencedParse!), ...both(4, 5)],
      [`remark-parse, fenced return as written (content as one code block)`, ms(fencedRemark!), ...both(3, 5)]
    )
  }

  console.log(`${documents.length} returns, ${Math.round(bytes / documents.length)} bytes on average (fixtures/examples, fixtures/parse and three written here); milliseconds per return (medians)\n`)
  table(['', 'ms / return', 'ratio of minimums', 'median of ratios'], rows)
  console.log('\n' + target('parseReturn within 1.3× bare remark-parse (ratio of minimums)', `${parseRatio.toFixed(2)}×`, parseRatio <= 1.3))
  if (fenced.length > 0) console.log(target('fenced return parsed once: parseReturn within 1.5× remark-parse of its content', `${fencedRatio.toFixed(2)}×`, fencedRatio <= 1.5))
}

function jsonFiles(directory: string, into: string[] = []): string[] {
  for (const entry of readdirSync(directory, {withFileTypes: true})) {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) jsonFiles(path, into)
    else if (entry.name.endsWith('.json')) into.push(path)
  }

  return into
}

function metaCorpus(): void {
  heading('Real meta corpus: lintText(text, {kind: "meta"})')
  const directory = join(corpus, 'meta')
  if (!existsSync(directory)) {
    console.log(`skipped: no corpus at ${directory}`)
    return
  }

  const readStart = now()
  const texts = jsonFiles(directory).map((path) => readFileSync(path, 'utf8'))
  const readTime = now() - readStart
  const bytes = texts.reduce((sum, text) => sum + byteLength(text), 0)
  const pass = (): number => {
    let diagnostics = 0
    for (const text of texts) diagnostics += lintText(text, {kind: 'meta'}).diagnostics.length
    return diagnostics
  }

  const coldStart = now()
  const diagnostics = pass()
  const cold = now() - coldStart
  const warm = median(
    Array.from({length: quick ? 2 : 5}, () => {
      const start = now()
      pass()
      return now() - start
    })
  )
  table(
    ['', 'value'],
    [
      ['files', String(texts.length)],
      ['bytes', String(bytes)],
      ['diagnostics per pass', String(diagnostics)],
      ['reading every file (ms)', ms(readTime)],
      ['first pass, cold (ms)', ms(cold)],
      ['later passes, median (ms)', ms(warm)],
      ['files per second (warm)', String(Math.round((texts.length / warm) * 1000))],
      ['MB per second (warm)', ((bytes / warm) * 1000 / 1e6).toFixed(2)]
    ]
  )
  const worst = Math.max(cold, warm)
  console.log('\n' + target('whole meta corpus linted in under 5 s', `${ms(worst)} ms (the slower of cold and warm)`, worst < 5000))
}

function scaling(): void {
  heading('Time against input size (parseReturn; remark-parse alone for comparison)')
  const sizes = Array.from({length: 11}, (_, index) => 1024 * 2 ** index)
  const rows: string[][] = []
  const perByte: number[] = []
  // Realistic returns from 256 KiB to 1 MiB, at the default maxBytes: none refused, each within 1.3× remark-parse.
  let largeWorst = 0
  let largeRefused = 0
  for (const size of sizes) {
    const document = returnOfSize(size)
    const bytes = byteLength(document)
    const budget = size >= 256 * 1024 ? 1 : quick ? 30 : 60
    const rounds = size >= 256 * 1024 ? (quick ? 3 : 7) : quick ? 5 : 9
    const samples = sample([() => void parseReturn(document), () => void processor.parse(document)], rounds, budget)
    const [parse, remark] = samples.map(median)
    const ratio = minRatio(samples, 0, 1)
    const diagnostics = parseReturn(document).diagnostics
    const refused = diagnostics.find((diagnostic) => diagnostic.ruleId.startsWith('input-'))
    if (!refused) perByte.push((parse! * 1e6) / bytes)
    if (size >= 256 * 1024) {
      largeWorst = Math.max(largeWorst, ratio)
      if (refused) largeRefused++
    }

    rows.push([
      String(bytes),
      ms(parse!),
      ((parse! * 1e6) / bytes).toFixed(0),
      ms(remark!),
      ((remark! * 1e6) / bytes).toFixed(0),
      ratio.toFixed(2) + '×',
      refused ? refused.ruleId : 'parsed'
    ])
  }

  table(['bytes', 'parseReturn ms', 'ns / byte', 'remark ms', 'ns / byte', 'ratio of minimums', 'outcome'], rows)
  console.log(
    '\n' +
      target(
        'realistic returns from 256 KiB to 1 MiB read, none refused, within 1.3× remark-parse',
        `${largeRefused} refused, slowest ${largeWorst.toFixed(2)}× (ratio of minimums)`,
        largeRefused === 0 && largeWorst <= 1.3
      )
  )
  libraryMemory(returnOfSize(1024 * 1024 - 1024))
  // Below 32 KiB fixed costs and CPU caches make bytes cheaper (remark alone shows the same step);
  // linearity is judged from 32 KiB up, on inputs parsed.
  const first = sizes.findIndex((size) => size >= 32 * 1024)
  const judgedSizes = sizes.slice(first, first + perByte.length - first)
  const judged = perByte.slice(first)
  const spread = Math.max(...judged) / Math.min(...judged)
  const logSizes = judgedSizes.map(Math.log)
  const logTimes = judged.map((cost, index) => Math.log(cost * judgedSizes[index]!))
  const meanX = logSizes.reduce((a, b) => a + b, 0) / logSizes.length
  const meanY = logTimes.reduce((a, b) => a + b, 0) / logTimes.length
  const slope =
    logSizes.reduce((sum, x, index) => sum + (x - meanX) * (logTimes[index]! - meanY), 0) / logSizes.reduce((sum, x) => sum + (x - meanX) ** 2, 0)
  const largest = judgedSizes[judgedSizes.length - 1]! / 1024
  console.log(`\nFrom 32 KiB to ${largest >= 1024 ? `${largest / 1024} MiB` : `${largest} KiB`}: cost per byte varies ${spread.toFixed(2)}× (max / min); log-log slope of time against size ${slope.toFixed(2)} (1.00 is linear, 2.00 quadratic).`)
  console.log(target('time linear in input size', `slope ${slope.toFixed(2)}, per-byte spread ${spread.toFixed(2)}× (linear: slope ≤ 1.15 and spread ≤ 1.6)`, slope <= 1.15 && spread <= 1.6))
}

/**
 * Peak memory of `parseReturn` in a child process against remark-parse's own
 * on the same text, each above its process's peak on an empty text.
 */
function libraryMemory(text: string): void {
  const scratch = mkdtempSync(join(tmpdir(), 'handback-bench-memory-'))
  try {
    const input = join(scratch, 'return.md')
    writeFileSync(input, text)
    writeFileSync(join(scratch, 'empty.md'), '')
    const moduleUrl = (name: string): string => pathToFileURL(join(root, 'node_modules', name, 'index.js')).href
    const libraryUrl = pathToFileURL(existsSync(bundle) ? bundle : join(root, 'src/index.ts')).href
    const scripts = {
      parseReturn: `import {readFileSync} from 'node:fs'\nconst {parseReturn} = await import('${libraryUrl}')\nparseReturn(readFileSync(process.argv[2], 'utf8'))\nprocess.stderr.write('peak ' + process.resourceUsage().maxRSS + '\\n')\n`,
      remark: `import {readFileSync} from 'node:fs'\nimport {unified} from '${moduleUrl('unified')}'\nimport remarkParse from '${moduleUrl('remark-parse')}'\nunified().use(remarkParse).parse(readFileSync(process.argv[2], 'utf8'))\nprocess.stderr.write('peak ' + process.resourceUsage().maxRSS + '\\n')\n`
    }
    const peak = (name: keyof typeof scripts, file: string): number => {
      const script = join(scratch, `${name}.mjs`)
      writeFileSync(script, scripts[name])
      const child = spawnSync(process.execPath, [...(existsSync(bundle) ? [] : ['--import', 'tsx']), script, file], {encoding: 'utf8'})
      return Number(/peak (\d+)/.exec(child.stderr)?.[1] ?? 0) / 1024
    }
    const above = (name: keyof typeof scripts): number => Math.max(0, peak(name, input) - peak(name, join(scratch, 'empty.md')))
    const library = above('parseReturn')
    const remark = above('remark')
    console.log(`\nPeak memory on a ${Math.round(byteLength(text) / 1024)} KiB return, above each process's peak on an empty text: parseReturn ${library.toFixed(1)} MiB, remark-parse ${remark.toFixed(1)} MiB (${(library / remark).toFixed(2)}×).`)
    console.log(target('parseReturn peak memory within 1.3× remark-parse\'s own', `${(library / remark).toFixed(2)}×`, library <= 1.3 * remark))
  } finally {
    rmSync(scratch, {recursive: true, force: true})
  }
}

/**
 * The CLI on one input, `lint --fix-dry-run` (reads, lints and fixes): wall time, and the peak
 * memory above the CLI's own on an empty file, which a preload reads from `process.resourceUsage()`.
 */
function cliRunner(): {cli(text: string, kind: string): {ms: number; extraMiB: number}; remark(text: string): number} | undefined {
  const cli = join(root, 'dist/cli.js')
  if (!existsSync(cli)) return undefined
  const scratch = mkdtempSync(join(tmpdir(), 'handback-bench-adversarial-'))
  const preload = join(scratch, 'peak.cjs')
  writeFileSync(preload, "process.on('exit', () => process.stderr.write('\\npeak ' + process.resourceUsage().maxRSS + '\\n'))\n")
  // remark-parse alone on the same file, in a child of its own: the floor any reading of the text through remark starts from.
  const remarkScript = join(scratch, 'remark-alone.mjs')
  const moduleUrl = (name: string): string => pathToFileURL(join(root, 'node_modules', name, 'index.js')).href
  writeFileSync(
    remarkScript,
    `import {readFileSync} from 'node:fs'\nimport {unified} from '${moduleUrl('unified')}'\nimport remarkParse from '${moduleUrl('remark-parse')}'\nunified().use(remarkParse).parse(readFileSync(process.argv[2], 'utf8'))\n`
  )
  const peak = (args: string[]): {ms: number; kib: number} => {
    const start = now()
    const child = spawnSync(process.execPath, ['-r', preload, ...args], {encoding: 'utf8', maxBuffer: 1 << 30})
    return {ms: now() - start, kib: Number(/peak (\d+)/.exec(child.stderr)?.[1] ?? 0)}
  }
  const write = (text: string, name: string): string => {
    const file = join(scratch, name)
    writeFileSync(file, text)
    return file
  }
  const lint = (text: string, kind: string): {ms: number; kib: number} =>
    peak([cli, 'lint', '--fix-dry-run', '--kind', kind, '--format', 'json', write(text, kind === 'markdown' ? 'input.md' : 'input.json')])
  const parse = (text: string): number => peak([remarkScript, write(text, 'remark.md')]).kib

  const baseline = lint('', 'markdown').kib
  const remarkBaseline = parse('')
  return {
    cli(text, kind) {
      const {ms: elapsed, kib} = lint(text, kind)
      return {ms: elapsed, extraMiB: Math.max(0, kib - baseline) / 1024}
    },
    remark: (text) => Math.max(0, parse(text) - remarkBaseline) / 1024
  }
}

/** Commands other than `lint --fix-dry-run` on the inputs that weigh on them most, each timed once in a child process. */
function heavyCommands(): Array<{name: string; bytes: number; ms: number; exit: number}> {
  const cli = join(root, 'dist/cli.js')
  if (!existsSync(cli)) return []
  const scratch = mkdtempSync(join(tmpdir(), 'handback-bench-commands-'))
  try {
    // Some 15,000 problems on one 1 MB line: each output format fingerprints or quotes that line.
    const oneLine = join(scratch, 'one-line.return-meta.json')
    writeFileSync(oneLine, '{"status":"researched","summary":"x","pad":"' + 'x'.repeat(1_000_000) + '","artifacts":[' + Array(4900).fill('{}').join(',') + ']}')
    // 1,500 absolute paths listed twice: the correction asks for each again.
    const paths = Array.from({length: 1500}, (_, index) => `/abs/${'d'.repeat(140)}/f${index}.ts`)
    const absolute = join(scratch, 'absolute-paths.md')
    writeFileSync(
      absolute,
      `## Status\nstate: SUCCESS\nsummary: x\n\n## Deliverables\n${paths.map((path) => `- ${path} — x\n`).join('')}\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n${paths.map((path) => `- ${path}\n`).join('')}files_modified:\n- (none)\n`
    )
    // 3,000 deliverables, none attested: a conversion to a protocol reads the return, then its canonical rewrite.
    const many = join(scratch, 'many-deliverables.md')
    writeFileSync(
      many,
      `## Status\nstate: SUCCESS\nsummary: s\n\n## Deliverables\n${Array.from({length: 3000}, (_, index) => `- f${index} — x\n`).join('')}\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n`
    )
    // 1,240 folder deliverables against 1,600 attested files, all under one 600-character folder: every pair shares that prefix.
    const pad = 'p'.repeat(600)
    const packet = join(scratch, 'packet.json')
    writeFileSync(packet, JSON.stringify({task_id: 't', objective: 'o', evidence: [], success_criteria: [], risks: [], deliverables: Array.from({length: 1240}, (_, index) => ({path: `src/${pad}/d${index}/`, description: 'd', must_create: false}))}))
    const listed = Array.from({length: 800}, (_, index) => `- src/${pad}/f${index}.ts\n`).join('')
    const checked = join(scratch, 'checked.md')
    writeFileSync(checked, `## Status\nstate: SUCCESS\nsummary: done\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n${listed}files_modified:\n${listed}`)
    // The hook reads a transcript to 16 MiB: here, of lines that are not JSON after a brief and a malformed return.
    const transcript = join(scratch, 'child.jsonl')
    const turn = (role: string, text: string): string => JSON.stringify({type: role, message: {role, content: [{type: 'text', text}]}}) + '\n'
    writeFileSync(transcript, turn('user', 'brief') + turn('assistant', '## Status\nstate: MAYBE\n') + 'x\n'.repeat(8 * 1024 * 1024 - 1024))
    const event = JSON.stringify({hook_event_name: 'SubagentStop', session_id: 's', agent_id: 'a', agent_type: 'coder', agent_transcript_path: transcript, transcript_path: transcript, stop_hook_active: false, last_assistant_message: null})
    const size = (path: string): number => readFileSync(path).length
    const commands: Array<[string, string[], string, number]> = [
      ['lint -f sarif: 15k problems on one 1 MB line', ['lint', '-f', 'sarif', oneLine], '', size(oneLine)],
      ['lint -f codequality: the same', ['lint', '-f', 'codequality', oneLine], '', size(oneLine)],
      ['decide: 1.5k absolute paths listed twice', ['decide', absolute, '--attempt', '1'], '', size(absolute)],
      ['lint -f prompt: the same', ['lint', '-f', 'prompt', absolute], '', size(absolute)],
      ['convert --to a2a: 3,000 deliverables not attested', ['convert', many, '--to', 'a2a'], '', size(many)],
      ['check --handoff: 1,240 folders against 1,600 files, one long prefix', ['check', checked, '--handoff', packet], '', size(checked) + size(packet)],
      ['hook: a 16 MiB transcript of lines not JSON', ['hook', '--state-dir', join(scratch, 'state')], event, size(transcript)]
    ]
    return commands.map(([name, args, input, bytes]) => {
      const start = now()
      const child = spawnSync(process.execPath, [cli, ...args], {input, stdio: ['pipe', 'ignore', 'ignore'], cwd: scratch})
      return {name, bytes, ms: now() - start, exit: child.status ?? -1}
    })
  } finally {
    rmSync(scratch, {recursive: true, force: true})
  }
}

function adversarial(): void {
  heading('Adversarial inputs: parseReturn or lintText, fixText, and the CLI (lint --fix-dry-run), default limits')
  const rows: string[][] = []
  let worst = 0
  let worstMemory = 0
  let worstRemarkMemory = 0
  const cli = cliRunner()
  const measure = (name: string, text: string, kind: 'markdown' | 'meta' | 'subagent' | 'progress' | 'todos' | 'handoff', read: () => {diagnostics: ReadonlyArray<{ruleId: string}>}): void => {
    const start = now()
    const result = read()
    const readMs = now() - start
    const fixStart = now()
    fixText(text, {kind})
    const fixMs = now() - fixStart
    const viaCli = cli?.cli(text, kind)
    const bytes = byteLength(text)
    worst = Math.max(worst, readMs, fixMs, viaCli?.ms ?? 0)
    // Below 100 kB the CLI's own memory dwarfs the input's: the ratio says nothing there.
    const times = viaCli && bytes >= 100_000 ? (viaCli.extraMiB * 1024 * 1024) / bytes : undefined
    if (times !== undefined) worstMemory = Math.max(worstMemory, times)
    const ids = [...new Set(result.diagnostics.map((diagnostic) => diagnostic.ruleId))]
    const refused = ids.includes('input-too-complex') || ids.includes('input-too-large') || ids.includes('json-too-deep')
    // Where a markdown text was parsed, remark-parse's own peak on it, for comparison.
    const remarkMiB = cli && (kind === 'markdown' || kind === 'handoff') && !refused && times !== undefined ? cli.remark(text) : undefined
    const remarkTimes = remarkMiB === undefined ? undefined : (remarkMiB * 1024 * 1024) / bytes
    if (remarkTimes !== undefined) worstRemarkMemory = Math.max(worstRemarkMemory, remarkTimes)
    const outcome = refused ? `refused: ${ids.join(', ')}` : `${result.diagnostics.length} diagnostics${ids.length > 0 ? `: ${ids.slice(0, 2).join(', ')}${ids.length > 2 ? ', …' : ''}` : ''}`
    rows.push([
      name,
      String(bytes),
      ms(readMs),
      ms(fixMs),
      viaCli ? ms(viaCli.ms) : '-',
      viaCli ? `${viaCli.extraMiB.toFixed(1)}${times === undefined ? '' : ` (${times.toFixed(1)}×)`}` : '-',
      remarkMiB === undefined ? '-' : `${remarkMiB.toFixed(1)} (${remarkTimes!.toFixed(1)}×)`,
      outcome
    ])
  }

  for (const input of adversarialInputs) {
    const text = input.make()
    measure(input.name, text, 'markdown', () => parseReturn(text))
  }

  // Many inline directives: honoured (inlineConfig) they are applied in one sorted pass; ignored, each is reported.
  const laden = directiveLadenReturn(directiveLadenCount)
  for (const inlineConfig of [true, false]) {
    const start = now()
    const result = parseReturn(laden, {inlineConfig})
    const elapsed = now() - start
    worst = Math.max(worst, elapsed)
    rows.push([`${directiveLadenCount} disable/enable comment pairs (inlineConfig ${inlineConfig})`, String(byteLength(laden)), ms(elapsed), '-', '-', '-', '-', `parsed, ${result.diagnostics.length} diagnostics`])
  }

  for (const input of adversarialJson) {
    const text = input.make()
    const kind = input.kind ?? 'meta'
    measure(`${input.name} (${kind})`, text, kind, () => lintText(text, {kind}))
  }

  for (const input of adversarialChecklists) {
    const text = input.make()
    measure(`${input.name} (${input.kind})`, text, input.kind, () => lintText(text, {kind: input.kind}))
  }

  // The commands that write more than a lint report: many problems on one long line, many paths to ask for again, a long transcript.
  const commandRows = heavyCommands()
  for (const row of commandRows) worst = Math.max(worst, row.ms)
  for (const row of commandRows) rows.push([row.name, String(row.bytes), '-', '-', ms(row.ms), '-', '-', `exit ${row.exit}`])

  console.log(
    "ms: parseReturn (markdown) or lintText (JSON), fixText, and the CLI in a child process; MiB: the CLI's peak memory above its own on an empty file (× the input from 100 kB); remark MiB: remark-parse alone in a child process, the same way, on markdown parsed from 100 kB\n"
  )
  table(['input', 'bytes', 'read ms', 'fix ms', 'CLI ms', 'MiB (× input)', 'remark MiB (×)', 'outcome'], rows)
  console.log('\n' + target('every adversarial input answered within 2 s (read, fix and CLI)', `slowest ${ms(worst)} ms`, worst < 2000))
  if (cli) {
    console.log(target('memory within 10× the input (CLI peak above its baseline, inputs from 100 kB)', `${worstMemory.toFixed(1)}×`, worstMemory <= 10))
    console.log(`remark-parse alone on the markdown among them peaks at up to ${worstRemarkMemory.toFixed(1)}× its input, measured the same way.`)
  }

  console.log('\nWhy the limits: remark-parse alone on some refused shapes, at two sizes (4× apart)\n')
  const shapes: Array<[string, (count: number) => string, number]> = [
    ['`- ` nested on one line', (count) => '- '.repeat(count) + 'x', 500],
    ['`> a` block quotes, blank-separated', (count) => '> a\n\n'.repeat(count), 1000],
    ['`- a` with a nested `- b`', (count) => '- a\n  - b\n'.repeat(count), 500],
    ['setext headings `a` / `-`', (count) => 'a\n-\n'.repeat(count), 1000],
    ['lazy lines in a block quote', (count) => '> a\n' + 'b\n'.repeat(count), 2500],
    ['lists closed by headings', (count) => '- a\n# h\n'.repeat(count), 1000],
    ['`*a` in one paragraph', (count) => '*a'.repeat(count), 2500],
    ['`?<` in one paragraph', (count) => '?<'.repeat(count), 2500]
  ]
  const growth: string[][] = []
  for (const [name, make, count] of shapes) {
    const small = make(count)
    const large = make(count * 4)
    processor.parse(small)
    const startSmall = now()
    processor.parse(small)
    const timeSmall = now() - startSmall
    const startLarge = now()
    processor.parse(large)
    const timeLarge = now() - startLarge
    growth.push([name, `${byteLength(small)} B: ${ms(timeSmall)} ms`, `${byteLength(large)} B: ${ms(timeLarge)} ms`, `${(timeLarge / timeSmall).toFixed(1)}×`])
  }

  table(['shape', 'size 1', 'size 4', 'time growth (4 is linear)'], growth)
}

/**
 * The pre-scan's estimate against remark-parse, on each shape at the largest
 * size the scan accepts: the estimate should bound remark's time, so the
 * slowest accepted input stays near the bound.
 */
function costModel(): void {
  heading(`Parse cost model: remark-parse against the pre-scan's estimate, each superlinear shape at its largest accepted size (bound ${defaultComplexityLimits.parseWork / 1000} ms)`)
  const shapes: Array<[string, (count: number) => string]> = [
    ['lines of text', (count) => 'state: SUCCESS and more words\n'.repeat(count)],
    ['paragraphs', (count) => 'a paragraph\n\n'.repeat(count)],
    ['headings', (count) => '## h\n'.repeat(count)],
    ['words of one ATX heading', (count) => '## ' + 'a '.repeat(count)],
    ['`#` words of one ATX heading', (count) => '## ' + '# '.repeat(count)],
    ['markers of one thematic break', (count) => '* '.repeat(count)],
    ['list items', (count) => '- src/module.ts\n'.repeat(count)],
    ['ordered items', (count) => '1. a\n'.repeat(count)],
    ['block quote lines', (count) => '> a\n'.repeat(count)],
    ['code fences', (count) => '```js\nx\n```\n'.repeat(count)],
    ['markdown fences', (count) => '```md\nx\n```\n\n'.repeat(count)],
    ['lines in a fence', (count) => '```diff\n' + '-    legacy(x)\n'.repeat(count) + '```\n'],
    ['pipe tables', (count) => '| a | b |\n|---|---|\n| 1 | 2 |\n\n'.repeat(count)],
    ['links', (count) => '[a](b) [c](d) [e](f)\n\n'.repeat(count)],
    ['images', (count) => '![a](b) ![c](d)\n\n'.repeat(count)],
    ['code spans', (count) => '`a` `b` `c` `d`\n\n'.repeat(count)],
    ['strong emphasis', (count) => '**a** **b** **c**\n\n'.repeat(count)],
    ['autolinks', (count) => '<http://a.b> <http://c.d>\n\n'.repeat(count)],
    ['inline HTML', (count) => '<b>a</b> <i>b</i>\n\n'.repeat(count)],
    ['entities', (count) => '&amp; &lt; &gt; &quot;\n\n'.repeat(count)],
    ['escapes', (count) => '\\* \\_ \\[ \\]\n\n'.repeat(count)],
    ['reference definitions', (count) => '[r]: http://x\n'.repeat(count)],
    ['blank lines', (count) => '\n'.repeat(count)],
    ['NUL bytes', (count) => 'a' + '\0'.repeat(count)],
    ['tabs', (count) => 'a\t'.repeat(count)],
    ['CR line endings', (count) => 'a\r'.repeat(count)],
    ['setext headings (quadratic)', (count) => 'a\n-\n'.repeat(count)],
    ['block quotes closed (quadratic)', (count) => '> a\n\n'.repeat(count)],
    ['lists closed by headings (quadratic)', (count) => '- a\n# h\n'.repeat(count)],
    ['lazy lines (quadratic)', (count) => '> a\n' + 'b\n'.repeat(count)],
    ['nested items (quadratic)', (count) => '- a\n  - b\n'.repeat(count)],
    ['`*a` in a paragraph (quadratic)', (count) => '*a'.repeat(count)],
    ['`*a_ ` in a paragraph: closers matching nothing (quadratic)', (count) => '*a_ '.repeat(count)],
    ['`_a* ` in a paragraph (quadratic)', (count) => '_a* '.repeat(count)],
    ['`*a_` lines of one paragraph (quadratic)', (count) => '*a_\n'.repeat(count)],
    ['`a]` in a paragraph', (count) => 'a] '.repeat(count)],
    ['unclosed `<!--` (quadratic)', (count) => 'x <!--'.repeat(count)],
    ['unclosed code spans (quadratic)', (count) => 'a ``'.repeat(count)],
    ['words after an unclosed backtick', (count) => '`' + 'a '.repeat(count)],
    ['words after 20 unclosed backtick runs', (count) => Array.from({length: 20}, (_, index) => '`'.repeat(index + 1)).join(' ') + ' ' + 'a '.repeat(count)]
  ]
  const rows: string[][] = []
  let worst = 0
  // Linear shapes are not priced (maxBytes bounds them): only the superlinear ones are timed against the estimate.
  for (const [name, make] of shapes.filter(([shape]) => /quadratic|unclosed/.test(shape))) {
    // The largest count the scan accepts, by doubling then bisecting.
    let high = 1
    while (high < 1 << 22 && byteLength(make(high)) <= 1024 * 1024 && complexityProblem(make(high)) === undefined) high *= 2
    let low = high / 2
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2)
      if (complexityProblem(make(middle)) === undefined) low = middle
      else high = middle
    }

    const text = make(low)
    const estimate = measureComplexity(text).parseWork / 1000
    const [measured] = compare([() => processor.parse(text)], quick ? 3 : 5, 0)
    worst = Math.max(worst, measured!)
    rows.push([name, String(low), String(byteLength(text)), ms(measured!), ms(estimate), (measured! / estimate).toFixed(2)])
  }

  table(['shape', 'count', 'bytes', 'remark ms', 'estimate ms', 'remark / estimate'], rows)
  const bound = defaultComplexityLimits.parseWork / 1000
  console.log('\n' + target(`remark within 1.5× the ${bound} ms bound on the largest accepted input of every shape`, `slowest ${ms(worst)} ms`, worst <= 1.5 * bound))
}

// ---------------------------------------------------------------- main

console.log(`handback bench — node ${process.version}, ${process.platform}/${process.arch}${quick ? ', --quick' : ''}`)
console.log(`measuring ${existsSync(bundle) ? 'dist/index.js (the bundle)' : 'src/ through tsx (no dist/index.js: run `npm run build` for the shipped code)'}`)
if (runs('typical')) typicalReturn()
if (runs('corpus')) metaCorpus()
if (runs('scaling')) scaling()
if (runs('costs')) costModel()
if (runs('adversarial')) adversarial()
// The built executable beside its peers (`scripts/bench/cli.ts`): start, postflight, a folder of 5,000 returns.
cliBench({root, quick, runs, heading, table, target})
heading('Targets')
for (const [name, pass] of verdicts) console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}`)
