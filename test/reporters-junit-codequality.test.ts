/**
 * The JUnit and GitLab Code Quality formats, checked against their consumers'
 * schemas (vendored under test/support/schemas, see SOURCES.md there): the
 * Apache Ant JUnit XSD through xmllint (skipped, saying so, when xmllint is not
 * installed) and GitLab's Code Quality issue schema through Ajv.
 */
import {spawnSync} from 'node:child_process'
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import Ajv2020Module from 'ajv/dist/2020.js'
import {describe, expect, it} from 'vitest'
import {lintText} from '../src/kinds/every.js'
import {codequality} from '../src/reporters/codequality.js'
import {junit} from '../src/reporters/junit.js'
import {toSarifLog} from '../src/reporters/sarif.js'
import type {FileResult} from '../src/reporters/types.js'
import {runCli} from './helpers.js'

const failingText = '## Status\nstate: MAYBE\nsummary: Did it <now> & "then".\u0001\n'
const failing: FileResult = {filePath: 'returns/a & b.md', kind: 'markdown', source: failingText, diagnostics: lintText(failingText, {kind: 'markdown'}).diagnostics}
const cleanText = readFileSync('fixtures/examples/canonical-success.md', 'utf8')
const clean: FileResult = {filePath: 'clean.md', kind: 'markdown', source: cleanText, diagnostics: []}

const hasXmllint = spawnSync('xmllint', ['--version']).status === 0

describe('junit', () => {
  const xml = junit([failing, clean], {color: false, timestamp: '2026-01-02T03:04:05.678Z'})

  it.runIf(hasXmllint)('validates against the Apache Ant JUnit XSD', () => {
    const directory = mkdtempSync(join(tmpdir(), 'handback-junit-'))
    writeFileSync(join(directory, 'report.xml'), xml)
    const run = spawnSync('xmllint', ['--noout', '--schema', 'test/support/schemas/junit.xsd', join(directory, 'report.xml')], {encoding: 'utf8'})
    expect(run.stderr.trim()).toBe(`${join(directory, 'report.xml')} validates`)
    expect(run.status).toBe(0)
  })

  it.skipIf(hasXmllint)('xmllint is not installed: the XSD check is skipped', () => {
    expect(hasXmllint).toBe(false)
  })

  it('has one failing test case per error or warning, one passing case for a clean file', () => {
    const errors = failing.diagnostics.filter((diagnostic) => diagnostic.severity !== 'info')
    expect(xml.match(/<failure /g)).toHaveLength(errors.length)
    expect(xml).toContain(`<testsuite package="handback" id="0" name="returns/a &amp; b.md" timestamp="2026-01-02T03:04:05" hostname="localhost" tests="${errors.length}" failures="${errors.length}" errors="0" skipped="0" time="0">`)
    expect(xml).toContain('<testcase name="2:8 state-invalid" classname="returns/a &amp; b.md" time="0">')
    expect(xml).toContain('<testcase name="clean.md" classname="clean.md" time="0"/>')
    expect(xml).not.toContain('\u0001')
  })

  it('is what `lint --format junit` prints', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'handback-junit-cli-'))
    writeFileSync(join(directory, 'a.md'), failingText)
    const run = await runCli(['lint', '--no-config', '--format', 'junit', 'a.md'], {cwd: directory})
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites>\n {2}<testsuite package="handback" id="0" name="a.md" /)
  })
})

describe('codequality', () => {
  const issues = JSON.parse(codequality([failing, clean], {color: false})) as Array<Record<string, unknown>>
  const Ajv2020 = Ajv2020Module.default
  const validate = new Ajv2020({strict: false}).compile(JSON.parse(readFileSync('test/support/schemas/gitlab-codeclimate.schema.json', 'utf8')))

  it('every issue validates against GitLab’s schema, with what GitLab’s documentation adds', () => {
    expect(issues).toHaveLength(failing.diagnostics.length)
    for (const issue of issues) {
      expect(validate(issue), JSON.stringify(validate.errors)).toBe(true)
      expect(['info', 'minor', 'major', 'critical', 'blocker']).toContain(issue.severity)
      expect(typeof issue.check_name).toBe('string')
      expect(issue.location).toMatchObject({path: 'returns/a & b.md', lines: {begin: expect.any(Number)}})
    }
  })

  it('maps the state error exactly', () => {
    const state = issues.find((issue) => issue.check_name === 'state-invalid')
    expect(state).toEqual({
      type: 'issue',
      check_name: 'state-invalid',
      description: 'Unexpected state `MAYBE`, expected `SUCCESS`, `ERROR` or `PARTIAL`',
      categories: ['Style'],
      location: {path: 'returns/a & b.md', lines: {begin: 2, end: 2}},
      severity: 'major',
      fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/)
    })
  })

  it('fingerprints are unique and survive lines added above the problem', () => {
    const fingerprints = issues.map((issue) => issue.fingerprint)
    expect(new Set(fingerprints).size).toBe(fingerprints.length)
    const shiftedText = `<!-- a comment -->\n\n${failingText}`
    const shifted: FileResult = {...failing, source: shiftedText, diagnostics: lintText(shiftedText, {kind: 'markdown'}).diagnostics}
    const again = JSON.parse(codequality([shifted], {color: false})) as Array<Record<string, unknown>>
    const fingerprintOf = (list: Array<Record<string, unknown>>, rule: string) => list.find((issue) => issue.check_name === rule)?.fingerprint
    expect(fingerprintOf(again, 'state-invalid')).toBe(fingerprintOf(issues, 'state-invalid'))
    expect((again.find((issue) => issue.check_name === 'state-invalid')!.location as {lines: {begin: number}}).lines.begin).toBe(4)
  })
})

describe('sarif additions', () => {
  const log = toSarifLog([failing], {cwd: '/work'})
  const run = log.runs[0]!

  it('names the project on the driver and fingerprints each result like codequality', () => {
    expect(run.tool.driver.informationUri).toBe('https://github.com/handback/handback')
    const fingerprints = JSON.parse(codequality([failing], {color: false})).map((issue: {fingerprint: string}) => issue.fingerprint)
    expect(run.results!.map((result) => result.partialFingerprints)).toEqual(fingerprints.map((value: string) => ({'handback/v1': value})))
  })
})
