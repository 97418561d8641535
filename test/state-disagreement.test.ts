import {describe, expect, it} from 'vitest'
import {parseReturn, review} from '../src/index.js'

// A deliverable and its file: a success that says it added something and delivers nothing is retried for that alone (success-without-deliverables).
const sections = '\n## Deliverables\n- src/parser.ts — the parser\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- src/parser.ts\nfiles_modified:\n- (none)\n'

/**
 * What a parent can go by: the report, unless `state-invalid` finds another
 * state said beside `state`. The report itself keeps the state as written;
 * the diagnostic names the signal that read the other (grammar/signals.md).
 */
function parsed(text: string, options?: Parameters<typeof parseReturn>[1]): ReturnType<typeof parseReturn> {
  const result = parseReturn(text, options)
  return {...result, report: result.diagnostics.some((diagnostic) => diagnostic.ruleId === 'state-invalid') ? null : result.report}
}

function stateInvalidLines(text: string): number[] {
  return parseReturn(text).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'state-invalid').map((diagnostic) => diagnostic.line)
}

describe('a Status heading that says another state than `state`', () => {
  const text = (heading: string) => `${heading}\nstate: SUCCESS\nsummary: Added the parser.\n${sections}`

  it('leaves no state to go by, and is never accepted', () => {
    for (const heading of ['## Status: ❌ FAILED', '## Status: ❌', '## Status ❌', '## Status — PARTIAL']) {
      const result = parsed(text(heading))
      expect(result.report).toBeNull()
      // The report keeps what was written; the signal names the other state and its line.
      const written = parseReturn(text(heading))
      expect(written.report?.status.state).toBe('SUCCESS')
      expect(written.diagnostics.find((diagnostic) => diagnostic.ruleId === 'state-invalid')).toMatchObject({signal: 'status-heading-disagrees', cause: {line: 1}})
      expect(stateInvalidLines(text(heading))).toEqual([2])
      expect(review(text(heading)).decision.action).not.toBe('accept')
    }
  })

  it('agrees when it says the same', () => {
    for (const heading of ['## Status', '## Status: ✅ SUCCESS', '## Status: ✅', '## Status ✅', '## Status (final)']) expect(parsed(text(heading)).report?.status.state).toBe('SUCCESS')
  })

  it('leaves no state when a phrase of it tells of a worse outcome, though the suffix as a whole is no state', () => {
    const headings = ['## Status (FAILED)', '## Status [ERROR]', '## Status: FAILED — tests broke', '## Status: BLOCKED on review', '## Status — ERROR (tests)', '## Status: NOT COMPLETE', '## Status: Incomplete', '## Status: unsuccessful', '## Status (partially done)']
    for (const heading of headings) {
      expect(parsed(text(heading)).report, heading).toBeNull()
      expect(stateInvalidLines(text(heading)), heading).toEqual([2])
      expect(review(text(heading)).decision.action, heading).not.toBe('accept')
    }

    expect(parsed(text('## Status: NOT COMPLETE')).diagnostics.find((diagnostic) => diagnostic.ruleId === 'state-invalid')?.message).toBe("Unexpected state `SUCCESS` under a heading saying `NOT COMPLETE` (signal `status-heading-disagrees`), expected one state")
  })

  it('reads a phrase taking a failure back, or a better outcome than the key, as no disagreement', () => {
    for (const heading of ['## Status: SUCCESS (12 passed, 0 failed)', '## Status: SUCCESS — no errors', '## Status (non-blocking fixes)', '## Status: ✅ Complete (all tests pass)', '## Status: SUCCESS (unblocked)']) {
      expect(parsed(text(heading)).report?.status.state, heading).toBe('SUCCESS')
    }

    const partial = (heading: string) => text(heading).replace('state: SUCCESS', 'state: PARTIAL')
    for (const heading of ['## Status: PARTIAL SUCCESS', '## Status: Partially complete', '## Status: Incomplete', '## Status (3 of 5 done)']) expect(parsed(partial(heading)).report?.status.state, heading).toBe('PARTIAL')
    const error = (heading: string) => text(heading).replace('state: SUCCESS', 'state: ERROR\nretry_recommended: no')
    expect(parsed(error('## Status: ERROR (3 passed, 2 failed)')).report?.status.state).toBe('ERROR')
  })
})

describe('a summary that opens with a failure mark', () => {
  const text = (state: string, summary: string, retry = '') => `## Status\nstate: ${state}\nsummary: ${summary}\n${retry}${sections}`

  it('leaves a success or a partial return no state to go by, and it is never accepted', () => {
    for (const state of ['SUCCESS', 'PARTIAL', 'COMPLETE', '✅ DONE']) {
      for (const summary of ['❌ Build failed', '**❌ Build failed**', '🔴 — nothing deployed', '  ✖ tests red']) {
        expect(parsed(text(state, summary)).report).toBeNull()
        expect(stateInvalidLines(text(state, summary))).toEqual([2])
        expect(review(text(state, summary)).decision.action).not.toBe('accept')
      }
    }
  })

  it('reads the state given in the heading the same way', () => {
    const headed = `## Status: ✅ COMPLETE\nsummary: ❌ Nothing was built.\n${sections}`
    expect(parsed(headed).report).toBeNull()
    expect(stateInvalidLines(headed)).toEqual([1])
  })

  it('leaves the state alone for a mark further in, a success or caveat mark, or an ERROR', () => {
    const read = (state: string, summary: string, retry = '') => parsed(text(state, summary, retry)).report?.status.state
    expect(read('SUCCESS', 'Replaced the ❌ icons with ✅ ones')).toBe('SUCCESS')
    expect(read('SUCCESS', '2 bugs fixed ❌→✅')).toBe('SUCCESS')
    expect(read('SUCCESS', '✅ Added the parser')).toBe('SUCCESS')
    expect(read('SUCCESS', '⚠️ Added the parser; the docs lag behind')).toBe('SUCCESS')
    expect(read('PARTIAL', '✅ Four of six parsers ported')).toBe('PARTIAL')
    expect(read('ERROR', '❌ Build failed', 'retry_recommended: no\n')).toBe('ERROR')
  })
})

