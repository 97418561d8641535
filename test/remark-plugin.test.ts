import {readFileSync} from 'node:fs'
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {parseReturn} from '../src/index.js'
import remarkHandback from '../src/remark.js'

const clean = readFileSync('fixtures/examples/canonical-success.md', 'utf8')
const messy = '## Status\nstate: WORKING\n- summary: Tried.\n\n## Status\nstate: SUCCESS\n\n## Notes\nfree text\n'

async function lint(value: string | Uint8Array, options?: Parameters<typeof remarkHandback>[0]) {
  const file = new VFile({path: 'return.md', value})
  await unified().use(remarkParse).use(remarkHandback, options).run(unified().use(remarkParse).parse(file), file)
  return file
}

describe('handback/remark', () => {
  it('adds no message for a clean return', async () => {
    expect((await lint(clean)).messages).toEqual([])
  })

  it('adds one message per diagnostic, with place, rule id, source, url and severity', async () => {
    const file = await lint(messy)
    const diagnostics = parseReturn(messy).diagnostics
    expect(file.messages).toHaveLength(diagnostics.length)
    for (const [index, message] of file.messages.entries()) {
      const diagnostic = diagnostics[index]!
      expect(message.reason).toBe(diagnostic.message)
      expect(message.ruleId).toBe(diagnostic.ruleId)
      expect(message.source).toBe('handback')
      expect(message.url).toBe(diagnostic.url)
      expect(message.file).toBe('return.md')
      expect(message.place).toEqual({
        start: {line: diagnostic.line, column: diagnostic.column},
        end: {line: diagnostic.endLine, column: diagnostic.endColumn}
      })
      expect(message.fatal).toBe({error: true, warning: false, info: undefined}[diagnostic.severity])
    }

    expect(file.messages.map((message) => `${message.ruleId}:${String(message.fatal)}`)).toEqual(
      expect.arrayContaining(['state-invalid:true', 'key-style:false', 'unknown-section:undefined', 'section-duplicate:true'])
    )
  })

  it('carries expected values and the cause of a duplicate', async () => {
    const file = await lint(messy)
    const invalid = file.messages.find((message) => message.ruleId === 'state-invalid')!
    expect(invalid.expected).toEqual(parseReturn(messy).diagnostics.find((diagnostic) => diagnostic.ruleId === 'state-invalid')!.expected)
    expect(invalid.expected?.length).toBeGreaterThan(0)
    const duplicate = file.messages.find((message) => message.ruleId === 'section-duplicate')!
    expect(duplicate.cause).toBeInstanceOf(Error)
    expect((duplicate.cause as {place?: unknown}).place).toEqual({start: {line: 1, column: 1}, end: {line: 1, column: 10}})
  })

  it('takes the same options as parseReturn', async () => {
    const strict = await lint(messy, {preset: 'strict'})
    expect(strict.messages.find((message) => message.ruleId === 'key-style')?.fatal).toBe(true)
    const off = await lint(messy, {rules: {'key-style': 'off', 'state-invalid': 'warn'}})
    expect(off.messages.some((message) => message.ruleId === 'key-style')).toBe(false)
    expect(off.messages.find((message) => message.ruleId === 'state-invalid')?.fatal).toBe(false)
  })

  it('reads files whose value is bytes', async () => {
    const file = await lint(new TextEncoder().encode(messy))
    expect(file.messages.map((message) => message.ruleId)).toEqual(parseReturn(messy).diagnostics.map((diagnostic) => diagnostic.ruleId))
  })

  it('works through process(), as remark-cli runs it', async () => {
    const file = await unified()
      .use(remarkParse)
      .use(remarkHandback)
      .use(function () {
        this.compiler = () => ''
      })
      .process(new VFile({path: 'x.md', value: 'nothing to see\n'}))
    expect(file.messages.map((message) => message.ruleId)).toContain('section-missing')
    expect(String(file.messages[0])).toMatch(/^x\.md:1:1/)
  })
})
