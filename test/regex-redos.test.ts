/**
 * Every regular expression in src/ is checked for catastrophic backtracking
 * with recheck (https://makenowjust-labs.github.io/recheck/), in its pure
 * JavaScript backend so no native binary or JVM is needed. The expressions are
 * collected from the source with the TypeScript parser: regex literals, and
 * `RegExp(...)` / `new RegExp(...)` calls with literal arguments. A `RegExp`
 * built from a non-literal cannot be checked and fails the test, but in the
 * modules that build one from the vocabulary's data: those expressions (the
 * tool-output signatures, a phrase list's shape, the classes of marks and
 * lookalike letters) are checked here from the data instead.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import ts from 'typescript'
import {beforeAll, describe, expect, it} from 'vitest'

interface Found {
  /** `file:line`. */
  where: string
  source: string
  flags: string
}

function sourceFiles(directory: string, into: string[] = []): string[] {
  for (const entry of readdirSync(directory, {withFileTypes: true})) {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) sourceFiles(path, into)
    else if (entry.name.endsWith('.ts')) into.push(path)
  }

  return into.sort()
}

function literalText(node: ts.Node | undefined): string | undefined {
  if (node === undefined) return ''
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined
}

/** Regular expressions written in `path`, and `RegExp` calls whose pattern is not a literal. */
export function collectRegexes(path: string): {found: Found[]; dynamic: string[]} {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: Found[] = []
  const dynamic: string[] = []
  const where = (node: ts.Node): string => `${path}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(file)
      const close = text.lastIndexOf('/')
      found.push({where: where(node), source: text.slice(1, close), flags: text.slice(close + 1)})
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      const source = literalText(node.arguments?.[0])
      const flags = literalText(node.arguments?.[1])
      if (source === undefined || flags === undefined || !node.arguments?.length) dynamic.push(where(node))
      else found.push({where: where(node), source, flags})
    }

    ts.forEachChild(node, visit)
  }

  visit(file)
  return {found, dynamic}
}

const files = sourceFiles('src')
const collected = files.map(collectRegexes)

/** Modules whose expressions are built from the vocabulary's data, checked below from that data. */
const fromVocabulary = ['src/markdown/interpret.ts', 'src/markdown/state-disagreement.ts', 'src/vocabulary/phrases.ts', 'src/signals/context.ts', 'src/signals/signals.ts'].map((path) => join(...path.split('/')))

const {signatures, markRoles, confusables} = await import('../src/vocabulary/index.js')
const {PhraseList} = await import('../src/vocabulary/phrases.js')
const vocabularyRegexes: Found[] = [
  ...signatures.map((signature) => ({where: `src/vocabulary/signatures.json ${signature.id}`, source: signature.pattern, flags: [...new Set(`${signature.flags}u`)].join('')})),
  // A phrase list's shape: escaped words, blanks, a gap of a few words, word edges.
  {where: 'src/vocabulary/phrases.ts', source: new PhraseList(['konnte … nicht', "wasn't able to", '失败']).pattern.source, flags: 'u'},
  {where: 'src/vocabulary/marks.json', source: `[${Object.values(markRoles).flatMap((role) => role.marks).join('')}]`, flags: 'u'},
  {where: 'src/vocabulary/confusables.json', source: `[${Object.keys(confusables).join('')}]`, flags: 'u'}
]
const regexes = [...collected.flatMap((result) => result.found), ...vocabularyRegexes]

describe('regular expressions in src/', () => {
  // recheck reads its backend from the environment on every call.
  beforeAll(() => {
    process.env.RECHECK_BACKEND = 'pure'
  })

  it('are found', () => {
    // A sanity floor: the collector sees the expressions the code is known to hold.
    expect(regexes.length).toBeGreaterThan(20)
    expect(regexes.some((regex) => regex.where.startsWith(join('src', 'engine', 'directives.ts')))).toBe(true)
  })

  it('are all literals, so they can be checked, but those built from the vocabulary', () => {
    expect(collected.flatMap((result) => result.dynamic).filter((where) => !fromVocabulary.some((path) => where.startsWith(`${path}:`)))).toEqual([])
  })

  it('have no catastrophic backtracking (recheck)', {timeout: 240_000}, async () => {
    const {check} = await import('recheck')
    const problems: string[] = []
    // One check per distinct expression: many files share the same small ones.
    const distinct = new Map<string, Found>()
    for (const regex of regexes) distinct.set(`/${regex.source}/${regex.flags}`, regex)
    for (const [key, regex] of distinct) {
      let result = await check(regex.source, regex.flags, {timeout: 20_000})
      // The pure backend is slow on a busy machine: a timeout is tried once more, with longer, before it counts.
      if (result.status === 'unknown' && result.error.kind === 'timeout') result = await check(regex.source, regex.flags, {timeout: 90_000})
      if (result.status === 'vulnerable') {
        problems.push(`${regex.where} ${key}: ${result.complexity.summary}, attack ${JSON.stringify(result.attack.pattern)}`)
      } else if (result.status === 'unknown') {
        problems.push(`${regex.where} ${key}: not decided (${result.error.kind})`)
      }
    }

    expect(problems).toEqual([])
  })

  it('the checker does catch a vulnerable expression', async () => {
    const {check} = await import('recheck')
    expect((await check('^(a+)+$', '')).status).toBe('vulnerable')
    expect((await check('^(?:a|a)*b$', '')).status).toBe('vulnerable')
    expect((await check('^a+b$', '')).status).toBe('safe')
  })
})

describe('expressions rewritten after recheck reported them', () => {
  it('renderReturn puts a value on one line in linear time, however long its runs of blanks', async () => {
    const {renderReturn} = await import('../src/index.js')
    const report = (summary: string) => ({
      status: {state: 'SUCCESS' as const, summary},
      deliverables: [],
      evidence: [],
      attestation: {runtime_model_reported: 'm', runtime_mode_reported: 'code', files_created: [], files_modified: []}
    })
    const summaryLine = (summary: string) => renderReturn(report(summary)).split('\n').find((text) => text.startsWith('summary:'))
    // 200k blanks before a line break took minutes with `/\s*(?:\r\n|\r|\n)\s*/g`.
    expect(summaryLine('a' + '\t'.repeat(200_000) + 'b\nc')).toBe(`summary: a${'\t'.repeat(200_000)}b c`)
    expect(summaryLine('  one \r\n\n  two\rthree  \n ')).toBe('summary: one two three')
    expect(summaryLine('keep  inner\u00a0 blanks\u2028here')).toBe('summary: keep  inner\u00a0 blanks\u2028here')
  })
})