describe('a line of the Status section that says a worse state', () => {
  // Between the keys: right after `summary:`, a plain line continues the summary.
  const text = (state: string, lines: string) => `## Status\nstate: ${state}\n${lines}\nsummary: Added the parser.\n${sections}`

  it('leaves no state to go by, and is never accepted', () => {
    for (const lines of ['FAILED', '**FAILED**', '> ❌ FAILED — the build is broken', '### FAILED', '- ❌', '❌ BLOCKED — waiting for review', '🚨']) {
      expect(parsed(text('SUCCESS', lines)).report, lines).toBeNull()
      expect(stateInvalidLines(text('SUCCESS', lines)), lines).toEqual([2])
      expect(review(text('SUCCESS', lines)).decision.action, lines).not.toBe('accept')
    }

    expect(parsed(text('SUCCESS', 'PARTIAL')).report).toBeNull()
    expect(parsed(text('PARTIAL', 'FAILED')).report).toBeNull()
  })

  it('reads prose, a key, a better state or the same one as no disagreement', () => {
    for (const lines of ['The failed test now passes.', 'Tests: 12 passed, 0 failed', '✅ Done', 'SUCCESS', 'Note: one flaky test failed once and passed on retry.', 'next_steps:\n- Blocked: none\n- Errors: 0']) {
      expect(parsed(text('SUCCESS', lines)).report?.status.state, lines).toBe('SUCCESS')
    }

    expect(parsed(text('PARTIAL', '✅ DONE')).report?.status.state).toBe('PARTIAL')
    expect(parsed(text('ERROR', 'FAILED')).report?.status.state).toBe('ERROR')
  })
})

describe('marks beside a state word', () => {
  it('reads alarms, skulls and loud exclamation marks as failure, and question marks as something left open', () => {
    for (const value of ['🚨 SUCCESS', '🟥 SUCCESS', 'SUCCESS 💀', 'SUCCESS ‼️', 'SUCCESS ❓', 'SUCCESS 🟧']) {
      expect(parsed(`## Status\nstate: ${value}\nsummary: Added the parser.\n${sections}`).report, value).toBeNull()
    }

    for (const value of ['🎉 SUCCESS', 'SUCCESS 🚀', '✅ SUCCESS']) {
      expect(parsed(`## Status\nstate: ${value}\nsummary: Added the parser.\n${sections}`).report?.status.state, value).toBe('SUCCESS')
    }
  })
})

describe('another `state` line of the text that names a worse state', () => {
  const success = `## Status\nstate: SUCCESS\nsummary: Added the parser.\n${sections}`
  const second = '## Status\nstate: ERROR\nsummary: The build broke.\nretry_recommended: no\n'

  it('leaves no state to go by, wherever it is: a second return in a fence, a comment, a sub-heading, another section', () => {
    const texts = {
      'a fenced return after it': `${success}\nCorrection, the final result:\n\n\`\`\`markdown\n${second}\`\`\`\n`,
      'a return in an HTML comment': `${success}\n<!--\n${second}-->\n`,
      'a sub-heading under Evidence': success.replace('## Evidence\n- (none)\n', '## Evidence\n- (none)\n\n### Status\nstate: ERROR\n'),
      'a key of the attestation': success.replace('runtime_mode_reported: code\n', 'runtime_mode_reported: code\nstate: ERROR\n'),
      'an indented line in the Status section': success.replace('state: SUCCESS\n', '    state: ERROR\n\nstate: SUCCESS\n'),
      'a comment line in the Status section': success.replace('state: SUCCESS\n', '<!-- state: PARTIAL -->\nstate: SUCCESS\n')
    }
    for (const [name, text] of Object.entries(texts)) {
      const result = parsed(text)
      expect(result.report, name).toBeNull()
      expect(result.diagnostics.find((diagnostic) => diagnostic.ruleId === 'state-invalid')?.message, name).toMatch(/^Unexpected state `SUCCESS` while another line of the text says `state: (ERROR|PARTIAL)`/)
      expect(review(text).decision.action, name).not.toBe('accept')
    }
  })

  it('leaves alone code and configuration in a fence, which hold `state:` keys of their own', () => {
    const withFence = (fence: string) => success.replace('## Evidence\n- (none)\n', `## Evidence\n- (none)\n\n${fence}\n`)
    for (const fence of ['```yaml\njob:\n  state: failed\n```', '```yaml\nstate: error\n```', '~~~ts\nconst initial = {state: ERROR}\n~~~', '````markdown\n```yaml\nstate: error\n```\n````']) {
      expect(parsed(withFence(fence)).report?.status.state, fence).toBe('SUCCESS')
    }

    // A bare fence of log lines or settings is no return either, until a Status heading opens one in it.
    for (const fence of ['```\nstate: error\nretries: 3\n```', '```\nNAME  STATE\napi   Running\nstate: failed\n```']) expect(parsed(withFence(fence)).report?.status.state, fence).toBe('SUCCESS')
    // A prose fence may hold a return, and a fence of code inside it does not close it.
    for (const fence of ['```\n## Status\nstate: ERROR\n```', '````markdown\n### Status\n```yaml\nx: 1\n```\nstate: ERROR\n````']) expect(parsed(withFence(fence)).report, fence).toBeNull()
    // In the return's own Status section, a fence's `state` needs no heading.
    expect(parsed(success.replace('state: SUCCESS\n', '```\nstate: ERROR\n```\nstate: SUCCESS\n')).report).toBeNull()
  })

  it('points at that line, and leaves alone a line that agrees, names a better state or names none', () => {
    const text = `${success}\n\`\`\`markdown\n${second}\`\`\`\n`
    const lines = text.split('\n')
    expect(parsed(text).diagnostics.find((diagnostic) => diagnostic.ruleId === 'state-invalid')?.cause?.line).toBe(lines.indexOf('state: ERROR') + 1)
    const example = (state: string) => `${success}\nThe format, for reference:\n\n\`\`\`markdown\n## Status\nstate: ${state}\n\`\`\`\n`
    for (const state of ['SUCCESS', 'COMPLETE', 'SUCCESS|ERROR|PARTIAL', '<SUCCESS, ERROR or PARTIAL>']) expect(parsed(example(state)).report?.status.state, state).toBe('SUCCESS')
    expect(parsed(example('SUCCESS').replace(/state: SUCCESS\nsummary: Added/, 'state: PARTIAL\nsummary: Added')).report?.status.state).toBe('PARTIAL')
  })
})

