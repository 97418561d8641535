/**
 * What sets the JSON kinds apart, as data: a rule or the fix check asks the
 * kind's traits (its schema, its status vocabulary, its artifact types, what
 * `--fix` may rewrite), never tests the kind's name. The required structure is the
 * kind's configuration; the rules are generic (markdownlint's MD043).
 */
import type {z} from 'zod'
import {artifactTypes, returnMetaStatuses, ReturnMetaSchema} from '../schema/meta.js'
import {ProgressFileSchema} from '../schema/progress.js'
import {subagentArtifactTypes, subagentStatuses, SubagentReturnSchema} from '../schema/subagent.js'
import type {JsonOptions, Operation} from './options.js'
import {nearestMetaStatus, nearestSubagentStatus, successStatus, suggestMetaStatus, suggestSubagentStatus} from './status.js'
import {leaves} from './values.js'

/** A return's `status`: its words, and how a word outside them is read. */
interface StatusTraits {
  vocabulary: readonly string[]
  /** Words outside the vocabulary that another rule reports (`completed` in return-metadata: `status-completed`). */
  reportedElsewhere: readonly string[]
  /** The documented synonym of a word, for the operation the return answers and the team's own words. */
  nearest(word: string, operation: Operation | undefined, options: JsonOptions): string | undefined
  /** The word nearest by spelling, suggested but never applied. */
  suggest(word: string): string | undefined
  /** Whether `--fix` may write the synonym found. */
  fixable(synonym: string, options: JsonOptions): boolean
}

export interface JsonKindTraits {
  /** The kind's zod schema: the single statement of its shape, read by the rules of missing and mistyped fields. */
  schema: z.ZodType
  /** The status of a return; absent for a kind whose `status` is no return's (a progress file). */
  status?: StatusTraits
  /** The artifact types of a return; absent for a kind without artifacts. */
  artifactTypes?: readonly string[]
  /** Whether the identity fields (`session_id`, …) are the kind's, kept in `metadata` or at the top level. */
  identity: boolean
  /** Whether the kind's rules compare the file with its previous version (`previous`). */
  comparesPrevious: boolean
  /** The pointers whose value `--fix` may rewrite, by the options the caller gave. */
  rewritable(value: unknown, options: JsonOptions): string[]
}

const statusPointer = ['/status']
const progressStatusPointer = /^\/objectives\/\d+\/status$|^\/approaches_tried\/\d+\/result$/

const traits = {
  meta: {
    schema: ReturnMetaSchema,
    status: {
      vocabulary: returnMetaStatuses,
      reportedElsewhere: ['completed'],
      nearest: (word, operation, options) => nearestMetaStatus(word, operation, options.statuses),
      suggest: suggestMetaStatus,
      fixable: (synonym, options) => options.operation !== undefined && synonym === successStatus[options.operation]
    },
    artifactTypes,
    identity: true,
    comparesPrevious: false,
    rewritable: (_value, options) => (options.operation === undefined ? [] : statusPointer)
  },
  subagent: {
    schema: SubagentReturnSchema,
    status: {
      vocabulary: subagentStatuses,
      reportedElsewhere: [],
      nearest: (word, _operation, options) => nearestSubagentStatus(word, options.statuses),
      suggest: suggestSubagentStatus,
      fixable: (_synonym, options) => options.rewriteStatus === true || options.operation !== undefined
    },
    artifactTypes: subagentArtifactTypes,
    identity: true,
    comparesPrevious: false,
    rewritable: (_value, options) => (options.operation !== undefined || options.rewriteStatus === true ? statusPointer : [])
  },
  progress: {
    schema: ProgressFileSchema,
    identity: false,
    comparesPrevious: true,
    rewritable: (value, options) => (options.rewriteStatus ? leaves(value).map((leaf) => leaf.pointer).filter((pointer) => progressStatusPointer.test(pointer)) : [])
  }
} satisfies Readonly<Record<string, JsonKindTraits>>

/** A JSON kind: one of the kinds a JSON return file is read as. */
export type JsonKind = keyof typeof traits

export const jsonKindTraits: Readonly<Record<JsonKind, JsonKindTraits>> = traits
