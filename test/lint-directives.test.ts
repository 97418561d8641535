import {describe, expect, it} from 'vitest'
import {fixReturn, parseReturn} from '../src/index.js'
import {lintText} from '../src/kinds/every.js'
import {at, runCli} from './helpers.js'

/** A complete return whose Status body is `status`; its deliverable is not attested (a warning on line 5 + status lines). */
function build(status: string, prefix = ''): string {
  return (
    `${prefix}## Status\n${status}\n\n## Deliverables\n- src/a.ts — the parser\n\n## Evidence\n- (none)\n\n` +
    '## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n'
  )
}

function warnings(markdown: string): string[] {
  return at(parseReturn(markdown, {inlineConfig: true}).diagnostics, 'warning')
}

describe('inline directives, with inline configuration on', () => {
  it('without directives, every problem is reported', () => {
    expect(warnings(build('state: SUCCESS\nsummary: Done.\nconfidence: high\nmood: good'))).toEqual([
      'unknown-key@4',
      'unknown-key@5',
      'deliverable-not-attested@8'
    ])
  })

  it('disable-next-line silences one rule on the next line only', () => {
    expect(warnings(build('state: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high\nmood: good'))).toEqual([
      'unknown-key@6',
      'deliverable-not-attested@9'
    ])
  })

  it('disable-next-line leaves other rules on that line alone', () => {
    expect(warnings(build('state: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line key-style -->\nconfidence: high'))).toEqual([
      'unknown-key@5',
      'deliverable-not-attested@8'
    ])
  })

  it('disable-next-line without ids silences every rule on the next line', () => {
    expect(warnings(build('state: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line -->\n**Confidence**: high'))).toEqual([
      'deliverable-not-attested@8'
    ])
  })

  it('disable … enable silences a range, for the named rules', () => {
    const markdown = build(
      'state: SUCCESS\nsummary: Done.\n<!-- handback-disable unknown-key, key-style -->\n**Confidence**: high\nmood: good\n<!-- handback-enable unknown-key -->\n**Extra**: yes'
    )
    // key-style stays disabled after the enable of unknown-key; unknown-key comes back on line 8.
    expect(warnings(markdown)).toEqual(['unknown-key@8', 'deliverable-not-attested@11'])
  })

  it('disable without enable runs to the end, and never reaches back', () => {
    const markdown = build('state: SUCCESS\nsummary: Done.\nconfidence: high\n<!-- handback-disable -->\nmood: good')
    expect(warnings(markdown)).toEqual(['unknown-key@4'])
  })

  it('silences errors too, and with them the exit code of `lint`', async () => {
    const markdown = '<!-- handback-disable state-invalid -->\n' + build('state: BANANA\nsummary: Done.')
    expect(at(parseReturn(markdown, {inlineConfig: true}).diagnostics)).toEqual([])
    expect(at(lintText(markdown, {inlineConfig: true}).diagnostics)).toEqual([])
    const loud = await runCli(['lint', '--no-config', '-'], {stdin: build('state: BANANA\nsummary: Done.')})
    expect(loud.code).toBe(1)
    const quiet = await runCli(['lint', '--no-config', '--inline-config', '-f', 'json', '-'], {stdin: markdown})
    expect(quiet.code).toBe(0)
    const [result] = JSON.parse(quiet.stdout) as Array<{messages: Array<{ruleId: string}>; suppressedMessages: Array<{ruleId: string}>}>
    expect(result!.messages.map((message) => message.ruleId)).not.toContain('state-invalid')
    expect(result!.suppressedMessages.map((message) => message.ruleId)).toEqual(['state-invalid'])
  })

  it('work inside a fenced return', () => {
    const markdown = '```markdown\n' + build('state: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high') + '```\n'
    expect(warnings(markdown)).toEqual(['return-in-code-fence@1', 'deliverable-not-attested@9', 'return-in-code-fence@21'])
  })

  it('are kept by --fix', () => {
    const markdown = build('- state: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high')
    const fixed = fixReturn(markdown, {inlineConfig: true})
    expect(fixed.changed).toBe(true)
    expect(fixed.output).toContain('<!-- handback-disable-next-line unknown-key -->\nconfidence: high\n')
    expect(at(fixed.diagnostics, 'warning')).toEqual(['deliverable-not-attested@8'])
  })

  it('are ordinary HTML comments when they name no directive', () => {
    expect(warnings(build('state: SUCCESS\nsummary: Done.\n<!-- handback: please ignore -->\nconfidence: high'))).toEqual([
      'unknown-key@5',
      'deliverable-not-attested@8'
    ])
  })
})
