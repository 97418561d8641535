/** A fenced return read with one parse gives the same model, tree included, as the two parses it replaces. */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {readFencedOnce} from '../src/markdown/fenced-once.js'
import {readModel} from '../src/markdown/read-model.js'
import {splitLines} from '../src/markdown/tree.js'
import {fixtureReturns, mutatedReturn, runs, timeout} from './property-arbitraries.js'

// Two parses read the fence's content joined with LF; one parse keeps the text's own CRLF inside a value
// (a setext title over two lines), as an unfenced return always did: line endings are compared as one.
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replaceAll('\\r\\n', '\\n'))

const wrapped = fc
  .record({
    before: fc.constantFrom('', 'Here is my return:\n', 'Done.\n\n', '<div>\n', '- a list\n', '> quote\n', '[x]: http://a\n\n', '    code\n', '## Status\nstate: SUCCESS\n\n', '```text\nlog\n```\n', '<!--\n'),
    open: fc.constantFrom('```markdown', '```md', '~~~', '```', '````markdown title', '```text', '```Markdown', '  ```md', '```md\\x'),
    close: fc.constantFrom('```', '~~~', '````', '', '```  ', '   ```'),
    after: fc.constantFrom('', '\nThanks.', '\n  indented after', '\n- item', '\n<!-- handback-disable -->', '\n## Evidence\n- x'),
    eol: fc.constantFrom('\n', '\r\n'),
    body: fc.oneof(fc.constantFrom(...fixtureReturns), mutatedReturn)
  })
  .map(({before, open, close, after, eol, body}) => `${before}${open}\n${body.replace(/\n$/, '')}\n${close}${after}\n`.replace(/\r?\n/g, eol))

describe('a fenced return is parsed once', () => {
  it('reads the usual wrapping with one parse', () => {
    const text = 'Here is the return.\n\n```markdown\n## Status\nstate: SUCCESS\nsummary: Done.\n```\n'
    const once = readFencedOnce(text, splitLines(text), () => false)
    expect(once && [once.open, once.contentFirst, once.contentLast, once.close, once.code.value]).toEqual([3, 4, 6, 7, '## Status\nstate: SUCCESS\nsummary: Done.'])
    expect(readModel(text).container.type).toBe('fence')
  })

  it('leaves to two parses what one cannot read alike: an unclosed fence, a definition, sections outside', () => {
    const lines = (text: string) => readFencedOnce(text, splitLines(text), () => false)
    expect(lines('```md\n## Status\n')).toBeUndefined()
    expect(lines('[a]: http://x\n\n```md\n## Status\n```\n')).toBeUndefined()
    expect(readFencedOnce('## Status\n```md\n## Status\n```\n', splitLines('## Status\n```md\n## Status\n```\n'), () => true)).toBeUndefined()
  })

  it('gives the model two parses give, whatever surrounds the fence', () => {
    fc.assert(
      fc.property(wrapped, (text) => {
        expect(plain(readModel(text))).toEqual(plain(readModel(text, {fencedOnce: false})))
      }),
      {numRuns: runs(400)}
    )
  }, timeout(30_000))
})
