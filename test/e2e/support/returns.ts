/** What the scripted children hand back, and the brief a parent gives them. */
import {formatInstructions} from '../../../src/postflight/format-instructions.js'

/** A brief as a parent writes it: the task, then the format instructions (which hold `--when-asked`'s marker). */
export function brief(task: string): string {
  return `${task}\n\n${formatInstructions().text}`
}

/** A return that fails its contract: no `## Status` section, only a bold label. */
export const malformedReturn = 'Done! I added the parser in src/parser.ts and the tests pass.\n\n**Status:** complete\n'

/** The same work, handed back as the contract asks. */
export const validReturn = `## Status
state: SUCCESS
summary: Added the parser.

## Deliverables
- src/parser.ts — the parser

## Evidence
- \`npm test\` — 12 passed

## Runtime Attestation
runtime_model_reported: mock/mock-model
runtime_mode_reported: code
files_created:
- src/parser.ts
files_modified:
- (none)
`

