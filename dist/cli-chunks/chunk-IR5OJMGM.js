#!/usr/bin/env node
var n=`Usage: handback <command> [options]

Commands:
  parse [FILE|-]           Print the report of a markdown return as JSON
  lint [FILE|GLOB|DIR|-]\u2026  Check returns and report problems
  schema NAME              Print the JSON Schema of report, meta, subagent, progress or handoff
  convert [FILE|-]         Convert between the markdown return and return-metadata
  meta ACTION \u2026            Read, write, remove or locate a .return-meta.json
  decide [FILE|-]          Accept, retry or escalate a child's return
  check RETURN --handoff P Check a return against the handoff packet it answers
  handoff new \u2026            Write a handoff message: packet, todos, return format
  template                 Print the format instructions for a child's brief
  explain RULE             Print a rule's documentation (what, why, wrong, right)
  hook                     Review a child's return in a SubagentStop/Stop hook
  mcp                      Serve parse, lint, convert, review over MCP (stdio)
  init HOST                Set up Claude Code, Codex or Kilo to run handback

Options:
  -h, --help               Show help
  -v, --version            Show the version

Run \`handback <command> --help\` for a command's options.
`,o=`Usage: handback parse [FILE|-] [options]

Prints the report extracted from a markdown return as JSON on stdout
(\`null\` when there is none) and its diagnostics on stderr.
Reads standard input when FILE is \`-\`, or absent and standard input is not
a terminal (on a terminal, prints this help).

Options:
  --strict                 Treat warnings as errors
  --max-bytes N            Largest input read (default 1048576)
  -h, --help               Show help

Exit codes: 0 no errors, 1 errors, 2 usage or I/O failure.
`,r=`Usage: handback lint [FILE|GLOB|DIR|-]\u2026 [options]

Checks returns and reports problems. Directories and globs (dotfiles included)
yield the returns among their *.md and *.json files, by name and then content;
package.json, lockfiles and configuration are never among them. .gitignore and
.handbackignore files in the working directory and above it, and the
configuration's \`ignores\`, leave paths out (one line on stderr names them);
those inside the linted tree only bring paths back (\`!pattern\`); \`#GLOB\` or
\`!GLOB\` excludes. Reads standard input when the only argument is \`-\`, or when
none is given and standard input is not a terminal (on a terminal, prints this help).

Options:
  --kind KIND              markdown, meta, subagent, progress, handoff or todos (detected)
  -f, --format NAME        stylish (default), json, sarif, github, prompt,
                           junit or codequality
  -o, --output FILE        Write the report to FILE instead of standard output
                           (--output-file is the same)
  --color, --no-color      Force or remove colors (default: on a terminal,
                           unless NO_COLOR is set; FORCE_COLOR forces them)
  --rule 'ID: SEVERITY'    Set a rule's severity (off, info, warn, error, 0-2)
  --print-config FILE      Print the settings that apply to FILE, and exit
  --only-returns           Skip named files that are no returns (for hooks)
  --strict                 Treat warnings as errors
  --inline-config          Honour <!-- handback-disable \u2026 --> comments in the
                           files (off by default: the text is the child's)
  --no-inline-config       Ignore them even when the configuration allows them
  --report-unused-disable-directives
                           With inline configuration, report disable comments
                           that suppress nothing
  --max-warnings N         Fail when there are more than N warnings
  --quiet                  Report errors only
  --fix                    Rewrite files into the canonical form (meaning kept)
  --fix-dry-run            Print the fixes as a diff (the report goes to stderr)
  --max-bytes N            Largest input read (default 1048576)
  --concurrency N|auto|off Worker threads linting files: at most N, one per 50
                           files up to one per core (auto, the default), or
                           none (off); the output is the same whichever
  -c, --config FILE        Use this configuration for every file
  --no-config              Ignore handback.config.json files
  --no-ignore              Ignore .gitignore, .handbackignore and the
                           configuration's \`ignores\` (#GLOB still excludes)
  --trust-nested           Let configurations and ignore files inside the tree
                           weaken checks too (never inlineConfig)
  --extends-anywhere       Let \`extends\` name a file outside the repository
  --stdin-filename NAME    Name standard input in reports and kind detection
  -h, --help               Show help

JSON kinds (return-metadata, console return, progress file):
  --session-id ID          The session id metadata.session_id must carry
  --root DIR               Check that artifact paths are non-empty files under DIR
  --artifact-types A,B     Artifact types accepted besides the contract's
  --statuses W=S,\u2026         A team's own status words and the status each means
                           (needs_research=blocked); see grammar/statuses.md
  --operation OP           research, plan, implement, sync or commit: names the
                           success status; lets --fix rewrite \`completed\` to it
  --language LANG          The task's language; \`meta\` requires claudemd_suggestions
  --previous FILE          Progress file: the previous version, whose objectives
                           and handoff_count the file must keep
  --rewrite-status         Let --fix rewrite progress statuses and console-return
                           statuses to the nearest canonical word

Configuration: the handback.config.json where the command runs (searching up
to the repository root, the nearest folder with .git) sets the preset,
\`extends\`, rule severities, \`inlineConfig\` and \`ignores\`. One nearer to a
file, inside the tree, may only add checks (a higher severity, \`strict\`);
--strict overrides the preset, --rule the severities.

Exit codes: 0 no errors, 1 errors (or warnings under --strict or past
--max-warnings), 2 usage, configuration or I/O failure.
`,s=`Usage: handback convert [FILE|-] --to meta|markdown|a2a|mcp [options]

Converts a markdown return, a return-metadata file or a console return
(detected, or --from) to return-metadata JSON, the canonical markdown
return, an A2A Task or an MCP CallToolResult. Prints the result on stdout
(or writes it atomically to -o) and the diagnostics on stderr. The mappings
are in grammar/mapping.md and grammar/protocols.md.

Options:
  --to KIND                meta, markdown, a2a or mcp (required)
  --from KIND              markdown, meta or subagent (default: detected)
  --operation OP           research, plan or implement (sync, commit): names
                           the success status (SUCCESS \u2192 researched, \u2026)
  --session-id ID          Identity written to metadata (needed for --to meta
  --agent-type TYPE          from markdown)
  --delegation-path A,B,C  Comma list or JSON array
  --delegation-depth N
  --duration-seconds N     Written to metadata.duration_seconds
  --language LANG          The task's language; \`meta\` needs claudemd_suggestions
  --context FILE.json      Operation and identity as JSON (flags override it)
  --lenient                Convert what can be read even when the input has errors
  --task-id ID             a2a: the task id (default: a hash of the report)
  --base-url URL           a2a: resolve deliverable paths against URL in file parts
  --max-bytes N            Largest input read (default 1048576)
  -o, --output FILE        Write the result to FILE (atomically, creating
                           its folder) instead of stdout (--output-file is the same)
  -h, --help               Show help

Exit codes: 0 converted, 1 refused (errors in the input, or identity or
operation missing), 2 usage or I/O failure.
`,i=`Usage: handback meta <action> [options]

Actions:
  get FILE|- PATH [PATH\u2026] [--default VALUE] [--format plain|shell|json]
      Print the fields at each PATH (jq-like: .status, .artifacts[0].path,
      .metadata["x-y"]) in one read: strings raw, other values as JSON, a
      line each (plain; with several fields a line break in a value is
      written \\n, a backslash \\\\), NAME="value" lines for eval (shell; a
      name a shell reserves, such as status or PATH, is refused), or one
      JSON object (json). NAME=PATH names a field; otherwise the name comes from
      the path (.artifacts[0].path gives artifacts_0_path). A missing field
      (or null) prints its own default, written as jq does (PATH // "text"),
      or else VALUE when given. A file that is missing, unreadable or
      not strict JSON (cut short, malformed) gives VALUE for every field and
      exit 1: nothing is read out of a broken file.
  start FILE --session-id ID --agent-type TYPE --delegation-path A,B,C
             --delegation-depth N [--stage S] [--details D]
      Write early metadata: status in_progress, started_at now, no artifacts,
      partial_progress. Creates the folder; the write is atomic.
  remove FILE
      Delete the file after postflight; no error when it is already gone.
  locate ROOT TASK [SLUG]
      Print the path of specs/{N}_{SLUG}/.return-meta.json under ROOT, with the
      task folder zero-padded or not; exit 1 when the file does not exist.

Options:
  --default VALUE          get: what a missing field prints
  -f, --format FORMAT      get: plain (default), shell or json
  -h, --help               Show help

Exit codes: 0 done, 1 value missing (get without --default, locate) or file
missing, unreadable or not JSON (get), 2 usage or I/O failure.
`,d=`Usage: handback decide [FILE|-] --attempt N [options]

Reads a child's return (markdown, return-metadata or console return) and
prints what the parent should do, following the error-propagation contract:
accept, retry (with a correction for the child) or escalate. A return with
any error under the recommended preset, JSON that does not parse, or an
unknown or negated status is never accepted; inline handback-* comments in
the return are ignored. Retries: 1 by default, 2 after a material
mitigation; attempt N is 1-based. A missing or unreadable return counts as
unparseable; a return-metadata file still in_progress is retried from its
partial_progress.

Options:
  --attempt N              Which run of the child produced the return (required)
  --mitigated              The parent changed inputs, scope or constraints
  --kind KIND              markdown, meta, subagent or progress (default: detected)
  --handoff PACKET         Also check a markdown return against the handoff packet
                           it answers: a SUCCESS missing a deliverable is retried
  --transcript FILE        Also check it against the host's transcript of the run
                           (Claude Code, Codex): a SUCCESS it contradicts is retried
  --action-only            Print only accept, retry or escalate
  -h, --help               Show help

Output: {"action", "reason", "hint"?, "maxRetries", "correction"?} as JSON.
Exit codes: 0 decided, 2 usage failure.
`,h=`Usage: handback schema NAME

Prints the JSON Schema (draft 2020-12) of a format, generated from its zod
schema: report (the markdown return's typed report), meta (.return-meta.json),
subagent (the console JSON return), progress (phase progress files) or
handoff (the handoff packet a parent gives a child).

Options:
  -h, --help               Show help

Exit codes: 0 printed, 2 unknown name.
`,c=`Usage: handback template [options]

Prints the format instructions a parent appends to a child's brief: the
layout of the return, the rules that apply and a filled example that lints
clean. Generated from the schemas, so it matches what lint checks.

Options:
  --state STATE            SUCCESS, ERROR or PARTIAL: only that state's keys and rules
  --operation OP           research, plan, implement, sync or commit (names the
                           success status with --kind meta)
  --kind KIND              markdown (default) or meta (.return-meta.json)
  -h, --help               Show help

Exit codes: 0 printed, 2 usage failure.
`,l=`Usage: handback hook [options] < EVENT.json

The SubagentStop / Stop hook of Claude Code and Codex. Reads the event on
standard input, reviews the child's final message (last_assistant_message, or
the last assistant message of agent_transcript_path / transcript_path) and,
when the return fails its contract, prints {"decision":"block","reason":\u2026}
with the correction for the child. Prints nothing when the return is good.
Its decision is recorded; as the PostToolUse hook of the subagent tool
(Claude Code's Agent|Task, by agent id; Codex's wait_agent, every untold
outcome of the session) it prints it once for the parent as
hookSpecificOutput.additionalContext.
Never loops: a per-agent budget (kept in a state file per session and agent,
in a folder private to the user) and stop_hook_active bound the blocks. Fails
open on unreadable input, a missing transcript or its own error: the agent
may stop, and stderr says why. A state folder it cannot use never accepts a
failing return in silence: it is blocked once, then a systemMessage says it
still fails.

Options:
  --max-blocks N           Blocks per agent before it may stop anyway (default 2)
  --on-exhausted WHAT      allow (default) or warn: after the budget, also print
                           a systemMessage (the hosts show it in their log only)
  --agents A,B             Check only these agent types (main: a Stop event)
  --when-asked             Check a child only when its brief holds the marker
                           (or its type is in --agents)
  --marker TEXT            The marker (default: "Return format (handback):",
                           the first words of \`handback template\`)
  --kind KIND              markdown, meta or subagent (default: detected)
  --state-dir DIR          Folder of the budget files, owned by the user and
                           writable by no one else (default:
                           $XDG_STATE_HOME/handback/hook, else
                           ~/.local/state/handback/hook, made with mode 0700)
  --no-transcript          Do not check the return against the agent's own
                           transcript (agent_transcript_path of a SubagentStop,
                           transcript_path of a Stop), which is done by default
  -h, --help               Show help

Exit codes: 0 whatever it decides; 1 for a usage mistake (never 2, which the
hosts read as "block").
`,u=`Usage: handback mcp

Runs an MCP server on standard input and output (stdio transport) with the
tools parse_return, lint, convert, review and format_instructions. Each tool
declares JSON Schemas for its input and output; results carry the output as
structuredContent and the same JSON as text.

Options:
  -h, --help               Show help

Exit codes: 0 when the client closes the connection, 2 usage failure.
`,p=`Usage: handback check RETURN --handoff PACKET [--root DIR] [--transcript FILE] [-f text|json]
       handback check RETURN --transcript FILE [-f text|json]

Checks a child's markdown return against the handoff packet it was given
(the packet JSON, or the new_task message whose first fenced block holds
it): must_create deliverables missing from files_created, deliverables
neither delivered nor explained under limitations, SUCCESS with either,
required evidence not cited, files outside every deliverable. Findings go to
stderr as file:line:column lines, each followed by its cause in the packet;
the packet's success criteria and constraints, which no program can verify,
go to stdout as an unchecked checklist.

Options:
  --handoff PACKET   The packet or message (\`-\` for standard input)
  --root DIR         Also check that delivered files exist under DIR, non-empty
  --transcript FILE  The host's JSONL transcript of the child's run (Claude Code,
                     Codex): files attested but never written, files written but
                     not attested, Evidence commands never run or contradicted by
                     their last run, a SUCCESS after a failed last test or build
                     (see docs/transcripts.md); one of --handoff and --transcript
                     is required
  -f, --format F     text (default) or json (the whole result on stdout)
  -h, --help         Show this help

Exit codes: 0 no errors, 1 errors, 2 usage or I/O failure.
`,f=`Usage: handback handoff new --objective TEXT [options]

Prints a new_task message: the handoff packet as its first fenced block,
the todos checklist, then the return format instructions, so the brief and
the contract its return is checked against are built in one step.

Options:
  --objective TEXT                          One sentence (required)
  --task-id ID                              Default: task- and the objective's first words
  --deliverable path:description[:must_create]   Repeatable
  --evidence path:purpose[:required]        Repeatable
  --criterion TEXT                          A success criterion; repeatable
  --constraint TEXT                         A hard constraint; repeatable
  --todo TEXT                               A pending todo; repeatable
  --no-return-format                        Leave out the return format instructions
  -h, --help                                Show this help
`,m=`Usage: handback init claude|codex|kilo [options]

Writes the host's settings that run this handback when a child hands back,
with the path of this installation (no npx), and prints each file it
created or updated and what it changed. Existing settings are merged: keys
it does not own are kept, and the file is written atomically.

  claude   .claude/settings.json: a SubagentStop hook (handback hook) and
           a PostToolUse hook on Agent|Task that tells the parent the
           outcome; with --mcp, .mcp.json: the MCP server handback
  codex    $CODEX_HOME/config.toml (default ~/.codex/config.toml): a
           SubagentStop hook and a PostToolUse hook that tells the parent
           the outcome, appended, then trusted in Codex (Codex runs only
           trusted hooks) through \`codex app-server\`
  kilo     .kilo/plugin/handback.js: a plugin that checks what a task
           child hands back before the parent reads it

Options:
  --dir DIR                The project folder (claude, kilo; default .)
  --config FILE            Codex's config file (codex)
  --codex BIN              The Codex executable that saves the trust (default codex)
  --no-trust               Write the hook without trusting it (codex)
  --mcp                    Also register handback mcp (claude)
  --every-child            Check every child, not only those whose brief holds
                           the format instructions (hook --when-asked)
  --agents a,b             Also check these agent types, asked or not
  --max-blocks N           Corrections per child (default 2)
  --on-exhausted allow|warn  After the last correction (default warn)
  --command CMD            The command that runs handback (default: this one)
  --dry-run                Print what would change, write nothing
  -h, --help               Show help

Exit codes: 0 done, 1 a file could not be read or written, or Codex could
not trust the hook (it is written, and the message says so), 2 usage failure.
`,g=`Usage: handback explain RULE

Prints the documentation of a rule, from its metadata: what it checks, why,
its input kinds, severity and fix, a wrong and a right example, and the link
to its entry in grammar/rules.md (the same text, on the web).

Options:
  -h, --help               Show help

Exit codes: 0 printed, 2 unknown rule.
`;var a=class extends Error{name="UsageError"};function w(t,e){return`handback ${t}: ${e}${/[.?!]$/.test(e)?"":"."} Run \`handback ${t} --help\` for usage.
`}function b(t,e){if(!/^\d+$/.test(e))throw new a(`${t} expects a non-negative integer, got \`${e}\``);return Number(e)}export{n as a,o as b,r as c,s as d,i as e,d as f,h as g,c as h,l as i,u as j,p as k,f as l,m,g as n,a as o,w as p,b as q};
