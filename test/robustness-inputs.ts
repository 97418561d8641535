/**
 * Pathological markdown, shared by the robustness tests (which check that
 * `parseReturn` answers) and `npm run bench` (which times the answers).
 */

export interface AdversarialInput {
  name: string
  make(): string
  /** `parsed`: read like any return; a rule id: refused with that one diagnostic. */
  outcome: 'parsed' | 'input-too-complex' | 'input-too-large'
}

const mebibyte = 1024 * 1024

/** A valid return whose Status summary is `value`: a place to put a long or odd value. */
function withSummary(value: string): string {
  return `## Status\nstate: SUCCESS\nsummary: ${value}\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n`
}

function definitions(count: number): string {
  return Array.from({length: count}, (_, index) => `[r${index}]: http://x/${index}\n`).join('')
}

/** `unit` repeated to just under `bytes` UTF-8 bytes (ASCII units). */
function fill(unit: string, bytes: number): string {
  return unit.repeat(Math.floor(bytes / unit.length))
}

/** Backtick runs of 1 to `count` backticks, each opening a code span no later run closes. */
function backtickRuns(count: number): string {
  return Array.from({length: count}, (_, index) => '`'.repeat(index + 1)).join(' ') + ' '
}

function withDiff(hunks: number): string {
  return withSummary('done').replace('- (none)\n', '- (none)\n\n```diff\n' + Array.from({length: hunks}, (_, index) => `@@ -${index} @@\n def f():\n-    legacy(x)\n \n def g():`).join('\n') + '\n```\n')
}

function listingFiles(count: number): string {
  return withSummary('done').replace(/(files_(?:created|modified):\n)- \(none\)\n/g, (_, key: string) => key + '- src/module.ts\n'.repeat(count))
}

function unattested(count: number): string {
  return withSummary('done').replace('## Deliverables\n- (none)\n', '## Deliverables\n' + Array.from({length: count}, (_, index) => `- src/f${index}.ts — x\n`).join(''))
}

function fencedListing(count: number): string {
  return '```markdown\n' + withSummary('done').replace(/(files_created:\n)- \(none\)\n/, (_, key: string) => key + '- src/module.ts\n'.repeat(count)) + '```\n'
}

