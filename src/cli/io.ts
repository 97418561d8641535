/** What the CLI touches of the outside world, so tests can run it in-process. */
export interface Io {
  stdout: (text: string) => void
  stderr: (text: string) => void
  /** Standard input, as bytes (or text), read no further than `limit` bytes when given. */
  readStdin: (limit?: number) => Promise<Uint8Array | string>
  cwd: string
  /** Whether stderr/stdout are terminals: colors and progress only then. */
  isTTY: boolean
  /** Whether standard input is a terminal: a command given no file then prints its help instead of waiting. Default: false. */
  stdinIsTTY?: boolean
  /** Environment variables read by the CLI (`NO_COLOR`, `FORCE_COLOR`). Default: none. */
  env?: Readonly<Record<string, string | undefined>>
  /** The Node binary and the script running this CLI, by absolute path (`handback init` writes them into host settings). */
  program?: {node: string; script: string}
}
