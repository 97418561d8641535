/** The JSON Schema of `handback.config.json`, generated from the zod schema (committed as grammar/schemas/config.schema.json). */
import * as z from 'zod'
import {rootInline} from '../src/schema/json-schemas.js'
import {ConfigSchema} from '../src/config/schema.js'

export function configJsonSchema(): Record<string, unknown> {
  return rootInline(z.toJSONSchema(ConfigSchema) as Record<string, unknown>)
}
