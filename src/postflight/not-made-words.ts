/**
 * The reading of a limitation that excuses a missing deliverable: it must
 * say the deliverable was not made (`docs/guide.md not written`, `skipped
 * docs/faq.md`, `could not create x`), not merely name it (`see
 * docs/guide.md: all good, nothing missing`). The words are data; the
 * reading is one function over them, and `notMadeExamples` are executed by
 * the tests.
 */

/** Words that negate what follows within `negationReach` words (`not written`, `never created`, `nothing missing`). */
export const negationWords: readonly string[] = ['not', 'no', 'never', 'nothing', 'none', 'neither', 'nor', 'cannot', 'cant', 'didnt', 'doesnt', 'isnt', 'wasnt', 'werent', 'hasnt', 'havent', 'hadnt', 'couldnt', 'wont', 'dont', 'unable', 'failed', 'without']

/** Verbs of making a file, in every form a limitation writes them: negated, they say it was not made. */
export const makingVerbs: readonly string[] = [
  'create', 'created', 'creating', 'write', 'written', 'wrote', 'writing', 'make', 'made', 'making', 'deliver', 'delivered', 'produce', 'produced',
  'generate', 'generated', 'add', 'added', 'finish', 'finished', 'complete', 'completed', 'implement', 'implemented', 'start', 'started',
  'draft', 'drafted', 'save', 'saved', 'commit', 'committed', 'update', 'updated', 'modify', 'modified', 'change', 'changed', 'edit', 'edited',
  'revise', 'revised', 'done', 'do', 'did', 'build', 'built', 'touch', 'touched'
]

/** Words that say by themselves that a thing was not made; negated (`nothing missing`, `not skipped`) they say the opposite. */
export const notMadeWords: readonly string[] = [
  'skip', 'skipped', 'skipping', 'defer', 'deferred', 'omit', 'omitted', 'postpone', 'postponed', 'drop', 'dropped', 'missing', 'absent',
  'pending', 'blocked', 'unwritten', 'uncreated', 'unfinished', 'incomplete', 'todo', 'outstanding', 'left'
]

/** How many words before a word a negation still reaches (`was not yet created`). */
export const negationReach = 3

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

const negations = new Set(negationWords)
const making = new Set(makingVerbs)
const notMade = new Set(notMadeWords)

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
