import {attestationSource, firstSection, readList} from '../../markdown/sections.js'
import type {KeyEntry} from '../../markdown/model.js'
import {canonicalNone, isNone, unwrapInline} from '../../markdown/values.js'
import {scanKeyLine} from '../../markdown/key-line.js'
import {attestationKeys, statusKeys} from '../../markdown/read-model.js'
import type {MarkdownContext} from '../../markdown/context.js'
import type {Finding} from '../../engine/rule.js'
import {markdownRule} from '../../markdown/context.js'

const listKeys = new Set(['files_created', 'files_modified', 'limitations'])

function problemsOf(entry: KeyEntry): string[] {
  const problems: string[] = []
  if (entry.items.length === 0) {
    if (entry.value === '') problems.push('no items; an empty list is `- (none)`')
    else if (isNone(entry.value)) problems.push(`inline \`${entry.value}\``)
    else problems.push('inline list')
  }

  for (const item of entry.items) {
    if (item.marker !== '-') problems.push(`\`${item.marker}\` bullet`)
    if (isNone(item.text) && item.text !== canonicalNone) problems.push(`\`${item.text}\` for \`(none)\``)
    else if (unwrapInline(item.text).wrap) problems.push(`markup around \`${unwrapInline(item.text).text}\``)
    if (item.line.text.length > 0 && item.line.text[0] !== item.marker[0]) problems.push('indented items')
    if (item.place.endLine > item.place.line) problems.push('item wrapped over lines')
  }

  return [...new Set(problems)]
}

/** The lines a list key spans, if nothing but its items and blank lines lie between. */
function safeRange(entry: KeyEntry, lines: readonly string[]): [number, number] | undefined {
  const first = entry.line.line
  const last = entry.items.length > 0 ? entry.items[entry.items.length - 1]!.place.endLine : first
  const covered = new Set<number>([first])
  for (const item of entry.items) for (let line = item.place.line; line <= item.place.endLine; line++) covered.add(line)
  for (let line = first; line <= last; line++) {
    if (!covered.has(line) && (lines[line - 1] ?? '').trim() !== '') return undefined
  }

  return [first, last]
}

/**
 * Whether what follows line `last` stays out of a list key that gains `- item` lines: the next
 * non-blank line is a heading, an attestation key without a bullet, or nothing. A bullet there
 * would join the list, and a line of text right after it would continue its last item.
 */
function listEndsAfter(lines: readonly string[], last: number): boolean {
  let index = last
  while (index < lines.length && lines[index]!.trim() === '') index++
  if (index >= lines.length) return true
  const text = lines[index]!
  if (/^ {0,3}#{1,6}(?:[ \t]|$)/.test(text)) return true
  const key = scanKeyLine(text)
  return key !== undefined && key.bullet === undefined && attestationKeys.has(key.key)
}

/**
 * Whether `- value` reads back as the item `value`: not empty (a lone `-` can underline the line
 * above), not led by markup that opens a heading, quote, list, code or HTML in the item, not
 * wrapped in markup, not a `(none)` word, not a key the section would read instead of an item.
 */
function writesAsItem(value: string): boolean {
  if (value === '' || value !== value.trim() || isNone(value) || unwrapInline(value).text !== value) return false
  if (/^(?:[#>+*`~<-]|\d{1,9}[.)])/.test(value)) return false
  const key = scanKeyLine(`- ${value}`)
  return !key || !(attestationKeys.has(key.key) || statusKeys.has(key.key))
}

function checkListKey(entry: KeyEntry, context: MarkdownContext): Finding<'shape'> | undefined {
  const problems = problemsOf(entry)
  if (problems.length === 0) return undefined
  const {values} = readList(entry)
  const block = [`${entry.key}:`, ...(values.length > 0 ? values.map((value) => `- ${value}`) : [`- ${canonicalNone}`])]
  const spanned = safeRange(entry, context.model.lines)
  // A key without items that gains some must not pull in the lines after it, and the
  // rewritten block must read back as the same list (an empty or `#`-led item would not).
  // A comma with no blank after it may be part of a name or a URL (`src/a,b.ts`, `?files=a,b`): such an inline list is not split by a fix.
  const ambiguous = entry.items.length === 0 && entry.key !== 'limitations' && (/,(?!\s)/.test(entry.value) || entry.value.includes('://'))
  const range =
    spanned && !ambiguous && (entry.items.length > 0 || listEndsAfter(context.model.lines, spanned[1])) && values.every(writesAsItem) ? spanned : undefined
  return {
    messageId: 'shape',
    data: {key: entry.key, problems: problems.join(', ')},
    place: entry.keyPlace,
    ...(range ? {fix: context.replaceLines(range[0], range[1], block.join(context.eol) + context.eol)} : {})
  }
}

export default markdownRule({
  id: 'list-style',
  severity: 'warning',
  fixable: true,
  description: 'A list is not written as `- item` bullets: inline comma lists, `none` for `(none)`, `*` bullets, backticked items.',
  rationale: 'The contract writes a list key followed by one repo-relative path per `- ` bullet, and `- (none)` for an empty list.',
  wrong: '## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created: `a.md`, `b.md`\nfiles_modified: none\n',
  right:
    '## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- a.md\n- b.md\nfiles_modified:\n- (none)\n',
  messages: {
    shape: 'Unexpected list shape for `{{key}}` ({{problems}}), expected one `- item` per line',
    bullet: 'Unexpected `{{marker}}` bullet, expected `-`',
    none: 'Unexpected `{{text}}`, expected `(none)`'
  },
  check(context) {
    const {model, replace, report} = context
    const attestation = attestationSource(model)
    for (const entry of attestation?.entries ?? []) {
      if (entry.type !== 'key' || !listKeys.has(entry.key)) continue
      const finding = checkListKey(entry, context)
      if (finding) report(finding)
    }

    for (const section of [firstSection(model, 'deliverables'), firstSection(model, 'evidence')]) {
      for (const entry of section?.entries ?? []) {
        if (entry.type !== 'item') continue
        if (entry.marker !== '-') {
          report({
            messageId: 'bullet',
            data: {marker: entry.marker},
            place: entry.place,
            // A lone `-` under a line of text would underline it as a heading: an empty item keeps its marker.
            ...(entry.text === '' ? {} : {fix: replace({...entry.place, endLine: entry.place.line, endColumn: entry.textPlace.column}, '- ')})
          })
        }

        if (isNone(entry.text) && entry.text !== canonicalNone) {
          report({
            messageId: 'none',
            data: {text: entry.text},
            place: entry.textPlace,
            expected: [canonicalNone],
            // The item may run over lines: all of it becomes `(none)`.
            fix: replace({...entry.textPlace, endLine: entry.place.endLine, endColumn: entry.place.endColumn}, canonicalNone)
          })
        }
      }
    }
  }
})
