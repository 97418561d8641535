/**
 * Property tests of the mapping (grammar/mapping.md): generated reports and
 * return-metadata objects in normal form survive markdown → meta → markdown
 * and meta → markdown → meta unchanged.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  evidenceFromText,
  fromReturnMeta,
  lostInMarkdown,
  parseReturn,
  renderReturn,
  ReturnMetaSchema,
  ReturnReportSchema,
  toReturnMeta,
  type ConvertContext,
  type ReturnMeta,
  type ReturnReport
} from '../src/index.js'
import {inferArtifactType} from '../src/json/returns.js'
import {isNone} from '../src/markdown/values.js'
import {phraseList, phraseText} from '../src/vocabulary/phrases.js'
import {depth} from './support/depth.js'

// FC_SEED replays a seed the deep suite printed.
const runs = {numRuns: depth(200, 25), ...(process.env['FC_SEED'] ? {seed: Number(process.env['FC_SEED'])} : {})}

// --- text in normal form -------------------------------------------------

// A word that says no outcome: `FAILED` or `NG` alone in Evidence would tell of a failed check.
const plainWord = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9]{0,9}$/).filter((word) => !/^(?:fail\w*|error\w*|broken|ng|fehler\w*|todo|tbd|fixme|wip)$/i.test(word))
const otherWord = fc.constantFrom('café', 'naïve', '日本語', 'über', 'Ωmega', '🎉', 'x²', 'a/b', 'v1.2.3', '$HOME', '50%', 'e.g.', 'R&D', 'a=b', 'x+y', '(ok)', '"quoted"', "it's", '`npm test`', '**bold**', '—', '#3', '<tag>', 'C++', '@user')
const word = fc.oneof({weight: 4, arbitrary: plainWord}, {weight: 1, arbitrary: otherWord})

/** The vocabulary's phrases that tell an outcome: a drawn line holding one would earn a signal, not test the mapping. */
const outcomeWords = phraseList('failure', 'broken', 'buildBroken', 'placeholder', 'workaround', 'unverified', 'leftUndone', 'notDone', 'unfinished')

/** One line, trimmed, starting with a letter or digit; no `:` so it never reads as a key line. */
const text = fc
  .tuple(plainWord, fc.array(word, {maxLength: 6}))
  .map(([first, rest]) => [first, ...rest].join(' '))
  .filter((value) => !isNone(value) && !value.includes(':') && !outcomeWords.test(phraseText(value)))

const maybeEmptyText = fc.oneof({weight: 5, arbitrary: text}, {weight: 1, arbitrary: fc.constant('')})

const segment = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,8}$/)
const taskFolder = fc.tuple(fc.nat({max: 999}), segment).map(([n, slug]) => `specs/${n}_${slug}`)
const path = fc.oneof(
  fc.array(segment, {minLength: 1, maxLength: 4}).map((parts) => parts.join('/')),
  fc.tuple(taskFolder, fc.constantFrom('reports', 'plans', 'summaries', 'src'), segment).map((parts) => parts.join('/'))
)

/** Evidence bullets: plain text, `path — text`, or a wrapped command. */
const evidenceText = fc.oneof(
  text,
  fc.tuple(path, text).map(([p, t]) => `${p} — ${t}`),
  fc.tuple(plainWord, text).map(([command, t]) => `\`${command} --check\` — ${t}`)
)

const errorCode = fc.stringMatching(/^E_[A-Z0-9_]{1,12}$/)
const statusKnown = new Set(['state', 'summary', 'error_code', 'retry_recommended', 'retry_hint'])
const attestationKnown = new Set(['runtime_model_reported', 'runtime_mode_reported', 'files_created', 'files_modified', 'limitations'])
const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,12}$/)
const extraValue = fc.oneof(maybeEmptyText, fc.array(text, {maxLength: 3}))

function extras(known: ReadonlySet<string>, keys: fc.Arbitrary<string> = key): fc.Arbitrary<Record<string, string | string[]>> {
  return fc.dictionary(
    keys.filter((name) => !known.has(name)),
    extraValue,
    {maxKeys: 3}
  )
}

// --- reports ---------------------------------------------------------------

const statusKey = fc.oneof({weight: 6, arbitrary: key}, {weight: 1, arbitrary: fc.constantFrom('next_steps', 'roadmap_items', 'claudemd_suggestions')})

const status = fc
  .record(
    {
      state: fc.constantFrom('SUCCESS', 'ERROR', 'PARTIAL' as const),
      summary: maybeEmptyText,
      error_code: errorCode,
      retry_recommended: fc.boolean(),
      retry_hint: text
    },
    {requiredKeys: ['state', 'summary']}
  )
  .chain((known) => extras(statusKnown, statusKey).map((more) => ({...more, ...known})))

const attestation = fc
  .record(
    {
      runtime_model_reported: maybeEmptyText,
      runtime_mode_reported: maybeEmptyText,
      files_created: fc.array(path, {maxLength: 3}),
      files_modified: fc.array(path, {maxLength: 3}),
      limitations: fc.array(text, {maxLength: 3})
    },
    {requiredKeys: ['runtime_model_reported', 'runtime_mode_reported', 'files_created', 'files_modified']}
  )
  .chain((known) => extras(attestationKnown).map((more) => ({...more, ...known})))

