/**
 * The checked text cannot configure its own checks: `handback-*` comments are
 * honoured only when the caller opts in (`inlineConfig`, `--inline-config`,
 * `"inlineConfig": true`), and otherwise each is reported and silences nothing.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {afterAll, describe, expect, it} from 'vitest'
import remarkHandback from '../src/remark.js'
import {fixText, lintText, parseReturn, review, type Diagnostic} from '../src/index.js'
import {directiveLadenCount, directiveLadenReturn} from './support/directive-inputs.js'
import {at, runCli} from './helpers.js'

const root = join(import.meta.dirname, '..')
const fixtureReturns = ['fixtures/parse', 'fixtures/examples'].flatMap((directory) =>
  readdirSync(join(root, directory))
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({name: `${directory}/${name}`, text: readFileSync(join(root, directory, name), 'utf8')}))
)

const attestation = '## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n'

/** Returns with errors, each with the comments a child would add to hide them, and the errors expected either way. */
const selfDisabling = [
  {
    name: 'a disable-all comment on the first line, over missing sections',
    text: '<!-- handback-disable -->\n## Status\nstate: SUCCESS\nsummary: Done.\n',
    errors: ['section-missing@2', 'section-missing@2', 'section-missing@2']
  },
  {
    name: 'a rule-named disable over an absolute path',
    text: `## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n<!-- handback-disable path-not-repo-relative -->\n- /home/agent/src/a.ts — the parser\n\n## Evidence\n- (none)\n\n${attestation}`,
    errors: ['path-not-repo-relative@7']
  },
  {
    name: 'disable-next-line over an invalid state',
    text: `## Status\n<!-- handback-disable-next-line state-invalid -->\nstate: BANANA\nsummary: Done.\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n${attestation}`,
    errors: ['state-invalid@3']
  },
  {
    name: 'disable and enable around a missing retry_recommended, inside a fenced return',
    text: `\`\`\`markdown\n<!-- handback-disable -->\n## Status\nstate: ERROR\nsummary: Failed.\n<!-- handback-enable -->\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n${attestation}\`\`\`\n`,
    errors: ['retry-recommended-required@4']
  }
]

function withoutComments(text: string): string {
  return text.replace(/^<!-- handback-[^\n]*-->\n/gm, '')
}

/** `rule-id severity message` of every diagnostic but the ignored-comment warnings, lines left out (comments shift them). */
function problems(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.filter((d) => d.ruleId !== 'inline-config-ignored').map((d) => `${d.ruleId} ${d.severity} ${d.message.replace(/\bline \d+/g, 'line N')}`)
}

