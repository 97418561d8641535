/** `-o FILE`, `--output FILE`, and `--output-file FILE` (the older spelling of `lint`): one option in every command that writes a file. */
import {UsageError} from './usage-error.js'

export const outputOptions = {
  output: {type: 'string', short: 'o'},
  'output-file': {type: 'string'}
} as const

/** The file named by `-o`, `--output` or `--output-file`; naming two different files is a usage error. */
export function outputPath(values: {output?: string | undefined; 'output-file'?: string | undefined}): string | undefined {
  const {output, 'output-file': outputFile} = values
  if (output !== undefined && outputFile !== undefined && output !== outputFile) {
    throw new UsageError('--output and --output-file name the same option; give one file')
  }

  return output ?? outputFile
}
