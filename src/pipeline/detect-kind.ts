/** Which kind of return a file holds, from its name and then its content. */
import {inputKinds, type InputKind} from '../engine/rule.js'
import {readJson} from '../json/document.js'
import {isSuccessWord} from '../json/status.js'
import {returnMetaStatuses} from '../schema/vocabulary.js'

export {inputKinds}

/**
 * Guesses the kind of a file: markdown by extension, JSON kinds by name
 * (`.return-meta.json`, `phase-3-progress.json`, `…-result.json`), then by fields.
 */
export function detectKind(fileName: string | undefined, text: string): InputKind {
  return detect(fileName, text, false)
}

/** The kinds a child hands back; a handoff packet and a todos checklist are the parent's. */
export const returnKinds: readonly InputKind[] = ['markdown', 'meta', 'subagent', 'progress']

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
  if (typeof text !== 'string') return 'markdown'
  const name = typeof fileName === 'string' ? fileName.toLowerCase().replaceAll('\\', '/') : ''
  const base = name.slice(name.lastIndexOf('/') + 1)
  if (!returnsOnly) {
    if (/handoff/.test(base) && !/return-meta|meta-return|progress/.test(base)) return 'handoff'
    if (/(^|[-_.])todos\.(md|markdown|txt)$/.test(base)) return 'todos'
    if (looksLikeHandoffPacket(text)) return 'handoff'
  }

  if (/\.(md|markdown)$/.test(base)) return 'markdown'
  const trimmed = text.trimStart().replace(/^\ufeff/, '')
  const looksJson = base.endsWith('.json') || trimmed.startsWith('{') || trimmed.startsWith('[')
  if (!looksJson) return 'markdown'
  if (/return-meta|meta-return/.test(base)) return 'meta'
  if (/progress/.test(base) || /"objectives"\s*:/.test(text)) return 'progress'
  if (/result/.test(base)) return 'subagent'
  // A console return says it succeeded in words the return-metadata vocabulary lacks (`completed`), beside a summary.
  const status = /"status"\s*:\s*"([^"\\]{1,40})"/.exec(text)?.[1]
  const successWord = status !== undefined && !(returnMetaStatuses as readonly string[]).includes(status) && isSuccessWord(status)
  if (successWord && /"summary"\s*:/.test(text)) return 'subagent'
  return 'meta'
}

/**
 * A handoff packet's own fields (`task_id` and `objective` beside `success_criteria` or `evidence`)
 * before any Status heading: a message may end with the return template, a return never starts with a packet.
 */
function looksLikeHandoffPacket(text: string): boolean {
  const taskId = /"task_id"\s*:/.exec(text)?.index
  if (taskId === undefined || !/"objective"\s*:/.test(text) || !/"(success_criteria|evidence)"\s*:/.test(text)) return false
  const status = /^ {0,3}#{1,3}[ \t]+(\*\*)?status\b/im.exec(text)?.index
  return status === undefined || taskId < status
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

function baseName(fileName: string): string {
  const name = fileName.toLowerCase().replaceAll('\\', '/')
  return name.slice(name.lastIndexOf('/') + 1)
}

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
  if (/return-meta|meta-return/.test(base)) return 'meta'
  if (/(^|[-_.])progress\.json$/.test(base)) return 'progress'
  if (/(^|[-_.])result\.json$/.test(base)) return 'subagent'
  return undefined
}

// A contract section heading at level 2 or 3 (the level a lenient return may use), after emoji, numbered or bold.
const sectionHeading = /^ {0,3}#{2,3}[ \t]+(?:\p{Extended_Pictographic}[\p{Extended_Pictographic}\uFE0F\u200D]*[ \t]+)?(?:\d{1,3}[.)]?[ \t]+)?(?:\*\*)?(status|deliverables|evidence|runtime attestation)\b/gimu
// The status line of the contract: `state: …`, bare, bulleted or with a bold key.
const stateLine = /^ {0,3}(?:[-*+][ \t]+)?(?:\*\*|__)?state(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*\S/im

/**
 * Whether markdown text is a return: a `state:` line beside a `Status` heading,
 * or at least two of the contract's section headings (Status, Deliverables,
 * Evidence, Runtime Attestation) at level 2 or 3.
 */
export function looksLikeMarkdownReturn(text: string): boolean {
  if (typeof text !== 'string') return false
  const sections = new Set<string>()
  for (const match of text.matchAll(sectionHeading)) sections.add(match[1]!.toLowerCase())
  if (sections.size >= 2) return true
  return sections.has('status') && stateLine.test(text)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The JSON kind a parsed value has by its fields, or undefined for JSON that is no return. */
function jsonReturnKind(value: unknown): InputKind | undefined {
  if (!isRecord(value)) return undefined
  if (Array.isArray(value.objectives) && ('phase' in value || 'current_objective' in value)) return 'progress'
  if (typeof value.status !== 'string') return undefined
  if (!('summary' in value || 'artifacts' in value || 'metadata' in value)) return undefined
  return detectReturnKind(undefined, JSON.stringify({status: value.status, summary: ''})) === 'subagent' ? 'subagent' : 'meta'
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
  if (/\.(md|markdown)$/.test(base)) return looksLikeMarkdownReturn(text) ? 'markdown' : undefined
  if (!base.endsWith('.json')) return undefined
  try {
    // The content says whether it is a return; which JSON kind is `detectKind`'s answer, name hints included.
    return jsonReturnKind(JSON.parse(text.replace(/^\ufeff/, ''))) === undefined ? undefined : detectReturnKind(fileName, text)
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
  const value = readJson(head.replace(/^\ufeff/, '')).tolerantValue
  return jsonReturnKind(value) === undefined ? undefined : detectReturnKind(fileName, head)
}
