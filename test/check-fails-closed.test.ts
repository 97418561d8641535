/**
 * `check` fails closed: a return it cannot read delivered nothing, and a
 * limitation excuses a missing deliverable only when it says it was not made.
 */
import {describe, expect, it} from 'vitest'
import {checkReturn} from '../src/postflight/check-return.js'
import {notMadeExamples, saysNotMade} from '../src/postflight/not-made-words.js'
import {runCli} from './helpers.js'

const packet = JSON.stringify({
  task_id: 't-1',
  objective: 'Write the guide.',
  evidence: [],
  success_criteria: ['the guide exists'],
  risks: [],
  deliverables: [
    {path: 'docs/guide.md', description: 'The guide', must_create: true},
    {path: 'docs/faq.md', description: 'The FAQ', must_create: false}
  ]
})

function success(limitation: string, created = '- (none)'): string {
  return `## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- docs/faq.md — the FAQ\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n${created}\nfiles_modified:\n- docs/faq.md\nlimitations:\n- ${limitation}\n`
}

// Each way a return cannot be read: prose, a Status-less report, too large, too deeply nested, not text.
const unreadable: ReadonlyArray<readonly [string, string]> = [
  ['prose', 'I did it all. Trust me.\n'],
  ['sections without Status', '## Deliverables\n- docs/guide.md — the guide\n\n## Runtime Attestation\nfiles_created:\n- docs/guide.md\n'],
  ['empty', ''],
  ['too large', '## Status\nstate: SUCCESS\nsummary: Done.\n\n' + 'padding '.repeat(200_000)],
  ['too complex', '## Status\nstate: SUCCESS\nsummary: Done.\n\n' + '> '.repeat(5000) + 'x\n'],
  ['a JSON value', '{"status": "completed"}']
]

describe('an unreadable return counts every deliverable as missing', () => {
  for (const [name, text] of unreadable) {
    it(name, () => {
      const result = checkReturn(text, packet)
      expect(result.missingDeliverables).toEqual(['docs/guide.md', 'docs/faq.md'])
      expect(result.diagnostics.map((diagnostic) => diagnostic.ruleId)).toContain('return-unreadable')
      expect(result.diagnostics.map((diagnostic) => diagnostic.ruleId)).toContain('deliverable-not-created')
    })
  }

  it('fails with a packet asking for no file too', () => {
    const result = checkReturn('I did it all. Trust me.', JSON.stringify({...JSON.parse(packet), deliverables: []}))
    expect(result.diagnostics.map((diagnostic) => `${diagnostic.ruleId} ${diagnostic.severity}`)).toEqual(['return-unreadable error'])
  })

  it('exits 1 on the command line', async () => {
    const {mkdtempSync, writeFileSync} = await import('node:fs')
    const {join} = await import('node:path')
    const {tmpdir} = await import('node:os')
    const folder = mkdtempSync(join(tmpdir(), 'handback-check-'))
    writeFileSync(join(folder, 'packet.json'), packet)
    writeFileSync(join(folder, 'return.md'), 'I did it all. Trust me.\n')
    const run = await runCli(['check', 'return.md', '--handoff', 'packet.json', '-f', 'json'], {cwd: folder})
    expect(run.code).toBe(1)
    expect((JSON.parse(run.stdout) as {missingDeliverables: string[]}).missingDeliverables).toEqual(['docs/guide.md', 'docs/faq.md'])
  })
})

describe('a limitation excuses a missing deliverable only when it says it was not made', () => {
  for (const [text, expected] of notMadeExamples) {
    it(`${expected ? 'not made' : 'made or unsaid'}: ${text}`, () => {
      expect(saysNotMade(text)).toBe(expected)
      const result = checkReturn(success(text), packet)
      // The example names docs/guide.md in each but one: only a not-made statement about it excuses it.
      const excused = expected && text.includes('docs/guide.md')
      expect(result.missingDeliverables.includes('docs/guide.md')).toBe(!excused)
      expect(result.diagnostics.some((diagnostic) => diagnostic.ruleId === 'success-with-missing-deliverables')).toBe(!excused)
    })
  }

  it('the not-made statement must be in the limitation that names the file', () => {
    const text = success('docs/guide.md: see the notes\n- Something else was skipped')
    expect(checkReturn(text, packet).missingDeliverables).toContain('docs/guide.md')
  })

  it('a deliverable not listed is excused the same way', () => {
    const notListed = success('docs/faq.md — all good, nothing missing', '- docs/guide.md').replace('- docs/faq.md — the FAQ', '- docs/guide.md — the guide').replace('files_modified:\n- docs/faq.md', 'files_modified:\n- (none)')
    expect(checkReturn(notListed, packet).missingDeliverables).toEqual(['docs/faq.md'])
    expect(checkReturn(notListed.replace('all good, nothing missing', 'not updated: its owner is away'), packet).missingDeliverables).toEqual([])
  })
})
