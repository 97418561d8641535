/** Small helpers shared by the tests. */
import type {Diagnostic} from '../src/index.js'
import type {Io} from '../src/cli/io.js'
import {main} from '../src/cli/main.js'

/** `rule-id@line` for each diagnostic of a severity, the shape most assertions compare. */
export function at(diagnostics: readonly Diagnostic[], severity: Diagnostic['severity'] = 'error'): string[] {
  return diagnostics.filter((d) => d.severity === severity).map((d) => `${d.ruleId}@${d.line}`)
}

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

/** Runs the CLI in-process with captured output. */
export async function runCli(
  argv: string[],
  options: {stdin?: string; cwd?: string; isTTY?: boolean; stdinIsTTY?: boolean; env?: Record<string, string | undefined>} = {}
): Promise<CliRun> {
  let stdout = ''
  let stderr = ''
  const io: Io = {
    stdout: (text) => {
      stdout += text
    },
    stderr: (text) => {
      stderr += text
    },
    readStdin: async () => options.stdin ?? '',
    cwd: options.cwd ?? process.cwd(),
    isTTY: options.isTTY ?? false,
    ...(options.stdinIsTTY === undefined ? {} : {stdinIsTTY: options.stdinIsTTY}),
    ...(options.env ? {env: options.env} : {})
  }
  const code = await main(argv, io)
  return {code, stdout, stderr}
}

/** One CommonMark-style example of a grammar document: its line and its `.`-separated parts. */
export interface SpecExample {
  line: number
  parts: string[][]
}

/** Reads the ```` ```…``` example ```` blocks (32 backticks) of a document in `grammar/`. */
export function readSpecExamples(text: string): SpecExample[] {
  const fence = '`'.repeat(32)
  const lines = text.split('\n')
  const examples: SpecExample[] = []
  for (let index = 0; index < lines.length; index++) {
    if (lines[index] !== `${fence} example`) continue
    const start = index
    const parts: string[][] = [[]]
    for (index++; lines[index] !== fence; index++) {
      if (index >= lines.length) throw new Error(`Unclosed example at line ${start + 1}`)
      if (lines[index] === '.') parts.push([])
      else parts[parts.length - 1]!.push(lines[index]!)
    }

    examples.push({line: start + 1, parts})
  }

  return examples
}
