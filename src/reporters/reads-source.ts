/**
 * The output formats that read a result's `source` (to quote it, map fix offsets or
 * fingerprint lines). The others are given results without it, so a run over thousands
 * of files does not hold every text until the report; a test renders each of them
 * with and without its source and compares.
 */
const formatsReadingSource: ReadonlySet<string> = new Set(['json', 'sarif', 'prompt', 'codequality'])

export function formatReadsSource(format: string): boolean {
  return formatsReadingSource.has(format)
}
