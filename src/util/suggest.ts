/** "Did you mean …?": the nearest word of a vocabulary, by Levenshtein distance (leven). */
import leven from 'leven'

/** The candidate closest to `word`, case-insensitively, within `maxDistance` edits; ties go to the first. */
export function nearest<T extends string>(word: string, candidates: readonly T[], maxDistance = 2): T | undefined {
  const lower = word.toLowerCase()
  let best: T | undefined
  let bestDistance = maxDistance + 1
  for (const candidate of candidates) {
    const distance = leven(lower, candidate.toLowerCase(), {maxDistance: maxDistance + 1})
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }

  return best
}
