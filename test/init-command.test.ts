/**
 * `handback init claude|codex|kilo`: host settings merged into what is there,
 * every change announced, nothing else touched.
 */
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync, statSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {kiloPlugin, shellQuote, handbackCommand} from '../src/node/host-init.js'
import {runCli} from './helpers.js'

const command = "/usr/bin/node '/opt/hand back/dist/cli.js'"

function project(): string {
  return mkdtempSync(join(tmpdir(), 'handback-init-'))
}

async function init(dir: string, ...args: string[]) {
  return runCli(['init', ...args, '--command', command], {cwd: dir, env: {HOME: dir}})
}

describe('handback init claude', () => {
  it('creates .claude/settings.json with a SubagentStop hook running this installation and a PostToolUse hook telling the parent, and says so', async () => {
    const dir = project()
    const run = await init(dir, 'claude')
    expect(run.code).toBe(0)
    const settings = JSON.parse(readFileSync(join(dir, '.claude/settings.json'), 'utf8'))
    expect(settings).toEqual({
      hooks: {
        SubagentStop: [{hooks: [{type: 'command', command: `${command} hook --when-asked --on-exhausted warn`, timeout: 30}]}],
        PostToolUse: [{matcher: 'Agent|Task', hooks: [{type: 'command', command: `${command} hook`, timeout: 30}]}]
      }
    })
    expect(run.stdout).toContain(`${join(dir, '.claude/settings.json')}: created — added a SubagentStop hook (${command} hook --when-asked --on-exhausted warn) and a PostToolUse hook on Agent|Task that tells the parent the outcome`)
    expect(existsSync(join(dir, '.mcp.json'))).toBe(false)
  })

  it('merges into existing settings: other keys and hooks kept, its own hook replaced, a second run changes nothing', async () => {
    const dir = project()
    mkdirSync(join(dir, '.claude'))
    const other = {type: 'command', command: './check.sh'}
    const before = {model: 'x', permissions: {allow: ['Bash(ls)']}, hooks: {Stop: [{hooks: [other]}], SubagentStop: [{matcher: 'coder', hooks: [other, {type: 'command', command: 'npx --no-install handback hook --when-asked'}]}]}}
    writeFileSync(join(dir, '.claude/settings.json'), JSON.stringify(before))
    const first = await init(dir, 'claude', '--every-child', '--max-blocks', '3')
    expect(first.code).toBe(0)
    expect(first.stdout).toContain("updated — replaced handback's SubagentStop hook")
    const after = JSON.parse(readFileSync(join(dir, '.claude/settings.json'), 'utf8'))
    expect(after.model).toBe('x')
    expect(after.permissions).toEqual(before.permissions)
    expect(after.hooks.Stop).toEqual(before.hooks.Stop)
    expect(after.hooks.SubagentStop).toEqual([{matcher: 'coder', hooks: [other]}, {hooks: [{type: 'command', command: `${command} hook --max-blocks 3 --on-exhausted warn`, timeout: 30}]}])
    const mtime = statSync(join(dir, '.claude/settings.json')).mtimeMs
    const second = await init(dir, 'claude', '--every-child', '--max-blocks', '3')
    expect(second.stdout).toContain('.claude/settings.json: unchanged')
    expect(statSync(join(dir, '.claude/settings.json')).mtimeMs).toBe(mtime)
  })

  it('refuses settings that are not a JSON object, changing nothing', async () => {
    const dir = project()
    mkdirSync(join(dir, '.claude'))
    for (const text of ['{"hooks": ', '[1]', '{"hooks": []}', '{"hooks": {"SubagentStop": {}}}']) {
      writeFileSync(join(dir, '.claude/settings.json'), text)
      const run = await init(dir, 'claude', '--mcp')
      expect(run.code, text).toBe(1)
      expect(run.stderr).toMatch(/^handback init: .*settings\.json.*nothing was changed\n$/)
      expect(readFileSync(join(dir, '.claude/settings.json'), 'utf8')).toBe(text)
      expect(existsSync(join(dir, '.mcp.json'))).toBe(false)
    }
  })

  it('with --mcp, registers the MCP server by the binary path, keeping other servers', async () => {
    const dir = project()
    writeFileSync(join(dir, '.mcp.json'), JSON.stringify({mcpServers: {other: {command: 'x'}}}))
    const run = await init(dir, 'claude', '--mcp')
    expect(run.code).toBe(0)
    expect(JSON.parse(readFileSync(join(dir, '.mcp.json'), 'utf8'))).toEqual({mcpServers: {other: {command: 'x'}, handback: {command: '/usr/bin/node', args: ['/opt/hand back/dist/cli.js', 'mcp']}}})
    expect(run.stdout).toContain('.mcp.json: updated — added the MCP server `handback`')
  })

  it('--dry-run prints the plan and writes nothing', async () => {
    const dir = project()
    const run = await init(dir, 'claude', '--mcp', '--dry-run')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('would be created')
    expect(existsSync(join(dir, '.claude'))).toBe(false)
    expect(existsSync(join(dir, '.mcp.json'))).toBe(false)
  })
})