/** The errors, all of them, the same way. */
function errorsOf(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.ruleId} ${d.message.replace(/\bline \d+/g, 'line N')}`)
}

describe('inline configuration is off by default', () => {
  for (const {name, text, errors} of selfDisabling) {
    it(`${name}: the same errors as without the comments, and a warning per comment`, () => {
      const comments = text.match(/<!-- handback-/g)!.length
      const result = parseReturn(text)
      expect(at(result.diagnostics)).toEqual(errors)
      expect(at(result.diagnostics, 'warning').filter((id) => id.startsWith('inline-config-ignored'))).toHaveLength(comments)
      for (const preset of ['recommended', 'strict'] as const) {
        expect(problems(parseReturn(text, {preset}).diagnostics)).toEqual(problems(parseReturn(withoutComments(text), {preset}).diagnostics))
        expect(errorsOf(parseReturn(text, {preset}).diagnostics)).toEqual(errorsOf(parseReturn(withoutComments(text), {preset}).diagnostics))
        expect(problems(lintText(text, {preset}).diagnostics)).toEqual(problems(lintText(withoutComments(text), {preset}).diagnostics))
      }

      // Opting in, the same comments do silence those errors.
      expect(at(parseReturn(text, {inlineConfig: true}).diagnostics)).toEqual([])
    })
  }

  it('every fixture return, preceded by a disable-all comment, has the problems it has after an ordinary comment, under both presets', () => {
    expect(fixtureReturns.length).toBeGreaterThan(10)
    for (const {name, text} of fixtureReturns) {
      const eol = text.includes('\r\n') ? '\r\n' : '\n'
      const disabled = text.replace(/^\uFEFF?/, (bom) => `${bom}<!-- handback-disable -->${eol}`)
      // The baseline holds an ordinary comment at the same place: any leading text changes how a host wrapper reads.
      const plain = text.replace(/^\uFEFF?/, (bom) => `${bom}<!-- a note -->${eol}`)
      for (const preset of ['recommended', 'strict'] as const) {
        const own = parseReturn(plain, {preset}).diagnostics
        const result = parseReturn(disabled, {preset}).diagnostics
        expect(problems(result), `${name} (${preset})`).toEqual(problems(own))
        expect(errorsOf(result), `${name} (${preset})`).toEqual(errorsOf(own))
        expect(result.filter((d) => d.ruleId === 'inline-config-ignored' && d.line === 1), name).toHaveLength(1)
      }
    }
  })

  it('names the comment in a warning at its place, a warning under strict too unless set to error', () => {
    const text = '## Status\nstate: SUCCESS\nsummary: Done.\n  <!-- handback-disable-next-line unknown-key,key-style -->\nconfidence: high\n'
    const ignored = parseReturn(text).diagnostics.find((d) => d.ruleId === 'inline-config-ignored')
    expect(ignored).toMatchObject({
      severity: 'warning',
      line: 4,
      column: 1,
      endLine: 4,
      endColumn: 60,
      message:
        'Unexpected `<!-- handback-disable-next-line unknown-key key-style -->`, expected no `handback-*` comment: inline configuration is off, so it changes nothing (a caller that trusts the text opts in with `inlineConfig: true` or `--inline-config`)'
    })
    expect(parseReturn(text, {preset: 'strict'}).diagnostics.find((d) => d.ruleId === 'inline-config-ignored')?.severity).toBe('warning')
    expect(parseReturn(text, {preset: 'strict', rules: {'inline-config-ignored': 'error'}}).diagnostics.find((d) => d.ruleId === 'inline-config-ignored')?.severity).toBe('error')
    expect(parseReturn(text, {rules: {'inline-config-ignored': 'off'}}).diagnostics.some((d) => d.ruleId === 'inline-config-ignored')).toBe(false)
  })

  it('fixText keeps the comment and reports it; with inlineConfig it silences', () => {
    const text = '## Status\n- state: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high\n'
    const fixed = fixText(text)
    expect(fixed.output.startsWith('## Status\nstate: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high\n')).toBe(true)
    expect(fixed.diagnostics.filter((d) => d.severity === 'warning').map((d) => `${d.ruleId}@${d.line}`)).toEqual(['inline-config-ignored@4', 'unknown-key@5'])
    expect(fixText(text, {inlineConfig: true}).diagnostics.filter((d) => d.severity === 'warning')).toEqual([])
  })

  it('the remark plugin honours comments only with inlineConfig', async () => {
    const text = selfDisabling[2]!.text
    const plain = new VFile(text)
    await unified().use(remarkParse).use(remarkHandback).run(unified().use(remarkParse).parse(text), plain)
    expect(plain.messages.map((m) => `${m.ruleId}@${m.line}`)).toEqual(['inline-config-ignored@2', 'state-invalid@3'])
    const trusted = new VFile(text)
    await unified().use(remarkParse).use(remarkHandback, {inlineConfig: true}).run(unified().use(remarkParse).parse(text), trusted)
    expect(trusted.messages).toEqual([])
  })
})

describe('opting in', () => {
  const directory = mkdtempSync(join(tmpdir(), 'handback-inline-'))
  afterAll(() => rmSync(directory, {recursive: true, force: true}))
  const text = selfDisabling[2]!.text

  it('lint: the comment is ignored (exit 1, under --strict too), honoured with --inline-config (exit 0)', async () => {
    const plain = await runCli(['lint', '--no-config', '-f', 'json', '-'], {stdin: text})
    expect(plain.code).toBe(1)
    expect(JSON.parse(plain.stdout)[0].messages.map((m: {ruleId: string; line: number}) => `${m.ruleId}@${m.line}`)).toEqual(['inline-config-ignored@2', 'state-invalid@3'])
    expect((await runCli(['lint', '--no-config', '--strict', '-'], {stdin: text})).code).toBe(1)
    // A clean return with a comment: the same exit code as without it, under --strict too.
    const clean = `<!-- handback-disable -->\n## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n${attestation}`
    expect((await runCli(['lint', '--no-config', '--strict', '-'], {stdin: clean})).code).toBe(0)
    expect((await runCli(['lint', '--no-config', '--strict', '--max-warnings', '0', '-'], {stdin: clean})).code).toBe(1)
    const trusted = await runCli(['lint', '--no-config', '--inline-config', '--strict', '-f', 'json', '-'], {stdin: text})
    expect(trusted.code).toBe(0)
    expect(JSON.parse(trusted.stdout)[0].messages).toEqual([])
    // What the comment silenced is listed as ESLint lists it, and not counted.
    const silenced = JSON.parse(trusted.stdout)[0] as {suppressedMessages: Array<{ruleId: string; line: number; suppressions: unknown}>; errorCount: number}
    expect(silenced.suppressedMessages.map((m) => `${m.ruleId}@${m.line}`)).toEqual(['state-invalid@3'])
    expect(silenced.suppressedMessages[0]!.suppressions).toEqual([{kind: 'directive', justification: ''}])
    expect(silenced.errorCount).toBe(0)
    expect(JSON.parse(plain.stdout)[0].suppressedMessages).toEqual([])
  })

  it('the library returns what trusted comments silenced, from parsing, linting and fixing alike', () => {
    const shown = (diagnostics: readonly Diagnostic[]) => diagnostics.map((diagnostic) => `${diagnostic.ruleId}@${diagnostic.line}`)
    expect(shown(parseReturn(text, {inlineConfig: true}).suppressed)).toEqual(['state-invalid@3'])
    expect(shown(lintText(text, {inlineConfig: true}).suppressed)).toEqual(['state-invalid@3'])
    expect(shown(fixText(text, {inlineConfig: true}).suppressed)).toEqual(['state-invalid@3'])
    for (const options of [{}, {inlineConfig: false}]) {
      expect(parseReturn(text, options).suppressed).toEqual([])
      expect(lintText(text, options).suppressed).toEqual([])
    }
  })

  it('handback.config.json: inlineConfig true honours; --no-inline-config wins over it', async () => {
    writeFileSync(join(directory, 'handback.config.json'), JSON.stringify({inlineConfig: true}))
    writeFileSync(join(directory, 'return.md'), text)
    expect((await runCli(['lint', 'return.md'], {cwd: directory})).code).toBe(0)
    const refused = await runCli(['lint', '--no-inline-config', '-f', 'json', 'return.md'], {cwd: directory})
    expect(refused.code).toBe(1)
    expect(refused.stdout).toContain('state-invalid')
    expect((await runCli(['lint', '--inline-config', '--no-inline-config', 'return.md'], {cwd: directory})).code).toBe(2)
  })

  it('a misspelt key suggests inlineConfig', async () => {
    writeFileSync(join(directory, 'handback.config.json'), JSON.stringify({inlineConfg: true}))
    const run = await runCli(['lint', 'return.md'], {cwd: directory})
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('unexpected key `inlineConfg`, did you mean `inlineConfig`?')
  })
})

