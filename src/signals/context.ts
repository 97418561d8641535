/**
 * What takes a failure back: the words around a match that make it no
 * failure of this work. Each reading is a word list of the vocabulary; this
 * module only says where around the match each list is looked for.
 */
import {markRoles, wordsOf} from '../vocabulary/index.js'
import {memoInReading, phraseList, phraseText, repairWords, unspacedScript} from '../vocabulary/phrases.js'

/**
 * Ends of sentences in every script; a semicolon joins two parts of one (`failed at first; fixed by …`), and a short
 * aside in brackets right after a full stop ends the sentence it annotates (`There were undefined references.  (first pass)`).
 * The stop of a date written with two figures each for day and month (`vom 04.11. (vor der Änderung)`, `am 13.11. auf main`) ends none when the text goes on in lower case, a figure or a bracket.
 */
const sentenceEnd = /(?:[!?]|(?<!(?<![\d.])(?:0[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2]))\.|\.(?![ \t]+[\p{Ll}\d(]))(?:[ \t]{1,4}\([^()\n]{1,40}\))?(?=\s|$)|[。！？\n]/gu

/** A count of zero just before a failure word, with the counter word some scripts put after a number (`0 件`, `0 个`); not the value of a key a log prints before it (`not_found=0  errors=27`). */
const zeroBefore = new RegExp(`(?<![\\d.,=])0[ \\t]?(?:${wordsOf('counter').join('|')})?[ \\t]?$`, 'u')

/** A letter of a spaced alphabet: a figure joined to one is a name or a unit (`v0`, `0ms`), not a count. */
const spacedLetter = /[\p{Script=Latin}\p{Script=Cyrillic}_]/u

/** Whether `after` (the text after a failure word) counts it zero a few words or particles on: `失败 0`, `errors in both: 0`, `失败は両方とも 0 件`; no other figure or part of a list between. */
function zeroAfter(after: string): boolean {
  const at = after.search(/\d/)
  if (at === -1 || at > 16 || after[at] !== '0' || /[\n,;，、；。.!?]/u.test(after.slice(0, at))) return false
  const next = after[at + 1] ?? ''
  return !spacedLetter.test(after[at - 1] ?? '') && !/[\d.,]/.test(next) && !spacedLetter.test(next)
}

/** The expressions this module builds from the vocabulary, for the backtracking check of the tests. */
export const vocabularyExpressions: readonly RegExp[] = [zeroBefore]

/** Words before a match that may negate or subordinate it. */
const windowWords = 4

interface Span {
  start: number
  end: number
}

/** The sentence a position stands in: from the end of the one before to its own end (a semicolon joins two parts of one). */
export function sentenceOf(text: string, index: number): Span {
  let start = 0
  for (const match of text.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length
    if (match.index >= index) return {start, end}
    start = end
  }

  return {start, end: text.length}
}

/** The clauses of a sentence, cut before each word of contrast (`but`, `aber`, `但是`). */
function clausesOf(text: string, sentence: Span): Span[] {
  const starts = [sentence.start]
  for (const match of phraseList('contrast').all(text.slice(sentence.start, sentence.end))) starts.push(sentence.start + match.index)
  return starts.map((start, index) => ({start, end: starts[index + 1] ?? sentence.end}))
}

/** The last few words before `index` in its clause, or `count` characters of an unspaced script. */
function wordsBefore(text: string, clause: Span, index: number, count = windowWords): string {
  const before = text.slice(clause.start, index).trimEnd()
  if (unspacedScript.test(before.slice(-1))) return before.slice(-6)
  return before.split(/\s+/).slice(-count).join(' ')
}

/** The text from the last comma or colon of the clause before `index`: the part of the sentence the match stands in. */
function partBefore(text: string, clause: Span, index: number): string {
  const before = text.slice(clause.start, index)
  const cut = Math.max(before.lastIndexOf(','), before.lastIndexOf('\uFF0C'), before.lastIndexOf('\u3001'), before.lastIndexOf(': '), before.lastIndexOf(';'), before.lastIndexOf('\uFF1B'))
  return cut === -1 ? before : before.slice(cut + 1)
}

/** As `partBefore`, and for a match right after a colon, the part the colon ends: what names it (`the root cause of the crash: TypeError …`). */
function namingPart(text: string, clause: Span, index: number): string {
  const part = partBefore(text, clause, index)
  const colon = index - part.length - 1
  return part.trim() === '' && colon >= clause.start && text.startsWith(': ', colon) ? partBefore(text, clause, colon) : part
}

/** The match and the few words after it in its clause. */
function wordsAfter(text: string, clause: Span, index: number): string {
  const words = text.slice(index, clause.end).split(/\s+/)
  const head = words.slice(0, windowWords + 2).join(' ')
  return head.length > 48 ? head.slice(0, 16) : head
}

const passMarks = new RegExp(`[${markRoles.check.marks.join('')}]`, 'u')

/** Whether the part of a line around `index` (between commas or semicolons) shows a pass mark (`✅`, `✓`): what it says passed, whatever it names. */
export function showsPass(text: string, index = 0): boolean {
  const start = Math.max(text.lastIndexOf(',', index), text.lastIndexOf(';', index)) + 1
  const ends = [text.indexOf(',', index), text.indexOf(';', index)].filter((end) => end !== -1)
  return passMarks.test(text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length))
}

