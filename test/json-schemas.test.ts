import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {schemaFiles, staleSchemas} from '../scripts/schemas.js'
import {ReturnMetaSchema} from '../src/schema/meta.js'
import {jsonSchemaOf, rootInline} from '../src/schema/json-schemas.js'
import {ToolSchema} from '@modelcontextprotocol/sdk/types.js'
import Ajv2020 from 'ajv/dist/2020.js'
import {configJsonSchema} from '../scripts/config-json-schema.js'

describe('generated JSON Schemas', () => {
  it('the committed grammar/schemas files are what `npm run schemas` generates', () => {
    expect(staleSchemas()).toEqual([])
  })

  it('covers report, meta, subagent, progress and handoff', () => {
    expect(schemaFiles().map((file) => file.path.replace(/^.*\/grammar\//, 'grammar/'))).toEqual([
      'grammar/schemas/report.schema.json',
      'grammar/schemas/meta.schema.json',
      'grammar/schemas/subagent.schema.json',
      'grammar/schemas/progress.schema.json',
      'grammar/schemas/handoff.schema.json'
    ])
  })

  it('the meta schema forbids `completed`, requires identity and keeps unknown fields', () => {
    const schema = JSON.parse(readFileSync('grammar/schemas/meta.schema.json', 'utf8')) as {$defs: Record<string, {enum?: string[]; required?: string[]; additionalProperties?: unknown}>}
    expect(schema.$defs['ReturnMetaStatus']!.enum).not.toContain('completed')
    expect(schema.$defs['ReturnMetaStatus']!.enum).toEqual(expect.arrayContaining(['researched', 'planned', 'implemented', 'synced', 'committed', 'in_progress']))
    expect(schema.$defs['ReturnMetaIdentity']!.required).toEqual(['session_id', 'agent_type', 'delegation_depth', 'delegation_path'])
    expect((schema as unknown as {additionalProperties: unknown}).additionalProperties).toEqual({})
    expect(jsonSchemaOf('meta')).toEqual(schema)
  })

  it('the zod schema keeps fields it does not know', () => {
    const parsed = ReturnMetaSchema.parse({
      status: 'researched',
      artifacts: [],
      metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['o'], findings_count: 5},
      memory_candidates: ['x']
    })
    expect(parsed.metadata['findings_count']).toBe(5)
    expect(parsed['memory_candidates']).toEqual(['x'])
  })

  describe('each works as an MCP tool\'s outputSchema: an object schema at the top, valid for what it describes', () => {
    const samples: Record<string, unknown> = {
      'report.schema.json': {status: {state: 'SUCCESS', summary: 'Added the parser.'}, deliverables: [], evidence: [], attestation: {runtime_model_reported: 'm', runtime_mode_reported: 'code', files_created: [], files_modified: []}},
      'meta.schema.json': {status: 'implemented', artifacts: [], metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['o']}},
      'config.schema.json': {}
    }
    const files = [...schemaFiles(), {path: 'grammar/schemas/config.schema.json', content: JSON.stringify(configJsonSchema())}]
    for (const file of files) {
      const name = file.path.replace(/^.*\//, '')
      it(name, () => {
        const schema = JSON.parse(file.content) as Record<string, unknown>
        expect(schema['type']).toBe('object')
        expect(schema['$ref']).toBeUndefined()
        // The MCP SDK's own definition of a tool accepts it as outputSchema.
        expect(ToolSchema.safeParse({name: 'x', inputSchema: {type: 'object'}, outputSchema: schema}).success).toBe(true)
        const validate = new Ajv2020.default({strict: false}).compile(schema)
        if (name in samples) expect(validate(samples[name]), JSON.stringify(validate.errors)).toBe(true)
        expect(validate('not an object')).toBe(false)
      })
    }
  })

  it('rootInline keeps a root definition other definitions refer to, and leaves a schema without a root reference as it is', () => {
    const recursive = {$ref: '#/$defs/Node', $defs: {Node: {type: 'object', properties: {next: {$ref: '#/$defs/Node'}}}}}
    expect(rootInline(recursive)).toEqual({type: 'object', properties: {next: {$ref: '#/$defs/Node'}}, $defs: recursive.$defs})
    expect(rootInline({type: 'string'})).toEqual({type: 'string'})
    expect(rootInline({$ref: 'https://example.com/x'})).toEqual({$ref: 'https://example.com/x'})
  })
})
