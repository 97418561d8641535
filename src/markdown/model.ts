/**
 * The structural model of a markdown return: which lines form which section,
 * and how each line was written. Extraction and rules both read it; nothing
 * in it is interpreted yet, so rules can judge the spelling as well as the meaning.
 */
import type {Root} from 'mdast'
import type {Place} from '../engine/diagnostic.js'
import type {Directive} from '../engine/directives.js'
import type {SetAside} from './host-wrapper.js'
import type {KeyWrap, ScannedBullet} from './key-line.js'

export const sectionKinds = ['status', 'deliverables', 'evidence', 'attestation'] as const
export type SectionKind = (typeof sectionKinds)[number]

/** The spelling the contract requires for each section heading (after `## `). */
export const canonicalSectionTitles: Record<SectionKind, string> = {
  status: 'Status',
  deliverables: 'Deliverables',
  evidence: 'Evidence',
  attestation: 'Runtime Attestation'
}

/** One physical line of the input, 1-based, without its line ending. */
export interface SourceLine {
  line: number
  text: string
}

export interface KeyEntry {
  type: 'key'
  line: SourceLine
  bullet: ScannedBullet | undefined
  wrap: KeyWrap | undefined
  colonInsideWrap: boolean
  rawKey: string
  key: string
  /** The raw value after the colon, trimmed. */
  value: string
  keyPlace: Place
  /** Spans the continuation lines too, when the value wraps. */
  valuePlace: Place
  /** Plain lines after the key line that continue its value. */
  wrappedLines: number
  /** Bullets that follow a key with an empty value (list keys). */
  items: ItemEntry[]
  /** A prose key written as bullets (`summary:` over `- …` lines): its value is the items' text joined. */
  listed?: true
}

export interface ItemEntry {
  type: 'item'
  line: SourceLine
  marker: string
  /** The item's text after the marker, continuation lines joined with a space. */
  text: string
  place: Place
  textPlace: Place
}

export interface TextEntry {
  type: 'text'
  line: SourceLine
  text: string
  place: Place
  /** A heading deeper than the return's sections: content of the section it sits in. */
  subheading?: true
}

export type BodyEntry = KeyEntry | ItemEntry | TextEntry

/** A code block in a section: output or a log a child pasted, under a bullet or on its own. */
export interface OutputBlock {
  lang: string
  /** The block's content, without its fences. */
  value: string
  place: Place
  /** The bullet it stands under, when it follows one. */
  item?: ItemEntry
}

export interface SectionModel {
  /** Undefined for a heading that names no section of the contract. */
  kind: SectionKind | undefined
  /** The heading's text, inline markup removed. */
  title: string
  /** What follows the section name in the title, such as ` (final run)`. */
  suffix: string
  /** The suffix as written on the heading line, inline markup and link destinations kept. */
  rawSuffix: string | undefined
  /** A state written in the heading, `## Status: ✅ COMPLETE`: the value and where it is. */
  headingState: {value: string; place: Place} | undefined
  /** The title starts with a number, as in `## 1. Status`. */
  numbered: boolean
  /** Emoji before the section's name (`## ✅ Status`); `''` when none. */
  marks: string
  depth: number
  setext: boolean
  /** The heading line as written. */
  headingLine: SourceLine
  headingPlace: Place
  entries: BodyEntry[]
  /** The section's code blocks, in order. */
  outputs: OutputBlock[]
}

export interface FenceContainer {
  type: 'fence'
  /** The opening fence line. */
  open: Place
  /** The closing fence line, absent when the fence runs to the end. */
  close: Place | undefined
  lang: string
  /** Non-blank text outside the fence. */
  proseBefore: Place | undefined
  proseAfter: Place | undefined
}

export interface ReturnModel {
  /** The tree of the whole input. */
  tree: Root
  /** Where the return sits: the document itself, or a fenced code block in it. */
  container: {type: 'document'} | FenceContainer
  /** A heading that wraps the sections (`## Subtask Result`), if any. */
  wrapper: SectionModel | undefined
  /** Every heading of the return in document order, with its body. */
  sections: SectionModel[]
  /** Lines with their 1-based numbers, for fixes and messages. */
  lines: readonly string[]
  /** `<!-- handback-disable… -->` comments, in and around the return. */
  directives: Directive[]
  /** A host's prefix and tags around the return (`[new_task completed] Result:`), set aside before reading. */
  host: SetAside[]
}