export const adversarialInputs: readonly AdversarialInput[] = [
  {name: '10k nested `>` on one line', make: () => '>'.repeat(10_000) + ' x\n', outcome: 'input-too-complex'},
  {name: '10k nested `- ` on one line', make: () => '- '.repeat(10_000) + 'x\n', outcome: 'input-too-complex'},
  {name: 'list indented 2 more per line, 1k lines', make: () => Array.from({length: 1000}, (_, index) => '  '.repeat(index) + '- a').join('\n'), outcome: 'input-too-complex'},
  {name: '200k `[`', make: () => '['.repeat(200_000), outcome: 'input-too-complex'},
  {name: '200k backticks (a fence opener)', make: () => '`'.repeat(200_000), outcome: 'parsed'},
  {name: 'backtick runs of growing length', make: () => Array.from({length: 600}, (_, index) => '`'.repeat(index + 1) + 'a').join(''), outcome: 'input-too-complex'},
  {name: '100k `*a` (emphasis openers)', make: () => '*a'.repeat(100_000), outcome: 'input-too-complex'},
  {name: '25k list items', make: () => '## Evidence\n' + '- x\n'.repeat(25_000), outcome: 'parsed'},
  {name: '20k `> a` block quotes', make: () => '> a\n\n'.repeat(20_000), outcome: 'input-too-complex'},
  {name: '10k nested list pairs', make: () => '- a\n  - b\n'.repeat(10_000), outcome: 'input-too-complex'},
  {name: '20k setext headings', make: () => 'a\n-\n'.repeat(20_000), outcome: 'input-too-complex'},
  {name: '100k short lines', make: () => 'a\n'.repeat(100_000), outcome: 'parsed'},
  {name: '20k lazy lines in a block quote', make: () => '> a\n' + 'b\n'.repeat(20_000), outcome: 'input-too-complex'},
  {name: '10k lists each closed by a heading', make: () => '- a\n# h\n'.repeat(10_000), outcome: 'input-too-complex'},
  {name: '4.4k unclosed `<!--` in one paragraph', make: () => withSummary('x ' + Array.from({length: 4400}, () => '<!--' + 'a'.repeat(220)).join(' ')), outcome: 'input-too-complex'},
  {name: 'a return with a 6k-hunk diff in a fence', make: () => withDiff(6000), outcome: 'parsed'},
  {name: 'a return with a 2k-hunk diff in a fence', make: () => withDiff(2000), outcome: 'parsed'},
  {name: 'an ATX heading of 100k words', make: () => '## ' + 'a '.repeat(100_000), outcome: 'parsed'},
  {name: 'a thematic break of 100k `* `', make: () => '* '.repeat(100_000), outcome: 'parsed'},
  {name: 'an ATX heading of 100k words after a return', make: () => withSummary('done') + '\n# ' + 'a '.repeat(100_000), outcome: 'parsed'},
  {name: 'a 1 MB `state` value of words', make: () => withSummary('done').replace('state: SUCCESS', 'state: ' + 'a '.repeat(500_000)), outcome: 'parsed'},
  {name: 'a return repeated to 900 kB', make: () => withSummary('done').repeat(Math.floor(900_000 / withSummary('done').length)), outcome: 'input-too-complex'},
  {name: 'a return listing 4k files twice', make: () => listingFiles(4000), outcome: 'parsed'},
  {name: 'a return listing 1.5k files twice', make: () => listingFiles(1500), outcome: 'parsed'},
  {name: '2.5k markdown fences without a return', make: () => '```md\nx\n```\n\n'.repeat(2500), outcome: 'parsed'},
  {name: 'NUL bytes, 1 MiB', make: () => withSummary(fill('\0', mebibyte - 400)), outcome: 'parsed'},
  {name: 'NUL bytes, 200 kB', make: () => withSummary(fill('\0', 200_000)), outcome: 'parsed'},
  {name: 'NUL bytes between keys', make: () => withSummary('done').replaceAll('\n', '\0\n').replaceAll(': ', ':\0 '), outcome: 'parsed'},
  {name: 'lone surrogates', make: () => withSummary(fill('\uD800a\uDC00\uDFFFb', 300_000)).replace('state: SUCCESS', 'state: \uD800SUCCESS'), outcome: 'parsed'},
  {name: '10 lines of 100k characters', make: () => withSummary(('x'.repeat(100_000) + '\n').repeat(10)), outcome: 'parsed'},
  {name: '1 MB single key line', make: () => withSummary(fill('x', 1_000_000)), outcome: 'parsed'},
  {name: '1 MiB of one character', make: () => 'x'.repeat(mebibyte), outcome: 'parsed'},
  {name: 'one byte over maxBytes', make: () => 'x'.repeat(mebibyte + 1), outcome: 'input-too-large'},
  // Linear in remark, so read: slow characters are bounded in total, not squared per paragraph.
  {name: 'a 4.7 KB paragraph of backslashes', make: () => withSummary('\\'.repeat(4700)), outcome: 'parsed'},
  {name: '2,237 `&&` in one paragraph', make: () => withSummary('a && b '.repeat(2237)), outcome: 'parsed'},
  // Closers that match no opener: each walks back over every `*` and `_` before it.
  {name: '14 KB of `*a_ ` in one paragraph', make: () => withSummary('*a_ '.repeat(3552)), outcome: 'input-too-complex'},
  {name: '14 KB of `_a* ` over lines of one paragraph', make: () => withSummary('_a*\n'.repeat(3552)), outcome: 'input-too-complex'},
  {name: '1k `*a_ ` in one paragraph', make: () => withSummary('*a_ '.repeat(1000)), outcome: 'parsed'},
  {name: '128k backslashes', make: () => withSummary('\\'.repeat(128_000)), outcome: 'parsed'},
  {name: '20k backslashes', make: () => withSummary('\\'.repeat(20_000)), outcome: 'parsed'},
  // Inside an open code span each space is a token, read again by every unclosed opener.
  {name: '20 unclosed backtick runs before 230k words', make: () => withSummary(backtickRuns(20) + 'a '.repeat(230_000)), outcome: 'input-too-complex'},
  {name: 'an unclosed backtick before 520k words', make: () => withSummary('`' + 'a '.repeat(520_000)), outcome: 'input-too-complex'},
  {name: 'an unclosed backtick before 100k words', make: () => withSummary('`' + 'a '.repeat(100_000)), outcome: 'parsed'},
  {name: '10 lines of 5 KB of punctuation', make: () => withSummary(('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'.repeat(150) + '\n\n').repeat(10)), outcome: 'parsed'},
  {name: '100 lines of 10 KB of `-=`', make: () => withSummary(('-='.repeat(5000) + '\n').repeat(100)), outcome: 'parsed'},
  {name: '20k headings', make: () => withSummary('done') + '## h\n'.repeat(20_000), outcome: 'parsed'},
  {name: '6k headings', make: () => withSummary('done') + '## h\n'.repeat(6000), outcome: 'parsed'},
  {name: '5k pipe tables', make: () => withSummary('done') + '| a | b |\n|---|---|\n| 1 | 2 |\n\n'.repeat(5000), outcome: 'parsed'},
  {name: '1.5k pipe tables', make: () => withSummary('done') + '| a | b |\n|---|---|\n| 1 | 2 |\n\n'.repeat(1500), outcome: 'parsed'},
  {name: '6k links in paragraphs', make: () => withSummary('done') + '[a](b) [c](d) [e](f)\n\n'.repeat(2000), outcome: 'parsed'},
  {name: '1k links in paragraphs', make: () => withSummary('done') + '[a](b) [c](d)\n\n'.repeat(500), outcome: 'parsed'},
  // remark spends some 200 µs on a reference definition, more as they accumulate: thousands are refused.
  {name: '2k reference definitions, 200 used', make: () => withSummary(Array.from({length: 200}, (_, index) => `[r${index * 10}]`).join(' ')) + '\n' + definitions(2000), outcome: 'parsed'},
  {name: '10k reference definitions', make: () => withSummary('done') + '\n' + definitions(10_000), outcome: 'parsed'},
  {name: '30k duplicate `state` keys', make: () => '## Status\n' + 'state: SUCCESS\n'.repeat(30_000), outcome: 'parsed'},
  {name: '10k duplicate `state` keys', make: () => '## Status\n' + 'state: SUCCESS\n'.repeat(10_000), outcome: 'parsed'},
  {name: '10k duplicate Status sections', make: () => '## Status\nstate: SUCCESS\n\n'.repeat(10_000), outcome: 'parsed'},
  {name: '3k duplicate Status sections', make: () => '## Status\nstate: SUCCESS\n\n'.repeat(3000), outcome: 'parsed'},
  {name: '15k unattested deliverables', make: () => unattested(15_000), outcome: 'parsed'},
  {name: '3k unattested deliverables', make: () => unattested(3000), outcome: 'parsed'},
  {name: 'a return in a markdown fence listing 9k files', make: () => fencedListing(9000), outcome: 'parsed'},
  {name: 'a return in a markdown fence listing 3k files', make: () => fencedListing(3000), outcome: 'parsed'}
]

