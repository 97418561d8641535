/**
 * The output formats by name, each loaded when asked for: the CLI's default
 * `stylish` run never compiles SARIF's rule catalogue.
 */
import type {Reporter} from './types.js'

export const reporterLoaders: Readonly<Record<string, () => Promise<Reporter>>> = {
  stylish: async () => (await import('./stylish.js')).stylish,
  json: async () => (await import('./json.js')).json,
  sarif: async () => (await import('./sarif.js')).sarif,
  github: async () => (await import('./github.js')).github,
  prompt: async () => (await import('./prompt.js')).prompt,
  junit: async () => (await import('./junit.js')).junit,
  codequality: async () => (await import('./codequality.js')).codequality
}
