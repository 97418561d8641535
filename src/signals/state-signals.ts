/**
 * The signals of another state said beside `state`: the Status heading, a
 * line of the section, another `state` line or console return of the text, a
 * heading that is only a worse state, the summary's opening. The reading is
 * src/markdown/state-disagreement.ts; this table names each judgement, says
 * what it reads, and holds the returns it fires and stays quiet on, which
 * `grammar/signals.md` shows and the tests execute. The parent cannot tell
 * which of two states the writer meant, so `state-invalid` reports each, with
 * the signal's id and a `cause` at the line that said the other state.
 */
import type {StateSignalId} from '../markdown/state-disagreement.js'
import type {SignalExample} from './signals.js'

export interface StateSignal {
  id: StateSignalId
  /** One line: what the signal reads as another state. */
  description: string
  /** The places it reads, in words. */
  reads: string
  /** What it matches: the vocabulary lists and marks it goes by. */
  matches: string
  /** What leaves it quiet. */
  quiet: string
  examples: {fires: SignalExample[]; quiet: SignalExample[]}
}

const notes = (...lines: string[]): string[] => ['', '## Notes', '', ...lines]

export const stateSignals: readonly StateSignal[] = [
  {
    id: 'status-heading-disagrees',
    description: 'The Status heading says another state than `state` (`## Status: ❌ FAILED` over `state: SUCCESS`), or tells of a worse outcome (`## Status (BLOCKED on review)`, `## Status: NOT COMPLETE`, `## ❌ Status`).',
    reads: 'the Status heading: its state, the marks around its name, its words after the name',
    matches: 'the state words (`stateSuccess`, `stateError`, `statePartial`), a negated success (`negation`, `negatingPrefix`), the marks of `marks.json`',
    quiet: 'a heading agreeing with `state`; a count of nothing or a word of repair before the failure word (`0 failed`, `fixed`); a failure word naming a kind of thing (`kindNoun`: `error handling`)',
    examples: {
      fires: [{heading: '## Status: ❌ FAILED', summary: 'Added the export endpoint.'}, {heading: '## Status: NOT COMPLETE', summary: 'Added the export endpoint.'}],
      quiet: [{heading: '## Status: ✅ Done', summary: 'Added the export endpoint.'}, {heading: '## Status (error handling)', summary: 'Added error handling to the export endpoint.'}]
    }
  },
  {
    id: 'status-line-disagrees',
    description: 'A line of the Status section other than its keys says a worse state (`FAILED`, `> ❌ the release build still fails`), or a key of its own does (`tests: FAILED`, `failed: 3`, `success: no`).',
    reads: 'the lines and keys of the Status section, apart from `state`, `summary` and the contract’s other keys',
    matches: 'the state words, a cross, stop or red mark (`marks.json`) opening a line, a count above zero of `failureCount`',
    quiet: 'a key of a run before a fix (a word of `earlier`: `tests_before: FAILED`); a count of nothing after a dash (`Failed — 0`, `nothing`, `zero`)',
    examples: {
      fires: [{summary: 'Added the export endpoint.', status: ['tests: FAILED']}, {summary: 'Added the export endpoint.', status: ['failed: 3']}],
      quiet: [{summary: 'Fixed the export test.', status: ['tests_before: FAILED']}, {summary: 'Added the export endpoint.', status: ['failed: 0']}]
    }
  },
  {
    id: 'state-line-elsewhere',
    description: 'Another `state` line of the text names a worse state (a second return in a prose fence, under a sub-heading, in a comment; `status: failed` on a line of its own before the return or under a heading naming the outcome), however it is spelled (lookalike letters, a table row, JSON, `=`).',
    reads: 'every line of the text outside code fences of other languages than prose',
    matches: '`state` and `status` lines, and keys naming the outcome (`outcomeName`: `result`, `final_status`) or saying it was done or failed (`success: no`, `failed: yes`)',
    quiet: 'a line naming the same or a better state; a fence of code or configuration (```` ```yaml ````); a `status:` line that tells of something else (an API’s, a ticket’s) in another section',
    examples: {
      fires: [{summary: 'Added the export endpoint.', after: notes('<!-- state: ERROR -->')}, {before: ['**Result:** ❌ FAILED', ''], summary: 'Added the export endpoint.'}],
      quiet: [{summary: 'Added the export endpoint.', after: notes('```yaml', 'state: ERROR', '```')}, {summary: 'Added the export endpoint.', after: notes('The ticket is now `status: failed` in the tracker until QA closes it.')}]
    }
  },
  {
    id: 'console-return-in-code',
    description: 'A console return in a JSON code block (`{"status": "failed", "summary": …, "artifacts": […]}`) names a worse state: the child’s other answer.',
    reads: 'code blocks of JSON',
    matches: 'an object with a `status`, a `summary`, and `artifacts` or `metadata` at its top, whose `status` reads as a worse state',
    quiet: 'JSON without the console return’s members at its top (an API’s error envelope, a job record)',
    examples: {
      fires: [{summary: 'Added the export endpoint.', after: notes('```json', '{"status": "failed", "summary": "The export job broke.", "artifacts": []}', '```')}],
      quiet: [{summary: 'Added the export endpoint.', after: notes('```json', '{"status": "failed", "summary": "Payment declined"}', '```')}]
    }
  },
  {
    id: 'state-heading',
    description: 'A heading of its own is nothing but a worse state (`# ERROR`, `## ❌ FAILED`), names the outcome as one (`## Outcome: ❌ Failed`), or titles the outcome over a first line saying one (`## Final Result` over `FAILED — the suite fails`).',
    reads: 'the headings of the text other than the contract’s sections, and the first line under a heading naming the outcome',
    matches: 'the state words and marks; a name of the outcome (`outcomeName`) before them',
    quiet: 'a heading with a remark, which titles a topic (`## Error — 404 page`); a heading over nothing but `- none` (an empty list)',
    examples: {
      fires: [{summary: 'Added the export endpoint.', after: ['', '## ❌ FAILED', '', 'The export job broke on the last run.']}, {summary: 'Added the export endpoint.', after: ['', '## Final Result', '', 'FAILED — the suite fails on Node 20.']}],
      quiet: [{summary: 'Added a custom 404 page.', after: ['', '## Error — 404 page', '', 'The page links back to the home page.']}]
    }
  },
  {
    id: 'summary-opening-worse',
    description: 'A success’s summary opens with a worse state (`FAILED — the build broke`, `Blocked on credentials`, `Incomplete: …`), with work not done (`No changes made`, `WIP`), or with a failure mark (`❌ Build failed`), or a line it wraps onto does.',
    reads: 'the opening of the summary, after a label naming the outcome (`Status: …`), and of each line it wraps onto after a sentence’s end',
    matches: 'the state words, a negated success, the `notDone` and `unfinished` phrases, a failure word and a `cause` (`on`, `due`, `because`), the failure marks',
    quiet: 'a word of `repair` (`Error on checkout fixed`); a count of nothing after the word (`Failed: 0, Passed: 48`); a finding (`benign`: `Could not reproduce …`); a mark turned into a success mark (`❌→✅`)',
    examples: {
      fires: [{summary: 'FAILED — the build broke on CI.'}, {summary: 'No changes made; the repository is read-only.'}, {summary: '❌ Build failed on CI.'}],
      quiet: [{summary: 'Error on checkout fixed; all 12 tests pass.'}, {summary: 'Could not reproduce the crash; added a regression test for it.'}]
    }
  }
]

/** The state signals by id. */
export const stateSignalById: ReadonlyMap<string, StateSignal> = new Map(stateSignals.map((signal) => [signal.id, signal]))
