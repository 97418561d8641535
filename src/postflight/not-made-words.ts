/**
 * The reading of a limitation that excuses a missing deliverable: it must
 * say the deliverable was not made (`docs/guide.md not written`, `skipped
 * docs/faq.md`, `could not create x`), not merely name it (`see
 * docs/guide.md: all good, nothing missing`). The words are data; the
 * reading is one function over them, and `notMadeExamples` are executed by
 * the tests.
 */
import {languages} from '../vocabulary/index.js'

// The words are the vocabulary's (src/vocabulary/languages/*.json): `negation` with `nothing` and `zero`, `made` with `making`, and `notMade`.
const single = (lists: ReadonlyArray<'negation' | 'nothing' | 'zero' | 'made' | 'making' | 'notMade'>): Set<string> =>
  new Set(languages.flatMap((table) => lists.flatMap((list) => table[list])).filter((word) => /^[a-z]+$/.test(word)))

/** How many words before a word a negation still reaches (`was not yet created`). */
const negationReach = 3

/** Examples the tests run: `true` when the limitation says the deliverable was not made. */
export const notMadeExamples: ReadonlyArray<readonly [string, boolean]> = [
  ['docs/guide.md not written: the outline needs review first.', true],
  ['Could not create docs/guide.md (permission denied).', true],
  ["docs/guide.md wasn't created; blocked on the API.", true],
  ['Skipped docs/guide.md: out of scope.', true],
  ['docs/guide.md is still missing.', true],
  ['docs/guide.md left out for now.', true],
  ['docs/guide.md: deferred to the next task', true],
  ['see `docs/guide.md`: all good, nothing missing', false],
  ['docs/guide.md was created and reviewed.', false],
  ['docs/guide.md: nothing was skipped', false],
  ['Nothing left out; docs/guide.md is complete.', false],
  ['docs/guide.md', false],
  ['The tests of docs/guide.md are slow.', false]
]

const negations = single(['negation', 'nothing', 'zero'])
const making = single(['made', 'making'])
const notMade = single(['notMade'])

/** The words of a text, lowercase, apostrophes dropped (`wasn't` is `wasnt`). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replaceAll(/['’`]/g, '')
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0)
}

/**
 * Whether a text says something was not made: a making verb negated
 * (`not written`, `could not create`), or a not-made word not negated
 * (`skipped`, `missing`, but not `nothing missing`).
 */
export function saysNotMade(text: string): boolean {
  if (typeof text !== 'string') return false
  const words = wordsOf(text)
  const negatedAt = (index: number): boolean => words.slice(Math.max(0, index - negationReach), index).some((word) => negations.has(word))
  return words.some((word, index) => (making.has(word) && negatedAt(index)) || (notMade.has(word) && !negatedAt(index)))
}