const report: fc.Arbitrary<ReturnReport> = fc.record({
  status,
  deliverables: fc.array(fc.record({path, description: maybeEmptyText}), {maxLength: 4}),
  evidence: fc.array(evidenceText.map(evidenceFromText), {maxLength: 4}),
  attestation
}) as fc.Arbitrary<ReturnReport>

const identity = fc.record({
  session_id: fc.stringMatching(/^sess_[0-9]{10}_[a-z0-9]{6}$/),
  agent_type: fc.constantFrom('lean-research-agent', 'planner', 'general-implementation-agent'),
  delegation_depth: fc.nat({max: 4}),
  delegation_path: fc.array(fc.stringMatching(/^[a-z][a-z-]{0,15}$/), {maxLength: 4})
})

const operation = fc.constantFrom('research', 'plan', 'implement' as const)

const context: fc.Arbitrary<ConvertContext> = fc
  .tuple(operation, identity, fc.option(fc.nat({max: 100_000}), {nil: undefined}))
  .map(([op, id, duration]) => ({operation: op, ...id, ...(duration === undefined ? {} : {duration_seconds: duration})}))

/** The rules a report in normal form may earn by what it says, never by how it is written. */
function earnedRules(r: ReturnReport): Set<string> {
  const earned = new Set<string>()
  const s = r.status
  const a = r.attestation
  if (Object.keys(s).some((name) => !statusKnown.has(name)) || Object.keys(a).some((name) => !attestationKnown.has(name))) earned.add('unknown-key')
  if (s.summary === '' || a.runtime_model_reported === '' || a.runtime_mode_reported === '') earned.add('value-empty')
  if (s.state === 'ERROR' && s.retry_recommended === undefined) earned.add('retry-recommended-required')
  if (s.retry_recommended === true && !s.retry_hint) earned.add('retry-hint-missing')
  if (s.state === 'SUCCESS' && (s.error_code !== undefined || s.retry_recommended !== undefined || s.retry_hint !== undefined)) earned.add('error-keys-on-success')
  if (s.state === 'PARTIAL' && !(a.limitations && a.limitations.length > 0)) earned.add('partial-without-limitations')
  const attested = new Set([...a.files_created, ...a.files_modified])
  if (r.deliverables.some((d) => !attested.has(d.path))) earned.add('deliverable-not-attested')
  if (r.deliverables.some((d) => d.description === '')) earned.add('deliverable-description-missing')
  // A PARTIAL that delivers nothing and attests no file has no completed subset (grammar/signals.md).
  if (s.state === 'PARTIAL' && r.deliverables.length === 0 && a.files_created.length === 0 && a.files_modified.length === 0) earned.add('outcome-contradicted')
  return earned
}

/** The free text a report holds: what its writer said, as against how it is rendered. */
function saidTexts(r: ReturnReport): string[] {
  return [r.status.summary, ...r.deliverables.map((d) => d.description), ...r.evidence.map((e) => e.text), ...(r.attestation.limitations ?? [])].filter(
    (value): value is string => typeof value === 'string' && value !== ''
  )
}

/**
 * Whether a read's signals quote the report's own words: drawn text can still tell
 * an outcome the vocabulary knows (`RC 01` is a non-zero exit), and such a signal
 * is earned by what the report says; one quoting anything else came from the rendering.
 */
function saysOutcome(r: ReturnReport, signals: readonly {text: string}[]): boolean {
  const said = saidTexts(r)
  return signals.some((signal) => signal.text !== '' && said.some((value) => value.includes(signal.text)))
}

/** The values a report was read with, and the signals it earns checked apart: a PARTIAL with nothing done earns `partial-without-subset`, a signal quoting the report's words is earned, and no other. */
function readBack(r: ReturnReport, text: string): ReturnReport | null {
  const read = parseReturn(text).report
  if (!read) return read
  const {signals, ...values} = read
  const said = saidTexts(r)
  const partialEmpty = earnedRules(r).has('outcome-contradicted')
  if (partialEmpty) expect((signals ?? []).map((signal) => signal.signal), JSON.stringify(signals)).toContain('partial-without-subset')
  const unearned = (signals ?? []).filter(
    (signal) => !(partialEmpty && signal.signal === 'partial-without-subset') && !said.some((value) => signal.text !== '' && value.includes(signal.text))
  )
  expect(unearned, JSON.stringify(signals)).toEqual([])
  return values
}