describe('code, value lists and mended failures, which say no other state', () => {
  const success = `## Status\nstate: SUCCESS\nsummary: Added the parser.\n${sections}`
  const inEvidence = (body: string) => success.replace('## Evidence\n- (none)\n', `## Evidence\n${body}\n`)

  it('leaves alone an indented code block, a fence opened on a list item, and a list of state values', () => {
    const bodies = [
      '- Sample object that now validates:\n\n      status:\n        state: Failed\n',
      '- ```yaml\n  state: ERROR\n  ```',
      '1. ```ts\n   const s = {state: ERROR}\n   ```',
      'Stories for each value:\n- state: SUCCESS\n- state: PARTIAL\n- state: ERROR'
    ]
    for (const body of bodies) {
      expect(parsed(inEvidence(body)).report?.status.state, body).toBe('SUCCESS')
      expect(review(inEvidence(body)).decision.action, body).toBe('accept')
    }
  })

  it('still reads a second return in an indented block holding a Status heading, or in the Status section, and a lone state line', () => {
    expect(parsed(inEvidence('- (none)\n\n    ### Status\n    state: ERROR\n')).report).toBeNull()
    expect(parsed(success.replace('state: SUCCESS\n', '    state: ERROR\n\nstate: SUCCESS\n')).report).toBeNull()
    expect(parsed(inEvidence('- (none)\n\n### Status\nstate: ERROR\nsummary: broke\n')).report).toBeNull()
    // Two lines naming the same worse state are no list of values.
    expect(parsed(inEvidence('<!--\nstate: ERROR\nstate: ERROR\n-->')).report).toBeNull()
  })

  it('reads a failure word in the heading that a repair, a count of nothing or a noun takes back as no disagreement', () => {
    const text = (heading: string) => success.replace('## Status\n', `${heading}\n`)
    const headings = [
      '## Status — ✅ SUCCESS (fixed 3 failed tests)',
      '## Status: ✅ Complete — error handling refactor',
      '## Status: SUCCESS (previously blocked on the API key, now resolved)',
      '## Status — SUCCESS; zero failures, nothing blocked',
      '## Status — SUCCESS: custom 404 and 500 error pages',
      '## Status: SUCCESS (passed: 212, failed: 0)',
      '## Status: ✅ SUCCESS — 212 tests passed, 0 tests failed',
      '## Status — Done: fixed the login failure',
      '## Status: SUCCESS — added fail-fast to the test matrix'
    ]
    for (const heading of headings) expect(parsed(text(heading)).report?.status.state, heading).toBe('SUCCESS')
    for (const heading of ['## Status: build and tests failed', '## Status: fixed the parser, but the build FAILED', '## Status: Not fixed — tests failed', '## Status: FAILED tests: 3']) {
      expect(parsed(text(heading)).report, heading).toBeNull()
    }
  })

  it('reads a tally line counting no failures, and a failure mark turned into a success mark opening the summary, as no disagreement', () => {
    expect(parsed(success.replace('summary: Added the parser.\n', 'summary: Added the parser.\n\nPassed — 212\nFailed — 0\nSkipped — 3 (flaky)\n')).report?.status.state).toBe('SUCCESS')
    expect(parsed(success.replace('summary: Added the parser.\n', 'summary: Added the parser.\n\n❌ FAILED — nothing works\n')).report).toBeNull()
    expect(parsed(success.replace('summary: Added the parser.', 'summary: ❌→✅ CI is green again.')).report?.status.state).toBe('SUCCESS')
    expect(parsed(success.replace('summary: Added the parser.', 'summary: ❌ → ✅ CI is green again.')).report?.status.state).toBe('SUCCESS')
    expect(parsed(success.replace('summary: Added the parser.', 'summary: ✅→❌ CI broke.')).report).toBeNull()
  })
})

