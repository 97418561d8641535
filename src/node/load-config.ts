/**
 * Finding and reading `handback.config.json`: the file nearest to each linted
 * file, searching up to the repository root (the nearest folder holding
 * `.git`) and never above it. `extends` stays inside the repository of the
 * file that names it unless the caller allows more, and the content of a
 * file outside it is never quoted in a message. Results are cached per
 * directory, so linting a thousand files reads each config once.
 */
import {realpath, stat} from 'node:fs/promises'
import {dirname, join, relative, resolve, sep} from 'node:path'
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

export interface ConfigReadOptions {
  /** Let `extends` name a file outside the repository of the file naming it (`--extends-anywhere`). Default false. */
  extendsAnywhere?: boolean
}

/** The repository root above a folder: the nearest folder holding `.git`, or undefined outside any repository. */
async function findRepositoryRoot(start: string): Promise<string | undefined> {
  for (let directory = resolve(start); ; directory = dirname(directory)) {
    if (await stat(join(directory, '.git')).then(() => true, () => false)) return directory
    if (dirname(directory) === directory) return undefined
  }
}

/** Whether `path` is `base` or below it. */
function within(base: string, path: string): boolean {
  const rel = relative(base, path)
  return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel))
}

/** The folder a configuration's `extends` may reach: its repository, or its own folder outside any. */
async function scopeOf(path: string): Promise<string> {
  const real = await realpath(dirname(path)).catch(() => dirname(path))
  return (await findRepositoryRoot(real)) ?? real
}

/**
 * Reads and validates one configuration file and what it extends; I/O
 * failures become problems. The file named here may be a pipe
 * (`--config <(…)`); a file found by search or named by `extends` comes with
 * the repository, so it must be a regular file. Each is read to 1 MiB.
 */
export async function loadConfigFile(path: string, seen: ReadonlySet<string> = new Set(), options: ConfigReadOptions = {}): Promise<LoadedConfig> {
  return loadConfig(path, seen, true, options, undefined)
}

async function loadConfig(path: string, seen: ReadonlySet<string>, named: boolean, options: ConfigReadOptions, outside: string | undefined): Promise<LoadedConfig> {
  const read = named ? await readNamedFile(path, sideFileMaxBytes) : await readRegularFile(path, sideFileMaxBytes)
  if (!read.ok) return {ok: false, path, problems: [read.reason]}
  const text = read.text

  // The validator (zod and every rule's id) is loaded only when a configuration exists.
  const {parseConfig} = await import('../config/resolve.js')
  const outcome = parseConfig(text)
  // A file outside the repository (allowed by --extends-anywhere) may be any file: its content is never quoted.
  if (!outcome.ok) return {ok: false, path, problems: outside === undefined ? outcome.problems : [`not a valid configuration (its content is not shown: the file is outside ${outside})`]}
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
    // Judged where the file really is: a link inside the repository may lead out of it.
    const scope = await scopeOf(path)
    const real = await realpath(target).catch(() => target)
    const leaves = !within(scope, real)
    if (leaves && options.extendsAnywhere !== true) {
      return {ok: false, path, problems: [`extends: \`${entry}\` is outside ${scope}, not read (--extends-anywhere allows it)`]}
    }

    const extended = await loadConfig(target, new Set([...seen, path]), false, options, leaves ? scope : outside)
    if (!extended.ok) return {ok: false, path, problems: extended.problems.map((problem) => `extends \`${entry}\`: ${problem}`)}
    base = mergeSettings(base, extended.settings)
    ignores.push(...(extended.ignores ?? []))
  }

  if (outcome.config.ignores) ignores.push({base: dirname(path), patterns: outcome.config.ignores, source: path})
  return {ok: true, path, settings: mergeSettings(base, outcome.settings), ignores}
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false
  )
}

export interface ConfigLoader {
  /** The configuration that applies to files in `directory`: the nearest one above it, up to the repository root, or none. */
  forDirectory(directory: string): Promise<LoadedConfig>
}

export interface ConfigLoaderOptions extends ConfigReadOptions {
  /**
   * Where the search stops outside any repository: this folder, when the
   * searched one is inside it (the working directory), else the searched
   * folder itself. Default: the searched folder.
   */
  stopOutsideRepository?: string
}

export function createConfigLoader(options: ConfigLoaderOptions = {}): ConfigLoader {
  const nearest = new Map<string, Promise<string | undefined>>()
  const loaded = new Map<string, Promise<LoadedConfig>>()

  function find(directory: string, stop: string): Promise<string | undefined> {
    let found = nearest.get(directory)
    if (!found) {
      found = (async () => {
        const candidate = join(directory, configFileName)
        if (await isFile(candidate)) return candidate
        const parent = dirname(directory)
        return parent === directory || directory === stop ? undefined : find(parent, stop)
      })()
      nearest.set(directory, found)
    }

    return found
  }

  const stops = new Map<string, Promise<string>>()
  function stopFor(directory: string): Promise<string> {
    let stop = stops.get(directory)
    if (!stop) {
      stop = findStop(directory)
      stops.set(directory, stop)
    }

    return stop
  }

  async function findStop(directory: string): Promise<string> {
    const repository = await findRepositoryRoot(directory)
    if (repository !== undefined) return repository
    const outer = options.stopOutsideRepository === undefined ? undefined : resolve(options.stopOutsideRepository)
    return outer !== undefined && within(outer, directory) ? outer : directory
  }

  return {
    async forDirectory(directory) {
      const start = resolve(directory)
      const stop = await stopFor(start)
      const path = await find(start, stop)
      if (path === undefined) return {ok: true, path: undefined, settings: {}}
      let config = loaded.get(path)
      if (!config) {
        config = (async (): Promise<LoadedConfig> => {
          // A configuration found by search that is a link out of where the search may look is not read.
          const scope = await realpath(stop).catch(() => stop)
          const real = await realpath(path).catch(() => path)
          if (!within(scope, real)) return {ok: false, path, problems: [`a link to a file outside ${scope}, not read`]}
          return loadConfig(path, new Set(), false, options, undefined)
        })()
        loaded.set(path, config)
      }

      return config
    }
  }
}
