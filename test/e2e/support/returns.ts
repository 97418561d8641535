/** What the scripted children hand back, and the brief a parent gives them. */
import {formatInstructions} from '../../../src/postflight/format-instructions.js'

/** A brief as a parent writes it: the task, then the format instructions (which hold `--when-asked`'s marker). */
export function brief(task: string): string {
  return `${task}\n\n${formatInstructions().text}`
}

/** A return that fails its contract: no `## Status` section, only a bold label. */
export const malformedReturn = 'Done! I added the parser in src/parser.ts and the tests pass.\n\n**Status:** complete\n'

/**
 * A return as the contract asks, and true to what the scripted child did: it
 * runs no tool, so it claims no file written and no command run (the hook
 * checks a return against the child's transcript).
 */
export const validReturn = `## Status
state: SUCCESS
summary: Read the brief and found the parser's entry point.

## Deliverables
- (none)

## Evidence
- README.md — the brief names src/parser.ts as the entry point

## Runtime Attestation
runtime_model_reported: mock/mock-model
runtime_mode_reported: code
files_created:
- (none)
files_modified:
- (none)
`
