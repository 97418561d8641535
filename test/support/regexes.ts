/**
 * The regular expressions written in src/, found with the TypeScript parser
 * (regex literals, and `RegExp(...)` / `new RegExp(...)` calls with literal
 * arguments), and the verdicts recheck (https://makenowjust-labs.github.io/recheck/)
 * gives them on catastrophic backtracking, cached by content hash in
 * fixtures/regex-verdicts.json.
 *
 * recheck runs in its pure JavaScript backend, so no native binary or JVM is
 * needed, with every wall-clock limit off: its search is then bounded by its
 * step limits alone and seeded, so a verdict depends on the expression only,
 * never on how busy the machine is.
 */
import {confusables, markRoles, signatures} from '../../src/vocabulary/index.js'
import {compileSignature, vocabularyExpressions as signalExpressions} from '../../src/signals/signals.js'
import {PhraseList} from '../../src/vocabulary/phrases.js'
import {vocabularyExpressions as disagreementExpressions} from '../../src/markdown/state-disagreement.js'
import {vocabularyExpressions as interpretExpressions} from '../../src/markdown/interpret.js'
import {vocabularyExpressions as statusWordExpressions} from '../../src/schema/status-words.js'
import {vocabularyExpressions as contextExpressions} from '../../src/signals/context.js'
import {vocabularyExpressions as sectionMissingExpressions} from '../../src/rules/markdown/section-missing.js'
import {createHash} from 'node:crypto'
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import ts from 'typescript'

export interface Found {
  /** `file:line`. */
  where: string
  source: string
  flags: string
}

/** What recheck said of one expression, as the cache keeps it. */
export interface Verdict {
  /** The expression, as `/source/flags`, for the reader of the cache. */
  regex: string
  status: 'safe' | 'vulnerable' | 'unknown'
  /** Why it is not safe: the complexity and attack string, or the error. */
  detail?: string
}

export const verdictsPath = 'fixtures/regex-verdicts.json'

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
function collectRegexes(path: string): {found: Found[]; dynamic: string[]} {
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

/** Every expression of src/, and the `RegExp` calls that cannot be checked. */
export function sourceRegexes(directory = 'src'): {found: Found[]; dynamic: string[]} {
  const collected = sourceFiles(directory).map(collectRegexes)
  // The modules that build an expression from the vocabulary's data: those expressions are checked from the data.
  const dynamic = collected.flatMap((result) => result.dynamic).filter((where) => !fromVocabulary.some((path) => where.startsWith(`${path}:`)))
  return {found: [...collected.flatMap((result) => result.found), ...vocabularyRegexes()], dynamic}
}

/** Modules whose expressions are built from the vocabulary's data (src/vocabulary/). */
const fromVocabulary = ['src/markdown/interpret.ts', 'src/markdown/state-disagreement.ts', 'src/schema/status-words.ts', 'src/vocabulary/phrases.ts', 'src/signals/context.ts', 'src/signals/signals.ts', 'src/rules/markdown/section-missing.ts'].map((path) => join(...path.split('/')))

/** The expressions the vocabulary's data makes: the tool-output signatures, a phrase list's shape, the classes of marks and lookalike letters. */
function vocabularyRegexes(): Found[] {
  return [
    // As the signals compile them: `u` only where a pattern needs it.
    ...signatures.map((signature) => ({where: `src/vocabulary/signatures.json ${signature.id}`, source: signature.pattern, flags: compileSignature(signature)!.flags})),
    {where: 'src/vocabulary/phrases.ts', source: new PhraseList(['konnte … nicht', "wasn't able to", '失败']).pattern.source, flags: 'u'},
    {where: 'src/vocabulary/marks.json', source: `[${Object.values(markRoles).flatMap((role) => role.marks).join('')}]`, flags: 'u'},
    {where: 'src/vocabulary/confusables.json', source: `[${Object.keys(confusables).join('')}]`, flags: 'u'},
    ...disagreementExpressions.map((regex) => ({where: 'src/markdown/state-disagreement.ts (from the vocabulary)', source: regex.source, flags: regex.flags})),
    ...interpretExpressions.map((regex) => ({where: 'src/markdown/interpret.ts (from the vocabulary)', source: regex.source, flags: regex.flags})),
    ...statusWordExpressions.map((regex) => ({where: 'src/schema/status-words.ts (from the vocabulary)', source: regex.source, flags: regex.flags})),
    ...contextExpressions.map((regex) => ({where: 'src/signals/context.ts (from the vocabulary)', source: regex.source, flags: regex.flags})),
    ...signalExpressions().map((regex) => ({where: 'src/signals/signals.ts (from the vocabulary)', source: regex.source, flags: regex.flags})),
    ...sectionMissingExpressions.map((regex) => ({where: 'src/rules/markdown/section-missing.ts (from the vocabulary)', source: regex.source, flags: regex.flags}))
  ]
}

/** The cache key of an expression: a hash of its flags and source. */
export function regexKey(regex: {source: string; flags: string}): string {
  return createHash('sha256').update(`${regex.flags}\n${regex.source}`).digest('hex').slice(0, 24)
}

/** One entry per distinct expression, by cache key, with the first place it is written. */
export function distinctRegexes(found: readonly Found[]): Map<string, Found> {
  const distinct = new Map<string, Found>()
  for (const regex of found) if (!distinct.has(regexKey(regex))) distinct.set(regexKey(regex), regex)
  return distinct
}

/** recheck's options: its step limits and seed only, no wall-clock limit (the recall validation stays off, as by default). */
const options = {timeout: null, attackTimeout: null, incubationTimeout: null, seedingTimeout: null, randomSeed: 0} as const

/** recheck's verdict on one expression. */
export async function recheck(regex: {source: string; flags: string}): Promise<Verdict> {
  process.env['RECHECK_BACKEND'] = 'pure'
  const {check} = await import('recheck')
  const result = await check(regex.source, regex.flags, options)
  const verdict: Verdict = {regex: `/${regex.source}/${regex.flags}`, status: result.status}
  if (result.status === 'vulnerable') verdict.detail = `${result.complexity.summary}, attack ${JSON.stringify(result.attack.pattern)}`
  else if (result.status === 'unknown') verdict.detail = result.error.kind
  return verdict
}

/** The cached verdicts, by key; empty when the file is absent. */
export function readVerdicts(): Record<string, Verdict> {
  try {
    return JSON.parse(readFileSync(verdictsPath, 'utf8')) as Record<string, Verdict>
  } catch {
    return {}
  }
}

/** The cache as written: keys sorted, so its diff shows only what changed. */
export function verdictsText(verdicts: Record<string, Verdict>): string {
  const sorted = Object.fromEntries(Object.keys(verdicts).sort().map((key) => [key, verdicts[key]]))
  return JSON.stringify(sorted, null, 2) + '\n'
}