describe('markdown → meta → markdown', () => {
  it('generates valid reports', () => {
    fc.assert(fc.property(report, (r) => ReturnReportSchema.safeParse(r).success))
  })

  it('renderReturn is read back as the same report, with only the advice the report earns', () => {
    fc.assert(
      fc.property(report, (r) => {
        const parsed = parseReturn(renderReturn(r))
        expect(readBack(r, renderReturn(r))).toEqual(r)
        const earned = earnedRules(r)
        if (saysOutcome(r, parsed.report?.signals ?? [])) earned.add('outcome-contradicted')
        for (const diagnostic of parsed.diagnostics) expect(earned, `${diagnostic.ruleId}: ${diagnostic.message}`).toContain(diagnostic.ruleId)
      }),
      runs
    )
  })

  it('a report converted to meta (as JSON text) and back is the same report', () => {
    fc.assert(
      fc.property(report, context, (r, c) => {
        const result = toReturnMeta(r, c)
        expect(result.diagnostics).toEqual([])
        expect(ReturnMetaSchema.safeParse(result.meta).success).toBe(true)
        const meta = JSON.parse(JSON.stringify(result.meta)) as ReturnMeta
        expect(fromReturnMeta(meta)).toEqual(r)
        expect(readBack(r, renderReturn(fromReturnMeta(meta)))).toEqual(r)
        expect(lostInMarkdown(meta)).toEqual([])
      }),
      runs
    )
  })
})

// --- return-metadata objects in the subset markdown expresses -------------

const finalStatus = fc.constantFrom(
  ['researched', 'research'],
  ['planned', 'plan'],
  ['implemented', 'implement'],
  ['synced', 'sync'],
  ['committed', 'commit'],
  ['partial', 'research'],
  ['partial', 'implement'],
  ['failed', 'plan']
) as fc.Arbitrary<[ReturnMeta['status'], ConvertContext['operation']]>

const artifact = fc.record({path, summary: maybeEmptyText}).map(({path: p, summary}) => ({type: inferArtifactType(p), path: p, summary}))

const metaError = fc
  .record({
    type: fc.oneof(errorCode, fc.constant('unspecified')),
    recoverable: fc.boolean(),
    recommendation: maybeEmptyText,
    omitted: fc.boolean()
  })
  .map(({type, recoverable, recommendation, omitted}) => ({
    type,
    recoverable: omitted ? false : recoverable,
    recommendation,
    ...(omitted ? {retry_recommended_omitted: true} : {})
  }))

const subsetMeta = fc
  .record({
    status: finalStatus,
    summary: maybeEmptyText,
    artifacts: fc.array(artifact, {maxLength: 4}),
    nextSteps: fc.option(text, {nil: undefined}),
    roadmap: fc.option(fc.array(text, {maxLength: 3}), {nil: undefined}),
    suggestions: fc.option(text, {nil: undefined}),
    identity,
    duration: fc.option(fc.nat({max: 100_000}), {nil: undefined}),
    evidence: fc.array(evidenceText, {maxLength: 4}),
    attestation,
    statusExtras: extras(new Set([...statusKnown, 'next_steps', 'roadmap_items', 'claudemd_suggestions'])),
    error: fc.option(metaError, {nil: undefined})
  })
  .map((g) => {
    const [status, op] = g.status
    const implemented = status === 'implemented'
    const meta: Record<string, unknown> = {status}
    if (!implemented) meta['summary'] = g.summary
    meta['artifacts'] = g.artifacts
    if (implemented) {
      meta['completion_data'] = {
        completion_summary: g.summary,
        ...(g.roadmap ? {roadmap_items: g.roadmap} : {}),
        ...(g.suggestions === undefined ? {} : {claudemd_suggestions: g.suggestions})
      }
    }

    if (g.nextSteps !== undefined) meta['next_steps'] = g.nextSteps
    meta['metadata'] = {
      ...g.identity,
      ...(g.duration === undefined ? {} : {duration_seconds: g.duration}),
      evidence: g.evidence,
      attestation: g.attestation,
      ...(Object.keys(g.statusExtras).length > 0 ? {status_extras: g.statusExtras} : {})
    }
    // An error on a non-failed status must say something, or the markdown has no key to carry it.
    const says = g.error && (g.error.type !== 'unspecified' || g.error.retry_recommended_omitted !== true || g.error.recommendation !== '')
    const error = g.error ?? {type: 'unspecified', recoverable: false, recommendation: '', retry_recommended_omitted: true}
    if (status === 'failed' || says) meta['errors'] = [{...error, message: g.summary}]
    const ctx: ConvertContext = {operation: op, ...g.identity, ...(g.duration === undefined ? {} : {duration_seconds: g.duration})}
    return {meta: meta as ReturnMeta, context: ctx}
  })

describe('meta → markdown → meta', () => {
  it('generates valid return-metadata objects', () => {
    fc.assert(fc.property(subsetMeta, ({meta}) => ReturnMetaSchema.safeParse(meta).success))
  })

  it('an object of the subset is the same after markdown, with the identity passed back as context', () => {
    fc.assert(
      fc.property(subsetMeta, ({meta, context: c}) => {
        const markdown = renderReturn(fromReturnMeta(meta))
        const parsed = parseReturn(markdown)
        expect(parsed.report).not.toBeNull()
        const back = toReturnMeta(parsed.report!, c)
        expect(back.diagnostics).toEqual([])
        expect(back.meta).toEqual(meta)
        expect(lostInMarkdown(meta)).toEqual([])
      }),
      runs
    )
  })
})