export interface AdversarialJson {
  name: string
  make(): string
  /** The kind the bench reads it as, in process and through the CLI; `meta` unless said. */
  kind?: 'meta' | 'subagent' | 'progress'
}

/** Pathological JSON for the three JSON kinds: each must be linted and fixed without an internal error. */
export const adversarialJson: readonly AdversarialJson[] = [
  {name: 'JSON: 500k nested `[`', make: () => '['.repeat(500_000) + ']'.repeat(500_000)},
  {name: 'JSON: 100k nested objects', make: () => '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)},
  {name: 'JSON: 30k keys', make: () => '{' + Array.from({length: 30_000}, (_, index) => `"k${index}":${index}`).join(',') + '}'},
  {name: 'JSON: 30k duplicate keys', make: () => '{' + Array.from({length: 30_000}, () => '"status":"x"').join(',') + '}'},
  {
    name: 'JSON: 8k artifacts',
    make: () =>
      '{"status":"implemented","summary":"s","artifacts":[' +
      Array.from({length: 8000}, (_, index) => `{"type":"implementation","path":"src/a${index}.ts","summary":"x"}`).join(',') +
      ']}'
  },
  {name: 'JSON: 1 MB string of backslash escapes', make: () => '{"status":"implemented","summary":"' + '\\\\'.repeat(500_000) + '"}'},
  {name: 'JSON: NUL bytes and lone surrogates', make: () => '{"status":"implemented\\u0000","summary":"\uD800\0","__proto__":{"polluted":1}}'},
  {name: 'JSON: 1 MiB of arrays nested 510 deep', make: () => '{"status":"researched","x":[' + Array.from({length: 1000}, () => '['.repeat(510) + ']'.repeat(510)).join(',') + ']}'},
  {name: 'JSON: 60 deep, pretty-printed in columns, 1 MiB', make: () => deepColumns(60, mebibyte)},
  {name: 'JSON: 60 deep under 1k-character keys, 30k duplicate keys', make: () => deepKeys(60, 1000, 30_000)},
  // Each empty object misses every field: a diagnostic per field, and a review reads it twice.
  {name: 'JSON: 300k empty artifacts', make: () => '{"status":"researched","summary":"x","artifacts":[' + Array(300_000).fill('{}').join(',') + ']}'},
  {name: 'JSON: 4.9k empty artifacts', make: () => '{"status":"researched","summary":"x","artifacts":[' + Array(4900).fill('{}').join(',') + ']}'},
  {name: 'JSON: 300k empty objectives', make: () => '{"phase":1,"objectives":[' + Array(300_000).fill('{}').join(',') + ']}', kind: 'progress'},
  {name: 'JSON: 4.9k empty objectives', make: () => '{"phase":1,"objectives":[' + Array(4900).fill('{}').join(',') + ']}', kind: 'progress'},
  // The CLI counts a console return's summary with the real tokenizer, whose merging is quadratic in a run without blanks.
  {name: 'JSON: a console return with a 900 KB one-word summary', make: () => JSON.stringify({status: 'completed', summary: 'x'.repeat(900_000), artifacts: []}), kind: 'subagent'},
  {name: 'JSON: 100k bare-string artifacts', make: () => '{"status":"researched","artifacts":[' + Array.from({length: 100_000}, (_, index) => `"a${index}"`).join(',') + ']}'}
]

/** Objects nested `depth` deep, indented two spaces a level, filled with members at the bottom to about `bytes`. */
function deepColumns(depth: number, bytes: number): string {
  let open = '{"status": "researched",\n'
  let close = ''
  for (let level = 1; level < depth; level++) {
    open += '  '.repeat(level) + `"l${level}": {\n`
    close = '\n' + '  '.repeat(level) + '}' + close
  }

  const member = '  '.repeat(depth) + '"k": [1, 2, 3],\n'
  return open + member.repeat(Math.floor((bytes - open.length - close.length) / member.length)) + '  '.repeat(depth) + '"z": 0' + close + '\n}'
}

/** Objects nested `depth` deep under keys of `keyLength` characters, the deepest holding `duplicates` copies of one key. */
function deepKeys(depth: number, keyLength: number, duplicates: number): string {
  const key = 'k'.repeat(keyLength)
  return '{"status": "researched", ' + `"${key}": {`.repeat(depth - 1) + '"a": 1, '.repeat(duplicates) + '"a": 1' + '}'.repeat(depth - 1) + '}'
}

export interface AdversarialChecklist {
  name: string
  make(): string
  kind: 'todos' | 'handoff'
  /** `parsed`: read and checked; a rule id: refused with that one diagnostic. */
  outcome: 'parsed' | 'input-too-complex'
}

/** Pathological `todos` checklists and handoff messages: each line of a checklist can be a diagnostic. */
export const adversarialChecklists: readonly AdversarialChecklist[] = [
  {name: 'a todos checklist of 524k lines', make: () => 'a\n'.repeat(524_000), kind: 'todos', outcome: 'input-too-complex'},
  {name: 'a todos checklist of 5k invalid lines', make: () => 'a\n'.repeat(4999) + 'a', kind: 'todos', outcome: 'parsed'},
  {name: 'a handoff message with a heading of 200k words', make: () => '# ' + 'a '.repeat(200_000) + '\n\n- [ ] Write the guide.\n', kind: 'handoff', outcome: 'parsed'},
  {name: 'a handoff message with a heading of 100k words', make: () => '# ' + 'a '.repeat(100_000) + '\n\n- [ ] Write the guide.\n', kind: 'handoff', outcome: 'parsed'},
  {name: 'a handoff message of 5k checklist items', make: () => '- [ ] Write the guide.\n'.repeat(5000), kind: 'handoff', outcome: 'parsed'},
  {name: 'a handoff message of 1.5k checklist items', make: () => '- [ ] Write the guide.\n'.repeat(1500), kind: 'handoff', outcome: 'parsed'}
]
