/**
 * `handback init claude|codex|kilo`: the host settings that run handback when
 * a child hands back. Each plan reads the file it would change, keeps every
 * key it does not own, and says what it changes; nothing is written that the
 * plan does not list. Writes are atomic and refused when the file changed
 * meanwhile.
 */
import {readFile, mkdir, stat} from 'node:fs/promises'
import {dirname, join} from 'node:path'
import {pathToFileURL} from 'node:url'
import {writeFileAtomic} from './write-atomic.js'

export type InitHost = 'claude' | 'codex' | 'kilo'
export const initHosts: readonly InitHost[] = ['claude', 'codex', 'kilo']

/** One file the plan writes, with what it says about it. */
interface PlannedWrite {
  path: string
  content: string
  /** `created`, `updated` or `unchanged`, and what changed. */
  action: 'created' | 'updated' | 'unchanged'
  summary: string
  /** The file as read, to refuse the write when it changed meanwhile. */
  readStat?: {ino: number; size: number; mtimeMs: number}
}

export interface InitPlan {
  writes: PlannedWrite[]
  /** Lines for the user after the writes: what else the host needs. */
  notes: string[]
  /** Codex: the hook's command line, as written, for Codex to trust. */
  hookCommand?: string
}

export type PlanResult = {ok: true; plan: InitPlan} | {ok: false; message: string}

export interface InitOptions {
  /** The shell command that runs handback, e.g. `'/usr/bin/node' '/…/handback/dist/cli.js'`. */
  command: string
  /** The project folder (Claude Code, Kilo). */
  dir: string
  /** Codex's config file (default `$CODEX_HOME/config.toml`). */
  codexConfig: string
  /** The arguments of `handback hook`. */
  hookArgs: string[]
  /** Claude Code: also register `handback mcp` in `.mcp.json`. */
  mcp: boolean
  /** Kilo: the URL the plugin imports handback from. */
  libraryUrl: string
}

/** Quotes one word for a POSIX shell. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`
}

/** The command that runs this handback: the Node binary and the CLI script, by absolute path. */
export function handbackCommand(node: string, script: string): string {
  return `${shellQuote(node)} ${shellQuote(script)}`
}

/** The library's entry beside a CLI script at `dist/cli.js`. */
export function libraryUrlBeside(script: string): string {
  return pathToFileURL(join(dirname(script), 'index.js')).href
}

