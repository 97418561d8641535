/** What the public functions answer for null options, values of the wrong type and hostile values: exact results, with a diagnostic where one is due. */
import {describe, expect, it} from 'vitest'
import {applyFixes, checkFixedValues, contextOfMeta, fromReturnMeta, renderReturn, estimateTokens, evidenceFromText, fixText, formatField, formatInstructions, getField, lintJson, lintText, lostInMarkdown, parseReturn, promptFor, readJson, readReturnMeta, reporters, repoRelativeProblem} from '../src/index.js'
import {createArtifactCheck, removeReturnMeta} from '../src/node.js'
import remarkHandback, {reportDiagnostic} from '../src/remark.js'
import {hugeSparse} from './hostile-values.js'
import {inputKinds} from '../src/kinds/detect.js'
import {jsonKinds} from '../src/kinds/traits.generated.js'

const text = '## Status\nstate: SUCCESS\nsummary: Done.\n'
const loose = (value: unknown) => value as never

describe('null options read as no options', () => {
  it('parseReturn, lintText, fixText and readReturnMeta answer as without options', () => {
    for (const options of [null, 5, 'strict', [], () => {}]) {
      expect(parseReturn(text, loose(options)).diagnostics).toEqual(parseReturn(text).diagnostics)
      expect(lintText(text, loose(options))).toEqual(lintText(text))
      expect(fixText(text, loose(options))).toEqual(fixText(text))
      expect(readReturnMeta('{}', loose(options))).toEqual(readReturnMeta('{}'))
    }
  })

  it('refuses a kind that names no rule set with option-invalid', () => {
    expect(lintText(text, loose({kind: 'yaml'})).diagnostics.map((d) => `${d.ruleId}: ${d.message}`)).toEqual([
      `option-invalid: Unexpected kind \`yaml\`, expected one of ${inputKinds.join(', ')}`
    ])
    // Every JSON kind, in the kinds' order, the last after `or` (today `meta, subagent or progress`).
    const names = Object.keys(jsonKinds)
    expect(lintJson(loose(null), '{}').map((d) => `${d.ruleId}: ${d.message}`)).toEqual([`option-invalid: Unexpected kind null, expected ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`])
    expect(names.slice(0, 3)).toEqual(['meta', 'subagent', 'progress'])
    expect(fixText(text, loose({kind: 7}))).toMatchObject({kind: 'markdown', output: text, changed: false})
  })
})

describe('values of the wrong type', () => {
  it('a value with a cycle or a BigInt is written as text by the converters, never thrown on', () => {
    const report: Record<string, any> = {status: {state: 'SUCCESS', summary: 'x', size: 10n}, deliverables: [], evidence: [], attestation: {}}
    report['status'].self = report
    expect(renderReturn(loose(report))).toContain('size: 10\nself: [value with a cycle or without JSON form]\n')
    const meta: Record<string, any> = {status: 'planned', metadata: {status_extras: {}}}
    meta['metadata'].status_extras.loop = meta
    expect(fromReturnMeta(loose(meta)).status).toMatchObject({state: 'SUCCESS', loop: '[value with a cycle or without JSON form]'})
  })

  it('read as empty, missing or skipped', () => {
    expect(readJson(loose(5)).syntaxErrors).toHaveLength(1)
    expect(getField(null, loose(null))).toEqual({found: false})
    expect(estimateTokens(loose(null))).toBe(0)
    expect(repoRelativeProblem(loose(null))).toBe('empty')
    expect(evidenceFromText(loose(5))).toEqual({text: ''})
    expect(applyFixes('abc', loose([{range: [0, 1], text: 'x'}, null, {range: ['a', 2], text: 'y'}]))).toEqual({output: 'xbc', applied: 1, skipped: 2})
  })

  it('reporters print what they can read', () => {
    expect(reporters['stylish']!(loose(null), loose(null))).toBe('')
    const printed = JSON.parse(reporters['json']!(loose([null, {filePath: 'a.md', diagnostics: [null]}]), loose(undefined))) as Array<{filePath: string; messages: unknown[]}>
    expect(printed.map(({filePath, messages}) => ({filePath, messages}))).toEqual([{filePath: 'a.md', messages: []}])
    expect(promptFor(loose(null))).toBe('')
  })

  it('cycles are walked once and printed as nothing', () => {
    const cyclic: Record<string, unknown> = {status: 'researched'}
    cyclic['self'] = cyclic
    expect(checkFixedValues('meta', cyclic, cyclic)).toEqual({lost: [], moved: []})
    expect(formatField(cyclic)).toBe('')
  })

  it('the node and remark entries answer instead of throwing', async () => {
    expect(await removeReturnMeta(loose(null))).toBe(false)
    expect(createArtifactCheck(loose(5))('a.md')).toBe('unreadable')
    const message = reportDiagnostic(loose(undefined), loose(null))
    expect([message.ruleId, message.reason, message.fatal]).toEqual(['option-invalid', 'Unexpected diagnostic null, expected a handback diagnostic', true])
  })
})

