/** Runs the CLI's `main` from the sources on this process's arguments, standard input given by HANDBACK_STDIN: for tests that watch what a command loads. */
import {main} from '../../src/cli/main.js'

const code = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin: async () => process.env.HANDBACK_STDIN ?? '',
  isTTY: false,
  stdinIsTTY: false
})
process.exitCode = code
