/** `handback schema NAME`: prints the JSON Schema of a format, generated from its zod schema. */
import {parseArgs} from 'node:util'
import {jsonSchemaText, schemaNames} from '../schema/json-schemas.js'
import type {Io} from './io.js'
import {schemaUsage} from './usage.js'
import {UsageError} from './usage-error.js'

export async function schemaCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {help: {type: 'boolean', short: 'h'}}
  })
  if (values.help) {
    io.stdout(schemaUsage)
    return 0
  }

  if (positionals.length !== 1) throw new UsageError(`expected one schema name (${schemaNames.join(', ')})`)
  const name = schemaNames.find((candidate) => candidate === positionals[0])
  if (!name) throw new UsageError(`expected one of ${schemaNames.join(', ')}, got \`${positionals[0]}\``)
  io.stdout(jsonSchemaText(name))
  return 0
}