describe('hostile values', () => {
  const revoked = () => {
    const {proxy, revoke} = Proxy.revocable({}, {})
    revoke()
    return proxy
  }

  const throwing = () =>
    new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
        ownKeys() {
          throw new Error('trap')
        }
      }
    )

  it('a document places pointers and offsets of another type at the start, instead of looping or throwing', () => {
    const document = readJson('{"a":1}')
    expect(document.valuePlace(loose(['a']))).toEqual(document.valuePlace(''))
    expect(document.keyPlace(loose(['a']))).toEqual(document.valuePlace(''))
    expect(document.place(loose(Symbol('s')), 1)).toEqual(document.place(0, 1))
    expect(document.place(loose('/status'), loose(Symbol('s')))).toEqual(document.place(0, 0))
    expect(document.place(loose(10n), 1)).toEqual(document.place(0, 1))
  })

  it('a sparse list of length 2^32 - 1 is refused at once, not walked', () => {
    expect(applyFixes('abc', loose(hugeSparse()))).toEqual({output: 'abc', applied: 0, skipped: 0})
    expect(checkFixedValues('meta', {artifacts: hugeSparse()}, {})).toEqual({lost: ['/ = [value of more than 5000 values]'], moved: []})
    expect(getField({a: 1}, loose(hugeSparse()))).toEqual({found: false})
    expect(formatField(hugeSparse())).toBe('')
    expect(renderReturn(loose({deliverables: hugeSparse()}))).toBe(renderReturn(loose(null)))
  })

  it('values without a string form are named, not converted', () => {
    expect(contextOfMeta({status: Object.create(null)})).toMatchObject({operation: 'research'})
    expect(lostInMarkdown(loose({status: Object.create(null)}))).toMatchObject([{pointer: '/status', kind: 'changed'}])
    expect(lostInMarkdown(loose({status: {toString: null}}))).toMatchObject([{pointer: '/status', kind: 'changed'}])
    expect(getField({}, [loose(Object.create(null))])).toEqual({found: false})
    expect(formatInstructions(loose({operation: 10n})).warnings).toEqual(['Unexpected operation 10n, expected research, plan, implement, sync, commit; ignored.'])
  })

  it('a revoked proxy is input-not-text; options that throw when read are no options', () => {
    expect(parseReturn(loose(revoked())).diagnostics.map((d) => `${d.ruleId}: ${d.message}`)).toEqual(['input-not-text: Unexpected object input, expected a string of markdown'])
    expect(lintText(loose(revoked())).diagnostics.map((d) => d.ruleId)).toEqual(['input-not-text'])
    expect(lintText(text, loose(throwing()))).toEqual(lintText(text))
    expect(lintText(text, loose(revoked()))).toEqual(lintText(text))
    expect(reporters['stylish']!(loose(throwing()), loose(revoked()))).toBe('')
    expect(lostInMarkdown(loose(revoked()))).toEqual([{pointer: '', kind: 'dropped', value: undefined}])
  })

  it('the remark transformer adds its messages elsewhere when file.message throws or returns nothing', () => {
    const transformer = remarkHandback.call(loose(undefined), loose(undefined)) as unknown as (tree: unknown, file: unknown) => undefined
    for (const message of [() => undefined, () => { throw new Error('no') }]) {
      expect(transformer({type: 'root', children: []}, {value: '## Status\n', message, toString: () => '## Status\n'})).toBeUndefined()
    }
  })
})

describe('an options object with one field that cannot be read', () => {
  const consoleReturn = JSON.stringify({status: 'completed', summary: 'Planned the work.', artifacts: [], metadata: {session_id: 'sess_1'}})

  it('loses that field only: the others still apply', () => {
    const withSession = (extra: object) => lintText(consoleReturn, {kind: 'subagent', sessionId: 'sess_other', ...extra}).diagnostics.map((diagnostic) => diagnostic.ruleId)
    expect(withSession({})).toContain('session-id-mismatch')
    expect(withSession({artifactTypes: hugeSparse()})).toContain('session-id-mismatch')
    expect(withSession({artifactTypes: Array.from({length: 6000}, () => 'x')})).toContain('session-id-mismatch')
    const throwing = Object.defineProperty({kind: 'subagent', sessionId: 'sess_other'}, 'language', {get: () => { throw new Error('no') }, enumerable: true})
    expect(lintText(consoleReturn, throwing as never).diagnostics.map((diagnostic) => diagnostic.ruleId)).toContain('session-id-mismatch')
  })

  it('reads options a class or a prototype holds', () => {
    class Strict {
      get preset() {
        return 'strict'
      }
    }

    const severities = (options: object) => parseReturn('## Status\nstate: success\nsummary: x\n', options as never).diagnostics.filter((d) => d.ruleId === 'value-style').map((d) => d.severity)
    expect(severities(new Strict())).toEqual(['error'])
    expect(severities(Object.create({preset: 'strict'}) as object)).toEqual(['error'])
  })
})
