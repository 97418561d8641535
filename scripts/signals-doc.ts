/**
 * The grammar pages of the reading, generated from its data: `grammar/signals.md`
 * (every named signal with the returns it fires and stays quiet on, which
 * test/signals.test.ts executes from the page) and `grammar/vocabulary.md`
 * (the word tables, the marks and the tool-output signatures).
 */
import {signals, stateSignals, type Signal, type SignalExample, type StateSignal} from '../src/signals/index.js'
import {passageKinds} from '../src/signals/passages.js'
import {confusables, headingWords, languages, markRoles, measures, signatureFragments, signatures, summaryExamples, targets, wordListNames, type WordListName} from '../src/vocabulary/index.js'
import statusTable from '../src/vocabulary/statuses.json' with {type: 'json'}
import signaturesTable from '../src/vocabulary/signatures.json' with {type: 'json'}
import reportLabelsTable from '../src/vocabulary/report-labels.json' with {type: 'json'}

/** The info string of an example's fence: `markdown signal-fires=ID` or `markdown signal-quiet=ID`. */
export function exampleInfo(outcome: 'fires' | 'quiet', id: string): string {
  return `markdown signal-${outcome}=${id}`
}

/** A whole return built from an example's parts; what the example leaves out is written as an honest return has it. */
export function exampleReturn(example: SignalExample): string {
  const state = example.state ?? 'SUCCESS'
  const deliverables = example.deliverables ?? ['- `src/feature.ts` — the change']
  const files = example.files ?? (example.deliverables ? deliverables.map((line) => /`([^`]+)`/.exec(line)?.[1]).filter((path): path is string => path !== undefined && path.includes('/')) : ['src/feature.ts'])
  const evidence = example.evidence ?? ['- `npm test` — 12 passed']
  const lines = [...(example.before ?? []), example.heading ?? '## Status', `state: ${state}`, `summary: ${example.summary}`, ...(example.status ?? [])]
  if (state === 'ERROR') lines.push('retry_recommended: no')
  lines.push('', '## Deliverables', ...deliverables, '', '## Evidence', ...evidence, '', '## Runtime Attestation', 'runtime_model_reported: openai/gpt-5.2', 'runtime_mode_reported: code', 'files_created:')
  lines.push(...(files.length > 0 ? files.map((file) => `- ${file}`) : ['- (none)']), 'files_modified:', '- (none)')
  if (example.limitations && example.limitations.length > 0) lines.push('limitations:', ...example.limitations.map((item) => `- ${item}`))
  lines.push(...(example.after ?? []))
  return `${lines.join('\n')}\n`
}

function fence(info: string, text: string): string {
  return `\`\`\`\`${info}\n${text}\`\`\`\`\n`
}

function signalEntry(signal: Signal): string {
  const examples = (outcome: 'fires' | 'quiet') => signal.examples[outcome].map((example) => fence(exampleInfo(outcome, signal.id), exampleReturn(example))).join('\n')
  return [
    `## ${signal.id}\n`,
    `${signal.description}\n`,
    `- **Reads:** ${signal.reads.map((kind) => `\`${kind}\``).join(', ')}`,
    `- **Says:** \`${signal.says}\`; it is reported when that is worse than the return's \`state\``,
    `- **Matches:** ${signal.matches}`,
    `- **Taken back by:** ${signal.quiet}\n`,
    '### Fires on\n',
    examples('fires'),
    '### Quiet on\n',
    examples('quiet')
  ].join('\n')
}

function stateSignalEntry(signal: StateSignal): string {
  const examples = (outcome: 'fires' | 'quiet') => signal.examples[outcome].map((example) => fence(exampleInfo(outcome, signal.id), exampleReturn(example))).join('\n')
  return [
    `### ${signal.id}\n`,
    `${signal.description}\n`,
    `- **Reads:** ${signal.reads}`,
    '- **Says:** the state written there; reported by [`state-invalid`](rules.md#state-invalid) when it is another than `state` (for the Status heading) or a worse one',
    `- **Matches:** ${signal.matches}`,
    `- **Quiet on:** ${signal.quiet}\n`,
    '#### Fires on\n',
    examples('fires'),
    '#### Quiet on\n',
    examples('quiet')
  ].join('\n')
}

