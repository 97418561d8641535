/**
 * The A2A and MCP exports checked with the official packages: the A2A task
 * is read by `@a2a-js/sdk`'s own `Task` codec (A2A v1.0 JSON) and must come
 * back unchanged, so every field name and enum value is one the SDK knows;
 * the MCP result is parsed by the SDK's `CallToolResultSchema`.
 */
import {Task, TaskState} from '@a2a-js/sdk'
import {CallToolResultSchema, type CallToolResult as SdkCallToolResult} from '@modelcontextprotocol/sdk/types.js'
import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {a2aStateOf, toA2ATask} from '../src/convert/a2a.js'
import {convertToProtocol} from '../src/convert/protocol-text.js'
import {toCallToolResult} from '../src/convert/mcp-result.js'
import {parseReturn} from '../src/pipeline/parse-return.js'
import {runCli} from './helpers.js'

const attestation = `## Runtime Attestation
runtime_model_reported: openai/gpt-5.2
runtime_mode_reported: code
files_created:
- src/parser.ts
files_modified:
- (none)
`
const success = `## Status
state: SUCCESS
summary: Added the parser.

## Deliverables
- src/parser.ts — the parser
- docs/parser.md — how to use it

## Evidence
- \`npm test\` — 12 passed

${attestation.replace('- src/parser.ts\n', '- src/parser.ts\n- docs/parser.md\n')}`
const error = `## Status
state: ERROR
summary: The grammar file is missing.
error_code: E_MISSING_INPUT
retry_recommended: yes
retry_hint: Pass the grammar path.

## Deliverables
- (none)

## Evidence
- (none)

${attestation.replace('- src/parser.ts', '- (none)')}`
const partial = `## Status
state: PARTIAL
summary: Wrote the parser only.

## Deliverables
- src/parser.ts — the parser

## Evidence
- (none)

${attestation}limitations:
- The CLI is not written.
`

function report(text: string) {
  const parsed = parseReturn(text)
  expect(parsed.diagnostics).toEqual([])
  return parsed.report!
}

/** The SDK's codec reads the JSON and writes it back: equal only when every field and enum is the SDK's. */
function throughSdk(value: unknown): unknown {
  return Task.toJSON(Task.fromJSON(value))
}

describe('toA2ATask', () => {
  it('maps SUCCESS to a completed task the SDK reads unchanged', () => {
    const {task, diagnostics} = toA2ATask(report(success), {taskId: 't1', contextId: 'c1', baseUrl: 'file:///repo/'})
    expect(diagnostics).toEqual([])
    expect(throughSdk(task)).toEqual(task)
    const decoded = Task.fromJSON(task)
    expect(decoded.status?.state).toBe(TaskState.TASK_STATE_COMPLETED)
    expect(decoded.artifacts.map((artifact) => artifact.artifactId)).toEqual(['deliverable-1', 'deliverable-2', 'evidence', 'runtime-attestation'])
    expect(decoded.artifacts[0]!.parts[0]).toEqual({
      content: {$case: 'url', value: 'file:///repo/src/parser.ts'},
      filename: 'src/parser.ts',
      mediaType: 'text/x-typescript',
      metadata: undefined
    })
    expect(decoded.artifacts[1]!.parts[0]!.mediaType).toBe('text/markdown')
    expect(decoded.artifacts[2]!.parts[0]!.content).toEqual({$case: 'data', value: {evidence: [{text: '`npm test` — 12 passed', path: 'npm test', description: '12 passed'}]}})
    expect(decoded.artifacts[3]!.parts[0]!.content).toEqual({
      $case: 'data',
      value: {runtime_model_reported: 'openai/gpt-5.2', runtime_mode_reported: 'code', files_created: ['src/parser.ts', 'docs/parser.md'], files_modified: []}
    })
    expect(decoded.status?.message?.parts.map((part) => part.content)).toEqual([
      {$case: 'text', value: 'Added the parser.'},
      {$case: 'data', value: {state: 'SUCCESS'}}
    ])
  })

  it('maps ERROR to failed, with the routing fields as a data part', () => {
    const {task} = toA2ATask(report(error), {taskId: 't2'})
    expect(throughSdk(task)).toEqual(task)
    const decoded = Task.fromJSON(task)
    expect(decoded.status?.state).toBe(TaskState.TASK_STATE_FAILED)
    expect(decoded.contextId).toBe('t2')
    expect(decoded.status?.message?.parts[1]!.content).toEqual({
      $case: 'data',
      value: {state: 'ERROR', error_code: 'E_MISSING_INPUT', retry_recommended: true, retry_hint: 'Pass the grammar path.'}
    })
    // No deliverables and no evidence: only the attestation is an artifact.
    expect(decoded.artifacts.map((artifact) => artifact.artifactId)).toEqual(['runtime-attestation'])
  })

  it('maps PARTIAL to completed by default, to input-required on request', () => {
    const partialReport = report(partial)
    const completed = toA2ATask(partialReport).task
    expect(throughSdk(completed)).toEqual(completed)
    expect(Task.fromJSON(completed).status?.state).toBe(TaskState.TASK_STATE_COMPLETED)
    expect(completed?.metadata).toEqual({handback: {state: 'PARTIAL'}})
    const interrupted = toA2ATask(partialReport, {partialState: 'TASK_STATE_INPUT_REQUIRED'}).task
    expect(throughSdk(interrupted)).toEqual(interrupted)
    expect(Task.fromJSON(interrupted).status?.state).toBe(TaskState.TASK_STATE_INPUT_REQUIRED)
    expect(a2aStateOf('PARTIAL')).toBe('TASK_STATE_COMPLETED')
  })

  it('gives a stable id without one, and a diagnostic for a value that is no report', () => {
    expect(toA2ATask(report(success)).task?.id).toBe(toA2ATask(report(success)).task?.id)
    expect(toA2ATask(report(success)).task?.id).toMatch(/^handback-[0-9a-f]{8}$/)
    const bad = toA2ATask({status: 'SUCCESS'} as never)
    expect(bad.task).toBe(null)
    expect(bad.diagnostics.map((d) => d.ruleId)).toEqual(['report-invalid'])
  })
})

