/**
 * The kinds of input handback reads, in documentation order (each detector's
 * `order`), each with its detector: which kind a text is, from its name and
 * then its content, before any kind loads. Each kind's claims are its own
 * (src/kinds/<kind>/detect.ts); they are tried across kinds by rank. The
 * kinds are the folders under src/kinds/, listed by `npm run kinds` in
 * src/kinds/detectors.generated.ts; no line here names one.
 */
import {readJson} from '../json/document.js'
import type {Sighting} from './detect-kind.js'
import {detectors} from './detectors.generated.js'

/** A kind of input: a folder under src/kinds/. */
export type InputKind = keyof typeof detectors

/** Every input kind, in documentation order. */
export const inputKinds = Object.keys(detectors) as [InputKind, ...InputKind[]]

/** The kinds a child hands back; a handoff packet and a todos checklist are the parent's. */
export const returnKinds: readonly InputKind[] = inputKinds.filter((kind) => detectors[kind].returned)

/** What a kind is called in a sentence (`reads as a todos checklist, not a return`). */
export function kindNoun(kind: InputKind): string {
  return detectors[kind].noun
}

/** The language a kind's texts are written in; undefined for a kind that comes in either. */
export function kindLanguage(kind: InputKind): 'markdown' | 'json' | undefined {
  return detectors[kind].language
}

/** The kind read when nothing says otherwise (a text that is not text, a kind not given): the first kind, the markdown return. */
export const [defaultKind] = inputKinds

const byRank = <T extends {rank: number}>(entries: Array<[InputKind, T]>): Array<[InputKind, T]> => entries.sort(([, a], [, b]) => a.rank - b.rank)
const claims = byRank(inputKinds.flatMap((kind) => detectors[kind].claims.map((claim): [InputKind, typeof claim] => [kind, claim])))
const names = byRank(inputKinds.flatMap((kind) => {
  const named = detectors[kind].named
  return named ? [[kind, named] as [InputKind, typeof named]] : []
}))

function baseName(fileName: string): string {
  const name = fileName.toLowerCase().replaceAll('\\', '/')
  return name.slice(name.lastIndexOf('/') + 1)
}

/**
 * Guesses the kind of a file: markdown by extension, JSON kinds by name
 * (`.return-meta.json`, `phase-3-progress.json`, `…-result.json`), then by fields.
 */
export function detectKind(fileName: string | undefined, text: string): InputKind {
  return detect(fileName, text, false)
}

/**
 * `detectKind` where a return is expected (`lint FILE`, `lint -`, `review`,
 * `decide`, the hook, a directory walk): the text is written by the party
 * being checked, so neither its name (`…-handoff.md`, `…-todos.md`) nor a
 * leading JSON block holding a packet's fields turns it into a packet or a
 * checklist, whose rules would not look for a return's sections. Only the
 * caller's `kind` reads a text as one of those.
 */
export function detectReturnKind(fileName: string | undefined, text: string): InputKind {
  return detect(fileName, text, true)
}

function detect(fileName: string | undefined, text: string, returnsOnly: boolean): InputKind {
  if (typeof text !== 'string') return defaultKind
  const base = typeof fileName === 'string' ? baseName(fileName) : ''
  const trimmed = text.trimStart().replace(/^\ufeff/, '')
  const seen: Sighting = {base, text, json: base.endsWith('.json') || trimmed.startsWith('{') || trimmed.startsWith('[')}
  const found = claims.find(([kind, claim]) => (!returnsOnly || detectors[kind].returned) && claim.test(seen))
  return found ? found[0] : defaultKind
}

/** Files that are never returns, whatever their content: manifests, lockfiles, tool configuration. */
const neverReturnNames: ReadonlySet<string> = new Set([
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'composer.json',
  'composer.lock',
  'deno.json',
  'deno.lock',
  'bun.lock',
  'handback.config.json',
  'tsconfig.json',
  'jsconfig.json',
  '.markdownlint.json',
  '.markdownlint-cli2.jsonc',
  '.remarkrc.json',
  '.eslintrc.json',
  '.prettierrc.json',
  'renovate.json',
  'vercel.json',
  'changelog.md',
  'license.md',
  'code_of_conduct.md',
  'contributing.md'
])

/** Whether a file name is one that is never a return (`package.json`, lockfiles, `handback.config.json`, `tsconfig.*.json`). */
export function isNeverReturnName(fileName: string): boolean {
  if (typeof fileName !== 'string') return false
  const base = baseName(fileName)
  return neverReturnNames.has(base) || /^tsconfig\..*\.json$/.test(base) || /\.lock\.json$/.test(base)
}

/** The kind a file name alone promises (`*return-meta*.json`, `*-progress.json`, `*-result.json`), or undefined when only the content can tell. */
export function returnKindByName(fileName: string): InputKind | undefined {
  if (typeof fileName !== 'string' || isNeverReturnName(fileName)) return undefined
  const base = baseName(fileName)
  if (!base.endsWith('.json')) return undefined
  return names.find(([kind, named]) => detectors[kind].returned && named.test(base))?.[0]
}

/** Whether a parsed JSON value is one of a return kind's, by its fields. */
function isJsonReturn(value: unknown): boolean {
  return returnKinds.some((kind) => detectors[kind].found?.json?.(value) === true)
}

/**
 * The kind of a file found by walking a directory or matching a glob, or
 * undefined when it is no return: by name first (`*return-meta*.json`,
 * `*-progress.json`, `*-result.json`), then by content (a markdown return's sections and status
 * line; a JSON object with a return's `status` and `summary`/`artifacts`/`metadata`,
 * or a progress file's `objectives`). Manifests, lockfiles and configuration are never returns.
 */
export function discoverKind(fileName: string, text: string): InputKind | undefined {
  if (typeof fileName !== 'string' || typeof text !== 'string' || isNeverReturnName(fileName)) return undefined
  const byName = returnKindByName(fileName)
  if (byName) return byName
  const base = baseName(fileName)
  if (/\.(md|markdown)$/.test(base)) return returnKinds.find((kind) => detectors[kind].found?.markdown?.(text) === true)
  if (!base.endsWith('.json')) return undefined
  try {
    // The content says whether it is a return; which JSON kind is `detectKind`'s answer, name hints included.
    return isJsonReturn(JSON.parse(text.replace(/^\ufeff/, ''))) ? detectReturnKind(fileName, text) : undefined
  } catch {
    // Broken JSON not named as a return is no return of ours to report.
    return undefined
  }
}

/**
 * `discoverKind` for a JSON file longer than the bound it could be linted
 * under, from its first bytes: read tolerantly, a head that starts like a
 * return is one (linting it then says it is too large); any other is not.
 */
export function discoverKindFromHead(fileName: string, head: string): InputKind | undefined {
  if (typeof fileName !== 'string' || typeof head !== 'string' || !baseName(fileName).endsWith('.json')) return discoverKind(fileName, head)
  return isJsonReturn(readJson(head.replace(/^\ufeff/, '')).tolerantValue) ? detectReturnKind(fileName, head) : undefined
}