export function signalsDocument(): string {
  return [
    '# Signals\n',
    '<!-- Generated from src/signals/signals.ts by `npm run docs`; edit the signals and the vocabulary, not this file. test/signals.test.ts executes every example below. -->\n',
    'A return’s `state` is what the child claims; the signals read what the rest of it shows. Each signal reads some places of the return, matches words of the vocabulary ([vocabulary.md](vocabulary.md)) or signatures of tool output there, and says a state. ' +
      'When it says a worse state than `state`, the return contradicts itself: the rule [`outcome-contradicted`](rules.md#outcome-contradicted) reports an error naming the signal (`signal`) with a `cause` at the words that said it, and `review` does not accept the return. ' +
      'A `lint` run may set a signal off or change its severity by its id, as a rule’s (`"rules": {"evidence-exit-nonzero": "warn"}`); `review` always weighs every signal.\n',
    `The places a signal reads: ${passageKinds.map((kind) => `\`${kind}\``).join(', ')} (\`output\` is a code block under an Evidence bullet or on its own, \`table\` a row of a pipe table in Evidence, \`note\` prose under Deliverables that delivers nothing: a paragraph, a bullet naming no path; a label line ending in a colon, such as \`**Before the fix:**\`, stands over the lines under it).\n`,
    'A failure is taken back, and the signal stays quiet, when the words around it say it is no failure of this work: a repair in its clause or a later clause of its sentence (`was failing, now passes`), a run before the fix or a failure that pre-existed, a negation or a subordinating word just before it (`no tests fail`, `when the config fails to load`), a word saying it was meant (`as expected`), a pass mark on the line, or words saying nothing wrong was found (`could not reproduce`).\n',
    '| Signal | Says | Reads | Description |',
    '| --- | --- | --- | --- |',
    ...signals.map((signal) => `| [\`${signal.id}\`](#${signal.id}) | \`${signal.says}\` | ${signal.reads.join(', ')} | ${signal.description.replaceAll('|', '\\|')} |`),
    '',
    ...signals.map(signalEntry),
    '## Signals of another state\n',
    'What else in a return says a state beside `state`: the Status heading, a line of the section, another `state` line or console return of the text, a heading, the summary’s opening. When it says another (for the heading) or a worse state, the parent cannot tell which the writer meant: ' +
      'the rule [`state-invalid`](rules.md#state-invalid) reports an error naming the signal (`signal`) with a `cause` at the line that said it, and `review` does not accept the return. The report keeps the `state` as written. The reading is `src/markdown/state-disagreement.ts`, its words those of [vocabulary.md](vocabulary.md).\n',
    '| Signal | Reads | Description |',
    '| --- | --- | --- |',
    ...stateSignals.map((signal) => `| [\`${signal.id}\`](#${signal.id}) | ${signal.reads.replaceAll('|', '\\|')} | ${signal.description.replaceAll('|', '\\|')} |`),
    '',
    ...stateSignals.map(stateSignalEntry)
  ].join('\n')
}

