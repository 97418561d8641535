/** Usage texts, one per command. */
export const mainUsage = `Usage: handback <command> [options]

Commands:
  parse [FILE|-]           Print the report of a markdown return as JSON
  lint [FILE|GLOB|DIR|-]…  Check returns and report problems

Options:
  -h, --help               Show help
  -v, --version            Show the version

Run \`handback <command> --help\` for a command's options.
`

export const parseUsage = `Usage: handback parse [FILE|-] [options]

Prints the report extracted from a markdown return as JSON on stdout
(\`null\` when there is none) and its diagnostics on stderr.
Reads standard input when FILE is \`-\` or absent.

Options:
  --strict                 Treat warnings as errors
  --max-bytes N            Largest input read (default 1048576)
  -h, --help               Show help

Exit codes: 0 no errors, 1 errors, 2 usage or I/O failure.
`

export const lintUsage = `Usage: handback lint [FILE|GLOB|DIR|-]… [options]

Checks returns and reports problems. Directories are searched for *.md and
*.json files. Reads standard input when the only argument is \`-\` or none is given.

Options:
  --kind KIND              markdown, meta, subagent or progress (default: detected)
  -f, --format NAME        stylish (default), json, sarif, github or prompt
  --strict                 Treat warnings as errors
  --max-warnings N         Fail when there are more than N warnings
  --quiet                  Report errors only
  --fix                    Rewrite files into the canonical form (meaning kept)
  --fix-dry-run            Print the fixes as a diff instead of writing them
  --max-bytes N            Largest input read (default 1048576)
  -c, --config FILE        Use this configuration for every file
  --no-config              Ignore handback.config.json files
  --stdin-filename NAME    Name standard input in reports and kind detection
  -h, --help               Show help

Configuration: the handback.config.json nearest to each file (searching up
to the root) sets its preset and rule severities; --strict overrides the preset.

Exit codes: 0 no errors, 1 errors (or warnings under --strict or past
--max-warnings), 2 usage, configuration or I/O failure.
`