describe('a worse state drawn so that the parent sees it, though spelled otherwise', () => {
  const success = `## Status\nstate: SUCCESS\nsummary: Added the parser.\n${sections}`
  const beside = (line: string) => success.replace('state: SUCCESS\n', `${line}\nstate: SUCCESS\n`)

  it('reads lookalike letters, invisible characters, escapes, compatibility forms and other separators as a `state` line', () => {
    // Each is drawn as `state: ERROR` (or close to it) right above the `state: SUCCESS` the parent would otherwise take.
    const lines = {
      'Cyrillic a': 'st\u0430te: ERROR',
      'Cyrillic E in the value': 'st\u0430te: \u0415RROR',
      'zero-width space': 'sta\u200bte: ERROR',
      'soft hyphen': 'sta\u00adte: ERROR',
      'escaped colon': 'state\\: ERROR',
      'an ATX heading': '### state: ERROR',
      'a table row': '| state | ERROR |',
      'an equals sign': 'state = ERROR',
      'a dash': 'state — FAILED',
      'unfenced JSON': '{"state": "ERROR", "retry_recommended": false}',
      'the JSON formats\' key': 'Status: ERROR',
      'the JSON formats\' key and word': 'status: failed',
      'an unfenced console return': '{"status": "failed", "summary": "Build broke"}'
    }
    for (const [name, line] of Object.entries(lines)) {
      expect(parsed(beside(line)).report, name).toBeNull()
      expect(review(beside(line)).decision.action, name).not.toBe('accept')
    }
  })

  it('reads a no-break space after the colon, or a fullwidth colon, as the state key, and the one below it a duplicate', () => {
    for (const line of ['state:\u00a0ERROR', 'state\uff1a ERROR', 'state\uff1aERROR', '*state*: ERROR']) {
      expect(parsed(beside(line)).report?.status.state, line).toBe('ERROR')
      expect(review(beside(line)).decision.action, line).not.toBe('accept')
    }

    // Alone, each is read as the key it is drawn as, with a fixable key-style warning.
    for (const [line, problem] of [['state\uff1aSUCCESS', 'fullwidth colon'], ['*state*: SUCCESS', 'italics']] as const) {
      const result = parsed(success.replace('state: SUCCESS', line))
      expect(result.report?.status.state, line).toBe('SUCCESS')
      const style = result.diagnostics.find((diagnostic) => diagnostic.ruleId === 'key-style')
      expect(style?.message, line).toContain(problem)
      expect(style?.fix?.text, line).toBe('state: ')
    }
  })

  it('reads a summary that is itself a worse `state` line, and a heading that is nothing but a worse state', () => {
    expect(review(success.replace('summary: Added the parser.', 'summary: state: ERROR')).decision.action).not.toBe('accept')
    for (const heading of ['# ERROR', '## ❌ FAILED', 'ERROR\n=====']) {
      const text = success.replace('\n## Deliverables', `\n${heading}\n\n## Deliverables`)
      expect(parsed(text).report, heading).toBeNull()
      expect(review(text).decision.action, heading).not.toBe('accept')
    }
  })

  it('leaves alone prose, headings and tables that name no worse state', () => {
    const texts = [
      success.replace('summary: Added the parser.', 'summary: Added the parser; the \u00e9tat machine is unchanged.'),
      success.replace('## Evidence\n- (none)\n', '## Evidence\n| Suite | Result |\n|---|---|\n| unit | 40 passed, 0 failed |\n'),
      success.replace('## Evidence\n- (none)\n', '## Evidence\n- State — error handling refactored in src/parse.ts\n'),
      success.replace('\n## Deliverables', '\n## Known Issues\n- none\n\n## Deliverables'),
      // A state word titling an empty list: `## Blocked` over `- None`.
      success.replace('\n## Deliverables', '\n## Blocked\n- None\n\n## Deliverables'),
      beside('| state | SUCCESS |')
    ]
    for (const text of texts) expect(review(text).decision.action).toBe('accept')
  })

  it('reads a worse state heading over `None.`, `0` or `None — a remark` as titling an empty list', () => {
    // Written as a paragraph or with a remark, the empty list was read as the return's outcome.
    for (const body of ['None.', '0', '- None — all 48 tests pass.', 'None — all tests pass.', '(none)']) {
      for (const heading of ['## Failed', '## Error', '## ❌ Failed']) {
        const text = success.replace('\n## Deliverables', `\n${heading}\n${body}\n\n## Deliverables`)
        expect(review(text).decision.action, `${heading} / ${body}`).toBe('accept')
      }
    }

    for (const body of ['- test/a.test.ts', 'None of the tests ran.', '0 of 12 passed']) {
      const text = success.replace('\n## Deliverables', `\n## Failed\n${body}\n\n## Deliverables`)
      expect(review(text).decision.action, body).not.toBe('accept')
    }
  })
})

describe('a summary opening with a worse state word', () => {
  const success = `## Status\nstate: SUCCESS\nsummary: Added the parser.\n${sections}`
  const withSummary = (summary: string) => success.replace('summary: Added the parser.', `summary: ${summary}`)

  it('leaves no state when the word before the first separator is a worse state', () => {
    for (const summary of ['FAILED — the build broke', 'Blocked: waiting for review', 'Error: could not connect', 'Partial: 3 of 5 done']) {
      expect(parsed(withSummary(summary)).report, summary).toBeNull()
      expect(review(withSummary(summary)).decision.action, summary).not.toBe('accept')
    }
  })

  it('reads no state in a phrase, a count of nothing or a better word', () => {
    for (const summary of ['Failed — 0', 'Error handling: added retries', 'Failed tests fixed: all 12 pass', 'Failure modes documented — see docs', 'Done: added the parser', 'Failed to reproduce the bug; no change needed']) {
      expect(review(withSummary(summary)).decision.action, summary).toBe('accept')
    }
  })

  it('reads a count of nothing right after the separator as a tally, though more follows', () => {
    // `Failed: 0, Passed: 48` splits into more than one part, which `Failed — 0` alone did not.
    for (const summary of ['Failed: 0, Passed: 48 — suite green', 'Error: none — all endpoints respond 200', 'Failure: none; the retry wrapper is in place']) {
      expect(review(withSummary(summary)).decision.action, summary).toBe('accept')
    }

    for (const summary of ['Failed: none of the tests could run', 'Failed: 0.5% of requests still time out — retrying', 'Error: 0 bytes written, disk full']) {
      expect(review(withSummary(summary)).decision.action, summary).not.toBe('accept')
    }
  })
})

