/** A mistake in the command line: reported in one line with exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

export function positiveInteger(flag: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`${flag} expects a non-negative integer, got \`${value}\``)
  return Number(value)
}
