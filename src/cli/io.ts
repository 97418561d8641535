/** What the CLI touches of the outside world, so tests can run it in-process. */
export interface Io {
  stdout: (text: string) => void
  stderr: (text: string) => void
  readStdin: () => Promise<string>
  cwd: string
  /** Whether stderr/stdout are terminals: colors and progress only then. */
  isTTY: boolean
}