describe('a path outside the repository in a remark after a root file name', () => {
  const withEntry = (deliverable: string, modified = '- (none)') =>
    `## Status\nstate: SUCCESS\nsummary: Added the install target.\n\n## Deliverables\n- ${deliverable}\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n${modified}\n`
  const pathErrors = (text: string) => parsed(text).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'path-not-repo-relative').map((diagnostic) => diagnostic.message)

  it('reads the file name as the path, as `src/log.ts (writes to /var/log/app.log)` is', () => {
    // `Makefile`, `Dockerfile`, `.gitignore` have no slash, so the remark's system path used to be read as the entry's path.
    for (const entry of ['Makefile (install → /usr/local/bin/app) — install target', 'Dockerfile (WORKDIR /app, USER node)', '.gitignore (adds /dist and /coverage)', 'package.json: `bin` points at /dist/cli.js']) {
      expect(pathErrors(withEntry(entry)), entry).toEqual([])
    }

    expect(pathErrors(withEntry('src/a.ts — a', '- Dockerfile (now copies to /app)'))).toEqual([])
  })

  it('still reports a path outside the repository that opens a part, or follows a word or a mark', () => {
    for (const entry of ['package.json, /etc/passwd', 'Created /etc/passwd', '✅ ../x.ts', '"/etc/passwd"', 'e.g. /etc/passwd']) {
      expect(pathErrors(withEntry(entry)), entry).toHaveLength(1)
    }
  })
})

describe('what a partial return lists, and evidence that tells of something else', () => {
  const partial = `## Status\nstate: PARTIAL\nsummary: Ported the API; the UI waits.\n${sections}`
  const success = `## Status\nstate: SUCCESS\nsummary: Added the parser.\n${sections}`
  const underEvidence = (text: string, lines: string) => text.replace('## Evidence\n- (none)\n', `## Evidence\n${lines}\n`)

  it('accepts a partial return listing what failed or is blocked under a heading of its own, or opening its summary with it', () => {
    const listed = partial.replace('\n## Deliverables', '\n## Blocked\n- Deploy to staging: no AWS credentials.\n\n## Deliverables')
    expect(parsed(listed).report?.status.state).toBe('PARTIAL')
    expect(parsed(partial.replace('summary: Ported the API; the UI waits.', 'summary: Blocked: the UI waits for review; the API is done.')).report?.status.state).toBe('PARTIAL')
    // The same under SUCCESS lists failures the state denies; a bare headline says the outcome under either.
    expect(parsed(listed.replace('state: PARTIAL', 'state: SUCCESS')).report).toBeNull()
    expect(parsed(partial.replace('\n## Deliverables', '\n# ERROR\n\n## Deliverables')).report).toBeNull()
  })

  it('reads a `status` line outside the Status section, or JSON without a summary, as evidence', () => {
    for (const lines of ['- run: 1841\n- status: failed\n- cause: flaky network', '{"id": 43, "status": "failed", "error": "OOM"}']) {
      expect(review(underEvidence(success, lines)).decision.action, lines).toBe('accept')
    }
    // Beside the state, or as a console return with its summary, it is another state.
    expect(parsed(success.replace('state: SUCCESS\n', 'state: SUCCESS\nstatus: failed\n')).report).toBeNull()
    expect(parsed(underEvidence(success, '{"status": "failed", "summary": "Build broke"}')).report).toBeNull()
  })

  it('takes emoji before the Status name as decoration unless they tell a worse outcome', () => {
    expect(parsed(partial.replace('## Status', '## ✅ Status')).report?.status.state).toBe('PARTIAL')
    expect(parsed(success.replace('## Status', '## ⚠️ Status')).report).toBeNull()
    expect(parsed(partial.replace('## Status', '## 🔴 Status')).report).toBeNull()
  })
})

