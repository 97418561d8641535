/**
 * The zod schemas of the vocabulary's data files, apart from the tables so
 * that reading a return never loads zod: test/vocabulary.test.ts checks every
 * table against them.
 */
import * as z from 'zod'
import {wordListNames} from '../src/vocabulary/index.js'

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
  signatures: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      kind: z.enum(['tests', 'compiler', 'exit', 'http', 'fail-line']),
      tool: z.string().min(1),
      pattern: z.string().min(1),
      flags: z.string().regex(/^[imsu]*$/),
      matches: z.array(z.string()).min(1),
      misses: z.array(z.string()).min(1)
    })
  )
})

export const ConfusablesTableSchema = z.strictObject({
  source: z.string().min(1),
  lookalikes: z.record(z.string().length(1).or(z.string().length(2)), z.string().regex(/^[A-Za-z]$/))
})