describe('handback init codex', () => {
  it('appends a SubagentStop hook to $CODEX_HOME/config.toml, keeping the file as it was above it, and says Codex must trust it', async () => {
    const dir = project()
    const home = join(dir, 'codex-home')
    mkdirSync(home)
    writeFileSync(join(home, 'config.toml'), 'model = "gpt-5"\n[features]\nx = true')
    const run = await runCli(['init', 'codex', '--command', command, '--no-trust'], {cwd: dir, env: {HOME: dir, CODEX_HOME: home}})
    expect(run.code).toBe(0)
    const text = readFileSync(join(home, 'config.toml'), 'utf8')
    expect(text).toBe(`model = "gpt-5"\n[features]\nx = true\n\n[[hooks.SubagentStop]]\n\n[[hooks.SubagentStop.hooks]]\ntype = "command"\ncommand = ${JSON.stringify(`${command} hook --when-asked --on-exhausted warn`)}\ntimeout = 30\n\n[[hooks.PostToolUse]]\n\n[[hooks.PostToolUse.hooks]]\ntype = "command"\ncommand = ${JSON.stringify(`${command} hook`)}\ntimeout = 30\n`)
    expect(run.stdout).toContain('trusted')
    const again = await runCli(['init', 'codex', '--command', command, '--no-trust'], {cwd: dir, env: {HOME: dir, CODEX_HOME: home}})
    expect(again.stdout).toContain('config.toml: unchanged')
    expect(readFileSync(join(home, 'config.toml'), 'utf8')).toBe(text)
  })

  it('leaves a config.toml that already runs handback\'s hook with other options as it is, saying so', async () => {
    const dir = project()
    const before = '[[hooks.SubagentStop]]\n\n[[hooks.SubagentStop.hooks]]\ntype = "command"\ncommand = "npx --no-install handback hook --when-asked"\n'
    writeFileSync(join(dir, 'config.toml'), before)
    const run = await runCli(['init', 'codex', '--command', command, '--config', 'config.toml', '--no-trust'], {cwd: dir, env: {HOME: dir}})
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('config.toml: unchanged — already has a handback SubagentStop hook with other options')
    expect(readFileSync(join(dir, 'config.toml'), 'utf8')).toBe(before)
  })

  it('says the hook is written but not trusted when Codex cannot be run (exit 1)', async () => {
    const dir = project()
    const run = await runCli(['init', 'codex', '--command', command, '--codex', join(dir, 'no-such-codex')], {cwd: dir, env: {HOME: dir, CODEX_HOME: dir}})
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('config.toml: created')
    expect(run.stderr).toMatch(/^handback init: the hook is written but not trusted: cannot run .*no-such-codex.*`\/hooks`/)
  })
})

describe('handback init kilo', () => {
  it('writes the plugin into .kilo/plugin/, importing this installation', async () => {
    const dir = project()
    const run = await init(dir, 'kilo')
    expect(run.code).toBe(0)
    const plugin = readFileSync(join(dir, '.kilo/plugin/handback.js'), 'utf8')
    expect(plugin).toContain("'tool.execute.after'")
    expect(plugin).toMatch(/^import \{formatInstructionsMarker, review\} from "file:\/\/.*\/dist\/index\.js"$/m)
    expect(run.stdout).toContain('.kilo/plugin/handback.js: created')
    expect((await init(dir, 'kilo')).stdout).toContain('handback.js: unchanged')
  })

  it('the plugin appends a correction to a failing task result, resumes nothing itself, and leaves a passing one as it is', async () => {
    const source = kiloPlugin(new URL('../src/index.ts', import.meta.url).href, ['--when-asked', '--max-blocks', '1'])
    const dir = project()
    writeFileSync(join(dir, 'plugin.mjs'), source)
    const {HandbackPlugin} = (await import(join(dir, 'plugin.mjs'))) as {HandbackPlugin: () => Promise<Record<string, (input: unknown, output: {output: string; metadata?: unknown}) => Promise<void>>>}
    const hooks = await HandbackPlugin()
    const after = hooks['tool.execute.after']!
    const args = {prompt: 'Task.\n\nReturn format (handback): end your final message with…'}
    const failing = {output: '<task id="ses_1" state="completed">\n<task_result>\nDone!\n</task_result>\n</task>', metadata: {sessionId: 'ses_1'}}
    await after({tool: 'task', args, callID: 'c1'}, failing)
    expect(failing.output).toContain('[handback] The child\'s return above fails its contract. Call the task tool again with task_id "ses_1"')
    expect(failing.output).toContain('<handback-correction>\n')
    // The budget (--max-blocks 1) is spent: the next failure is flagged for review, with no correction.
    const again = {output: failing.output.split('\n\n[handback]')[0]!, metadata: {sessionId: 'ses_1'}}
    await after({tool: 'task', args, callID: 'c2'}, again)
    expect(again.output).toContain('still fails its contract after 1 correction')
    expect(again.output).not.toContain('<handback-correction>')
    const unasked = {output: 'Done!', metadata: {sessionId: 'ses_2'}}
    await after({tool: 'task', args: {prompt: 'no format asked'}, callID: 'c3'}, unasked)
    expect(unasked.output).toBe('Done!')
    const other = {output: 'Done!'}
    await after({tool: 'bash', args, callID: 'c4'}, other)
    expect(other.output).toBe('Done!')
  })
})

describe('usage', () => {
  it('names the hosts, and refuses an unknown one or an option of another host', async () => {
    expect((await runCli(['init', 'cursor', '--command', 'x'])).code).toBe(2)
    expect((await runCli(['init', 'kilo', '--mcp', '--command', 'x'])).stderr).toContain('--mcp is for claude only')
    expect((await runCli(['init'])).code).toBe(2)
    expect((await runCli(['init', 'claude'], {cwd: project()})).stderr).toContain('--command')
  })

  it('quotes paths for the shell', () => {
    expect(shellQuote('/usr/bin/node')).toBe('/usr/bin/node')
    expect(shellQuote("/a b/it's")).toBe("'/a b/it'\\''s'")
    expect(handbackCommand('/n', '/x y/cli.js')).toBe("/n '/x y/cli.js'")
  })
})