describe('the outcome said under other names, in other forms, or drawn on another line', () => {
  const success = `## Status\nstate: SUCCESS\nsummary: Added the parser.\n${sections}`
  const withSummary = (summary: string) => success.replace('summary: Added the parser.', `summary: ${summary}`)
  const rejected = (text: string, label: string) => {
    expect(parsed(text).report, label).toBeNull()
    expect(review(text).decision.action, label).not.toBe('accept')
  }
  const accepted = (text: string, label: string) => expect(review(text).decision.action, label).toBe('accept')

  it('reads another key naming the outcome in the Status section, or a yes/no saying the work is not done', () => {
    for (const line of ['result: FAILED', '**Outcome:** ❌ Failed', 'overall: ❌ FAILED', 'final_state: ERROR', 'success: no', 'completed: false', 'partial: yes']) {
      rejected(success.replace('summary:', `${line}\nsummary:`), line)
    }

    for (const line of ['tests: passed', 'completed: yes', 'result: SUCCESS', 'errors: 0', 'errors: none', 'lint: FAILED (pre-existing)']) accepted(success.replace('summary:', `${line}\nsummary:`), line)
    // Any other key of the section whose whole value is a worse state says it too.
    for (const line of ['tests: FAILED', 'build: ❌ failed']) rejected(success.replace('summary:', `${line}\nsummary:`), line)
  })

  it('reads a `status` line among the keys of Runtime Attestation, and a heading of a topic with a remark as a topic', () => {
    rejected(`${success}status: FAILED\n`, 'attestation')
    accepted(`${success}\n## Error — 404 page\nThe page now links home.\n`, 'topic')
    accepted(success.replace('summary: Added the parser.', 'summary: Blocked on nothing — all tasks done.'), 'on nothing')
  })

  it('reads a `status` or outcome line standing on its own before the return or under a heading of the outcome, but not one in a list, a quotation or a story of a run', () => {
    for (const text of [`**Status:** ❌ FAILED — the repository is read-only\n\n${success}`, `${success}\n## Final Result\n**Status:** ❌ FAILED\n`, `${success}\n## Outcome\nResult: FAILED\n`]) rejected(text, text.slice(0, 40))
    for (const lines of ['- CI status: failed before the fix, green now', '- status: failed (before the fix)', '> status: failed', '**Before:**\nResult: FAILED — the heap grew\n**After:**\nResult: PASSED', 'Status: failed — pre-existing, not in scope']) {
      accepted(success.replace('## Evidence\n- (none)\n', `## Evidence\n${lines}\n`), lines)
      accepted(`${success}\n## Notes\n${lines}\n`, lines)
    }
  })

  it('reads a quoted state value as the state, with a fixable warning, and a quoted other state as disagreeing', () => {
    const quoted = parsed(success.replace('state: SUCCESS', 'state: "SUCCESS"'))
    expect(quoted.report?.status.state).toBe('SUCCESS')
    expect(quoted.diagnostics.find((diagnostic) => diagnostic.ruleId === 'value-style')?.fix?.text).toBe('SUCCESS')
    for (const other of ['state: "ERROR"', "state: 'ERROR'", 'state: “FAILED”']) rejected(`${success}${other}\n`, other)
  })

  it('reads a line or paragraph separator, vertical tab or form feed as the line break a viewer draws', () => {
    for (const separator of ['\u2028', '\u2029', '\u0085', '\v', '\f']) rejected(withSummary(`Added the parser.${separator}state: ERROR`), JSON.stringify(separator))
  })

  it('reads a success summary opening with a negated success, a wrapped or labelled failure word, or a failure and its cause', () => {
    for (const summary of ['Incomplete: the CLI is missing', 'Not completed — the CLI is missing', 'Unsuccessful: timeouts', '(FAILED) the build broke', '[FAILED] the build broke', '<b>FAILED</b> the build broke', 'Status: ERROR — tests failing', 'Result: FAILED — the build broke', 'Blocked on missing credentials.', 'Failed due to a timeout.']) {
      rejected(withSummary(summary), summary)
    }

    // A failure word opening a line the summary wraps onto after a sentence's end opens that line as drawn.
    rejected(withSummary('Added the parser.\nFAILED — the build broke.'), 'wrapped')
    for (const summary of [
      'Failed to reproduce the bug; no change needed',
      'Failed login attempts are now rate-limited.',
      'Error handling added to the parser.',
      'Done. Failed tests were fixed.',
      'Completed: parser, CLI and docs.',
      "`Error: Cannot find module './config'` on startup fixed by adding the file",
      '"Error: connection refused" on boot is handled with a retry',
      'Error on the checkout page fixed: the total is rounded',
      'Error due to a null user is resolved',
      'Blocked by default: the new firewall rule denies unknown hosts',
      'Aborted because of a merge conflict on the first try; resolved and merged',
      'Resolved the 3 tests that\nfailed on Node 20 due to a timer change.',
      'Made the 3 tests pass that\nfailed on Node 20.'
    ]) {
      accepted(withSummary(summary), summary)
    }
  })

  it('reads a heading titling the outcome with a worse state, or nothing but a negated success', () => {
    for (const heading of ['## Outcome: ❌ Failed\nThe build broke.', '## Result — FAILED\nsee the log', '## INCOMPLETE\n- the CLI', '## NOT DONE\n- the CLI']) rejected(`${success}\n${heading}\n`, heading)
    for (const heading of [
      '## Error handling\n- retries with backoff',
      '## Failed attempts\n- tried a regex first; the scanner replaced it',
      '## Errors: none\n',
      '## Error: build broke\nThe cause and the fix, below.',
      '## Error: cursor was not stable (fixed)\n- the cursor is now stable',
      '## Failure: Redis unavailable\nThe cache falls back to memory.',
      '## Not done: (none)\n',
      '## Incomplete\n- Nothing; every item shipped.'
    ]) {
      accepted(`${success}\n${heading}\n`, heading)
    }
  })

  it('reads a console return in a code block of JSON, on one line or pretty-printed, but not other JSON', () => {
    for (const json of ['{"status":"failed","summary":"the build broke","artifacts":[]}', '{\n  "status": "failed",\n  "summary": "the build broke",\n  "metadata": {"session_id": "s"}\n}']) {
      const text = `${success}\n\`\`\`json\n${json}\n\`\`\`\n`
      rejected(text, json)
      const line = text.split('\n').findIndex((written) => written.includes('"status"')) + 1
      expect(parsed(text).diagnostics.find((diagnostic) => diagnostic.ruleId === 'state-invalid')?.cause?.line).toBe(line)
    }

    for (const [lang, json] of [
      ['json', '{\n  "status": "failed",\n  "code": 500\n}'],
      ['json', '{"status":"completed","summary":"ok","artifacts":[]}'],
      ['json', '{"status": "error", "summary": "Invalid token", "code": 401}'],
      ['json', '{"job": {"status": "failed", "summary": "x", "artifacts": []}}'],
      ['ts', 'const failure = {status: "failed", summary: "x", artifacts: []}']
    ] as const) {
      accepted(`${success}\n\`\`\`${lang}\n${json}\n\`\`\`\n`, json)
    }
  })

  it('reads `status:` in a Status section without `state` as the state, under another name the fix renames', () => {
    for (const [line, state] of [['status: SUCCESS', 'SUCCESS'], ['**Status:** ✅ COMPLETE', 'SUCCESS'], ['Status: PARTIAL', 'PARTIAL']] as const) {
      const result = parsed(success.replace('state: SUCCESS', line))
      expect(result.report?.status.state, line).toBe(state)
      const style = result.diagnostics.find((diagnostic) => diagnostic.ruleId === 'key-style')
      expect(style?.message, line).toContain('another name')
      expect(style?.fix?.text).toBe('state: ')
    }

    // Beside a `state` key it is a line that may say another state.
    rejected(success.replace('state: SUCCESS', 'state: SUCCESS\nstatus: FAILED'), 'both')
    // Under a heading giving the state, or naming no state, it is a remark.
    accepted(success.replace('## Status\nstate: SUCCESS', '## Status: ✅ SUCCESS\nstatus: PR #42 opened, awaiting review'), 'heading state')
  })

  it('reads a bullet documenting a `state` value with a remark as documentation', () => {
    accepted(success.replace('## Evidence\n- (none)\n', '## Evidence\n- state: ERROR — set when the upload fails\n- state: SUCCESS — set when it completes\n'), 'documented values')
    accepted(success.replace('## Evidence\n- (none)\n', '## Evidence\n- state: ERROR — set when the upload fails\n'), 'one documented value')
  })
})

