/** A mistake in the command line: reported in one line with exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** The one line a usage error is shown as: what is wrong, then where the options are listed. */
export function usageErrorLine(command: string, message: string): string {
  return `handback ${command}: ${message}${/[.?!]$/.test(message) ? '' : '.'} Run \`handback ${command} --help\` for usage.\n`
}

export function positiveInteger(flag: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`${flag} expects a non-negative integer, got \`${value}\``)
  return Number(value)
}
