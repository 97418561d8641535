/**
 * The CLI half of `npm run bench`: the built executable beside its peers, each
 * command a child process, runs interleaved so that a busy machine disturbs
 * every peer alike. Sections: `cold` (start of `lint FILE`, `hook`, `decide`
 * against `node -e 0`), `postflight` (`meta get` against the jq sequence of a
 * skill), `lint-dir` (`handback lint DIR` against markdownlint-cli2 and
 * remark-cli over the same 5,000 generated returns).
 */
import {spawnSync} from 'node:child_process'
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {availableParallelism, tmpdir} from 'node:os'
import {join} from 'node:path'
import {writeReturns} from './returns.js'

/** What the bench script lends this module: its output and its verdicts. */
export interface BenchOutput {
  root: string
  quick: boolean
  runs: (section: string) => boolean
  heading: (title: string) => void
  table: (header: readonly string[], rows: ReadonlyArray<readonly string[]>) => void
  /** Records a verdict and returns the line that prints it. */
  target: (name: string, measured: string, pass: boolean) => string
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function ms(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(1)
}

/** A command: a name, and a run that returns its wall time in milliseconds (and throws on an unexpected exit). */
interface Command {
  name: string
  run: () => number
}

function spawnCommand(name: string, file: string, args: readonly string[], options: {cwd: string; input?: string; exits?: readonly number[]}): Command {
  return {
    name,
    run() {
      const start = performance.now()
      const child = spawnSync(file, args, {cwd: options.cwd, input: options.input ?? '', stdio: ['pipe', 'ignore', 'pipe'], maxBuffer: 1 << 26})
      const elapsed = performance.now() - start
      if (child.status === null || !(options.exits ?? [0]).includes(child.status)) {
        throw new Error(`${name} exited ${String(child.status ?? child.signal)}: ${child.stderr.toString('utf8').slice(0, 300)}`)
      }

      return elapsed
    }
  }
}

/** Medians of interleaved rounds (each round starts at the next command), after `warm` runs each. */
function interleave(commands: readonly Command[], rounds: number, warm = 1): number[][] {
  for (const command of commands) for (let index = 0; index < warm; index++) command.run()
  const samples = commands.map((): number[] => [])
  for (let round = 0; round < rounds; round++) {
    for (let offset = 0; offset < commands.length; offset++) {
      const index = (round + offset) % commands.length
      samples[index]!.push(commands[index]!.run())
    }
  }

  return samples
}

/** The median over rounds of `samples[a][round] / samples[b][round]`: pairs taken side by side. */
function pairRatio(samples: readonly number[][], a: number, b: number): number {
  return median(samples[a]!.map((value, round) => value / samples[b]![round]!))
}

/** A peer's executable as npm links it, or undefined when it is not installed. */
function peerBin(root: string, name: string): string | undefined {
  const path = join(root, 'node_modules', '.bin', name)
  return existsSync(path) ? path : undefined
}

/** A return a hook reads, and the settings it reads it with: the common case, a valid return, no transcript. */
function hookEvent(text: string, directory: string): string {
  return JSON.stringify({session_id: 'bench', cwd: directory, hook_event_name: 'SubagentStop', stop_hook_active: false, agent_id: 'a1', agent_type: 'general-purpose', last_assistant_message: text})
}

const validReturn = `## Status
state: SUCCESS
summary: Added the retry budget to the gate runner and covered it with tests.

## Deliverables
- src/gates/runner.ts — retry loop bounded by the new budget
- test/gates/runner.test.ts — retries stop at the budget

## Evidence
- \`npm test\` — 214 passed, 0 failed

## Runtime Attestation
runtime_model_reported: anthropic/claude-sonnet-4.5
runtime_mode_reported: code
files_created:
- test/gates/runner.test.ts
files_modified:
- src/gates/runner.ts
`

function coldStart(out: BenchOutput, cli: string): void {
  out.heading('CLI start: lint FILE, hook and decide against node -e 0 (wall time)')
  const directory = mkdtempSync(join(tmpdir(), 'handback-bench-cold-'))
  try {
    const file = join(directory, 'return.md')
    writeFileSync(file, validReturn)
    const state = join(directory, 'state')
    const node = process.execPath
    const commands = [
      spawnCommand('node -e 0', node, ['-e', '0'], {cwd: directory}),
      spawnCommand('handback --version', node, [cli, '--version'], {cwd: directory}),
      spawnCommand('handback lint return.md', node, [cli, 'lint', 'return.md'], {cwd: directory}),
      spawnCommand('handback hook (SubagentStop, valid return)', node, [cli, 'hook', '--state-dir', state], {cwd: directory, input: hookEvent(validReturn, directory)}),
      spawnCommand('handback decide return.md --attempt 1', node, [cli, 'decide', 'return.md', '--attempt', '1'], {cwd: directory})
    ]
    const rounds = out.quick ? 9 : 21
    const samples = interleave(commands, rounds, 2)
    out.table(
      ['', 'median ms', 'min ms', 'vs node -e 0 (median of pairs)'],
      commands.map((command, index) => [command.name, ms(median(samples[index]!)), ms(Math.min(...samples[index]!)), `${pairRatio(samples, index, 0).toFixed(2)}×`])
    )
    console.log(`\n${rounds} interleaved rounds after 2 warm-up runs each; ${availableParallelism()} cores.`)
    for (const [index, name] of [[3, 'hook'], [4, 'decide']] as const) {
      const ratio = pairRatio(samples, index, 0)
      console.log(out.target(`${name} starts within 2× node -e 0`, `${ratio.toFixed(2)}×`, ratio <= 2))
    }
  } finally {
    rmSync(directory, {recursive: true, force: true})
  }
}

function postflight(out: BenchOutput, cli: string): void {
  out.heading('Postflight: one handback meta get call against the jq sequence of a skill (validation + 3 fields)')
  const jq = ['/usr/bin/jq', '/usr/local/bin/jq', '/opt/homebrew/bin/jq'].find((candidate) => existsSync(candidate))
  if (jq === undefined) {
    console.log('skipped: jq is not installed, so there is nothing to compare with')
    return
  }

  const directory = mkdtempSync(join(tmpdir(), 'handback-bench-meta-'))
  try {
    const meta = join(directory, '.return-meta.json')
    writeFileSync(
      meta,
      JSON.stringify({status: 'researched', artifacts: [{type: 'report', path: 'specs/259_x/reports/research-001.md', summary: 'Research report with 5 findings'}], next_steps: 'Run /plan 259', metadata: {session_id: 'sess_1736700000_abc123', agent_type: 'lean-research-agent', delegation_depth: 1, delegation_path: ['orchestrator', 'research', 'lean-research-agent']}}, null, 2)
    )
    // The seeds' reads: `jq empty` to validate, then one `$(jq -r …)` per field.
    const reads: Array<[string, string]> = [
      ['meta_status', '.status // "failed"'],
      ['artifact_path', '.artifacts[0].path // ""'],
      ['artifact_summary', '.artifacts[0].summary // ""']
    ]
    const jqCalls = [spawnCommand('jq empty', jq, ['empty', meta], {cwd: directory}), ...reads.map(([, expression]) => spawnCommand(`jq -r ${expression}`, jq, ['-r', expression, meta], {cwd: directory}))]
    const commands: Command[] = [
      spawnCommand('handback meta get, 3 fields, --format shell', process.execPath, [cli, 'meta', 'get', meta, ...reads.map(([name, expression]) => `${name}=${expression}`), '--format', 'shell'], {cwd: directory}),
      {name: 'jq: validation + 3 reads (4 processes)', run: () => jqCalls.reduce((total, command) => total + command.run(), 0)},
      spawnCommand('node -e 0', process.execPath, ['-e', '0'], {cwd: directory})
    ]
    const rounds = out.quick ? 9 : 21
    const samples = interleave(commands, rounds, 2)
    out.table(
      ['', 'median ms', 'min ms', 'vs handback (median of pairs)'],
      commands.map((command, index) => [command.name, ms(median(samples[index]!)), ms(Math.min(...samples[index]!)), `${pairRatio(samples, index, 0).toFixed(2)}×`])
    )
    const ratio = pairRatio(samples, 0, 1)
    console.log(`\n${rounds} interleaved rounds; each jq call is its own process, as \`x=$(jq -r …)\` is in a skill.`)
    console.log(out.target('one handback meta get call (3 fields) faster than the jq sequence', `${ratio.toFixed(2)}× its time`, ratio < 1))
  } finally {
    rmSync(directory, {recursive: true, force: true})
  }
}

/** How many generated returns `lint-dir` lints. */
const returnCount = 5000

function lintDirectory(out: BenchOutput, cli: string): void {
  out.heading(`Linting ${returnCount} returns: handback lint DIR against markdownlint-cli2 and remark-cli (wall time)`)
  const markdownlint = peerBin(out.root, 'markdownlint-cli2')
  const remark = peerBin(out.root, 'remark')
  const directory = mkdtempSync(join(tmpdir(), 'handback-bench-returns-'))
  try {
    const bytes = writeReturns(join(directory, 'returns'), returnCount)
    // No configuration of any of the three is read from above the folder.
    writeFileSync(join(directory, '.markdownlint-cli2.jsonc'), '{}\n')
    writeFileSync(join(directory, 'package.json'), '{"name": "returns", "private": true}\n')
    const node = process.execPath
    const commands: Command[] = [
      spawnCommand('handback lint returns (--concurrency auto)', node, [cli, 'lint', '--no-config', 'returns'], {cwd: directory, exits: [0, 1]}),
      spawnCommand('handback lint returns --concurrency off', node, [cli, 'lint', '--no-config', '--concurrency', 'off', 'returns'], {cwd: directory, exits: [0, 1]}),
      ...(markdownlint ? [spawnCommand('markdownlint-cli2 "returns/**/*.md"', node, [markdownlint, 'returns/**/*.md'], {cwd: directory, exits: [0, 1]})] : []),
      ...(remark ? [spawnCommand('remark returns --quiet (parse only: no preset installed)', node, [remark, 'returns', '--quiet', '--no-config', '--no-ignore'], {cwd: directory, exits: [0, 1]})] : [])
    ]
    const rounds = out.quick ? 1 : 3
    const samples = interleave(commands, rounds, 0)
    out.table(
      ['', 'median ms', 'files / s', 'vs handback (median of pairs)'],
      commands.map((command, index) => [command.name, ms(median(samples[index]!)), String(Math.round((returnCount / median(samples[index]!)) * 1000)), `${pairRatio(samples, index, 0).toFixed(2)}×`])
    )
    console.log(`\n${returnCount} returns (${(bytes / 1e6).toFixed(1)} MB) from a seeded generator, ${rounds} interleaved round${rounds === 1 ? '' : 's'}; ${availableParallelism()} cores; markdownlint-cli2 with its default rules.`)
    if (!markdownlint) console.log('markdownlint-cli2 is not installed (npm install): no verdict.')
    else {
      const index = commands.findIndex((command) => command.name.startsWith('markdownlint'))
      const speedup = pairRatio(samples, index, 0)
      console.log(out.target('handback lint DIR at least 1.5× faster than markdownlint-cli2', `${speedup.toFixed(2)}×`, speedup >= 1.5))
    }
  } finally {
    rmSync(directory, {recursive: true, force: true})
  }
}

/** The CLI sections of the bench, each when asked for (`--only=cold,postflight,lint-dir`). */
export function cliBench(out: BenchOutput): void {
  const cli = join(out.root, 'dist/cli.js')
  if (!existsSync(cli)) {
    if (out.runs('cold') || out.runs('postflight') || out.runs('lint-dir')) console.log('\nCLI sections skipped: no dist/cli.js (run `npm run build` first)')
    return
  }

  // The version the executable reports, so a stale build is seen.
  const version = JSON.parse(readFileSync(join(out.root, 'package.json'), 'utf8')) as {version: string}
  if (out.runs('cold') || out.runs('postflight') || out.runs('lint-dir')) console.log(`\nCLI: dist/cli.js of handback ${version.version}`)
  if (out.runs('cold')) coldStart(out, cli)
  if (out.runs('postflight')) postflight(out, cli)
  if (out.runs('lint-dir')) lintDirectory(out, cli)
}
