import {normalizeKey, scanBullet} from '../../markdown/key-line.js'
import type {KeyEntry} from '../../markdown/model.js'
import {markdownRule} from '../../markdown/context.js'

function problemsOf(entry: KeyEntry): string[] {
  const problems: string[] = []
  if (entry.bullet) problems.push('bullet')
  if (entry.wrap === '`') problems.push('backticks')
  else if (entry.wrap === '*') problems.push('italics')
  else if (entry.wrap) problems.push('bold')
  if (entry.line.text.slice(0, entry.valuePlace.column - 1).includes('\uff1a')) problems.push('fullwidth colon')
  if (entry.rawKey.includes('\\_')) problems.push('escaped underscores')
  if (normalizeKey(entry.rawKey) !== entry.key) problems.push(`\`${entry.rawKey}\` is another name`)
  else if (entry.rawKey.replaceAll('\\_', '_') !== entry.key) problems.push('case or spacing')
  return problems
}

/**
 * Whether the lines after line `line` (1-based) that would continue it as a paragraph end in a
 * `===` or `---` line: under a bullet that is a rule, but under plain text it makes a heading.
 */
function underlinedBelow(lines: readonly string[], line: number): boolean {
  for (let index = line; index < lines.length; index++) {
    const text = lines[index]!
    if (/^ {0,3}(?:=+|-+)[ \t]*$/.test(text)) return true
    if (text.trim() === '' || scanBullet(text) || /^ {0,3}(?:#|>|```|~~~)/.test(text)) return false
  }

  return false
}

export default markdownRule({
  id: 'key-style',
  severity: 'warning',
  fixable: true,
  description: 'A key is not written as a plain `key: value` line (bulleted, bold, backticked, other case or spacing).',
  rationale: 'The contract puts one `key: value` per line; handback reads the variants but logs them so a strict parent can refuse them.',
  wrong: '## Status\n- **State**: SUCCESS\n- summary: Done.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  messages: {style: 'Unexpected key `{{written}}` ({{problems}}), expected `{{expected}}`'},
  check({model, replace, report}) {
    for (const section of model.sections) {
      if (!section.kind) continue
      for (const entry of section.entries) {
        if (entry.type !== 'key') continue
        // A key over a list (`summary:` over bullets) has nothing after its colon on its own line.
        const canonical = entry.value === '' || entry.listed ? `${entry.key}:` : `${entry.key}: `
        const start = {...entry.keyPlace, column: 1}
        const written = entry.line.text.slice(0, entry.valuePlace.column - 1)
        if (written === canonical) continue
        const problems = problemsOf(entry)
        if (written.includes('\u00a0')) problems.push('no-break space')
        if (problems.length === 0) problems.push(entry.line.text.startsWith(' ') || entry.line.text.startsWith('\t') ? 'indentation' : 'spacing')
        report({
          messageId: 'style',
          data: {written: written.trim(), problems: problems.join(', '), expected: canonical.trim()},
          // The span quoted: the key as written from the start of its line, bullet and indentation included.
          place: start,
          expected: [canonical.trim()],
          // An empty value may be followed by blanks; they go with the prefix.
          ...(entry.bullet && underlinedBelow(model.lines, entry.line.line)
            ? {}
            : {fix: replace({...start, endColumn: entry.value === '' || entry.listed ? entry.line.text.length + 1 : entry.valuePlace.column}, canonical)})
        })
      }
    }
  }
})
