/**
 * Where a task's return-metadata file is: `specs/{N}_{SLUG}/.return-meta.json`,
 * with `N` unpadded as the contract says or zero-padded (`014_slug`) as many
 * writers do. The choice among folder names is pure; listing them is not.
 */
import {itemsOf} from '../util/snapshot.js'

/** The file name the contract gives the return-metadata file. */
export const returnMetaFileName = '.return-meta.json'

/** The folder holding task folders, under the project root. */
export const specsDirectoryName = 'specs'

/** A task number, from `14`, `"14"` or `"014"`; undefined for anything else. */
export function taskNumber(task: number | string): number | undefined {
  if (typeof task === 'number') return Number.isSafeInteger(task) && task >= 0 ? task : undefined
  if (typeof task !== 'string' || !/^\d{1,15}$/.test(task.trim())) return undefined
  return Number(task.trim())
}

const maxFolderNames = 100_000

/**
 * The task folders among `names` for a task (and slug, when given), best
 * first: unpadded before padded, then by name.
 */
export function matchTaskDirectories(given: readonly string[], task: number | string, slug?: string): string[] {
  const number = taskNumber(task)
  // A list that cannot be read, or longer than a folder holds, is not walked (a sparse one of length 2^32 - 1 would take hours).
  const names = itemsOf(given, maxFolderNames)
  if (number === undefined || !names) return []
  const matches = names.filter((name): name is string => {
    if (typeof name !== 'string') return false
    const match = /^(\d+)_(.+)$/.exec(name)
    return match !== null && Number(match[1]) === number && (slug === undefined || match[2] === slug)
  })
  const padded = (name: string): number => (name.startsWith(`${number}_`) ? 0 : 1)
  return matches.sort((a, b) => padded(a) - padded(b) || (a < b ? -1 : a > b ? 1 : 0))
}

/** Whether a slug can be part of a folder name. */
export function isSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slug !== '' && slug !== '.' && slug !== '..' && !/[/\\\0]/.test(slug)
}

/** The contract's folder name for a task: `{N}_{SLUG}`, unpadded. */
export function taskDirectoryName(task: number | string, slug: string): string | undefined {
  const number = taskNumber(task)
  // A slug is one folder-name component: never a path that could leave `specs/`.
  if (number === undefined || !isSlug(slug)) return undefined
  return `${number}_${slug}`
}
