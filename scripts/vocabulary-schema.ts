/**
 * The zod schemas of the vocabulary's data files, apart from the tables so
 * that reading a return never loads zod: test/vocabulary.test.ts checks every
 * table against them.
 */
import * as z from 'zod'
import {conventionKinds, failureSignatureKinds, wordListNames} from '../src/vocabulary/index.js'

const phrase = z.string().min(1).refine((text) => text === text.trim() && text === text.toLowerCase(), 'a phrase is lower case, without blanks around it')

export const LanguageTableSchema = z.strictObject({
  language: z.string().regex(/^[a-z]{2,3}$/),
  name: z.string().min(1),
  ...Object.fromEntries(wordListNames.map((name) => [name, z.array(phrase)]))
})

const state = z.enum(['SUCCESS', 'PARTIAL', 'ERROR'])

export const MarksTableSchema = z.strictObject({
  roles: z.record(z.string(), z.strictObject({says: state, description: z.string().min(1), marks: z.array(z.string().min(1)).min(1)}))
})

export const SignaturesTableSchema = z.strictObject({
  fragments: z.record(z.string().regex(/^\w+$/), z.string().min(1)),
  signatures: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      kind: z.enum([...failureSignatureKinds, 'passes', 'unchanged', 'changed', 'share', 'branch', 'narrowed', 'unfinished', 'revision', 'platform', 'destroys', 'held', 'unpushed', ...conventionKinds]),
      tool: z.string().min(1),
      pattern: z.string().min(1),
      flags: z.string().regex(/^[imsu]*$/),
      matches: z.array(z.string()).min(1),
      misses: z.array(z.string()).min(1)
    })
  ),
  summaries: z.array(
    z.strictObject({
      runner: z.string().min(1),
      output: z.string().min(1),
      passed: z.number().int().min(0).optional(),
      failed: z.number().int().min(0).optional(),
      failing: z.boolean()
    })
  )
})

export const ConfusablesTableSchema = z.strictObject({
  source: z.string().min(1),
  lookalikes: z.record(z.string().length(1).or(z.string().length(2)), z.string().regex(/^[A-Za-z]$/))
})

const word = z.string().regex(/^[a-z]+(?: [a-z]+)*$/, 'a word or words, lower case, one space between')

export const HeadingsTableSchema = z.strictObject(
  Object.fromEntries(['titleSuffixes', 'wrapperTitles'].map((name) => [name, z.strictObject({words: z.array(word).min(1), matches: z.array(z.string().min(1)).min(1), misses: z.array(z.string().min(1)).min(1)})]))
)

const statusWord = z.string().regex(/^[a-z]+(?:_[a-z]+)*$/, 'a status word: lower case, `_` between words')

export const StatusesTableSchema = z.strictObject({
  success: z.array(statusWord),
  progress: z.array(statusWord),
  blocked: z.array(statusWord),
  operations: z.strictObject(
    Object.fromEntries(['research', 'plan', 'implement', 'sync', 'commit'].map((operation) => [operation, z.strictObject({done: z.array(statusWord).min(1), doing: statusWord, names: z.array(statusWord).min(1)})]))
  ),
  returnMeta: z.strictObject({in_progress: z.array(statusWord)}),
  objective: z.strictObject({not_started: z.array(statusWord), in_progress: z.array(statusWord)}),
  approach: z.strictObject({failed: z.array(statusWord), partial: z.array(statusWord)})
})

const slot = z.enum(['state', 'summary', 'deliverables', 'files_created', 'files_modified', 'evidence', 'limitations', 'notes', 'model', 'mode'])

export const ReportLabelsTableSchema = z.strictObject({
  labels: z.strictObject(Object.fromEntries(slot.options.map((name) => [name, z.array(z.string().regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/, 'a label as normalizeLabel writes it')).min(1)]))),
  examples: z.array(z.tuple([z.string().min(1), slot.nullable()])).min(1)
})

export const MeasuresTableSchema = z.strictObject({
  claims: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)),
  measures: z.array(z.strictObject({measure: z.string().min(1), better: z.enum(['lower', 'higher']), names: z.array(z.string().min(1).refine((name) => name === name.toLowerCase().trim(), 'a name in lower case')).min(1), claimedBy: z.array(z.string().min(1)).optional()})).min(2)
})

export const TargetsTableSchema = z.strictObject({
  families: z.record(z.string().min(1), z.array(z.strictObject({target: z.string().min(1), names: z.array(z.string().regex(/^[a-z0-9_-]+(?: [a-z0-9_-]+)*$/, 'a name, lower case, one space between words')).min(1)})).min(2))
})
