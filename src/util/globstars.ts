/** A bound on the gitignore and glob patterns a tree may bring: how many `**` one may hold, and how deep a walk goes. */

/** Most `**` segments a pattern may hold: its matching time grows as the path's depth to that power (the `ignore` package and picomatch alike). */
export const maxGlobstars = 2

/** Why a gitignore or glob pattern is not used, or undefined when it may be. */
export function patternProblem(pattern: string): string | undefined {
  let globstars = 0
  for (const segment of pattern.split('/')) if (segment.includes('**')) globstars++
  return globstars > maxGlobstars ? `it has ${globstars} \`**\`, more than ${maxGlobstars}: matching it takes time growing as a path's depth to the power ${globstars}` : undefined
}

/** Deepest folder a walk or a glob reads, counted from where it starts: real trees stay far above it, and matching a pattern costs more with each level. */
export const maxWalkDepth = 128