/** Marks that open or close a quote, each counted as a toggle: straight, curly, German low (`„…“`), guillemets, CJK corner brackets (`「…」`). */
const quoteMarks: ReadonlySet<string> = new Set(['"', '\u201C', '\u201D', '\u201E', '\u00AB', '\u00BB', '\u300C', '\u300D', '\u300E', '\u300F'])

/** Whether `index` falls inside an inline code span or quotes of the line: a name or a message quoted, not an outcome said. A quote mark inside a code span (`reason="…"`, mojibake such as `ZoÃ«`) opens no quote. */
export function quoted(text: string, index: number): boolean {
  let ticks = 0
  let quotes = 0
  for (let at = 0; at < index; at++) {
    const char = text[at]
    if (char === '`') ticks++
    else if (ticks % 2 === 0 && quoteMarks.has(char!)) quotes++
  }

  return ticks % 2 === 1 || quotes % 2 === 1
}

export interface TakenBack {
  /** Which reading took the match back, for documentation and tests. */
  by: 'repair' | 'before' | 'negation' | 'subordinate' | 'subject' | 'intended' | 'benign' | 'handling' | 'count'
}

/** An aside between a label and its colon (`Before (from the ticket):`, `修复前（线上日志）：`), left out so the label reads as one. */
function withoutAsides(text: string): string {
  return text.replace(/ ?\([^()\n]{0,80}\)(?=[ \t]{0,4}[:：])|（[^（）\n]{0,80}）(?=[ \t]{0,4}[:：])/gu, '')
}

/**
 * Whether a label opens with a word of a run before (`Before (from the
 * ticket):`, `До обновления:`, `Avant correction,`, `修正前：`), or names among
 * its first words the problem as it was seen (`symptom`: `Production symptom
 * (Sentry …):`): what it heads shows the state before the work, whatever the
 * rest of the label names. The label is the text up to its first comma or colon; one that
 * itself says a failure (`Was unable to run the suite:`) or a check not run
 * (`` `cabal test` was not run: ``) is no such label.
 */
