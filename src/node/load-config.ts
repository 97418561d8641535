/**
 * Finding and reading `handback.config.json`: the file nearest to each linted
 * file wins, searching up to the file system root. Results are cached per
 * directory, so linting a thousand files reads each config once.
 */
import {stat} from 'node:fs/promises'
import {dirname, join, resolve} from 'node:path'
import {configFileName} from '../config/file-name.js'
import {readNamedFile, readRegularFile, sideFileMaxBytes} from './read-bounded.js'
import type {RuleSettings} from '../engine/settings.js'
import type {IgnoreList} from './ignore-files.js'

export type LoadedConfig =
  | {ok: true; path: string | undefined; settings: RuleSettings; ignores?: IgnoreList[]}
  | {ok: false; path: string; problems: string[]}

const presets = ['recommended', 'strict'] as const

/** An `extends` entry names a file when it looks like a path; otherwise it must be a preset. */
function isPathLike(entry: string): boolean {
  return entry.includes('/') || entry.includes('\\') || entry.endsWith('.json')
}

function mergeSettings(base: RuleSettings, own: RuleSettings): RuleSettings {
  const preset = own.preset ?? base.preset
  const rules = {...base.rules, ...own.rules}
  const inlineConfig = own.inlineConfig ?? base.inlineConfig
  const reportUnused = own.reportUnusedDisableDirectives ?? base.reportUnusedDisableDirectives
  const statuses = {...base.statuses, ...own.statuses}
  // Signatures only add checks: a file's own join those it extends.
  const signatures = [...(base.signatures ?? []), ...(own.signatures ?? [])]
  return {
    ...(signatures.length > 0 ? {signatures} : {}),
    ...(Object.keys(statuses).length > 0 ? {statuses} : {}),
    ...(preset ? {preset} : {}),
    ...(Object.keys(rules).length > 0 ? {rules} : {}),
    ...(inlineConfig === undefined ? {} : {inlineConfig}),
    ...(reportUnused === undefined ? {} : {reportUnusedDisableDirectives: reportUnused})
  }
}

/**
 * Reads and validates one configuration file and what it extends; I/O
 * failures become problems. The file named here may be a pipe
 * (`--config <(…)`); a file found by search or named by `extends` comes with
 * the repository, so it must be a regular file. Each is read to 1 MiB.
 */
export async function loadConfigFile(path: string, seen: ReadonlySet<string> = new Set()): Promise<LoadedConfig> {
  return loadConfig(path, seen, true)
}

async function loadConfig(path: string, seen: ReadonlySet<string>, named: boolean): Promise<LoadedConfig> {
  const read = named ? await readNamedFile(path, sideFileMaxBytes) : await readRegularFile(path, sideFileMaxBytes)
  if (!read.ok) return {ok: false, path, problems: [read.reason]}
  const text = read.text

  // The validator (zod and every rule's id) is loaded only when a configuration exists.
  const {parseConfig} = await import('../config/resolve.js')
  const outcome = parseConfig(text)
  if (!outcome.ok) return {ok: false, path, problems: outcome.problems}
  let base: RuleSettings = {}
  const ignores: IgnoreList[] = []
  const entries = outcome.config.extends === undefined ? [] : [outcome.config.extends].flat()
  for (const entry of entries) {
    if (!isPathLike(entry)) {
      const preset = presets.find((name) => name === entry)
      if (!preset) {
        const {nearest} = await import('../util/suggest.js')
        const suggestion = nearest(entry, presets)
        return {ok: false, path, problems: [`extends: unknown preset \`${entry}\`${suggestion ? `, did you mean \`${suggestion}\`?` : ', expected `recommended`, `strict` or a path'}`]}
      }

      base = mergeSettings(base, {preset})
      continue
    }

    const target = resolve(dirname(path), entry)
    if (target === path || seen.has(target)) return {ok: false, path, problems: [`extends: \`${entry}\` extends this file again (a cycle)`]}
    const extended = await loadConfig(target, new Set([...seen, path]), false)
    if (!extended.ok) return {ok: false, path, problems: extended.problems.map((problem) => `extends \`${entry}\`: ${problem}`)}
    base = mergeSettings(base, extended.settings)
    ignores.push(...(extended.ignores ?? []))
  }

  if (outcome.config.ignores) ignores.push({base: dirname(path), patterns: outcome.config.ignores})
  return {ok: true, path, settings: mergeSettings(base, outcome.settings), ignores}
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false
  )
}

export interface ConfigLoader {
  /** The configuration that applies to files in `directory`: the nearest one above it, or none. */
  forDirectory(directory: string): Promise<LoadedConfig>
}

export function createConfigLoader(): ConfigLoader {
  const nearest = new Map<string, Promise<string | undefined>>()
  const loaded = new Map<string, Promise<LoadedConfig>>()

  function find(directory: string): Promise<string | undefined> {
    let found = nearest.get(directory)
    if (!found) {
      found = (async () => {
        const candidate = join(directory, configFileName)
        if (await isFile(candidate)) return candidate
        const parent = dirname(directory)
        return parent === directory ? undefined : find(parent)
      })()
      nearest.set(directory, found)
    }

    return found
  }

  return {
    async forDirectory(directory) {
      const path = await find(resolve(directory))
      if (path === undefined) return {ok: true, path: undefined, settings: {}}
      let config = loaded.get(path)
      if (!config) {
        config = loadConfig(path, new Set(), false)
        loaded.set(path, config)
      }

      return config
    }
  }
}