const listMeaning: Readonly<Record<WordListName, string>> = {
  failure: 'the work or its result failed, or could not be done (read in the summary and in limitations)',
  notDone: 'no work was done',
  benign: 'after a failure phrase: nothing wrong was found (`could not reproduce`)',
  repair: 'a failure was mended',
  before: 'a run before the fix, or a failure that pre-existed',
  later: 'in a label over evidence (`Second run after pinning:`): the run the outcome is read from; what stands under labels before it shows runs before it',
  earlier: 'in a table’s header, as a word of a key of the Status section, or opening a label (`Before (from the ticket):`, `До обновления:`, `Avant correction,`): the column, key or lines under the label show a run before the fix (`before`, `antes`, `tests_before`)',
  negation: 'just before a failure: it did not happen (`no tests fail`)',
  subordinate: 'before a failure in its part of the sentence: it is a condition or a behaviour, not an outcome (`when the config fails to load`)',
  subject: 'before a failure in its part of the sentence, or before the colon that introduces it: the failure is what the work studied, not an outcome of it (`the root cause of the error`, `the report shows the step fails`, `root cause of the crash: TypeError …`)',
  relative: 'just before a failure: it names what failed, not an outcome (`the test that failed`, `why the deploy failed`)',
  following: 'just after a failure (or a status code of tool output: `answers 503 when either is down`): it is a condition (`失败时`, `失敗時`)',
  handling: 'in the same clause: the failure is handled by what was made (`retry logic`, `alerting`)',
  contrast: 'starts a clause of its own (`…, but I was unable to…`)',
  made: 'something was made (a success that says so must deliver it)',
  placeholder: 'a deliverable is unfinished',
  intended: 'the outcome or the unfinished form was meant',
  broken: 'in a limitation: the result does not work',
  buildBroken: 'the build is broken: worse than a partial result',
  making: 'with `made`, verbs of making a file: negated in a limitation (`not written`), they say a deliverable was not made',
  notMade: 'a deliverable was not made (`skipped`, `deferred`), unless negated (`nothing missing`)',
  nothing: 'there is nothing: an empty list (`- none`, `keine`), a count of nothing (`errors: none`), or before a failure word, none of it (`nothing failed`)',
  zero: 'the count is zero, as `0` says (`Failed: zero`, `zero errors`)',
  emptyList: 'with `nothing`, as a whole list item or value: the list is empty (`n/a`, `empty`)',
  outcomeName: 'the line or heading names the outcome (`## Final Result`, `Verdict: FAILED`, `result: failed` as a key)',
  cause: 'after a failure word opening a success’s text, the cause of the failure follows (`Blocked on credentials`, `Failed due to …`)',
  kindNoun: 'just after a failure word, it names a kind of thing, not an outcome (`error handling`, `fail-fast`)',
  failureForm: 'something fails: in a Status heading or a state’s remark they are read as `failed` (`the build fails`)',
  caveat: 'with `contrast`, in a remark after a success (`SUCCESS — docs pending`), part of the success is taken back',
  unfinished: 'with `notDone`, opening a success’s summary, the work is unfinished (`WIP`, `half done`)',
  stateSuccess: 'the state is `SUCCESS`, as a whole `state` value (read with a warning, `value-style`; grammar/statuses.md)',
  stateError: 'the state is `ERROR`, as a whole `state` value',
  statePartial: 'the state is `PARTIAL`, as a whole `state` value',
  meantPartial: 'the writer may mean `PARTIAL`: as a `state` value, offered as a suggestion, never read as the state',
  meantError: 'the writer may mean `ERROR`: as a `state` value, offered as a suggestion, never read as the state',
  negatingPrefix: 'the word they start is negated, when it goes on with a stem of `negatable` (`incomplete`, `unimplemented`)',
  negatable: 'a status word starts, which a prefix of `negatingPrefix` before it negates',
  failureCount: 'after a count above zero, or as a key over one, failures are counted (`3 failed`, `errors: 2`; a key reads the words the other way: `failed_tests`)',
  shownOnPurpose: 'in a label over output or a table, or in the bullet that shows it: the output shown was meant, or is what the task studied (`the intended results`, `the deliberate crash`, `the messages the tests assert`, `Log excerpts analysed`, `the findings of the task`)',
  workaround: 'in a success’s summary, evidence, limitations or deliverables: a failure was silenced, put off or worked around rather than fixed (`temporarily disabled the failing test`, `marked as xfail to get green`, `mostly works`)',
  unverified: 'in a success’s summary or evidence: the checks were not run (`tests were not run`, `verification skipped`, `Les tests n’ont pas été exécutés`)',
  floorWord: 'just before a figure (`required: 80%`, `at least 90%`): the figure is a floor a measured one of the same unit must reach',
  ceilingWord: 'just before a figure (`budget ≤ 300 ms`, `max 2 MB`): the figure is a ceiling a measured one of the same unit must stay under',
  belowWord: 'before a figure with its unit, a few words apart (`under the 2-second budget`, `within the 250 ms p99 SLO`, `unter dem Ziel von 200 ms`), or right after it in languages that put it there (`50ms 以下`): the writer bounds a figure from above; a figure measured past it, under the percentile named beside it (`p(99)=412.6ms`) or under a key that bears the unit (`max_hold_ms=4807`), shows the bound missed',
  aboveWord: 'as `belowWord`, for a floor (`above the 80% target`, `plus de 80 %`)',
  advisory: 'in the words of a bound: the bound is advice, not a requirement (`exceed the recommended size limit (244 KiB)`, `soft limit`): a figure past it fails nothing',
  outOf: 'between two counts, the done one first (`7 of 9`, `7 von 9`, `7 sur 9`, `7 из 9`; `7/9` in every language): with a word of work done beside them, a count of done short of its total',
  outOfTotalFirst: 'after the total, in scripts that put it first (`10件中7件`, `10개 중 7개`, `10个中的7个`): as `outOf`',
  checkNoun: 'right after a noun of `placeholder` (`the sorry check`, `TODO scanner`), or right before it in languages that put the noun first (`vérification des TODO`): the word names a check, not a placeholder left',
  validInput: 'in the part of a line that shows a client error (4xx): the input was well formed, so the error is no behaviour the work was about, even when the work is validation (`valid payload → 422`)',
  countedNoun: 'right after the figure of a match in tool output (`→ 402 events`, `returned 481 items`): the figure counts things, so it is no HTTP status or exit code',
  candidateNoun: 'the whole name of the first column of a table (`| candidate | supports v4 | verdict |`): its rows weigh alternatives, so a `no` or `blocked` among them is a verdict of the comparison, not work left undone',
  position: 'just before two counts (`attempt 2 of 3`, `page 2/5`, `Versuch 2 von 3`): the first is a place in a sequence, not a count of work done',
  doneStatus: 'at the start of the status of one of a list of items (a cell after the first, the words after a dash or a colon): the item is done (`yes`, `migrated`, `updated`)',
  undoneStatus: 'at the start of the status of one of a list of items: the item is not done (`no — still Express`, `not started`, `unchanged`, `untestable`)',
  targetColumn: 'a table column of the figures the work was to reach (`target`, `Soll`, `objectif`)',
  actualColumn: 'a table column of the figures the work reached (`generated`, `actual`, `Ist`): below the target column in the same row, the count falls short',
  expectedColumn: 'a table column of what each case of a check should give (`expected`, `期待`, `esperado`): a cell under a `gotColumn`, `actualColumn` or `later` column of the same row that says otherwise is a case the work fails',
  unverifiedWork: 'in a success’s limitation, ending its clause: the work itself was never checked (`the block removal itself is not verified yet`, `noch nicht verifiziert`, `未検証`)',
  gotColumn: 'a table column of what each case of a check gave (`got`, `result`, `結果`, `obtenido`), read beside an `expectedColumn`',
  describedOnly: 'in a success that attests no file: its deliverables are described, not written (`will contain`, `outline`, `described below`, `comportera`)',
  aboveReference: 'at the opening of the Evidence item right after a block of output (`That failure is pre-existing`, `The errors above are …`): the item speaks of the block, as a note under it would',
  changeApplied: 'in a success’s summary: a change was applied to live data or infrastructure (`backfilled`, `applied`, `purged`, `enabled`), so a run of it that changed nothing (`UPDATE 0`, `No changes.`) contradicts it',
  noChangeMeant: 'in a summary, or in or over a run that changed nothing: no change was meant there (`dry run`, `second run`, `idempotency`, `convergence`)',
  nonDisruptive: 'in a success’s summary: the change keeps the service up and destroys nothing (`zero-downtime`, `without replacing`, `unterbrechungsfrei`, `sans interruption`, `无停机`), so a plan that replaces or destroys a resource (a `destroys` signature) contradicts it',
  universal: 'in a success’s summary: the work claims the whole (`all production regions`, `every consumer`, `everywhere`), so evidence of a part left (a rollout serving 10%, a region on the old version, an item left on the old path) contradicts it',
  production: 'with a `verifiedWord` in a success’s summary: the work says it was checked in production or against the real service (`verified the header is served in production`, `against the Stripe test-mode account`), which the evidence must show',
  standIn: 'an environment or a server standing in for production or the real service (`staging`, `stg`, `localhost`, `préprod`, `mock server`): evidence run only there, with no word of the real target, does not show a check the summary places there',
  verifiedWord: 'with a `production` word in a success’s summary: the work says it was checked there (`verified`, `confirmed`, `geprüft`, `plan is clean`, `smoke tests pass`)',
  codeMade: 'in a success’s summary: code was made (`implemented`, `umgesetzt`, `実装しました`), so a return that attests documents only did not make it',
  docNoun: 'in a success’s summary: the work made is a document (`plan`, `runbook`, `guide`, `Konzept`), so documents only are what it claims',
  dryRun: 'in a success’s summary: the work was a dry run, or is about one (`Produced the dry-run report`, `Implemented the --dry-run flag`), so a dry run’s output in Evidence is its result',
  dryRunOutcome: 'in Evidence: the run shown only simulated its effect and changed nothing (`would delete 312`, `no changes written`, `würden gelöscht`)',
  operated: 'in a success’s summary: an operation on live data or systems was carried out (`purged`, `deleted`, `rotated`, `sent`, or a `filled` word); in a later Evidence item, the real run after a dry run',
  wholeSuite: 'in a success’s summary or an Evidence item: the whole test suite was run (`the full test suite passes`, `die gesamte Testsuite`), which a run that left tests out (a `narrowed` signature: `688 deselected`) does not show',
  filled: 'in a summary, beside a name in code (`Reindexed products into \`products_v7\``): data was put into it (reindexed, backfilled, loaded, imported), so a row of it counting nothing shows the claim false; with `operated`, in a later Evidence item, the real run after a dry run',
  countColumn: 'a column of a table printed as text that counts what a store holds (`docs.count`, `rows`, `records`, `Anzahl`)',
  staged: 'in a success’s summary: the rollout was meant to stop at a stage (`started the canary`, `the first stage`, `paused at step 1`), so a tool showing it paused or in progress shows what was asked',
  passPurpose: 'after a `lowering` word in one sentence: what was lowered or silenced was so a check passes (`so the suite can run`, `damit die Pipeline grün wird`, `pour que la CI passe`)',
  lowering: 'before a `passPurpose` phrase in one sentence: a check skipped, disabled or commented out, a bar lowered or relaxed, or a threshold named (`skipped`, `threshold`, `gesenkt`, `seuil`)',
  consequence: 'between a failure and a `workaround` phrase of its clause: what follows was done because of the failure (`was failing, so I disabled it`, `失敗していたため、コメントアウトし`), so a repair word before it (`was failing`) is the workaround\'s cause, not a repair',
  changeFrom: 'before the figure a score started from, in `from 78 to 92` (`von`, `de`): the figure after the `changeTo` word is the one the change came to',
  changeTo: 'before the figure a score came to, in `from 78 to 92` (`auf`, `à`, `para`): that figure is the one a bound is read against',
  noneFound: 'a line a search printed that says it found nothing (`(no output)`, `keine Treffer`, `該当なし`): the search found no line',
  targetWord: 'right after a time or a size in a sentence, or up to three words before it (`640 ms against the 500 ms target`, `Ziel von 200 ms`), with no word of direction: a target on a time or a size is a ceiling, read as a bound',
  minuteUnit: 'right after a figure (`6 minutes`, `8 Minuten`, `12 минут`): the figure is a duration in minutes, compared in milliseconds with the other durations',
  replacedWith: 'between a word of removal in a summary and a name the search looks for (`replaced the old helper with fastParse`, `ersetzt durch`, `remplacé par`): the name is what took the removed thing\'s place, so a search finding it finds no leftover',
  leftover: 'in the Evidence item over a search command (`Check for the old paths:`, `Contrôle des anciens chemins`), opening the item after its output (`Remaining hits are…`), or beside the searched name in the summary (`the old helper`): the search looks for what the work was to remove, so a line it prints is a leftover',
  limiting: 'in a success’s summary: the work is rate limiting (`Added rate limiting to the upload endpoint`, `限流`, `Ratenbegrenzung`), so a client error its checks show (`429 Too Many Requests` past the limit) is the feature at work, unless the clause says the input was well-formed',
  coverageWord: 'in the sentence of a target on a share with no word of direction (`perto da meta de 85%`, `the 85% target` for coverage): more covered is better, so the target is a floor, held against the total line of the last coverage report the evidence shows (`TOTAL … 79%`)',
  draft: 'in every deliverable of a PARTIAL (`timeliness.sql — 时效统计查询（草稿）`, `— draft`), with an `unverified` phrase in Evidence or a limitation (`查询未验证`, `the query was not run`): what it delivered is a draft never run, no completed subset',
  sameAs: 'in a success’s summary: its result is the same as another it names beside the words (`the output matches the old job`, `cuadra con el job anterior`, `identisch mit dem alten Export`), so a table of its evidence putting the two side by side must count the same rows',
  removal: 'beside a name in the summary (`Removed the constant witness family`, `die Klasse LegacyClient entfernt`), with no word of what replaced it between: a search for that name after the work looks for what was to be gone',
  descoped: 'saying a part of the work was taken out of the task by whoever owns it (`removed from scope by the ticket owner`, `descoped`, `vom Product Owner gestrichen`): a part left undone anywhere in the sentence is a disclosure, not unfinished work',
  hedge: 'just before a repair word, the repair is only expected, habitual or hoped for, not seen (`it usually resolves in a minute`, `should be fixed by the next release`, `sollte sich … erledigen`): a repair so said takes no failure back',
  comparedWith: 'right before a `before` word of the label over output (`SHA256 comparison against baseline:`, `Abgleich gegen die Ausgangslage`): the baseline is what the output is compared with, not a run before the fix, and the output is the run that counts',
  restOf: 'in a `noneDone` phrase of a PARTIAL\'s summary (`no other pages have been written yet`, `keine weiteren Seiten`): what is not done is the rest beside a part done, not the whole work',
  keptOnPurpose: 'in the summary, right after a thing it names (`the archive bucket was kept`): that thing said to be still there in Evidence (`Archive bucket still present`) is what the work was to keep, not a failure',
  markerAdded: 'in the sentence around a test marker quoted in code (`added `t.Skip` to TestStableOrder`, ``#[ignore]` を付けました`, `标记为 `xit``): the child put the marker on a test in this work',
  setupNeeded: 'in the sentence of a test marker the child put on (`needs a Lean toolchain`, `requiere credenciales de Stripe`) or choosing against it (`rather than leave it marked pending`): the test is kept off by the machine it needs, or was not kept off at all',
  unsound: 'in a limitation, a quality a working result has, negated (`does not contain usable figures`, `die Summen sind nicht korrekt`, `不正确`): the result delivered does not work as it should',
  afterWork: 'in the label over a checklist or in one of its items (`Next steps:`, `Follow-ups:`, `for the reviewer`, `Nächste Schritte`): what the box names comes after the work, so leaving it unchecked leaves none of the work undone',
  negationAfter: 'a negation that follows the word it negates, in languages that put it there (`解決できず`, `해결하지 못했습니다`): a repair word it follows repairs nothing',
  noLonger: 'before a failure word (`no longer fails`, `ne plante plus`, `nicht mehr abstürzt`): a repair; before any other word (`the masks no longer overlap the nuclei`), the result has stopped working, no repair',
  symptom: 'in a label over output or a sentence (`Production symptom (Sentry …):`, `问题现象：`, `Как было`): what follows is the problem the work set out to fix, as it was seen before the fix, not a run of the change; a label that also says a later run or itself says a failure is none',
  simulated: 'anywhere in the sentence of a failure, outside its own words (`falhas simuladas pelo nock`, `Plantage volontaire … : StateError`, `injected fault`): the failure is one the work or its test made on purpose, the feature at work',
  persists: 'before a failure word or an error named in its clause (`still aborts with the same OutOfMemoryError`, `compare ancora RequestTimeoutException`, `여전히 TimeoutError로 중단`): the failure the work set out to end goes on',
  raises: 'before an error named after a persistence word (`still raises DecodingError for invalid input`, `lève toujours DecodingError`): the error is a behaviour the work keeps, not a failure going on',
  exceptFor: 'after a word of the work done in a SUCCESS summary (`completata, tranne /orders/checkout e /refunds`, `migrated every route except /v1/export`): the work left out of what the summary calls done',
  settingWord: 'a setting or a bound in the words before a change of figures (`pool size 20 → 40`, `memory limit 2 GB → 3 GB`): what was set, not a measure that moved',
  baseRun: 'the name of a column or row of figures measured before the change (`main`, `baseline`, `stable`, `修改前`)',
  tradeOff: 'a cost accepted for a gain (`accepted`, `trade-off`, `in Kauf genommen`, `代价`): a limitation naming a measure with one tells the measure went the wrong way on purpose',
  versionMoved: 'a verb of bringing something to a version (`upgraded`, `rolled out`, `aktualisiert`, `升级`): a summary holding one names the version its work brings',
  emptied: 'a word of a store emptied on purpose (`drained`, `purged`, `truncated`, `geleert`): a count of 0 of it is the work done',
  ofWord: 'a word linking a version to the thing it is of, written after it (`1.0.0 of acme-sdk`, `1.0.0 de acme-sdk`): the word after it names the thing',
  versionNoun: 'a noun of a version (`version`, `chart`, `image`, `版本`): it names no thing a check prints beside its version',
  keptRunning: 'a word of a service kept running (`running`, `läuft`, `稼働中`): a summary holding one claims a daemon, not a job that ran and exited',
  pushedWord: 'a word of pushing to a remote (`pushed`, `gepusht`, `推送`): a summary holding one claims the branch is no longer ahead of its remote',
  heldOnPurpose: 'a word of holding a thing short of running (`paused`, `disabled`, `pending`, `deaktiviert`, `暂停`): a summary or a limitation holding one says a state a tool shows held was meant or told',
  setFailed: 'the work itself setting a failed state (`marked the run as failed`, `als fehlgeschlagen markiert`): a summary holding one makes a failed line of its check the state it set',
  repairLookalike: 'a phrase holding a word of repair that names no repair (`resolved version`, `resolved to 10.0.0.4`, `解析到`): a dependency or an address resolved, not a fault',
  beforeAfter: 'a label over figures of both runs, the one before the change first (`before and after`, `vorher und nachher`, `上线前后`)',
  changeRun: 'the name of a column or row of figures measured with the change (`this PR`, `canary`, `esta rama`, `修改后`)',
  validating: 'in the summary, or in the clause of a client error (4xx) shown (`Added request validation`, `→ 400 Bad Request (validation)`): refusing bad input is the feature, so the 4xx is its answer; a failure of any other kind beside it is no answer (`Validation of response failed: VerificationException`)',
  apartFrom: 'in a limitation, before the name of a changed file (`does not touch src/paginate.ts`, `unabhängig von client.go`): a check said not run is one that file does not depend on, so its name there asks no run of it',
  coordinator: 'between two file names of a summary (`a.md and b.md`, `a.md et b.md`): they are named as one list, so the work the sentence claims is claimed for each',
  clauseTail: 'after an `unverifiedWork` phrase, all that may end its clause (`not verified yet`, `itself`, `noch`): the phrase says the work itself is unchecked',
  studyOnly: 'in the summary or a limitation of a return whose every file is a document: the task only studied (`Research only; no code was changed`, `Recherche terminée`, `本任务只做研究`), so the failures it shows and the code it leaves unchanged are what it studied',
  reverted: 'in an Evidence item of a PARTIAL whose summary or a limitation owns a failure: the attempt it shows failing was undone and is not part of what the branch keeps (`attempted and reverted`, `left unchanged`, `zurückgesetzt`, `已回滚`)',
  rolledOut: 'in output after a rollout shown unfinished: the rollout finished (`successfully rolled out`, `fully promoted`, `Healthy`)',
  blocker: 'in a partial’s summary or limitation: what is left is blocked by something named (`the remaining 3 are blocked by a transitive pin`, `bloqué par`), which owns the failure its evidence shows of the part left',
  noneDone: 'in a partial’s summary or limitation, beside a run of the work that changed nothing or a table of it left blank: none of its items is done (`no partition has been copied yet`, `all 34 remain`, `noch keine … wurde`), so the work has no completed subset',
  codeShown: 'in the bullet over a block of code in Evidence (`Contents of the script:`, `as committed`): the code is the deliverable\'s, read for placeholders as under Deliverables',
  byMeans: 'right after a repair word, that what follows is how the repair was made (`handled by adding @[nolint]`, `resolvido marcando`) or what the failure before it led to (`was failing, so I marked it pending`, `fallaba, así que lo marqué`): a check silenced that way is the repair, not taken back by it',
  leftUndone: 'in a success’s limitation: part of the work is left undone (`still on Express`, `migration is pending`, `not yet ported`)',
  counter: 'after a count, in scripts that count with a word: what is counted (`0 件`, `0 个`), so a count of nothing before a failure word still takes it back',
  passing: 'in a claim of Evidence about a command (`` `npm test` — all green ``), the run passed; the transcript holds the claim against the run (`transcript-claim-contradicted`)',
  abbreviation: 'a word is shortened (`e.g`, `z.B`), though it looks like a file name with an extension: a correction reading a report for paths leaves it out'
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|')
}