async function readExisting(path: string): Promise<{text: string; readStat: PlannedWrite['readStat']} | undefined | {error: string}> {
  try {
    const info = await stat(path)
    if (!info.isFile()) return {error: `${path} is not a regular file`}
    const text = await readFile(path, 'utf8')
    return {text, readStat: {ino: info.ino, size: info.size, mtimeMs: info.mtimeMs}}
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    return {error: `cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`}
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Whether a hook command is one of handback's: this installation's (`ours`), or any naming handback with its `hook` command. */
function isHandbackHook(command: unknown, ours: string): boolean {
  return typeof command === 'string' && (command.startsWith(`${ours} hook`) || (/handback/.test(command) && /\shook(\s|$)/.test(command)))
}

async function jsonFile(path: string): Promise<{value: Record<string, unknown>; readStat?: PlannedWrite['readStat']; existed: boolean} | {error: string}> {
  const existing = await readExisting(path)
  if (existing === undefined) return {value: {}, existed: false}
  if ('error' in existing) return existing
  if (existing.text.trim() === '') return {value: {}, readStat: existing.readStat, existed: true}
  let value: unknown
  try {
    value = JSON.parse(existing.text)
  } catch (error) {
    return {error: `${path} is not valid JSON (${error instanceof Error ? error.message : String(error)}); nothing was changed`}
  }

  if (!isObject(value)) return {error: `${path} does not hold a JSON object; nothing was changed`}
  return {value, readStat: existing.readStat, existed: true}
}

function planned(path: string, content: string, existed: boolean, before: string | undefined, summary: string, readStat: PlannedWrite['readStat']): PlannedWrite {
  const action = !existed ? 'created' : before === content ? 'unchanged' : 'updated'
  return {path, content, action, summary: action === 'unchanged' ? 'already set up' : summary, ...(readStat ? {readStat} : {})}
}

/** Claude Code: a SubagentStop hook in `.claude/settings.json` (and `handback mcp` in `.mcp.json`). */
async function planClaude(options: InitOptions): Promise<PlanResult> {
  const writes: PlannedWrite[] = []
  const settingsPath = join(options.dir, '.claude', 'settings.json')
  const settings = await jsonFile(settingsPath)
  if ('error' in settings) return {ok: false, message: settings.error}
  const before = settings.existed ? `${JSON.stringify(settings.value, null, 2)}\n` : undefined
  const value = structuredClone(settings.value)
  if (value.hooks !== undefined && !isObject(value.hooks)) return {ok: false, message: `${settingsPath}: \`hooks\` is not an object; nothing was changed`}
  const hooks = (value.hooks ?? {}) as Record<string, unknown>
  const groups = hooks.SubagentStop ?? []
  if (!Array.isArray(groups)) return {ok: false, message: `${settingsPath}: \`hooks.SubagentStop\` is not a list; nothing was changed`}
  const command = `${options.command} hook ${options.hookArgs.map(shellQuote).join(' ')}`.trim()
  const entry = {type: 'command', command, timeout: 30}
  const told = hooks.PostToolUse ?? []
  if (!Array.isArray(told)) return {ok: false, message: `${settingsPath}: \`hooks.PostToolUse\` is not a list; nothing was changed`}
  let replaced = 0
  const withoutOurs = (list: unknown[]): unknown[] =>
    list
      .map((group: unknown) => {
        if (!isObject(group) || !Array.isArray(group.hooks)) return group
        const inner = group.hooks.filter((hook: unknown) => !(isObject(hook) && isHandbackHook(hook.command, options.command)))
        replaced += group.hooks.length - inner.length
        return {...group, hooks: inner}
      })
      .filter((group: unknown) => !(isObject(group) && Array.isArray(group.hooks) && group.hooks.length === 0))
  hooks.SubagentStop = [...withoutOurs(groups), {hooks: [entry]}]
  // The same command on the subagent tool's PostToolUse tells the parent the outcome the SubagentStop hook recorded.
  hooks.PostToolUse = [...withoutOurs(told), {matcher: 'Agent|Task', hooks: [{type: 'command', command: `${options.command} hook`, timeout: 30}]}]
  value.hooks = hooks
  // Unchanged when the only handback hook already is this one, last: the file is then left as it is.
  const same = settings.existed && JSON.stringify(value) === JSON.stringify(settings.value)
  const content = same ? before! : `${JSON.stringify(value, null, 2)}\n`
  writes.push(planned(settingsPath, content, settings.existed, same ? content : before, `${replaced > 0 ? 'replaced handback\'s' : 'added a'} SubagentStop hook (${command}) and a PostToolUse hook on Agent|Task that tells the parent the outcome`, settings.readStat))

  if (options.mcp) {
    const mcpPath = join(options.dir, '.mcp.json')
    const mcp = await jsonFile(mcpPath)
    if ('error' in mcp) return {ok: false, message: mcp.error}
    const mcpBefore = mcp.existed ? `${JSON.stringify(mcp.value, null, 2)}\n` : undefined
    const mcpValue = structuredClone(mcp.value)
    if (mcpValue.mcpServers !== undefined && !isObject(mcpValue.mcpServers)) return {ok: false, message: `${mcpPath}: \`mcpServers\` is not an object; nothing was changed`}
    const servers = (mcpValue.mcpServers ?? {}) as Record<string, unknown>
    const [node, ...rest] = splitCommand(options.command)
    servers.handback = {command: node, args: [...rest, 'mcp']}
    mcpValue.mcpServers = servers
    const mcpSame = mcp.existed && JSON.stringify(mcpValue) === JSON.stringify(mcp.value)
    const mcpContent = mcpSame ? mcpBefore! : `${JSON.stringify(mcpValue, null, 2)}\n`
    writes.push(planned(mcpPath, mcpContent, mcp.existed, mcpSame ? mcpContent : mcpBefore, `${mcp.existed && isObject(mcp.value.mcpServers) && 'handback' in mcp.value.mcpServers ? 'replaced' : 'added'} the MCP server \`handback\``, mcp.readStat))
  }

  const notes = [options.hookArgs.includes('--when-asked') ? "Put `handback template` at the end of each child's brief: the hook checks the children whose brief holds its first words." : 'The hook checks every child.']
  if (options.mcp) notes.push('In `claude -p`, allow the tools with `--allowedTools mcp__handback`; interactive sessions ask to approve the project\'s MCP server once.')
  return {ok: true, plan: {writes, notes}}
}

/** Splits a command this module wrote (`shellQuote`d words) back into words. */
function splitCommand(command: string): string[] {
  const words: string[] = []
  const pattern = /'((?:[^']|'\\'')*)'|(\S+)/g
  for (const match of command.matchAll(pattern)) words.push(match[1] !== undefined ? match[1].replace(/'\\''/g, "'") : match[2]!)
  return words
}

function tomlString(text: string): string {
  return JSON.stringify(text)
}

/** Codex: SubagentStop hooks appended to config.toml (TOML is not rewritten: an existing handback hook is left as it is). */
async function planCodex(options: InitOptions): Promise<PlanResult> {
  const path = options.codexConfig
  const existing = await readExisting(path)
  if (existing !== undefined && 'error' in existing) return {ok: false, message: existing.error}
  const before = existing?.text ?? ''
  const command = `${options.command} hook ${options.hookArgs.map(shellQuote).join(' ')}`.trim()
  const notes = ['Codex subagents need `--enable multi_agent_v2`. Their briefs are sealed (`encrypted_content`), so each child is checked.']
  if (before.includes(`${tomlString(command)}`)) {
    return {ok: true, plan: {writes: [{path, content: before, action: 'unchanged', summary: 'already has this SubagentStop hook'}], notes, hookCommand: command}}
  }

  // Another handback hook: a `command = "…"` line naming handback and its hook command.
  const handbackLine = before.split('\n').some((line) => /^\s*command\s*=/.test(line) && line.includes('handback') && /\shook\b/.test(line))
  if (before.includes(`${options.command} hook`) || handbackLine) {
    return {ok: true, plan: {writes: [{path, content: before, action: 'unchanged', summary: 'already has a handback SubagentStop hook with other options (left as it is; edit it by hand to change them)'}], notes}}
  }

  // PostToolUse tells the parent the outcome after `wait_agent` (Codex's hooks take no matcher here: the hook answers nothing after other tools).
  const block = `\n[[hooks.SubagentStop]]\n\n[[hooks.SubagentStop.hooks]]\ntype = "command"\ncommand = ${tomlString(command)}\ntimeout = 30\n\n[[hooks.PostToolUse]]\n\n[[hooks.PostToolUse.hooks]]\ntype = "command"\ncommand = ${tomlString(`${options.command} hook`)}\ntimeout = 30\n`
  const content = before === '' ? block.slice(1) : `${before}${before.endsWith('\n') ? '' : '\n'}${block}`
  return {ok: true, plan: {writes: [planned(path, content, existing !== undefined, before, `added a SubagentStop hook (${command}) and a PostToolUse hook that tells the parent the outcome`, existing?.readStat)], notes, hookCommand: command}}
}

/** The Kilo (opencode) plugin: checks what a `task` child hands back before the parent sees it. */
export function kiloPlugin(libraryUrl: string, hookArgs: readonly string[]): string {
  const whenAsked = hookArgs.includes('--when-asked')
  const maxIndex = hookArgs.indexOf('--max-blocks')
  const maxBlocks = maxIndex >= 0 ? Number(hookArgs[maxIndex + 1]) || 2 : 2
  return `// handback: checks what a Kilo \`task\` child hands back before its parent reads it (written by \`handback init kilo\`).
// A return that fails its contract gets handback's correction appended, for the parent to send back to the same child.
import {formatInstructionsMarker, review} from ${JSON.stringify(libraryUrl)}

const whenAsked = ${JSON.stringify(whenAsked)}
const maxBlocks = ${maxBlocks}
const corrections = new Map()

export const HandbackPlugin = async () => ({
  'tool.execute.after': async (input, output) => {
    if (input?.tool !== 'task' || typeof output?.output !== 'string') return
    const prompt = typeof input.args?.prompt === 'string' ? input.args.prompt : ''
    const child = String(output.metadata?.sessionId ?? input.args?.task_id ?? input.callID)
    if (whenAsked && !prompt.includes(formatInstructionsMarker) && !corrections.has(child)) return
    const result = review(output.output, {attempt: 1})
    const fails = result.report === null || result.diagnostics.some((diagnostic) => diagnostic.severity === 'error')
    if (!fails || typeof result.correction !== 'string') {
      corrections.delete(child)
      return
    }

    const spent = corrections.get(child) ?? 0
    if (spent >= maxBlocks) {
      output.output += \`\\n\\n[handback] The child's return above still fails its contract after \${spent} correction\${spent === 1 ? '' : 's'}; review it before use. \${JSON.stringify(result.decision.reason)}\`
      return
    }

    corrections.set(child, spent + 1)
    output.output += \`\\n\\n[handback] The child's return above fails its contract. Call the task tool again with task_id \${JSON.stringify(child)} and this correction as the prompt, word for word:\\n\\n<handback-correction>\\n\${result.correction}\\n</handback-correction>\`
  }
})
`
}

async function planKilo(options: InitOptions): Promise<PlanResult> {
  const path = join(options.dir, '.kilo', 'plugin', 'handback.js')
  const existing = await readExisting(path)
  if (existing !== undefined && 'error' in existing) return {ok: false, message: existing.error}
  const content = kiloPlugin(options.libraryUrl, options.hookArgs)
  const notes = ['Kilo loads the plugin when it starts. Put `handback template` at the end of each child\'s brief (the `prompt` of `task`).']
  return {ok: true, plan: {writes: [planned(path, content, existing !== undefined, existing?.text, 'wrote the plugin that checks `task` results', existing?.readStat)], notes}}
}

export async function planInit(host: InitHost, options: InitOptions): Promise<PlanResult> {
  if (host === 'claude') return planClaude(options)
  if (host === 'codex') return planCodex(options)
  return planKilo(options)
}

/** Writes the plan's files (those not unchanged); stops at the first refusal, saying which. */
export async function applyInit(plan: InitPlan): Promise<{ok: true} | {ok: false; message: string}> {
  for (const write of plan.writes) {
    if (write.action === 'unchanged') continue
    await mkdir(dirname(write.path), {recursive: true})
    const result = await writeFileAtomic(write.path, write.content, write.readStat ? {unchangedSince: write.readStat} : undefined)
    if (!result.ok) return {ok: false, message: `${write.path} was not written: ${result.message}`}
  }

  return {ok: true}
}