function opensWithEarlier(given: string): boolean {
  const text = phraseText(withoutAsides(given)).replace(/^[\s>*_#-]+/, '')
  const end = text.search(/[,:，：\n]/u)
  if (end < 1 || end > 80 || text[end] === '\n') return false
  const label = text.slice(0, end)
  if (phraseList('failure', 'notDone', 'unverified').test(label)) return false
  // A label naming the problem as it was seen (`Production symptom (Sentry …):`, `问题现象：`) heads the state before the work when the word stands among its first words, unless it names a later run too (`Symptom after the fix:`).
  const head = unspacedScript.test(label.slice(0, 1)) ? label.slice(0, 8) : label.split(/\s+/).slice(0, 3).join(' ')
  return phraseList('earlier').at(label, 0) !== undefined || (phraseList('symptom').test(head) && !phraseList('later').test(label))
}

/** Whether the part of a line around a word (between commas or semicolons) counts that word zero: `[sorry] 0 sorry`, `TODO: 0 TODOs left`. */
function countedNone(text: string, index: number, length: number): boolean {
  const word = text.slice(index, index + length)
  if (!/^[\p{L}\p{N}]/u.test(word)) return false
  const start = Math.max(text.lastIndexOf(',', index), text.lastIndexOf(';', index)) + 1
  const ends = [text.indexOf(',', index + length), text.indexOf(';', index + length)].filter((end) => end !== -1)
  const part = text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length)
  for (let at = part.indexOf(word); at !== -1; at = part.indexOf(word, at + 1)) {
    if (start + at !== index && zeroBefore.test(part.slice(Math.max(0, at - 6), at))) return true
  }

  return false
}

/**
 * Whether a noun of a word list (`sorry`, `TODO`) stands as the name of a
 * check (`the sorry check`, `TODO scanner`, `vérification des TODO`): the
 * word right after it, or the words right before it, say so. Read for nouns
 * only: after a verb the same word is an outcome (`fails checks`).
 */
export function namesCheck(given: string, index: number, length: number): boolean {
  const text = phraseText(given)
  const sentence = sentenceOf(text, index)
  const after = text.slice(index + length, sentence.end)
  if (/^[ \t]?\S/u.test(after) && phraseList('checkNoun').at(after.trimStart(), 0) !== undefined) return true
  const before = text.slice(sentence.start, index).trimEnd()
  return phraseList('checkNoun').all(before).some((match) => match.index + match.length === before.length)
}

/** Whether a negation or a count of nothing stands beside the match in its clause (`no tests fail`, `0 failed`, `失败 0`, `失敗なし`). */
function negatedIn(text: string, clause: Span, index: number, length: number, output: boolean): boolean {
  if (phraseList('negation', 'nothing', 'zero').test(wordsBefore(text, clause, index, 3))) return true
  // A count of nothing before the word, in prose or in a tool's line: `0 fehlgeschlagen`, `0 FAIL`, `0 件失败`.
  if (zeroBefore.test(text.slice(Math.max(clause.start, index - 6), index))) return true
  // After it, with the particles or words some write between (`失败 0`, `실패 0건`, `失敗は両方とも 0 件`, `failures in both runs: 0`); no other figure or part of a list between.
  if (!output && zeroAfter(text.slice(index + length, Math.min(clause.end, index + length + 24)))) return true
  // Scripts that put the negation after the verb: `실패한 테스트 없음`, `失敗なし`; a mark ending the clause ends it (`未运行测试，也未验证`: the next clause's own negation).
  return unspacedScript.test(text.slice(index, index + length)) && phraseList('negation', 'nothing', 'zero').test(text.slice(index + length, index + length + 8).split(/[,;，、；。]/u)[0]!)
}

/** Whether a match of a text (already passed through `phraseText`) is negated, or counts nothing, in its clause: `no tests failed`, `0 failures`, `nicht bestanden`. */
export function negated(text: string, index: number, length: number): boolean {
  const clauses = clausesOf(text, sentenceOf(text, index))
  const clause = clauses[Math.max(0, clauses.findLastIndex((candidate) => candidate.start <= index))]!
  return negatedIn(text, clause, index, length, false)
}

/** Whether a text goes on with a word of consequence and then a `lowering` phrase (`, so I skipped them`, `ため、スキップしました`). */
function ledToLowering(text: string): boolean {
  const consequence = phraseList('consequence').all(text)[0]
  return consequence !== undefined && phraseList('lowering').test(text.slice(consequence.index + consequence.length))
}

/**
 * Whether a text says a repair: a `repair` phrase that no negation or `hedge` word just before it, in its clause, turns
 * into one not seen (`not fixed yet`, `it usually resolves in a minute`, `sollte sich … erledigen`). In a script without
 * spaces, the few letters before it are read.
 */
function saysRepair(text: string, silencing = false, explainedFrom = Infinity): boolean {
  const matches = repairWords().all(text)
  if (matches.length === 0) return false
  // A dependency or an address resolved (`Resolved version in the workspace:`, `resolved to 10.0.0.4`) is no fault repaired.
  const lookalikes = phraseList('repairLookalike').all(text)
  return matches
    .filter((match) => !lookalikes.some((lookalike) => match.index >= lookalike.index && match.index < lookalike.index + lookalike.length))
    .some((match) => {
      // A word of no longer past the colon that follows a failure explains it (`ne fonctionne pas : les masques ne se superposent plus`): something stopped working, no repair.
      if (match.index > explainedFrom && phraseList('noLonger').at(text, match.index) === match.length) return false
      // A negation after the word (`解決できず`: could not resolve) says it was not repaired.
      if (phraseList('negationAfter').at(text, match.index + match.length) !== undefined) return false
      // After a check silenced, a failure said before a word of consequence and a lowering is what led to it (`were failing intermittently, so I skipped them`), not a repair.
      if (silencing && ledToLowering(text.slice(match.index + match.length))) return false
      const lead = text.slice(Math.max(0, match.index - 32), match.index)
      const clause = lead.slice(Math.max(...[...'.,;:!?()\n。、，；：！？'].map((mark) => lead.lastIndexOf(mark))) + 1)
      const near = unspacedScript.test(text.slice(match.index, match.index + 1)) ? clause.slice(-4) : clause.trimEnd().split(/[ \t]+/).slice(-2).join(' ')
      return !phraseList('negation', 'hedge').test(near)
    })
}

/** Whether a check's printed comparison follows (`expected \`privet-mir\`, got \`priviet-mir\``): a `gotColumn` word within 80 characters, after a comma, a parenthesis or `but`, names the other side, so the word before it keys a value and says no intent. */
function comparedWithGot(clause: string, from: number): boolean {
  const rest = clause.slice(from, from + 80)
  return phraseList('gotColumn').all(rest).some((found) => found.index > 0 && /[,(]|\bbut\b/u.test(rest.slice(0, found.index)))
}

/**
 * Whether the words around a match take it back: a repair in its clause or
 * a later one of the sentence (`was failing, now passes`; `failed, but I
 * fixed it`), a run before the fix in its clause, a negation or a
 * subordinating word just before it (`no tests fail`, `when the token is
 * missing it fails`), or a word saying the outcome was meant (`expected`).
 */
export function takenBack(given: string, index: number, length = 0, output = false, ownWords = false): TakenBack | undefined {
  return takenBackMemo(given, `${index} ${length} ${output ? 1 : 0}${ownWords ? 1 : 0}`)
}

/** Signals ask the same of the same passage many times: each answer is read once per return. */
const takenBackMemo = memoInReading((given, key) => {
  const [index, length, flags] = key.split(' ') as [string, string, string]
  return readTakenBack(given, Number(index), Number(length), flags[0] === '1', flags[1] === '1')
})

function readTakenBack(given: string, index: number, length: number, output: boolean, ownWords: boolean): TakenBack | undefined {
  // Words inside code (a command, a quoted message: `The requested URL returned error`) neither take a failure back nor end a sentence.
  const text = phraseText(given).replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length))
  const sentence = sentenceOf(text, index)
  const clauses = clausesOf(text, sentence)
  const at = clauses.findLastIndex((clause) => clause.start <= index)
  const clause = clauses[Math.max(0, at)]!
  // A phrase of passing short of a pass keeps its own words from repairing it (`passe maintenant la plupart du temps`, `now passes most of the time`).
  // A failure said before a word of consequence is what the workaround answers, not a repair of it (`was failing, so I disabled it`, `失敗していたため、コメントアウトし`).
  // A repair said in an earlier part of the sentence, before a semicolon, mended something else than a workaround or a tool's failure said after it (`Fixed the selectors so CI is green again; the autocomplete spec is now skipped until …`, `fixed the 14 links; the publish step then returned 403`).
  const ownLead = text.slice(clause.start, index)
  const part = ownWords || output ? clause.start + Math.max(ownLead.lastIndexOf(';') + 1, ownLead.lastIndexOf('\uFF1B') + 1) : clause.start
  const from = ownWords ? Math.max(part, clause.start + (phraseList('consequence').all(ownLead).map((found) => found.index + found.length).at(-1) ?? 0)) : part
  const rest = ownWords ? text.slice(from, index) + ' '.repeat(Math.min(length, Math.max(0, sentence.end - index))) + text.slice(Math.min(index + length, sentence.end), sentence.end) : text.slice(from, sentence.end)
  const colon = rest.slice(index - from + length).search(/[:：]/u)
  if (saysRepair(rest, false, colon === -1 ? Infinity : index - from + length + colon)) return {by: 'repair'}
  const own = text.slice(clause.start, clause.end)
  // An aside between a label and its colon leaves it the label: `Before (from the incident):`.
  // An aside after the match that sets two values side by side (`MISMATCH (baseline 9f1c…e2, new 41aa…07)`) details the comparison the line reports: its baseline is one side of it, not a run before.
  const opened = text.indexOf('(', index + length)
  const closed = opened === -1 || opened >= sentence.end ? -1 : text.indexOf(')', opened)
  const sides = closed === -1 ? [] : text.slice(opened + 1, closed).split(/[,;]/)
  const compared = sides.length >= 2 && sides.every((side) => /\d/.test(side)) && opened < clause.end
  const heading = compared ? own.slice(0, Math.max(0, opened - clause.start)) : own
  // An aside that is itself the mark of a run before (`nightly run 2026-11-25 (before): failed at …`) says it, as the words around it do.
  if (saysBefore(withoutAsides(heading)) || (!compared && phraseList('before').all(heading).some((found) => heading[found.index] === '('))) return {by: 'before'}
  // A sentence under a label of a run before (`До обновления: npm audit → 11 vulnerabilities`), unless a later run's label stands between.
  const lead = text.slice(sentence.start, index)
  if (opensWithEarlier(lead) && !phraseList('later').test(lead.slice(lead.search(/[,:，：]/u)))) return {by: 'before'}
  // Words inside the match never take it back (`still needed retries` is no retry logic of the task); a phrase around it does (`실패율`, a failure rate).
  // A word of intent keying a figure (`expected +8s`, `expected=deny`; one word of it, a word or two before the figure: `Expected roughly 100 × 503`), or a value a check printed beside what it got (`expected 'a', got 'b'`), names one side of a comparison, not an outcome meant.
  const intended = phraseList('intended')
    .all(own)
    .some((found) => {
      if (clause.start + found.index >= index && clause.start + found.index + found.length <= index + length) return false
      // In a tool's line, a word of intent opening what follows a colon after the failure is the tool's message (`jq: error (…): Expected separator between values`), not the writer's.
      if (output && clause.start + found.index >= index + length && /[:：][ \t]*$/u.test(text.slice(index + length, clause.start + found.index))) return false
      const after = own.slice(found.index + found.length)
      const keyed = /\s/.test(own.slice(found.index, found.index + found.length)) ? /^[ \t]?(?:=|[-+±~≈<>≤≥]?\d)/u : /^[ \t]?(?:=|(?:\p{L}+[ \t]+){0,2}[`'"]?[-+±~≈<>≤≥]?\d)/u
      return !keyed.test(after) && !comparedWithGot(own, found.index + found.length)
    })
  if (intended) return {by: 'intended'}
  // A word of error handling takes back a failure of its clause (`retries a failed upload`, `the error page shown when login fails`), but not from past a colon that explains the failure (`ne fonctionne pas de bout en bout : … l'utilisateur reste bloqué sur la page d'erreur`).
  const explained = text.slice(index + length, clause.end).search(/[:：]/u)
  const handlingEnd = explained === -1 ? clause.end : index + length + explained
  const handling = phraseList('handling').all(text.slice(clause.start, handlingEnd)).some((found) => (clause.start + found.index < index || clause.start + found.index + found.length > index + length) && !/^[ \t]?=/.test(text.slice(clause.start + found.index + found.length)))
  if (handling) return {by: 'handling'}
  // A word saying the failure was made on purpose, after it in its sentence (`… no console do Jest são das falhas simuladas pelo nock`, `RuntimeError raised on purpose`): the feature at work. Before it, the word may name the check instead (`the simulated outage test fails`).
  if (phraseList('simulated').test(text.slice(index + length, sentence.end))) return {by: 'intended'}
  // `could not reproduce the bug`, `unable to find any issue`: nothing wrong was found. Of tool output, only words past the match say so: a signature's own words (`verify error:num=20`) are what the tool printed.
  const head = wordsAfter(text, clause, index)
  const matched = output ? text.slice(index, index + length).split(/\s+/).join(' ').length : 0
  if (phraseList('benign').all(head).some((found) => found.index + found.length > matched)) return {by: 'benign'}
  if (unspacedScript.test(text.slice(index, index + length)) && phraseList('following').test(text.slice(index + length, index + length + 3))) return {by: 'subordinate'}
  if (negatedIn(text, clause, index, length, output) || countedNone(text, index, length)) return {by: 'negation'}
  // A failure word followed by a count of nothing (`실패 0`, `Fehler: 0`, `errors = 0`) counts none, in any language.
  if (length > 0 && /\p{L}$/u.test(text.slice(index, index + length)) && /^[ \t]*(?:[:=][ \t]*)?0(?![\d.,]\d|[\d%])/.test(text.slice(index + length, index + length + 8))) return {by: 'negation'}
  if (phraseList('relative').test(wordsBefore(text, clause, index, 2))) return {by: 'subordinate'}
  if (phraseList('subordinate').test(partBefore(text, clause, index))) return {by: 'subordinate'}
  // `the root cause of the error`, `the report shows the step fails`: the failure is what the work studied.
  if (phraseList('subject').test(namingPart(text, clause, index))) return {by: 'subject'}
  // `answers 503 when either is down`, `` `returns 429 when the bucket is empty` ``: tool output under a condition is a behaviour, not an outcome.
  const raw = phraseText(given)
  // `→ 402 events`, `returned 481 items`: a figure followed by what it counts is a count, not a status or an exit code.
  if (output && /\d$/.test(raw.slice(index, index + length)) && phraseList('countedNoun', 'counter').at(raw.slice(index + length, index + length + 40).replace(/^[ \t`'"]{0,3}/, ''), 0) !== undefined) return {by: 'count'}
  // Only up to the end of the cell: the next column's header is no condition of this one (`❌ failure; 소요 시간: 4m`).
  // Nor past a dash: what follows one explains the outcome (`❌ failed — 유아 동반 시 … 타임아웃`), it sets no condition on it.
  const after = raw.slice(index + length, index + length + 40).split(/[;|—–]/u)[0]!
  if (output && !unspacedScript.test(raw.slice(index, index + length + 8)) && phraseList('following').test(after)) return {by: 'subordinate'}
  return undefined
}

/** Whether a repair is said after a match in its sentence (`38/40 at first, the other two now pass`): one said before it mends something else (`Replaced the operators; migrated 11 of 14 DAGs`). */
export function repairFollows(given: string, index: number, length: number, silencing = false): boolean {
  const text = phraseText(given).replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length))
  return saysRepair(text.slice(index + length, sentenceOf(text, index).end), silencing)
}

/** The words of a match's sentence before it (`Moved the invoice API to v2; ` before `7 of the 9 endpoints`). */
export function sentenceBefore(given: string, index: number): string {
  const text = phraseText(given)
  return text.slice(sentenceOf(text, index).start, index)
}

/**
 * Whether a repair in a match's sentence takes back a check silenced there:
 * one said after it (`marked it skip, then fixed the race and removed the
 * mark`), or one before it that names another thing fixed (`Fixed the test
 * that was marked skip`). A repair made by means of the silencing
 * (`handled by adding @[nolint]`, `durch … deaktiviert`), or a failure that
 * led to it (`was failing, so I marked it pending`), is the workaround itself.
 */
export function repairTakesBackSilencing(given: string, index: number, length: number): boolean {
  if (repairFollows(given, index, length, true)) return true
  const text = phraseText(given).replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length))
  const sentence = sentenceOf(text, index)
  const before = text.slice(sentence.start, index)
  return repairWords()
    .all(before)
    .some((repair) => {
      // An aside and the marks that close the clause stand between a repair word and how it was made or what it led to (`was failing (returned …), so I marked it pending`).
      const between = before.slice(repair.index + repair.length).replace(/\([^()\n]*\)/gu, (aside) => ' '.repeat(aside.length))
      // The failure's own words may come first (`was failing on packages/web, so the commit was made with …`): a part of the clause after a comma opening with those words says the same.
      const leads = [0, ...[...between.matchAll(/[,，、]/gu)].map((mark) => mark.index + 1)].map((from) => {
        const lead = between.slice(from).search(/[^\s,，、;:：—–-]/u)
        return lead < 0 ? -1 : from + lead
      })
      return leads[0]! < 0 || leads.every((lead) => lead < 0 || phraseList('byMeans').at(between, lead) === undefined)
    })
}

