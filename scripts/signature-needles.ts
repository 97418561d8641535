/**
 * The needles of each signature: short literal strings of which every match
 * of its expression holds at least one (compared in lower case). A line
 * holding none of a kind's needles cannot match the kind, so its screen is
 * neither run nor, for a process that never meets such a line, compiled.
 * Derived from the expressions' syntax trees (regexp-tree) when the docs are
 * generated, into `src/vocabulary/needles.json`.
 */
import regexpTree from 'regexp-tree'
import type {AstNode} from 'regexp-tree/ast'
import {signatures, signatureNeedleKey, type Signature} from '../src/vocabulary/index.js'

/** Needles of letters shorter than this find nearly every line: an expression whose best needles are shorter has none. A needle beyond ASCII (`失败`, `✗`) is rare in any line that does not mean it, whatever its length. */
const shortest = 3

function screensBy(needle: string): boolean {
  return needle.length >= shortest || /[^\x00-\x7f]/.test(needle)
}

type Needles = string[] | null

/** The better of two sets of needles: the one whose shortest needle is longest, then the smaller. */
function better(a: Needles, b: Needles): Needles {
  if (a === null) return b
  if (b === null) return a
  // A needle beyond ASCII counts as long: it is rare in a line that does not mean it.
  const least = (set: string[]): number => Math.min(...set.map((needle) => (/[^\x00-\x7f]/.test(needle) ? shortest : needle.length)))
  return least(a) !== least(b) ? (least(a) > least(b) ? a : b) : a.length <= b.length ? a : b
}

/** The character a literal stands for, or undefined for a class escape (`\d`, `.`) or a character of no fixed case. */
function literal(node: AstNode): string | undefined {
  if (node.type !== 'Char' || node.kind === 'meta') return undefined
  // Every other kind of character (`a`, `\.`, `\u00e9`, `\x41`) carries the one it stands for.
  return (node as {symbol?: string}).symbol
}

/** Needles of a node: every match of it holds one of them; null when no literal is certain. */
function needlesOf(node: AstNode | null | undefined): Needles {
  if (!node) return null
  switch (node.type) {
    case 'Disjunction': {
      const left = needlesOf(node.left)
      const right = needlesOf(node.right)
      return left === null || right === null ? null : [...new Set([...left, ...right])]
    }

    case 'Group':
      return needlesOf(node.expression)
    case 'Repetition':
      return node.quantifier.kind === '+' || (node.quantifier.kind === 'Range' && node.quantifier.from >= 1) ? needlesOf(node.expression) : null
    case 'Char': {
      const char = literal(node)
      return char === undefined ? null : [char]
    }

    case 'Alternative': {
      // Runs of literal characters side by side make one needle each; any other term may give its own.
      let best: Needles = null
      let run = ''
      const close = (): void => {
        if (run !== '') best = better(best, [run])
        run = ''
      }

      for (const term of node.expressions) {
        const char = literal(term)
        if (char !== undefined) {
          run += char
          continue
        }

        close()
        best = better(best, needlesOf(term))
      }

      close()
      return best
    }

    default:
      // Assertions, classes and back-references hold no certain literal.
      return null
  }
}

/** A signature's needles in lower case, or null when its expression has none long enough to screen by. */
export function signatureNeedles(signature: Pick<Signature, 'pattern' | 'flags'>): string[] | null {
  const flags = [...new Set(`${signature.flags}${/\\p\{|[\u{10000}-\u{10FFFF}]/u.test(signature.pattern) ? 'u' : ''}`.replace(/[gy]/g, ''))].join('')
  const ast = regexpTree.parse(new RegExp(signature.pattern, flags).toString())
  const needles = needlesOf(ast.body)
  if (needles === null || !needles.every(screensBy)) return null
  // A needle holding another is found wherever that one is: only the other is kept.
  const lower = [...new Set(needles.map((needle) => needle.toLowerCase()))]
  return lower.filter((needle) => !lower.some((other) => other !== needle && needle.includes(other))).sort()
}

/** `src/vocabulary/needles.json`: by signature id, the key of the expression the needles were found in and the needles. */
export function needlesTable(): string {
  const table: Record<string, {key: string; needles: string[] | null}> = {}
  for (const signature of signatures) table[signature.id] = {key: signatureNeedleKey(signature), needles: signatureNeedles(signature)}
  return JSON.stringify({comment: 'Generated from signatures.json by `npm run docs`: every match of a signature holds one of its needles, in lower case.', signatures: table}, null, 1) + '\n'
}