describe('toCallToolResult', () => {
  it.each([
    ['SUCCESS', success, undefined],
    ['PARTIAL', partial, undefined],
    ['ERROR', error, true]
  ])('%s parses with the SDK CallToolResultSchema', (_state, text, isError) => {
    const r = report(text)
    const {result, diagnostics} = toCallToolResult(r)
    expect(diagnostics).toEqual([])
    const parsed = CallToolResultSchema.parse(result)
    // The library's own CallToolResult type (no SDK import) is assignable to the SDK's: `tsc` holds this line.
    const typed: SdkCallToolResult | null = result
    expect(typed).toEqual(parsed)
    expect(parsed.structuredContent).toEqual(r)
    expect(parsed.isError).toBe(isError)
    expect(parsed.content).toEqual([{type: 'text', text: JSON.stringify(r, null, 2)}])
  })

  it('refuses a value that is no report', () => {
    expect(toCallToolResult(null as never)).toMatchObject({result: null, diagnostics: [{ruleId: 'report-invalid'}]})
  })
})

describe('convert --to a2a|mcp', () => {
  it('converts a markdown return to an A2A task on stdout', async () => {
    const run = await runCli(['convert', '-', '--to', 'a2a', '--task-id', 'task-9'], {stdin: success})
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const task = JSON.parse(run.stdout)
    expect(throughSdk(task)).toEqual(task)
    expect(task.id).toBe('task-9')
    expect(task.status.state).toBe('TASK_STATE_COMPLETED')
  })

  it('converts return-metadata to an MCP result', async () => {
    const run = await runCli(['convert', 'fixtures/json/meta/valid-research.return-meta.json', '--to', 'mcp'])
    expect(run.code).toBe(0)
    const result = CallToolResultSchema.parse(JSON.parse(run.stdout))
    expect((result.structuredContent as {status: {state: string}}).status.state).toBe('SUCCESS')
  })

  it('refuses a return with errors, as convert does', () => {
    const refused = convertToProtocol('## Status\nstate: DONE\n', {to: 'mcp'})
    expect(refused.output).toBe(null)
    expect(refused.refused).toBe('input')
  })
})

describe('grammar/protocols.md', () => {
  it('states the mapping the code applies', () => {
    const text = readFileSync('grammar/protocols.md', 'utf8')
    const rows = [...text.matchAll(/^\| `(SUCCESS|ERROR|PARTIAL)` \| `(TASK_STATE_\w+)`/gm)].map((match) => [match[1], match[2]])
    expect(rows).toEqual([
      ['SUCCESS', a2aStateOf('SUCCESS')],
      ['ERROR', a2aStateOf('ERROR')],
      ['PARTIAL', a2aStateOf('PARTIAL')]
    ])
    expect(text).toContain('`TASK_STATE_INPUT_REQUIRED` (option `partialState`)')
    expect(a2aStateOf('PARTIAL', 'TASK_STATE_INPUT_REQUIRED')).toBe('TASK_STATE_INPUT_REQUIRED')
  })
})
