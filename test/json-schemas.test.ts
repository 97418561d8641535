import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {schemaFiles, staleSchemas} from '../scripts/schemas.js'
import {ReturnMetaSchema} from '../src/schema/meta.js'
import {jsonSchemaOf} from '../src/schema/json-schemas.js'

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
    expect(schema.$defs['ReturnMeta']!.additionalProperties).toEqual({})
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
})
