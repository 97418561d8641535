/** The `handback lint` flags of the JSON kinds, turned into `JsonOptions`. */
import {resolve} from 'node:path'
import {operations, type JsonOptions, type Operation} from '../json/options.js'
import {artifactCheckIn} from '../node/artifact-check.js'
import {readNamedFile} from '../node/read-bounded.js'
import {defaultMaxBytes} from '../engine/guard.js'
import type {Io} from './io.js'
import {UsageError} from './usage-error.js'

/** `parseArgs` definitions, spread into the command's options. */
export const jsonFlags = {
  'session-id': {type: 'string'},
  root: {type: 'string'},
  previous: {type: 'string'},
  'artifact-types': {type: 'string'},
  statuses: {type: 'string'},
  operation: {type: 'string'},
  language: {type: 'string'},
  'rewrite-status': {type: 'boolean'}
} as const

export interface JsonFlagValues {
  'session-id'?: string | undefined
  root?: string | undefined
  previous?: string | undefined
  'artifact-types'?: string | undefined
  statuses?: string | undefined
  operation?: string | undefined
  language?: string | undefined
  'rewrite-status'?: boolean | undefined
}

/**
 * Reads the flags; a root that does not exist or a previous file that is not
 * JSON is a usage error. The previous file is read to the input's bound
 * (`maxBytes`, at least 1 MiB), so `/dev/zero` cannot fill the memory.
 */
export async function readJsonFlags(values: JsonFlagValues, io: Io, maxBytes: number = defaultMaxBytes): Promise<JsonOptions> {
  const options: JsonOptions = {}
  if (values['session-id'] !== undefined) options.sessionId = values['session-id']
  if (values.language !== undefined) options.language = values.language
  if (values['rewrite-status']) options.rewriteStatus = true
  if (values['artifact-types'] !== undefined) {
    options.artifactTypes = values['artifact-types']
      .split(',')
      .map((type) => type.trim())
      .filter((type) => type.length > 0)
  }

  if (values.statuses !== undefined) {
    // `needs_research=blocked,shipped=completed`: a team's own words and the status each means.
    const statuses: Record<string, string> = {}
    for (const pair of values.statuses.split(',').map((item) => item.trim()).filter((item) => item.length > 0)) {
      const [word, status] = pair.split('=').map((part) => part.trim())
      if (!word || !status || pair.split('=').length !== 2) throw new UsageError(`--statuses expects word=status pairs separated by commas, got \`${pair}\``)
      statuses[word] = status
    }

    options.statuses = statuses
  }

  if (values.operation !== undefined) {
    const operation = operations.find((candidate) => candidate === values.operation)
    if (!operation) throw new UsageError(`--operation expects one of ${operations.join(', ')}, got \`${values.operation}\``)
    options.operation = operation satisfies Operation
  }

  if (values.root !== undefined) {
    const check = artifactCheckIn(resolve(io.cwd, values.root))
    if (!check) throw new UsageError(`--root: no such directory \`${values.root}\``)
    options.checkArtifact = check
  }

  if (values.previous !== undefined) {
    const read = await readNamedFile(resolve(io.cwd, values.previous), Math.max(maxBytes, defaultMaxBytes))
    if (!read.ok) throw new UsageError(`--previous: cannot read \`${values.previous}\`: ${read.reason}`)
    const text = read.text

    const {readJson} = await import('../json/document.js')
    const previous = readJson(text)
    if (previous.syntaxErrors.length > 0) throw new UsageError(`--previous: \`${values.previous}\` is not valid JSON`)
    if (previous.tooDeep || previous.tooManyValues) throw new UsageError(`--previous: \`${values.previous}\` is too large a JSON value to read (nested too deep or too many values)`)
    options.previous = text
  }

  return options
}