/** The rows of `statuses.json`: one per list, nested lists named by their path. */
function statusRows(): string[] {
  const rows: string[] = []
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') rows.push(`| \`${path}\` | \`${value}\` |`)
    else if (Array.isArray(value)) rows.push(`| \`${path}\` | ${value.map((word) => `\`${String(word)}\``).join(', ')} |`)
    else if (typeof value === 'object' && value !== null) for (const [key, inner] of Object.entries(value)) walk(inner, path === '' ? key : `${path}.${key}`)
  }

  walk(statusTable, '')
  return rows
}

export function vocabularyDocument(): string {
  const lists = wordListNames.map((name) => [
    `### ${name}\n`,
    `Phrases saying that ${listMeaning[name]}.\n`,
    '| Language | Phrases |',
    '| --- | --- |',
    ...languages.map((table) => `| ${table.name} (\`${table.language}\`) | ${table[name].map((phrase) => `\`${cell(phrase)}\``).join(', ')} |`),
    ''
  ].join('\n'))
  const marks = Object.entries(markRoles).map(([role, table]) => `| \`${role}\` | \`${table.says}\` | ${table.marks.join(' ')} | ${table.description} |`)
  // The patterns as written, fragments named (`{{failedWord}}`): the table of fragments follows.
  const written = new Map(signaturesTable.signatures.map((signature) => [signature.id, signature.pattern]))
  const rows = signatures.map((signature) => `| \`${signature.id}\` | ${signature.kind} | ${cell(signature.tool)} | \`${cell(written.get(signature.id) ?? signature.pattern)}\` | ${signature.matches.map((example) => `\`${cell(example)}\``).join('<br>')} | ${signature.misses.map((example) => `\`${cell(example)}\``).join('<br>')} |`)
  return [
    '# Vocabulary\n',
    '<!-- Generated from src/vocabulary/ by `npm run docs`; edit the JSON tables there, not this file. -->\n',
    'The words and tool-output signatures the [signals](signals.md) go by, as data: one table per language in `src/vocabulary/languages/`, the marks in `marks.json`, the signatures in `signatures.json`, the lookalike letters in `confusables.json`, the words of section titles in `headings.json`, the labels of free-form reports in `report-labels.json`, the JSON formats\' status words in `statuses.json`, the targets checks run on in `targets.json`, the measures a change moves in `measures.json`. ' +
      'A phrase is matched whole, in any case (a word of a spaced script never inside another word; Chinese, Japanese and Korean phrases inside words), `…` standing for up to five words between its parts. Every list is read in every language at once.\n',
    '## Word lists\n',
    ...lists,
    '## Marks\n',
    'Marks writers put beside a state or at the head of a line, by role.\n',
    '| Role | Says | Marks | Meaning |',
    '| --- | --- | --- | --- |',
    ...marks,
    '',
    '## Tool-output signatures\n',
    'In the spirit of problem matchers: a regular expression over one line of Evidence, its output, a limitation or the summary. A group whose name starts with `count` must hold a number above zero; one whose name starts with `passed` counts tests that passed (the `passes` signatures say no failure: no signal reads them, the transcript check and the summaries below do; the `unchanged` and `changed` signatures read a run of a change that changed nothing or something, for `evidence-nothing-changed`; the `share` signatures read the share of its audience a rollout serves, for `universal-claim-short`; the `branch` signatures read the branch a git command worked on, for `landed-elsewhere`; the kinds that read how tools are used say no outcome either: which command is a search, at a prompt or quoted in prose (`search`, `quoted-search`), which prints a count of lines (`counting-command`, `counts-lines`, `names-search`), which statement adds an index and whether a query plan reads the whole table or an index (`index-added`, `whole-table-read`, `index-used`), which file holds prose, the definition of an agent, configuration or tests (`document`, `agent-definition`, `config`, `test-file`, `named-test`), which flag or argument names a package, one left out, a folder or every package (`package-flag`, `exclude-flag`, `folder-flag`, `whole-run`, `package-root`), which flags run no test (`no-test-run`), which file a build makes (`built-artifact`), which key of a row ledger counts rows read, written or set aside (`rows-read`, `rows-written`, `rows-aside`), which branch is a maintenance branch (`maintenance-branch`), and which marker keeps a test from running or from failing (`test-skip-marker`: `@Disabled`, `t.Skip`, `#[ignore]`, `xit`), which line reports a package passed without counting its tests (`package-passed`, the `ok  pkg  0.4s` of go test), read only to pair a failing run with a later run of the change). Teams add their own in the configuration (`signatures`). The tests run every example.\n',
    '| Signature | Kind | Tool | Pattern | Matches | Misses |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Parts several patterns share, written once and named in them as `{{name}}`; `{{list:name}}` stands for a word list above, in every language:\n',
    '| Fragment | Pattern |',
    '| --- | --- |',
    ...Object.entries(signatureFragments).map(([name, pattern]) => `| \`${name}\` | \`${cell(pattern)}\` |`),
    '',
    '### Test runs\' summaries\n',
    'The transcript check (`return-contradicts-transcript`) reads a command\'s output with the `tests` and `passes` signatures: the last run of lines they read is the run\'s summary, a later line\'s count standing over an earlier one\'s; a claim of Evidence (`` `npm test` — 12 passed ``) is read with the same signatures. The tests read every output below as the table says.\n',
    '| Runner | Output | Passed | Failed | Failing |',
    '| --- | --- | --- | --- | --- |',
    ...summaryExamples.map((example) => `| ${cell(example.runner)} | \`${cell(example.output.trimEnd().replaceAll('\n', '⏎'))}\` | ${example.passed ?? ''} | ${example.failed ?? ''} | ${example.failing ? 'yes' : 'no'} |`),
    '',
    '## Targets\n',
    'The targets a check runs on, by family (`targets.json`), each with the names it goes by: a return that names one target of a family in its summary and shows checks on another of the same family, never on the one it named, did not check it ([`target-not-checked`](signals.md#target-not-checked)).\n',
    '| Family | Target | Names |',
    '| --- | --- | --- |',
    ...targets.map((target) => `| ${target.family} | ${target.target} | ${target.names.map((name) => `\`${name}\``).join(', ')} |`),
    '',
    '## Measures\n',
    'The measures a change is made to move one way (`measures.json`), each with the names it goes by in every language: a SUCCESS whose summary names a measure while its Evidence shows a figure of it moving the other way from before the change to after it is read by [`figure-worsened`](signals.md#figure-worsened).\n',
    '| Measure | Better | Names |',
    '| --- | --- | --- |',
    ...measures.map((measure) => `| ${measure.measure} | ${measure.better} | ${measure.names.map((name) => `\`${name}\``).join(', ')} |`),
    '',
    '## Section titles\n',
    'Words of the titles around the sections (`headings.json`), each with titles it is read in and titles it is not, which the tests execute.\n',
    '| Table | Words | Read in | Not in |',
    '| --- | --- | --- | --- |',
    `| \`titleSuffixes\`: one word of a report's kind after a section's name | ${headingWords.titleSuffixes.words.map((word) => `\`${word}\``).join(', ')} | ${headingWords.titleSuffixes.matches.map((title) => `\`## ${cell(title)}\``).join('<br>')} | ${headingWords.titleSuffixes.misses.map((title) => `\`## ${cell(title)}\``).join('<br>')} |`,
    `| \`wrapperTitles\`: a template's wrapper heading, which [\`wrapper-heading\`](rules.md#wrapper-heading) removes | ${headingWords.wrapperTitles.words.map((word) => `\`${word}\``).join(', ')} | ${headingWords.wrapperTitles.matches.map((title) => `\`## ${cell(title)}\``).join('<br>')} | ${headingWords.wrapperTitles.misses.map((title) => `\`## ${cell(title)}\``).join('<br>')} |`,
    '',
    '## Labels of a free-form report\n',
    'The headings and labels a report that does not follow the contract puts its work under (`## Changes`, `**Files changed:**`), and the part of the return each maps to (`report-labels.json`): a correction reads the report by them to carry its work into the rewrite. A label is matched whole, after markup, numbering and a closing remark are removed. The tests read every example.\n',
    '| Part | Labels |',
    '| --- | --- |',
    ...Object.entries(reportLabelsTable.labels).map(([part, labels]) => `| \`${part}\` | ${labels.map((label) => `\`${label}\``).join(', ')} |`),
    '',
    '| Example | Part |',
    '| --- | --- |',
    ...reportLabelsTable.examples.map(([title, part]) => `| \`${cell(String(title))}\` | ${part === null ? 'none' : `\`${part}\``} |`),
    '',
        '## Status words of the JSON formats\n',
    'The JSON formats read the English `stateSuccess`, `statePartial` and `stateError` lists above as status words (`_` between words), and these of `statuses.json` beside them; [statuses.md](statuses.md) shows the synonym table of each kind as the code reads it.\n',
    '| List | Words |',
    '| --- | --- |',
    ...statusRows(),
    '',
    '## Lookalike letters\n',
    `${Object.keys(confusables).length} letters of other scripts drawn like a Latin letter, from Unicode's confusables data (UTS #39), generated by \`scripts/confusables.ts\` (those NFKC already folds are left out). A \`state\` line written with them is read as the parent sees it drawn.\n`
  ].join('\n')
}
