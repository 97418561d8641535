/**
 * `readJson`: strict JSON in, a tree with positions out; never throws.
 * jsonc-parser gives a tolerant tree with offsets and every syntax error;
 * vfile-location turns offsets into 1-based lines and columns.
 */
import {parseTree, printParseErrorCode, type Node, type ParseError} from 'jsonc-parser'
import {location} from 'vfile-location'
import type {Place} from '../engine/diagnostic.js'
import {maxJsonValues} from '../engine/input-rules.js'
import {fromPointer, pointerSegment} from '../util/pointer.js'

export type JsonNode = Node

/**
 * Deeper nesting is refused before parsing (`json-too-deep`): the deepest real
 * return file nests 6 levels, and a bound keeps every walk of the tree linear.
 */
export const maxJsonDepth = 64

interface JsonSyntaxProblem {
  /** jsonc-parser's name of the error, such as `CommaExpected`. */
  code: string
  /** UTF-16 offsets into `source`. */
  offset: number
  length: number
}

interface DuplicateKey {
  key: string
  /** Pointer of the value the later key sets. */
  pointer: string
  /** The later property node, and the first one with the same key. */
  node: JsonNode
  first: JsonNode
}

/** How the file is laid out, so fixes keep it. */
export interface JsonFormat {
  /** One indentation unit: a tab or N spaces; two spaces when nothing is indented. */
  indent: string
  eol: '\n' | '\r\n'
  finalNewline: boolean
  /** The whole value sits on one line. */
  singleLine: boolean
  /** Between a key and its value: `': '` or `':'`. */
  colon: ': ' | ':'
  /** Between members written on one line: `', '` or `','`. */
  comma: ', ' | ','
}

export interface JsonDocument {
  /** The input without its byte order mark. */
  source: string
  /** Length of the stripped byte order mark (0 or 1): fixes shift their offsets by it. */
  shift: number
  /** The root node; undefined for empty input. */
  tree: JsonNode | undefined
  /** The value, duplicate keys resolved as `JSON.parse` does (the last wins); undefined on syntax errors. */
  value: unknown
  /** The value read past syntax errors by the tolerant parser (what a lenient reader can use); equals `value` on valid input. */
  tolerantValue: unknown
  syntaxErrors: JsonSyntaxProblem[]
  /** Nesting deeper than `maxJsonDepth`: nothing else is read. */
  tooDeep: boolean
  /** More than `maxJsonValues` values: nothing else is read (`input-too-complex`). */
  tooManyValues: boolean
  duplicateKeys: DuplicateKey[]
  /** Value node of a pointer (the last of duplicate keys), found by walking the tree. */
  nodes: NodeLookup
  format: JsonFormat
  /** Place of a span of `source`. */
  place(offset: number, length: number): Place
  /** Place of the value at `pointer`, or of its nearest existing ancestor, or of the start. */
  valuePlace(pointer: string): Place
  /** Place of the key naming the value at `pointer`; its value's place for array items and the root. */
  keyPlace(pointer: string): Place
}

/** Finds the node at a pointer; no table of every pointer is kept, so memory stays linear whatever the depth. */
interface NodeLookup {
  get(pointer: string): JsonNode | undefined
}

/**
 * One linear pass over the text, before any parsing: whether its nesting goes
 * deeper than `maxDepth`, and whether it holds more than `maxValues` values
 * (the root, each property value and each array item).
 */
function measureStructure(text: string, maxDepth: number, maxValues: number): {tooDeep: boolean; tooManyValues: boolean} {
  let depth = 0
  let values = 1
  let inString = false
  // Just after `{` or `[`: the next token other than blank space opens a first member, unless it closes.
  let opened = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 92) index++
      else if (char === 34) inString = false
      continue
    }

    if (char === 32 || char === 10 || char === 13 || char === 9) continue
    if (opened && char !== 125 && char !== 93) values++
    opened = false
    if (char === 34) inString = true
    else if (char === 123 || char === 91) {
      if (++depth > maxDepth) return {tooDeep: true, tooManyValues: false}
      opened = true
    } else if (char === 125 || char === 93) depth--
    else if (char === 44) values++
    if (values > maxValues) return {tooDeep: false, tooManyValues: true}
  }

  return {tooDeep: false, tooManyValues: false}
}

/** The values of a tree (keys are not values), counted up to just past `limit`. */
function countValues(tree: JsonNode, limit: number): number {
  let count = 0
  const stack: JsonNode[] = [tree]
  while (stack.length > 0 && count <= limit) {
    const node = stack.pop()!
    if (node.type === 'property') {
      // A property is its key and its value: only the value counts.
      const value = node.children?.[1]
      if (value) stack.push(value)
      continue
    }

    count++
    for (const child of node.children ?? []) stack.push(child)
  }

  return count
}

function detectFormat(source: string, tree: JsonNode | undefined): JsonFormat {
  const eol = source.includes('\r\n') ? '\r\n' : '\n'
  const indented = /^([ \t]+)\S/m.exec(source)
  let indent = '  '
  if (indented) {
    const lead = indented[1]!
    indent = lead.startsWith('\t') ? '\t' : ' '.repeat(Math.min(lead.length, 8))
  }

  const body = tree ? source.slice(tree.offset, tree.offset + tree.length) : source
  // Counted on the source as a whole: a string holding `":"` tips nothing in a real file.
  const tight = (body.match(/":[^\s]/g) ?? []).length > (body.match(/":\s/g) ?? []).length
  const tightComma = (body.match(/,[^\s]/g) ?? []).length > (body.match(/, /g) ?? []).length
  return {
    indent,
    eol,
    finalNewline: /\n$/.test(source),
    singleLine: !body.includes('\n'),
    colon: tight ? ':' : ': ',
    comma: tightComma ? ',' : ', '
  }
}

