/** The rule on recorded real transcripts (fixtures/transcripts/): each signal's own test is test/return-contradicts-transcript.test.ts. */
import {readFileSync} from 'node:fs'
import {checkTranscript} from '../../src/postflight/check-transcript.js'
import {ruleTester, type RuleRun} from '../support/rule-tester.js'

const recorded = (host: string, name: string) => ({
  code: readFileSync(`fixtures/transcripts/${host}/${name}.md`, 'utf8'),
  options: {transcript: readFileSync(`fixtures/transcripts/${host}/${name}.jsonl`, 'utf8')}
})
const run: RuleRun = (code, options) => ({diagnostics: checkTranscript(code, options['transcript']).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'return-contradicts-transcript')})

ruleTester('return-contradicts-transcript', {
  run,
  examplesElsewhere: 'test/return-contradicts-transcript.test.ts runs each signal’s examples against records built from them',
  valid: [
    {...recorded('claude-code-2.1.197', 'honest'), name: 'Claude Code: an honest return'},
    {...recorded('codex-0.171.0', 'honest'), name: 'Codex: an honest return'}
  ],
  invalid: [
    {...recorded('claude-code-2.1.197', 'file-not-attested'), name: 'a file written, never attested', errors: [{messageId: 'missingAttestation', line: 21, column: 1, severity: 'warning', data: {path: 'README.md', tool: 'Edit'}}]},
    {...recorded('claude-code-2.1.197', 'command-not-run'), name: 'a command cited, never run', errors: [{messageId: 'notRun', line: 15, column: 3, data: {command: 'npm run lint'}}]},
    {...recorded('claude-code-2.1.197', 'last-run-failed'), name: 'a success over a failed last run', errors: [{messageId: 'lastRunFailed', line: 4, column: 8, data: {command: 'npm test', why: 'exit status 1', shows: '; the transcript shows `# pass 0 # fail 2`'}}]},
    {...recorded('claude-code-2.1.197', 'file-not-written'), name: 'a file attested, never written', errors: [{messageId: 'notWritten', line: 22, column: 3, messageIncludes: 'Unexpected `src/lexer.js` in `files_created`: the transcript shows no tool writing it'}]},
    {...recorded('claude-code-2.1.197', 'claim-contradicted'), name: 'a claim its last run contradicts', errors: [{messageId: 'claimContradicted', line: 13, column: 3, messageIncludes: 'its last run in the transcript reported'}]}
  ]
})