describe('paths outside the repository however they are written', () => {
  const success = `## Status\nstate: SUCCESS\nsummary: Added the parser.\n\n## Deliverables\n- src/parser.ts — the parser\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- src/parser.ts\nfiles_modified:\n- (none)\n`
  const pathErrors = (text: string) => parsed(text).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'path-not-repo-relative')

  it('reads a path as the file system would: invisible characters dropped, compatibility forms folded, percent-escapes decoded, the home folder through a variable', () => {
    for (const path of ['\u200b/etc/passwd', '\u202a/etc/passwd', '／etc／passwd', '%2e%2e/%2e%2e/etc/passwd', '$HOME/.bashrc', '${HOME}/.ssh/config', '%USERPROFILE%\\x']) {
      expect(pathErrors(success.replace('- src/parser.ts — the parser', `- ${path} — x`)).length, path).toBe(1)
      expect(pathErrors(success.replace('files_created:\n- src/parser.ts', `files_created:\n- ${path}`)).length, path).toBe(1)
    }
  })

  it('reads a reference link’s destination as the entry’s path', () => {
    for (const [entry, definition] of [['[the parser][p]', '[p]: /etc/passwd'], ['[p][]', '[p]: ../x.ts'], ['[P]', '[p]: ~/.bashrc']]) {
      const text = success.replace('- src/parser.ts — the parser', `- ${entry} — x`) + `\n${definition}\n`
      expect(pathErrors(text).length, entry).toBe(1)
    }

    expect(pathErrors(success.replace('- src/parser.ts — the parser', '- [the parser][p] — x') + '\n[p]: src/parser.ts\n')).toEqual([])
  })

  it('reads a `file:` URL and an HTML link target inside an entry', () => {
    for (const entry of ['<file:///etc/passwd>', '<a href="/etc/passwd">x</a>']) expect(pathErrors(success.replace('- src/parser.ts — the parser', `- ${entry} — x`)).length, entry).toBe(1)
  })

  it('reads a line of Deliverables or Runtime Attestation written as an entry though no bullet, and a line an attested file runs on to', () => {
    const cases = [
      success.replace('- src/parser.ts — the parser', '- src/parser.ts — the parser\n\n/etc/cron.d/job — the job'),
      success.replace('- src/parser.ts — the parser', '### /etc/passwd\n- src/parser.ts — the parser'),
      success.replace('- src/parser.ts — the parser', '- src/parser.ts — the parser\n\n`~/.bashrc`: the alias'),
      success.replace('files_created:\n- src/parser.ts', 'files_created:\n- src/parser.ts\n/etc/passwd')
    ]
    for (const text of cases) {
      const errors = pathErrors(text)
      expect(errors.length, text).toBe(1)
      expect(text.split('\n')[errors[0]!.line - 1]).toMatch(/\/etc|bashrc/)
      expect(errors[0]!.endLine).toBe(errors[0]!.line)
    }

    const remarks = [
      'The parser follows docs/grammar.md.',
      'WORKDIR is /app; the compiled output lands in /app/dist.',
      'The new endpoints are served at /api/v1/users.',
      '| /api/v1/users | GET | src/routes.ts |',
      '### Backend (/api)',
      'Cache files are written under /tmp/app-cache',
      'Run inside the devcontainer at /workspaces/project'
    ]
    for (const line of remarks) expect(pathErrors(success.replace('- src/parser.ts — the parser', `- src/parser.ts — the parser\n\n${line}`)), line).toEqual([])
    expect(pathErrors(success.replace('files_created:\n- src/parser.ts', 'files_created:\n- src/cache.ts\n  (writes to /tmp/cache)'))).toEqual([])
    expect(pathErrors(success.replace('- src/parser.ts — the parser', '- src/routes.ts (GET /health) — the route'))).toEqual([])
  })
})