describe('the decision path', () => {
  it('review and decide never honour the comments, even when asked to', async () => {
    for (const {text, errors} of selfDisabling) {
      // An option review does not know is not passed on: the text is the child's, whoever calls.
      const reviewed = review(text, {attempt: 1, inlineConfig: true} as never)
      expect(reviewed.decision.action).toBe('retry')
      expect(at(reviewed.diagnostics).filter((id) => errors.includes(id))).toEqual(errors)
      const decided = await runCli(['decide', '--attempt', '2', '-'], {stdin: text})
      expect(JSON.parse(decided.stdout).action).toBe('escalate')
    }
  })
})

describe('--report-unused-disable-directives', () => {
  const text = `## Status\nstate: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key, key-style -->\nconfidence: high\n<!-- handback-disable -->\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n${attestation}`
  const unused = [
    'disable-directive-unused@4 Unexpected unused `<!-- handback-disable-next-line unknown-key key-style -->`: no problem was reported here from `key-style`',
    'disable-directive-unused@6 Unexpected unused `<!-- handback-disable -->`: no problem was reported here'
  ]
  const shown = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => `${d.ruleId}@${d.line} ${d.message}`)

  it('reports disable comments that suppress nothing, as warnings, with inline configuration on', () => {
    expect(shown(parseReturn(text, {inlineConfig: true, reportUnusedDisableDirectives: true}).diagnostics)).toEqual(unused)
    expect(parseReturn(text, {inlineConfig: true, reportUnusedDisableDirectives: true}).diagnostics.every((d) => d.severity === 'warning')).toBe(true)
    expect(parseReturn(text, {inlineConfig: true}).diagnostics).toEqual([])
    // With inline configuration off, every comment is reported as ignored instead.
    expect(at(parseReturn(text, {reportUnusedDisableDirectives: true}).diagnostics, 'warning')).toEqual(['inline-config-ignored@4', 'unknown-key@5', 'inline-config-ignored@6'])
  })

  it('lint --inline-config --report-unused-disable-directives, and the configuration key', async () => {
    const run = await runCli(['lint', '--no-config', '--inline-config', '--report-unused-disable-directives', '-f', 'json', '-'], {stdin: text})
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)[0].messages.map((m: {ruleId: string; line: number; message: string}) => `${m.ruleId}@${m.line} ${m.message}`)).toEqual(unused)
    const directory = mkdtempSync(join(tmpdir(), 'handback-unused-'))
    try {
      writeFileSync(join(directory, 'handback.config.json'), JSON.stringify({inlineConfig: true, reportUnusedDisableDirectives: true}))
      writeFileSync(join(directory, 'return.md'), text)
      const configured = await runCli(['lint', '--max-warnings', '0', 'return.md'], {cwd: directory})
      expect(configured.code).toBe(1)
      expect(configured.stdout).toContain('disable-directive-unused')
    } finally {
      rmSync(directory, {recursive: true, force: true})
    }
  })
})

describe('many directives', () => {
  it(`a ${directiveLadenCount}-block return laden with disable/enable comments: every unknown key silenced when honoured, reported when not`, () => {
    const text = directiveLadenReturn(directiveLadenCount)
    expect(Buffer.byteLength(text)).toBeGreaterThan(100_000)
    const honoured = parseReturn(text, {inlineConfig: true, reportUnusedDisableDirectives: true})
    expect(honoured.diagnostics).toEqual([])
    expect(Object.keys(honoured.report!.status)).toHaveLength(2 + directiveLadenCount)
    const ignored = parseReturn(text).diagnostics
    const count = (id: string) => ignored.filter((d) => d.ruleId === id).length
    expect([count('unknown-key'), count('inline-config-ignored'), ignored.length]).toEqual([directiveLadenCount, 2 * directiveLadenCount, 3 * directiveLadenCount])
    expect(ignored.find((d) => d.ruleId === 'unknown-key')!.line).toBe(5)
  }, 60_000)
})
