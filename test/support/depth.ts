/**
 * The two suites: `npm test` (vitest.config.ts) runs a small, seeded slice of
 * every deep check, so it is quick and gives the same outcome on every run;
 * `npm run test:deep` (vitest.deep.config.ts) runs them at scale with fresh
 * random seeds, and the checks of test/deep/.
 */

/** Whether this run is the deep suite. */
export const deep = process.env['HANDBACK_TEST_DEPTH'] === 'deep'

/** A count of runs or items: `full` in the deep suite, `quick` in `npm test`. */
export function depth(full: number, quick: number): number {
  return deep ? full : Math.min(full, quick)
}

/** `items` in the deep suite; in `npm test`, at most `count` of them spread evenly over the list, the same ones on every run. */
export function sample<T>(items: readonly T[], count: number): T[] {
  if (deep || items.length <= count) return [...items]
  const step = items.length / count
  return Array.from({length: count}, (_, index) => items[Math.floor(index * step)]!)
}
