/**
 * Finding and reading `handback.config.json`: the file nearest to each linted
 * file wins, searching up to the file system root. Results are cached per
 * directory, so linting a thousand files reads each config once.
 */
import {readFile, stat} from 'node:fs/promises'
import {dirname, join, resolve} from 'node:path'
import {configFileName} from '../config/file-name.js'
import type {RuleSettings} from '../engine/settings.js'

export type LoadedConfig = {ok: true; path: string | undefined; settings: RuleSettings} | {ok: false; path: string; problems: string[]}

/** Reads and validates one configuration file; I/O failures become problems. */
export async function loadConfigFile(path: string): Promise<LoadedConfig> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return {ok: false, path, problems: [code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (error as Error).message]}
  }

  // The validator (zod and every rule's id) is loaded only when a configuration exists.
  const {parseConfig} = await import('../config/resolve.js')
  const outcome = parseConfig(text)
  return outcome.ok ? {ok: true, path, settings: outcome.settings} : {ok: false, path, problems: outcome.problems}
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
        config = loadConfigFile(path)
        loaded.set(path, config)
      }

      return config
    }
  }
}