/** Whether a bullet's text (or a label over the lines) says that what stands under it is a run before a fix, one mended since, or output shown on purpose. */
export function ownerTakesBack(owner: string | undefined): boolean {
  return owner !== undefined && ownerMemo(owner, '')
}

/** Every signal asks it of every passage: answered once per owner and return. */
const ownerMemo = memoInReading((owner) => readOwner(owner))

function readOwner(owner: string): boolean {
  const text = phraseText(owner)
  // A quoted command's words are its arguments (`--prover baseline`, `--since yesterday`), not the writer's account of when it ran.
  // A `before` word right after a word of comparing (`comparison against baseline:`) names what the output is compared with: the output is the run after.
  const label = withoutAsides(phraseText(owner.replace(/`[^`\n]{1,300}`/g, ' ')))
  // An aside of the label that opens with a `before` word says it of the whole label (`Original error from the cron log (before the change):`).
  const asideBefore = phraseList('before').all(text).some((found) => {
    if (!/[(（]$/u.test(text.slice(0, found.index)) && !/^[(（]/u.test(text.slice(found.index))) return false
    // An aside naming both runs (`(before and after the change)`) marks no run before; one naming what came after (`(before the fix)`) does.
    const aside = text.slice(found.index, found.index + 80).split(/[)）]/u)[0]!
    return !phraseList('later').test(aside)
  })
  return saysBefore(label) || asideBefore || opensWithEarlier(owner) || saysRepair(text) || phraseList('shownOnPurpose', 'studyOnly').test(text)
}

/** Whether a text holds a `before` word that no word of comparing stands right before (`against the baseline`, `exceeds reviewed baseline`): that one names what a figure is compared with, not a run before. */
function saysBefore(text: string): boolean {
  const compared = phraseList('comparedWith')
  return phraseList('before').all(text).some((found) =>
    compared.all(text.slice(0, found.index)).every((word) => {
      const gap = text.slice(word.index + word.length, found.index)
      return /[;:.!?。；：]/u.test(gap) || gap.trim().split(/\s+/).filter((part) => part !== '').length > 1
    })
  )
}

/** Whether a table's row (`name: cell; name: cell`, as the passages hold it) is one of a comparison: its first column names the candidates weighed (`candidate: PyPantograph; …; verdict: blocked`). */
export function weighsCandidates(row: string): boolean {
  const name = phraseText(row.slice(0, Math.max(0, row.indexOf(': '))).trim())
  return name !== '' && phraseList('candidateNoun').at(name, 0) === name.length
}