describe('states as agents write them, and other states hidden in comments, elements and drawn letters', () => {
  const success = `## Status\nstate: SUCCESS\nsummary: Added the parser.\n${sections}`
  const withState = (state: string) => success.replace('state: SUCCESS', `state: ${state}`)

  it('reads more phrases of success, and a state with a remark after a dash, which value-style logs without a fix', () => {
    for (const state of ['Completed successfully', 'All done', 'Task complete', 'Fully completed']) expect(parsed(withState(state)).report?.status.state, state).toBe('SUCCESS')
    for (const [state, read] of [['SUCCESS - all tests pass', 'SUCCESS'], ['SUCCESS - no errors', 'SUCCESS'], ['PARTIAL - docs pending', 'PARTIAL'], ['ERROR — tests failing', 'ERROR']] as const) {
      const result = parsed(withState(state))
      expect(result.report?.status.state, state).toBe(read)
      const style = result.diagnostics.find((diagnostic) => diagnostic.ruleId === 'value-style')
      expect(style?.message, state).toContain('remark after the state')
      expect(style?.fix, state).toBeUndefined()
    }
  })

  it('reads no state when the remark takes part of a success back or tells of a failure', () => {
    for (const state of ['SUCCESS — except the build fails', 'SUCCESS — the build is broken', 'SUCCESS - docs pending', 'SUCCESS — but the UI is missing', 'SUCCESS ❌ - tests']) {
      expect(parsed(withState(state)).report, state).toBeNull()
      expect(review(withState(state)).decision.action, state).not.toBe('accept')
    }
  })

  it('reads a state in a link-definition comment or an XML element, and letters drawn like Latin ones or like a blank', () => {
    for (const hidden of ['[//]: # (state: ERROR)', '<state>ERROR</state>', 'state:\u3164ERROR', 'state: ᴇʀʀᴏʀ', 'state: ᎬRROR', 'stαte: ERROR', 'ѕtate: ЕRRОR']) {
      expect(parsed(`${success}\n${hidden}\n`).report, hidden).toBeNull()
    }
  })

  it('gives a success’s limitations in the decision’s reason', () => {
    const text = success.replace('files_modified:\n- (none)\n', 'files_modified:\n- (none)\nlimitations:\n- The parser is a stub.\n')
    const decision = review(text).decision
    expect(decision.action).toBe('accept')
    expect(decision.reason).toBe('The child reports SUCCESS. Summary, in the child\'s words: "Added the parser.". Limitations, in the child\'s words: "The parser is a stub.".')
  })
})

describe('a worse outcome in emphasis, counts, phrases and quoted lines', () => {
  const success = `## Status\nstate: SUCCESS\nsummary: Added the parser.\n${sections}`
  const withSummary = (summary: string) => success.replace('summary: Added the parser.', `summary: ${summary}`)
  const underStatus = (line: string) => success.replace('summary: Added the parser.\n', `summary: Added the parser.\n${line}\n`)
  const rejected = (text: string, label: string) => expect(review(text).decision.action, label).not.toBe('accept')
  const accepted = (text: string, label: string) => expect(review(text).decision.action, label).toBe('accept')

  it('reads a status line wrapped in emphasis as a whole, or written with a dash or `=`, before the return', () => {
    for (const line of ['**Status: ❌ FAILED**', '_Status: FAILED_', 'Status — FAILED', 'Status = FAILED', '**Status** — ❌ FAILED']) rejected(`${line}\n\n${success}`, line)
    rejected(`${success}**state: ERROR**\n`, 'after')
  })

  it('reads a count of failures above zero in the Status section, but not one before a fix or of nothing', () => {
    for (const line of ['failed: 3', 'errors: 2', 'tests: 3 failed, 309 passed']) rejected(underStatus(line), line)
    for (const line of ['failed: 0', 'tests: 0 failed, 312 passed', 'tests_before: FAILED\ntests_after: PASSED', 'baseline: 3 failed', 'tests: fixed 3 failed specs']) accepted(underStatus(line), line)
  })

  it('reads a summary opening with work not done, said as a phrase', () => {
    for (const summary of ['Could not complete the migration: the dump is missing.', 'Unable to finish the task: no network.', "Couldn't finish — ran out of context.", 'No changes made — permission denied.', 'Gave up after 3 attempts.', 'WIP: the parser.']) {
      rejected(withSummary(summary), summary)
    }

    for (const summary of ['Could not reproduce the bug; no change was needed.', 'Could not connect at first; fixed by raising the timeout.']) accepted(withSummary(summary), summary)
  })

  it('reads a quotation after the summary as a line of its own, and a cross opening a line of the Status section', () => {
    rejected(withSummary('Added the parser.\n> ❌ the release build still fails'), 'quoted')
    rejected(underStatus('❌ the release build still fails'), 'cross')
    rejected(success.replace('## Status', '## Status: failing'), 'heading')
    rejected(success.replace('## Status', '## Status (with failures)'), 'heading plural')
    for (const line of ['❗ Requires a DB migration on deploy.', '🚨 Breaking change: `/v1/legacy` removed.', '🔴 → 🟢 CI is green again.']) accepted(underStatus(`\n${line}`), line)
    accepted(success.replace('## Status', '## Status: SUCCESS (no failures)'), 'no failures')
  })
})

describe('a heading titling the outcome', () => {
  const success = `## Status\nstate: SUCCESS\nsummary: Added the parser.\n${sections}`

  it('says a worse state on its first line, or in its title after a label', () => {
    for (const tail of ['## Result\nFAILED — the suite fails.', '## Final Result\n❌ The Playwright suite fails in Firefox.', '## Verdict: FAILED\nSee the log.']) {
      expect(review(`${success}\n${tail}\n`).decision.action, tail).not.toBe('accept')
    }

    for (const tail of ['## Result\n- 48 passed, 0 failed', '## Outcome\nFixed: the login bug no longer fails.', '## Results\nAll green.']) expect(review(`${success}\n${tail}\n`).decision.action, tail).toBe('accept')
  })
})

describe('a section name followed by a word of a report’s kind', () => {
  it('names the section, with a section-heading-style warning that keeps the word', () => {
    const text = `## Status Report\nstate: SUCCESS\nsummary: Added the parser.\n${sections.replace('## Evidence', '## Evidence Summary')}`
    const result = parsed(text)
    expect(result.report?.status.state).toBe('SUCCESS')
    expect(result.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'section-heading-style').map((diagnostic) => diagnostic.fix)).toEqual([undefined, undefined])
    expect(review(text).decision.action).toBe('accept')
    expect(parsed(`## Status Determination Algorithm\nstate: SUCCESS\nsummary: x\n${sections}`).report).toBeNull()
  })
})
