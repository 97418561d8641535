/**
 * Token counts for the console return's `summary` limit. The core stays
 * synchronous and free of a 1 MB vocabulary: it estimates by default, and
 * `loadTokenCounter()` loads the real tokenizer (cl100k_base) on demand.
 */
import {isMissingPackage, MissingPackageError} from '../util/optional-package.js'

// The pre-tokenizer of cl100k_base: contractions, words with one leading
// non-letter, numbers of up to three digits, punctuation runs, whitespace.
const pieces = /'(?:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+/giu

/**
 * Estimates the cl100k_base token count of a text without its vocabulary:
 * one token per piece, one more per six letters past the ninth, about one
 * per 1.5 non-ASCII letters. On real summaries it is within 7% on average.
 */
export function estimateTokens(text: string): number {
  if (typeof text !== 'string') return 0
  let count = 0
  for (const [piece] of text.matchAll(pieces)) {
    const letters = piece.replace(/^[^\p{L}]/u, '')
    if (!/\p{L}/u.test(letters)) {
      count += Math.max(1, Math.ceil(piece.trim().length / 3))
      continue
    }

    // Outside ASCII, pieces split into several tokens: about one per two characters.
    const wide = letters.replace(/[\u0000-\u007f]/g, '').length
    count += Math.max(1, Math.ceil((letters.length - wide - 3) / 6)) + Math.ceil(wide / 1.5)
  }

  return count
}

/** Longest piece of text given to the tokenizer at once. */
const chunkLength = 1000

/**
 * The text in pieces of at most `chunkLength` characters, each cut just before
 * a blank where there is one, so a word keeps its leading space as the
 * tokenizer's own pieces do. Byte-pair merging is quadratic in the length of
 * a run without blanks (160 KB of `x` takes 14 s whole); in pieces it is
 * linear, and the count moves by at most one token per cut inside a run.
 */
export function tokenizerChunks(text: string): string[] {
  const chunks: string[] = []
  let start = 0
  while (text.length - start > chunkLength) {
    let end = start + chunkLength
    const blank = text.lastIndexOf(' ', end)
    if (blank > start + chunkLength / 2) end = blank
    chunks.push(text.slice(start, end))
    start = end
  }

  chunks.push(text.slice(start))
  return chunks
}

/**
 * Counts tokens with the real cl100k_base tokenizer, loaded on first use; long text is counted piece by piece.
 * The tokenizer is the optional package `gpt-tokenizer`: without it the promise rejects with a
 * `MissingPackageError` whose message names the package to install.
 */
export async function loadTokenCounter(): Promise<(text: string) => number> {
  let tokenizer: typeof import('gpt-tokenizer/encoding/cl100k_base')
  try {
    tokenizer = await import('gpt-tokenizer/encoding/cl100k_base')
  } catch (error) {
    if (isMissingPackage(error, 'gpt-tokenizer')) throw new MissingPackageError('gpt-tokenizer', 'An exact token count (`loadTokenCounter()`)', error)
    throw error
  }

  return (text) => {
    if (typeof text !== 'string') return 0
    let count = 0
    for (const chunk of tokenizerChunks(text)) count += tokenizer.countTokens(chunk)
    return count
  }
}