/** Reads strict JSON: no comments, no trailing commas, no empty input. */
export function readJson(text: string): JsonDocument {
  // Anything but a string reads as empty input: a document whose syntax error says so.
  const input = typeof text === 'string' ? text : ''
  const shift = input.charCodeAt(0) === 0xfeff ? 1 : 0
  const source = shift ? input.slice(1) : input
  const index = location(source)
  // The document is public: its methods take what a caller passes, so offsets and pointers of another type read as the start.
  const place = (givenOffset: number, givenLength: number): Place => {
    const offset = numberOr0(givenOffset)
    const start = index.toPoint(offset) ?? index.toPoint(source.length) ?? {line: 1, column: 1}
    const end = index.toPoint(offset + numberOr0(givenLength)) ?? index.toPoint(source.length) ?? start
    return {line: start.line, column: start.column, endLine: end.line, endColumn: end.column}
  }

  const duplicateKeys: DuplicateKey[] = []
  const syntaxErrors: JsonSyntaxProblem[] = []
  let tree: JsonNode | undefined
  let value: unknown
  let tolerantValue: unknown
  const measured = measureStructure(source, maxJsonDepth, maxJsonValues)
  const tooDeep = measured.tooDeep
  let tooManyValues = measured.tooManyValues
  if (!tooDeep && !tooManyValues) {
    const errors: ParseError[] = []
    tree = parseTree(source, errors, {disallowComments: true, allowTrailingComma: false, allowEmptyContent: false})
    for (const error of errors) syntaxErrors.push({code: printParseErrorCode(error.error), offset: error.offset, length: error.length})
    // Malformed text can hide values from the scan (a `"` in a comment, a string cut at a line end): the tolerant tree is counted too.
    if (tree && errors.length > 0 && countValues(tree, maxJsonValues) > maxJsonValues) {
      tooManyValues = true
      tree = undefined
      syntaxErrors.length = 0
    }

    if (tree) tolerantValue = build(tree, '', duplicateKeys)
    if (syntaxErrors.length === 0) value = tolerantValue
  }

  const nodes = lookup(tree)
  const firstPlace = place(tree?.offset ?? 0, 0)
  const valuePlace = (pointer: string): Place => {
    let current = typeof pointer === 'string' ? pointer : ''
    for (;;) {
      const node = nodes.get(current)
      if (node) return place(node.offset, node.length)
      if (current === '') return firstPlace
      current = current.slice(0, current.lastIndexOf('/'))
    }
  }

  const keyPlace = (pointer: string): Place => {
    const node = typeof pointer === 'string' ? nodes.get(pointer) : undefined
    const key = node?.parent?.children?.[0]
    if (key && key.parent?.type === 'property' && key !== node) return place(key.offset, key.length)
    return valuePlace(pointer)
  }

  return {
    source,
    shift,
    tree,
    value,
    tolerantValue,
    syntaxErrors,
    tooDeep,
    tooManyValues,
    duplicateKeys,
    nodes,
    format: detectFormat(source, tree),
    place,
    valuePlace,
    keyPlace
  }
}

/** The value of a node; `pointer` is built by concatenation only, so V8 keeps it as a cheap rope until read. */
function build(node: JsonNode, pointer: string, duplicates: DuplicateKey[]): unknown {
  switch (node.type) {
    case 'object': {
      const object: Record<string, unknown> = {}
      const seen = new Map<string, JsonNode>()
      for (const property of node.children ?? []) {
        const [keyNode, valueNode] = property.children ?? []
        if (!keyNode || !valueNode || typeof keyNode.value !== 'string') continue
        const key = keyNode.value
        const child = pointer + '/' + pointerSegment(key)
        const first = seen.get(key)
        if (first) duplicates.push({key, pointer: child, node: property, first})
        else seen.set(key, property)
        setOwn(object, key, build(valueNode, child, duplicates))
      }

      return object
    }

    case 'array':
      return (node.children ?? []).map((child, index) => build(child, pointer + '/' + index, duplicates))
    default:
      return node.value
  }
}

/** Pointer lookups by walking from the root; each object's last property per key is indexed on first visit. */
function lookup(tree: JsonNode | undefined): NodeLookup {
  const properties = new WeakMap<JsonNode, Map<string, JsonNode>>()
  const memberOf = (object: JsonNode, key: string): JsonNode | undefined => {
    let members = properties.get(object)
    if (!members) {
      members = new Map()
      for (const property of object.children ?? []) {
        const [keyNode, valueNode] = property.children ?? []
        if (keyNode && valueNode && typeof keyNode.value === 'string') members.set(keyNode.value, valueNode)
      }

      properties.set(object, members)
    }

    return members.get(key)
  }

  return {
    get(pointer) {
      if (typeof pointer !== 'string') return undefined
      let current = tree
      for (const segment of fromPointer(pointer)) {
        if (!current) return undefined
        if (current.type === 'object') current = memberOf(current, segment)
        else if (current.type === 'array' && /^(0|[1-9]\d*)$/.test(segment)) current = current.children?.[Number(segment)]
        else return undefined
      }

      return current
    }
  }
}

function numberOr0(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

/** Sets a property as data, even when its key is `__proto__`. */
export function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, {value, enumerable: true, writable: true, configurable: true})
}

/** Whether a value is a JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
