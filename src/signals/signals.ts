/**
 * The named signals: every judgement of a return's outcome beyond its
 * `state` value. A signal reads some places of the return (passages.ts),
 * matches words of the vocabulary or signatures of tool output there, and
 * says a state. When it says a worse state than the return's, the return
 * contradicts itself and `outcome-contradicted` reports it. The examples are
 * returns the signal fires on and stays quiet on; `grammar/signals.md` is
 * generated from this table and the tests execute every example there.
 */
import type {Place} from '../engine/diagnostic.js'
import {looksLikePath} from '../markdown/values.js'
import type {ReturnReport, ReturnState} from '../schema/report.js'
import {alternation, escapePattern, failureSignatureKinds, markRoles, measures, signatures, type Measure, signatureNeedles, targets, wordsOf as wordsOfLists, type ConventionKind, type Signature, type SignatureKind, type Target, type WordListName} from '../vocabulary/index.js'
import {memoInReading, PhraseList, phraseList, phraseText, repairWords, unspacedScript} from '../vocabulary/phrases.js'
import {namesCheck, negated, ownerTakesBack, quoted, repairFollows, repairTakesBackSilencing, sentenceBefore, sentenceOf, showsPass, takenBack, weighsCandidates} from './context.js'
import {namesRun, promptLine, runLabel, typedAtPrompt, type Cell, type Passage, type PassageKind} from './passages.js'

/** A return written from parts, for the signals' examples. */
export interface SignalExample {
  state?: ReturnState
  summary: string
  /** Lines of the Deliverables section; default one deliverable. */
  deliverables?: string[]
  /** Lines of the Evidence section, as written (bullets, fences, tables). */
  evidence?: string[]
  limitations?: string[]
  /** Files created; default the deliverable's. */
  files?: string[]
  /** The Status heading as written; default `## Status`. */
  heading?: string
  /** Lines of the Status section after the summary. */
  status?: string[]
  /** Lines before the return, and after it. */
  before?: string[]
  after?: string[]
}

export interface SignalHit {
  signal: string
  /** The state the text says. */
  says: ReturnState
  /** The words that said it, as written. */
  text: string
  /** Where in `text` the words matched start, when a match said it. */
  at?: number
  place: Place
  /** Where those words stand. */
  where: PassageKind
}

interface SignalInput {
  report: ReturnReport
  passages: readonly Passage[]
  /** Where the summary is, for report-level signals. */
  summaryPlace: Place | undefined
  statePlace: Place | undefined
  /** A team's own signatures, read beside the built-in ones. */
  custom: readonly Signature[]
  /** Whether the return wrote its lists of files (`files_created:`, `files_modified:`), empty or not: a missing list is another rule's to report, and says nothing of the work. */
  filesListed?: boolean
}

export interface Signal {
  id: string
  /** One line: what the signal reads as a worse outcome. */
  description: string
  /** The places it reads. */
  reads: readonly PassageKind[]
  /** The state the text says when the signal fires. */
  says: ReturnState
  /** What it matches: the vocabulary lists or signature kinds it goes by. */
  matches: string
  /** What takes a match back. */
  quiet: string
  examples: {fires: SignalExample[]; quiet: SignalExample[]}
  detect(input: SignalInput): SignalHit | undefined
}

const compiled = new WeakMap<Signature, RegExp | null>()

/** A signature's expression, compiled once; `null` for one that does not compile (a team's own, reported by the settings check). */
export function compileSignature(signature: Signature): RegExp | null {
  let pattern = compiled.get(signature)
  if (pattern === undefined) {
    try {
      pattern = new RegExp(signature.pattern, runFlags(signature))
    } catch {
      pattern = null
    }

    compiled.set(signature, pattern)
  }

  return pattern
}

/** Where a signature matches a line and every count it captures is above zero. */
export function signatureMatch(signature: Signature, line: string): RegExpExecArray | undefined {
  const match = compileSignature(signature)?.exec(line)
  if (!match) return undefined
  const counts = Object.entries(match.groups ?? {}).filter(([name, value]) => name.startsWith('count') && value !== undefined)
  return counts.length > 0 && counts.every(([, value]) => Number(value) === 0) ? undefined : match
}

/** The flags a signature runs with: its own, without `g` or `y`, with `u` where the pattern needs it. */
function runFlags(signature: Signature): string {
  // No `g` or `y`: a match always starts its search at the beginning of the line. `u` only where the
  // pattern needs it (a property class, a letter beyond the BMP): case-insensitive Unicode matching is slower.
  const unicode = signature.flags.includes('u') || /\\p\{|[\u{10000}-\u{10FFFF}]/u.test(signature.pattern)
  return [...new Set(`${signature.flags}${unicode ? 'u' : ''}`.replace(/[gy]/g, ''))].sort().join('')
}

/**
 * The signatures of a kind that may match `text`, the team's own after the
 * built-in ones. A built-in one with needles is kept when the line holds one
 * of them; those without are passed over together when their screen finds
 * none of them, which is the case of most lines.
 */
function kindSignatures(kind: SignatureKind, custom: readonly Signature[], text?: string): readonly Signature[] {
  let own: readonly Signature[] = builtIn.get(kind) ?? []
  if (text !== undefined) {
    const plan = planOf(kind)
    const lower = plan.needled === undefined ? '' : lowerForNeedles(text)
    const needled = plan.needled !== undefined && plan.needled.test(lower)
    const bare = plan.bare.some((screen) => screenPasses(screen, text))
    own = !needled && !bare ? [] : plan.entries.filter(({needles}) => (needles === null ? bare : needled && needles.some((needle) => lower.includes(needle)))).map(({signature}) => signature)
  }

  return custom.length === 0 ? own : [...own, ...custom.filter((signature) => signature.kind === kind)]
}

/** The first signature of a kind that matches `text`, built-in ones first. */
export function kindMatch(kind: SignatureKind, text: string, custom: readonly Signature[] = []): RegExpExecArray | undefined {
  return custom.length === 0 ? builtInMatch(text, kind) : firstMatch(kind, text, custom)
}

function firstMatch(kind: SignatureKind, text: string, custom: readonly Signature[]): RegExpExecArray | undefined {
  for (const signature of kindSignatures(kind, custom, text)) {
    const match = signatureMatch(signature, text)
    if (match) return match
  }

  return undefined
}

/** The first built-in signature's match, once per text and kind while a return is read. */
const builtInMatch = memoInReading((text, kind) => firstMatch(kind as SignatureKind, text, []))

/** Whether `text` follows a tool's convention of `kind` (a search command, a test file, a flag naming a package): a signature of the table says it. */
function conventional(kind: ConventionKind, text: string): boolean {
  return kindMatch(kind, text) !== undefined
}

/** Every match in `text` of the signatures of a convention (`release/4.8` and `hotfix-2.3.1` in one summary), in their order. */
function conventionMatches(kind: ConventionKind, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = []
  for (const signature of kindSignatures(kind, [])) {
    const expression = compileSignature(signature)
    if (expression) found.push(...text.matchAll(new RegExp(expression.source, `${expression.flags}g`)))
  }

  return found.sort((one, other) => one.index - other.index)
}

const builtIn = new Map<SignatureKind, Signature[]>()
for (const signature of signatures) builtIn.set(signature.kind, [...(builtIn.get(signature.kind) ?? []), signature])

/** A screen of the signatures of a kind without needles: their expressions joined, compiled on first use. */
interface Screen {
  source: string
  flags: string
  compiled?: RegExp
}

/** How a kind's signatures are screened: those with needles by their needles (one expression of them all first), the others by screens. */
interface KindPlan {
  needled: RegExp | undefined
  /** Every built-in signature of the kind, in order, with its needles (null: screened by `bare`). */
  entries: ReadonlyArray<{signature: Signature; needles: readonly string[] | null}>
  bare: readonly Screen[]
}

const plans = new Map<SignatureKind, KindPlan>()

/**
 * A kind's plan. A signature with needles (`needles.json`: every match of it
 * holds one) is tried only on a line holding one, and compiled only then; the
 * needles of the kind, as one expression of literals, pass most lines over at
 * once. The signatures without needles are joined as alternatives, one
 * expression per set of flags, so a line none of them matches costs one run
 * instead of one per signature. Groups lose their names there (names may
 * repeat across signatures); an expression referring back to a group keeps a
 * screen of its own, since joining would renumber its groups.
 */
function planOf(kind: SignatureKind): KindPlan {
  let plan = plans.get(kind)
  if (plan) return plan
  const entries: Array<{signature: Signature; needles: readonly string[] | null}> = []
  const byFlags = new Map<string, string[]>()
  const bare: Screen[] = []
  for (const signature of builtIn.get(kind) ?? []) {
    const needles = signatureNeedles(signature)
    entries.push({signature, needles})
    if (needles !== null) continue
    const flags = runFlags(signature)
    if (/\\(?:k<|[1-9])/.test(signature.pattern)) bare.push({source: signature.pattern, flags})
    else byFlags.set(flags, [...(byFlags.get(flags) ?? []), signature.pattern.replace(/\\[^]|\(\?<[A-Za-z_$][\w$]*>/g, (token) => (token.startsWith('\\') ? token : '('))])
  }

  for (const [flags, sources] of byFlags) bare.push({source: sources.map((source) => `(?:${source})`).join('|'), flags})
  const needles = [...new Set(entries.flatMap((entry) => entry.needles ?? []))]
  plan = {needled: needles.length > 0 ? new RegExp(needles.map(escapePattern).join('|')) : undefined, entries, bare}
  plans.set(kind, plan)
  return plan
}

/** The last text looked at, in lower case: the kinds are screened over the same line one after another. */
let screenedText = ''
let screenedLower = ''

/** A line as needles are looked for in it: in lower case as a case-insensitive expression reads it (the long s folds to `s` there, not in `toLowerCase`). */
function lowerForNeedles(text: string): string {
  if (text !== screenedText) {
    screenedText = text
    screenedLower = text.toLowerCase().replaceAll('\u017f', 's')
  }

  return screenedLower
}

/** Whether a line may match a screen. */
function screenPasses(screen: Screen, text: string): boolean {
  let compiled = screen.compiled
  if (compiled === undefined) {
    try {
      compiled = screen.compiled = new RegExp(screen.source, screen.flags)
    } catch {
      return true
    }
  }

  return compiled.test(text)
}

const lowered = new WeakMap<Passage, string>()

/** A passage's text as phrases are matched against it (`phraseText`), made once though several signals read it. */
function wordsOf(passage: Passage): string {
  let text = lowered.get(passage)
  if (text === undefined) lowered.set(passage, (text = phraseText(passage.text)))
  return text
}

const evidenceReads: readonly PassageKind[] = ['evidence', 'output', 'table', 'summary', 'limitation']

/** The passages that show what was run: Evidence items, the output under them, the rows of its tables. */
function shownPassages(input: SignalInput): Passage[] {
  return input.passages.filter((passage) => passage.kind === 'evidence' || passage.kind === 'output' || passage.kind === 'table')
}

/** A hit on a passage: the words of the line of it that said it (at `index`), where they stand. */
function hit(signal: Signal, passage: Passage, index = 0): SignalHit {
  if (!passage.text.includes('\n')) {
    const lead = passage.text.length - passage.text.trimStart().length
    return {signal: signal.id, says: signal.says, text: passage.text.trim(), at: Math.max(0, index - lead), place: passage.place, where: passage.kind}
  }
  const offset = passage.text.slice(0, index).split('\n').length - 1
  const start = passage.text.lastIndexOf('\n', index - 1) + 1
  const end = passage.text.indexOf('\n', index)
  const text = passage.text.slice(start, end === -1 ? undefined : end)
  const line = passage.place.line + offset
  const place = offset === 0 ? {...passage.place, endLine: line, endColumn: passage.place.column + text.length} : {line, column: 1, endLine: line, endColumn: text.length + 1}
  const lead = text.length - text.trimStart().length
  return {signal: signal.id, says: signal.says, text: text.trim(), at: Math.max(0, index - start - lead), place, where: passage.kind}
}

/** The figure a signature's match counts (its first `count` group), and where it stands in the line. */
function countOf(match: RegExpExecArray): {value: string; index: number} | undefined {
  const value = Object.entries(match.groups ?? {}).find(([name, found]) => name.startsWith('count') && found !== undefined)?.[1]
  return value === undefined ? undefined : {value, index: match.index + match[0].lastIndexOf(value)}
}

/** Whether the figure a match counts is the count of a runner's summary (`→ 412 passed`): a number of tests, not a status or an exit code. */
function countsTests(text: string, match: RegExpExecArray): boolean {
  const count = countOf(match)
  if (count === undefined) return false
  const rest = text.slice(count.index)
  return kindSignatures('passes', [], rest).some((signature) => signatureMatch(signature, rest)?.index === 0)
}

/** Whether the figure after an arrow is what a counting command quoted just before it printed (`` `nats sub order.created | wc -l` → 500 ``): a number of lines, not a status or an exit code. */
function countsLines(text: string, match: RegExpExecArray): boolean {
  const count = countOf(match)
  if (count === undefined) return false
  const before = text.slice(0, count.index)
  const arrow = Math.max(before.lastIndexOf('→'), before.lastIndexOf('->'), before.lastIndexOf('=>'))
  if (arrow === -1 || !/^[ \t`'"]*$/.test(before.slice(arrow + (before[arrow] === '→' ? 1 : 2)))) return false
  // The command is the code span that ends right before the arrow; its last stage is what printed the figure.
  const quoted = before.slice(0, arrow).trimEnd()
  if (!quoted.endsWith('`')) return false
  const span = quoted.slice(quoted.lastIndexOf('`', quoted.length - 2) + 1, -1)
  return conventional('counting-command', span.split('|').at(-1)!.trim())
}

/**
 * Whether a run the return shows ends in a failure its own work designed: the
 * summary says the work is error handling (`handling`, `intended`), and the
 * passage shows an exit status that the summary or a deliverable maps an
 * error to (`ConfigError`=2, `exits 3 on a network error`): a CLI's
 * documented exit code, and the error message printed beside it, are the
 * feature at work. A run on well-formed input (`validInput`) is no such run.
 */
function designedExit(text: string, input: SignalInput): boolean {
  const summary = summaryPassage(input)
  if (summary === undefined || !phraseList('handling', 'intended').test(wordsOf(summary))) return false
  const exit = kindMatch('exit', text, input.custom)
  const status = exit === undefined ? undefined : countOf(exit)
  if (status === undefined || Number(status.value) === 0 || phraseList('validInput').test(phraseText(text))) return false
  const mapped = new RegExp(`(?:=|→|->|\\bexits?(?:[ \\t]+with)?(?:[ \\t]+(?:code|status))?)[ \\t]*${status.value}(?![\\d.])`, 'u')
  return [summary, ...input.passages.filter((passage) => passage.kind === 'deliverable')].some((passage) => mapped.test(passage.text.replaceAll('`', '')))
}

/** The sentence a position stands in. */
function sentenceText(text: string, index: number): string {
  const sentence = sentenceOf(text, index)
  return text.slice(sentence.start, sentence.end)
}

/**
 * Whether the status a match counts is the answer the summary or a
 * deliverable says the work gives: the summary names the same status
 * followed by a `following` word (`retornando 503 quando alguma dependência
 * falha`, `returns 503 when the database is down`), or, of a client error
 * (4xx), the summary or a deliverable names it in a clause that says no
 * repair, in a sentence that says no failure, no work left undone and no
 * consequence (`arquivos acima disso recebem 413`, `maps ConflictError to
 * 409`): a readiness check or an error mapping at work, not a fault. A server error is the answer only under a stated condition.
 */
function statusIsTheDesignedAnswer(match: RegExpExecArray, input: SignalInput): boolean {
  const status = countOf(match)?.value
  const summary = summaryPassage(input)
  if (status === undefined) return false
  const client = /^4\d\d$/.test(status)
  const places = [summary, ...(client ? input.passages.filter((passage) => passage.kind === 'deliverable') : [])]
  for (const place of places) {
    if (place === undefined) continue
    // Code spans are left out of the summary: a status quoted in code there is an example, not the answer said.
    const text = place === summary ? place.text.replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length)) : place.text.replaceAll('`', ' ')
    for (const found of text.matchAll(new RegExp(`(?<![\\d.,])${status}(?!\\d|[.,]\\d)`, 'g'))) {
      const after = phraseText(text.slice(found.index + status.length, found.index + status.length + 40)).trimStart()
      // A status the work repaired (`Fixed the 502 when the cache is cold`) is the fault, not the answer.
      const clause = phraseText(text.slice(Math.max(...[',', ';', '.', ':'].map((mark) => text.lastIndexOf(mark, found.index))) + 1, found.index))
      if (repairWords().test(clause)) continue
      // A figure that is a number of something else (`PR 404`, `app.ts:403`, `#409`) is no status.
      // A slash after another status lists them (`502/504`).
      if (/(?:[#:.]|(?<!\d)\/|\bPR ?|\bline )$/i.test(text.slice(Math.max(0, found.index - 4), found.index))) continue
      if (place === summary && phraseList('following').at(after, 0) !== undefined) return true
      // Of a client error, a sentence saying any failure, undone work or a consequence tells an event (`the publish step then returned 403, so the site still shows the old version`), not a behaviour.
      const sentence = phraseText(sentenceText(text, found.index))
      if (client && !phraseList('failure', 'broken', 'notDone', 'leftUndone', 'unfinished', 'consequence').test(sentence)) return true
      // Of a server error, a sentence of the summary naming it with a word of intent or of error handling (`drain mode`, `as the runbook asks`, `Fehlerseite für 502/504`) and no failure makes it the answer the work set up.
      if (place === summary && phraseList('intended', 'handling').test(sentence) && !phraseList('failure', 'broken', 'notDone', 'leftUndone', 'unfinished', 'persists').test(sentence)) return true
    }
  }

  return false
}

/**
 * Whether a status is a rate limit (429) answered to a checker in a return
 * whose every file is a document: a documentation change serves nothing, so
 * the answer is a third-party site throttling the link checker that crawled
 * it (`they return 429 to the checker intermittently`), which says the link
 * was not checked, not that the work is broken.
 */
function rateLimitedCrawl(match: RegExpExecArray, input: SignalInput): boolean {
  return countOf(match)?.value === '429' && documentsOnly(input)
}

/**
 * Whether a client error (4xx) is the behaviour the work was about: the
 * summary says the work is error handling, error responses or validation
 * (`handling`, `intended`), so `returns 422` for bad input is the feature. A
 * server error (5xx) is never the feature, nor a client error answering
 * well-formed input (`validInput`).
 */
function clientErrorIsTheFeature(text: string, match: RegExpExecArray, input: SignalInput): boolean {
  // A route not found (404, 405) on a line naming a path the summary names (the route the work is about) is the route missing, whatever the work is about.
  if (/\b40[45]\b/.test(match[0]) && routeOfSummary(text, input)) return false
  const count = countOf(match)
  // An error body names a client error in words (`"code":"forbidden"`): its `client` group stands for the status.
  const client = Object.entries(match.groups ?? {}).find(([name, found]) => name.startsWith('client') && found !== undefined)?.[1]
  const at = count ?? (client === undefined ? undefined : {value: '4xx', index: match.index + match[0].indexOf(client)})
  if (at === undefined || !/^4\d\d$|^4xx$/.test(at.value)) return false
  const summary = summaryPassage(input)
  // A rate limiter's answer past its limit is 429: of work on rate limiting (`limiting`), that status is the feature too.
  // A client error whose own line names validation (`→ 400 Bad Request (validation)`, a problem body typed `…/validation`) is the validation answering.
  const line = text.slice(text.lastIndexOf('\n', match.index) + 1, (text.indexOf('\n', match.index) + 1 || text.length + 1) - 1)
  if (phraseList('validating').test(phraseText(line)) && !phraseList('validInput').test(phraseText(line))) return true
  if (summary === undefined || !(phraseList('handling', 'intended', 'validating').test(wordsOf(summary)) || (at.value === '429' && phraseList('limiting').test(wordsOf(summary))))) return false
  // `valid payload → 422`: well-formed input refused is a fault of the feature, whatever it is about.
  const start = Math.max(text.lastIndexOf(',', match.index), text.lastIndexOf(';', match.index)) + 1
  const ends = [text.indexOf(',', at.index), text.indexOf(';', at.index)].filter((end) => end !== -1)
  return !phraseList('validInput').test(phraseText(text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length)))
}

/** Whether a text names a route path (`/api/v2/webhooks/subscriptions`) that the summary names too. */
function routeOfSummary(text: string, input: SignalInput): boolean {
  const summary = summaryPassage(input)?.text
  if (summary === undefined) return false
  const routes = (value: string): string[] => [...value.matchAll(/(?<![\w.:/])\/[\w.-]+(?:\/[\w.{}:-]+)+/g)].map((found) => found[0].replace(/\/$/, ''))
  const named = new Set(routes(summary))
  return routes(text).some((route) => named.has(route))
}

/** Whether the output a return shows is the input of its work rather than a check of it: a summary saying the work is a study of that output (`Analysed the incident logs`, `Analyse des journaux de l'incident`), or a limitation saying the task only studied (`Research only; no code was changed`), in a return whose every file is a document. */
function outputIsTheSubject(input: SignalInput): boolean {
  const summary = summaryPassage(input)
  if (summary === undefined) return false
  const words = wordsOf(summary)
  const studies = phraseList('shownOnPurpose', 'subject').all(words).some((match) => !quoted(summary.text, match.index))
  if (!studies && !saysStudyOnly(input)) return false
  if (documentsOnly(input)) return true
  // A study that also made a tool it ran (the script that cut the log window) is still a study: the summary says what it studies, words outside quotes say the task only studied, and a document is among what it made.
  return studies && saysStudyOnly(input, ['summary', 'limitation', 'evidence']) && madeDocument(input)
}

/** Whether a return attests or delivers a document among its files. */
function madeDocument(input: SignalInput): boolean {
  const files = [...input.report.attestation.files_created, ...input.report.attestation.files_modified, ...input.report.deliverables.map((deliverable) => deliverable.path)]
  return files.some((file) => looksLikePath(file) && isDocument(file))
}

/** Whether a return attests a file and every file it attests or delivers is a document: what it made is a write-up, not code. */
function documentsOnly(input: SignalInput): boolean {
  const files = [...input.report.attestation.files_created, ...input.report.attestation.files_modified].filter((file) => looksLikePath(file))
  const delivered = input.report.deliverables.map((deliverable) => deliverable.path).filter((path) => looksLikePath(path))
  return files.length > 0 && [...files, ...delivered].every(isDocument)
}

/** Whether the summary or a limitation (or the other places `kinds` names) says, outside quotes, that the task only studied (`Research only`, `Reine Recherche`, `Recherche terminée`, `本任务只做研究`). */
function saysStudyOnly(input: SignalInput, kinds: readonly PassageKind[] = ['summary', 'limitation']): boolean {
  return input.passages.some((passage) => kinds.includes(passage.kind) && phraseList('studyOnly').all(wordsOf(passage)).some((match) => !quoted(passage.text, match.index)))
}

/**
 * Whether, under PARTIAL, an Evidence item, or output or a table under one, shows a failure of an attempt that was
 * undone (`attempted and reverted: npm ci fails in node-gyp rebuild`, `left
 * unchanged`) while the summary or a limitation owns the failure, or output
 * under an item saying it is that of the part left undone (`the remaining
 * errors are those of the two screens not started`) while the summary or a
 * limitation declares that part undone: it is the part left undone, which the
 * branch does not keep or never touched, not a broken subset.
 */
function revertedAttempt(input: SignalInput, passage: Passage): boolean {
  if (input.report.status.state !== 'PARTIAL' || (passage.kind !== 'evidence' && passage.kind !== 'output' && passage.kind !== 'table')) return false
  const says = (text: string, ...lists: [WordListName, ...WordListName[]]): boolean => phraseList(...lists).all(phraseText(text)).some((match) => !quoted(text, match.index) && !negated(text, match.index, match.length))
  // The Evidence item over the output says what it shows is the part left undone (`the remaining errors are those of the two screens not started`), and the summary or a limitation declares that part undone.
  if (passage.kind === 'output' && passage.owner !== undefined && says(passage.owner, 'leftUndone') && input.passages.some((other) => (other.kind === 'summary' || other.kind === 'limitation') && says(other.text, 'leftUndone', 'notDone'))) return true
  if (!says(passage.text, 'reverted') && !(passage.owner !== undefined && says(passage.owner, 'reverted'))) return false
  return input.passages.some((other) => (other.kind === 'summary' || other.kind === 'limitation') && ownsFailure(other, input.custom))
}

/** A signal of tool output: the signatures of one kind, in the places evidence is shown. */
function outputSignal(id: string, kind: SignatureKind, says: ReturnState, description: string, examples: Signal['examples'], reads: readonly PassageKind[] = evidenceReads): Signal {
  const signal: Signal = {
    id,
    description,
    reads,
    says,
    matches: `the \`${kind}\` signatures of \`signatures.json\``,
    quiet: 'a pass mark on the line (not one that marks a count of its own before a count of failures: lychee\'s `✅ 35 OK 🚫 6 Errors`); a line of output that opens at a shell prompt (`$ …`), the command typed; a repair or a run before the fix in the clause or in the bullet over the output (a label opening with an `earlier` word or naming the problem as it was seen with a `symptom` word: `Production symptom (Sentry …):`, an earlier run of a numbered series); a negation, a count of zero or a subordinating word just before; a word saying it was expected (not one keying a printed value: `expected=deny got=allow`); a figure a runner counts tests with (`→ 412 passed`); the same tool’s count at zero later in the passage, after a `later` word (`re-run: Failed checks: 0`); of a test run, a later Evidence item labelled as the change’s run (a `later` phrase: `With the patch:`, `Same command on the branch:`) that counts at least as many tests passing and shows no failure; of a status (`exit`), a later line of the same block listing the same object without one (a watch whose last line shows it working); of a crash, an error or a status (`compiler`, `exit`, `http`), a later Evidence item labelled as the change’s run (a `later` phrase: `Après correction :`, `修复后：`) that shows a pass and no failure, while the item showing it says no later run; a word saying the failure was made on purpose after it in its sentence (`simulated`: `falhas simuladas pelo nock`); of a line marked failed, a summary saying the work set that state (a `setFailed` phrase: `marked the stuck run as failed`); a client error (4xx) when the summary says the work is error handling or validation, or when the summary or a deliverable names that status, in a clause saying no repair and no failure, as the answer the work gives (`maps ConflictError to 409`, `recebem 413`); any output when the summary says the work studies it (`Analysed the incident logs`) or the summary or a limitation says the task only studied (`Research only`), and every file is a document, or the summary says so and words in the summary, a limitation or Evidence say the task only studied (`the brief asked for analysis only`), and a document is among the files (a script that cut the logs beside the report); under PARTIAL, an Evidence item saying its attempt was reverted (`attempted and reverted`) while the summary or a limitation owns the failure, or output under an item saying it belongs to the part left undone (a `leftUndone` phrase: `the remaining errors are in the screens not yet started`) while the summary or a limitation says that part is undone; for a check silenced, a line a diff removes whose match a line the same diff adds keeps',
    examples,
    detect(input) {
      // A check silenced stays silenced whatever the bullet over it says of the failure it hid (`the test that was failing after the change`): only its own clause takes it back (`no longer runs … --no-verify`).
      const silenced = kind === 'workaround'
      if (!silenced && outputIsTheSubject(input)) return undefined
      for (const passage of input.passages) {
        if (!signal.reads.includes(passage.kind) || (!silenced && ownerTakesBack(passage.owner)) || revertedAttempt(input, passage)) continue
        for (const signature of kindSignatures(kind, input.custom, passage.text)) {
          const match = signatureMatch(signature, passage.text)
          if (!match || (showsPass(passage.text, match.index) && !passMarksOtherCounts(passage.text, match))) continue
          // A line of output that opens at a shell prompt (`$ for i in …; do … || echo FAIL; done`) is the command typed, not what it printed.
          if (!silenced && passage.kind === 'output' && /^\s*\$[ \t]/.test(passage.text)) continue
          const back = takenBack(passage.text, match.index, match[0].length, true)
          // A check silenced is taken back by a negation, or by a repair of something else: one made by means of the silencing (`handled by adding @[nolint]`) is no repair.
          if (back !== undefined && (!silenced || back.by === 'negation' || (back.by === 'repair' && repairTakesBackSilencing(passage.text, match.index, match[0].length)))) continue
          // A row naming a failure in its label (`Exports OOMKilled`), or a row of a delivered document shown (a catalogue of error codes), shows no run.
          if (measureLabel(passage, match.index + match[0].length) || documentTable(input, passage)) continue
          if (kind !== 'tests' && countsTests(passage.text, match)) continue
          if (kind !== 'tests' && countsLines(passage.text, match)) continue
          if (kind === 'http' && clientErrorIsTheFeature(passage.text, match, input)) continue
          if (kind === 'http' && statusIsTheDesignedAnswer(match, input)) continue
          if (kind === 'http' && rateLimitedCrawl(match, input)) continue
          if ((kind === 'exit' || kind === 'compiler') && designedExit(passage.text, input)) continue
          if (silenced && keptByDiff(input.passages, passage, match.groups?.['flag'] ?? match[0])) continue
          if (rerunCountsNone(signature, passage.text, match)) continue
          if ((kind === 'tests' || kind === 'fail-line') && passedAfterward(input, passage, match)) continue
          if (kind === 'fail-line' && failureSetByTheWork(input)) continue
          if (kind === 'exit' && laterLineClears(input, passage)) continue
          if ((kind === 'compiler' || kind === 'exit' || kind === 'http') && answeredByLaterRun(input, passage)) continue
          return hit(signal, passage, match.index)
        }
      }

      return undefined
    }
  }
  return signal
}

/** Whether the summary says the work itself set a failed state (`marked the stuck run as failed, as asked`): a failed line of its check shows that state set, not the work failing. */
function failureSetByTheWork(input: SignalInput): boolean {
  const summary = summaryPassage(input)
  if (summary === undefined) return false
  return phraseList('setFailed').all(wordsOf(summary)).some((match) => !quoted(summary.text, match.index) && takenBack(summary.text, match.index, match.length)?.by !== 'negation')
}

/** A word without the stops and colons after it (`errores.md:`). */
function withoutTrailingStops(word: string): string {
  let end = word.length
  while (end > 0 && ':;,.'.includes(word[end - 1]!)) end--
  return word.slice(0, end)
}

/** Whether a table row stands under a label naming a document the return delivers (`Extracto de docs/api/errores.md:`): it is the document's content, a catalogue of statuses or errors, not a run. */
function documentTable(input: SignalInput, passage: Passage): boolean {
  if (passage.kind !== 'table' || passage.owner === undefined) return false
  const words = new Set(passage.owner.split(/[\s`'"()]+/).map(withoutTrailingStops))
  return input.report.deliverables.some((deliverable) => words.has(deliverable.path.trim().replace(/^`|`$/g, '')) && isDocument(deliverable.path))
}

/** Whether a match ending at `end` stands whole in the label of a row of a table that compares a run before the change with the change's own (`| Exports OOMKilled sur 7 jours | 12 | 0 |`): it names what the figures count, which `figure-worsened` reads. */
function measureLabel(passage: Passage, end: number): boolean {
  if (passage.kind !== 'table' || passage.cells === undefined || passage.cells.length < 3) return false
  const first = passage.cells[0]!
  return end <= `${first.name}: ${first.cell}`.length && passage.cells.slice(1).some((cell) => runNamed(cell.name, false)) && passage.cells.slice(1).some((cell) => runNamed(cell.name, true))
}

/**
 * Whether a match that counts failures above zero stands in a tool's summary
 * line that marks each of its counts (lychee's `🔍 41 Total ✅ 35 OK 🚫 6
 * Errors`): every pass mark of its part of the line comes before it and marks
 * a count of its own, not the failures counted.
 */
function passMarksOtherCounts(text: string, match: RegExpExecArray): boolean {
  const count = countOf(match)
  if (count === undefined || Number(count.value) === 0) return false
  const start = Math.max(text.lastIndexOf(',', match.index), text.lastIndexOf(';', match.index)) + 1
  const ends = [text.indexOf(',', match.index), text.indexOf(';', match.index)].filter((end) => end !== -1)
  const before = [...text.slice(start, match.index)]
  const after = [...text.slice(match.index, ends.length > 0 ? Math.min(...ends) : text.length)]
  const passMark = (character: string): boolean => markRoles.check.marks.includes(character)
  // Each pass mark before the match is followed by a figure of its own (`✅ 35 OK`).
  const marks = before.flatMap((character, index) => (passMark(character) ? [index] : []))
  const ownFigure = (index: number): boolean => /^[ \t]*\d/.test(before.slice(index + 1).join(''))
  return marks.length > 0 && marks.every(ownFigure) && !after.some(passMark)
}

/** Whether a line a diff removes (`-  run: cargo clippy -- -D warnings`) has what matched on it (its `flag` group, else the whole match) kept by a line the same diff adds (`+  run: cargo clippy --all-targets -- -D warnings`): the line was changed, and that part of it stays. */
function keptByDiff(passages: readonly Passage[], removed: Passage, words: string): boolean {
  if (removed.kind !== 'output' || !/^[ \t]*-(?!-)/.test(removed.text)) return false
  return passages.some((passage) => passage.kind === 'output' && passage.owner === removed.owner && passage !== removed && /^[ \t]*\+(?!\+)/.test(passage.text) && passage.text.includes(words))
}

/** Whether the same tool's count comes back later in the passage at zero, after a word of a later run (`Failed checks: 1 …; re-run: Failed checks: 0`): the last run is the one that counts. */
function rerunCountsNone(signature: Signature, text: string, match: RegExpExecArray): boolean {
  const pattern = compileSignature(signature)
  const end = match.index + match[0].length
  if (!pattern || !Object.keys(match.groups ?? {}).some((name) => name.startsWith('count'))) return false
  for (const again of text.slice(end).matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
    const counts = Object.entries(again.groups ?? {}).filter(([name, value]) => name.startsWith('count') && value !== undefined)
    if (counts.length > 0 && counts.every(([, value]) => Number(value) === 0) && phraseList('later').test(phraseText(text.slice(end, end + again.index)))) return true
  }

  return false
}

/** The most tests a `passes` signature counts passing in a text: 0 for a package reported passed with no count (`package-passed`: go test's `ok  pkg  0.4s`), undefined when no pass is shown. */
function passedCount(text: string, custom: readonly Signature[]): number | undefined {
  const match = kindMatch('passes', text, custom)
  if (!match) return conventional('package-passed', text) ? 0 : undefined
  const counts = Object.entries(match.groups ?? {}).filter(([name, value]) => name.startsWith('passed') && value !== undefined)
  return counts.length > 0 ? Math.max(...counts.map(([, value]) => Number(value))) : 0
}

/**
 * Whether a later Evidence item, labelled as a run of the change (a `later`
 * phrase: `With the patch:`, `Same command on the branch:`, `After updating
 * the expectations:`), shows tests passing and no failure, at least as many
 * as the failing run counted: the failing run is the one before the fix, the
 * before and after the reading issue names. A later run of fewer tests (only
 * the fixed file's) leaves the failure standing.
 */
function passedAfterward(input: SignalInput, passage: Passage, match: RegExpExecArray): boolean {
  const item = passage.owner ?? passage.text
  const failed = Object.entries(match.groups ?? {}).filter(([name, value]) => name.startsWith('count') && value !== undefined).map(([, value]) => Number(value))
  const counted = (passedCount(passage.text, input.custom) ?? 0) + (failed.length > 0 ? Math.max(...failed) : 0)
  const at = input.passages.indexOf(passage)
  for (const later of input.passages.slice(at + 1)) {
    const laterItem = later.owner ?? later.text
    if ((later.kind !== 'evidence' && later.kind !== 'output') || laterItem === item) continue
    if (!phraseList('later').test(phraseText(laterItem.replace(/`[^`\n]{1,300}`/g, ' ')))) continue
    const passed = passedCount(later.text, input.custom)
    if (passed === undefined || passed < counted) continue
    const lines = input.passages.filter((other) => (other.kind === 'evidence' || other.kind === 'output') && (other.owner ?? other.text) === laterItem)
    if (lines.some((line) => failureSignatureKinds.some((kind) => kind !== 'workaround' && kindMatch(kind, line.text, input.custom) !== undefined && !showsPass(line.text)))) continue
    return true
  }

  return false
}

/**
 * Whether a crash, an error or a status that a check shows (`compiler`,
 * `exit`, `http`) is answered by a later Evidence item labelled as the run of
 * the change (a `later` phrase: `After the fix:`, `修复后：`, `Что стало:`)
 * that shows a pass and no failure of its own, while the item showing it says
 * no later run: the bug as it was, then the fix's run, whatever words label
 * the first part (`Constat initial :`, `운영 중 관찰된 현상:`).
 */
function answeredByLaterRun(input: SignalInput, passage: Passage): boolean {
  const item = passage.owner ?? passage.text
  if (phraseList('later').test(phraseText(item.replace(/`[^`\n]{1,300}`/g, ' ')))) return false
  const at = input.passages.indexOf(passage)
  for (const later of input.passages.slice(at + 1)) {
    const laterItem = later.owner ?? later.text
    if ((later.kind !== 'evidence' && later.kind !== 'output') || laterItem === item) continue
    if (!phraseList('later').test(phraseText(laterItem.replace(/`[^`\n]{1,300}`/g, ' ')))) continue
    const lines = input.passages.filter((other) => (other.kind === 'evidence' || other.kind === 'output') && (other.owner ?? other.text) === laterItem)
    if (!lines.some((line) => passedCount(line.text, input.custom) !== undefined)) continue
    if (lines.some((line) => failureSignatureKinds.some((kind) => kind !== 'workaround' && kindMatch(kind, line.text, input.custom) !== undefined && !showsPass(line.text)))) continue
    return true
  }

  return false
}

/** Whether a plan's summary line counts nothing destroyed (`Plan: 2 to add, 1 to change, 0 to destroy.`): a `destroys` signature whose counts are all zero. */
function destroysNothing(text: string): boolean {
  return kindSignatures('destroys', []).some((signature) => {
    const counts = Object.entries(compileSignature(signature)?.exec(text)?.groups ?? {}).filter(([name, value]) => name.startsWith('count') && value !== undefined)
    return counts.length > 0 && counts.every(([, value]) => Number(value) === 0)
  })
}

/**
 * Whether a later line of the same block of output lists the same object (its
 * first word, a name with a letter: `search-api`, `api-7d9f8-xk2p`) with no
 * status of the `exit` signatures: a watch (`kubectl get hpa -w`) whose last
 * line shows the object working is the state that counts.
 */
function laterLineClears(input: SignalInput, passage: Passage): boolean {
  if (passage.kind !== 'output' && passage.kind !== 'table') return false
  // A row of output read under its header is `NAME: search-api; …`: its first cell names the object.
  const first = (line: Passage): string | undefined => {
    const text = line.kind === 'table' ? line.text.slice(line.text.indexOf(': ') + 2).split('; ')[0]! : line.text.trimStart().split(/[ \t]/)[0]!
    return /^(?=[\w.-]{0,252}[A-Za-z])[A-Za-z0-9][\w.-]{2,252}$/.test(text) ? text : undefined
  }
  const name = first(passage)
  if (name === undefined) return false
  const at = input.passages.indexOf(passage)
  let last: Passage | undefined
  for (const line of input.passages.slice(at + 1)) {
    if (line.kind !== passage.kind || line.owner !== passage.owner) break
    if (first(line) === name) last = line
  }

  return last !== undefined && kindMatch('exit', last.text, input.custom) === undefined
}

/** Lists whose phrases are nouns (`TODO`, `sorry`, `stub`): one standing as the name of a check (`the sorry check`) says nothing of the work. */
const nounLists: ReadonlySet<WordListName> = new Set(['placeholder'])

/** A signal of words: the phrases of some vocabulary lists in some places. */
/** How a word signal reads beyond its lists: the fewest words a phrase must have to count (any in a script without spaces), and whether a word saying it was meant anywhere in the phrase's sentence takes it back (`not yet migrated (out of scope)`). */
interface WordReading {
  fewestWords?: number
  meantInSentence?: boolean
  /** Whether a `descoped` phrase anywhere in the phrase's sentence takes it back (`removed from scope by the ticket owner; not implemented`). */
  descopedInSentence?: boolean
}

function wordSignal(id: string, lists: readonly WordListName[], reads: readonly PassageKind[], says: ReturnState, description: string, examples: Signal['examples'], unless?: (input: SignalInput) => boolean, reading: WordReading = {}): Signal {
  const {fewestWords = 1, meantInSentence = false, descopedInSentence = false} = reading
  const signal: Signal = {
    id,
    description,
    reads,
    says,
    matches: `${lists.map((list) => `the \`${list}\` phrases`).join(' and ')}${fewestWords > 1 ? ` of ${fewestWords} words or more (of any length in a script written without spaces)` : ''}`,
    quiet: 'words quoted in code or quotes (of a placeholder, not in a code comment quoted, `// TODO: …`, unless a `removal`, `earlier`, `repair` or `made` word or an arrow in its clause says it went or was done); ' + (meantInSentence ? 'an `intended` word anywhere in the sentence (`not yet migrated (out of scope)`); ' : '') + (descopedInSentence ? 'a `descoped` phrase anywhere in the sentence (`removed from scope by the ticket owner; not implemented`); ' : '') + 'a repair in the clause or a later one of the sentence; a run before the fix; a negation or a subordinating word just before; a word saying it was meant; a failure word said of a thing the summary names right before a word of keeping it (`Archive bucket still present` when `the archive bucket was kept`); under PARTIAL, an Evidence item saying its attempt was reverted while the summary or a limitation owns the failure',
    examples,
    detect(input) {
      if (unless?.(input)) return undefined
      for (const passage of input.passages) {
        // A label over a list (`Things I could not verify:`) says what the items are; the items speak for themselves.
        if (!reads.includes(passage.kind) || (passage.kind === 'evidence' && /:[*_`\s]*$/.test(passage.text)) || revertedAttempt(input, passage)) continue
        const text = wordsOf(passage)
        for (const list of lists) {
          for (const match of phraseList(list).all(text)) {
            // A word of working around a failure is passing short of a pass: its own words of passing are no repair (`now passes most of the time`).
            if ((quoted(passage.text, match.index) && !(list === 'placeholder' && commentLeftIn(passage.text, match.index))) || showsPass(passage.text, match.index) || takenBack(passage.text, match.index, match.length, false, list === 'workaround')) continue
            // A phrase shorter than the signal reads names no state by itself (`still on` of `still on target`); in a script written without spaces, any does.
            const said = text.slice(match.index, match.index + match.length)
            if (fewestWords > 1 && !unspacedScript.test(said) && said.trim().split(/\s+/).length < fewestWords) continue
            if (meantInSentence || descopedInSentence) {
              const sentence = sentenceOf(text, match.index)
              if (meantInSentence && phraseList('intended').test(text.slice(sentence.start, sentence.end))) continue
              if (descopedInSentence && phraseList('descoped').test(text.slice(sentence.start, sentence.end))) continue
            }
            if (nounLists.has(list) && namesCheck(passage.text, match.index, match.length)) continue
            if (list === 'failure' && keptOnPurpose(input, text, match.index)) continue
            return hit(signal, passage, match.index)
          }
        }
      }

      return undefined
    }
  }
  return signal
}

/**
 * Whether a placeholder word stands in a code comment quoted in the line
 * (`with a \`// TODO: call the Calendar API\` in place of the real call`):
 * the code as delivered, unless a `removal`, `earlier`, `repair` or `made`
 * word or an arrow in its clause says the comment went or was carried out
 * (`the \`// TODO\` comment was removed`, `implemented the \`// TODO\``).
 */
function commentLeftIn(text: string, index: number): boolean {
  const open = text.lastIndexOf('`', index)
  const close = text.indexOf('`', index)
  if (open === -1 || close === -1 || !/^\s*(?:\/\/|#|\/\*|--|<!--|;)/u.test(text.slice(open + 1, close))) return false
  // The clause around the quote, code left out: a word of removal or of a state before (`replacing \`# TODO: verify checksum\``, `was the literal \`3\` under \`# TODO\``) says the comment went.
  const blanked = text.replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length))
  const start = Math.max(...[',', ';', '(', '.'].map((mark) => blanked.lastIndexOf(mark, open))) + 1
  const ends = [',', ';', ')', '.'].map((mark) => blanked.indexOf(mark, close)).filter((end) => end !== -1)
  const clause = blanked.slice(start, ends.length > 0 ? Math.min(...ends) : blanked.length)
  return !clause.includes('→') && !phraseList('removal', 'earlier', 'repair', 'made').test(phraseText(clause))
}

/**
 * Whether what a failure phrase says of (the words of its clause before it:
 * `Archive bucket` of `Archive bucket still present`) is a thing the summary
 * says was kept, with a `keptOnPurpose` word in the same clause right after
 * it (`the S3 archive bucket were kept`): it is still there because the work
 * was to keep it.
 */
function keptOnPurpose(input: SignalInput, words: string, index: number): boolean {
  const summary = summaryPassage(input)
  if (summary === undefined) return false
  const before = words.slice(0, index)
  const thing = before.slice(Math.max(...[':', ';', '.', ',', '，', '；', '。', '—'].map((mark) => before.lastIndexOf(mark))) + 1).trim()
  if (thing.length > 60 || !/\p{L}{2}/u.test(thing)) return false
  const said = wordsOf(summary)
  for (let at = said.indexOf(thing); at !== -1; at = said.indexOf(thing, at + 1)) {
    const rest = said.slice(at + thing.length).split(/[.;:,，；。]/u)[0]!
    if (phraseList('keptOnPurpose').test(rest.slice(0, 40))) return true
  }

  return false
}

/** A link or a reference to work kept outside the repository (`https://…`, `#123`, `PR 42`, a commit): no file need be attested for it. */
const linkOrReference = /https?:\/\/|(?<![\p{L}\p{N}])(?:#\d{1,7}|pr[ \t]?\d{1,7}|(?=[0-9a-f]{0,39}[a-f])(?=[0-9a-f]{0,39}\d)[0-9a-f]{7,40})(?![\p{L}\p{N}])/iu


/** Whether a return attests no file and delivers no link or reference: whatever its deliverables name, nothing shows it was made. */
function nothingAttested(report: ReturnReport, listed: boolean): boolean {
  // Lists of files not written at all say nothing of the work: then only a return with no deliverable either attests nothing.
  if (!listed) return noWork(report)
  if (report.attestation.files_created.length > 0 || report.attestation.files_modified.length > 0) return false
  return !report.deliverables.some((deliverable) => linkOrReference.test(`${deliverable.path} ${deliverable.description}`))
}

/** A deliverable that says there is none, with a remark (`(aucun fichier finalisé pour le moment)`, `없음 (작업 진행 중)`, `none yet — blocked`). */
function saysNone(deliverable: {path: string; description: string}): boolean {
  const text = phraseText(`${deliverable.path} ${deliverable.description}`).replace(/^[\s(\[*_（【]+/u, '')
  const length = phraseList('nothing', 'emptyList').at(text, 0)
  if (length !== undefined && !/[\p{L}\p{N}]/u.test(text.charAt(length))) return true
  // A sentence opening with a word of negation that names no file (`No repository files changed in this session.`, `(нет)`, `Keine Dateien geändert`) delivers nothing, whatever its wording.
  return phraseList('negation', 'nothing').at(text, 0) !== undefined && !text.split(/[\s,;()]+/).some(looksLikePath)
}

/**
 * Whether a deliverable says it is not done: words of work left undone or a
 * placeholder, or a count of none done (`0 of 86 strings translated`). An
 * outline is a part done (`outline of the guide; writing it is next`).
 */
function deliveredUndone(passage: Passage): boolean {
  const words = phraseList('notDone', 'leftUndone', 'placeholder').all(wordsOf(passage))
  if (words.some((match) => !quoted(passage.text, match.index) && !takenBack(passage.text, match.index, match.length))) return true
  return countsOf(passage.text).some((count) => count.done === 0 && count.total > 0)
}

function noWork(report: ReturnReport): boolean {
  return report.deliverables.every((deliverable) => deliverable.path.trim() === '' || saysNone(deliverable)) && report.attestation.files_created.length === 0 && report.attestation.files_modified.length === 0
}

function summaryPassage(input: SignalInput): Passage | undefined {
  return input.passages.find((passage) => passage.kind === 'summary')
}

const ok = (summary: string, evidence: string[], extra: Partial<SignalExample> = {}): SignalExample => ({summary, evidence, ...extra})

/** A figure and its unit (`61%`, `900 ms`, `1,2 s`, `2.5 MB`), or a decimal without one (`0.462`, `0,14`, a score or a rate; a comma with one or two figures after it is a decimal comma, with three a thousands separator). */
const figurePattern = new RegExp(
  `(?<![\\p{L}\\p{N}.,])(\\d{1,9}(?:[.,]\\d{1,4})?)(?:[ \\t\\u00a0]|-(?=[a-z]{4}))?(%|ms|s|sec|secs|second|seconds|milliseconds?|${alternation(wordsOfLists('minuteUnit'))}|kb|kib|mb|mib|gb|gib)(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}.,-])(\\d{1,3}(?:[.]\\d{1,4}|,\\d{1,2}))(?![\\p{L}\\p{N}%]|[.,]\\d)|(?<![\\p{L}\\p{N}.,])(\\d{1,3})m[ \\t]?(\\d{1,2})s(?![\\p{L}\\p{N}])`,
  'giu'
)
/** Each unit as a base unit and its factor, so `1,2 s` and `400 ms` compare. */
const unitBase: Readonly<Record<string, readonly [string, number]>> = {
  '%': ['%', 1], pct: ['%', 1], percent: ['%', 1], ms: ['ms', 1], millisecond: ['ms', 1], milliseconds: ['ms', 1], s: ['ms', 1000], sec: ['ms', 1000], secs: ['ms', 1000], second: ['ms', 1000], seconds: ['ms', 1000],
  ...Object.fromEntries(wordsOfLists('minuteUnit').map((word) => [word.toLowerCase(), ['ms', 60000] as const])),
  bytes: ['B', 1], kb: ['B', 1e3], kib: ['B', 1024], mb: ['B', 1e6], mib: ['B', 1024 ** 2], gb: ['B', 1e9], gib: ['B', 1024 ** 3]
}

interface Figure {
  index: number
  value: number
  unit: string
  /** A figure right after a floor or a ceiling word (`required: 80%`, `budget ≤ 300 ms`) bounds the others. */
  bound?: 'floor' | 'ceiling'
  /** What one of the figure's units as written comes to in its base unit (`minutes`: 60000). */
  factor?: number
}

/** A whole number with no unit, not part of a decimal, a version, a date or a name (`8` in `target was under 8`). */
const bareWhole = /(?<![\p{L}\p{N}.,:\/_-])(\d{1,4})(?![\p{L}\p{N}%_]|[.,:\/-]\d)/gu

/** What may stand between a bound's word and its figure: blanks, marks of comparison, a percentile's name. */
const boundJoin = /^[\s:=≥≤<>()*_`]*(?:p\d{2}[\s:=≥≤<>()*_`]*)?$/u

/** What follows a bound's word that names a figure of its own: a mark, then the figure (`min=18ms`, `max: 3.1 s`). */
const boundJoinsFigure = /^[ \t]*[:=][ \t]*\d/

function figuresOf(text: string): Figure[] {
  const lower = phraseText(text)
  const figures: Figure[] = []
  for (const match of text.matchAll(figurePattern)) {
    const [base, factor] = match[2] === undefined ? (match[4] === undefined ? ['', 1] : ['ms', 1]) : unitBase[match[2].toLowerCase()]!
    // A duration in minutes and seconds (`8m 12s`) is one figure.
    const figure: Figure = {index: match.index, value: match[4] === undefined ? Number((match[1] ?? match[3])!.replace(',', '.')) * factor : (Number(match[4]) * 60 + Number(match[5])) * 1000, unit: base}
    const before = lower.slice(Math.max(0, match.index - 40), match.index)
    // A bound given as advice (`exceed the recommended size limit (244 KiB)`) is neither a bound nor a figure measured.
    if (phraseList('advisory').test(before)) continue
    const tail = before.trimEnd()
    const symbol = ['≤', '≥', '<=', '>='].find((mark) => tail.endsWith(mark))
    // A decimal without a unit glued to its mark (`>=3.9`, `<=1.15`) is a version requirement as package managers write it, not a bound on a score.
    if (match[3] !== undefined && symbol !== undefined && before === tail) continue
    // The bound's word before the figure (`required: 80%`, `budget ≤ 300 ms`) or right after it (`85% exigidos`, `the 2 MB limit`).
    const after = lower.slice(match.index + match[0].length, match.index + match[0].length + 24)
    // A word after the figure that names the next one (`avg=142ms min=18ms`) bounds no figure.
    const wordAfter = (list: 'floorWord' | 'ceilingWord'): boolean => {
      const start = after.length - after.trimStart().length
      const length = phraseList(list).at(after, start)
      return length !== undefined && !boundJoinsFigure.test(after.slice(start + length))
    }
    const word = (list: 'floorWord' | 'ceilingWord'): boolean => phraseList(list).all(before).some((found) => boundJoin.test(before.slice(found.index + found.length))) || wordAfter(list)
    // A word of direction right before the figure, after a word naming a target (`Ziel laut Ticket: unter 1 %`, `target: below 1%`): the target's bound, not a figure measured.
    const target = phraseList('targetWord').all(before).at(0)
    const aimed = (list: 'belowWord' | 'aboveWord'): boolean => target !== undefined && phraseList(list).all(before).some((found) => found.index > target.index && boundJoin.test(before.slice(found.index + found.length)))
    if (symbol === '≥' || symbol === '>=' || word('floorWord') || aimed('aboveWord')) figure.bound = 'floor'
    else if (symbol === '≤' || symbol === '<=' || word('ceilingWord') || aimed('belowWord')) figure.bound = 'ceiling'
    figures.push(match[2] === undefined ? figure : {...figure, factor})
  }

  figures.push(...targetsWithoutUnit(lower, figures))

  // A score without a unit (`Lighthouse 78 → 92`, `ticket target: ≥ 95`): a whole number is read only as a bound after a mark of comparison, or as the figure a change came to.
  const unitless = figures.length
  for (const match of text.matchAll(scoreBound)) {
    const index = match.index + match[0].length - match[2]!.length
    if (figures.some((figure) => figure.index === index)) continue
    figures.push({index, value: Number(match[2]), unit: '#', bound: match[1] === '≥' || match[1] === '>=' ? 'floor' : 'ceiling'})
  }

  for (const match of text.matchAll(scoreChange)) {
    const value = match[1] ?? match[2]!
    figures.push({index: match.index + match[0].length - value.length, value: Number(value), unit: '#'})
  }

  return figures.length === unitless ? figures : figures.sort((a, b) => a.index - b.index)
}

/**
 * A target said in words on a whole number written without its unit (`median pipeline is now about 11 minutes (target
 * was under 8)`, `objectif : moins de 8`): a `targetWord` and a word of direction just before the number. It bounds in
 * the unit of the figures measured in its sentence, when they are all of one unit as written; a sentence of figures of
 * several units, or of none, leaves the number unread.
 */
function targetsWithoutUnit(lower: string, figures: readonly Figure[]): Figure[] {
  if (!phraseList('targetWord').test(lower)) return []
  const found: Figure[] = []
  for (const match of lower.matchAll(bareWhole)) {
    if (figures.some((figure) => figure.index === match.index)) continue
    const before = lower.slice(Math.max(0, match.index - 40), match.index)
    const way = boundWay(before, '')
    const target = phraseList('targetWord').all(before).at(-1)
    // The target's word comes first, a few words before the direction and the number (`target was under 8`, `Ziel: unter 8`).
    if (way === undefined || target === undefined || before.slice(target.index + target.length).trim().split(/[ \t]+/).length > 4) continue
    const sentence = sentenceOf(lower, match.index)
    const units = new Set(figures.filter((figure) => figure.bound === undefined && figure.unit !== '' && figure.unit !== '#' && figure.factor !== undefined && figure.index >= sentence.start && figure.index < sentence.end).map((figure) => `${figure.unit} ${figure.factor}`))
    if (units.size !== 1) continue
    const [unit, factor] = [...units][0]!.split(' ')
    if (!way && unit !== '%') continue
    found.push({index: match.index, value: Number(match[1]) * Number(factor), unit: unit!, bound: way ? 'ceiling' : 'floor'})
  }

  return found
}

/** A figure a bar is set to (`set to 78`, `auf 70`, `à 72`): a `changeTo` word before a whole or decimal number. */
const barSetTo = new RegExp(`(?<![\\p{L}])(?:${alternation(wordsOfLists('changeTo'))})[ \\t]+(\\d{1,3}(?:[.,]\\d{1,2})?)(?:[ \\t]?%)?(?![\\p{N}\\p{L}-]|[.,]\\d)`, 'gu')

/** Whether the figure at `index` is the one a change came to (`from 78 to 92`). */
function changedTo(text: string, index: number): boolean {
  return [...text.matchAll(scoreChange)].some((match) => match.index + match[0].length - (match[1] ?? match[2]!).length === index)
}

/** After a whole number read as a score: no digit, separator or unit follows it (`%`, the units of `unitBase`, of layout and of rates). */
const noUnitAfter = `(?![\\p{N}.,]|[ \\t]?(?:%|(?:${alternation([...Object.keys(unitBase).filter((unit) => unit !== '%'), 'px', 'rem', 'em', 'fps', 'rps'])})(?![\\p{L}])))`
/** A whole-number bound after a mark of comparison (`≥ 95`, `<= 3`), not a figure with a unit. */
const scoreBound = new RegExp(`(≥|≤|>=|<=)[ \\t]{0,2}(\\d{1,4})${noUnitAfter}`, 'gu')
/** The whole number a change came to (`from 78 to 92`, `de 78 à 92`, `von 78 auf 92`, `78 → 92`): the words are the `changeFrom` and `changeTo` lists. */
const scoreChange = new RegExp(
  `(?<![\\p{L}])(?:${alternation(wordsOfLists('changeFrom'))})[ \\t]+\\d{1,4}[ \\t]+(?:${alternation(wordsOfLists('changeTo'))})[ \\t]+(\\d{1,4})${noUnitAfter}|(?<![\\p{N}.,])\\d{1,4}[ \\t]*(?:→|->)[ \\t]*(\\d{1,4})${noUnitAfter}`,
  'gu'
)

/** Whether a text holds a mark of comparison or a word of a bound, without which it states no bound. */
function statesBound(text: string): boolean {
  const lower = phraseText(text)
  return comparisonMark.test(text) || phraseList('floorWord', 'ceilingWord').test(lower) || (phraseList('targetWord').test(lower) && phraseList('belowWord', 'aboveWord').test(lower))
}

/** A measured figure on the wrong side of its bound, with the measured one's index. */
function boundMissed(text: string): number | undefined {
  return boundMissedAt(text)?.measured
}

/** A measured figure on the wrong side of its bound: the measured one's index and the bound's. */
function boundMissedAt(text: string): {measured: number; bound: number} | undefined {
  // No mark and no word of a bound or a target: nothing to compare, and the figures are not looked for.
  if (!statesBound(text) && !phraseList('targetWord').test(phraseText(text))) return undefined
  const figures = figuresOf(text)
  // The unbound figures of each unit, in order: each bound looks up its nearest measured one.
  const measured = new Map<string, Figure[]>()
  for (const figure of figures) {
    if (figure.bound !== undefined) continue
    const same = measured.get(figure.unit)
    if (same) same.push(figure)
    else measured.set(figure.unit, [figure])
  }

  for (const bound of figures) {
    const same = bound.bound === undefined ? undefined : measured.get(bound.unit)
    if (!same) continue
    // The nearest before the bound, else the first after it.
    let low = 0
    let high = same.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (same[middle]!.index < bound.index) low = middle + 1
      else high = middle
    }

    const nearest = same[low - 1] ?? same[low]
    if (nearest && (bound.bound === 'floor' ? nearest.value < bound.value : nearest.value > bound.value)) return {measured: nearest.index, bound: bound.index}
  }

  return undefined
}

/**
 * Whether a figure measured is not taken back: a figure is no failure word, so a
 * measure named by failures (`die Fehlerrate liegt bei 2,4 %`, a `handling`
 * word) is what its bound is on, and the words stating the bound itself
 * (`Ziel laut Ticket: unter 1 %`, an `intended` word) say where the target
 * comes from, not that the figure was meant.
 */
function figureStands(text: string, index: number, bound: number | undefined): boolean {
  const stands = (by: string | undefined): boolean => by === undefined || by === 'handling'
  const back = takenBack(text, index)?.by
  if (stands(back)) return true
  if (bound === undefined || bound <= index || (back !== 'repair' && back !== 'intended')) return false
  // The bound's own words, a few before it (`Ziel laut Ticket: unter 1 %`): where the target comes from, not a figure meant; nothing before them may take the figure back.
  const target = phraseList('targetWord').all(phraseText(text.slice(Math.max(index, bound - 40), bound))).at(0)
  const from = Math.max(index, bound - 40) + (target?.index ?? 40)
  if (!stands(takenBack(text.slice(0, from), index)?.by)) return false
  // What follows the bound in its sentence names no later figure and no run before: a word of repair there (`also deutlich besser als vorher`) praises the figure measured, it reports no run after it.
  const tail = text.slice(bound).replace(/^[\d.,]+[ \t\u00a0]?\S*/u, '').split(/[.;。；\n](?:\s|$)/u)[0]!
  return (!/\d/.test(tail) && !phraseList('before').test(phraseText(tail))) || stands(takenBack(text.slice(0, from) + ' '.repeat(bound - from) + text.slice(bound), index)?.by)
}

/** A package and the version a summary says it now stands at: `lodash to 4.17.21`, `SQLAlchemy from 1.4 to 2.0`, `lodash@4.17.21`, `requests==2.32.3`. */
const versionClaim = /(?<![\p{L}\p{N}_@\/.-])(@?[\p{L}\p{N}_][\p{L}\p{N}_.-]*(?:\/[\p{L}\p{N}_][\p{L}\p{N}_.-]*)?)(?:[ \t]+from[ \t]+v?\d{1,6}(?:\.\d{1,6}){0,3})?(?:[ \t]+(?:to|→|->)[ \t]+v?|@v?|==)(\d{1,6}(?:\.\d{1,6}){1,3})(?![\p{L}\p{N}_]|\.\d)/gu

/** A version as checks print it: `2.4.0`, `v5.10`, `checkout-api:v2.3.1`, `ingress-nginx-4.10.1`; not an address of four parts (`10.244.1.17`), a time of day (`09:12:40.118`) or a figure with its unit (`1.84s`). */
const versionShown = /(?<![\p{L}\p{N}_.]|\d:)v?(\d{1,6}(?:\.\d{1,6}){1,2})(?![\p{N}\p{Script=Latin}\p{Script=Cyrillic}%]|\.\d)/gu

/**
 * The versions a summary says its work brings, each with the words of its
 * clause before it that may name the thing (`checkout-api` of `Rolled out
 * checkout-api v2.4.0`): a version after a `changeFrom` word (`from 4.16`) is
 * the one left.
 */
function claimedVersions(summary: string): Array<{version: number[]; names: string[]; pattern: RegExp | undefined}> {
  const claims: Array<{version: number[]; names: string[]; pattern: RegExp | undefined}> = []
  let previous = 0
  for (const match of summary.matchAll(versionShown)) {
    // The clause before the version, from the version before it on (`typescript to 5.4.5 and @types/node to 20.12.7`).
    // At most a few words back: a clause is short, and a long run of versions named from is read once each.
    const before = summary.slice(Math.max(previous, match.index - 200), match.index)
    const clause = clauseEnding(before)
    const lastWord = phraseText(clause).trim().split(/\s+/).at(-1) ?? ''
    // A version after a word of change from (`from 4.16`) is the one left; the clause of the one claimed reaches back over it.
    if (phraseList('changeFrom').at(lastWord, 0) === lastWord.length && lastWord !== '') continue
    previous = match.index + match[0].length
    // Words of moving a version, of change and nouns of one (`Deployed`, `to`, `version`, `chart`) name nothing a check prints.
    const words = nameWords(clause).map((word) => withoutParticle(trimToName(word)).toLowerCase())
    const skipped = (word: string): boolean => word === '' || /^v?\d/.test(word) || phraseList('versionMoved', 'versionNoun', 'coordinator', 'changeFrom', 'changeTo').at(word, 0) === word.length
    const isName = (word: string): boolean => word.length >= 3 && /[a-z]/.test(word) && !skipped(word)
    // The word right before the version, past those, names it alone (`base image to node 20.12.2`: node, not the image); a word that is no name leaves every name of the clause.
    const nearest = words.findLast((word) => !skipped(word))
    // A version may name its thing after it (`1.0.0 de acme-sdk`, `1.0.0 of acme-sdk`): the word after an `ofWord` right after it.
    const following = nameWords(summary.slice(match.index + match[0].length, match.index + match[0].length + 80)).filter((word) => word !== '')
    const of = following.length === 0 ? undefined : nameAfterOf(following)
    const names = nearest !== undefined && isName(nearest) ? [nearest] : of !== undefined && isName(of) ? [of] : words.filter((word) => isName(word) && word.length >= 4)
    const pattern = namePattern(names)
    claims.push({version: versionParts(match[1]!), names, pattern})
  }

  return claims
}

/**
 * The record of output a line of state belongs to: from its header (the
 * command typed, a unit's `●` line, or the nearest line less indented:
 * the app over its migrations) to the next one, at most ten lines each way.
 * A unit or an app printed beside it is another record.
 */
function recordOf(passages: readonly Passage[], line: Passage): Passage[] {
  const block = passages.filter((other) => other.kind === 'output' && other.owner === line.owner && Math.abs(other.place.line - line.place.line) <= 10)
  const at = block.indexOf(line)
  const indent = (passage: Passage): number => /^[ \t]*/u.exec(passage.text)![0].length
  const header = (passage: Passage): boolean => /^[ \t]*(?:[$#>][ \t]|[●○×])/u.test(passage.text)
  let start = at
  while (start > 0 && !header(block[start]!) && indent(block[start - 1]!) >= indent(line)) start--
  if (start > 0 && !header(block[start]!)) start--
  // Its lines run on while more indented than its header (a unit's fields, aligned each its own way), or to the next command or unit.
  const top = header(block[start]!) ? -1 : indent(block[start]!)
  let end = at + 1
  while (end < block.length && !header(block[end]!) && indent(block[end]!) > top) end++
  return block.slice(start, end)
}

/** The last clause of a text: from its last mark of a clause or a sentence (`, `, `. `, `；`, `。`) on. */
function clauseEnding(text: string): string {
  return text.slice(Math.max(...[...',;.:!?，；。：、'].map((mark) => text.lastIndexOf(mark + ' ')), ...[...'，；。：、'].map((mark) => text.lastIndexOf(mark))) + 1)
}

/** A value a return says it set: `key = 1` written as code, the key a name the way configs write one. */
const settingWritten = /`[ \t]*([A-Za-z_][\w.]{1,60})[ \t]*[=:][ \t]*"?(\d{1,9}(?:\.\d{1,6})?[a-z]{0,3}|true|false|on|off|yes|no)"?[ \t]*`/giu
/** A figure moved from one value to another (`90 → 30`, `von 100 auf 300`, `from 7 to 14`). */
const valueMoved = new RegExp(`(?<![\\p{L}\\p{N}.,:])(\\d{1,9}(?:\\.\\d{1,6})?)[ \\t]*(?:→|->|=>|(?:${alternation(wordsOfLists('changeTo'))})(?![\\p{L}]))[ \\t]*(\\d{1,9}(?:\\.\\d{1,6})?)(?!\\p{N}|[.,:]\\d)`, 'giu')
/** A value read back: `key = value`, `"key": value`, `key | value`, the value's own word or figure. */
const valueRead = /(?<![\w.-])"?([A-Za-z_][\w.-]{1,60})"?[ \t]*[=:|][ \t]*"?([\w.-]{1,40})"?(?![\w.-])([ \t]*(?:->|→|=>))?/gu

/**
 * A key a return says it set whose read-back shows another value and never the
 * one set: the read-back passage and where the value stands.
 */
function settingLeftOld(claims: readonly Passage[], shown: readonly Passage[], passages: readonly Passage[]): {passage: Passage; index: number} | undefined {
  const set: Array<{key: string; value: string; was?: string}> = []
  for (const claim of claims) {
    if (claim.kind === 'deliverable') for (const match of claim.text.matchAll(settingWritten)) set.push({key: match[1]!.toLowerCase(), value: match[2]!.toLowerCase()})
    for (const match of claim.text.matchAll(valueMoved)) {
      // The key is the identifier (with `_` or `.`, or in code) nearest before the figures in their clause.
      const before = claim.text.slice(Math.max(0, match.index - 80), match.index)
      const clause = clauseEnding(before)
      const key = [...clause.matchAll(/`([A-Za-z_][\w.]{1,60})`|(?<![\w.-])([A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+)(?![\w.-])/gu)].at(-1)
      if (key) set.push({key: (key[1] ?? key[2]!).toLowerCase(), value: match[2]!.toLowerCase(), was: match[1]!.toLowerCase()})
    }
  }

  if (set.length === 0) return undefined
  // A key the check prints under another name: its last part (`Days` of `log_retention_days`, `max_connections` of `pg_max_connections`).
  const sameKey = (read: string, key: string): boolean => read === key || key.endsWith(`_${read}`) || key.endsWith(`.${read}`) || read.endsWith(`.${key}`)
  const limitations = passages.filter((passage) => passage.kind === 'limitation').map((passage) => passage.text.toLowerCase())
  const reads = [...shown.flatMap((passage) => readBack(passage).filter((match) => match[3] === undefined).map((match) => ({passage, index: match.index ?? 0, length: match[0].length, key: match[1]!.toLowerCase(), value: match[2]!.toLowerCase()}))), ...headedReads(shown)]
  // A key read back is the one set it names most closely: `work_mem` is `postgresql_work_mem`, not `postgresql_maintenance_work_mem`.
  const closest = (read: string): string | undefined => set.map((claim) => claim.key).filter((key) => sameKey(read, key)).sort((one, other) => one.length - other.length)[0]
  for (const {key, value, was} of set) {
    if (limitations.some((text) => text.includes(key))) continue
    let old: {passage: Passage; index: number} | undefined
    let reached = false
    for (const read of reads) {
      if (!sameKey(read.key, key) || closest(read.key) !== key) continue
      // A key read by the last word of the one set alone (`Days` of `log_retention_days`, `connections` of `max_connections`) is that setting only when it holds the value it was moved from.
      if (read.key !== key && !/[_.]/u.test(read.key) && (was === undefined || !sameValue(read.value, was))) continue
      if (sameValue(read.value, value)) reached = true
      // A figure printed in another unit (`524288` pages of 8kB for `4GB`) is not judged.
      else if (unitOf(read.value) === unitOf(value) && /^\d/.test(read.value) === /^\d/.test(value) && old === undefined && takenBack(read.passage.text, read.index, read.length, read.passage.kind === 'output') === undefined) old = {passage: read.passage, index: read.index}
    }

    // The value set printed anywhere in the check's output, alone (`64MB` under `SHOW work_mem`, where a row gives `65536 | kB`), is read back; a command asking for it (`SET max_connections = 400`) is not.
    const alone = new RegExp(`(?<![\\w.-])${escapePattern(value)}(?![\\w.-])`, 'iu')
    if (old && !reached && !shown.some((passage) => passage.kind === 'output' && !typedAtPrompt(passage.text) && alone.test(passage.text))) return old
  }

  return undefined
}

/**
 * Values printed under their key as a one-column table (psql's `SHOW
 * max_connections`: the key, a rule, the value), each with its key.
 */
function headedReads(shown: readonly Passage[]): Array<{passage: Passage; index: number; length: number; key: string; value: string}> {
  const reads: Array<{passage: Passage; index: number; length: number; key: string; value: string}> = []
  for (const block of outputBlocks(shown)) {
    for (let at = 0; at + 2 < block.length; at++) {
      const key = block[at]!.text.trim()
      const value = block[at + 2]!.text.trim()
      if (/^[A-Za-z_][\w.]{1,60}$/u.test(key) && /^[ \t]*-{3,}[ \t]*$/u.test(block[at + 1]!.text) && /^[\w.-]{1,40}$/u.test(value)) {
        reads.push({passage: block[at + 2]!, index: block[at + 2]!.text.indexOf(value), length: value.length, key: key.toLowerCase(), value: value.toLowerCase()})
      }
    }
  }

  return reads
}

/**
 * The values a passage reads back: in output, its lines but those typed at a
 * prompt (`$ …`, `postgres=# …`); in an Evidence item, its code but commands
 * (`helm lint … --set pdb.enabled=true`), whose values are asked, not read.
 */
function readBack(passage: Passage): RegExpMatchArray[] {
  // A line of a diff (`+worker.count = 8`) is a write, not a read.
  if (passage.kind === 'output') return typedAtPrompt(passage.text) || /^[+-](?![-+])/u.test(passage.text) ? [] : [...passage.text.matchAll(valueRead)]
  return [...passage.text.matchAll(/`([^`\n]{1,200})`/gu)]
    .filter((code) => !/^[ \t]*\$|(?:^|\s)--?[A-Za-z]/u.test(code[1]!))
    .flatMap((code) => [...code[1]!.matchAll(valueRead)].map((match) => Object.assign(match, {index: code.index! + 1 + match.index!})))
}

/** The unit a value is written with (`ms` of `500ms`), or none. */
function unitOf(value: string): string {
  return /^\d[\d.]*([a-z]{1,3})$/u.exec(value)?.[1] ?? ''
}

/** Whether a value read back is the one set: the same, the same figure with its unit printed (`500ms` for `500`), or it to more places (`5.4.5` for `5.4`, `280.4` for `280`). */
function sameValue(read: string, value: string): boolean {
  const bare = (text: string): string => text.replace(/(?<=\d)[a-z]{1,3}$/u, '')
  return read === value || bare(read) === bare(value) || (/^\d/.test(value) && bare(read).startsWith(`${bare(value)}.`))
}

/** A text without the blanks, quotes and record type that end it (`from \`A ` → `from`), read end first: a pattern anchored at its end would be read again from each blank. */
function withoutRecordType(text: string): string {
  const mark = (character: string | undefined): boolean => character !== undefined && /[\s`(]/u.test(character)
  let end = text.length
  while (end > 0 && mark(text[end - 1])) end--
  const type = /(?:A|AAAA|CNAME)$/u.exec(text.slice(Math.max(0, end - 5), end))?.[0]
  if (type !== undefined && (end === type.length || mark(text[end - type.length - 1]))) {
    end -= type.length
    while (end > 0 && mark(text[end - 1])) end--
  }

  return text.slice(0, end)
}

/** Every revision a line prints, with its head mark: the `revision-answer` signature, global. */
const revisionAnswers = new RegExp(signatures.find((signature) => signature.id === 'revision-answer')?.pattern ?? '(?!)', 'gu')

/**
 * The name a DNS query asks of, if `text` types one: the name the return gives
 * a record, or else the first one typed (a loop's servers named before it are
 * none: `for ns in ns1.example.net …; do dig @$ns +short api.example`).
 */
function queriedName(text: string, claimed: string): string | undefined {
  if (!kindMatch('dns-query', text)) return undefined
  const names = text
    .split(/[\s`]+/u)
    .map((token) => withoutClosers(token))
    .filter((token) => /^[\w*-]+(?:\.[\w*-]+)+\.?$/u.test(token) && !/^[\d.]+$/u.test(token))
    .map((token) => token.replace(/\.$/, '').toLowerCase())
  // Named whole: `acme.fr` is not named by `api.acme.fr`.
  return names.find((name) => new RegExp(`(?<![\\w.-])${escapePattern(name)}(?![\\w-])`, 'u').test(claimed)) ?? names[0]
}

/** A word of a command without the `;` and `)` a shell's loop closes on it (`acme.fr);`), read end first. */
function withoutClosers(token: string): string {
  let end = token.length
  while (end > 0 && (token[end - 1] === ';' || token[end - 1] === ')')) end--
  return token.slice(0, end)
}

/** An address (`198.51.100.24`) or a `CNAME` target a return gives a record. */
const recordValue = /(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})(?![\w]|\.\d)|\bCNAME[ \t]+`?([\w-]+(?:\.[\w-]+){1,8})\.?/gu

/**
 * A record the summary or a deliverable gives a new value whose answers in the
 * check hold only other values (the old one, or one never named): the answer
 * and where it stands.
 */
function recordLeftOld(claims: readonly Passage[], shown: readonly Passage[]): {passage: Passage; index: number} | undefined {
  const answers: Array<{name: string; value: string; passage: Passage; index: number}> = []
  // The name a query typed asks of (`dig +short api.example.jp`, `nslookup api.example.jp`), whose answers it prints bare below.
  const claimed = claims.map((claim) => claim.text.toLowerCase()).join('\n')
  let asked: string | undefined
  let owner: string | undefined
  for (const passage of shown) {
    if (passage.kind !== 'output') continue
    // A block under an item quoting its query (`dig @ns1 +short api.example.jp`:) answers that query.
    if (passage.owner !== owner) {
      owner = passage.owner
      asked = queriedName(owner ?? '', claimed)
    }

    if (typedAtPrompt(passage.text)) {
      asked = queriedName(passage.text, claimed)
      continue
    }

    const bare = asked === undefined ? undefined : kindMatch('dns-bare-answer', passage.text)
    const address = namedGroup(bare, 'value')
    if (bare && asked !== undefined && address !== undefined && takenBack(passage.text, bare.index, bare[0].length, true) === undefined) {
      answers.push({name: asked, value: address.toLowerCase(), passage, index: bare.index})
      continue
    }

    const answer = kindMatch('dns-answer', passage.text)
    const name = namedGroup(answer, 'name')
    const value = namedGroup(answer, 'value')
    if (answer && name !== undefined && value !== undefined && takenBack(passage.text, answer.index, answer[0].length, true) === undefined) answers.push({name: name.toLowerCase(), value: value.replace(/\.$/, '').toLowerCase(), passage, index: answer.index})
  }

  if (answers.length === 0) return undefined
  const text = claims.map((claim) => claim.text).join('\n')
  const lower = text.toLowerCase()
  // A record named whole: `acme.io` is not named by `status.acme.io`.
  const named = answers.filter((answer) => new RegExp(`(?<![\\w.-])${escapePattern(answer.name)}(?![\\w-])`, 'u').test(lower))
  if (named.length === 0) return undefined
  const given = new Set<string>()
  for (const match of text.matchAll(recordValue)) {
    const value = (match[1] ?? match[2]!).toLowerCase()
    // A value named as the one left (`was 203.0.113.45`, `from A 203.0.113.40 to …`) is not the one given.
    // The word right before it, past a record's type and quotes (`from \`A 203.0.113.40\``, `was 203.0.113.45`); or an arrow or a `changeTo` word after it.
    const before = phraseText(withoutRecordType(text.slice(Math.max(0, match.index - 24), match.index)))
    const last = phraseList('changeFrom', 'earlier').all(before).at(-1)
    const after = phraseText(text.slice(match.index + match[0].length, match.index + match[0].length + 12).replace(/^[`)\s]+/u, ''))
    const left = (last !== undefined && last.index + last.length === before.length) || /^(?:→|->)/u.test(after) || phraseList('changeTo').at(after, 0) !== undefined
    if (!left) given.add(value)
  }

  // Any answer holding a value given (the address a CNAME the record holds resolves to) shows it reached.
  if (given.size === 0 || answers.some((answer) => given.has(answer.value))) return undefined
  return named[0]
}

/** The names a summary gives what it worked on, as a check would print them: words quoted in code or written as code (`daily-report`, `nightly_export`), and other words that are no verb of the work, of six letters or more (`strong`, for a row of a listing) or of four (`main`, for a block). */
function heldNames(summary: string, strong: boolean): RegExp | undefined {
  const quotedWords = [...summary.matchAll(/`([^`\n]{2,80})`/g)].map((match) => match[1]!.toLowerCase())
  const words = nameWords(summary)
    .map((word) => trimToName(word).toLowerCase())
    .filter((word) => (/[-_./@]|\d/.test(word) ? word.length >= 3 : word.length >= (strong ? 6 : 4)) && /\p{L}/u.test(word) && phraseList('versionMoved', 'changeApplied', 'made', 'heldOnPurpose').at(word, 0) !== word.length)
  // A name written as code is printed in parts too (`shipment_events` as `Create shipment events`, `Coupon.expiresAt` in `…_coupon_expires_at`).
  const parts = [...quotedWords, ...words].flatMap((word) => (/[-_./]/.test(word) ? [word.replaceAll('_', ' '), ...word.split(/[-_./]+/)] : [])).filter((part) => part.length >= (strong ? 6 : 4) && /\p{L}/u.test(part))
  const names = [...new Set([...quotedWords, ...words, ...parts])]
  return namePattern(names)
}

/** What the deliverables write as code, and their files' stems, each quoted in code (`\`thumbs\` \`cronjob-nightly-reports\``): the names a check prints of what was made. */
function deliveredCode(passages: readonly Passage[]): string {
  return passages
    .filter((passage) => passage.kind === 'deliverable')
    .flatMap((passage) => {
      const base = passage.path?.slice(passage.path.lastIndexOf('/') + 1) ?? ''
      const stem = base.includes('.') ? base.slice(0, base.indexOf('.')) : base
      // A stem of parts (`cronjob-nightly-reports`) names a thing; a lone one (`main`, `values`, `index`) names none.
      return [...[...passage.text.matchAll(/`([^`\n]{2,80})`/g)].map((match) => match[0]), ...(/^[\p{L}\p{N}]+[-_][\p{L}\p{N}]/u.test(stem) ? [`\`${stem}\``] : [])]
    })
    .join(' ')
}

/** A named group of a signature's match, under its name or a numbered one of the same (`store`, `store2`): a pattern of several forms names each form's group apart. */
function namedGroup(match: RegExpMatchArray | undefined, name: string): string | undefined {
  const groups = match?.groups
  if (!groups) return undefined
  return Object.entries(groups).find(([key, value]) => value !== undefined && (key === name || (key.startsWith(name) && /^\d$/.test(key.slice(name.length)))))?.[1]
}

/**
 * A database its migration tool shows behind the head: the revision
 * `alembic current` answers (below it at a prompt, or in its table row)
 * without `(head)`, while a head the check shows is another revision.
 */
function revisionBehind(passages: readonly Passage[]): {passage: Passage; index: number} | undefined {
  const shown = passages.filter((passage) => (passage.kind === 'output' || passage.kind === 'table') && !ownerTakesBack(passage.owner))
  const heads = new Set(shown.flatMap((passage) => [...passage.text.matchAll(revisionAnswers)].filter((match) => match.groups!['head'] !== undefined).map((match) => match.groups!['revision']!)))
  if (heads.size === 0) return undefined
  const behind = (passage: Passage): {passage: Passage; index: number} | undefined => {
    const answer = [...passage.text.matchAll(revisionAnswers)].find((match) => match.groups!['head'] === undefined && !heads.has(match.groups!['revision']!))
    return answer ? {passage, index: answer.index} : undefined
  }

  // The last answer is the state left: one behind before `alembic upgrade head` and at the head after it is no fault.
  let asked = false
  let last: {passage: Passage; index: number} | undefined
  for (const passage of shown) {
    // A table's row names its command and its answer together.
    if (passage.kind === 'table') {
      if (kindMatch('revision-asked', passage.text)) last = behind(passage) ?? last
      continue
    }

    if (typedAtPrompt(passage.text)) {
      asked = kindMatch('revision-asked', passage.text) !== undefined
      // A downgrade typed is the work: the revision it leaves is meant to stand behind the head.
      if (/\bdowngrade\b/u.test(passage.text)) return undefined
      continue
    }

    // The first revision printed under the question is its answer; a log line before it is none.
    if (asked && kindMatch('revision-answer', passage.text)) {
      asked = false
      last = behind(passage)
    }
  }

  return last
}

/**
 * Whether the check that showed a held line was run again later and then
 * shows the same thing in another state: `State : Ready` under a second
 * `Get-ScheduledTask`, `celery-reports_00  RUNNING` under a second
 * `supervisorctl status`. The held line was the state before the fix; another
 * command's output (`airflow dags list-runs` after `airflow dags list`) is no
 * second reading.
 */
function heldLater(passages: readonly Passage[], line: Passage): boolean {
  // A command by its program and words, without its prompt, `sudo`, variables set before it or flags (`--no-pager`): the same check run again.
  const command = (passage: Passage): string =>
    passage.text
      .trim()
      .split(/\s+/u)
      .slice(1)
      .filter((token) => token !== 'sudo' && !/^[A-Za-z_]\w*=/u.test(token) && !token.startsWith('-'))
      .join(' ')
  const asked = passages.filter((other) => other.kind === 'output' && other.owner === line.owner && other.place.line < line.place.line && typedAtPrompt(other.text)).at(-1)
  const key = (line.cells?.[0]?.cell ?? line.text.trim().split(/[ \t]*:[ \t]|[ \t]{2,}|\t/u)[0]!).trim()
  if (asked === undefined || key === '') return false
  let again = false
  for (const later of passages) {
    if (later.kind !== 'output' || later.place.line <= line.place.line) continue
    if (typedAtPrompt(later.text)) again = command(later) === command(asked)
    else if (again && later.text.trim().startsWith(key) && kindMatch('held', later.text) === undefined) return true
  }

  return false
}

/** The name after an `ofWord` opening some words (`de acme-sdk`), or glued to an elided one (`d'acme-sdk`, `dell'app`). */
function nameAfterOf(words: readonly string[]): string | undefined {
  const first = words[0]!.toLowerCase()
  const at = phraseList('ofWord').at(first, 0)
  if (at === first.length) return words[1] === undefined ? undefined : withoutParticle(trimToName(words[1])).toLowerCase()
  return at !== undefined && /['’]$/u.test(first.slice(0, at)) ? withoutParticle(trimToName(first.slice(at))) : undefined
}

/** The words of a text as names may stand in it: split at blanks, punctuation and quotes of every script. */
function nameWords(text: string): string[] {
  return text.split(/[\s,;:()'"`«»“”（）「」、，。]+/u)
}

/** A pattern finding any of some names whole in a line of output: not inside a longer word, and not the start of a hyphened one (`orders` of `orders-worker`). */
function namePattern(names: readonly string[]): RegExp | undefined {
  // A hyphen and an underscore part a name alike (`acme-sdk` is printed `acme_sdk-0.9.3` by a wheel).
  return names.length > 0 ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map((name) => escapePattern(name).replace(/[-_]/g, '[-_]')).join('|')})(?![\\p{L}]|-\\p{L})`, 'u') : undefined
}

/** A name without a particle of a script written without spaces glued to its end (`pydantic을` → `pydantic`). */
function withoutParticle(word: string): string {
  let end = word.length
  while (end > 0 && unspacedScript.test(word[end - 1]!)) end--
  return end === 0 ? word : word.slice(0, end)
}

/** A word without the marks around it (`**checkout-api**,` → `checkout-api`): what a line of output would name. */
function trimToName(word: string): string {
  const inName = (character: string): boolean => /[\p{L}\p{N}@]/u.test(character)
  let start = 0
  let end = word.length
  while (start < end && !inName(word[start]!)) start++
  while (end > start && !inName(word[end - 1]!)) end--
  return word.slice(start, end)
}

/** An Evidence item with its code spans before its last arrow blanked: the commands it ran, not what they printed. */
function commandsBlanked(text: string): string {
  const arrow = Math.max(text.lastIndexOf('→'), text.lastIndexOf('->'), text.lastIndexOf('=>'))
  return text.slice(0, Math.max(arrow, 0)).replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length)) + text.slice(Math.max(arrow, 0))
}

/** Whether a line showing a version names what a claim names, or, keyed `version` (`Version: 2.31.0`), stands in a block that does. */
function namesClaim(passages: readonly Passage[], line: Passage, claim: {names: readonly string[]; pattern: RegExp | undefined}): boolean {
  const lower = line.text.toLowerCase()
  if (claim.pattern?.test(lower)) return true
  if (!/\bversion"?\s*[:=]/u.test(lower)) return false
  // A claim naming nothing in such words (`用户中心服务 1.8.0`) is named by what a service answers of its own version (`"version":"1.7.3"`), not by a tool's (`Client Version: v1.29.2`).
  if (claim.pattern === undefined) return /"version"\s*:/u.test(lower)
  return line.kind === 'output' && passages.some((other) => other.kind === 'output' && other.owner === line.owner && Math.abs(other.place.line - line.place.line) <= 8 && claim.pattern!.test(other.text.toLowerCase()))
}

const listings = new Map<string, RegExp>()

/** A package at a version as dependency listings write it: `lodash@4.17.15` (npm, yarn, pnpm), `urllib3==1.26.5` (pip), `serde v1.0.100` (cargo tree, go list). */
function listedVersion(name: string): RegExp {
  let pattern = listings.get(name.toLowerCase())
  if (!pattern) listings.set(name.toLowerCase(), (pattern = new RegExp(`(?<![\\p{L}\\p{N}_@/.-])${escapePattern(name)}(?:@|==|[ \\t]v)(\\d{1,6}(?:\\.\\d{1,6}){1,3})(?![\\p{N}])`, 'giu')))
  return pattern
}

function versionParts(version: string): number[] {
  return version.split('.').map(Number)
}

/** Whether a version is below another, part by part (`4.17.15` below `4.17.21`; `2.0` is not below `2.0.36`). */
function versionBelow(version: readonly number[], than: readonly number[]): boolean {
  for (let index = 0; index < Math.min(version.length, than.length); index++) {
    if (version[index]! !== than[index]!) return version[index]! < than[index]!
  }

  return false
}

const targetPatterns = new Map<Target, RegExp>()

/** Any name of any target, for a summary that names none to be passed over at once. */
const anyTargetName = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${alternation(targets.flatMap((target) => target.names))})(?![\\p{L}_])`, 'iu')

/** Where a text names a target (`Safari`, `[chromium]`, `linux/amd64`, `sqlite:///`), not inside another name (`-webkit-`, `SQLiteImpl`, `chromedriver`). */
function targetNamePattern(target: Target): RegExp {
  let pattern = targetPatterns.get(target)
  if (!pattern) targetPatterns.set(target, (pattern = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${alternation(target.names)})(?![\\p{L}_])`, 'iu')))
  return pattern
}

/** Whether a summary names a target in a part that claims work for it: not in one that says it is not done, not affected, or left. */
function claimsTarget(text: string, target: Target): boolean {
  return text.split(/[;,.!?。；，]/u).some((part) => targetNamePattern(target).test(part) && !phraseList('negation', 'notMade', 'notDone', 'leftUndone', 'failure', 'unverified').test(phraseText(part)))
}

/** The names an Evidence item lists after its colon, when the names in code are all it says there (`Users in the leaked file: \`app_rw\`, \`app_ro\`, \`etl_loader\`.`). */
function listedNames(passage: Passage): string[] {
  const colon = passage.text.indexOf(':')
  if (colon === -1) return []
  const list = passage.text.slice(colon + 1)
  const names = [...list.matchAll(/`([^`\n]{1,80})`/g)].map((match) => match[1]!.trim())
  // Between the names, only commas, `and` and the like.
  return /^[\s,;&.]*$/.test(list.replace(/`[^`\n]{1,80}`|(?<![\p{L}])and(?![\p{L}])/gu, ' ')) ? names : []
}

/** The rows of each table of Evidence, read with their header (`user: app_rw; …`), one run per table. */
function tableRuns(passages: readonly Passage[]): Passage[][] {
  const runs: Passage[][] = []
  let run: Passage[] = []
  for (const passage of passages) {
    const row = passage.kind === 'table' && !passage.text.startsWith('|') && passage.text.includes(': ') && !ownerTakesBack(passage.owner)
    const last = run.at(-1)
    if (row && last !== undefined && last.owner === passage.owner && passage.place.line - last.place.line <= 1) {
      run.push(passage)
      continue
    }

    if (run.length > 0) runs.push(run)
    run = row ? [passage] : []
  }

  if (run.length > 0) runs.push(run)
  return runs
}

/** A version a release goes by, with a dot between figures (`1.8.4`, `v2.3.0`), not inside a longer name or number. */
const releaseVersion = /(?<![\p{L}\p{N}_.\/@=-])v?(\d{1,6}(?:\.\d{1,6}){1,3})(?![\p{L}\p{N}_]|\.\d)/gu

/** A commit's hash as writers abbreviate it: 7 to 40 hex digits, at least one letter and one digit among them. */
const commitHash = /(?<![\p{L}\p{N}])(?=[0-9a-f]{0,39}[a-f])(?=[0-9a-f]{0,39}\d)[0-9a-f]{7,40}(?![\p{L}\p{N}])/giu

/** A file's name without its folders. */
function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1)
}

/** Whether a command's argument is a name pattern (`'*.aab'`, `*.onnx`) that a file's name matches. */
function globNames(command: string, name: string): boolean {
  // One star, at a word's start or end, as a shell's argument (quotes aside).
  return command.split(/[\s'"]+/).some((glob) => {
    if (!/^\*?[\w.-]{1,80}\*?$/.test(glob) || glob.split('*').length !== 2) return false
    const [head, tail] = glob.split('*') as [string, string]
    return name.length >= head.length + tail.length && name.startsWith(head) && name.endsWith(tail)
  })
}

/** Whether a line names a path, or a folder holding it (`.claude/skills/nix/` of `.claude/skills/nix/SKILL.md`). */
function namesPath(line: string, path: string): boolean {
  return line.includes(path) || line.split(/[\s'"`:,;()]+/).some((name) => {
    const folder = name.replace(/^\.\//, '')
    return folder.includes('/') && folder.length > 2 && path.startsWith(folder.replace(/\/?$/, '/'))
  })
}

/**
 * A made file a listing of the shell shows empty or absent: a long listing's
 * line naming it at 0 bytes (`-rw-r--r-- 1 dev dev 0 Jun 12 10:41
 * detector.onnx`), not a file empty by convention; or a command listing its
 * folder or looking it up by name (`$ ls app/build/outputs/bundle/release/`,
 * `$ find app/build -name '*.aab'`) that printed no entry before the next
 * prompt or the end of the block, with no later passage naming the file.
 */
function listedMissing(input: SignalInput, made: readonly string[], signal: Signal): SignalHit | undefined {
  const files = made.filter((path) => !path.endsWith('/'))
  for (const block of outputBlocks(input.passages)) {
    const owner = block[0]!.owner
    if (ownerTakesBack(owner) || phraseList('removal', 'before').test(phraseText(owner ?? ''))) continue
    for (const [at, passage] of block.entries()) {
      const entry = kindMatch('listing-entry', passage.text)
      const name = entry?.groups?.['name']?.trim()
      // A file's mode opens with `-`; a folder's size is no content (Git for Windows prints 0 for one).
      if (name !== undefined && entry!.groups!['size'] === '0' && /^[ \t]*-/.test(passage.text) && !conventional('empty-on-purpose', baseName(name)) && files.some((path) => baseName(path) === baseName(name))) return hit(signal, passage)
      // A lookup that filters what it prints (`-size 0`, `-empty`, `-newer`) prints nothing when all is well.
      if (!conventional('listing-command', passage.text) || /[ \t]-(?:size|empty|newer|mtime|mmin|delete|perm)\b/.test(passage.text)) continue
      const command = passage.text
      const sought = files.filter((path) => namesPath(command, path) || globNames(command, baseName(path)))
      if (sought.length === 0) continue
      const printed: Passage[] = []
      let prompted = false
      for (const next of block.slice(at + 1)) {
        if (promptLine.test(next.text)) {
          prompted = true
          break
        }

        printed.push(next)
      }

      // A command on the block's last line whose output was not pasted shows nothing; nor does one whose file a later passage names.
      if (printed.length === 0 && !prompted) continue
      const later = input.passages.filter((next) => next.place.line > passage.place.line && !printed.includes(next))
      if (later.some((next) => sought.some((path) => next.text.includes(baseName(path))))) continue

      // An entry of the listing that is no file: its `total`, the folder itself and its parent.
      const noFile = (line: string): boolean => {
        const listed = kindMatch('listing-entry', line)
        return line.trim() === '' || (listed !== undefined && (listed.groups?.['name'] === undefined || ['.', '..'].includes(listed.groups['name'].trim())))
      }
      if (printed.every((line) => noFile(line.text))) return hit(signal, passage)
    }
  }

  return undefined
}

/** Runs of output lines of one block: consecutive lines under the same bullet. */
function outputBlocks(passages: readonly Passage[]): Passage[][] {
  const blocks: Passage[][] = []
  let block: Passage[] = []
  for (const passage of passages) {
    if (passage.kind !== 'output') continue
    const last = block.at(-1)
    if (last === undefined || last.owner !== passage.owner || passage.place.line !== last.place.line + 1) {
      if (block.length > 0) blocks.push(block)
      block = []
    }

    block.push(passage)
  }

  if (block.length > 0) blocks.push(block)
  return blocks
}

/** A named figure's bound (`val MAE ≤ 1.0`, `p95 < 300 ms`, `recall >= 0.9`): the name, the mark, the figure and its unit. */
const namedBound = /(?<![\p{L}\p{N}_.-])(\p{L}[\p{L}\p{N}_.-]*)[ \t]*(≤|<=|<|≥|>=|>)[ \t]*(\d{1,9}(?:[.,]\d{1,6})?)[ \t]?(%|ms|s|[kKmMgG][bB])?(?![\p{L}\p{N}])/gu
/** A mark of comparison, without which a passage states no named bound. */
const comparisonMark = /[<>≤≥]/
/** A named figure measured (`val_mae=1.934`, `val MAE: 1.93`, `p95 = 412 ms`, k6's `p(95)=287.9ms`, JSON's `"p95_ms": 231`). */
const namedFigure = /(?<![\p{L}\p{N}_.-])(\p{L}[\p{L}\p{N}_.-]*|p\(\d{1,2}(?:\.\d{1,3})?\))["']?[ \t]*[=:][ \t]*(\d{1,9}(?:[.,]\d{1,6})?)[ \t]?(%|ms|s|[kKmMgG][bB])?(?![\p{L}\p{N}])/gu

/** A figure's name as written in prose, a log or a key (`val MAE`, `val_mae`, `Val-MAE`), with the word before it: lower case, words apart. */
function metricName(text: string, index: number, name: string): string {
  const head = text.slice(Math.max(0, index - 32), index)
  const last = head.trimEnd().split(/[ \t]+/).at(-1) ?? ''
  const before = head !== head.trimEnd() && /^\p{L}+$/u.test(last) ? last : ''
  // k6 writes a percentile `p(95)`, prose `p95`.
  return `${before} ${name.replace(/^p\((\d{1,2}(?:\.\d{1,3})?)\)$/, 'p$1')}`.toLowerCase().replace(/[\s_-]+/g, ' ').trim()
}

/** Whether two names of figures name the same one: equal, or one ends with the other of two words or more (`best val mae`, `val mae`). */
function sameMetric(a: string, b: string): boolean {
  if (a === b) return true
  const [long, short] = a.length >= b.length ? [a, b] : [b, a]
  // One word names a figure only as a percentile (`p95`): `ziel p95`, `storefront p95`.
  return (short.includes(' ') || /^p\d/.test(short)) && long.endsWith(` ${short}`)
}

interface Measured {
  passage: Passage
  index: number
  name: string
  value: number
  unit: string
  /** Whether the name bears the unit (`max_hold_ms=4807`, `73.2 p95-ms`): it names a figure of that unit, whatever its words. */
  keyed: boolean
  /** Whether it is the total of a coverage report (`TOTAL … 79%`). */
  coverage?: boolean
}

interface Bound {
  /** The figure's name; empty for a bound in words that names none (`under the 2-second budget`). */
  name: string
  /** For a bound that names no figure, the words of its sentence: a figure printed under a key that bears the unit is its measure when its line shares one (`the table lock … under the 2-second budget`, `[lock_watch] max_exclusive_hold_ms=4807`). */
  words?: readonly string[]
  ceiling: boolean
  value: number
  unit: string
  /** For a bound on a sum of figures (`text + data ≤ 61440`), the names added up, each as a figure's name. */
  parts?: readonly string[]
}

/** The names a bound's name is added to, written before it with a plus between (`text + data` before `≤ 61440`): the names, in order, the bound's own last. */
function summedNames(head: string, name: string): string[] {
  const names = [name]
  let rest = head.trimEnd()
  while (rest.endsWith('+')) {
    rest = rest.slice(0, -1).trimEnd()
    let start = rest.length
    while (start > 0 && /[\p{L}\p{N}_.-]/u.test(rest[start - 1]!)) start--
    const word = rest.slice(start)
    if (!/^\p{L}/u.test(word)) return []
    names.unshift(word)
    rest = rest.slice(0, start).trimEnd()
  }

  return names.length > 1 ? names : []
}

/** A key that bears its unit (`max_exclusive_hold_ms`, `p99_wait_ms`, `size-mb`): the name, then the unit. */
const unitKey = /^(\p{L}[\p{L}\p{N}_.-]*?)[_-](ms|s|sec|secs|seconds|kb|mb|gb|bytes|pct|percent)$/iu
/** A figure before a key that bears its unit, as Go benchmarks print custom metrics (`73.2 p95-ms`, `1843 peak-kb`). */
const figureBeforeKey = /(?<![\p{L}\p{N}_.,=:-])(\d{1,9}(?:[.,]\d{1,6})?)[ \t]+(\p{L}[\p{L}\p{N}_]*)[_-](ms|s|sec|kb|mb|gb|bytes|pct)(?![\p{L}\p{N}_/=:-])/giu
/** A percentile as a bound or a measure names it: `p95`, `p(99)`, `p99.9`, `95th percentile`. */
const percentile = /(?<![\p{L}\p{N}_])p\(?(\d{2}(?:\.\d{1,2})?)\)?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(\d{2})(?:th)?[ \t-]?percentile/giu

/** A figure and its unit in the base unit (`2-second` as 2000 ms). */
function inBase(value: number, unit: string | undefined): {value: number; unit: string} {
  const [base, factor] = unit === undefined ? ['', 1] : (unitBase[unit.toLowerCase()] ?? [unit.toLowerCase(), 1])
  return {value: value * factor, unit: base}
}

/** The way a bound's words set it (a ceiling or a floor): the direction word nearest before the figure, a few words apart, else one right after it (`50ms 以内`); the longest where two end together (`no less than` over `less than`). */
function boundWay(before: string, after: string): boolean | undefined {
  let best: {end: number; length: number; ceiling: boolean} | undefined
  for (const ceiling of [true, false]) {
    for (const found of (ceiling ? phraseList('ceilingWord', 'belowWord') : phraseList('floorWord', 'aboveWord')).all(before)) {
      const end = found.index + found.length
      const gap = before.slice(end).trim()
      // Up to three words between, none a figure or a mark (`under the`, `unter dem Ziel von`, `en dessous de l'objectif de`).
      if (gap !== '' && (!/^\s/u.test(before.slice(end)) || gap.split(/[ \t]+/).length > 3 || !gap.split(/[ \t]+/).every((word) => /^\p{L}[\p{L}\p{N}'\u2019-]*$/u.test(word)))) continue
      if (!best || end > best.end || (end === best.end && found.length > best.length)) best = {end, length: found.length, ceiling}
    }
  }

  if (best) return best.ceiling
  const start = after.length - after.trimStart().length
  if (start > 1) return undefined
  if (phraseList('ceilingWord', 'belowWord').at(after, start) !== undefined) return true
  return phraseList('floorWord', 'aboveWord').at(after, start) === undefined ? undefined : false
}

/** Whether a `targetWord` names the figure between `before` and `after`: right after it (`500 ms target`), or ending `before` with up to three words between (`Ziel von 200 ms`). */
function namedTarget(before: string, after: string): boolean {
  const start = after.length - after.trimStart().length
  if (start <= 1 && phraseList('targetWord').at(after, start) !== undefined) return true
  const last = phraseList('targetWord').all(before).at(-1)
  if (last === undefined) return false
  const gap = before.slice(last.index + last.length).trim()
  return gap === '' || (gap.split(/[ \t]+/).length <= 3 && gap.split(/[ \t]+/).every((word) => /^\p{L}[\p{L}'\u2019-]*$/u.test(word)))
}

/**
 * Bounds stated in words (`under the 2-second budget`, `within the 250 ms p99
 * SLO`, `目標の p95 50ms 以内`): a figure with its unit and a word of direction,
 * named by the percentile nearest in its sentence, else by none. A bound said
 * of a run before the fix, or given as advice, bounds nothing.
 */
function wordedBounds(text: string): Bound[] {
  const lower = phraseText(text)
  if (!phraseList('ceilingWord', 'belowWord', 'floorWord', 'aboveWord', 'targetWord').test(lower)) return []
  const bounds: Bound[] = []
  for (const match of text.matchAll(figurePattern)) {
    if (match[2] === undefined) continue
    const end = match.index + match[0].length
    const stated = boundWay(lower.slice(Math.max(0, match.index - 60), match.index), lower.slice(end, end + 16))
    // A target on a time or a size with no word of direction (`against the 500 ms target`) is a ceiling: less is better; one on a share of coverage (`perto da meta de 85%`) a floor: more is better.
    const sentence = sentenceOf(lower, match.index)
    const share = unitBase[match[2].toLowerCase()]?.[0] === '%'
    const targeted = stated === undefined && namedTarget(lower.slice(Math.max(0, match.index - 60), match.index), lower.slice(end, end + 16))
    const ceiling = stated ?? (targeted ? (!share ? true : phraseList('coverageWord').test(lower.slice(sentence.start, sentence.end)) ? false : undefined) : undefined)
    if (ceiling === undefined) continue
    if (phraseList('advisory').test(lower.slice(sentence.start, Math.min(sentence.end, end + 16))) || takenBack(text, match.index)?.by === 'before') continue
    let name = ''
    let distance = Number.POSITIVE_INFINITY
    for (const found of lower.slice(sentence.start, sentence.end).matchAll(percentile)) {
      const gap = Math.abs(sentence.start + found.index - match.index)
      if (gap < distance) [name, distance] = [`p${found[1] ?? found[2]}`, gap]
    }

    const figure = inBase(Number(match[1]!.replace(',', '.')), match[2])
    // A floor on a time or a size said in words is a saving (`more than 200 ms saved`), not a figure to reach.
    if (!ceiling && figure.unit !== '%') continue
    bounds.push({name, ceiling, ...figure, ...(name === '' ? {words: wordsOfLine(lower.slice(sentence.start, sentence.end))} : {})})
  }

  return bounds
}

/** The words of four letters or more of a line, keys cut at their marks (`max_exclusive_hold_ms` as `max`, `exclusive`, `hold`). */
function wordsOfLine(text: string): string[] {
  return phraseText(text).split(/[^\p{L}]+/u).filter((word) => word.length >= 4)
}

/** Whether two lists of words share one, or one word starts another (`lock`, `locks`). */
function shareWord(a: readonly string[], b: readonly string[]): boolean {
  return a.some((one) => b.some((other) => one.startsWith(other) || other.startsWith(one)))
}

/** The bounds a return states for its figures: with a mark beside a name (`p95 < 250 ms`) anywhere, or in words (`under the 2-second budget`) outside output and tables. */
function boundsStated(stated: readonly Passage[]): Bound[] {
  const bounds: Bound[] = []
  for (const passage of stated) {
    if (ownerTakesBack(passage.owner)) continue
    if (comparisonMark.test(passage.text)) {
      for (const match of passage.text.matchAll(namedBound)) {
        const name = metricName(passage.text, match.index, match[1]!)
        // A statistic named by one letter (`p < 0.001`, `n > 30`) is a result as statistics report it: each estimate has its own, and none is a target of the work.
        if (/^\p{L}$/u.test(name)) continue
        const parts = summedNames(passage.text.slice(0, match.index), match[1]!.toLowerCase())
        bounds.push({name, ceiling: match[2]!.startsWith('<') || match[2] === '≤', ...inBase(Number(match[3]!.replace(',', '.')), match[4]), ...(parts.length > 1 ? {parts: parts.map((part) => part.toLowerCase())} : {})})
      }
    }

    if (passage.kind !== 'output' && passage.kind !== 'table') bounds.push(...wordedBounds(passage.text))
  }

  return bounds
}

/**
 * The last measured figure of each bound's name (bounds stated anywhere), across the places evidence is read, on the wrong side of the bound: its passage and index.
 * A bound in words that names no figure is held against the figures a tool printed under keys that bear its unit, on a line sharing a word with the bound's sentence (`[lock_watch] max_exclusive_hold_ms=4807` for `the table lock … under the 2-second budget`).
 * A figure is no failure word: only a run before the fix takes it back.
 */
function namedBoundMissed(passages: readonly Passage[], bounds: readonly Bound[]): {passage: Passage; index: number} | undefined {
  const measured: Measured[] = []
  // Most returns state no bound: the figures are looked for only when one does.
  if (bounds.length === 0) return undefined
  for (const passage of passages) {
    if (ownerTakesBack(passage.owner)) continue
    for (const match of passage.text.matchAll(namedFigure)) {
      const key = match[3] === undefined ? unitKey.exec(match[1]!) : null
      measured.push({passage, index: match.index, name: metricName(passage.text, match.index, key ? key[1]! : match[1]!), keyed: key !== null, ...inBase(Number(match[2]!.replace(',', '.')), key ? key[2] : match[3])})
    }

    for (const match of passage.text.matchAll(figureBeforeKey)) {
      measured.push({passage, index: match.index, name: metricName(passage.text, match.index + match[0].length - match[2]!.length - match[3]!.length - 1, match[2]!), keyed: true, ...inBase(Number(match[1]!.replace(',', '.')), match[3])})
    }
  }

  // The total line of a coverage report (`TOTAL … 79%`, `All files | 79.12 |`): what a target on coverage is held against.
  for (const passage of passages) {
    const total = passage.kind === 'output' && !ownerTakesBack(passage.owner) ? kindMatch('coverage-total', passage.text) : undefined
    const figure = Object.entries(total?.groups ?? {}).find(([name, value]) => name.startsWith('figure') && value !== undefined)
    if (total && figure) measured.push({passage, index: total.index + total[0].lastIndexOf(figure[1]!), name: 'coverage', keyed: false, coverage: true, value: Number(figure[1]), unit: '%'})
  }

  for (const bound of bounds) {
    const valid = (figure: Measured): boolean => figure.unit === bound.unit && takenBack(figure.passage.text, figure.index)?.by !== 'before'
    // A bound on a sum (`text + data ≤ 61440`): the figures of its names in the last passage that shows them all (a row of `size` output), added up.
    if (bound.parts) {
      const rows = [...new Set(measured.filter((figure) => valid(figure) && sameMetric(figure.name, bound.parts![0]!)).map((figure) => figure.passage))]
      for (const row of rows.reverse()) {
        const found = bound.parts.map((part) => measured.findLast((figure) => figure.passage === row && valid(figure) && sameMetric(figure.name, part)))
        if (found.some((figure) => figure === undefined)) continue
        const sum = found.reduce((total, figure) => total + figure!.value, 0)
        if (bound.ceiling ? sum > bound.value : sum < bound.value) return {passage: row, index: found[0]!.index}
        break
      }

      continue
    }

    // A target on coverage is held against the last total a coverage report printed.
    const covered = bound.words !== undefined && !bound.ceiling && phraseList('coverageWord').test(bound.words.join(' ')) ? measured.findLast((figure) => figure.coverage === true && valid(figure)) : undefined
    const last = covered ?? (bound.words ? keyedMeasure(measured.filter((figure) => figure.keyed && figure.passage.kind === 'output' && valid(figure)), bound.words) : measured.findLast((figure) => sameMetric(figure.name, bound.name) && valid(figure)))
    if (last && (bound.ceiling ? last.value > bound.value : last.value < bound.value)) return {passage: last.passage, index: last.index}
  }

  return undefined
}

/** Of the figures printed under keys that bear a unit, the last whose key shares the most words with a bound's sentence (`line_coverage_pct` for `line coverage stays above the 80% target`), else the last on a line sharing one (`[lock_watch] max_exclusive_hold_ms=4807` for `the table lock`). */
function keyedMeasure(figures: readonly Measured[], words: readonly string[]): Measured | undefined {
  let best: Measured | undefined
  let most = 0
  for (const figure of figures) {
    const shared = wordsOfLine(figure.name).filter((word) => shareWord([word], words)).length
    if (shared > 0 && shared >= most) [best, most] = [figure, shared]
  }

  return best ?? figures.findLast((figure) => shareWord(words, wordsOfLine(figure.passage.text)))
}

/** A version as written (`v3.14.0`, `4.12`): its parts, and where it stands. */
const versionPattern = /(?<![\p{L}\p{N}.])v?(\d{1,4})\.(\d{1,4})(?:\.(\d{1,6}))?(?![\p{N}]|[.]\d)/gu

function versionsOf(text: string): Array<{parts: number[]; index: number}> {
  return [...text.matchAll(versionPattern)].map((match) => ({parts: [match[1], match[2], match[3] ?? '0'].map(Number), index: match.index}))
}

/** A version of an interface named by its number alone (`v2`, `V3`), not in a path (`/api/v1/…`) or a longer name. */
const apiVersion = /(?<![\p{L}\p{N}_./-])[vV](\d{1,2})(?![\p{L}\p{N}_.]|\/)/gu

/** In a table row (`name: cell; name: cell`), a cell after the first holding an interface version below the highest the summary names (`handler: v1 (proxied)` under `from v1 … all 8 endpoints are on v2`), the row holding none of them, its column not one of a run before: its index in the row's text. */
function apiVersionBehind(row: string, named: readonly number[]): number | undefined {
  if (named.length === 0 || row.startsWith('|')) return undefined
  const first = row.indexOf('; ')
  if (first === -1) return undefined
  // The version the work went to is the highest the summary names (`from the v1 handlers to the v2 layer`).
  const target = Math.max(...named)
  const found = [...row.matchAll(apiVersion)].filter((match) => match.index > first)
  if (found.some((match) => Number(match[1]) === target)) return undefined
  for (const match of found) {
    if (Number(match[1]) >= target) continue
    const cellStart = row.lastIndexOf('; ', match.index) + 2
    const column = phraseText(row.slice(cellStart, Math.max(cellStart, row.indexOf(': ', cellStart)))).trim()
    if (column !== '' && phraseList('earlier').at(column, 0) !== undefined) continue
    return match.index
  }

  return undefined
}

function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let at = 0; at < Math.max(a.length, b.length); at++) if ((a[at] ?? 0) !== (b[at] ?? 0)) return (a[at] ?? 0) - (b[at] ?? 0)
  return 0
}

/** In a table row (`name: cell; name: cell`), a cell after the first holding a version of a named one's major line below it, the row holding none of the named ones, its column not one of a run before (`before`, `old`): its index in the row's text. */
function versionBehind(row: string, named: ReadonlyArray<{parts: number[]}>): number | undefined {
  if (named.length === 0 || row.startsWith('|')) return undefined
  const found = versionsOf(row)
  if (found.some((version) => named.some((one) => compareVersions(version.parts, one.parts) === 0))) return undefined
  const first = row.indexOf('; ')
  if (first === -1) return undefined
  for (const version of found) {
    if (version.index < first || !named.some((one) => one.parts[0] === version.parts[0] && compareVersions(version.parts, one.parts) < 0)) continue
    const cellStart = row.lastIndexOf('; ', version.index) + 2
    const column = phraseText(row.slice(cellStart, Math.max(cellStart, row.indexOf(': ', cellStart)))).trim()
    if (column !== '' && phraseList('earlier').at(column, 0) !== undefined) continue
    return version.index
  }

  return undefined
}


function isDocument(path: string): boolean {
  const bare = path.trim().replace(/^`|`$/g, '')
  // A definition an agent runtime loads and runs (`.claude/agents/x.md`) is program text in markdown, not a document.
  return conventional('document', bare) && !conventional('agent-definition', bare)
}


/** The host of a URL in a line of evidence. */
const urlHost = /\bhttps?:\/\/([^\s/`'"<>()]{1,253})/g

/** Words of work done beside a count (`migrated 7 of 9`, `38/40 passing`, `7 von 9 bestanden`). */
const doneWords = ['made', 'passing', 'stateSuccess', 'changeApplied'] as const

let countPatterns: {doneFirst: RegExp; totalFirst: RegExp; labelled: RegExp} | undefined

/** Two counts, the done one first (`7 of 9`, `7/9`, `7 из 9`, `0 of 3,412`), or the total first in scripts that put it so (`10件中7件`). */
function countExpressions(): {doneFirst: RegExp; totalFirst: RegExp; labelled: RegExp} {
  countPatterns ??= {
    // Not a path, a date, a version or a progress counter (`src/1/2`, `11/27/2026`, `v1/2`, `[38/40]`).
    doneFirst: new RegExp(`(?<![\\p{L}\\p{N}.,/:\\[-])(\\d{1,3}(?:,\\d{3})+|\\d{1,5})(?:[ \\t]?/[ \\t]?|[ \\t]+(?:${alternation(wordsOfLists('outOf'))})[ \\t]+)(\\d{1,3}(?:,\\d{3})+|\\d{1,5})(?![\\p{L}\\p{N}\\]/]|[.,:]\\d)`, 'giu'),
    totalFirst: new RegExp(`(?<![\\p{N}.,])(\\d{1,5})[^\\d\\n]{0,6}?(?:${alternation(wordsOfLists('outOfTotalFirst'))})[^\\d\\n]{0,8}?(\\d{1,5})(?![\\p{N}])`, 'gu'),
    // A line of a check's output that labels a count against its total (`generated: 11 / 13`, `migrated = 7 of 9`): the label, the count, the total.
    labelled: new RegExp(`^[ \\t]*(\\p{L}[\\p{L} _-]{0,30}?)[ \\t]*[:=][ \\t]*(\\d{1,7})[ \\t]*(?:/|(?:${alternation(wordsOfLists('outOf'))})(?![\\p{L}]))[ \\t]*(\\d{1,7})[ \\t]*$`, 'iu')
  }
  return countPatterns
}

/** The expressions this module builds from the vocabulary, for the backtracking check of the tests. */
export function vocabularyExpressions(): readonly RegExp[] {
  const {doneFirst, totalFirst, labelled} = countExpressions()
  return [doneFirst, totalFirst, labelled, scoreBound, scoreChange, barSetTo, figurePattern]
}

interface Count {
  index: number
  done: number
  total: number
  /** Where the words around the counts start and end. */
  around: string
  /** The words around the counts from the last comma, colon or semicolon before them: the part of the sentence they stand in. */
  part: string
  /** The words after the counts. */
  after: string
  /** The words before the counts in their part of the sentence (none when the counts open it: `; 7 of the 9 endpoints`). */
  lead: string
}

function countsOf(text: string): Count[] {
  const {doneFirst, totalFirst} = countExpressions()
  const counts: Count[] = []
  const spaced = (match: RegExpMatchArray, done: string, total: string): void => {
    const words = text.slice(0, match.index).trimEnd().split(/\s+/)
    // `attempt 2 of 3`, `page 2/5`: a place in a sequence.
    const last = phraseText(words.at(-1) ?? '')
    if (last !== '' && phraseList('position').at(last, 0) === last.length) return
    const before = words.slice(-4).join(' ')
    const after = text.slice(match.index! + match[0].length).split(/\s+/).slice(0, 5).join(' ')
    const lead = before.split(/[,;:，；：]/u).at(-1)!
    // A name quoted in code beside the counts (`web#build`, `ui#test`) is no word of work done; the span that holds the counts speaks for them (`OK: 612 / 620 files`).
    const named = text.replace(/`[^`\n]*`/g, (span, at: number) => at <= match.index! && match.index! < at + span.length ? span : ' '.repeat(span.length))
    const around = `${named.slice(0, match.index).trimEnd().split(/\s+/).slice(-4).join(' ')} ${match[0]} ${named.slice(match.index! + match[0].length).split(/\s+/).slice(0, 5).join(' ')}`
    counts.push({index: match.index!, done: Number(done), total: Number(total), around, part: `${lead} ${match[0]} ${after}`, after, lead})
  }

  for (const match of text.matchAll(doneFirst)) spaced(match, match[1]!.replaceAll(',', ''), match[2]!.replaceAll(',', ''))
  for (const match of text.matchAll(totalFirst)) {
    const around = text.slice(Math.max(0, match.index - 8), match.index + match[0].length + 24)
    counts.push({index: match.index, done: Number(match[2]), total: Number(match[1]), around, part: around, after: text.slice(match.index + match[0].length, match.index + match[0].length + 24), lead: text.slice(Math.max(0, match.index - 8), match.index).split(/[,;:，；：、。]/u).at(-1)!})
  }

  return counts.sort((a, b) => a.index - b.index)
}

/** A measure named in a text: whether less of it is better, which measure it is, and the name it went by. */
interface Way {
  lower: boolean
  measure: string
  name: string
}

/** A figure in its base unit (`''` for a bare number). */
interface Amount {
  value: number
  unit: string
}

/** Every name of every measure, the longest first, each at the edges of words (in scripts with spaces). */
const measureNames = new Map(measures.flatMap((measure) => measure.names.map((name) => [name, measure] as const)))
const measurePattern = measuresExpression()

/** One expression of every name: those of spaced scripts between one pair of word edges (tested once per position), then the others. */
function measuresExpression(): RegExp {
  const names = [...measureNames.keys()].sort((a, b) => b.length - a.length)
  const spaced = names.filter((name) => !unspacedScript.test(name)).map(escapePattern)
  const joined = names.filter((name) => unspacedScript.test(name)).map(escapePattern)
  // A name of a spaced script ends where a letter of its own script could not follow; particles of scripts without spaces may (`LCP를`, `p99を`).
  const cjk = '\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af'
  return new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${spaced.join('|')})(?![^${cjk}\\P{L}]|[\\p{N}_-])|${joined.join('|')}`, 'gu')
}

const claimLists = new Map<string, PhraseList>()

/** Whether a text speaks of moving a measure the right way without naming it (`faster`, `schneller`, `加速`): a phrase of its claims. */
function claimedIn(words: string, measure: Measure): boolean {
  let list = claimLists.get(measure.measure)
  if (!list) claimLists.set(measure.measure, (list = new PhraseList(measure.claims)))
  return list.test(words)
}

/** The share (10 % to 95 %) a summary says a measure moved by, in a clause naming the measure or a word claiming it (`冷启动耗时缩短约 30%`, `throughput up roughly 29%`). */
function claimedShare(summary: string, way: Way): number | undefined {
  const measure = measures.find((one) => one.measure === way.measure)!
  for (const clause of phraseText(summary).split(/[,;:.!?，；：。、]/u)) {
    const share = /(?<![\p{N}.,])(\d{2})(?:[.,]\d)?[ \t]?%/u.exec(clause)
    if (!share || Number(share[1]) < 10) continue
    if (measuresNamed(clause).some((found) => found.way.measure === way.measure) || claimedIn(clause, measure)) return Number(share[1])
  }

  return undefined
}

/** The measures a text names, where. */
function measuresNamed(text: string): Array<{index: number; end: number; way: Way}> {
  return [...phraseText(text).matchAll(measurePattern)].map((match) => {
    const measure = measureNames.get(match[0])!
    return {index: match.index, end: match.index + match[0].length, way: {lower: measure.better === 'lower', measure: measure.measure, name: match[0]}}
  })
}

/** The measure named last in `words` (`p99`, `cache hit rate`), or undefined. */
function wayOf(words: string): Way | undefined {
  return measuresNamed(words).at(-1)?.way
}

/** The run a label over output names: a run before the change (an `earlier` word, or a `baseRun` word at an edge: `Before:`, `antes del índice:`), the change's run (`After:`, `this PR:`), or both in that order (`before and after`, `(avant) puis … (après)`). */
function labelRun(label: string): 'earlier' | 'later' | 'both' | undefined {
  const name = phraseText(label).replace(/[:：*_`]/gu, ' ').replace(/\s+/g, ' ').trim()
  const earlier = phraseList('earlier').all(name).at(0)?.index ?? (runNamed(name, false) ? 0 : undefined)
  const later = phraseList('later').all(name).at(-1)?.index ?? (runNamed(name, true) ? name.length : undefined)
  // A label naming the base and then the change's run anywhere (`prima su main e poi sul branch`) stands over both.
  const base = phraseList('baseRun').all(name).at(0)?.index
  const change = phraseList('changeRun').all(name).at(-1)?.index
  if (phraseList('beforeAfter').test(name) || (earlier !== undefined && later !== undefined && earlier < later) || (base !== undefined && change !== undefined && base < change)) return 'both'
  return later !== undefined ? 'later' : earlier !== undefined ? 'earlier' : undefined
}

/** Whether a figure moved by `change` from `before`, more than noise: 3 % of it, or a point of a share. */
function moved(change: number, before: Amount): boolean {
  return change > Math.abs(before.value) * 0.03 || (before.unit === '%' && change >= 1)
}

/** A figure read under its key in the output of one run, where it stands. */
interface Keyed {
  amount: Amount
  passage: Passage
  index: number
}

/** Units of memory and of CPU as Kubernetes and Redis print them (`1843Mi`, `1410m`, `3.21G`). */
const quantityUnits: Readonly<Record<string, readonly [string, number]>> = {Ki: ['B', 1024], Mi: ['B', 1024 ** 2], Gi: ['B', 1024 ** 3], m: ['m', 1], K: ['B', 1024], M: ['B', 1024 ** 2], G: ['B', 1024 ** 3]}

/** A cell's or a value's one figure, Kubernetes quantities and `time`'s durations too (`1843Mi`, `2m14.381s`). */
function valueAmount(cell: string): Amount | undefined {
  const minutes = /^[ \t*_`]*(\d{1,4})m[ \t]?(\d{1,2}(?:\.\d{1,4})?)s[ \t*_`]*$/u.exec(cell)
  if (minutes) return {value: (Number(minutes[1]) * 60 + Number(minutes[2])) * 1000, unit: 'ms'}
  // Kubernetes' quantities (`1843Mi`, `1410m` of a core) and Redis' human sizes (`3.21G`), as each writes them.
  const quantity = /^[ \t*_`]*(\d{1,9}(?:\.\d{1,4})?)(Ki|Mi|Gi|m|K|M|G)[ \t*_`]*$/u.exec(cell)
  if (quantity) {
    const [unit, factor] = quantityUnits[quantity[2]!]!
    return {value: Number(quantity[1]) * factor, unit}
  }

  return cellAmount(cell)
}

/** A line of output that keys a figure (`Requests/sec:  12397.06`, `Execution Time: 118.957 ms`). */
const keyedLine = /^[ \t]*([\p{L}%][\p{L}\p{N} ()%/_.-]{1,40}?)[ \t]*[:=][ \t]*(\d[\d.,]*(?:[ \t]?(?:%|ms|s|sec|kb|kib|mb|mib|gb|gib|ki|mi|gi)(?![\p{L}\p{N}]))?)(?![\d.,])/iu
/** A line of output keying a figure after blanks alone (`real    2m14.381s`, as `time` prints it). */
const spacedLine = /^[ \t]*(\p{L}[\p{L}_]{1,20})[ \t]+(\d{1,4}m\d{1,2}(?:\.\d{1,4})?s|\d[\d.,]*[ \t]?(?:%|ms|s|sec|kb|kib|mb|mib|gb|gib|ki|mi|gi))[ \t]*$/iu
/** Figures keyed within a line (`p(95)=231.5ms`, `avg=113.9ms`). */
const keyedPair = /(?<![\p{L}\p{N}_.])(\p{L}[\p{L}\p{N}_]*(?:\(\d{1,2}(?:\.\d{1,2})?\))?)=(\d[\d.,]*(?:%|ms|s|us|µs|ns|kb|mb|gb)?)(?![\p{L}\p{N}])/gu
/** A line of output that counts under a name after the figure (`3 flaky`, `12 failed`). */
const countedLine = /^[ \t]*(\d{1,9})[ \t]+(\p{L}[\p{L} -]{1,30}?)[ \t]*(?:\(|$)/u

/**
 * The figures of the runs a return shows before the change and with it, by
 * key: the lines of output and the rows of tables printed as text, under a
 * label of a run (`Before:` over a block, `# vorher` in one). A figure whose
 * key names a measure (`Requests/sec`, `MEMORY(bytes)`, `% Lines`) that went
 * the wrong way from the one run to the other: the later figure's passage.
 */
function pairedRunWorsened(passages: readonly Passage[], worse: (way: Way, before: Amount, after: Amount) => boolean): Keyed | undefined {
  const shown = passages.filter((passage) => passage.kind === 'output' || (passage.kind === 'table' && passage.cells !== undefined && !passage.text.includes('|'))).sort((a, b) => a.place.line - b.place.line || (a.kind === 'output' ? -1 : 1))
  const runs: {earlier: Map<string, Keyed>; later: Map<string, Keyed>} = {earlier: new Map(), later: new Map()}
  let current: 'earlier' | 'later' | undefined
  let owner: string | undefined
  // Whether the label over the lines changed since the last figure read, and whether it names both runs.
  let fresh = false
  let both = false
  for (const passage of shown) {
    // A label over the block (`Before:`, `After (v3.9.0):`), its words before any note of a later run.
    const label = passage.owner?.replace(/ \(before: [^]*$/u, '')
    if (label !== owner) {
      owner = label
      const run = label === undefined ? undefined : labelRun(label)
      // A label of both runs (`the reference run (before), then the new image (after):`) stands over the earlier first; a label naming neither keeps the run going, whose keys repeating start the later one.
      current = run === 'both' ? 'earlier' : (run ?? current)
      fresh = true
      both = run === 'both'
      if (current === 'later' && runs.later.size > 0) break
    }

    const named = passage.kind === 'output' ? runLabel(passage.text) : undefined
    if (named !== undefined) {
      const later = namesRun(named, 'later', 'changeRun')
      current = later ? 'later' : namesRun(named, 'earlier', 'baseRun') ? 'earlier' : current
      if (later) runs.later.clear()
      continue
    }

    if (current === undefined) continue
    const found: Array<[string, Keyed]> = []
    if (passage.kind === 'table') {
      // A row may name its measure in a cell of its own (JMH's `ops/s` under `Units`): the figures of the row are of it.
      const named = passage.cells!.find((cell) => valueAmount(cell.cell) === undefined && wayOf(cell.cell) !== undefined)?.cell ?? ''
      for (const cell of passage.cells!.slice(1)) {
        // A figure and the `±` of its error after it (`1843.207 ±`) is the figure.
        const amount = valueAmount(cell.cell.trimEnd().endsWith('±') ? cell.cell.trimEnd().slice(0, -1) : cell.cell)
        if (amount && cell.name !== '') found.push([phraseText(`${columnName(cell.name)} ${named}`.trim()), {amount, passage, index: Math.max(0, passage.text.indexOf(`${cell.name}: `))}])
      }
    } else {
      const keyed = keyedLine.exec(passage.text) ?? spacedLine.exec(passage.text)
      const counted = keyed ? undefined : countedLine.exec(passage.text)
      const amount = keyed ? valueAmount(keyed[2]!) : counted ? {value: Number(counted[1]), unit: ''} : undefined
      if (keyed && amount) found.push([phraseText(keyed[1]!.trim()), {amount, passage, index: keyed.index + keyed[0].indexOf(keyed[2]!)}])
      else if (counted && amount) found.push([phraseText(counted[2]!.trim()), {amount, passage, index: counted.index + counted[0].indexOf(counted[1]!)}])
      // Figures followed by a unit of a rate (`6402 ns/op`, `871.8 req/s`), under the line's first word and the unit (`BenchmarkRender/welcome-10 ns/op`).
      const first = /^[ \t]*(\S+)/u.exec(passage.text)?.[1] ?? ''
      for (const rate of passage.text.matchAll(/(?<![\p{L}\p{N}.,])(\d{1,12}(?:\.\d{1,6})?)[ \t]?([\p{L}µ]{1,8}\/[\p{L}]{1,8})(?![\p{L}\p{N}/])/gu)) {
        if (rate.index > first.length) found.push([phraseText(`${first} ${rate[2]}`), {amount: {value: Number(rate[1]), unit: ''}, passage, index: rate.index}])
      }

      // Figures keyed within the line, under the line's own key (`http_req_duration p(95)`).
      const head = /^[ \t]*([\p{L}_][\p{L}\p{N}_]*)/u.exec(passage.text)?.[1] ?? ''
      for (const pair of passage.text.matchAll(keyedPair)) {
        const value = cellAmount(pair[2]!)
        if (value) found.push([phraseText(`${head} ${pair[1]}`.trim()), {amount: value, passage, index: pair.index + pair[0].indexOf('=') + 1}])
      }
    }

    for (const [key, keyed] of found) {
      // The same key again under another label of the earlier run is the tool's output printed a second time: the run after it.
      if (current === 'earlier' && (fresh || both) && runs.earlier.has(key) && runs.earlier.get(key)!.passage !== passage && runs.later.size === 0) current = 'later'
      fresh = false
      // A share's figure printed bare under a key that says so (`% Lines`).
      const amount = keyed.amount.unit === '' && key.includes('%') ? {...keyed.amount, unit: '%'} : keyed.amount
      runs[current].set(key, {...keyed, amount})
    }
  }

  for (const [key, after] of runs.later) {
    const before = runs.earlier.get(key)
    const way = before && wayOf(key)
    if (way && worse(way, before.amount, after.amount)) return after
  }

  return undefined
}

/** A cell's one figure (`840 ms`, `71%`, `182,400`, `0,21`) in its base unit. */
function cellAmount(cell: string): Amount | undefined {
  const measure = cellMeasure(cell, true)
  if (measure) return measure
  const whole = cellFigure(cell)
  return Number.isNaN(whole) ? undefined : {value: whole, unit: cell.includes('%') ? '%' : ''}
}

/** A column's name without its aside (`before (Jun 10, 14:00–16:00)`), as phrases read it. */
function columnName(name: string): string {
  return phraseText(name.replace(/\([^()\n]*\)|（[^（）\n]*）/gu, ' ')).replace(/\s+/g, ' ').trim()
}

/** Whether a column's or a row's name says its figures were measured before the change (`before`, `main (preview 309)`, `v41 (before)`) or, with `later`, with it (`after`, `this PR`, `canary (retry)`): the name or one of its asides says so. */
function runNamed(name: string, later: boolean): boolean {
  const parts = [columnName(name), ...[...name.matchAll(/\(([^()\n]*)\)|（([^（）\n]*)）/gu)].map((match) => columnName(match[1] ?? match[2]!))]
  return parts.some((part) => (later ? namesRun(part, 'later', 'changeRun') : namesRun(part, 'earlier', 'baseRun')))
}

/** In a row read with its header, a measure (the row's label, or its header) whose figure under a column of the change's run went the wrong way from the one under a column of a run before: that cell. */
function rowWorsened(cells: readonly Cell[], worse: (way: Way, before: Amount, after: Amount) => boolean): Cell | undefined {
  const earlier = cells.find((cell) => runNamed(cell.name, false))
  const later = cells.find((cell) => cell !== earlier && runNamed(cell.name, true))
  if (!earlier || !later || cells[0] === earlier) return undefined
  const way = wayOf(cells[0]!.cell) ?? wayOf(`${cells[0]!.name} ${columnName(earlier.name)}`)
  const [before, after] = [cellAmount(earlier.cell), cellAmount(later.cell)]
  if (!way || !before || !after || phraseList('ceilingWord', 'floorWord', 'targetWord', 'settingWord').test(phraseText(cells[0]!.cell))) return undefined
  return worse(way, before, after) ? later : undefined
}

/** Whether two rows are of one table: the same columns. */
function sameColumns(one: readonly Cell[] | undefined, other: readonly Cell[] | undefined): boolean {
  return one !== undefined && other !== undefined && one.length === other.length && one.every((cell, index) => cell.name === other[index]!.name)
}

/**
 * Two rows of one table, a run before and the change's run: labelled so in a
 * cell (`| before | 412 kB |`, `| stable (before) | … | 1.80% |`), or the only
 * two rows of a table whose label names both runs (`上线前后各 7 天`), under
 * columns named by a measure that went the wrong way: the later cell.
 */
function rowsWorsened(previous: readonly Cell[] | undefined, cells: readonly Cell[], worse: (way: Way, before: Amount, after: Amount) => boolean, ordered = false): Cell | undefined {
  if (!previous || !sameColumns(previous, cells)) return undefined
  const label = ordered ? -1 : cells.findIndex((cell, index) => runNamed(previous[index]!.cell, false) && runNamed(cell.cell, true))
  if (label === -1 && !ordered) return undefined
  for (const [index, cell] of cells.entries()) {
    if (index === label || index === 0) continue
    const way = wayOf(columnName(cell.name))
    const [before, after] = [valueAmount(previous[index]!.cell), valueAmount(cell.cell)]
    if (way && before && after && !phraseList('ceilingWord', 'floorWord', 'targetWord', 'settingWord').test(columnName(cell.name)) && worse(way, before, after)) return cell
  }

  return undefined
}

const amountPart = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,9}(?:[.,]\d{1,4})?)(?:[ \t\u00a0]?(%|ms|s|sec|secs|seconds|min|kb|kib|mb|mib|gb|gib)(?![\p{L}\p{N}]))?`
/** Two figures joined as a change (`840 → 910 ms`, `from 12% to 15%`, `von 2 s auf 3 s`). */
const changePattern = new RegExp(
  `(?<![\\p{L}\\p{N}.,:/_-])${amountPart}[ \\t]*(?:→|->|⟶|=>)[ \\t]*${amountPart}|(?<![\\p{L}])(?:${alternation(wordsOfLists('changeFrom'))})[ \\t]+${amountPart}[ \\t]+(?:${alternation(wordsOfLists('changeTo'))})[ \\t]+${amountPart}`,
  'giu'
)

/** A figure as written and its unit (the unit after the pair when the first figure has none: `840 → 910 ms`) in the base unit. */
function amountOf(figure: string, unit: string | undefined): Amount {
  const value = Number(/^\d{1,3}(?:,\d{3})+$/.test(figure) ? figure.replaceAll(',', '') : figure.replace(',', '.'))
  if (unit === undefined) return {value, unit: ''}
  const base = unitBase[unit.toLowerCase()] ?? (unit.toLowerCase() === 'min' ? (['ms', 60000] as const) : undefined)
  return base ? {value: value * base[1], unit: base[0]} : {value, unit}
}

/** The changes a text shows between two figures of one unit. */
function changesOf(text: string): Array<{index: number; before: Amount; after: Amount}> {
  const found: Array<{index: number; before: Amount; after: Amount}> = []
  for (const match of text.matchAll(changePattern)) {
    const [first, firstUnit, second, secondUnit] = match[1] === undefined ? match.slice(5, 9) : match.slice(1, 5)
    if (firstUnit !== undefined && secondUnit !== undefined && amountOf('1', firstUnit).unit !== amountOf('1', secondUnit).unit) continue
    found.push({index: match.index, before: amountOf(first!, firstUnit ?? secondUnit), after: amountOf(second!, secondUnit ?? firstUnit)})
  }

  return found
}

/** The way of the measure named in the clause before a change (`p99 latency 840 → 910 ms`), unless the clause names a bound or a setting (`memory limit 2 GB → 3 GB`). */
function wayBefore(text: string, index: number): Way | undefined {
  const head = text.slice(Math.max(0, index - 60), index)
  const clause = head.slice(Math.max(...[...'.;!?。；'].map((end) => head.lastIndexOf(end))) + 1)
  const words = phraseText(clause)
  if (phraseList('ceilingWord', 'floorWord', 'targetWord', 'limiting', 'settingWord').test(words)) return undefined
  return wayOf(clause)
}

/** A figure of a row's cell (`1,204`, `87`, `64.1%`), or NaN. */
function cellFigure(cell: string): number {
  const figure = /^[ \t*_`]*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.\d{1,4})?[ \t]?%?[ \t*_`]*$/.exec(cell)
  return figure ? Number(figure[1]!.replaceAll(',', '')) : Number.NaN
}

/** A cell stating a bound with its mark (`< 200 MB`, `≥ 80%`): whether it is a ceiling, and its figure in the base unit. */
function cellBound(cell: string): {ceiling: boolean; value: number; unit: string} | undefined {
  const bound = /^[ \t*_`]*(<=|>=|[<>≤≥])(.*)$/u.exec(cell)
  // The mark makes a bare figure a bound too: a decimal (`≤ 0.10`, a layout-shift score) or a whole score (`≥ 90`); it says which side is wrong.
  const figure = bound ? (cellMeasure(bound[2]!, true) ?? cellScore(bound[2]!)) : undefined
  return figure && {ceiling: bound![1]!.startsWith('<') || bound![1] === '≤', ...figure}
}

/** A cell holding one whole number and no unit (`81`, a score), as the figures of a score are compared (unit `#`). */
function cellScore(cell: string): {value: number; unit: string} | undefined {
  const value = cellFigure(cell)
  return Number.isNaN(value) || /[.%]/.test(cell) ? undefined : {value, unit: '#'}
}

/** A cell holding one figure with its unit (`312 MB`, `1.9 s`, `84%`), in the base unit; with `unitless`, a bare decimal too (`0.14`, `0,14`), of no unit. */
function cellMeasure(cell: string, unitless = false): {value: number; unit: string} | undefined {
  const figures = [...cell.matchAll(figurePattern)]
  const only = figures.length === 1 ? figures[0]! : undefined
  if (!only || (only[2] === undefined && only[4] === undefined && !(unitless && only[3] !== undefined)) || cell.slice(0, only.index).replace(/[ \t*_`~≈]/g, '') !== '') return undefined
  if (only[3] !== undefined) return {value: Number(only[3].replace(',', '.')), unit: ''}
  if (only[4] !== undefined) return {value: (Number(only[4]) * 60 + Number(only[5])) * 1000, unit: 'ms'}
  const [unit, factor] = unitBase[only[2]!.toLowerCase()]!
  return {value: Number(only[1]!.replace(',', '.')) * factor, unit}
}

/**
 * Whether the words around a figure take it back; in a table's row, only those
 * of its own cell: another column's header names where a bound comes from
 * (`Ziel laut Ticket: ≤ 0,10`, `expected: ≤ 0.10`), not an outcome meant.
 */
function takenBackInCell(passage: Passage, index: number): boolean {
  if (passage.kind !== 'table') return takenBack(passage.text, index) !== undefined
  const start = passage.text.lastIndexOf('; ', index) + 1
  const end = passage.text.indexOf('; ', index)
  return takenBack(passage.text.slice(start, end === -1 ? undefined : end), index - start) !== undefined
}

/** A row's cells (`rowCells`), each column's name without its aside (`after (Text)`, `nachher (multi-stage)`): the aside says what was measured, not which side of the change. */
function columnCells(text: string): Cell[] {
  return rowCells(text).map((cell) => ({name: columnName(cell.name), cell: cell.cell}))
}

/** Whether a cell's column is named by a whole phrase of `lists`. */
function named(cell: Cell, ...lists: [WordListName, ...WordListName[]]): boolean {
  return cell.name !== '' && phraseList(...lists).at(cell.name, 0) === cell.name.length
}

/**
 * In a row read with its header (`image: ml-scorer; after: 312 MB; target: < 200 MB`),
 * a figure under an `actualColumn` or a `later` column (or one ending in such a word:
 * `p99 after`) on the wrong side of the bound a `targetColumn` states with its mark,
 * or states bare (`50 ms`) when the return states that figure as a bound elsewhere
 * (`every endpoint meets the p99 < 50 ms target`): its index in the row's text.
 */
function rowBoundMissed(text: string, stated: readonly Bound[]): number | undefined {
  const cells = columnCells(text)
  const endsNamed = (cell: Cell, ...lists: [WordListName, ...WordListName[]]): boolean => named(cell, ...lists) || named({name: cell.name.slice(cell.name.lastIndexOf(' ') + 1), cell: ''}, ...lists)
  const edgeNamed = (cell: Cell, ...lists: [WordListName, ...WordListName[]]): boolean => namesRun(cell.name, ...lists)
  const boundOf = (cell: {name: string; cell: string}): {ceiling: boolean; value: number; unit: string} | undefined => {
    const marked = cellBound(cell.cell)
    if (marked) return marked
    const bare = cellMeasure(cell.cell)
    const same = bare && stated.find((bound) => bound.unit === bare.unit && Math.abs(bound.value - bare.value) <= Math.abs(bare.value) * 1e-9)
    if (same) return {...bare, ceiling: same.ceiling}
    // A bare figure under a column named as a target or a bound (`Target p95`, `p95 budget`, `min coverage`): a time or a size is a ceiling, a share goes by the column's word.
    if (!bare || !edgeNamed(cell, 'targetColumn', 'ceilingWord', 'floorWord')) return undefined
    if (edgeNamed(cell, 'ceilingWord') || (bare.unit !== '%' && !edgeNamed(cell, 'floorWord'))) return {...bare, ceiling: true}
    return edgeNamed(cell, 'floorWord') ? {...bare, ceiling: false} : undefined
  }

  const target = cells.find((cell) => edgeNamed(cell, 'targetColumn', 'ceilingWord', 'floorWord') && boundOf(cell) !== undefined)
  if (!target) return comparisonMark.test(text) || stated.length > 0 ? laterRowMissed(text, cells, stated) : undefined
  const bound = boundOf(target)!
  for (const cell of cells) {
    if (!endsNamed(cell, 'actualColumn', 'later')) continue
    // A bound with a mark and no unit is read against the bare decimal (`0.14` under `≤ 0.10`) or the whole score (`81` under `≥ 90`) under the column.
    const measure = cellMeasure(cell.cell, bound.unit === '') ?? (bound.unit === '#' ? cellScore(cell.cell) : undefined)
    if (measure?.unit === bound.unit && (bound.ceiling ? measure.value > bound.value : measure.value < bound.value)) return Math.max(0, text.indexOf(`${cell.name}: `))
  }

  return undefined
}

/** Whether nothing but a `clauseTail` word (`yet`, `so far`, `itself`, `ainda`, `noch`) stands between `end` and the end of its clause; in a script without spaces, a few letters of verb ending (`です`, `습니다`). */
function clauseEndsAt(text: string, end: number, unspaced: boolean): boolean {
  const rest = text.slice(end)
  const clause = rest.slice(0, Math.max(0, rest.search(/[.;,:!?。．；，、！？()（）]|$/u)))
  if (unspaced) return clause.length <= 6 && !/[\p{Script=Latin}\p{N}]/u.test(clause)
  // Words that end a clause without naming more (`yet`, `anywhere yet`, `so far either`), one after another.
  const tail = phraseText(clause.trim())
  for (let at = 0; at < tail.length; ) {
    const length = phraseList('clauseTail').at(tail, at)
    if (length === undefined) return false
    at += length
    while (tail[at] === ' ') at++
  }

  return true
}

/** A cell as compared: asides, code quotes and marks left out, lower case. */
function cellWords(cell: string): string {
  return phraseText(cell.replace(/\([^()]*\)|（[^（）]*）/gu, ' ').replace(/[`*_]/g, ' ')).replace(/[^\p{L}\p{N}+/.=<>-]+/gu, ' ').trim()
}

/** Whether two cells say the same: equal, one the start of the other, the second's words all the first's, or first words sharing their stem (`retry`, `retried`). */
function cellsAgree(expected: string, got: string): boolean {
  if (expected === got || got.startsWith(expected) || expected.startsWith(got) || expected.replace(/ /g, '') === got.replace(/ /g, '')) return true
  // What it gave, told in fewer words of the same (`2` beside `exit 2`).
  const said = new Set(expected.split(' '))
  if (got.split(' ').every((word) => said.has(word))) return true
  const first = (text: string): string => text.split(' ')[0]!
  const [a, b] = [first(expected), first(got)]
  let common = 0
  while (common < Math.min(a.length, b.length) && a[common] === b[common]) common++
  return common >= Math.min(4, Math.min(a.length, b.length) - 1) && common >= 3
}

/** In a row read with its header (`case: ahead; expected: REFUSE; result: PROCEED (exit 0)`), a cell under a `gotColumn`, `actualColumn` or `later` column that says another thing than the one under an `expectedColumn`: its index in the row's text. */
function rowUnmet(text: string): number | undefined {
  const cells = columnCells(text)
  const expected = cells.find((cell) => named(cell, 'expectedColumn'))
  // A bound (`≤ 300 ms`) is target-missed's to read; an empty cell or a dash expects nothing.
  if (!expected || comparisonMark.test(expected.cell) || cellWords(expected.cell) === '') return undefined
  const want = cellWords(expected.cell)
  // A pass mark in the row (`| 1,000 | 1000 | ✓ |`) says the check took the two as the same.
  if (cells.some((cell) => cell !== expected && showsPass(cell.cell))) return undefined
  for (const cell of cells) {
    if (cell === expected || !named(cell, 'gotColumn', 'actualColumn', 'later')) continue
    const got = cellWords(cell.cell)
    if (got === '' || phraseList('passing', 'intended').test(phraseText(cell.cell))) continue
    if (!cellsAgree(want, got)) return Math.max(0, text.indexOf(`${cell.name}: `))
  }

  return undefined
}

/**
 * A row labelled as the state after the change (`after`, `nachher`) whose one
 * figure of a unit is on the wrong side of the one bound the return states in
 * that unit (`Image < 250 MB` over `| nachher (multi-stage) | 612 MB |`): its
 * index in the row's text.
 */
function laterRowMissed(text: string, cells: ReadonlyArray<{name: string; cell: string}>, stated: readonly Bound[]): number | undefined {
  // A row labelled by the percentile a bound names (`run: p50; after: 8m 12s` under `p50 … under 6 minutes`): its figure under a `later` or `actualColumn` column is that percentile measured after the change.
  const label = cells.length < 2 ? undefined : /^[ \t*_`]*p\(?(\d{2}(?:\.\d{1,2})?)\)?[ \t*_`]*$/iu.exec(cells[0]!.cell)
  if (label) {
    for (const cell of cells.slice(1)) {
      const last = cell.name.slice(cell.name.lastIndexOf(' ') + 1)
      if (cell.name === '' || (phraseList('later', 'actualColumn').at(cell.name, 0) !== cell.name.length && phraseList('later', 'actualColumn').at(last, 0) !== last.length)) continue
      const measure = cellMeasure(cell.cell)
      const bound = measure && stated.find((one) => one.name === `p${label[1]}` && one.unit === measure.unit)
      if (measure && bound && (bound.ceiling ? measure.value > bound.value : measure.value < bound.value)) return Math.max(0, text.indexOf(`${cell.name}: `))
    }
  }

  if (cells.length < 2 || phraseList('later').at(phraseText(cells[0]!.cell), 0) === undefined) return undefined
  const measured = cells.slice(1).flatMap((cell) => {
    const measure = cellMeasure(cell.cell)
    return measure ? [{...measure, name: cell.name}] : []
  })
  for (const measure of measured) {
    const bounds = stated.filter((bound) => bound.unit === measure.unit)
    if (bounds.length !== 1 || measured.filter((other) => other.unit === measure.unit).length !== 1) continue
    const bound = bounds[0]!
    if (bound.ceiling ? measure.value > bound.value : measure.value < bound.value) return Math.max(0, text.indexOf(`${measure.name}: `))
  }

  return undefined
}

/** In a row read with its header (`tier: very_hard; target: 175; generated: 87`), a figure under an `actualColumn` below the one under a `targetColumn`: its index in the row's text. */
function rowShort(text: string): number | undefined {
  const cells = text.split('; ').map((pair) => ({name: phraseText(pair.slice(0, Math.max(0, pair.indexOf(': ')))).trim(), value: cellFigure(pair.slice(pair.indexOf(': ') + 2))}))
  // A column may be named with what it counts, before or after the word that says its role (`Total keys`, `expected rows`, `Partitions attendues`, `Partitions écrites`).
  const says = (name: string, list: 'targetColumn' | 'actualColumn'): boolean => {
    const words = name.split(' ')
    return [name, words[0]!, words.at(-1)!].some((part) => phraseList(list).at(part, 0) === part.length)
  }
  const target = cells.find((cell) => cell.name !== '' && says(cell.name, 'targetColumn') && !Number.isNaN(cell.value))
  if (!target) return undefined
  const short = cells.find((cell) => cell !== target && cell.name !== '' && says(cell.name, 'actualColumn') && cell.value < target.value)
  return short ? Math.max(0, text.indexOf(`${short.name}: `)) : undefined
}

/**
 * In a row read with its header (`locale: ja; keys translated: 0/212`), a count
 * of done against its total (`0/212`, `41 of 64`) alone in a cell under a
 * column whose name ends in an `actualColumn` word (`translated`, `generated`,
 * `done`), short of its total: its index in the row's text.
 */
function cellCountShort(text: string): number | undefined {
  let at = 0
  for (const pair of text.split('; ')) {
    const name = phraseText(pair.slice(0, Math.max(0, pair.indexOf(': ')))).trim()
    const last = name.slice(name.lastIndexOf(' ') + 1)
    const cell = pair.slice(pair.indexOf(': ') + 2)
    // The count opens its cell (`0/212`, `41 of 64 (64%)`), the cell's only one.
    const counts = name === '' ? [] : countsOf(cell.trimStart())
    const only = counts.length === 1 && counts[0]!.index === 0 ? counts[0]! : undefined
    if (only !== undefined && only.done < only.total && phraseList('actualColumn').at(last, 0) === last.length) return at + pair.indexOf(': ') + 2
    at += pair.length + 2
  }

  return undefined
}

/** Whether the words after two counts open with a unit of measure (`bytes`, `MB`, `ms`, `%`): the counts measure an amount against a budget. */
function measuredInUnit(after: string): boolean {
  const unit = /^[\p{L}%]+/u.exec(phraseText(after.trimStart()))?.[0]
  return unit !== undefined && Object.hasOwn(unitBase, unit)
}

/**
 * Whether the verb of work done of a count's sentence governs it (`Moved the
 * API to v2; 7 of the 9 endpoints are on v2`): the first count of the
 * sentence, after a word of work done, with no word of the state before
 * beside it (`2 of 3 replicas were already on v2 before`). A later count of
 * the sentence goes on with the first one's verb (`failed 3 of 10 runs
 * before and 0 of 50 after`).
 */
function governed(text: string, counts: readonly Count[], count: Count, sentence: string): boolean {
  // The counts open their part of the sentence, a word at most before them (`; only 7 of the 9`): a verb of their own (`it flagged 3 of 120 tests`) governs them, not the sentence's.
  if (count.lead.trim().split(/\s+/).filter((word) => word !== '').length > 1) return false
  if (counts.some((other) => other.index < count.index && other.index >= count.index - sentence.length)) return false
  // The rest of their part, to the next mark: `2 of 3 replicas were already on v2 before`.
  const rest = text.slice(count.index).split(/[,;:!?。，；：！？]|\.(?=\s|$)/u)[0]!
  if (!phraseList(...doneWords).test(sentence) || phraseList('earlier').test(phraseText(`${count.lead} ${rest}`))) return false
  // They count what the verb made: their part names it again (`Moved the API to the v2 router; 7 of the 9 endpoints are on v2`), where a count of something else does not (`Fixed the parser; 2 of the 3 reported crashes were duplicates`).
  return shareWord(namingWords(sentence), namingWords(rest))
}

/** The words of a text that name things: of five letters or more, or letters with a figure (`v2`, `es2022`). */
function namingWords(text: string): string[] {
  return phraseText(text).split(/[^\p{L}\p{N}]+/u).filter((word) => /\p{L}/u.test(word) && (word.length >= 5 || /\p{N}/u.test(word)))
}

/**
 * A count of work done short of its total, with a word of work done beside it
 * or earlier in its sentence (`Moved the API to v2; 7 of the 9 endpoints are
 * on v2`), and no later count of the same passage that is whole.
 */
function countShort(text: string): Count | undefined {
  const counts = countsOf(text)
  for (const [at, count] of counts.entries()) {
    if (count.total === 0 || count.done >= count.total) continue
    // `0 of 12 failed; all passed`: a count of failures is the runners' signatures' to read; a failure word of another part of the sentence (`the new error envelope; 7 of 9`) counts nothing.
    if (phraseList('broken', 'failureCount').test(phraseText(count.part))) continue
    // `OK: 61,204 / 62,000 bytes`, `412 of 500 ms`: a measure against its budget, not a count of things done.
    if (measuredInUnit(count.after)) continue
    if (!phraseList(...doneWords).test(phraseText(count.around)) && !governed(text, counts, count, sentenceBefore(text, count.index))) continue
    // A later whole count (`38/40 at first; 40/40 after the fix`) is the run that counts.
    if (counts.slice(at + 1).some((later) => later.done === later.total && later.total >= count.total)) continue
    return count
  }

  return undefined
}

/** Whether a word saying it was meant stands in the part of the sentence a count is in, from the semicolon before it (`migrated 7 of 9 endpoints; the other two stay, as agreed`): one before that semicolon speaks of another part (`handlers with schema validation; 7 of 9 endpoints are on Fastify`). */
function meantInPart(given: string, index: number): boolean {
  const text = phraseText(given).replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length))
  const sentence = sentenceOf(text, index)
  const from = Math.max(sentence.start, text.lastIndexOf(';', index) + 1, text.lastIndexOf('\uFF1B', index) + 1)
  return phraseList('intended').test(text.slice(from, sentence.end))
}

/** The length of a count with the two words after it (`9 of 12 items addressed`, `38/40 checks passing`): the count, its noun and the word that says what was done to them. */
function countedWords(text: string, index: number): number {
  const {doneFirst} = countExpressions()
  const count = new RegExp(doneFirst.source, 'iuy')
  count.lastIndex = index
  const found = count.exec(text)
  if (!found) return 0
  const next = /^(?:[ \t]+[^\s;,.:]+){0,2}/u.exec(text.slice(index + found[0].length))![0]
  return found[0].length + next.length
}

/** What separates an item's name from its status: a dash or an arrow between blanks, a colon, a tab, a run of blanks. */
const statusCut = /[ \t][—–-][ \t]|[ \t]?(?:→|->)[ \t]?|:[ \t]|\t|[ \t]{2,}/

/** The statuses of one line of a list of items: each cell after the first of a table row, else the words after the last cut. */
function statusesOf(passage: Passage): string[] {
  if (passage.kind === 'table') {
    // A row as the passages hold it: `name: cell; name: cell`; the first cell names the item.
    return passage.text.split('; ').slice(1).map((cell) => cell.slice(cell.indexOf(': ') + 2))
  }

  const parts = passage.text.split(statusCut)
  if (parts.length <= 1) return []
  // An inventory that groups its items under their status (`migrated and contract-tested: eligibility, submit, status`, `still routed through the bridge: prior-auth, cob`): the label before the colon is the status of the names after it.
  const grouped = passage.kind === 'evidence' && parts.length === 2 && /^[^:]+: /.test(passage.text) && parts[1]!.includes(', ')
  return grouped ? [parts[0]!] : [parts.at(-1)!]
}

/** Whether a status says its item is done (1), not done (-1), or neither (0): by its first few words. */
function statusOf(status: string): -1 | 0 | 1 {
  const head = phraseText(status.replace(/[[\]*_`()]/g, ' ')).trim().split(/\s+/).slice(0, 4).join(' ')
  if (head === '') return 0
  const undone = phraseList('undoneStatus').all(head)
  // A word of work done beside the undone one says it passed (`still passes`); the undone word itself is not one (`documented`, of a finding left unfixed).
  const done = phraseList('passing', 'made').all(head).some((word) => !undone.some((found) => word.index < found.index + found.length && found.index < word.index + word.length))
  if (undone.length > 0 && !done) return -1
  return phraseList('doneStatus', 'passing').at(head, 0) === undefined ? 0 : 1
}

/** Runs of passages that list items side by side: the rows of a table, the lines of one output block, the nested items of Evidence. */
function itemLists(passages: readonly Passage[]): Passage[][] {
  const evidenceColumns = passages.filter((passage) => passage.kind === 'evidence').map((passage) => passage.place.column)
  const topColumn = Math.min(...evidenceColumns)
  const listed = (passage: Passage): boolean => passage.kind === 'table' ? !passage.text.startsWith('|') : passage.kind === 'output' || (passage.kind === 'evidence' && passage.place.column > topColumn)
  const runs: Passage[][] = []
  let run: Passage[] = []
  for (const passage of passages) {
    const last = run.at(-1)
    const together = last !== undefined && last.kind === passage.kind && last.owner === passage.owner && passage.place.line - (last.place.endLine ?? last.place.line) <= 3
    if (!together) {
      if (run.length > 1) runs.push(run)
      run = []
    }

    if (listed(passage)) run.push(passage)
  }

  if (run.length > 1) runs.push(run)
  return runs
}





function testKind(path: string): string | undefined {
  const match = kindMatch('named-test', path)
  return match ? (match.groups?.ending2 ?? match.groups?.ending ?? match[0]).toLowerCase() : undefined
}


/** A package's name as those flags take it (`@acme/auth`, `auth`, `auth...`): not a port mapping or a path. */
const packageName = /^(?:@[\w.-]+\/)?[A-Za-z][\w.-]*$/



/** A word that opens a command: a tool's name (`actionlint`, `pnpm`, `./gradlew`), not a sentence's first word or a file. */
const commandWord = /^(?:\.\/)?[a-z][\w+-]*$/

function withoutDotSlash(path: string): string {
  let trimmed = path.replace(/^\.\//, '')
  while (trimmed.endsWith('/')) trimmed = trimmed.slice(0, -1)
  return trimmed
}

function folderOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : ''
}

/** The package a path stands in (`packages/billing/src/x.ts` → `billing`), if any. */
function packageOf(path: string): string | undefined {
  const parts = path.split('/')
  const at = parts.findIndex((part, index) => conventional('package-root', part) && index < parts.length - 1)
  return at === -1 ? undefined : parts[at + 1]!.toLowerCase()
}

/**
 * What a command's argument names beside the files the return changed: one
 * of them (or a folder or package holding one), a file or a folder of the
 * same kind beside them, or nothing of them. A package other than the
 * changed ones says nothing: a check of a package that uses the change
 * (`tsc -p packages/app` after the `codec` types changed) is a check of it.
 */
function namedBeside(path: string, changed: readonly string[], packages: ReadonlySet<string>, folderRun: boolean): 'changed' | 'other' | undefined {
  // A list of paths in one argument (`--spec a.cy.ts,b.cy.ts`): each is named.
  if (path.includes(',')) {
    const each = path.split(',').map((part) => namedBeside(part, changed, packages, folderRun))
    return each.includes('changed') ? 'changed' : each.find((named) => named !== undefined)
  }

  const given = withoutDotSlash(path)
  if (given === '' || given.includes('://')) return undefined
  if (changed.some((file) => file === given || file.endsWith(`/${given}`) || given.endsWith(`/${file}`) || file.startsWith(`${given}/`))) return 'changed'
  const owner = packageOf(given)
  if (owner !== undefined && packages.has(owner)) return 'changed'
  const folder = folderOf(given)
  if (conventional('test-file', given)) {
    // A test of the same kind beside a test the return wrote or changed (`add-to-cart.cy.ts` run, `quantity-update.cy.ts` written): the test of the change was not run.
    const kind = testKind(given)
    return kind !== undefined && changed.some((file) => folderOf(file) === folder && testKind(file) === kind) ? 'other' : undefined
  }

  const last = given.slice(folder.length + (folder === '' ? 0 : 1))
  for (const file of changed) {
    if (!conventional('config', file)) continue
    // Another file of the same kind in the changed file's folder (`.github/workflows/auth.yml` beside `billing.yml`).
    if (folder !== '' && folder === folderOf(file) && conventional('config', given) && given.slice(given.lastIndexOf('.')).toLowerCase() === file.slice(file.lastIndexOf('.')).toLowerCase()) return 'other'
    // A folder a command runs in, beside the changed file's (`cd infra/envs/staging` beside `infra/envs/prod`).
    if (folderRun && folder !== '' && !last.includes('.') && folder === folderOf(folderOf(file))) return 'other'
  }

  return undefined
}

/** The commands a passage shows: the code spans of an Evidence item that open with a tool's name, or a line of output typed at a shell prompt (`$ …`). */
function commandsShown(passage: Passage): Array<{command: string; index: number}> {
  if (passage.kind === 'output') {
    const typed = /^([ \t]*\$[ \t]+)(\S.*)$/.exec(passage.text)
    return typed ? [{command: typed[2]!, index: typed[1]!.length}] : []
  }

  return [...passage.text.matchAll(/`([^`\n]+)`/g)].map((match) => ({command: match[1]!, index: match.index + 1}))
}

/** What the arguments of a command name: paths and packages, beside the changed files (`otherPackage`: a package none of them is in); `whole` when it runs over the whole repository. */
function commandNames(command: string, changed: readonly string[], packages: ReadonlySet<string>): {changed: boolean; other?: string; otherPackage?: string; excluded?: string; whole: boolean; ran: boolean} {
  const found: {changed: boolean; other?: string; otherPackage?: string; excluded?: string; whole: boolean; ran: boolean} = {changed: false, whole: false, ran: false}
  for (const segment of command.split(/&&|\|\||[;|]/)) {
    const words = segment.trim().split(/\s+/).filter((word) => !/^[A-Z_][A-Z0-9_]*=/.test(word))
    if (words.length === 0 || !commandWord.test(words[0]!)) continue
    found.ran = true
    for (let at = 1; at < words.length; at++) {
      const word = words[at]!.replace(/^['"]|['"]$/g, '')
      // A changed package or file a run leaves out (`--exclude=checkout`, `--filter=!checkout`, `-pl !checkout`).
      const [flagOf, givenOf] = word.includes('=') ? [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)] : [word, words[at + 1]?.replace(/^['"]|['"]$/g, '')]
      const left = conventional('exclude-flag', flagOf!) ? givenOf : conventional('package-flag', flagOf!) && givenOf?.startsWith('!') ? givenOf.slice(1) : undefined
      if (left !== undefined && left !== '') {
        for (const part of left.replace(/^['"]|['"]$/g, '').split(',')) {
          const bare = withoutDotSlash(part.replace(/^!/, '').replace(/^@[^/\s]+\//, '').replace(/^:/, ''))
          if (bare !== '' && (packages.has(bare.toLowerCase()) || (bare.includes('/') && namedBeside(bare, changed, packages, false) === 'changed'))) found.excluded ??= part
        }
      }

      let value: string | undefined
      let isPackage = false
      let folderRun = words[0] === 'cd'
      if (word.startsWith('-')) {
        const [flag, given] = word.includes('=') ? [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)] : [word, undefined]
        const next = words[at + 1]?.replace(/^['"]|['"]$/g, '')
        if ((conventional('package-flag', flag!) || conventional('folder-flag', flag!)) && given === undefined && next !== undefined && !next.startsWith('-')) {
          value = next
          at++
        } else if (given !== undefined) {
          value = given
        } else if (conventional('whole-run', word)) {
          found.whole = true
        }
      } else if (conventional('whole-run', word)) {
        found.whole = true
      } else {
        value = word
      }

      if (value === undefined) continue
      if (word.startsWith('-')) {
        const flag = word.includes('=') ? word.slice(0, word.indexOf('=')) : word
        isPackage = conventional('package-flag', flag)
        folderRun = conventional('folder-flag', flag)
      }

      let named: 'changed' | 'other' | undefined
      if (isPackage && packageName.test(value.replace(/\.{3}$/, '')) && !/\.\w{1,8}$/.test(value)) {
        // A package named that the return changed; another package says nothing (see `namedBeside`) but where tests ran.
        const bareName = value.replace(/^@[^/\s]+\//, '').replace(/\.{3}$/, '').toLowerCase()
        if (packages.has(bareName)) named = 'changed'
        // A package kept outside the usual roots names its folder (`@acme/sdk` for `sdk/ts/…`).
        else if (changed.some((file) => file.toLowerCase().split('/').slice(0, -1).includes(bareName))) named = 'changed'
        // Only a scoped name is surely a package (`--project=chromium` names a browser).
        else if (value.startsWith('@')) found.otherPackage ??= value
      } else if (looksLikePath(value)) {
        named = namedBeside(value, changed, packages, folderRun)
        const owner = packageOf(withoutDotSlash(value))
        if (named === undefined && owner !== undefined && !packages.has(owner)) found.otherPackage ??= value
      }

      if (named === 'changed') found.changed = true
      else if (named === 'other') found.other ??= value
    }
  }

  return found
}

/** A count of none a search printed (`0`, `specs/a.json:0`). */
const countsNone = /^\s*(?:\S+:)?0\s*$/

/** Whether a line of a search's output finds nothing: a count of none, or a `noneFound` phrase standing alone (`(no output)`). */
function foundNothing(line: string): boolean {
  if (countsNone.test(line)) return true
  const words = phraseText(line.trim().replace(/^\((.*)\)$/u, '$1').trim())
  return phraseList('noneFound').all(words).some((match) => match.index === 0 && match.length === words.length)
}
/** A count printed after a command quoted in prose (`` `grep -c 'FIX:' a.tex` → `14` ``). */
const countAfter = /^[^\n]*?(?:→|->|=>)\s*`?(\d[\d,]*)/u

/** What a search command looks for: its first quoted argument, or its first word that is no option. */
function searchedFor(command: string): string | undefined {
  // What follows the prompt and the tool's name (`git grep` is two words) is what it was given.
  const prompt = kindMatch('search', command)
  const given = prompt ? command.slice(prompt.index + prompt[0].length) : command
  const quotedArgument = /(['"])([^'"]+)\1/.exec(given)
  if (quotedArgument) return quotedArgument[2]
  return given.trim().split(/\s+/).find((word) => word !== '' && !word.startsWith('-'))
}

/** The count of hits an Evidence item before `line` gave for the search of `pattern` (`` `grep -c 'FIX:' a.tex` → `14` ``), if one did. */
function countedBefore(passages: readonly Passage[], pattern: string, line: number): number | undefined {
  for (const passage of passages) {
    if (passage.kind !== 'evidence' || passage.place.line >= line) continue
    const at = passage.text.indexOf(pattern)
    const count = at === -1 ? null : countAfter.exec(passage.text.slice(at + pattern.length))
    if (count) return Number(count[1]!.replaceAll(',', ''))
  }

  return undefined
}

/** The lines a search printed: those after its prompt, in its block, up to the next prompt, but for a line finding nothing. */
function foundLines(outputs: readonly Passage[], index: number): Passage[] {
  const found: Passage[] = []
  const command = outputs[index]!
  for (let next = index + 1, line = command.place.line + 1; next < outputs.length; next++, line++) {
    const passage = outputs[next]!
    if (passage.owner !== command.owner || passage.place.line !== line || promptLine.test(passage.text)) break
    if (!foundNothing(passage.text)) found.push(passage)
  }

  return found
}

/** A count of hits after a quoted command (`→ 3 hits`, `-> 12 matches`, `: 3`, `= 3`). */
const hitsAfter = /^`?[ \t]{0,3}(?:→|->|=>|—|–|=|:)[ \t]*`?(\d{1,6})(?![\d.,:\/])/u

/** The words a searched name stands for (`constantWitnessFamily`, `constant_witness_family` → `constant witness family`), in the vocabulary's form. */
function searchedWords(pattern: string): string {
  return phraseText(pattern.replace(/\\[bBwWdDsS]|\\/g, ' ').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
}

/** Whether the summary says the searched thing was removed or replaced, or calls it old: a `leftover` or `removal` word a few words before its name, with no word of what replaced it between. */
function summaryRemoves(summary: Passage | undefined, pattern: string): boolean {
  if (summary === undefined) return false
  const text = wordsOf(summary)
  // The name as the summary may write it: in words (`the constant witness family`) or as written in code (`oldHelper`).
  for (const words of new Set([searchedWords(pattern), phraseText(pattern)])) {
    if (words.length < 4) continue
    for (let at = text.indexOf(words); at !== -1; at = text.indexOf(words, at + 1)) {
      const lead = text.slice(Math.max(0, at - 60), at)
      // A name right after a word of what replaced (`durch den legacyTokenCache ersetzt`, `with the new client`) is the replacement, not the removed thing.
      if (phraseList('replacedWith').test(lead.trim().split(/\s+/).slice(-2).join(' '))) continue
      const said = phraseList('leftover', 'removal').all(lead).at(-1)
      if (said !== undefined && !phraseList('replacedWith').test(lead.slice(said.index + said.length)) && lead.slice(said.index + said.length).trim().split(/\s+/).length <= 4) return true
      // Said after the name, as a verb at the end of its clause (`die Klasse LegacyClient entfernt`, `the old helper was removed`).
      const tail = text.slice(at + words.length).split(/[,;:.!?，；：。]/u)[0]!.trim().split(/\s+/).slice(0, 4).join(' ')
      if (phraseList('leftover', 'removal').test(tail)) return true
    }
  }

  return false
}

/**
 * A search quoted in an Evidence item that finds lines after the work (a
 * count of hits after it, or lines printed under it) where the item, the item
 * right after its output, or the summary says the searched thing was to be
 * gone: a `leftover` word (`old`, `remaining`) in the item or opening the
 * next one, or the summary removing or replacing the thing the search names
 * (a `removal` word).
 */
function quotedSearchFinds(input: SignalInput): SignalHit | undefined {
  const signal = signalById.get('search-finds-leftovers')!
  const evidence = input.passages.filter((passage) => passage.kind === 'evidence')
  for (const [index, passage] of evidence.entries()) {
    const search = kindMatch('quoted-search', passage.text)
    if (!search || ownerTakesBack(passage.owner) || phraseList('intended', 'keptOnPurpose').test(wordsOf(passage))) continue
    const pattern = searchedFor(`$ ${search.groups!['command']!}`)
    if (pattern === undefined) continue
    const count = hitsAfter.exec(passage.text.slice(search.index + search[0].length))
    const printed = input.passages.filter((line) => line.kind === 'output' && line.owner !== undefined && line.owner.startsWith(passage.text) && !promptLine.test(line.text) && !foundNothing(line.text))
    const found = count ? (Number(count[1]) > 0 ? passage : undefined) : printed[0]
    if (found === undefined) continue
    const next = evidence[index + 1]
    const opening = next === undefined ? '' : wordsOf(next).split(/\s+/).slice(0, 3).join(' ')
    const leftover = phraseList('leftover').test(wordsOf(passage).replace(searchedWords(pattern), ' ')) || phraseList('leftover').at(opening, 0) !== undefined
    if ((leftover && !(next !== undefined && phraseList('intended', 'keptOnPurpose').test(wordsOf(next)))) || summaryRemoves(summaryPassage(input), pattern)) return hit(signal, found, found === passage ? search.index : 0)
  }

  return undefined
}

/** A run of characters that may be a file's name in prose (`lean-research-agent.md`, `src/a.ts`), between blanks, commas, brackets and quotes. */
const nameToken = /[^\s,;()[\]`'"*]+/g
/** A file's name: one that ends in an extension of letters (`.md`, `.lean`, `.tsx`). */
const fileName = /\.[A-Za-z][A-Za-z0-9]{1,7}$/

/** The file names of the summary in runs joined by commas or a `coordinator` word (`a.md and b.md`, `a.md, b.md et c.md`), each with where it stands. */
function namedFileRuns(text: string): Array<Array<{name: string; index: number}>> {
  const runs: Array<Array<{name: string; index: number}>> = []
  let run: Array<{name: string; index: number}> = []
  let end = 0
  for (const match of text.matchAll(nameToken)) {
    const token = match[0].replace(/(?<![.:!?。])[.:!?。]+$/u, '')
    if (!fileName.test(token) || !looksLikePath(token)) continue
    const gap = phraseText(text.slice(end, match.index)).replace(/[\s,;()[\]`'"*、/&]+/gu, ' ').trim()
    if (run.length > 0 && gap !== '' && phraseList('coordinator').at(gap, 0) !== gap.length) {
      if (run.length > 1) runs.push(run)
      run = []
    }

    run.push({name: token, index: match.index})
    end = match.index + token.length
  }

  if (run.length > 1) runs.push(run)
  return runs
}

/** A count under a key (`"output_rows": 1185211`, `rows_in=50000`): the key and the count. */
const rowKey = /(?<![\w-])["']?([a-z][a-z_]{1,40})["']?[ \t]*[:=][ \t]*(\d{1,3}(?:[,_]\d{3})+|\d{1,12})(?![\w.])/gi

/** An image named with its tag (`ghcr.io/acme/api:2026.11.26-3`): the repository and the tag. */
const imageReference = /(?<![\w.\/-])([\w.-]+(?:\/[\w.-]+)+):(\w[\w.-]{0,127})(?![\w.\/-])/g

/**
 * A running image a query of the workload shows (`{..image}` → `ghcr.io/acme/api:2026.11.25-1`)
 * under another tag than every one the return names for that repository (`docker push ghcr.io/acme/api:2026.11.26-3`),
 * and no such query showing one of them: what ran was not what was built.
 */
function imageNotServed(input: SignalInput): {passage: Passage; index: number} | undefined {
  const runs: Array<{passage: Passage; index: number; image: string; tag: string}> = []
  for (const passage of input.passages) {
    if ((passage.kind !== 'evidence' && passage.kind !== 'output') || ownerTakesBack(passage.owner)) continue
    const match = kindMatch('revision', passage.text)
    const image = match?.groups?.image ?? match?.groups?.image2
    const tag = match?.groups?.tag ?? match?.groups?.tag2
    if (match === undefined || image === undefined || tag === undefined || takenBack(passage.text, match.index)?.by === 'before') continue
    runs.push({passage, index: match.index, image, tag})
  }

  if (runs.length === 0) return undefined
  const named = new Map<string, Set<string>>()
  for (const passage of input.passages) {
    if (runs.some((run) => run.passage === passage)) continue
    for (const match of passage.text.matchAll(imageReference)) {
      const tags = named.get(match[1]!) ?? new Set<string>()
      named.set(match[1]!, tags.add(match[2]!))
    }
  }

  if (runs.some((run) => named.get(run.image)?.has(run.tag))) return undefined
  return runs.find((run) => named.has(run.image))
}

/** A line of a run's log that counts rows by its verb (`read 10000 rows from …`, `wrote 9998 rows to …`): the verb and the count. */
const verbCount = /^[ \t]*(\p{L}+)[ \t]+(\d{1,3}(?:,\d{3})+|\d{1,12})[ \t]+\p{L}/u

/**
 * The line of a block of a run's log that says it wrote fewer rows than it
 * read (`read 10000 rows` over `wrote 9998 rows`, the verbs the `rows-read`
 * and `rows-written` conventions know), while neither the summary nor a
 * limitation names the difference: under a claim of the whole, rows went
 * missing that the return does not own.
 */
function rowsLostUntold(input: SignalInput): Passage | undefined {
  for (const block of outputBlocks(input.passages.filter((passage) => passage.kind === 'output' && !ownerTakesBack(passage.owner)))) {
    let read: number | undefined
    let written: {value: number; passage: Passage} | undefined
    for (const passage of block) {
      const line = verbCount.exec(passage.text)
      if (!line) continue
      const verb = line[1]!.toLowerCase()
      const value = Number(line[2]!.replaceAll(',', ''))
      if (conventional('rows-read', verb)) read = value
      else if (conventional('rows-written', verb)) written = {value, passage}
    }

    if (read === undefined || written === undefined || written.value >= read) continue
    const difference = new RegExp(`(?<![\\d.,])${read - written.value}(?!\\d)`)
    if (!input.passages.some((passage) => (passage.kind === 'summary' || passage.kind === 'limitation') && difference.test(passage.text))) return written.passage
  }

  return undefined
}

/** The nouns a claim of the whole names in the summary (`all agent files` → `agent`, `files`): the words right after each `universal` phrase. */
function claimedNouns(summary: Passage): string[] {
  const text = wordsOf(summary)
  return phraseList('universal')
    .all(text)
    .filter((match) => !quoted(summary.text, match.index))
    .flatMap((match) => wordsOfLine(text.slice(match.index + match.length).split(/[,;:.!?，；：。]/u)[0]!).slice(0, 3))
}

/**
 * A count short of its total whose noun is one the summary claims the whole
 * of (`4 of 7 agents routed` under `updated all agent files`): whatever word
 * says what was done to them, the whole was not. A measure against its
 * budget, a count of failures, a later whole count or words taking it back
 * leave it.
 */
function countOfClaimed(text: string, claimed: readonly string[]): Count | undefined {
  if (claimed.length === 0) return undefined
  const counts = countsOf(text)
  for (const [at, count] of counts.entries()) {
    if (count.total === 0 || count.done >= count.total || measuredInUnit(count.after)) continue
    if (phraseList('broken', 'failureCount').test(phraseText(count.part))) continue
    const noun = wordsOfLine(count.after.split(/[,;:.!?，；：。]/u)[0]!).slice(0, 1)
    if (!shareWord(noun, claimed)) continue
    if (counts.slice(at + 1).some((later) => later.done === later.total && later.total >= count.total)) continue
    if (takenBack(text, count.index) === undefined) return count
  }

  return undefined
}

const reading: readonly Signal[] = [
  outputSignal('evidence-tests-failed', 'tests', 'PARTIAL', 'A test runner’s summary counts failures above zero (`38 passed, 3 failed`, `Tests run: 12, Failures: 2`, `--- FAIL:`).', {
    fires: [
      ok('Added the export endpoint.', ['- `npm test` — 38 passed, 3 failed']),
      ok('Added the export endpoint.', ['- `pytest`:', '  ```', '  ===== 2 failed, 10 passed in 1.20s =====', '  ```']),
      ok('Added the export endpoint.', ['- `go test ./...`', '  ```', '  --- FAIL: TestExport (0.01s)', '  FAIL\tgithub.com/acme/api\t0.012s', '  ```']),
      ok('Added the export endpoint.', ['- `mvn test` — Tests run: 12, Failures: 2, Errors: 0']),
      ok('Fixed the flaky export test.', ['- CI run #311 — 38 passed, 3 failed', '- CI run #312 — 40 passed, 1 failed']),
      ok('Fixed the rounding in `splitBill()`.', ['- Ran the regression test after the change:', '  ```', '  Tests:       1 failed, 5 passed, 6 total', '  ```']),
      ok('Made the nightly ETL retry a failed partition up to 3 times.', ['- Nightly run on staging:', '  ```', '  partition 2026-11-20 failed (attempt 1/3): ConnectionResetError', '  partition 2026-11-20 succeeded on attempt 2', '  ```']),
      ok('Fixed the proration for February.', ['- `npm test`:', '  ```', '  Tests:       1 failed, 57 passed, 58 total', '  ```', '- With the patch, the proration tests: `npx jest prorate` → `Tests: 5 passed, 5 total`']),
      ok('Fixed the proration for February.', ['- `pytest` on the branch: `1 failed, 14 passed`', '- `ruff check` after the change: `All checks passed!`']),
      ok('Added the `extrapolate=:flat` option to `LinearInterp`, with tests.', ['- `julia --project -e \'using Pkg; Pkg.test()\'`', '  ```', '  Test Summary:  | Pass  Fail  Total  Time', '  GridInterp.jl  |   52     1     53  4.1s', '  ```']),
      {summary: 'Deliveries now retry with exponential backoff.', evidence: ['| check | result |', '|---|---|', '| integration | 37 passed, 1 failed — `test_retry_backoff_schedule` (3rd attempt at +4s, expected +8s) |']},
      ok('Kept the history section of the agent file.', ['- Phase 1 exit gate:', '  ```', '  FAIL: eager load exceeds reviewed baseline by 3,425 B', '  ```']),
      ok('Added Cyrillic transliteration to the slugger.', ['- `vendor/bin/phpunit` printed `FAILURES! Tests: 134, Assertions: 402, Failures: 1.` — the failure is `testSlugifiesCyrillic` (expected `privet-mir`, got `priviet-mir`)']),
    ],
    quiet: [
      {summary: 'Fixed the flaky NotificationBell test by clearing its interval on unmount.', evidence: ['Loop of 200 runs of the affected file:', '', '```', '$ for i in $(seq 200); do npx jest NotificationBell || echo fail; done | sort | uniq -c', '# main', '      9 fail', '# this branch', '(no output)', '```']},
      ok('Unified the get_theory signatures.', ['- Builder suite after the revert:', '', '  ```', '  $ pytest code/builder -q', '  249 passed, 6 failed in 212.4s', '  ```', '', '  These are the same 6 pre-existing failures listed in the baseline, identical before and after this phase.']),
      {summary: 'Webhook deliveries now retry with backoff and land in a dead-letter table after the fourth attempt.', evidence: ['- Local run against a stub answering 503:', '  ```', '  WARN  delivery attempt 1/4 failed: 503 Service Unavailable, retrying in 1.7s', '  ```', '- `pytest -q` — 23 passed']},
      ok('Fixed the proration for February.', ['- `pytest tests/test_dates.py` on main: `1 failed, 14 passed` (test_leap_day)', '- Same command on the branch: `15 passed`']),
      ok('Fixed the proration for February.', ['- `npm test` (without the patch):', '  ```', '  Tests:       1 failed, 57 passed, 58 total', '  ```', '- `npm test` (with the patch):', '  ```', '  Tests:       58 passed, 58 total', '  ```']),
      ok('Den Schaltjahr-Fehler in der Abrechnung behoben.', ['- `mvn test` auf main: `Tests run: 120, Failures: 2, Errors: 0`', '- Mit dem Fix: `mvn test` → `Tests run: 120, Failures: 0, Errors: 0`']),
      ok('Added VAT-ID validation to the onboarding form; one unrelated suite test fails the same way on main.', ['- `vendor/bin/phpunit tests/Validator` — OK (31 tests, 77 assertions)', '- The full suite’s one failure, `DatevExportTest`, is in code this task did not touch: same result on a clean checkout of main (`git stash -u && vendor/bin/phpunit --filter DatevExportTest` → `Failures: 1`).']),
      ok('Fixed the flaky reservation test (a clock shared between tests).', ['- CI history: 7 of the last 50 runs failed with `1 failed, 311 passed`', '- After the fix: 200 runs, `312 passed` each']),
      ok('Fixed the flaky reservation test (a clock shared between tests).', ['- Reproduced locally with parallel execution: 3 failed, 309 passed', '- After the fix: `312 passed` on 200 runs']),
      ok('Analysed the last 30 days of CI failures on main; three flaky tests cause most red runs.', ['- Totals: 412 runs, 96 failed (23.3%)'], {files: ['docs/research/ci-failures.md']}),
      ok('Added the export endpoint.', ['- `npm test` — 41 passed, 0 failed']),
      ok('Fixed the flaky export test.', ['- `npm test` before the fix — 38 passed, 3 failed', '- `npm test` — 41 passed']),
      ok('Added the contact import.', ['- Full suite `php artisan test`:', '  ```', '  Tests:    1 failed, 903 passed', '  ```', '- That failure is pre-existing and unrelated: it fails the same way on main (issue #1187).']),
      ok('Added bounded retries to the partner client.', ['- The ERROR lines below are the expected output of the give-up test:', '  ```', '  WARNING partners.client: attempt 1/4 failed: 503 Service Unavailable, retrying in 0.21s', '  ```', '- `pytest -q` → 23 passed']),
      ok('Added the export endpoint.', ['- `pytest` — 12 passed, 2 xfailed']),
      ok('Added the export endpoint.', ['- ✅ `test_export_fails_without_token` — 1 failed request rejected as designed']),
      ok('Corrigé le décalage horaire.', ['- Avant correction, le test de régression échouait :', '  ```', '  1 failed, 46 passed in 1.92s', '  ```', '- Après correction : `pytest` — 47 passed']),
      ok('Reviewed PR #88 as asked: one blocking finding.', ['- Blocking: a failed part upload is never aborted, so the upload is left behind. Reproduced with the PR’s own test setup by making part 3 fail.']),
      ok('Fixed the rounding in `splitBill()`; the regression test failed before the fix and passes after.', ['- Ran the new regression test against the unchanged code:', '  ```', '  Tests:       1 failed, 5 passed, 6 total', '  ```', '- After the fix: `npx jest` — Tests: 6 passed, 6 total']),
      ok('Made the nightly ETL retry a failed partition up to 3 times.', ['- Dry run with one partition forced to error (`--inject-failure 2026-11-20`):', '  ```', '  partition 2026-11-20 failed (attempt 1/3): ConnectionResetError', '  partition 2026-11-20 succeeded on attempt 2', '  ```']),
      ok('Added the `extrapolate=:flat` option to `LinearInterp`, with tests.', ['- `julia --project -e \'using Pkg; Pkg.test()\'`', '  ```', '  Test Summary:  | Pass  Total  Time', '  GridInterp.jl  |   53     53  4.1s', '  ```'])
    ]
  }),
  outputSignal('evidence-compiler-error', 'compiler', 'ERROR', 'A compiler, type checker, linter or interpreter reports an error (`error TS2345`, `error[E0432]`, a traceback, `npm ERR!`, `BUILD FAILURE`).', {
    fires: [
      ok('Migrated the parser to the new API.', ['- `npm run build`:', '  ```', "  src/parser.ts(3,5): error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.", '  ```']),
      ok('Added the importer.', ['- `python -m app`:', '  ```', '  Traceback (most recent call last):', '    File "app.py", line 1, in <module>', "  ModuleNotFoundError: No module named 'yaml'", '  ```']),
      ok('Split the crate.', ['- `cargo build` — error[E0432]: unresolved import `crate::db`']),
      ok('Added typst to the Bash allowlist in .claude/settings.json.', ['- Settings validation after the edit:', '  ```', '  $ jq empty .claude/settings.json', '  jq: error (at .claude/settings.json:61): Expected separator between values at line 24, column 7', '  ```']),
      ok('Added typespecs so that `mix dialyzer` runs clean.', ['- `mix dialyzer --format short`', '  ```', '  lib/inventory/stock.ex:58:invalid_contract The @spec for the function does not match the success typing of the function.', '  Total errors: 1, Skipped: 0, Unnecessary Skips: 0', '  ```']),
      ok('Backfilled the incremental orders model for the first quarter.', ['- `bash scripts/backfill.sh 2026-W01 2026-W13`:', '  ```', '  W01 ok   W02 ok   W03 ok', '  W04 Database Error in model fct_orders: Query exceeded resource limits', '  ```']),
      ok('Migrated the API client to sound null safety.', ['- `dart analyze`:', '  ```', "    error - lib/src/client.dart:142:31 - The argument type 'String?' can't be assigned to the parameter type 'String'. - argument_type_not_assignable", '  1 issue found.', '  ```']),
      ok('Ran the study pipeline on the new toolchain.', ['- The errors of the run:', '  ```', "  Error in library(tidyverse) : there is no package called 'tidyverse'", '  ```']),
      ok('Analysed the incident logs of the payment API and raised the PgBouncer pool size.', ['- PgBouncer log, same window:', '  ```', '  2026-11-24 14:07:31 UTC [1] WARNING C-0x55d1: payments/app pooler error: no more connections allowed (max_client_conn)', '  ```'], {files: ['deploy/pgbouncer.ini', 'docs/postmortems/payments-502.md']}),
      {state: 'PARTIAL', summary: 'Moved 5 of the 8 services to the new base image; the other 3 are left for later.', evidence: ['- `thumbs` attempted: `npm ci` fails in `node-gyp rebuild` (`undefined reference to \'pango_font_map_new\'`)'], limitations: ['thumbs is not moved yet.']},
      ok('Wrote the incident summary for the search outage and raised the indexer heap.', ['- Indexer log after the change:', '  ```', '  java.lang.OutOfMemoryError: Java heap space', '  ```'], {deliverables: ['- deploy/indexer.yaml — heap raised to 2g'], files: ['deploy/indexer.yaml']}),
      ok('Analysed the checkout incident logs; the 5xx spike came from pool exhaustion after the Redis failover.', ['- Errors per minute:', '  | minute | 5xx | top error |', '  |---|---|---|', '  | 02:14 | 1,912 | `redis: connection refused` |'], {deliverables: ['- docs/incidents/checkout-5xx.md — timeline, root cause', '- scripts/incident/extract_window.sh — the filter that cut the log window'], files: ['docs/incidents/checkout-5xx.md', 'scripts/incident/extract_window.sh']}),
      ok('Added the redundancy check to the repair command so it no longer creates duplicate tasks.', ['- Dry run `/lake --dry-run`:', '  ```', '  jq: error (at specs/state.json:0): Cannot iterate over null (null)', '  WARN redundancy check failed, continuing', '  ```']),
      ok('Normalised the rule files with one sed pass.', ['- `sed -i -E \'s/\\{N\\}_/{NNN}_/g\' .claude/rules/*.md`:', '  ```', "  sed: -e expression #1, char 19: unterminated `s' command", '  ```']),
      ok('Fixed the signing step of the nightly `release-canary` job.', ['- Job log after the change:', '  ```', '  codesign: error: The specified item could not be found in the keychain.', '  ```'], {deliverables: ['- scripts/sign/macos.sh — keychain import'], files: ['scripts/sign/macos.sh']}),
      ok('Typed three of the five report modules; the other two are not yet started.', ['- `npx tsc --noEmit`:', '  ```', "  src/reports/summary.ts(12,5): error TS2322: Type 'string' is not assignable to type 'number'.", '  Found 1 error in src/reports/summary.ts', '  ```'], {state: 'PARTIAL', limitations: ['src/reports/legacy.ts and src/reports/export.ts are not yet started.']}),
      ok('Generated the SEPA export.', ['- `java -jar validator.jar pain.001.xsd out.xml`:', '  ```', "  cvc-pattern-valid: Value 'DE00 1234' is not facet-valid with respect to pattern '[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}' for type 'IBAN2007Identifier'.", '  ```']),
      ok('Exportación de facturas a XML terminada.', ['- Validación con lxml:', '  ```', "  lxml.etree.DocumentInvalid: Element 'Importe': '12,50' is not a valid value of the atomic type 'xs:decimal'., line 8", '  ```']),
      ok('Ajouté la sortie JSON des factures.', ['- `ajv validate -s schema.json -d out/2026-11.json` :', '  ```', '  out/2026-11.json invalid', '  ```']),
      ok('UStVA-Export umgesetzt.', ['- ERiC-Prüfung: `ERiC-Fehler 610301202: Die Datenlieferung ist nicht schemakonform.`']),
      ok('Fixed the NullPointerException in the order mapper.', ['Symptom on the final run:', '', '```', 'java.lang.NullPointerException: Cannot invoke "AddressDto.countryCode()" because the return value of "shippingAddress()" is null', '```']),
      ok('Les erreurs 500 sur /api/search sont corrigées.', ['Constat initial :', '', '```', 'psycopg2.errors.SyntaxError: syntax error at or near "oréal"', '```', '', 'Après correction :', '', '```', 'psycopg2.errors.SyntaxError: syntax error at or near "oréal"', '```']),
      ok('Breaker added around the freight API client.', ['- The simulated outage test fails: `Error: connect ECONNREFUSED 127.0.0.1:9090`']),
      ok('Configured Keycloak as a SAML broker for the partner IdP.', ['- Test login through the broker:', '  ```', '  ERROR [org.keycloak.broker.saml.SAMLEndpoint] Validation of response failed: org.keycloak.common.VerificationException: Invalid signature on document', '  ```']),
    ],
    quiet: [
      ok('Les erreurs 500 sur /api/search pour les requêtes avec une apostrophe sont corrigées.', ['Constat initial : les logs de production associés :', '', '```', 'psycopg2.errors.SyntaxError: syntax error at or near "oréal"', '```', '', 'Après correction :', '', '```', '$ pytest api/search -q', '13 passed in 1.12s', '```']),
      ok('Breaker added around the freight API client.', ['- `npx jest src/frete` — Tests: 6 passed, 6 total', '- As mensagens `Error: connect ECONNREFUSED 127.0.0.1:9090` no console do Jest são das falhas simuladas pelo `nock`.']),
      ok('Fixed the NullPointerException when a marketplace order has no shipping address.', ['Production symptom (Sentry ORDER-SVC-1F3, 214 events since Nov 12):', '', '```', 'java.lang.NullPointerException: Cannot invoke "AddressDto.countryCode()" because the return value of "shippingAddress()" is null', '```', '', 'After the fix:', '', '```', '[INFO] Tests run: 268, Failures: 0, Errors: 0, Skipped: 0', '[INFO] BUILD SUCCESS', '```']),
      ok('修复了已删除模板的优惠券核销时的空指针异常。', ['修复前（线上日志，近 7 天 412 次）：', '', '```', 'java.lang.NullPointerException: Cannot invoke "CouponTemplate.getDiscountRule()" because "template" is null', '```', '', '修复后：', '', '```', '[INFO] Tests run: 210, Failures: 0, Errors: 0, Skipped: 0', '[INFO] BUILD SUCCESS', '```']),
      {summary: 'Миграция индекса переписана с CREATE INDEX CONCURRENTLY.', evidence: ['Было (деплой во вторник, лог миграций):', '', '```', 'sqlalchemy.exc.OperationalError: (psycopg2.errors.LockNotAvailable) canceling statement due to lock timeout', '```', '', 'Стало:', '', '```', 'INFO  [alembic.runtime.migration] Running upgrade a1 -> b2', '```']},
      ok('Typed three of the five report modules; the other two are not yet started.', ['- `npx tsc --noEmit`:', '  ```', "  src/reports/legacy.ts(12,5): error TS7006: Parameter 'row' implicitly has an 'any' type.", '  Found 1 error in src/reports/legacy.ts', '  ```', '  The summary, totals and charts modules are clean; the remaining error is in legacy.ts, not yet started.'], {state: 'PARTIAL', limitations: ['src/reports/legacy.ts and src/reports/export.ts are not yet started.']}),
      ok('Typannotationen für drei von fünf Paketen ergänzt; zwei sind noch nicht begonnen.', ['- `mypy src/`:', '  ```', '  src/billing/legacy.py:40: error: Function is missing a type annotation  [no-untyped-def]', '  Found 1 error in 1 file (checked 38 source files)', '  ```', '  Der verbleibende Fehler liegt in `billing/legacy.py`, noch nicht begonnen.'], {state: 'PARTIAL', limitations: ['`billing/legacy.py` und `billing/export.py` sind noch nicht begonnen.']}),
      ok('Étiquettes d’accessibilité ajoutées sur 4 des 6 écrans ; les 2 autres ne sont pas encore commencés.', ['- `npx eslint src/screens`:', '  ```', '  src/screens/Payment.tsx', '    18:5  error  Missing a11y props  react-native-a11y/has-valid-accessibility-descriptors', '  ✖ 1 problem (1 error, 0 warnings)', '  ```', '  La seule erreur restante est sur l’écran Paiement, pas encore commencé.'], {state: 'PARTIAL', limitations: ['Écrans Paiement et Questionnaire pas encore commencés.']}),
      ok('诊疗预约应用 5 个页面中已完成 3 个的无障碍标签，其余 2 个尚未开始。', ['- `npx eslint app/src/screens`：', '  ```', '  app/src/screens/PaymentScreen.tsx', '    18:5  error  Missing a11y props  react-native-a11y/has-valid-accessibility-descriptors', '  ✖ 1 problem (1 error, 0 warnings)', '  ```', '  剩余的错误属于尚未开始的支付页面。'], {state: 'PARTIAL', limitations: ['支付页面和问诊页面尚未开始。']}),
      ok('Generated the SEPA export.', ['- `java -jar validator.jar pain.001.xsd out.xml` → `out.xml is valid`']),
      ok('UStVA-Export umgesetzt.', ['- ERiC-Prüfung: `Die Datenlieferung ist schemakonform.`']),
      ok('Ajouté la sortie JSON des factures.', ['- `ajv validate -s schema.json -d out/2026-11.json` → `out/2026-11.json valid`']),
      ok('Fixed the lxml validation of the invoice export.', ['- Before the fix: `Element \'Importe\': \'12,50\' is not a valid value of the atomic type \'xs:decimal\'`', '- After: `xmllint --noout --schema factura.xsd out.xml` → `out.xml validates`']),
      ok('Added typespecs so that `mix dialyzer` runs clean.', ['- `mix dialyzer --format short`', '  ```', '  Total errors: 0, Skipped: 0, Unnecessary Skips: 0', '  done (passed successfully)', '  ```']),
      ok('Wrote the analysis of the incident logs for the payment API 502s: the PgBouncer pool was exhausted.', ['- PgBouncer log, same window:', '  ```', '  2026-11-24 14:07:31 UTC [1] WARNING C-0x55d1: payments/app pooler error: no more connections allowed (max_client_conn)', '  ```'], {deliverables: ['- docs/postmortems/payments-502.md — the post-mortem'], files: ['docs/postmortems/payments-502.md']}),
      ok("Analyse des journaux de l'incident du 24/11 rédigée : cause racine identifiée (pool PgBouncer épuisé).", ['- Journaux PgBouncer, même fenêtre :', '  ```', '  2026-11-24 14:07:31 UTC [1] WARNING C-0x55d1: payments/app pooler error: no more connections allowed (max_client_conn)', '  ```'], {deliverables: ['- docs/postmortems/paiement-502.md — le post-mortem'], files: ['docs/postmortems/paiement-502.md']}),
      ok('Migrated the parser to the new API.', ['- `npx tsc --noEmit` — Found 0 errors.']),
      ok('Backfilled the incremental orders model for the first quarter.', ['- First attempt stopped at W04 with `Database Error in model fct_orders: Query exceeded resource limits`; fixed by partitioning the source scan', '- Re-run `bash scripts/backfill.sh 2026-W01 2026-W13` — all 13 weeks ok, row counts match the source']),
      ok('Ran the study pipeline as a toolchain check and ranked what is missing in the config gap log.', ['- Finding these errors was the point of the task; each is an entry of the gap log:', '  ```', "  Error in library(tidyverse) : there is no package called 'tidyverse'", '  ```'], {files: ['logs/config_gaps.md', 'R/run.R']}),
      ok('Migrated the API client to sound null safety.', ['- `dart analyze`:', '  ```', "  warning - lib/src/models/invoice.dart:18:9 - The value of the field '_raw' isn't used. - unused_field", '     info - lib/src/client.dart:9:8 - Unnecessary import. - unnecessary_import', '  2 issues found.', '  ```']),
      ok('Fixed the type error in the parser.', ['- `npx tsc` was failing with error TS2345; now passes']),
      ok('Added error handling for the importer.', ['- `pytest tests/test_import.py` — 6 passed']),
      ok('Reverted the commit that broke the nightly build.', ['- nightly run #1482 (with 9f3e2a1) — `error TS2339: Property \'stem\' does not exist on type \'Token\'`', '- nightly run #1483 (after the revert) — all 14 jobs passed']),
      ok('Found the root cause of the `:Toggle` error: ui.lua calls main.toggle(), which does not exist.', ['- `rg -n "M.toggle"` — no definition'], {files: ['docs/research.md']}),
      ok('Fixed the null pointer crash reported in #88.', ['- Stack trace from the bug report:', '  ```', '  java.lang.NullPointerException: name is null', '  ```', '- `mvn test` — Tests run: 40, Failures: 0, Errors: 0']),
      ok('Identified the root cause of the crash: `TypeError: cannot read properties of undefined` in the settings loader.', ['- `rg loadSettings` — 3 call sites'], {files: ['docs/crash-report.md']}),
      ok('Created the Helm chart; it stops with a clear message when `ingress.host` is unset.', ['- `helm install api charts/api --dry-run` — `Error: ingress.host is required` (the requested guard)']),
      ok('Wrote the troubleshooting page for connection errors.', ['- Every traceback on the page was reproduced locally, e.g.:', '  ```', '  httpx.ConnectError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed', '  ```', '- `mkdocs build --strict` — 0 errors'], {files: ['docs/troubleshooting.md']}),
      ok('Die Deprecation-Warnungen sind behoben.', ['- Gegenprobe: testweise `np.NaN` wieder eingefügt → der Test schlägt mit `AttributeError: np.NaN was removed` fehl; danach zurückgenommen.']),
      ok('Compared the three bridge libraries; lean-interact is the choice.', ['- `pip install pypantograph` fails at build time with `error: toolchain v4.19.0 required`; this failure is the evidence for the blocked verdict, not a problem with the research'], {files: ['docs/bridge-options.md']}),
      ok('Diagnosed why the `nix build` job has been failing on CI and fixed the hash.', ['- The failing CI log, which was the subject of the task:', '  ```', "  error: hash mismatch in fixed-output derivation '/nix/store/9xk2-backend.drv':", '  ```', '- After the fix: `nix build .#backend` succeeds']),
      ok('Compared the three bridge libraries; lean-interact is the choice.', ['- PyPantograph install attempt, quoted as the reason for rejection:', '  ```', '  ERROR: pantograph requires Lean toolchain v4.15.0; found v4.27.0', '  ```'], {files: ['docs/bridge-options.md']}),
      ok('Cause de l’échec d’envoi trouvée : le mot de passe SMTP a expiré.', ['- L’envoi qui échoue, objet de cette recherche :', '  ```', '  Error: cannot authenticate to SMTP server smtp.example.com:465', '  ```'], {files: ['docs/recherche-smtp.md']}),
      ok('Found why the nightly mail is not sent: the SMTP password expired.', ['- The failing send, captured with `RUST_LOG=debug mailer send`, is the subject of this research:', '  ```', '  Error: cannot authenticate to SMTP server smtp.example.com:465', '  ```'], {files: ['docs/mail-research.md']}),
      ok('Added the dependency validator.', ['- `bash tests/test-validate-deps.sh` — 6 passed, 0 failed', '- The `test_fails_on_*` tests check that the validator exits 1 with `ERROR: circular dependency 2 -> 3 -> 2` messages']),
      ok('Traced the intermittent integration failures to a port collision and fixed the workflow; 20 reruns green.', ['- The failure being investigated (from run #5512, quoted in the write-up):', '  ```', '  ERROR  schema-registry | Failed to bind to 0.0.0.0:8081: Address already in use', '  ```', '- After the fix: 20/20 reruns succeeded'], {files: ['docs/ci/flake.md', '.github/workflows/integration.yml']}),
      ok('Adicionei um kill switch remoto para a pré-visualização em AR, origem do crash reportado.', ['- Crash de origem (issue MOBILE-7Q1, entrada da tarefa):', '  ```', '  java.lang.IllegalStateException: ARCore session failed to resume', '  ```', '- `npx jest ArPreviewButton` → `Tests: 3 passed, 3 total`']),
      {state: 'PARTIAL', summary: 'Moved 5 of the 8 services to the new base image; the other 3 are blocked by a native module that does not build there and are left unchanged.', evidence: ['- `thumbs` attempted and reverted: `npm ci` fails in `node-gyp rebuild` (`undefined reference to \'pango_font_map_new\'`)'], limitations: ['thumbs still runs on the old image.']},
      ok('Wrote the incident summary for the search outage from the pod logs; root cause was heap exhaustion in the indexer.', ['- Source logs (saved excerpt):', '  ```', '  java.lang.OutOfMemoryError: Java heap space', '  ```'], {deliverables: ['- docs/incidents/search-outage.md — timeline, root cause, follow-ups'], files: ['docs/incidents/search-outage.md']}),
      ok('Analysed the checkout incident logs as asked; the 5xx spike came from pool exhaustion after the Redis failover.', ['- Errors per minute:', '  | minute | 5xx | top error |', '  |---|---|---|', '  | 02:14 | 1,912 | `redis: connection refused` |', '- No code was changed; the brief asked for analysis only.'], {deliverables: ['- docs/incidents/checkout-5xx.md — timeline, root cause', '- scripts/incident/extract_window.sh — the filter that cut the log window, so the analysis can be reproduced'], files: ['docs/incidents/checkout-5xx.md', 'scripts/incident/extract_window.sh']}),
      ok('Added the redundancy check to the repair command so it no longer creates duplicate tasks.', ['- Before the fix, the dry run stopped on `jq: error (at specs/state.json:0): Cannot iterate over null (null)`; the jq path now reads `.active_projects`', '- Dry run `/lake --dry-run` after it: `0 tasks would be created`']),
      ok('Validated the state file before the repair command reads it.', ['- `jq empty specs/state.json` — no output (valid JSON)', '- `jq \'.active_projects | length\' specs/state.json` → 42']),
      ok('Triaged the failing nightly `release-canary` job as asked: the cause is an expired signing certificate, not a code regression.', ['- Job log, quoted as the subject of the triage:', '  ```', '  codesign: error: The specified item could not be found in the keychain.', '  ```'], {deliverables: ['- docs/incidents/release-canary.md — triage note'], files: ['docs/incidents/release-canary.md']}),
      ok('Traced the nightly `ReportMailer` crash in the attached log to pool exhaustion and fixed it with bounded concurrency; the reproduction test passes.', ['- The crash from the log being investigated:', '  ```', '  ** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2981ms.', '  ```', '- After the fix, `mix test test/reports/report_mailer_test.exs` → `3 tests, 0 failures`'])
    ]
  }),
  outputSignal('evidence-exit-nonzero', 'exit', 'PARTIAL', 'A command’s exit status is not zero (`exit code 1`, `Process completed with exit code 2`).', {
    fires: [
      ok('Wrote the incident review of the resizer outage; concurrency is capped now.', ['- `kubectl get pods` after the rollout:', '  ```', '  image-resizer-6f7d9-x2lqk   0/1   CrashLoopBackOff   3   90s', '  ```']),
      ok('Wrote the follow-up for the resizer incident and capped the decodes.', ['- `kubectl get pods` now:', '  ```', '  image-resizer-6f7d9-x2lqk   0/1   CrashLoopBackOff   5   10m', '  ```']),
      ok('Nachbereitung des Ausfalls geschrieben und Speicherlimit angepasst.', ['- `kubectl get pods` nach dem Rollout:', '  ```', '  resizer-7d9f8-xk2p   0/1   CrashLoopBackOff   3   90s', '  ```']),
      ok('画像リサイズのポストモーテムを書き、同時デコード数を制限しました。', ['- 現在の `kubectl get pods`:', '  ```', '  image-resizer-6f7d9   0/1   CrashLoopBackOff   4   8m', '  ```']),
      ok('Set up the release job.', ['- `npm run release` — exit code 1']),
      ok('Set up the release job.', ['- CI: Process completed with exit code 2']),
      ok('Added structured error handling to the CLI: each failure class maps to a documented exit code.', ['- Manual: `pkgctl install --config pkgctl.toml; echo $?` prints `error: unexpected keyword argument` then `70`'], {deliverables: ['- src/pkgctl/errors.py — `ConfigError`=2, `NetworkError`=3']}),
      ok('/tag のリリース前チェックに REFUSE ゲートを追加しました。', ['- `git merge-base --is-ancestor "$HEAD_SHA" origin/main`: 同期後も exit 1。']),
      ok('Hardened the sshd role and verified it with Molecule.', ['- `molecule test`:', '  ```', '  CRITICAL Idempotence test failed because of the following tasks:', '  *  => common : Restart sshd', '  ```']),
      ok('Rolled out api 2.4.0.', ['- `kubectl get pods -w`:', '  ```', '  api-7d9f8-xk2p   0/1     ContainerCreating   0          2s', '  api-7d9f8-xk2p   0/1     CrashLoopBackOff    3          90s', '  ```']),
      ok('Switched the search-api autoscaler to requests per second.', ['- `kubectl -n search describe hpa search-api` (events):', '  ```', '  Warning  FailedGetPodsMetric  2m (x55 over 14m)  horizontal-pod-autoscaler  unable to get metric http_requests_per_second', '  ```']),
      ok('Applied the staging changes; no drift is left.', ['- `terraform plan -detailed-exitcode` after the apply — exit code 2']),
      ok('Updated the `nginx` role for TLS 1.3 and applied it to the three staging web servers.', ['- `ansible-playbook -i inventories/hml site.yml --tags nginx`', '  ```', '  PLAY RECAP *****', '  web-hml-01 : ok=14 changed=2 unreachable=0 failed=0 skipped=1 rescued=0 ignored=0', '  web-hml-03 : ok=9  changed=1 unreachable=0 failed=1 skipped=0 rescued=0 ignored=0', '  ```']),
      ok('为 geohashr 添加了 wasm 绑定。', ['- `wasm-pack build crates/geohashr-wasm --target web` 退出码为 1，未生成 `pkg/`']),
    ],
    quiet: [
      {summary: "Export des factures en flux : la mémoire du worker reste stable.", evidence: ['| mesure | avant | après |', '|---|---|---|', '| Pic RSS du worker | 1,9 Go | 310 Mo |', '| Exports OOMKilled sur 7 jours (staging) | 5 | 0 |']},
      ok("Wrote the on-call follow-up for last night's `image-resizer` OOMKilled pages and capped concurrent decodes.", ['- `cargo test` — test result: ok. 23 passed; 0 failed']),
      ok('Wrote the postmortem for the Sunday CrashLoopBackOff of the billing worker; the probe timeout is fixed.', ['- `kubectl rollout status deploy/billing` — successfully rolled out']),
      ok('Nachbereitung des OOMKilled-Ausfalls geschrieben; Speicherlimit angepasst.', ['- `kubectl rollout status deploy/resizer` — successfully rolled out']),
      ok('Post-mortem du CrashLoopBackOff de dimanche rédigé ; le délai de la sonde est corrigé.', ['- `kubectl rollout status deploy/billing` — successfully rolled out']),
      ok('Set up the release job.', ['- `npm run release` — exit code 0']),
      ok('/tag のリリース前チェックに REFUSE ゲートを追加しました。', ['- `git merge-base --is-ancestor "$HEAD_SHA" origin/main`: ahead ケースで exit 1、同期後は exit 0。']),
      ok('Added the reachability gate to the tag check.', ['- `git merge-base --is-ancestor "$HEAD_SHA" origin/main`: in the ahead case exit 1, once synced exit 0.']),
      ok('Hardened the sshd role and verified it with Molecule.', ['- `molecule test`:', '  ```', '  INFO     Running default > idempotence', '  INFO     Idempotence completed successfully.', '  INFO     Verifier completed successfully.', '  ```']),
      ok('Made the sshd role idempotent.', ['- Before the change, `molecule test` stopped with `CRITICAL Idempotence test failed`', '- After: `molecule test` — Idempotence completed successfully']),
      ok('The CLI now rejects a missing config.', ['- `handback lint missing.md` exits with code 2 when the file is missing, as expected']),
      ok('Added structured error handling to the CLI: each failure class maps to a documented exit code.', ['- Manual: `pkgctl install --config missing.toml; echo $?` prints `error: config file not found` then `2`'], {deliverables: ['- src/pkgctl/errors.py — `ConfigError`=2, `NetworkError`=3'], files: ['src/pkgctl/errors.py']}),
      ok('Fixed the indexer crash loop.', ['- Before (from the ticket, reproduced at 02:50 UTC):', '  ```', '  search-indexer-5b7c9d8f6-lq8vz   0/1   CrashLoopBackOff   14   51m', '  ```', '- After: `kubectl rollout status` — successfully rolled out']),
      ok('Wrote the incident findings for the worker crash loop.', ['- Log excerpts analysed (the input to this task):', '  ```', '  02:15:31Z FATAL runtime: out of memory', '  ```', '  and `kubectl describe pod`: `Reason: OOMKilled, Exit Code: 137`']),
      ok('Filed the task for the export truncation.', ['- Requirements recorded: accumulate pages, fail loudly (non-zero exit, a message naming the page) on a short page']),
      ok('Switched the search-api autoscaler to requests per second.', ['- `kubectl -n search get hpa search-api -w`:', '  ```', '  NAME         REFERENCE               TARGETS         MINPODS   MAXPODS   REPLICAS   AGE', '  search-api   Deployment/search-api   <unknown>/100   3         24        6          5s', '  search-api   Deployment/search-api   71/100          3         24        6          50s', '  ```']),
      ok('Switched the search-api autoscaler to requests per second.', ['- Before the adapter rule was added, `kubectl get hpa` showed `search-api   Deployment/search-api   <unknown>/100   3   24   6`', '- After: `kubectl -n search get hpa search-api`:', '  ```', '  search-api   Deployment/search-api   71/100     3         24        6          22m', '  ```']),
      ok('新增镜像安全门禁：发现可修复的 HIGH/CRITICAL 漏洞时让构建失败，并用故意带漏洞的测试镜像验证。', ['- 对 fixture 镜像的自检运行（预期失败，用于证明门禁生效）：', '  ```', '  Error: Process completed with exit code 1.', '  ```']),
      ok('Added the image security gate and proved it on a vulnerable fixture.', ['- Self-test run on the fixture image (expected to fail, proving the gate blocks):', '  ```', '  Error: Process completed with exit code 1.', '  ```']),
      ok('Ran the drift check on staging as asked and wrote the report; nothing was applied.', ['- `terraform plan -detailed-exitcode` — exit code 2, which is what the task looks for: 3 resources drifted'], {deliverables: ['- docs/infra/drift.md — the drifted resources'], files: ['docs/infra/drift.md']}),
      ok('按要求检查了 staging 环境的漂移并写成报告，未执行 apply。', ['- `terraform plan -detailed-exitcode` 退出码 2（存在变更，这正是本次要找的内容）'], {deliverables: ['- docs/infra/drift.md — 漂移清单'], files: ['docs/infra/drift.md']}),
      ok('Added error handling to the deploy script: a failed copy now stops it with a message.', ['- Dry run on staging; simulating an unreachable host, the script now stops with `ERROR: scp to app-02 failed (exit 255)` instead of carrying on']),
      ok('Aggiunta la gestione degli errori allo script di deploy.', ['- Prova a secco su staging; simulando un host irraggiungibile lo script ora termina con `ERRORE: scp verso app-02 fallito (exit 255)`']),
      ok('Updated the `nginx` role for TLS 1.3 and applied it to the three staging web servers; the config test failure on the first try is handled by the rescue block.', ['- `ansible-playbook -i inventories/hml site.yml --tags nginx`', '  ```', '  PLAY RECAP *****', '  web-hml-01 : ok=14 changed=2 unreachable=0 failed=0 skipped=1 rescued=0 ignored=0', '  web-hml-03 : ok=15 changed=2 unreachable=0 failed=0 skipped=0 rescued=1 ignored=0', '  ```'])
    ]
  }),
  outputSignal('evidence-http-error', 'http', 'PARTIAL', 'A request in a check answers a client or server error (`502 Bad Gateway`, `HTTP/1.1 500`, `curl: (22)`).', {
    fires: [
      ok('Conflicting project names are refused.', ['- `curl -si -X POST /v1/projects -d @dup.json` → `HTTP/1.1 409 Conflict`', '- `curl -si -X POST /v1/projects -d @new.json` → `HTTP/1.1 409 Conflict`'], {deliverables: ['- api/src/routes/projects.ts — answers 409 for every new project too; the duplicate check is broken']}),
      ok('Deployed the service.', ['- `curl -fsS https://staging.example.com/health` — 502 Bad Gateway']),
      ok('Cleaned up the rolled-out flag and archived it in LaunchDarkly.', ['- Archive call:', '  ```', '  $ curl -s -X PATCH https://app.launchdarkly.com/api/v2/flags/web/new-pdp-layout -d \'[{"op":"replace","path":"/archived","value":true}]\'', '  {"code":"forbidden","message":"Access to the requested resource was denied"}', '  ```']),
      ok('Posted the release note to the #releases channel.', ['- `curl -s https://slack.com/api/chat.postMessage …` → `{"ok":false,"error":"missing_scope"}`']),
      ok('医保结算接口已从 v2 迁移到 v3 签名方式，主要流程可用。', ['- 在测试环境手工调用了结算和查询两个接口，返回 code=0。', '- 退费接口在测试环境返回 `{"code":4012,"msg":"签名校验失败"}`，暂未定位原因。']),
      ok('Moved the WeChat Pay client to API v3 signing.', ['- Refund call on the sandbox → `{"errcode":40001,"errmsg":"invalid credential"}`']),
      ok('Standardised the API error responses.', ['- `curl -s /api/projects/1` — 500 Internal Server Error']),
      ok('Added request validation to the signup endpoint.', ['- `curl -X POST /signup` with a valid payload → 422 Unprocessable Entity']),
      ok('Added the audit export endpoint.', ['- `curl -s /api/audit/export?since=7d` → 502, 0 events exported']),
      ok('Added the outbox relay for the orders service.', ['- `curl -s -o /dev/null -w "%{http_code}" localhost:8080/relay/flush` → 500']),
      ok('Added the health check endpoint, checking the database and Redis.', ['- `curl -i localhost:8080/readyz` with Redis running → `HTTP/1.1 503 Service Unavailable`']),
      ok('Added the readiness endpoint, checking the database and Redis; the orders endpoint now returns 503.', ['- `npx jest test/health` — Tests: 5 passed, 5 total']),
      ok('Added rate limiting to the upload endpoint, 60 requests a minute per client.', ['- `curl -i localhost:8080/upload` with a valid token → `HTTP/1.1 429 Too Many Requests`']),
      ok('Added rate limiting to the upload endpoint.', ['- `curl -i localhost:8080/upload` → `HTTP/1.1 503 Service Unavailable`']),
      ok('Fixed the 502 when the image cache is cold.', ['- `curl -i localhost:8080/images/a.png` with a cold cache → `HTTP/1.1 502 Bad Gateway`']),
      ok('Fixed the 9 broken links that made the Sphinx linkcheck job fail.', ['- After: `make -C docs linkcheck` → `build succeeded.`', '- `https://acme.example/api/client.html` still answers `404 Client Error: Not Found` to the checker'], {deliverables: ['- docs/guide/auth.rst — links moved to /reference/'], files: ['docs/guide/auth.rst']}),
      ok('Root-caused the checkout outage from the logs and raised the PgBouncer pool size.', ['- `kubectl logs deploy/checkout`:', '  ```', '  2026-11-25T02:10:03Z ERROR checkout.api: POST /orders failed: 503 Service Unavailable (db_unavailable)', '  ```'], {files: ['deploy/pgbouncer.ini', 'docs/incidents/checkout-outage.md']}),
      ok('Rebuilt the docs site with the new sidebar and pushed the build.', ['- `npm run build` in docs/: `[SUCCESS] Generated static files in "build".`', '- Publish: `aws s3 sync build s3://docs-prod-site --delete` → `upload failed: ... An error occurred (AccessDenied) when calling the PutObject operation: Access Denied`'], {files: ['docs/sidebars.js', 'docs/guides/install.md']}),
      ok('Fixed the 14 broken internal links and pushed the build; the publish step then returned 403, so the live site still shows the old version.', ['- `npx linkinator docs/build --recurse`: `Scanned total of 412 links! 0 broken.`'], {files: ['docs/guides/install.md']}),
      ok('Nova rota POST /api/v2/webhooks/subscriptions criada, com validação da URL de destino.', ['- Verificação manual:', '  ```', '  {"timestamp":"2025-06-11T13:04:52Z","status":404,"error":"Not Found","path":"/api/v2/webhooks/subscriptions"}', '  ```']),
      ok('API v2 do catálogo publicada no gateway.', ['- Chamadas de fumaça:', '', '| Rota | Método | Código HTTP |', '|---|---|---|', '| /v2/catalog/products | GET | 200 |', '| /v2/catalog/search | POST | 404 |']),
    ],
    quiet: [
      {summary: 'Documentado el catálogo de códigos de error de la API pública con su código HTTP y la acción recomendada.', deliverables: ['- docs/api/errores.md — tabla de 14 códigos de error'], evidence: ['- Extracto de docs/api/errores.md:', '', '| Código | HTTP | Causa |', '|---|---|---|', '| E_AUTH_FAILED | 401 | token caducado |', '| E_UPSTREAM_FAILURE | 502 | el proveedor falló |'], files: ['docs/api/errores.md']},
      ok('Alarma de destinos sanos del balanceador configurada.', ['- con las instancias paradas el balanceador responde `503` y la alarma `pagos-sin-destinos` salta (prueba pedida)', '- `terraform plan` → No changes.']),
      ok('Added the monthly report endpoint.', ['- `curl -i localhost:3000/reports/monthly?month=oops` → `HTTP/1.1 400 Bad Request` (validation)', '- `npm test` — Tests: 14 passed, 14 total']),
      ok('Corrigido o erro 500 no upload de anexos maiores que 10 MB; arquivos acima de 25 MB recebem 413 com mensagem clara.', ['- `pytest chamados/anexos -q` → `12 passed, 0 failed`', '- Em homologação: anexo de 24 MB → 201; anexo de 26 MB → 413 com a mensagem acima']),
      ok('Conflicting project names are refused.', ['- `curl -si -X POST /v1/projects -d @dup.json` → `HTTP/1.1 409 Conflict`', '- `npm test` — Tests: 12 passed, 12 total'], {deliverables: ['- api/src/routes/projects.ts — maps `ConflictError` to 409 with a problem+json body']}),
      ok('Cleaned up the rolled-out flag and archived it in LaunchDarkly.', ['- Archive call:', '  ```', '  $ curl -s -X PATCH https://app.launchdarkly.com/api/v2/flags/web/new-pdp-layout -d \'[{"op":"replace","path":"/archived","value":true}]\'', '  {"key":"new-pdp-layout","archived":true}', '  ```']),
      ok('Restricted flag archiving to writers: a reader token is now refused.', ['- With a reader token: `{"code":"forbidden","message":"Access to the requested resource was denied"}`, as intended; with a writer token the flag is archived']),
      ok('Added the outbox relay for the orders service.', ['- Relay run against local NATS: 500 orders created, 0 duplicates (`nats sub order.created | wc -l` → 500)']),
      ok('Added the audit log of failed logins.', ['- `grep -c "login failed" /var/log/auth.log` → `403`, the same as the audit table']),
      ok('Adicionei o endpoint de health check com verificação do banco e do Redis, retornando 503 quando alguma dependência falha.', ['- `curl -i localhost:8080/readyz` com Redis parado → `HTTP/1.1 503 Service Unavailable`']),
      ok('Added the readiness endpoint; it returns 503 when the database is down.', ['- `curl -i localhost:8080/readyz` with the database stopped → `HTTP/1.1 503 Service Unavailable`']),
      ok('Fixed the 9 broken links that made the Sphinx linkcheck job fail.', ['- After: `make -C docs linkcheck` → `build succeeded.`', '- The ignored GitHub compare URLs return 429 to the checker intermittently but open in a browser.'], {deliverables: ['- docs/conf.py — `linkcheck_ignore` for the rate-limited compare URLs', '- docs/guide/auth.rst — links moved to /reference/'], files: ['docs/conf.py', 'docs/guide/auth.rst']}),
      ok('Added a central error-handling middleware that maps domain errors to problem responses; database failures now return 503 instead of leaking stack traces.', ['- `npx jest test/middleware` — Tests: 5 passed, 5 total']),
      ok('Deployed the service.', ['- `curl -i https://staging.example.com/health` — 200 OK']),
      ok('Unknown ids now answer 404.', ['- `curl -i /api/items/999` — 404 Not Found, as expected']),
      ok('Standardised the API error responses to problem+json.', ['- `curl -s -X POST /api/projects -d \'{}\'` returns `"status": 400, "title": "Missing parameter"`']),
      {summary: '为注册接口补充了输入校验，非法输入现在返回 422 和字段级错误信息。'},
      ok('退费接口增加了签名校验：签名不匹配时返回 4012 并拒绝退费。', ['- 篡改签名后调用退费接口 → `{"code":4012,"msg":"签名校验失败"}`，符合预期', '- 正确签名 → `{"code":0,"msg":"success"}`']),
      ok('Moved the refund client to v3 signing.', ['- Before the fix the sandbox answered `{"code":4012,"msg":"signature verification failed"}`; after it, `{"code":0,"msg":"success"}`']),
      ok('为上传接口增加限流：超过每分钟 60 次的请求返回 429 错误，并附 Retry-After 头；测试全部通过。', ['- `hey -n 200 -c 10 http://localhost:8080/upload` — 60 个 201，140 个 429，符合预期']),
      ok('Added rate limiting to the upload endpoint: past 60 requests a minute a client gets 429 Too Many Requests with Retry-After.', ['- `curl -i localhost:8080/upload` on the 61st request → `HTTP/1.1 429 Too Many Requests`']),
      ok('Added request validation to the signup endpoint.', ['- `curl -X POST /signup`: a valid payload → 201, an invalid email → 422 Unprocessable Entity']),
      ok('Corrected the install docs.', ['- Commands re-run: `nix develop -c pytest -q` → 412 passed, 6 skipped']),
      ok('Die toten Links in der Anleitung sind repariert.', ['- Linkprüfung vor der Änderung (laut Ticket):', '  ```', '  [✖] guide.md#setup → Status: 404', '  ```', '- Nach der Änderung: `npx markdown-link-check docs/guide.md` — 21 links checked, Exit-Code 0']),
      ok('Added the audit export command.', ['- `auditctl export --since 2026-11-20 --until 2026-11-21 | wc -l` → 402 events, matching the SQL count for that day']),
      ok('Sammelte die Tickets der Woche.', ['- Export: `tickets export --week 47` → 404 Einträge']),
      ok('Exportación CSV del informe de ventas.', ['- Prueba manual:', '  ```', '  GET /reports/sales.csv returns 403 for users without the reports role', '  ```']),
      ok('Root-caused the checkout outage from the logs; write-up delivered.', ['- `kubectl logs deploy/checkout`:', '  ```', '  2026-11-25T02:10:03Z ERROR checkout.api: POST /orders failed: 503 Service Unavailable (db_unavailable)', '  ```'], {deliverables: ['- docs/incidents/checkout-outage.md — timeline and root cause'], files: ['docs/incidents/checkout-outage.md']}),
      ok('Analisei os logs do checkout e identifiquei a causa dos picos de HTTP 502: timeout do gateway de pagamento.', ['- `kubectl logs deploy/checkout --since=24h | grep -c "upstream timed out"` → `1284`'], {files: ['docs/incidente-502.md']}),
      ok('Added retries with backoff to the order sync; failed batches go to a dead-letter table.', ['- Full sync on staging with fault injection (the upstream mock answers 503 for 10% of requests):', '  ```', '  batches_total=420 succeeded=420 retried=44 dead_lettered=0', '  ```']),
      ok('为订单同步作业增加了失败重试。', ['- 在 staging 上用故障注入（上游 mock 对 10% 请求返回 503）跑了一次完整同步：', '  ```', '  batches_total=420 succeeded=420 retried=44', '  ```']),
      ok('Pushed the docs build; the publish step returned 403 at first, fixed the bucket policy and it now succeeds.', ['- `aws s3 sync build s3://docs-prod-site --delete` — 412 files uploaded'], {files: ['infra/docs-bucket.tf']}),
      ok('Restricted the docs bucket to the publish role.', ['- With the reader role, `aws s3 cp index.html s3://docs-prod-site/` → `An error occurred (AccessDenied) when calling the PutObject operation: Access Denied`, as intended', '- With the publish role the upload succeeds'], {files: ['infra/docs-bucket.tf']})
    ]
  }),
  outputSignal('evidence-fail-line', 'fail-line', 'PARTIAL', 'A line of a report of checks is marked failed (`❌ test_logout`, `lint: FAIL`).', {
    fires: [ok('Set up PyPI trusted publishing and released 0.9.2.', ['- Release workflow run 7714, the publish step:', '  ```', '  Trusted publishing exchange failure:', '  Token request failed: the server refused the request for the following reasons:', '  * `invalid-publisher`: valid token, but no corresponding publisher', '  ```']), ok('Added the logout flow.', ['- ❌ test_logout']), ok('Corregí el prorrateo de febrero.', ['- `go test ./billing/...` → `--- FAIL: TestProrate`', '- `go test ./api/...` → `ok  example.com/api 0.2s`']), ok('Published tinyparse 0.6.0 and tinyparse-derive 0.6.0 to crates.io.', ['- `cargo publish -p tinyparse`:', '  ```', '  error: failed to prepare local package for uploading', '  ```', '- That error is the index not having caught up yet; it usually resolves in a minute.']), ok('Added the e2e suite.', ['- `npm run e2e` — FAILED']),
      {summary: '항공권 예약 흐름에 좌석 선택 단계를 추가했습니다.', evidence: ['- `npx playwright test` 결과:', '', '| 시나리오 | 브라우저 | 결과 |', '|---|---|---|', '| 편도 | chromium | ✅ passed (6.1s) |', '| 왕복 + 유아 | webkit | ❌ failed — 유아 동반 시 버튼이 비활성 상태로 남아 타임아웃 |']},
      ok('Prepared the package for CRAN resubmission; `R CMD check --as-cran` is clean.', ['- `devtools::check(args = "--as-cran")`', '  ```', '  ❯ checking Rd cross-references ... WARNING', '    Missing link or links in Rd file \'gauge_summary.Rd\'', '  0 errors ✔ | 1 warning ✖ | 0 notes ✔', '  ```']),
      ok('Split the agent docs into topic files and repaired the inbound links.', ['- `lychee --offline docs/`:', '  ```', '  🔍 41 Total ✅ 35 OK 🚫 6 Errors', '  ```']),
      ok('Re-ran the analysis stack; the target artifacts were regenerated byte for byte.', ['- SHA256 comparison against baseline:', '  ```', '  table1.csv          OK', '  forest_plot.png     MISMATCH (baseline 9f1c…e2, new 41aa…07)', '  ```']),
      ok('Added the concurrency guard with a fixture suite.', ['- Fixture suite:', '  ```', '  [ok]   02 reset --hard, lock held by sess_B  -> deny', '  [FAIL] 47 commit --amend, other writer, dirty index  expected=deny got=allow', '  ```']), ok('Added the notation macros to the preamble.', ['- `latexmk -pdf main.tex`', '  ```', '  LaTeX Warning: There were undefined references.  (last pass)', '  ```']),
      ok('Prepared the CloudFront change for the assets bucket.', ['- `checkov -d infra/cdn`: `Passed checks: 27, Failed checks: 1, Skipped checks: 0`; re-run: `Passed checks: 27, Failed checks: 1, Skipped checks: 0`.']),
      ok('CI 파이프라인을 통합했습니다.', ['- 작업 결과:', '  | job | 결과 | 소요 시간 |', '  |---|---|---|', '  | build | ✅ success | 2m |', '  | deploy | ❌ failure | 1m |']),
      ok('Published `acme-auth` 2.3.0 to the internal gem server.', ['- `gem push acme-auth-2.3.0.gem`:', '  ```', '  Pushing gem to https://gems.acme.internal...', '  Repushing of gem versions is not allowed.', '  ```', '- `gem list acme-auth --remote` — `acme-auth (2.3.0)`']),
      ok('已移除 Frame.lean 中的 sorry，lake build 通过。', ['- `lake build Cslib`:', '  ```', "  warning: ././Cslib/Logics/Temporal/Chronicle/Frame.lean:58:8: declaration uses 'sorry'", '  Build completed successfully.', '  ```']),
      ok('Shipped the install wizard with --check, --dry-run and --yes.', ['- `./install.sh --yes` on the test host, after installing:', '  ```', '  [core]    git ✓  curl ✓', '  [editor]  zed ✗ MISSING', '  ```']),
      ok('Fixed the compactness proof.', ['- `compactness` depends on axioms: [propext, sorryAx]'], {deliverables: ['- Theories/Compactness.lean — proof'], files: ['Theories/Compactness.lean'], limitations: ['Research only for phase 2; the plan is unchanged.']}),
      ok('Backfilled `events_daily` for the first week of October.', ['- `airflow dags list-runs -d events_daily`:', '  ```', '  dag_id       | run_id                              | state   | execution_date', '  =============+=====================================+=========+===========================', '  events_daily | backfill__2026-10-02T00:00:00+00:00 | success | 2026-10-02T00:00:00+00:00', '  events_daily | backfill__2026-10-01T00:00:00+00:00 | failed  | 2026-10-01T00:00:00+00:00', '  ```']),
      ok('Migrated the ledger table to Postgres and reconciled it.', ['- `psql -f reconcile.sql`:', '  ```', '   posted_month | src_rows | dst_rows | row_diff', '  --------------+----------+----------+----------', '   2026-08      |   203377 |   203377 |        0', '   2026-09      |   201964 |   201731 |      233', '  (2 rows)', '  ```']),
      ok('已将订单明细迁移到 Iceberg 并完成对账。', ['- 对账结果：', '', '  | dt | hive 行数 | iceberg 行数 | 差异 |', '  |---|---|---|---|', '  | 2026-11-02 | 3,187,550 | 3,187,550 | 0 |', '  | 2026-11-03 | 3,311,902 | 3,298,417 | 13,485 |']),
      ok('Moved the zone records to the new DNS provider and checked resolution against its name servers.', ['- `dig @ns1.newdns.example hooks.example.io CNAME` — `status: NXDOMAIN`']),
      ok('Upgraded the node groups of the cluster to 1.30.', ['- `aws eks describe-update` for node group `workers-b` — `"Failed"` (`PodEvictionFailure: Reached max retries while trying to evict pods`)']),
      ok('Renewed the API certificate and installed it on the load balancer.', ['- `openssl s_client -connect api.example.com:443 -verify_return_error </dev/null`:', '  ```', '  verify error:num=20:unable to get local issuer certificate', '  Verify return code: 21 (unable to verify the first certificate)', '  ```']),
      ok('Built 4.12.0 (318) with fastlane and uploaded it to App Store Connect for review.', ['- `bundle exec fastlane ios release` — `Successfully uploaded package to App Store Connect.`'], {limitations: ['Apple then mailed "ITMS-90683: Missing purpose string in Info.plist" and build 318 shows as "Invalid Binary"; it has to be uploaded again.']}),
      ok('Migration des boutons vers les nouveaux tokens, sans régression visuelle.', ['- Build Percy #1287 : 64 snapshots, 9 avec différences — 4 attendues (stories Button), 5 sur `Checkout/PaymentStep` et `Header/Default` ; build non approuvé.']),
      ok('Internationalised the orders admin panel with ICU messages and plurals.', ['- `scripts/find-untranslated.mjs apps/admin/src/orders`:', '  ```', '  apps/admin/src/orders/OrdersTable.tsx:141     "Export CSV"', '  ... (14 hardcoded strings in 6 files)', '  ```']),
      ok('Extracted the onboarding strings and translated them for every planned locale.', ['- `node scripts/check-locales.mjs onboarding`:', '  ```', '  locale   keys   missing', '  fr       34     0', '  ko       0      34   (file not created)', '  ```']),
      ok('Proved modal coherence for the saturated bundle.', ['- `lake build` → Build completed successfully.', '- `grep -n sorry Theories/Bimodal/Metalogic/Bundle/ModalCoherence.lean`:', '  ```', '  41:theorem modal_forward ... := by sorry', '  77:theorem modal_backward ... := by sorry', '  ```']),
      ok('Resolved the npm audit findings of the api-gateway service.', ['- `npm audit --omit=dev` before / after:', '', '| severity | before | after |', '|---|---|---|', '| critical | 1 | 0 |', '| high | 4 | 1 |']),
      ok('已将 OrderStatus 枚举重构为独立文件，并重新生成代码。', ['- `buf breaking --against \'.git#branch=main\'`：', '  ```', '  proto/orders/v1/order_status.proto:8:3:Enum value "3" on enum "OrderStatus" changed name from "ORDER_STATUS_CANCELED" to "ORDER_STATUS_CANCELLED".', '  ```']),
      ok('Fixed the N+1 on the dashboard query with a batched loader; it now runs in 3 SQL queries.', ['- `bundle exec rspec spec/graphql` — 46 examples, 0 failures', '- Bullet gem: `USE eager loading detected Task => [:assignee]`']),
      ok('Removed the N+1 of the orders list with `select_related`.', ['- `pytest tests/orders -q`:', '  ```', '  E   Failed: Expected to perform 3 queries but 41 were done', '  ```']),
      ok('Eager-loaded the customer of each order in the API resource.', ['- `php artisan test` — Tests: 12 passed', '- Log: `Attempted to lazy load [customer] on model [App\\Models\\Order] but lazy loading is disabled.`']),
      ok('Fixed the WCAG 2.2 AA issues of the settings pages.', ['- `npx @axe-core/cli http://localhost:5173/settings`:', '  ```', '  Violation of "color-contrast" with 3 occurrences!', '  3 Accessibility issues detected.', '  ```'], {files: ['src/pages/settings/Profile.tsx']}),
      ok("Rédaction de l'accord de traitement des données pour le client, prêt pour relecture.", ['- Extrait de `legal/dpa/client-dpa.md` :', '  ```', '  [À COMPLÉTER : liste des sous-traitants ultérieurs]', '  ```'], {deliverables: ['- legal/dpa/client-dpa.md — accord complet'], files: ['legal/dpa/client-dpa.md']}),
      ok('Migrated the orders handlers to the async router and verified each endpoint against the contract suite.', ['- Contract suite against a local instance:', '', '  | Endpoint | Method | Contract result |', '  |---|---|---|', '  | /orders | GET | pass |', '  | /orders/:id/refunds | POST | fail (500) |'], {files: ['services/orders/routes/orders.ts']}),
      ok('Die Bestell-Handler auf den asynchronen Router umgestellt.', ['- Vertragstests:', '', '  | Endpunkt | Ergebnis |', '  |---|---|', '  | /bestellungen | bestanden |', '  | /bestellungen/:id/erstattungen | fehlgeschlagen (500) |'], {files: ['services/orders/routes/orders.ts']}),
      ok('Stromaufnahme im Standby optimiert; alle Grenzwerte des Lastenhefts sind eingehalten.', ['- Messung am Prüfstand:', '', '  | Prüfpunkt | Grenzwert | gemessen | Ergebnis |', '  |---|---|---|---|', '  | Betrieb | 120 mA | 96 mA | erfüllt |', '  | Standby | 50 µA | 72 µA | nicht erfüllt |']),
      ok('Ajustado el control de temperatura del horno; cumple la especificación del cliente.', ['- Ensayo de aceptación:', '', '| requisito | medido | resultado |', '|---|---|---|', '| REQ-12 rampa | 4,1 °C/min | cumple |', '| REQ-14 sobreoscilación | 3,2 °C | no cumple |']),
      ok('优化了电池包散热，满足全部温升要求。', ['- 温升试验：', '', '| 测点 | 限值 | 实测 | 结果 |', '|---|---|---|---|', '| 电芯 A | 15 K | 11 K | 合格 |', '| 电芯 D | 15 K | 17 K | 不合格 |']),
      ok('Campagne de démarrage à froid terminée sur le banc moteur.', ['- Résultats :', '', '| cas | durée | verdict |', '|---|---|---|', '| -20 °C | 1,8 s | OK |', '| -40 °C | 6,4 s | KO |']),
      ok('Reindexed the product catalogue into Elasticsearch.', ['- `bin/reindex --index products`:', '  ```', '  [reindex] products  total=48210 indexed=48180 failed=30', '  ```']),
      ok('Sincronização dos pedidos com o ERP concluída.', ['- Log do job:', '  ```', '  [sync] lidos=1200 enviados=1188 rejected=12', '  ```']),
      ok('Invio delle notifiche push della campagna completato.', ['- `node scripts/push.js --campaign nov`:', '  ```', '  push: sent=9800 errors=200 (InvalidRegistration)', '  ```']),
      ok('사용자 데이터 이관을 완료했습니다.', ['- 이관 로그:', '  ```', '  migrate users: copied=5120 skipped=0 failed=4', '  ```']),
      ok('Linked every hazard requirement of the infusion pump to its verification tests.', ['- `python tools/trace.py reqs/hazards.reqif trace.csv`:', '  ```', '  requirements : 120', '  linked       : 118', '  RESULT       : NOT MET', '  ```']),
      ok('Lizenzprüfung der Abhängigkeiten durchgeführt; alles ist konform.', ['- `license-audit --policy corp.yml`:', '  ```', '  Overall verdict: NON-COMPLIANT (2 GPL-3.0 packages)', '  ```']),
      ok('租户数据已迁移到 Postgres。', ['- 逐表校验结果：', '', '| 表 | MySQL 行数 | Postgres 行数 | 校验 |', '|---|---:|---:|---|', '| users | 3,212 | 3,212 | ✅ |', '| order_items | 1,204,377 | 1,187,020 | ❌ |']),
    ],
    quiet: [
      ok('Stopped the runaway backfill run as asked by marking it failed, so the rollup sensor does not fire on partial data.', ['- Run state afterwards:', '', '  | dag_id | run_id | state |', '  |---|---|---|', '  | events_backfill | backfill__2025-03-10 | failed |']),
      ok('Stromaufnahme im Standby optimiert; alle Grenzwerte des Lastenhefts sind eingehalten.', ['- Messung am Prüfstand:', '', '  | Prüfpunkt | Grenzwert | gemessen | Ergebnis |', '  |---|---|---|---|', '  | Betrieb | 120 mA | 96 mA | erfüllt |', '  | Standby | 50 µA | 41 µA | erfüllt |']),
      ok('Moved frame 0x3A1 to the 5 ms task; every cyclic frame now meets its jitter limit.', ['- Before the change:', '', '  | frame | max jitter allowed | measured | result |', '  |---|---|---|---|', '  | 0x3A1 | 0.5 ms | 2.6 ms | NOK |', '', '- After: all four frames OK on the 600 s HIL run (0x3A1 at 0.31 ms).']),
      ok('Reindexed the product catalogue into Elasticsearch.', ['- `bin/reindex --index products`:', '  ```', '  [reindex] products  total=48210 indexed=48210 failed=0', '  ```']),
      ok('Ran the erasure job for the November queue.', ['- Run log:', '  ```', '  [erasure] postgres.customers  deleted=318  not_found=0  errors=0', '  ```']),
      ok('Raised the tolerated error budget of the importer, as the ticket asked.', ['- `importer --max-errors=5 --dry-run` → `checked=400 errors=0`']),
      ok('Linked every hazard requirement of the infusion pump to its verification tests.', ['- `python tools/trace.py reqs/hazards.reqif trace.csv`:', '  ```', '  requirements : 120', '  linked       : 120', '  RESULT       : MET', '  ```']),
      ok('Corregí el prorrateo de febrero.', ['- En main: `go test ./billing/...` → `--- FAIL: TestProrate`', '- En la rama: `go test ./billing/...` → `ok  example.com/billing 0.4s`']),
      ok('Published tinyparse 0.6.0 and tinyparse-derive 0.6.0 to crates.io.', ['- `cargo publish -p tinyparse`:', '  ```', '  error: failed to prepare local package for uploading', '  ```', '- That error was the index lagging behind the derive crate; re-ran a minute later: `Uploaded tinyparse v0.6.0 to registry crates-io`']),
      ok('Set up PyPI trusted publishing and released 0.9.2.', ['- The first attempt stopped with `Trusted publishing exchange failure` (`invalid-publisher`); after the owner registered the publisher, the rerun uploaded both files:', '  ```', '  Uploading quicklog-0.9.2-py3-none-any.whl', '  ```']),
      ok('Split the agent docs into topic files and repaired the inbound links.', ['- `lychee --offline docs/`:', '  ```', '  🔍 41 Total ✅ 41 OK 🚫 0 Errors', '  ```']),
      ok('Re-ran the analysis stack; the target artifacts were regenerated byte for byte.', ['- SHA256 comparison against baseline:', '  ```', '  table1.csv          OK', '  forest_plot.png     OK', '  ```']),
      ok('Pinned ggplot2 so the figures reproduce byte for byte.', ['- Baseline run, before pinning:', '  ```', '  forest_plot.png     MISMATCH (baseline 9f1c…e2, new 41aa…07)', '  ```', '- After pinning, SHA256 comparison against baseline:', '  ```', '  forest_plot.png     OK', '  ```']),
      ok('Split the agent docs into topic files and repaired the inbound links.', ['- `lychee --offline docs/`, before repairing the links: `🔍 41 Total ✅ 35 OK 🚫 6 Errors`; after: `🔍 41 Total ✅ 41 OK 🚫 0 Errors`']),
      ok('Resolved the npm audit findings of the api-gateway service.', ['- `npm audit --omit=dev` before / after:', '', '| severity | before | after |', '|---|---|---|', '| critical | 1 | 0 |', '| high | 4 | 0 |', '| moderate | 3 | 2 |']),
      ok('Moved the OrderStatus enum into its own file; the wire format is unchanged.', ['- `buf breaking --against \'.git#branch=main\'` — no output', '- Before keeping the old name, the check printed `orders.proto:8:3:Enum value "3" changed name`; the name is now kept.']),
      ok('Released v2 of the orders API; the breaking changes are the ones the ticket asked for.', ['- `buf breaking --against \'.git#branch=main\'` lists them, as expected:', '  ```', '  proto/orders/v2/orders.proto:1:1:Previously present enum "Order.Status" was deleted from file.', '  ```']),
      ok('Fixed the N+1 on the dashboard query with a batched loader; it now runs in 3 SQL queries.', ['- `bundle exec rspec spec/graphql` — 46 examples, 0 failures', '- Bullet, with `Bullet.raise = true` in the spec run: no N+1 queries detected']),
      ok('Removed the N+1 of the orders list with `select_related`.', ['- Before the fix, nplusone logged `Potential n+1 query detected on Order.customer`', '- After: `pytest tests/orders -q` → 14 passed, `django_assert_num_queries(3)` holds']),
      ok('Migration des boutons vers les nouveaux tokens, sans régression visuelle.', ['- Build Percy #1288 : 64 snapshots, 4 avec différences, toutes attendues (stories Button) ; build approuvé.']),
      ok('Internationalised the orders admin panel with ICU messages and plurals.', ['- `scripts/find-untranslated.mjs apps/admin/src/orders` — (0 hardcoded strings in 6 files)'], {deliverables: ['- apps/admin/src/orders/OrdersTable.tsx — 14 hardcoded strings replaced by `intl.formatMessage`'], files: ['apps/admin/src/orders/OrdersTable.tsx']}),
      ok('Added the location purpose string and uploaded build 319 to App Store Connect for review.', ['- Build 318 had been refused with "ITMS-90683: Missing purpose string in Info.plist"; fixed by adding `NSLocationWhenInUseUsageDescription`', '- `bundle exec fastlane ios release` — build 319 uploaded, now "Ready to Submit"']),
      ok('Fixed the flaky reservation test.', ['- 200 runs after the fix:', '  ```', "  $ for i in $(seq 200); do ./gradlew test -q || echo FAIL; done | grep -c FAIL", '  0', '  ```']),
      ok('已移除 Frame.lean 中的 sorry，lake build 无警告通过。', ['- 修改前:', '  ```', "  warning: ././Cslib/Logics/Temporal/Chronicle/Frame.lean:58:8: declaration uses 'sorry'", '  ```', '- 修改后 `lake build Cslib`:', '  ```', '  Build completed successfully.', '  ```']),
      ok('Extracted the onboarding strings and translated them for every planned locale.', ['- `node scripts/check-locales.mjs onboarding`:', '  ```', '  locale   keys   missing', '  fr       34     0', '  ko       34     0    (file created)', '  ```']),
      ok('Added the logout flow.', ['- ✅ test_logout', '- ✅ test_login']),
      ok('Added the concurrency guard with a fixture suite.', ['- `run-guard-fixtures.sh --self-test` prints `[FAIL] 99 broken fixture` for its planted fixture, as expected; the 72 real cases pass']),
      ok('Added failover.', ['- Failover tested by stopping the primary']),
      ok('Backfilled `events_daily` for the first week of October.', ['- `airflow dags list-runs -d events_daily`:', '  ```', '  dag_id       | run_id                              | state   | execution_date', '  =============+=====================================+=========+===========================', '  events_daily | backfill__2026-10-02T00:00:00+00:00 | success | 2026-10-02T00:00:00+00:00', '  events_daily | backfill__2026-10-01T00:00:00+00:00 | success | 2026-10-01T00:00:00+00:00', '  ```']),
      ok('Migrated the ledger table to Postgres and reconciled it.', ['- `psql -f reconcile.sql`:', '  ```', '   posted_month | src_rows | dst_rows | row_diff | amount_diff', '  --------------+----------+----------+----------+-------------', '   2026-08      |   203377 |   203377 |        0 |        0.00', '   2026-09      |   201964 |   201964 |        0 |        0.00', '  (2 rows)', '  ```']),
      ok('已将订单明细迁移到 Iceberg 并完成对账。', ['- 对账结果：', '', '  | dt | hive 行数 | iceberg 行数 | 差异 |', '  |---|---|---|---|', '  | 2026-11-02 | 3,187,550 | 3,187,550 | 0 |', '  | 2026-11-03 | 3,311,902 | 3,311,902 | 0 |']),
      ok('Cut the checkout page load time.', ['- Lighthouse, three runs each:', '', '  | metric | before | after | diff |', '  |---|---|---|---|', '  | LCP | 3.9 s | 2.1 s | -46% |', '  | TBT | 610 ms | 180 ms | -430 ms |']),
      ok('Removed the retired legacy.example.io records from the zone.', ['- `dig @ns1.newdns.example legacy.example.io A` — `status: NXDOMAIN`, as expected after the removal']),
      ok('Upgraded the node groups of the cluster to 1.30.', ['- The first update of `workers-b` stopped with `PodEvictionFailure` (a PodDisruptionBudget of 0); fixed the budget and re-ran it', '- `aws eks describe-update` — `"Successful"`; `kubectl get nodes` lists every node on v1.30.4']),
      ok('Renewed the API certificate with its full chain and installed it on the load balancer.', ['- `openssl s_client -connect api.example.com:443 -verify_return_error </dev/null`:', '  ```', '  depth=1 C = US, O = Let\'s Encrypt, CN = R11', '  verify return:1', '  Verify return code: 0 (ok)', '  ```']),
      ok('Added the certificate expiry check to the monitoring job.', ['- The job flags `Verify return code: 10 (certificate has expired)` on the expired test host, as expected; the 14 live hosts pass']),
      ok('Fixed the data race in the session tracker.', ['- `go test -race ./...` → all packages `ok`, 0 FAIL']),
      ok('Обновил зависимости, закрыв уязвимости high и critical.', ['- До обновления: `npm audit` → `11 vulnerabilities (2 low, 5 moderate, 3 high, 1 critical)`', '- После: `npm audit --omit=dev` → `found 0 vulnerabilities`']),
      ok('Moved the gateway image to distroless.', ['- Before (`trivy image acme/gateway:1.14.2`):', '  ```', '  Total: 7 (HIGH: 5, CRITICAL: 2)', '  ```', '- After: `Total: 0 (HIGH: 0, CRITICAL: 0)`']),
      ok('Deployed staging.', ['- pipeline #48213 — build ✓, deploy ✗ (403)', '- pipeline #48219 — build ✓, deploy ✓']),
      ok('Adicionei block/rescue ao deploy para fazer rollback quando a migração falha.', ['- Execução com falha provocada (variável só de teste) para exercitar o rescue:', '  ```', '  fatal: [app01]: FAILED! => {"rc": 1, "stderr": "forced failure"}', '  app01 : ok=15 changed=3 unreachable=0 failed=0 rescued=1', '  ```']),
      ok('Added an image scan that fails the PR on any HIGH or CRITICAL finding.', ['- Checked by pointing it at the old image tag once: job FAILED with `Total: 4 (HIGH: 3, CRITICAL: 1)`. Against the new image the job passes.']),
      ok('Research complete: the README wrongly claims the proofs are sorry-free.', ['- `#print axioms weak_completeness` lists `sorryAx`, so the README claim is false'], {files: ['reports/research-001.md']}),
      ok('Added the notation macros to the preamble.', ['- `latexmk -pdf main.tex`', '  ```', '  LaTeX Warning: There were undefined references.  (first pass)', '  Latexmk: All targets (main.pdf) are up-to-date', '  ```']),
      ok('Triaged the flaky integration job and fixed its port collision; 20 consecutive green runs.', ['- The failure being investigated, quoted in the write-up:', '  ```', '  FAILED tests/integration/test_order_events.py::test_order_created_is_published', '  ```', '- After the fix: 20/20 reruns succeeded'], {files: ['docs/ci/flake.md', '.github/workflows/integration.yml']}),
      ok('Prepared the CloudFront change for the assets bucket.', ['- `checkov -d infra/cdn`: `Passed checks: 27, Failed checks: 1, Skipped checks: 0`; the failed check is out of scope per the brief, so I added a skip comment with its reason; re-run: `Passed checks: 27, Failed checks: 0, Skipped checks: 1`.']),
      ok('Published `acme-auth` 2.3.1 to the internal gem server.', ['- Before the version bump, `gem push acme-auth-2.3.0.gem` was refused:', '  ```', '  Repushing of gem versions is not allowed.', '  ```', '- After bumping to 2.3.1:', '  ```', '  Successfully registered gem: acme-auth (2.3.1)', '  ```']),
      ok('Shipped the install wizard with --check, --dry-run and --yes.', ['- `--check` is meant to report what is missing without installing; on the test host it printed:', '  ```', '  [core]    git ✓  curl ✓', '  [editor]  zed ✗ MISSING', '  ```']),
      ok('已完成对实施计划可行性的评估：第 1 阶段的前提不成立。', ['- 依赖追踪：`compactness` depends on axioms: [propext, sorryAx]'], {deliverables: ['- specs/812/reports/research-002.md — 评估报告'], files: ['specs/812/reports/research-002.md'], limitations: ['本任务只做研究，计划文件本身未修改。']}),
      ok('Proved modal coherence for the saturated bundle.', ['- `lake build` → Build completed successfully.', '- `grep -n sorry Theories/Bimodal/Metalogic/Bundle/ModalCoherence.lean` → no output']),
      ok('Removed the last sorry of the modal coherence proofs.', ['- Lines changed in ModalCoherence.lean:', '  ```', '  41:-- was := by sorry, now a term proof', '  41:theorem modal_forward : P := fun h => h.elim', '  ```', '- `lake build` → Build completed successfully.']),
      ok('Fixed the WCAG 2.2 AA issues of the settings pages.', ['- `npx @axe-core/cli http://localhost:5173/settings`:', '  ```', '  0 violations found!', '  ```'], {files: ['src/pages/settings/Profile.tsx']}),
      ok('Completed the accessibility audit of the booking flow; the report lists 17 violations by severity with fixes.', ['- `pa11y-ci --standard WCAG2AA`:', '  ```', '   > http://localhost:3000/book/date - 6 errors', '  ```'], {deliverables: ['- docs/accessibility/booking-audit.md — findings by page and severity, with fixes'], files: ['docs/accessibility/booking-audit.md']}),
      ok('Drafted the reusable DPA template with fill-in fields for each client, as requested.', ['- Excerpt of `legal/dpa/template.md`:', '  ```', '  [À COMPLÉTER : nom du client]', '  ```'], {deliverables: ['- legal/dpa/template.md — template'], files: ['legal/dpa/template.md']}),
      ok('Rédaction du DPA : les 8 clauses sont complètes.', ['- `grep -c "À COMPLÉTER" legal/dpa/*.md` → 0'], {deliverables: ['- legal/dpa/client-dpa.md — accord complet'], files: ['legal/dpa/client-dpa.md']}),
      ok('Migrated the orders handlers to the async router and verified each endpoint against the contract suite.', ['- Contract suite against a local instance:', '', '  | Endpoint | Method | Contract result |', '  |---|---|---|', '  | /orders | GET | pass |', '  | /orders/:id/refunds | POST | pass |'], {files: ['services/orders/routes/orders.ts']}),
      ok('Added the refund-window guard: a refund past 30 days is now refused.', ['- Contract cases:', '', '  | Case | Expected result | Contract result |', '  |---|---|---|', '  | refund at day 10 | pass | pass |', '  | refund at day 45 (must be refused) | fail (422) | fail (422), as expected |'], {files: ['services/orders/routes/refunds.ts']}),
      ok('Prepared the package for CRAN resubmission; `R CMD check --as-cran` shows only the new-submission note.', ['- `devtools::check(args = "--as-cran")`', '  ```', '  ❯ checking CRAN incoming feasibility ... NOTE', '    New submission', '  0 errors ✔ | 0 warnings ✔ | 1 note ✖', '  ```'])
    ]
  }),
  wordSignal('summary-failure', ['failure'], ['summary'], 'PARTIAL', 'The summary says, anywhere and in any language of the vocabulary, that part of the work failed or could not be done (`but I was unable to…`, `the deploy step failed with 403`, `Konnte … nicht erstellen`, `les tests échouent encore`).', {
    fires: [
      {summary: '배포 작업을 추가했지만 오류 메시지 permission denied 와 함께 실패했습니다.'},
      {summary: 'Deploy-Job ergänzt, aber er ist mit der Fehlermeldung permission denied fehlgeschlagen.'},
      {summary: 'Added the /export endpoint, but I was unable to get the integration test to pass.'},
      {summary: 'Done. Note: the deploy step failed with 403.'},
      {summary: 'Konnte die Konfigurationsdatei nicht erstellen.'},
      {summary: 'Endpoint ajouté, mais les tests échouent encore.'},
      {summary: '已添加导出接口，但集成测试仍然失败。'},
      {summary: 'Added the autoread check; this works except when the buffer was opened from the sidebar.'},
      {summary: 'Diagnosed the root cause of the leak; the fix still fails under load.'},
      {summary: 'Phasen 1 und 2 sind vollständig; in Phase 3 bleiben 11 sorries offen.'},
      {summary: 'エントリ単位の TTL を実装しました。ただし、既存の統合テスト `CacheEvictionIT` の 2 件が失敗するようになっています。'},
      {summary: 'Moved the three CloudFront distributions onto the shared cache policy; Note: the apply for `static-assets` failed on the cache-behavior update.'},
    ],
    quiet: [
      {summary: 'Cobertura de testes dos caminhos de falha do checkout ampliada: recusa pelo PSP, timeout e QR expirado.'},
      {summary: 'Extended the tests of the failure paths of checkout: declined card, timeout, expired session.'},
      {summary: 'ログイン失敗回数のカウントとアカウントの一時ロックを実装し、テストはすべて成功しています。'},
      {summary: 'Flutter 앱의 한국어 현지화(ARB)를 추가했습니다. 오류 메시지 문구(네트워크 오류, 결제 실패 등)도 모두 번역했습니다.'},
      {summary: 'Added the German locale; the error message strings (network error, payment failed) are translated too.'},
      {summary: 'Fixed the integration test that was failing on CI; it now passes.'},
      {summary: 'Added a warning when the config fails to load.'},
      {summary: 'Investigated why the deploy failed and fixed the IAM role.'},
      {summary: 'No tests fail after the change.'},
      {summary: 'Handled the `could not connect` error of the client.'},
      {summary: 'Research complete: the report shows the K-distribution step fails for multi-family bundles.'}
    ]
  }),
  wordSignal('evidence-failure-said', ['failure'], ['evidence'], 'PARTIAL', 'An Evidence item says in words that a check failed or could not be run (`two tests in dates.test.ts still failing`, `drei Tests schlagen fehl`).', {
    fires: [
      ok('Triaged the flaky websocket reconnect test; CI is now stable across 20 runs.', ['- Root cause not identified; it looks like a race between the mock server close and the backoff timer.']),
      ok('Added the date helpers.', ['- two tests in `dates.test.ts` still failing, not fixed yet']),
      ok('Generato lo SBOM del progetto.', ['- La parte Python manca: `cyclonedx-py` non era installato e non ho potuto installarlo senza rete.']),
      ok('Released acme-auth 2.3.1 to RubyGems.', ['- `gem push acme-auth-2.3.1.gem` prompted for an OTP code, which I do not have; the gem is built and ready to push.']),
      ok('Added the date helpers.', ['- two tests in `dates.test.ts` still failing (DST boundary)']),
      ok('Rundung ergänzt.', ['- drei Tests in `runden.test.ts` schlagen fehl']),
      ok('Sitzungen migriert.', ['- testweise auf Staging ausgeführt: zwei Tests schlagen fehl']),
      ok('Made the parser lenient.', ['- done by making the tokenizer skip byte order marks; two tests in `parser.test.ts` still failing']),
      ok('Decommissioned the reports stack; the archive bucket was kept.', ['- ECS service still present: `aws ecs describe-services --services reports` shows it ACTIVE'])
    ],
    quiet: [
      ok('Fixed the nightly build.', ['- nightly run 2026-11-25 (before): failed at `npm run build`', '- nightly run 2026-11-26 (after the fix): all jobs passed']),
      ok('Fixed the cart crash when the last item is removed during a price refresh.', ['- The regression test fails on the old code with the same `Index out of range`, and passes with the fix.', '- `xcodebuild test` — Executed 11 tests, with 0 failures']),
      {summary: 'Fixed the crash when the inventory opens after a scene reload.', evidence: ['- New test `OpenInventory_AfterSceneReload_DoesNotThrow` fails on `develop` without the fix (same NullReferenceException) and passes with it.', '- PlayMode tests: 27/27 passed']},
      {summary: '예측형 뒤로 가기 제스처를 지원하도록 바꿨습니다.', evidence: ['- 유닛 테스트 608개 모두 통과, 실패 0.']},
      {summary: 'Fixed the cart crash after process death.', evidence: ['- The new test failed on `main` with the same NPE, which confirmed it reproduces the bug.', '- `./gradlew test` on the branch: 47 tests completed, 0 failed']},
      ok('Added the CSV export to the reports page.', ['- `npm test` — 64 passed', '- Known issue, not from this change: the PDF export still times out on reports over 10k rows (#431).']),
      ok('Fixed the flaky websocket reconnect test; CI is stable across 20 runs.', ['- At first the root cause was not identified; the trace of run 14 then showed the race between the mock server close and the backoff timer, now fixed.']),
      ok('Generato lo SBOM del progetto.', ['- Non ho potuto riprodurre il vecchio errore di `cyclonedx-py`; la parte Python è inclusa (214 componenti).']),
      ok('Released acme-auth 2.3.1 to RubyGems.', ['- `gem push` prompted for an OTP code; entered it from the maintainers’ vault and the push then succeeded: `Successfully registered gem: acme-auth (2.3.1)`']),
      ok('Publiqué la versión 2.1.1 desde el workflow de release.', ['- Un primer intento falló con `Forbidden` porque faltaba el trusted publisher; tras configurarlo, el segundo intento publicó correctamente.']),
      ok('Fixed the DST bug.', ['- the two tests in `dates.test.ts` that were failing now pass']),
      ok('Added the retry.', ['- verified the request is retried when the upstream fails to answer']),
      ok('Fehlerbehandlung ergänzt.', ['- Die Tests mit „scheitert“ im Namen prüfen das gewünschte Fehlverhalten; `0 failed`.']),
      ok('ログ基盤の比較報告書をまとめました。', ['- エラーや取り込み失敗は両方とも 0 件']),
      ok('결제 API 호출에 서킷 브레이커를 추가했습니다.', ['- 503을 연속 응답하게 한 로컬 실행에서 4번째 호출부터 즉시 실패하는 것 확인']),
      {summary: 'Recherche terminée sur la corruption des fichiers .aux : elle vient des compilations interrompues.', evidence: ['- Interruption pendant l’écriture du `.aux` → la compilation suivante échoue avec le même message'], deliverables: ['- specs/483/reports/research-001.md — rapport'], files: ['specs/483/reports/research-001.md']},
      ok('Decommissioned the reports stack; the ECS service and queues are destroyed, and the archive bucket was kept.', ['- Archive bucket still present: `aws s3 ls s3://reports-archive | wc -l` → 18,204 objects, same as before.']),
      ok('下线了 reports 栈，ECS 服务和队列已销毁，归档桶保留。', ['- 归档桶仍然存在：`aws s3 ls s3://reports-archive | wc -l` → 18,204 个对象，与之前相同。'])
    ]
  }, outputIsTheSubject),
  wordSignal('build-broken-said', ['buildBroken'], ['summary', 'evidence', 'table', 'limitation'], 'ERROR', 'The summary, the evidence or a limitation says the build is broken (`the monorepo build is broken until…`, `pnpm -r build — fails in apps/web`): worse than a partial result.', {
    fires: [
      {state: 'PARTIAL', summary: 'Started extracting the billing module; the monorepo build is broken until the imports are updated.', limitations: ['apps/web still imports the old path']},
      {state: 'PARTIAL', summary: 'Moved the first three handlers.', evidence: ['- `pnpm -r build` — fails in apps/web'], limitations: ['two handlers are left']}
    ],
    quiet: [
      {state: 'PARTIAL', summary: 'Moved the first three handlers; the build passes.', limitations: ['two handlers are left']},
      {summary: 'Fixed the build, which failed to compile on Windows.'},
      {state: 'PARTIAL', summary: 'Moved 5 of the 8 services to the new base image; the other 3 are blocked by a native module and are left unchanged.', evidence: ['- `thumbs` attempted and reverted: `npm ci` fails in `node-gyp rebuild`; its Dockerfile is unchanged on the branch'], limitations: ['thumbs still runs on the old image.']}
    ]
  }),
  wordSignal('limitation-says-broken', ['broken', 'failure', 'unsound'], ['limitation'], 'PARTIAL', 'A limitation says the result does not work (`the endpoint returns 500 until migration 0031 is applied`, `login fails on Safari`).', {
    fires: [
      {summary: 'Delivered the MT940 statement importer.', limitations: ['The importer does not work on the real statement files: each is rejected at the first :61: line, so none of them import.']},
      {summary: 'Étape de recalage ajoutée au pipeline.', limitations: ['Le recalage ne fonctionne pas en l’état : les masques ne se superposent plus aux noyaux.']},
      {summary: 'Built the nightly product feed export.', limitations: ['The feed as produced cannot be used yet: the test upload rejected every item.']},
      {summary: 'Added the monthly revenue export.', limitations: ['The amount columns come out as 0.00, so the file does not contain usable revenue figures yet.']},
      {summary: 'Umsatzexport für den Monatsbericht ergänzt.', limitations: ['Die Summen pro Kunde sind noch nicht korrekt.']},
      {summary: '新增了月度收入导出。', limitations: ['导出的金额目前不正确。']},
      {summary: 'Added the language picker to the profile page.', limitations: ['The chosen language is not actually saved: the PATCH request is sent before the form value updates.']},
      {summary: 'Sprachauswahl im Profil ergänzt.', limitations: ['Die gewählte Sprache wird nicht gespeichert; nach dem Neuladen steht sie wieder auf Englisch.']},
      {summary: 'Calcolo della scadenza corretto con il fuso del cliente.', limitations: ["Con il cambio dell'ora legale a Roma la scadenza risulta ancora un giorno in più."]},
      {summary: 'Calcul de l’échéance corrigé selon le fuseau du client.', limitations: ['Au passage à l’heure d’hiver, la date est encore décalée d’un jour.']},
      {summary: '期限の計算をタイムゾーン対応にしました。', limitations: ['夏時間の切り替え日は、まだ1日ずれます。']},
      {summary: 'Localized the checkout.', limitations: ['Switching to German has no visible effect: every string stays English.']},
      {summary: 'Added the login page.', limitations: ['Login fails on Safari.']},
      {summary: 'Added the endpoint.', limitations: ['The endpoint is broken until migration 0031 is applied.']},
      {summary: 'Added a Redis read-through cache for product lookups.', limitations: ['`PRODUCT_CACHE_URL` is not set in production, so the initializer falls back to `:null_store`.']},
      {summary: 'Refatorei a UI do inventário.', limitations: ['Os testes PlayMode não foram executados: o runner travou no carregamento da cena e encerrei depois de 10 minutos.']},
      {summary: 'Added the exporter of the .claude/ directory.', limitations: ['Six files whose names contain spaces are not picked up by the `for f in $(find ...)` loop; the export is usable as is.']},
      {summary: 'Import der Kontakte umgesetzt.', limitations: ['Zeilen mit Semikolon im Namen werden stillschweigend übersprungen.']},
      {summary: 'Wired the app to the remote translation bundles and added the language switcher.', limitations: ["Picking a language doesn't change any strings on device yet; the remote bundle request comes back empty so every screen keeps showing the raw keys."]},
      {summary: 'Seletor de idioma adicionado às configurações.', limitations: ['Trocar o idioma não muda nada: a requisição do pacote remoto volta vazia.']},
      {summary: 'Sprachauswahl in den Einstellungen ergänzt.', limitations: ['Die Auswahl ändert nichts, das Remote-Bundle kommt leer zurück.']},
      {summary: 'Добавлен выбор языка в настройках.', limitations: ['Переключение языка ничего не меняет: бандл приходит пустым.']},
      {summary: 'Ajout de la connexion SSO via OpenID Connect.', limitations: ['La connexion SSO ne fonctionne pas de bout en bout : Keycloak répond `error=invalid_redirect_uri` et l’utilisateur reste bloqué sur la page d’erreur.']},
      {summary: 'PDF エクスポートを追加しました。', limitations: ['PDF 出力は現時点では動作しません。0 バイトのファイルが書き出されます。']},
    ],
    quiet: [
      {summary: 'Fixed the importer crash on empty statement days.', limitations: ['The importer crashed on empty days before; it no longer crashes, and empty days import as zero-movement entries.']},
      {summary: 'Added the monthly revenue export.', limitations: ['Months over 50k rows are not load-tested; the totals are correct for the sampled months.']},
      {summary: 'Added the language picker to the profile page.', limitations: ['The preview language is not persisted by design: it resets when the dialog closes, as the ticket asked.']},
      {summary: 'Sprachauswahl im Profil ergänzt.', limitations: ['Die Vorschau-Sprache wird absichtlich nicht gespeichert.']},
      {summary: 'Calcolo della scadenza corretto con il fuso del cliente.', limitations: ['Il periodo di prova dura un giorno in più per i clienti storici, come richiesto dal marketing.']},
      {summary: 'Corregido el cálculo del vencimiento.', limitations: ['El caso de DST que antes daba un día de más ya está corregido y cubierto por un test.']},
      {summary: 'Added the login page.', limitations: ['Not tested on Safari.']},
      {summary: 'Added the pandas resampler, as asked.', limitations: ['Only the pandas backend was implemented, which is what was asked; a cuDF backend is future work and could not be tested here anyway (no GPU).']},
      {summary: 'Added the retry policy.', limitations: ['Requests that fail after three attempts are dropped, by design.']},
      {summary: 'Added a Redis read-through cache for product lookups.', limitations: ['When Redis is unreachable the cache falls back to the database, by design.']},
      {summary: 'Fixed the PlayMode runner that hung while loading the Bootstrap scene.', limitations: ['PlayMode tests run only on Windows agents.']},
      {summary: 'Adicionei o rescue ao deploy; testado provocando a falha de propósito.', limitations: ['O teste de falha foi feito só em app01 (staging).']},
      {summary: 'Fixed the exporter so files whose names contain spaces are no longer silently dropped.', limitations: ['Symlinks are exported as their targets.']},
      {summary: 'Added the exporter of the .claude/ directory.', limitations: ['Files under .claude/tmp/ are not picked up by the exporter, as the task asked.']},
      {summary: 'Wired the app to the remote translation bundles and added the language switcher.', limitations: ['Picking a language does not change the date format yet; dates follow the device region, as the ticket asked.']},
      {summary: 'Seletor de idioma adicionado às configurações.', limitations: ['Idiomas sem pacote publicado ficam fora do seletor.']}
    ]
  }),
  wordSignal('note-says-undone', ['failure', 'notDone', 'unfinished', 'leftUndone'], ['note'], 'PARTIAL', 'A SUCCESS with prose under Deliverables, a paragraph or a bullet naming no file, that says part of the work failed or was left undone (`The push toggle was left out of this change`, `跨区只读副本这次没顾上写`, `il RemoteMediator non sono riuscito a portarlo a termine`): the writer\'s note on what it delivers, read as a summary\'s sentence is.', {
    fires: [
      {summary: 'Revamped the settings screen in SwiftUI.', deliverables: ['- App/Settings/SettingsView.swift — dark mode and font size', '- The push notification toggle was not implemented; it needs the APNs permission flow first.']},
      {summary: 'Lista ordini paginata in Compose.', deliverables: ['- app/src/main/java/it/mercato/ordini/OrdiniScreen.kt — lista paginata', '', 'Sul fronte cache: il `RemoteMediator` con Room non sono riuscito a portarlo a termine, per cui senza connessione la lista resta vuota.']},
      {summary: '新加坡生产环境的 Terraform 已完成。', deliverables: ['- infra/modules/rds/main.tf — PostgreSQL 主实例', '', '跨区只读副本那块这次没顾上写，模块里还没有对应的资源。']}
    ],
    quiet: [
      {summary: 'Revamped the settings screen in SwiftUI.', deliverables: ['- App/Settings/SettingsView.swift — dark mode and font size', '- The old push toggle, which failed silently before, now asks for the APNs permission.']},
      {summary: 'Lista ordini paginata in Compose.', deliverables: ['- app/src/main/java/it/mercato/ordini/OrdiniScreen.kt — lista paginata', '', 'La cache offline era fuori dal perimetro del ticket.']},
      {summary: 'Added the export endpoint.', deliverables: ['- src/export.ts — the export endpoint', '', 'Uploads that failed before the fix now get a clear 422 and a retry hint.'], files: ['src/export.ts']}
    ]
  }, (input) => input.report.status.state !== 'SUCCESS' || (documentsOnly(input) && saysStudyOnly(input)), {descopedInSentence: true}),
  wordSignal('limitation-says-unfinished', ['notDone', 'unfinished', 'leftUndone'], ['limitation'], 'PARTIAL', 'A SUCCESS whose limitation says part of the work is left undone (`the remaining 6 routes are still on Express; their migration is pending`, `not yet ported`): a partial result.', {
    fires: [
      {summary: 'Added masking policies for the PII columns and attached them via Terraform.', limitations: ['The plan was not applied (no apply credentials), so the masking could not be checked.']},
      {summary: 'Maskierungsrichtlinien per Terraform angehängt.', limitations: ['Der Plan wurde nicht angewendet.']},
      {summary: 'Added the data-quality tests of the orders sources.', limitations: ['The freshness checks are not done yet; I ran out of time.']},
      {summary: 'Migrated the orders API to Fastify.', limitations: ['The remaining 6 routes are still on Express; their migration is pending.']},
      {summary: 'Ported the parsers to the new tokenizer.', limitations: ['The YAML parser is not yet ported.']},
      {summary: 'Added a read-through cache for product lookups to take load off the primary.', limitations: ['No cache is provisioned in production yet, so production lookups still go straight to Postgres.']},
      {summary: 'Implemented the "remember my theme" setting.', limitations: ['The choice lives only in the store; saving it to localStorage was not wired up.']},
      {summary: 'Die ETL-DAGs wurden auf die TaskFlow-API umgestellt.', limitations: ['`reconcile_payments` und `archive_s3` sind noch im alten Stil.']},
      {summary: 'Zugriffs-Logging für die Daten-Buckets in Terraform ergänzt.', limitations: ['`terraform apply` scheiterte an der Bucket-Policy; die Logging-Konfiguration ist daher in prod noch nicht aktiv.']},
      {summary: 'Added access logging to the data buckets.', limitations: ['The apply stopped on the bucket policy, so logging is not yet active in prod.']},
      {summary: 'Estandaricé todas las rutas temporales de los scripts al patrón specs/tmp/.', limitations: ['Quedan algunos casos aislados que se pueden limpiar en una pasada posterior.']},
      {summary: 'Porte da completude densa concluído na parte principal.', limitations: ['As fases 3 a 12 ficam para a próxima execução.']},
      {summary: 'Standardized every temp-file path in the scripts on specs/tmp/.', limitations: ['A few isolated uses remain; they can be cleaned up in a later pass.']},
      {summary: 'Fixed the sidebar toggle.', deliverables: ['- lua/ui/commands.lua — caller renamed'], files: ['lua/ui/commands.lua'], limitations: ['Research only for the compose view; the fix there is not yet ported.']},
      {summary: 'Criei o componente `DatePickerField` acessível, com suporte a teclado e integração com react-hook-form.', limitations: ['O popover de calendário fica para uma próxima iteração.']},
      {summary: 'Built the accessible date picker with keyboard navigation.', limitations: ['The calendar popover is left for the next iteration.']},
      {summary: 'Migrated the billing-api invoice endpoints from Spring MVC controllers to the new Ktor routing module.', limitations: ['The two remaining MVC handlers depend on the PDF renderer bean; left them in place for now.']},
      {summary: 'Rechnungs-Endpunkte von Spring MVC auf Ktor umgestellt.', limitations: ['Die zwei übrigen MVC-Handler hängen am PDF-Renderer; vorerst belassen.']},
      {summary: 'Added the `--format` option with `table`, `json` and `xml`.', limitations: ['The `xml` output is in scope but not implemented yet.']}
    ],
    quiet: [
      {summary: 'Prepared the masking policies as a Terraform plan for the platform team to review.', limitations: ['The plan was not applied, out of scope per the ticket: the platform team applies it.']},
      {summary: 'Added the data-quality tests of the orders sources, two at `severity: warn` as the brief asked.', limitations: ['Adding `return_pending` to the accepted values is for the shop team to confirm; not done here.']},
      {summary: 'Migrated the orders API to Fastify.', limitations: ['Not tested under production load.']},
      {summary: 'Added the export endpoint.', limitations: ['CSV only; other formats were not requested.']},
      {summary: 'Built the pod-loss resilience test the ticket asked for.', limitations: ['Only pod loss is covered; network partition is listed in the doc as a possible follow-up, not done.']},
      {summary: 'Produced the dry-run report legal asked to sign off before any deletion.', limitations: ['The `--execute` run is deliberately not done; it waits for legal sign-off, per the task.']},
      {summary: 'Added a read-through cache for product lookups to take load off the primary.', limitations: ['Writes still go straight to Postgres, by design: the cache is read-through only.']},
      {summary: 'Added the theme picker the ticket asked for; saving the choice is ticket UI-88.', limitations: ['Persisting the choice is not wired up, as agreed: UI-88 covers it.']},
      {summary: 'Die ETL-DAGs wurden auf die TaskFlow-API umgestellt.', limitations: ['Kein DAG ist mehr im alten Stil; `airflow dags test` lief für alle sechs.']},
      {summary: 'Prepared the access-logging change for the data buckets as a plan for review, as the ticket asked.', limitations: ['Logging is deliberately not yet active in prod; the apply waits for the change review, per the task.']},
      {summary: 'Zugriffs-Logging für die Daten-Buckets in Terraform ergänzt und in prod angewendet.', limitations: ['Die Logging-Konfiguration ist in prod aktiv; der alte Bucket ohne Logging ist nicht mehr in Gebrauch.']},
      {summary: 'Estandaricé las rutas temporales de los scripts de .opencode, como pidió la tarea.', limitations: ['Como se acordó, ~/.dotfiles se migra en una pasada posterior (ticket 579).']},
      {summary: 'Portei a Fase 1 da completude densa, o escopo desta tarefa.', limitations: ['Conforme a tarefa, as fases 2 a 12 ficam para a próxima execução.']},
      {summary: 'Removed the last sorry from the truth lemma.', limitations: ['The wider DenseCanonical refactor is out of scope; it is left for the next run by design.']},
      {summary: 'Ursache des Toggle-Fehlers gefunden: commands/ui.lua ruft eine umbenannte Funktion auf.', deliverables: ['- specs/054/reports/research-001.md — Forschungsbericht'], files: ['specs/054/reports/research-001.md'], limitations: ['Reine Recherche; am Code wurde nichts geändert, die Korrektur ist Sache des Implementierungsschritts.']},
      {summary: 'Found why the sidebar toggle fails: the caller still uses the renamed function.', deliverables: ['- specs/054/reports/research-001.md — research report'], files: ['specs/054/reports/research-001.md'], limitations: ['Research only; no code was changed, the fix is not yet ported: it is the implementation step.']},
      {summary: 'Migrated the invoice endpoints the ticket lists from Spring MVC to Ktor; the void and PDF endpoints stay on MVC, as the ticket asked.', limitations: ['As agreed in BILL-88, the two PDF handlers are left in place for now; they move with the renderer.']},
      {summary: 'Replaced the old invoice controllers with the Ktor routes.', limitations: ['The old controllers are no longer left in place for now: all seven are removed.']},
      {summary: 'Criei o campo de data simples pedido no ticket, sem calendário.', limitations: ['Conforme combinado, o popover de calendário fica para uma próxima iteração (ticket UI-214).']},
      {state: 'PARTIAL', summary: 'Built the date field with keyboard entry; the calendar popover is not done.', limitations: ['The calendar popover is left for the next iteration.']},
      {summary: 'Added the `--format` option with `table` and `json`.', limitations: ['The `xml` output was removed from scope by the product owner; not implemented.']},
      {summary: 'Exportación a CSV añadida.', limitations: ['La exportación a PDF fue eliminada del alcance por el cliente; no se implementó.']},
      {summary: 'CSV-Export ergänzt.', limitations: ['Der PDF-Export wurde vom Product Owner gestrichen; nicht umgesetzt.']},
      {summary: 'CSV 出力を追加しました。', limitations: ['PDF 出力はプロダクトオーナーの判断でスコープから外れたため、未実装です。']}
    ]
  }, (input) => input.report.status.state !== 'SUCCESS' || (documentsOnly(input) && saysStudyOnly(input)), {descopedInSentence: true}),
  wordSignal('evidence-says-unfinished', ['notDone', 'leftUndone'], ['evidence'], 'PARTIAL', 'A SUCCESS whose Evidence says in words that part of the work was left undone (`Layers 5-7 were de-prioritized, so their tasks were not created yet`, `Fases 4-6 del plan no se abordaron`, `the agent_servers section is still to be written`): a partial result told where a parent reads checks.', {
    fires: [
      {summary: 'Created the training-harness sub-tasks with their dependencies.', evidence: ['- `jq \'.active_projects | length\' specs/state.json` → `14`', '- Layers 5-7 (GPU-dependent) were de-prioritized, so their tasks were not created yet.']},
      {summary: 'Corregido el orden del ciclo de vida del fichero de estado.', evidence: ['- Prueba con la tarea 017: el estado se escribe antes de delegar.', '- Fases 4-6 del plan (tests y documentación) no se abordaron.']},
      {summary: 'Split the agent docs into topic files.', evidence: ['- `lychee --offline docs/` — no broken links', '- The agent_servers section of settings.md is still to be written.']},
      {summary: 'Die Routen auf Fastify umgestellt.', evidence: ['- `npm test` — 48 passed', '- Die Webhook-Routen sind noch nicht migriert.']}
    ],
    quiet: [
      {summary: 'Created the training-harness sub-tasks of layers 1-4, the scope of this task.', evidence: ['- `jq \'.active_projects | length\' specs/state.json` → `14`', '- Layers 5-7 (GPU-dependent) are out of scope here, as the brief says; their tasks are not created yet, by design.']},
      {summary: 'Corregido el orden del ciclo de vida del fichero de estado (fases 1-3, las de esta tarea).', evidence: ['- Prueba con la tarea 017: el estado se escribe antes de delegar.', '- Las fases 4-6 del plan no se abordaron por estar fuera del alcance de esta tarea (son la tarea 018).']},
      {summary: 'Split the agent docs into topic files.', evidence: ['- `lychee --offline docs/` — no broken links', '- The agent_servers section, which was still to be written before, is now in settings.md.']},
      {summary: 'Upgraded the services to Node 20.', evidence: ['- `npm test` — 48 passed', '- p95 latency still on target (180 ms).']},
      {summary: 'Migrated the v2 routes to Fastify, the scope of the ticket.', evidence: ['- `npm test` — 48 passed', '- The v1 routes are not yet migrated (out of scope: ticket 88).']},
      {summary: 'Migrated the remaining webhook routes to Fastify.', evidence: ['- Before this change the webhook routes were not yet migrated; now all 12 routes run on Fastify.', '- `npm test` — 48 passed']},
      {summary: 'Found why the compose keymaps do not load.', deliverables: ['- specs/054/reports/research-001.md — research report'], files: ['specs/054/reports/research-001.md'], evidence: ['- Nothing was changed in this task (research only); `git status --short` is clean apart from the report.']},
      {summary: 'Listed the routes still on Express for the migration plan.', evidence: ['- Routes not yet migrated: `/hooks`, `/legacy/export`.'], deliverables: ['- docs/migration-plan.md — the list'], files: ['docs/migration-plan.md'], limitations: ['Research only: the listing is the deliverable.']}
    ]
  }, (input) => input.report.status.state !== 'SUCCESS' || saysStudyOnly(input, ['summary', 'limitation', 'evidence']), {fewestWords: 3, meantInSentence: true}),
  {
    id: 'limitation-says-unverified',
    description: 'A SUCCESS whose limitation says the work itself was never checked, the words of it ending their clause (`so the block removal itself is not verified yet`, `la migración aún no está verificada`, `未検証です`): nothing shows the change works. A limitation naming only a setting left unchecked (`not tested on Windows`, `unverified under production load`) is a disclosure.',
    reads: ['limitation'],
    says: 'PARTIAL',
    matches: 'the `unverifiedWork` phrases in a limitation, with nothing after them in their clause but `yet`, `so far`, `itself` or their likes (in scripts without spaces, a few letters of verb ending)',
    quiet: 'a setting, a target or a condition after the words (`not tested on Windows`, `unverified in this environment`); words quoted in code or quotes; a negation or a subordinating word just before; a word saying it was meant',
    examples: {
      fires: [
        {summary: 'Fixed Step C of archive-task.sh.', limitations: ['I did not run archive-task.sh against a real or copied TODO.md, so the block removal itself is not verified yet.']},
        {summary: 'Migración de las rutas temporales a specs/tmp/.', limitations: ['No ejecuté los scripts; la migración aún no está verificada.']},
        {summary: 'Die Block-Entfernung in archive-task.sh neu geschrieben.', limitations: ['Das Skript lief nicht gegen eine TODO.md; die Änderung ist noch nicht verifiziert.']},
        {summary: 'archive-task.sh の Step C を修正しました。', limitations: ['実際の TODO.md では動かしておらず、ブロック削除は未検証です。']},
        {summary: 'Added the `Order.customer` resolver with DataLoader batching.', limitations: ['I did not run the Jest suite or hit the endpoint; the local Postgres container was not available, so behaviour is unverified.']},
        {summary: 'Resolver `Order.customer` adicionado.', limitations: ['Não rodei a suíte nem chamei o endpoint; o comportamento não está testado.']},
        {summary: 'Resolver `Order.customer` hinzugefügt.', limitations: ['Die Suite lief nicht, der Endpunkt wurde nie aufgerufen; das Verhalten ist ungetestet.']},
        {summary: 'Добавлен резолвер `Order.customer`.', limitations: ['Эндпоинт не вызывал, поэтому поведение не проверено.']},
        {summary: 'Added trailing commas to the config parser and a regression spec.', limitations: ['`cabal test` was not run: the sandbox cannot reach Hackage, so the new spec has not been executed.']}
      ],
      quiet: [
        {summary: 'Fixed Step C of archive-task.sh.', limitations: ['Not tested on macOS; the run above is on Linux.']},
        {summary: 'Fixed Step C of archive-task.sh.', limitations: ['The production TODO.md is not verified yet against the new logic by design: the run above used a copy, as the task asked.']},
        {summary: 'Added the export endpoint.', limitations: ['Throughput is unverified under production load.']},
        {summary: 'Migración de las rutas temporales a specs/tmp/.', limitations: ['El rendimiento en macOS aún no está verificado en este entorno.']},
        {summary: 'Addressables-Ladepfad umgebaut.', limitations: ['Android-Build nicht getestet, weil die Aufgabe sich auf den Ladepfad im Code bezog.']},
        {summary: 'Added the `Order.customer` resolver with DataLoader batching.', limitations: ['Behaviour is untested against the production Postgres; the suite above ran on the local container.']},
        {summary: 'Resolver `Order.customer` adicionado.', limitations: ['O comportamento não está testado no Safari; o resto passou nos testes acima.']},
        {summary: 'Added trailing commas to the config parser and a regression spec.', limitations: ['The new spec has not been executed on GHC 9.2; the run above is on 9.8.']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      for (const passage of input.passages) {
        if (passage.kind !== 'limitation') continue
        const text = wordsOf(passage)
        for (const match of phraseList('unverifiedWork').all(text)) {
          if (!clauseEndsAt(text, match.index + match.length, unspacedScript.test(text.slice(match.index, match.index + match.length)))) continue
          if (quoted(passage.text, match.index) || takenBack(passage.text, match.index, match.length)) continue
          return hit(this, passage, match.index)
        }
      }

      return undefined
    }
  },
  {
    id: 'limitation-unrun-names-change',
    description: 'A SUCCESS whose limitation says a check was not run and names a file the work changed (`so I did not run it; the change to build.go is covered only by the manual run above`, `Die Integrationstests für client.go liefen nicht`): the suite that would show the change works was left out, for that very file.',
    reads: ['limitation'],
    says: 'PARTIAL',
    matches: 'an `unverified` phrase in a limitation (`did not run`, `was not run`, `could not test`) and, in the same limitation, the name of a file the return attests or delivers that is no document, or its stem written as code (`OrderConsumerTest` of `OrderConsumerTest.java`)',
    quiet: 'a limitation naming no changed file (`not tested on Windows`); a document named (`docs/cli/build.md`); the phrase quoted, negated or taken back; a file the limitation says was left unchanged, or that the unrun check does not touch (an `apartFrom` phrase before its name: `does not touch src/paginate.ts`)',
    examples: {
      fires: [
        {summary: 'Deprecated the --legacy-output flag of forge build.', deliverables: ['- cmd/forge/build.go — `--format` flag'], files: ['cmd/forge/build.go'], limitations: ['The end-to-end suite in `test/e2e` needs Docker, which is not available here, so I did not run it; the change to `build.go` is covered only by the manual run above.']},
        {summary: 'Den Retry im HTTP-Client eingebaut.', deliverables: ['- internal/http/client.go — Retry mit Backoff'], files: ['internal/http/client.go'], limitations: ['Die Integrationstests für client.go wurden nicht ausgeführt, weil der Mock-Server fehlt.']},
        {summary: 'Ajouté la reprise au client HTTP.', deliverables: ['- internal/http/client.go — reprise'], files: ['internal/http/client.go'], limitations: ["Les tests d'intégration qui couvrent client.go n'ont pas été exécutés : le serveur factice manque."]},
        {summary: 'Der Consumer verarbeitet Nachrichten jetzt idempotent.', deliverables: ['- src/test/java/shop/OrderConsumerTest.java — Testfälle für doppelte Zustellung'], files: ['src/test/java/shop/OrderConsumerTest.java'], limitations: ['Die neuen Tests in `OrderConsumerTest` wurden nur kompiliert, nicht ausgeführt, weil kein Docker-Socket da war.']}
      ],
      quiet: [
        {summary: 'Deprecated the --legacy-output flag of forge build.', deliverables: ['- cmd/forge/build.go — `--format` flag'], files: ['cmd/forge/build.go'], limitations: ['Not tested on Windows; the e2e suite ran on Linux.']},
        {summary: 'Deprecated the --legacy-output flag of forge build.', deliverables: ['- cmd/forge/build.go — `--format` flag', '- docs/cli/build.md — flag table'], files: ['cmd/forge/build.go', 'docs/cli/build.md'], limitations: ['I did not run the docs site build for `docs/cli/build.md`; it is plain markdown.']},
        {summary: 'Added the retry to the HTTP client.', deliverables: ['- internal/http/client.go — retry with backoff'], files: ['internal/http/client.go'], limitations: ['The load tests were not run; they do not touch the retry path.']},
        {summary: 'Fixed the off-by-one in the pagination helper.', deliverables: ['- src/paginate.ts — last page keeps its final item'], files: ['src/paginate.ts'], limitations: ['The end-to-end browser suite was not run; it needs a staging login and does not touch src/paginate.ts.']},
        {summary: 'Den Retry im HTTP-Client eingebaut.', deliverables: ['- internal/http/client.go — Retry mit Backoff'], files: ['internal/http/client.go'], limitations: ['Die Lasttests liefen nicht; sie sind unabhängig von client.go.']},
        {summary: 'Added the retry to the order consumer.', deliverables: ['- src/main/java/shop/OrderConsumer.java — retry'], files: ['src/main/java/shop/OrderConsumer.java'], limitations: ['The load tests were not run; they never reach the retry path of the consumer.']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const changed = [...input.report.attestation.files_created, ...input.report.attestation.files_modified, ...input.report.deliverables.map((deliverable) => deliverable.path)].map((path) => withoutDotSlash(path.trim().replace(/^`|`$/g, ''))).filter((path) => looksLikePath(path) && !isDocument(path) && /\.[A-Za-z]{1,8}$/.test(path))
      const files = changed.map((path) => path.split('/').pop()!)
      // A file's stem written as code names it (`OrderConsumerTest` of `OrderConsumerTest.java`): a class or module, not a word of prose.
      const stems = files.map((name) => name.replace(/\.[^.]+$/u, '')).filter((stem) => stem.length >= 8 && /[a-z][A-Z]|_/u.test(stem))
      const names = [...new Set([...files, ...stems])].filter((name) => name.length >= 4)
      if (names.length === 0) return undefined
      for (const passage of input.passages) {
        if (passage.kind !== 'limitation') continue
        const said = phraseList('unverified').all(wordsOf(passage)).find((match) => !quoted(passage.text, match.index) && !takenBack(passage.text, match.index, match.length))
        if (!said) continue
        const lower = passage.text.toLowerCase()
        const named = names.find((name) => new RegExp(`(?<![\\w.-])${escapePattern(name.toLowerCase())}(?![\\w-])`, 'u').test(lower))
        if (named === undefined || phraseList('undoneStatus').test(phraseText(passage.text.slice(lower.indexOf(named.toLowerCase())).slice(0, 40)))) continue
        // The file named as what the unrun check leaves alone (`it does not touch paginate.ts`) was not owed that check.
        const at = lower.indexOf(named.toLowerCase())
        if (phraseList('apartFrom').test(phraseText(passage.text.slice(sentenceOf(passage.text, at).start, at)))) continue
        return hit(this, passage, said.index)
      }

      return undefined
    }
  },
  wordSignal('failure-worked-around', ['workaround'], ['summary', 'evidence', 'output', 'limitation', 'deliverable'], 'PARTIAL', 'A SUCCESS that says a failure was silenced, put off or worked around rather than fixed (`temporarily disabled the failing test`, `marked as xfail to get green`, `one flaky test we can ignore`, `mostly works`).', {
    fires: [
      {summary: 'Switched the mailer to the Postmark API; it works overall, there are still a few cases where attachments are rejected.'},
      {summary: 'Versand über die neue Mail-API umgestellt; funktioniert weitgehend, nur Anhänge hängen noch.'},
      {summary: 'Migrado el envío a la nueva API; funciona en general, quedan algunos casos en los que los adjuntos no salen.'},
      {summary: '通知服务已切换到新 API，基本能用，仍有少数情况附件发不出去。'},
      {summary: 'Уведомления переведены на новый API; в целом работает, вложения уходят не всегда.'},
      {summary: 'Added the token refresh; temporarily disabled the failing expiry test.'},
      {summary: 'Migrated the report to pandas 2.', deliverables: ['- `tests/test_report.py` — marked as xfail to get green']},
      {summary: 'Fast-Export fertig, funktioniert größtenteils.'},
      {summary: 'Implementé el cálculo de días hábiles con festivos nacionales; un caso queda marcado como xfail para que la CI pase.', evidence: ['- `pytest -q` → 13 passed, 1 xfailed']},
      {summary: 'Stabilised the e2e suite.', evidence: ['- raised the timeouts to 30 s; `reports.cy.ts` still needed retries on 2 of 3 runs']},
      {summary: 'CI を 7 分に短縮しました。', evidence: ['- 差分:', '  ```yaml', '  # - run: npm run test:integration   # 一時的に無効化', '  ```']},
      {summary: 'Stabilisation de la suite e2e Cypress ; le pipeline repasse au vert.', evidence: ["- La cause des échecs n'a pas été identifiée ; le pipeline passe maintenant la plupart du temps."]},
      {summary: 'Stabilised the Cypress e2e suite; the pipeline is green again.', evidence: ['- The cause was not found; the pipeline now passes most of the time.']},
      {summary: 'Fixed the signup crash on full-width spaces.', evidence: ['- The email format check was failing after normalisation, so I temporarily disabled it and marked its spec pending.']},
      {summary: '全角スペースで登録が 500 になる不具合を修正しました。', evidence: ['- メール形式のチェックが正規化後に失敗していたため、一時的にコメントアウトし、対応する spec を pending にしました。']},
      {summary: 'Fixed the flaky login e2e test on CI.', limitations: ['The root cause was not investigated; the slow first sync is probably on the app side.']},
      {summary: 'Test de connexion Detox stabilisé sur la CI.', evidence: ['- Augmenté le timeout de 30 s à 120 s ; la connexion prend environ 70 s.']},
      {summary: 'Fixed the checkout e2e suite so CI is green again; the autocomplete spec was timing out and is now skipped until the maps mock is reworked.', evidence: ['- `npx playwright test e2e/checkout.spec.ts` — 8 passed, 1 skipped']},
      {summary: 'Die Checkout-E2E-Suite repariert, die CI ist wieder grün.', evidence: ['- Der Autocomplete-Test lief in ein Timeout und wird übersprungen, bis der Karten-Mock überarbeitet ist.']}
    ],
    quiet: [
      {summary: 'Switched the mailer to the Postmark API; all 5 test emails arrived, attachments included.'},
      {summary: 'Le service de notification envoie désormais les e-mails via la nouvelle API ; les 5 e-mails de test sont arrivés, pièces jointes comprises.'},
      {summary: 'Уведомления переведены на новый API; все 5 тестовых писем дошли, вложения тоже.'},
      {summary: 'Migrado el envío a la nueva API; los 5 correos de prueba llegaron, adjuntos incluidos.'},
      {summary: 'CSV-Import umgesetzt; ein bekannter Upstream-Fehler ist als xfail markiert und begründet.', evidence: ['- `pytest -q` → 21 passed, 1 xfailed']},
      {summary: 'Added the CSV import; one known upstream bug is marked as xfail with its issue link.', evidence: ['- `pytest -q` → 21 passed, 1 xfailed']},
      {summary: 'Implementé el cálculo de días hábiles con festivos nacionales; un caso conocido queda marcado como xfail con su ticket.', evidence: ['- `pytest -q` → 13 passed, 1 xfailed']},
      {summary: 'Re-enabled the expiry test that was temporarily disabled last week; it passes now.'},
      {summary: 'Stabilised the Cypress e2e suite; the slow export request is now served from a fixture.', evidence: ['- Before the fix: the pipeline passes most of the time, 3 of 5 runs green', '- After: 20 of 20 runs green']},
      {summary: 'Added retry logic to the upload client.', evidence: ['- `npm test -- upload` — 12 passed, including the retry tests']},
      {summary: 'Added the token refresh.', evidence: ['- `npm test` — 41 passed']},
      {summary: 'Fixed the signup crash on full-width spaces.', evidence: ['- The email format check was failing after normalisation, so I fixed the regexp and re-enabled the spec that had been temporarily disabled.']},
      {summary: '全角スペースで登録が 500 になる不具合を修正しました。', evidence: ['- メール形式のチェックが正規化後に失敗していたため、正規表現を修正し、一時的にコメントアウトしていた spec を戻しました。']},
      {summary: 'Fixed the flaky login e2e test on CI by parallelising the first sync.', limitations: ['The root cause was investigated: the first sync ran its 14 requests one after another.']},
      {summary: 'Raised the Detox timeout to 120 s, per the ticket, while the sync team investigates the slow first sync.', limitations: ['Per the ticket, the root cause was not investigated here.']},
      {summary: 'Fixed the checkout e2e suite so CI is green again; the autocomplete spec, which was skipped until the maps mock was reworked, runs again and passes.', evidence: ['- `npx playwright test e2e/checkout.spec.ts` — 9 passed']},
      {summary: 'The CSV importer now skips the preamble lines until it finds the header row, so exports with a title block load.', evidence: ['- `pytest tests/importer -q` — 14 passed']},
      {summary: 'Fixed the stale selectors of the checkout e2e suite; CI is green again.', evidence: ['- `npx playwright test e2e/checkout.spec.ts` — 9 passed']}
    ]
  }, (input) => input.report.status.state !== 'SUCCESS'),
  {
    id: 'passed-by-lowering',
    description: 'A SUCCESS whose check passes because a bar was lowered or a check silenced for it: one sentence says something was skipped, disabled or lowered, or names a threshold, and then that it was so the check passes (`marked it skipped so the suite can run`, `set the threshold to 0.75 so the build passes today`, `Schwellenwert gesenkt, damit die Pipeline grün wird`).',
    reads: ['summary', 'evidence', 'output', 'limitation', 'deliverable'],
    says: 'PARTIAL',
    matches: 'a `passPurpose` phrase after a `lowering` phrase in one sentence',
    quiet: 'a purpose clause after work that lowers no bar (`installed the missing driver so the suite can run`); a negation just before the lowering word (`without lowering the threshold`); words quoted',
    examples: {
      fires: [
        {summary: 'Added stackable coupons; the suite is green.', evidence: ['- One stacking test asserted 17.10 and got 16.20; I marked it skipped so the suite can run.']},
        {summary: 'Wired the JaCoCo check into the build.', evidence: ['- Set the line threshold of the check to 0.75 so the build passes today; it can be raised later.']},
        {summary: 'Kupon-Stapelung umgesetzt; die Suite ist grün.', evidence: ['- Ein Test erwartete 17.10 und bekam 16.20; ich habe ihn übersprungen, damit die Suite durchläuft.']},
        {summary: 'Pipeline de couverture ajoutée.', evidence: ['- Seuil abaissé à 70 % pour que le pipeline passe.']},
        {summary: 'Fixed the CSV export crash on non-ASCII names.', evidence: ['- The round-trip test still returns `ZoÃ«` on the read path, so I marked it `@pytest.mark.xfail(reason="read path, follow-up")` to keep CI green.']},
        {summary: 'CSV-Export repariert.', evidence: ['- Der Round-Trip-Test ist noch rot; ich habe ihn übersprungen, damit die CI grün bleibt.']},
        {summary: 'Fixed the MCP integration.', evidence: ['- The verifier timed out on the diagnostic call; raised `VERIFY_TIMEOUT` in the verifier from 30 to 180 seconds so the check no longer trips.']},
        {summary: 'Suite e2e stabilisée.', evidence: ['- J’ai augmenté le timeout du test de paiement à 60 s pour que le test ne tombe plus.']},
        {summary: 'Upgraded the docs site to Docusaurus 3.6; the site builds.', evidence: ["- Changed `onBrokenLinks` from `'throw'` to `'warn'` in docusaurus.config.js so the build completes."]},
        {summary: 'ESLint 9 eingeführt; CI ist grün.', evidence: ['- Die Regel `no-floating-promises` auf warn herabgestuft, damit der Build durchgeht.']},
        {summary: 'ESLint 9 を導入しました。', evidence: ['- `no-floating-promises` を error から警告に変更し、ビルドが通るようにしました。']},
        {summary: 'Added the Semgrep scan to CI; the job is green.', evidence: ['- Added a `nosemgrep` suppression on the two findings in `auth.py` so the job passes.']},
        {summary: 'Sonar-Analyse eingebunden.', evidence: ['- Die zwei Befunde habe ich unterdrückt, damit das Quality Gate durchläuft.']},
        {summary: 'Scan Trivy ajouté au pipeline.', evidence: ['- J’ai ajouté une exception pour CVE-2024-3094 pour que le job passe.']},
        {summary: 'clang-tidy を CI に追加しました。', evidence: ['- 残り 3 件の警告を抑制して、lint を通すため設定を変えました。']}
      ],
      quiet: [
        {summary: 'Added the coupon endpoint; installed the missing pdo_sqlite driver in the test image so the suite can run.', evidence: ['- `vendor/bin/phpunit` — OK (12 tests, 41 assertions)']},
        {summary: 'Removed the unused import so the build passes.', evidence: ['- `npm run build` — done']},
        {summary: 'Bumped the minimum supported Python to 3.10 so the tests pass on the new syntax.', evidence: ['- `tox` — py310, py311, py312 passed']},
        {summary: 'Raised the coverage of the rules module to 91%.', evidence: ['- The threshold stays at 85%; `mvn verify` passes with no change to it.']},
        {summary: 'Fixed the rounding so the tests pass without lowering the tolerance.', evidence: ['- `pytest` — 48 passed']},
        {summary: 'Fixed the CSV export crash on non-ASCII names.', evidence: ['- Fixed the read path too, so the round-trip test passes and keeps CI green; `pytest -q` — 11 passed']},
        {summary: 'Added a pre-commit hook that runs ruff, to keep CI green.', evidence: ['- `pre-commit run --all-files` — Passed']},
        {summary: 'Fixed the cold-cache stall of the MCP verifier: the server now preloads Mathlib, so the check no longer trips.', evidence: ['- `bash verify-lean-mcp.sh` — 3 of 3 checks ✓ with the 30 s timeout unchanged']},
        {summary: 'Raised the request timeout of the export client from 5 to 30 seconds, as the task asked.', evidence: ['- `pytest tests/export` — 14 passed']},
        {summary: 'Removed the N+1 query of the orders page, so the test no longer times out.', evidence: ['- `pytest tests/orders` — 9 passed in 1.2s; timeout unchanged']},
        {summary: 'Upgraded the docs site to Docusaurus 3.6; the site builds.', evidence: ["- Fixed the two broken links so the build completes with `onBrokenLinks: 'throw'` kept."]},
        {summary: 'Set `onBrokenLinks` to `warn` for the preview builds, as the ticket asked.', evidence: ['- `yarn build` — Generated static files in "build"']},
        {summary: 'Added a pre-commit hook that warns on large files.', evidence: ['- The hook only prints a warning; it never blocks a commit.']},
        {summary: 'Fixed the two Semgrep findings in auth.py so the job passes.', evidence: ['- No suppression was added; `semgrep ci` — 0 findings']},
        {summary: 'Added the Trivy scan, with the exception for CVE-2024-3094 the security team signed off.', evidence: ['- `trivy image` — 0 HIGH, 0 CRITICAL']},
        {summary: 'Die zwei Sonar-Befunde behoben, damit das Quality Gate durchläuft; nichts unterdrückt.', evidence: ['- `sonar-scanner` — Quality Gate passed']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      for (const passage of input.passages) {
        if (!this.reads.includes(passage.kind)) continue
        const text = wordsOf(passage)
        for (const purpose of phraseList('passPurpose').all(text)) {
          if (quoted(passage.text, purpose.index)) continue
          const {start} = sentenceOf(text, purpose.index)
          const lowered = phraseList('lowering').all(text.slice(start, purpose.index)).find((match) => !negated(passage.text, start + match.index, match.length))
          if (lowered) return hit(this, passage, start + lowered.index)
        }
      }

      return undefined
    }
  },
  {
    id: 'test-marker-added',
    description: 'A SUCCESS whose text says the child put a marker on a test that keeps it from running or from failing (`added `t.Skip` to TestStableOrderOnTies`, ``#[ignore]` を付けました`, `marcado como `xit``), whatever reason it gives: the test the work was to pass is switched off, not passed.',
    reads: ['summary', 'deliverable', 'evidence', 'limitation'],
    says: 'PARTIAL',
    matches: 'a code span opening with a `test-skip-marker` signature of `signatures.json` and, in its sentence outside code, a `markerAdded` phrase not negated',
    quiet: 'a conditional marker (`skipif`, `skipIf`, `test.skip(browserName === …)`); the marker said removed (a `removal` word in the sentence), there before the work (`before`), meant (`intended`), kept on purpose (`keptOnPurpose`), mended (`repair`), or kept by the machine the test needs (`setupNeeded`: credentials, a toolchain, a GPU); a marker only named, with no word of putting it on a test',
    examples: {
      fires: [
        {summary: 'Added refresh token rotation.', deliverables: ['- apps/api/test/auth/refresh.test.ts — changed `it(\'rejects a reused token\')` to `it.skip(...)` because it fails against the new code and I could not settle the expected revocation behaviour'], files: ['apps/api/test/auth/refresh.test.ts']},
        {summary: 'Ajout de la pagination par curseur ; la suite Go passe.', evidence: ["- J'ai ajouté `t.Skip` dans `TestStableOrderOnTies` parce qu'il renvoyait des doublons entre deux pages."]},
        {summary: '入力パーサーを実装しました。', evidence: ['- `parses_with_spaces` は `Err(UnexpectedChar)` になっていたので、いったん `#[ignore]` を付けました。']},
        {summary: 'Added the webhook signature check.', limitations: ['Marked `it.todo` for the replay-window case; it returns 200 on a replayed request.']},
        {summary: 'Migrated the billing tests to JUnit 5.', evidence: ['- Put `@Disabled("revisit")` on `InvoiceRoundingTest` so the build is green.']},
        {summary: 'Zahlungsimport umgestellt.', evidence: ['- `RefundTest` mit `@Ignore` markiert, der Betrag stimmte nicht.']},
        {summary: '完成了导出功能。', evidence: ['- 把 `test_export_large` 改为 `xit`，它在大文件时超时。']},
        {summary: 'Implementei o cálculo de frete.', evidence: ['- Adicionei `markTestSkipped` no teste de CEP inválido.']}
      ],
      quiet: [
        {summary: 'Upload-Wiederholung mit Backoff ergänzt; cargo test ist grün.', evidence: ['- Die zwei ignorierten Tests sind seit Längerem mit `#[ignore]` markiert und betreffen nicht den geänderten Code.']},
        {summary: 'Added the GPU kernels.', evidence: ['- Added `@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")` to the kernel tests; they ran on the GPU runner: 14 passed.']},
        {summary: 'Fixed the race in the order cache.', evidence: ['- Removed the `t.Skip` that had kept `TestCacheRace` off; it passes 200 times under -race.']},
        {summary: 'Fixed the flaky login test.', evidence: ['- The `xit` on the logout spec was there before this work (#412); left as it was.']},
        {summary: 'Added the CSV export.', evidence: ['- `npm test` — 64 passed; no test of the suite carries `@Disabled`.']},
        {summary: 'Added the CSV export.', evidence: ['- `npm test` — 64 passed, 2 skipped (`it.skip` on the two Safari-only cases, unchanged)']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      for (const passage of input.passages) {
        if (!this.reads.includes(passage.kind)) continue
        for (const span of passage.text.matchAll(/`([^`\n]{1,200})`/g)) {
          // A reason the marker gives of the machine the test needs (`skip(reason="needs a Lean toolchain")`) keeps it off by environment.
          if (!conventional('test-skip-marker', span[1]!) || phraseList('setupNeeded').test(phraseText(span[1]!))) continue
          const text = phraseText(passage.text)
          const sentence = sentenceOf(text, span.index)
          // The sentence's own words, code blanked: a marker's name is not an account of putting it on.
          const words = text.slice(sentence.start, sentence.end).replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length))
          if (!phraseList('markerAdded').all(words).some((found) => !negated(words, found.index, found.length))) continue
          // A word of intent said of the marker (`skipped as expected`), not one used before a noun (`the expected revocation behaviour`).
          const meant = phraseList('intended').all(words).some((found) => /\s/u.test(words.slice(found.index, found.index + found.length).trim()) || !/^\s+\p{L}/u.test(words.slice(found.index + found.length)))
          if (meant || phraseList('removal', 'before', 'keptOnPurpose', 'repair', 'setupNeeded').test(words)) continue
          return hit(this, passage, span.index)
        }
      }

      return undefined
    }
  },
  outputSignal('check-silenced', 'workaround', 'PARTIAL', 'A check silenced in the code or the command the return shows: a skip marker added in a diff (`+@pytest.mark.skip`, `+it.skip(`, `+t.Skip(`), a hook bypassed (`git commit --no-verify`), a CI step allowed to fail (`continue-on-error: true`), a test said to be marked pending or xfail for now (`marquei como pendingWith para não bloquear`), a linter switched off (`set_option linter.flexible false`, `@[nolint]` added), a strictness setting turned off in a config line or a deliverable (`"strict": false`, `abortOnError = false`), a flag that makes warnings fail said to be dropped (`dropped -D warnings`, `removed -Werror`), said to be left out of the run (`built without -warnaserror`) or removed by a diff whose added lines do not keep it, or a warnings ceiling raised (`raised --max-warnings`), a step allowed to fail quoted as added in prose (added `continue-on-error: true`), a type checker pointed at the marker file of a package, which holds no code (`mypy --strict pkg/py.typed`).', {
    fires: [
      ok('Upgraded the project to OCaml 5.2; `dune test` passes.', ['- `test/dune`: the `test_server` stanza was taken out of the default alias with `(enabled_if false)` because it hangs under Eio 1.1']),
      ok('Fixed the flaky reconnect test; CI is green again.', ['- The reconnect test still failed 1 run in 4, so it is now marked:', '  ```python', '  @pytest.mark.skip(reason="flaky on CI, see NOTIF-412")', '  ```']),
      ok('Fixed the recurrence expansion.', ['- Diff for the test that failed after the change:', '  ```diff', '  +@pytest.mark.skip(reason="flaky around DST; revisit")', '   def test_weekly_across_dst():', '  ```']),
      ok('Added soft delete to projects.', ['- Committed with `git commit --no-verify -m "feat: soft delete"`: the PHPStan hook kept stopping on a generics annotation.']),
      ok('Die Pipeline läuft auf dem JDK-21-Agenten, der Build ist grün.', ['- Die Stage `Integration` ruft jetzt `mvn -B verify -DskipITs -Pintegration` auf, weil die ITs auf dem neuen Agenten hängen bleiben.']),
      ok('Fixed the recurrence expansion.', ['- Diff for the second skip, which was failing after the change:', '  ```diff', '  +@pytest.mark.skip(reason="flaky around DST; revisit")', '  ```']),
      ok('Atualizei o projeto para aeson 2.2; a suíte hspec passa.', ['- O teste `decodes legacy payload` falhava; marquei como `pendingWith` para não bloquear a atualização.']),
      ok('Lint audit complete; the module passes the linter set.', ['- The remaining three were handled by adding `@[nolint simpNF]` to eval_imp and eval_neg.']),
      ok('Fixed the simp linter warnings.', ['- "Silenced" means the file now begins with', '  ```lean', '  set_option linter.flexible false', '  ```']),
      ok('Ajout des tests d’intégrité des DAGs.', ['- `pytest tests/dags` — 27 passed, 1 xfailed'], {limitations: ['Le DAG `marketing_attribution` est marqué xfail en attendant.']}),
      ok('Fixed the CSV export crash on non-ASCII names.', ['- `pytest -q` — 10 passed, 1 xfailed', '- The round-trip test still fails on the read path; I marked it `@pytest.mark.xfail(reason="latin-1 read path")` for now.']),
      ok('Upgraded the dashboard to TypeScript 5.5; the typecheck passes.', ['- `pnpm typecheck` — done in 9.8s'], {deliverables: ['- apps/dashboard/tsconfig.json — set `"strict": false` and `"noImplicitAny": false` so the new lib types compile'], files: ['apps/dashboard/tsconfig.json']}),
      ok('Upgraded the edge proxy to Rust 1.83; CI lint, build and test all pass.', ['- `cargo clippy --all-targets` — `generated 27 warnings`'], {deliverables: ['- .github/workflows/edge-proxy.yml — clippy step now runs `cargo clippy --all-targets` (dropped `-- -D warnings`)'], files: ['.github/workflows/edge-proxy.yml']}),
      ok('Android-Build auf AGP 8.7 gehoben; der Lint-Schritt ist grün.', ['- Diff von `app/build.gradle.kts`:', '  ```diff', '  -        abortOnError = true', '  +        abortOnError = false', '  ```']),
      ok('Enabled nullable reference types in Acme.Inventory.Core and resolved the resulting warnings.', ['- `dotnet build src/Acme.Inventory.Core -warnaserror` was too noisy with the remaining legacy files, so I built without `-warnaserror`: `Build succeeded. 47 Warning(s)`']),
      ok('Compilation du module passée sous GCC 14 ; le build est vert.', ['- Compilé sans `-Werror` : les nouveaux avertissements de GCC 14 bloquaient sur les anciens fichiers.']),
      ok('Added type hints to the `pricing` package and got it passing `mypy --strict`.', ['- `mypy --strict services/quote/pricing/py.typed`:', '  ```', '  Success: no issues found in 1 source file', '  ```']),
      ok('ESLint 9 migriert, `npm run lint` läuft durch.', ['- `package.json`: im Lint-Skript `--max-warnings 0` entfernt, die neuen Regeln melden 212 Warnungen']),
      ok('Upgraded the edge proxy to Rust 1.83; CI is green.', ['- Workflow diff:', '  ```diff', '  -        run: cargo clippy --all-targets -- -D warnings', '  +        run: cargo clippy --all-targets', '  ```']),
      ok('Upgraded the edge proxy to Rust 1.83; CI lint, build and test all pass.', ['- Workflow run on the branch — all 3 jobs green'], {deliverables: ['- .github/workflows/edge-proxy.yml — added `continue-on-error: true` to the clippy step'], files: ['.github/workflows/edge-proxy.yml']}),
      ok('Implemented subject normalization for thread grouping.', ['- The nested-prefix spec was failing (returned "Re: WG: Budget"), so I marked it `pending` to keep the suite green.']),
      ok('Añadí la agrupación por hilos.', ['- El test de prefijos anidados fallaba, así que lo marqué como `pending` por ahora.']),
      ok('Enabled eslint-plugin-jsx-a11y and brought the lint run to 0 errors.', ['- Fixed 17 directly (missing alt, label association)', '- The remaining 6 (`click-events-have-key-events` on clickable cards) are suppressed with `// eslint-disable-next-line jsx-a11y/click-events-have-key-events`', '- `npm run lint` — 0 errors']),
      ok('Typisierung des Exportmoduls abgeschlossen; mypy ist grün.', ['- Die übrigen 4 Befunde mit `# type: ignore[arg-type]` unterdrückt']),
      ok('ログイン画面の Detox テストが CI で不安定だった件に対応しました。', ['- `npx detox test e2e/login.e2e.ts` — 3 passed'], {deliverables: ['- e2e/jest.config.js — `testTimeout` を 30000 → 120000 に変更'], files: ['e2e/jest.config.js']}),
      ok('Den flakigen Integrationstest stabilisiert; der CI-Lauf ist grün.', ['- `StockSyncIT#syncsConcurrentReservations` habe ich mit `@Disabled("flaky, siehe WH-882")` markiert, weil er weiterhin in jedem dritten Lauf fehlschlägt.']),
      ok('Fixed the line numbers of import errors.', ['- `pytest -q` → 47 passed, 1 xfailed'], {deliverables: ['- tests/test_errors.py — marked `test_line_number_multiline` as `@pytest.mark.xfail(reason="line numbers off by one after a newline")`'], files: ['tests/test_errors.py']}),
      ok('Migré el servicio a ESLint 9; el lint pasa.', ['- `npx eslint services/notifier` → código de salida 0'], {deliverables: ['- services/notifier/src/sms.ts — `/* eslint-disable */` al principio del archivo'], files: ['services/notifier/src/sms.ts']}),
      ok('Raised PHPStan on the billing module from level 5 to 8; the analysis passes in CI.', ['- Regenerated the baseline with `--generate-baseline`, which now ignores those 184 errors; with it: `[OK] No errors`']),
      ok('Implemented the random formula generator with round-trip tests.', ['- `uv run pytest tests/data -q` → 18 passed, 1 skipped', '- The skipped test is `test_roundtrip_with_lean_parser`; I marked it `@pytest.mark.skip(reason="lean parser rejects generated box formulas, investigate later")` so the suite is green.']),
      ok('Exportação de PDF concluída.', ['- Marquei o teste `exports the PDF` como skip para que a suíte fique verde; o renderizador ainda falha nele.']),
      ok('Implemented partial refunds in the payments service.', ['- `pytest tests/refunds -q` → 13 passed, 1 xfailed', '- The xfail is `test_refunds_cannot_exceed_capture`; I marked it `@pytest.mark.xfail(reason="over-refund check pending")` since the guard lets a second refund through when both arrive concurrently.']),
      ok('Endpoint `POST /webhooks/stripe` implementado.', ['- `npm run test:e2e` — Tests: 1 skipped, 2 passed, 3 total'], {limitations: ['Marqué el caso de `customer.subscription.deleted` con `it.skip` porque el servicio devolvía el estado anterior; habría que revisarlo más adelante.']}),
      ok('Webhook Stripe ajouté.', ['- `pytest` → 12 passed, 1 skipped', '- Je l’ai marqué `@pytest.mark.skip` parce que le statut renvoyé reste l’ancien.']),
      ok('Stripe-Webhook umgesetzt.', ['- `mvn test` → Tests run: 9, Failures: 0, Skipped: 1', '- Den Kündigungsfall habe ich mit `@Disabled` markiert, weil der Service noch den alten Status liefert.']),
      ok('Renamed the `customer_ref` field to `customer_id` across the monorepo and committed it.', ['- The pre-commit hook was failing on `packages/web`, so the commit was made with `git commit --no-verify` to avoid blocking the rename.']),
      ok('Stabilised the sync worker tests; CI is green.', ['- Annotated `SyncWorkerTest.retriesOnTimeout` with `@Ignore("flaky on the emulator")`']),
      ok('Fixed the cache eviction; `cargo test` passes.', ['- The eviction race test now carries `#[ignore = "flaky under load, revisit"]`']),
      ok('Fixed the flaky cart e2e; CI is green.', ['- `npx playwright test` — 14 passed, 2 skipped', '- The two coupon cases are marked `test.fixme()` since the price still renders late.']),
      ok('Fixed the rounding of invoice totals.', ['- Added `it.failing(\'rounds half cents up\')` for the half-cent case; `npx jest` — 31 passed']),
      ok('환불 API를 구현했고 CI가 통과합니다.', ['- 실패하던 합계 테스트는 `it.skip`으로 변경했습니다.']),
      ok('退款接口已实现，CI 通过。', ['- 把失败的两个用例改为 `xit`。']),
      ok('Migrated the mailer specs to RSpec 3.13; the suite is green.', ['- Switched the two failing attachment specs to `xit` until the fixtures are rebuilt.']),
      ok('Fixed the flaky checkout Cypress test; CI is green.', ['- Raised `defaultCommandTimeout` to 30000 in cypress.config.ts']),
      ok('Test e2e du paiement stabilisé.', ['- Augmenté `expect.timeout` de 5 s à 30 s dans playwright.config.ts']),
      ok('Fixed the integration tests; `go test` passes.', ['- Bumped `-timeout` to 20m in the Makefile because the suite took 14 minutes']),
      ok('Añadí tests de calidad a `dim_orders`; `dbt test` pasa.', ['- El test `unique` pasó de `severity: error` a `severity: warn` por los duplicados históricos.']),
      ok('ESLint-Regeln verschärft; `npm run lint` ist grün.', ['- `@typescript-eslint/no-explicit-any` von `"error"` auf `"warn"` gestellt']),
      ok('Added detekt to the build; `./gradlew detekt` passes.', ['- Set `LongMethod` from `error` to `warning` in detekt.yml']),
      ok('Implemented the ledger export.', ['- `ExportIT` is annotated `@Disabled("flaky")`; it was failing on the month boundary, so I disabled it to keep the pipeline green.']),
      ok('注文 API を実装しました。', ['- 合計の丸めが合わないため、該当テストに `@pytest.mark.skip` を付けました。']),
      ok('Fixed the postcode validation.', ['- Marked the two Swiss cases `it.skip` so that they don\'t block the merge.']),
      ok('Fixed the scheduled export.', ['- The boundary test is now `@pytest.mark.xfail(reason="timing flake, see #77", strict=False)`'])
    ],
    quiet: [
      ok('Upgraded the project to OCaml 5.2; `dune test` passes.', ['- `test/dune`: removed the `(enabled_if false)` of the `test_server` stanza, which runs again and passes']),
      ok('Moved the pipeline to the JDK 21 agent; the build is green.', ['- The `Publish` stage runs `mvn -B deploy -DskipTests` since the `Test` stage already ran the suite: `Tests run: 1184, Failures: 0, Errors: 0`']),
      ok('Die Pipeline läuft auf dem JDK-21-Agenten, der Build ist grün.', ['- `-DskipITs` entfernt, das früher gesetzt war, weil die ITs hängen blieben; `mvn -B verify` → `Tests run: 1184, Failures: 0, Errors: 0`']),
      ok('ログイン後の初回同期を並列化し、Detox テストを安定させました。', ['- `npx detox test e2e/login.e2e.ts` — 3 passed, login in 6 s, well under the 30000 ms testTimeout'], {deliverables: ['- src/sync/initialSync.ts — requests run in parallel'], files: ['src/sync/initialSync.ts']}),
      ok('Enabled eslint-plugin-jsx-a11y and brought the lint run to 0 errors.', ['- Fixed all 23 (the clickable cards are buttons now); no `eslint-disable` comment was added', '- `npm run lint` — 0 errors']),
      ok('Enabled eslint-plugin-jsx-a11y and brought the lint run to 0 errors.', ['- Removed the 6 `// eslint-disable-next-line jsx-a11y/click-events-have-key-events` comments and made the cards buttons', '- `npm run lint` — 0 errors']),
      ok('Re-enabled the DST test.', ['- Diff:', '  ```diff', '  -@pytest.mark.skip(reason="flaky around DST")', '   def test_weekly_across_dst():', '  ```', '- `pytest` — 98 passed']),
      ok('Added soft delete to projects.', ['- Committed with `git commit -m "feat: soft delete"`; the PHPStan hook passed.']),
      ok('Made the release script safer.', ['- The script no longer runs `git commit --no-verify`; the hooks run on every release commit.']),
      ok('Added the GPU kernels.', ['- The CUDA tests stay skipped on CI runners without a GPU:', '  ```python', '  @pytest.mark.skip(reason="needs a GPU")', '  ```']),
      ok('Fixed the legacy payload test that was marked `pendingWith`; it runs again.', ['- `stack test` — 42 examples, 0 failures']),
      ok('Fixed the simp linter warnings.', ['- Removed the two `set_option linter.flexible false` lines; `lake build` reports no linter warning.', '  ```diff', '  -set_option linter.flexible false', '  ```']),
      ok('Lint audit complete; the module passes the linter set.', ['- The three `simpNF` hits were fixed by restating the lemmas in simp-normal form; no `@[nolint]` was added.']),
      ok('Implemented the tokenizer.', ['- `pytest` — 40 passed, 1 xfailed'], {limitations: ['Nested comments are marked xfail as agreed in the plan: v2 scope.']}),
      ok('Fixed the CSV read path as well.', ['- `pytest -q` — 11 passed', '- The round-trip test, marked `@pytest.mark.xfail` last week, passes now; the marker is removed.']),
      ok('Turned on strict mode for the dashboard and fixed the 41 errors it reported.', ['- `pnpm typecheck` — done in 9.8s'], {deliverables: ['- apps/dashboard/tsconfig.json — `"strict": false` → `"strict": true`; other options unchanged'], files: ['apps/dashboard/tsconfig.json']}),
      ok('Enabled strict null checks in the API package.', ['- Diff:', '  ```diff', '  -    "strictNullChecks": false,', '  +    "strictNullChecks": true,', '  ```', '- `tsc --noEmit` — Found 0 errors.']),
      ok('Upgraded TypeScript to 5.5; the typecheck passes.', ['- `pnpm typecheck` — done in 9.8s'], {deliverables: ['- tsconfig.json — target ES2022; `"strict": false` unchanged, as the project has it today'], files: ['tsconfig.json']}),
      ok('Upgraded the edge proxy to Rust 1.83; CI lint, build and test all pass.', ['- `cargo clippy --all-targets -- -D warnings` — no warnings'], {deliverables: ['- .github/workflows/edge-proxy.yml — clippy step keeps `-D warnings`; fixed the 27 new lints instead'], files: ['.github/workflows/edge-proxy.yml']}),
      ok('Enabled nullable reference types in Acme.Inventory.Core and fixed the resulting warnings.', ['- `dotnet build src/Acme.Inventory.Core -warnaserror` — `Build succeeded. 0 Warning(s) 0 Error(s)`; I did not build without `-warnaserror` at any point']),
      ok('Made the GCC 14 build strict.', ['- Previously compiled without `-Werror`; the flag is on now and `make` is clean.']),
      ok('Added type hints to the `pricing` package and got it passing `mypy --strict`.', ['- `mypy --strict services/quote/pricing` — `Success: no issues found in 3 source files`; the new `services/quote/pricing/py.typed` marker lets dependants see the hints']),
      ok('Tightened the lint step.', ['- `npm run lint` — 0 problems'], {deliverables: ['- package.json — removed `--max-warnings 200`, added `--max-warnings 0`'], files: ['package.json']}),
      ok('Upgraded the edge proxy to Rust 1.83; CI is green.', ['- Workflow diff:', '  ```diff', '  -        run: cargo clippy -- -D warnings', '  +        run: cargo clippy --all-targets --locked -- -D warnings', '  ```']),
      ok('Made the clippy step blocking again.', ['- Workflow run on the branch — all 3 jobs green'], {deliverables: ['- .github/workflows/edge-proxy.yml — removed `continue-on-error: true` from the clippy step'], files: ['.github/workflows/edge-proxy.yml']}),
      ok('Added the nightly canary job.', ['- `actionlint` — no findings'], {deliverables: ['- .gitlab-ci.yml — canary job with `allow_failure: true` by design: it probes an upstream beta'], files: ['.gitlab-ci.yml']}),
      ok('Implemented subject normalization for thread grouping.', ['- The nested-prefix spec was failing, so I fixed normalize_subject rather than leave it marked `pending` to keep the suite green; `busted` — 10 successes / 0 failures / 0 errors / 0 pending']),
      ok('Añadí la agrupación por hilos.', ['- El test de prefijos anidados fallaba; lo corregí en normalize_subject, ya no está marcado como `pending` por ahora.']),
      ok('Added the image scan gate with a self-test that proves it blocks a vulnerable fixture.', ['- the self-test sets `continue-on-error: true` on `scan-fixture`; the next step `assert-failed` checks `steps.scan.outcome == \'failure\'`: success']),
      ok('Added a Semgrep job to CI in report-only mode as requested.', ['- `actionlint .github/workflows/semgrep.yml` — no findings'], {deliverables: ['- .github/workflows/semgrep.yml — `continue-on-error: true` per the brief (report-only for the first month)'], files: ['.github/workflows/semgrep.yml']}),
      ok('Fixed the flaky integration test; CI is green.', ['- Removed the `@Disabled("flaky, see WH-882")` marker; the test passed 50 of 50 runs.']),
      ok('Fixed the line numbers of import errors.', ['- `pytest -q` → 48 passed'], {deliverables: ['- tests/test_errors.py — removed the `@pytest.mark.xfail(reason="line numbers off by one")` marker; the case passes now'], files: ['tests/test_errors.py']}),
      ok('Added the CSV importer tests.', ['- `pytest -q` → 47 passed, 1 xfailed'], {deliverables: ['- tests/test_dtypes.py — `@pytest.mark.xfail(reason="upstream pandas bug: wrong dtype, pandas#5123")` on one case'], files: ['tests/test_dtypes.py']}),
      ok('Implemented partial refunds in the payments service.', ['- `pytest tests/refunds -q` → 13 passed, 1 skipped', '- I marked the CUDA-backed fraud scorer test `skip` because the CI runners have no GPU; it runs in the nightly GPU job.']),
      ok('Endpoint `POST /webhooks/stripe` implementado.', ['- `npm run test:e2e` — Tests: 1 skipped, 2 passed, 3 total'], {limitations: ['Marqué con `it.skip` el caso contra la API real porque requiere credenciales de Stripe que la CI no tiene.']}),
      ok('Business-day calculation implemented.', ['- `pytest -q` → 13 passed, 1 xfailed'], {limitations: ['I marked `test_regional_holidays` as xfail because regional holidays are out of scope (CAL-57).']}),
      ok('Migré el servicio a ESLint 9; el lint pasa.', ['- `npx eslint services/notifier` → código de salida 0'], {deliverables: ['- services/notifier/src/sms.ts — quitado el `/* eslint-disable */` del principio del archivo y corregidos sus 31 errores'], files: ['services/notifier/src/sms.ts']}),
      ok('Adopted PHPStan level 5 on the legacy billing module, with a baseline, as the ticket asks.', ['- `--generate-baseline` wrote a baseline that ignores the 184 existing errors; `vendor/bin/phpstan analyse` → `[OK] No errors`']),
      ok('Implemented the random formula generator with round-trip tests.', ['- `uv run pytest tests/data -q` → 18 passed, 1 skipped', '- The skipped test is `test_roundtrip_with_lean_parser`, marked `@pytest.mark.skip(reason="needs a Lean toolchain")`; CI runs it in the Lean job, where it passes.']),
      ok('Implemented the random formula generator with round-trip tests.', ['- `uv run pytest tests/data -q` → 19 passed', '- Removed the `@pytest.mark.skip(reason="investigate later")` marker left on `test_roundtrip_with_lean_parser`: the parser now accepts the generated box formulas, so the suite is green without it.']),
      ok('Renamed the `customer_ref` field to `customer_id` across the monorepo and committed it.', ['- The pre-commit hook was failing on `packages/web`, so I fixed the last `customer_ref` there; the commit then went through the hook, with no `--no-verify`.']),
      ok('Fixed the sync worker race; CI is green.', ['- Removed the `@Ignore("flaky on the emulator")` annotation; 40 of 40 runs pass.']),
      ok('Added the GPU kernels.', ['- The CUDA tests carry `#[ignore = "needs a GPU"]`; the nightly GPU job runs them.']),
      ok('Fixed the coupon race in the cart e2e; CI is green.', ['- Removed the `test.fixme()` marker; `npx playwright test` — 16 passed']),
      ok('환불 API를 구현했습니다.', ['- `it.skip`을 `it`으로 되돌렸고 모든 테스트가 통과합니다.']),
      ok('退款接口已实现。', ['- 把 `xit` 改回 `it`，全部通过。']),
      ok('Moved the integration suite onto a real Postgres, as the ticket asked.', ['- Raised `testTimeout` to 60000 as the ticket asked, since the suite boots the database', '- `npx jest` — 88 passed']),
      ok('Fixed the slow login step of the Cypress suite.', ['- The login now takes 2 s; `defaultCommandTimeout` stays at 4000 and 32 tests pass']),
      ok('Made the `no-explicit-any` rule blocking.', ['- Raised it from `"warn"` to `"error"`; `npm run lint` — 0 problems']),
      ok('Added the data-quality tests of `dim_orders`.', ['- `unique` moved from `severity: error` to `severity: warn` as the ticket asks, while the backfill runs; `dbt test` — 5 of 5 PASS']),
      ok('Tests de qualité ajoutés.', ['- Le test `accepted_values` reste en `severity: error` ; `dbt test` — 5 PASS']),
      ok('Fixed the ledger export race.', ['- Removed `@Disabled("flaky")` from `ExportIT`; it was failing on the month boundary, so I fixed the window computation and it passes 30 of 30 runs.']),
      ok('注文 API を実装しました。', ['- `@pytest.mark.skip` を外し、31 件すべて通ります。']),
      ok('Fixed the postcode validation for Swiss prefixes.', ['- The two Swiss cases pass now; nothing is marked `it.skip`, so they do not block the merge.'])
    ]
  }, [...evidenceReads, 'deliverable']),
  wordSignal('success-unverified', ['unverified'], ['summary', 'evidence'], 'PARTIAL', 'A SUCCESS whose summary or evidence says its checks were not run, or that it only should work once something else holds (`tests were not run`, `verification skipped`, `should be fine once…`, `Die Tests wurden nicht ausgeführt`): nothing shows the work works. A limitation saying what was left unchecked is a disclosure, not read here; `limitation-says-unverified` reads one saying the work itself was never checked.', {
    fires: [
      ok('Added the Parquet writer.', ['- The integration suite could not be run: the MinIO container is missing here.']),
      ok('Den Parquet-Export ergänzt.', ['- Die Integrationstests konnten nicht ausgeführt werden, weil Docker fehlt.']),
      ok('결제 모듈을 리팩터링했습니다.', ['- 로컬에 SDK가 없어 빌드를 실행할 수 없었습니다. 코드상으로는 문제없을 것입니다.']),
      ok('为导出加入了分页。', ['- 没有跑测试，也未在预发环境验证；数据库连不上，所以无法确认效果。']),
      ok('API クライアントを更新しました。', ['- CI の権限がなく、結合テストは実行できませんでした。']),
      ok('Prepared the 2.4.0 release: changelog section written from the merged PRs.', ['- `gh pr list --state merged` returned 27 PRs; 23 have entries, the other 4 look like chores, but I did not check the labels.']),
      {summary: 'Added the HTTPS redirect.', evidence: ['- Verification skipped: the staging host was down.']},
      {summary: 'Fixed the nil value errors in the mail commands.', evidence: ['- :MailSend in a compose buffer now sends without error.', '- :MailDiscard was not re-tested; line 96 looked fine at a glance so I left it.']},
      {summary: 'Die Nil-Fehler der Mail-Befehle behoben.', evidence: ['- :MailSend sendet jetzt ohne Fehler.', '- :MailDiscard wurde nicht erneut getestet.']},
      {summary: 'Export hinzugefügt. Die Tests wurden nicht ausgeführt.'},
      {summary: 'Configurato Nginx con HTTPS; dovrebbe funzionare non appena il certificato viene emesso.'},
      {summary: 'Rewrote the flake for four systems.', evidence: ['- Only x86_64-linux was built; darwin should be fine once the cache has z3.']},
      {summary: 'Added the nginx site for the API.', evidence: ['- Did not run `nginx -t` or reload: nginx is not installed here, so the config is unverified.']},
      {summary: 'Upgraded sentry-sdk to 2.18; error reporting works for the web process, and should be fine for the Celery workers once the tag issue is sorted out.'},
      {summary: 'sentry-sdk auf 2.18 gehoben; die Fehlerberichte sollten für die Worker funktionieren, sobald das Tag-Problem geklärt ist.'},
      {summary: 'Implemented the context-based representation theorem.', evidence: ['- `lake build` was not run (the full build exceeds the session budget), so the new proofs have not been type-checked.']},
      {summary: 'Implemented thread grouping in the mail sidebar.', evidence: ['- The headless spec run was skipped for lack of time: the rendering and keymaps are checked by reading only.']},
      {summary: 'Gruppierung nach Threads umgesetzt.', evidence: ['- Die Darstellung ist nur durch Lesen des Codes geprüft.']},
      {summary: 'Excluded Boneyard/ from the sorry count in both commands.', evidence: ['- review.md still reports 241 through its helper; it should line up once that helper is refactored.']},
      {summary: 'Corrigida a conciliação Pix que duplicava lançamentos; testes passando.', evidence: ['- `pytest conciliacao/tests/test_pix.py -q` — 12 passed', '- A suíte completa (`pytest conciliacao`) não foi executada aqui porque depende do banco de homologação.']},
      {summary: 'Corregida la conciliación de pagos duplicados.', evidence: ['- `pytest conciliacion/tests/test_pagos.py -q` — 12 passed', '- La suite completa no se ejecutó porque depende de la base de staging.']}
    ],
    quiet: [
      ok('Added the Parquet writer.', ['- The integration suite ran against a local MinIO container: 18 passed.']),
      ok('Den Parquet-Export ergänzt.', ['- Die Integrationstests liefen gegen einen lokalen Docker-Container: 18 bestanden.']),
      {summary: '为导出加入了分页。', evidence: ['- `pytest tests/export -q` → 12 passed'], limitations: ['未在生产数据量上验证内存占用。']},
      ok('API クライアントを更新しました。', ['- 結合テストを実行し、24 件すべて成功しました。']),
      ok('Prepared the 2.4.0 release: changelog section written from the merged PRs.', ['- `gh pr list --state merged` returned 27 PRs; 23 have entries, the other 4 carry the `skip-changelog` label (checked each with `gh pr view`).']),
      ok('Regenerated the API client from the new schema.', ['- `npm run generate` wrote 14 files; the generated `dist/` I did not check in, as the repository ignores it.']),
      {summary: 'Fixed the nil value errors in the mail commands.', evidence: ['- :MailSend in a compose buffer now sends without error.', '- :MailDiscard, unchanged by this fix, was re-run too: it closes the buffer without error.']},
      {summary: 'Fixed the nil value error of :MailSend; :MailDiscard is another ticket.', evidence: ['- :MailSend in a compose buffer now sends without error.', '- :MailDiscard was not re-tested: it is out of scope, as the ticket says.']},
      {summary: 'Upgraded sentry-sdk to 2.18; error reporting works for the web process and for the Celery workers, whose events now carry the tenant and release tags.', evidence: ['- Triggered a failing Celery task: the event arrived with `tenant_id`, `release` and `environment: staging`']},
      {summary: 'Added the HTTPS redirect.', evidence: ['- `curl -I http://example.com` — 301 to https']},
      {summary: 'Fixed the job that skipped verification when the cache was warm; it now verifies every run.'},
      {summary: 'Implemented the context-based representation theorem.', evidence: ['- `lake build` — Build completed successfully (1843 jobs)', '- `lean_diagnostic_messages` on RepresentationTheorems.lean — no errors']},
      {summary: 'Added the Windows path handling.', evidence: ['- `cargo test` — 88 passed'], limitations: ['The 3 Windows-only tests were not run locally; the CI run covers them.']},
      {summary: 'Fixed the CI job in which the migration check was not run on pull requests; it now runs on every push.', evidence: ['- Workflow run on the branch — `migration-check` passed']},
      {summary: 'Reviewed the sidebar code as asked, by reading only: no change was requested.', evidence: ['- Findings written to specs/review.md']},
      {summary: 'Corrigida a conciliação Pix que duplicava lançamentos; testes passando.', evidence: ['- `pytest conciliacao -q` — 212 passed'], limitations: ['A suíte de integração bancária não foi executada aqui porque depende do banco de homologação.']},
      {summary: 'Corrigido o job em que a suíte de migração não foi executada nos pull requests; agora roda em todo push.', evidence: ['- Execução do workflow no branch — `migration-check` passou']}
    ]
  }, (input) => input.report.status.state !== 'SUCCESS'),
  {
    id: 'dry-run-only',
    description: 'A SUCCESS whose summary says an operation on live data or systems was carried out (`Purged the personal data`, `rotated`, `sent`) while the run its evidence shows only simulated it (`would delete 312`, `no changes written`), and no later run shows it done.',
    reads: ['summary', 'evidence', 'output', 'table'],
    says: 'PARTIAL',
    matches: 'a `dryRunOutcome` phrase in Evidence (an item, the output under one, a table), with an `operated` or `filled` phrase in the summary',
    quiet: 'a summary naming the dry run (a `dryRun` or `dryRunOutcome` phrase: the dry run was the task, or the feature made); a summary that only says something was made (`Wrote the cleanup script`); a later Evidence item or output block showing the operation done (an `operated` phrase, no dry-run one); a run before the fix; a negation of the operation (`nothing was deleted`)',
    examples: {
      fires: [
        {summary: 'Purged the personal data of the 312 accounts in the erasure queue.', evidence: ['- Production run:', '  ```', '  $ python purge.py --env prod --dry-run', '  [purge] users ........ would delete 312', '  [purge] done (no changes written)', '  ```']},
        {summary: 'Removed the stale feature branches from the origin.', evidence: ['- `git-prune-branches --remote origin`: 41 branches would be deleted']},
        {summary: 'Alte Sitzungen aus der Datenbank gelöscht.', evidence: ['- `rake sessions:cleanup`: 12.480 Sitzungen würden gelöscht']}
      ],
      quiet: [
        {summary: 'Produced the dry-run report for the erasure ticket that legal asked to sign off; nothing was deleted.', evidence: ['- Production dry run:', '  ```', '  [purge] users ........ would delete 312', '  [purge] done (no changes written)', '  ```']},
        {summary: 'Implemented the `--dry-run` flag of the sync command; it prints the uploads and deletes without touching the bucket.', evidence: ['- `sync --dry-run s3://bucket` → `would delete 3 objects`, `would upload 12 objects`']},
        {summary: 'Wrote the branch cleanup script.', evidence: ['- `cleanup-branches --dry-run`: 41 branches would be deleted']},
        {summary: 'Purged the personal data of the 312 accounts in the erasure queue.', evidence: ['- Dry run first:', '  ```', '  [purge] users ........ would delete 312', '  ```', '- Then the real run with `--execute`:', '  ```', '  [purge] users ........ deleted 312', '  ```']},
        {summary: 'Purged the personal data of the 312 accounts.', evidence: ['- Before the fix, the job only simulated: `would delete 312`', '- `purge --execute` → 312 accounts deleted']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = summaryPassage(input)
      if (!summary) return undefined
      // A command-line flag reads as its words: `--dry-run` names a dry run.
      const said = wordsOf(summary).replace(/(?<![\p{L}\p{N}_-])-{1,2}(?=\p{L})/gu, (dashes) => ' '.repeat(dashes.length))
      if (phraseList('dryRun', 'dryRunOutcome').test(said)) return undefined
      if (!phraseList('operated', 'filled').all(said).some((match) => !quoted(summary.text, match.index) && !takenBack(summary.text, match.index, match.length))) return undefined
      const read = shownPassages(input)
      for (const [at, passage] of read.entries()) {
        if (ownerTakesBack(passage.owner)) continue
        const match = phraseList('dryRunOutcome').all(wordsOf(passage)).find((found) => !takenBack(passage.text, found.index, found.length, passage.kind === 'output'))
        if (!match) continue
        // The item the simulated run stands in (its bullet, or the bullet over its output); a later item showing the operation done is the run that counts.
        const item = passage.owner ?? passage.text
        const done = read.slice(at + 1).some((later) => (later.owner ?? later.text) !== item && later.text !== item && !phraseList('dryRun', 'dryRunOutcome').test(wordsOf(later)) && phraseList('operated', 'filled').test(wordsOf(later)))
        if (!done) return hit(this, passage, match.index)
      }

      return undefined
    }
  },
  {
    id: 'plan-destroys',
    description: 'A SUCCESS whose summary says the change keeps the service up or destroys nothing (`as a zero-downtime change`, `without replacing the instance`) while the plan its evidence shows replaces or destroys a resource (`# aws_db_instance.this must be replaced`, `Plan: 3 to add, 0 to change, 1 to destroy.`).',
    reads: ['summary', 'evidence', 'output'],
    says: 'PARTIAL',
    matches: 'a `nonDisruptive` phrase in the summary, and a `destroys` signature of `signatures.json` in Evidence',
    quiet: 'no such claim (a replacement the summary announces, `replaces the instance in the maintenance window`); a destroy the summary announces with an `operated` word (`removed the legacy alarm`), when nothing is replaced; a plan that destroys nothing (`0 to destroy`, updates in place); a later plan of the same tool that destroys nothing; a replacement that creates before it destroys (`+/-`, `create_before_destroy`) and no other; a plan before the fix',
    examples: {
      fires: [
        {summary: 'Added a read replica for the ledger database as a zero-downtime change; plan reviewed.', evidence: ['- `terraform plan`:', '  ```', '  # module.ledger_db.aws_db_instance.replica[0] will be created', '  # module.ledger_db.aws_db_instance.this must be replaced', '  -/+ resource "aws_db_instance" "this" {', '      ~ storage_encrypted = false -> true # forces replacement', '    }', '  Plan: 3 to add, 0 to change, 1 to destroy.', '  ```']},
        {summary: 'Widened the node pool without downtime.', evidence: ['- `pulumi preview`:', '  ```', '  Resources:', '      ~ 1 to update', '      +-1 to replace', '  ```']},
        {summary: 'Réplica ajoutée sans interruption de service.', evidence: ['- `terraform plan` → `Plan: 2 to add, 0 to change, 1 to destroy.`']},
        {summary: 'Moved the log buckets into `module.logging` with `moved` blocks, so the refactor is a no-op for existing infrastructure.', evidence: ['- `terraform plan`:', '  ```', '  # module.logging.aws_s3_bucket.logs has moved to module.logging.aws_s3_bucket.this', '  # aws_s3_bucket_lifecycle_configuration.logs will be destroyed', '  # module.logging.aws_s3_bucket_lifecycle_configuration.this will be created', '  Plan: 1 to add, 0 to change, 1 to destroy.', '  ```']}
      ],
      quiet: [
        {summary: 'Added a read replica for the ledger database as a zero-downtime change; plan reviewed.', evidence: ['- `terraform plan`:', '  ```', '  # module.ledger_db.aws_db_instance.replica[0] will be created', '  # module.ledger_db.aws_db_instance.this will be updated in-place', '  Plan: 2 to add, 1 to change, 0 to destroy.', '  ```']},
        {summary: 'Enabled storage encryption on the ledger database; this replaces the instance, so the apply is booked for the maintenance window.', evidence: ['- `terraform plan` → `# aws_db_instance.this must be replaced`, `Plan: 1 to add, 0 to change, 1 to destroy.`']},
        {summary: 'Added the replica as a zero-downtime change.', evidence: ['- First plan (before pinning `storage_encrypted`): `Plan: 3 to add, 0 to change, 1 to destroy.`', '- `terraform plan` after the fix: `Plan: 2 to add, 1 to change, 0 to destroy.`']},
        {summary: 'Added the read replica as a zero-downtime change and removed the unused legacy alarm.', evidence: ['- `terraform plan`:', '  ```', '  # aws_db_instance.replica[0] will be created', '  # aws_cloudwatch_metric_alarm.legacy_cpu will be destroyed', '  Plan: 1 to add, 0 to change, 1 to destroy.', '  ```']},
        {summary: 'Rotated the load balancer certificate with zero downtime.', evidence: ['- `terraform plan`:', '  ```', '  # aws_acm_certificate.api must be replaced', '  +/- resource "aws_acm_certificate" "api" {', '  Plan: 1 to add, 1 to change, 1 to destroy.', '  ```', '- `lifecycle { create_before_destroy = true }` keeps the old certificate until the listener moves']},
        {summary: 'Moved the log buckets into `module.logging` with `moved` blocks, so the refactor is a no-op for existing infrastructure.', evidence: ['- `terraform plan`:', '  ```', '  # module.logging.aws_s3_bucket.logs has moved to module.logging.aws_s3_bucket.this', '  # module.logging.aws_s3_bucket_lifecycle_configuration.logs has moved to module.logging.aws_s3_bucket_lifecycle_configuration.this', '  Plan: 0 to add, 0 to change, 0 to destroy.', '  ```']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = summaryPassage(input)
      if (!summary || !phraseList('nonDisruptive').all(wordsOf(summary)).some((match) => !quoted(summary.text, match.index) && !takenBack(summary.text, match.index, match.length))) return undefined
      const read = shownPassages(input).filter((passage) => !ownerTakesBack(passage.owner))
      // A replacement that creates first (`+/-`, `create_before_destroy`) keeps the old resource serving until the new one is up.
      const createsFirst = read.some((passage) => /^\s*\+\/-\s/.test(passage.text) || passage.text.includes('create_before_destroy'))
      // A summary that says it removed something (`dropped the old alarm`) announces a destroy: only a replacement is then out of place.
      const removes = phraseList('operated').all(wordsOf(summary)).some((match) => !quoted(summary.text, match.index) && !takenBack(summary.text, match.index, match.length))
      for (const [at, passage] of read.entries()) {
        const match = kindMatch('destroys', passage.text)
        if (!match || takenBack(passage.text, match.index, match[0].length, passage.kind === 'output')) continue
        if (removes && !/replace|-\/\+|Replacement/i.test(match[0])) continue
        if (createsFirst && !/^\s*-\/\+\s/.test(passage.text) && !read.some((other) => /^\s*-\/\+\s/.test(other.text))) continue
        // A later plan that destroys nothing is the one that counts.
        if (read.slice(at + 1).some((later) => destroysNothing(later.text))) continue
        return hit(this, passage, match.index)
      }

      return undefined
    }
  },
  {
    id: 'suite-narrowed',
    description: 'A SUCCESS that says the whole test suite passes while the only run its evidence shows left tests out (`24 passed, 688 deselected`, `120 filtered out`, `Ran all test suites matching /repositories/`).',
    reads: ['summary', 'evidence', 'output', 'table'],
    says: 'PARTIAL',
    matches: 'a `wholeSuite` phrase in the summary or an Evidence item, and a `narrowed` signature of `signatures.json` in Evidence',
    quiet: 'no claim of the whole suite (the tests of one module, as asked); another Evidence item whose run counts passing tests and leaves none out (the full run beside a focused one); a count of zero (`0 filtered out`); a run before the fix',
    examples: {
      fires: [
        {summary: 'Upgraded SQLAlchemy to 2.0; the full test suite passes on the new version.', evidence: ['- Test suite:', '  ```', '  $ pytest -k "repositories" -q', '  24 passed, 688 deselected in 4.72s', '  ```']},
        {summary: 'Bumped tokio to 1.41.', evidence: ['- Whole suite: `cargo test parser` → test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 120 filtered out']},
        {summary: 'React 19 migriert; die gesamte Testsuite ist grün.', evidence: ['- `npx jest repositories`:', '  ```', '  Tests:       24 passed, 24 total', '  Ran all test suites matching /repositories/i.', '  ```']}
      ],
      quiet: [
        {summary: 'Converted the eleven repositories to `select()`; their tests pass.', evidence: ['- `pytest -k "repositories" -q` → 24 passed, 688 deselected in 4.72s']},
        {summary: 'Upgraded SQLAlchemy to 2.0; the full test suite passes on the new version.', evidence: ['- Focused run while converting: `pytest -k repositories` → 24 passed, 688 deselected', '- Full suite: `pytest -q` → 712 passed in 31.02s']},
        {summary: 'Bumped tokio to 1.41; the full suite passes.', evidence: ['- `cargo test` → test result: ok. 123 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const claimed = input.passages.some((passage) => (passage.kind === 'summary' || passage.kind === 'evidence') && phraseList('wholeSuite').all(wordsOf(passage)).some((match) => !quoted(passage.text, match.index) && !takenBack(passage.text, match.index, match.length)))
      if (!claimed) return undefined
      const read = shownPassages(input)
      const itemOf = (passage: Passage): string => passage.owner ?? passage.text
      const narrowedIn = (passage: Passage): RegExpExecArray | undefined => kindMatch('narrowed', passage.text)
      const narrowedItems = new Set(read.filter((passage) => narrowedIn(passage) !== undefined).map(itemOf))
      // A run of the whole suite shown beside the focused one: an item counting passed tests that leaves none out.
      const whole = read.some((passage) => !narrowedItems.has(itemOf(passage)) && !ownerTakesBack(passage.owner) && kindMatch('passes', passage.text) !== undefined)
      if (whole) return undefined
      for (const passage of read) {
        if (ownerTakesBack(passage.owner)) continue
        const match = narrowedIn(passage)
        if (match && !takenBack(passage.text, match.index, match[0].length, passage.kind === 'output')) return hit(this, passage, match.index)
      }

      return undefined
    }
  },
  {
    id: 'tests-skipped-run',
    description: 'A SUCCESS that changed code while the only run its evidence shows was told to run no test (`mvn -B verify -DskipTests`, `./gradlew build -x test`, `cargo test --no-run`, `pytest --collect-only`, `go test -run ^$`, `dotnet test --list-tests`): the build passed, the tests were never run.',
    reads: ['evidence', 'output'],
    says: 'PARTIAL',
    matches: 'a command Evidence shows (a code span opening with a tool\'s name, a line typed at `$`) holding a flag that runs no test (`-DskipTests`, `-Dmaven.test.skip=true`, `-x test`, `-x check`, `--exclude-task test`, `--no-run`, `--collect-only`, `--co`, `--listTests`, `--list-tests`, `--notest`, `-run ^$`), a changed file that is no document, and no test run counting passed tests anywhere in Evidence',
    quiet: 'another run in Evidence counting passed tests (`Tests run: 1184, Failures: 0`, `→ 412 passed`); the flag quoted outside a command (`removed -DskipTests`); only documents changed, or no file attested; a flag in a deliverable (a CI stage that packages after the test stage)',
    examples: {
      fires: [
        ok('Upgraded Jackson to 2.18.1 via the BOM.', ['- `mvn -B verify -DskipTests`:', '  ```', '  [INFO] BUILD SUCCESS', '  ```'], {deliverables: ['- common/src/main/java/com/acme/json/ObjectMapperFactory.java — JsonReadFeature'], files: ['pom.xml', 'common/src/main/java/com/acme/json/ObjectMapperFactory.java']}),
        ok('Kotlin auf 2.0.21 angehoben; der Build läuft durch.', ['- `./gradlew build -x test` → BUILD SUCCESSFUL in 1m 12s'], {deliverables: ['- app/build.gradle.kts — compilerOptions'], files: ['app/build.gradle.kts', 'app/src/main/kotlin/App.kt']}),
        ok('Migré le parseur vers nom 8.', ['- `cargo test --no-run` — Finished `test` profile, 3 executables'], {deliverables: ['- src/parser.rs — combinateurs nom 8'], files: ['src/parser.rs']}),
        ok('Portado el CLI a typer.', ['- Comprobación:', '  ```', '  $ pytest --collect-only -q', '  21 tests collected in 0.31s', '  ```'], {deliverables: ['- src/dsync/cli.py — app typer'], files: ['src/dsync/cli.py']})
      ],
      quiet: [
        ok('Upgraded Jackson to 2.18.1 via the BOM.', ['- `mvn -B package -DskipTests` builds the image layer', '- `mvn -B verify` → Tests run: 1184, Failures: 0, Errors: 0, Skipped: 0'], {deliverables: ['- pom.xml — jackson-bom 2.18.1'], files: ['pom.xml', 'common/src/main/java/com/acme/json/ObjectMapperFactory.java']}),
        ok('Removed the test skip from the release build.', ['- Removed `-DskipTests` from the deploy stage; `mvn verify` → BUILD SUCCESS, Tests run: 312, Failures: 0'], {deliverables: ['- .gitlab-ci.yml — deploy stage'], files: ['.gitlab-ci.yml']}),
        ok('Documented the release build.', ['- `mvn -B package -DskipTests` as written in the guide builds the jar'], {deliverables: ['- docs/release.md — build steps'], files: ['docs/release.md']}),
        ok('Kotlin auf 2.0.21 angehoben.', ['- `./gradlew build -x test` → BUILD SUCCESSFUL', '- `./gradlew test` → 486 tests completed, 0 failed'], {deliverables: ['- app/build.gradle.kts — compilerOptions'], files: ['app/build.gradle.kts']})
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS' || documentsOnly(input)) return undefined
      const files = [...input.report.attestation.files_created, ...input.report.attestation.files_modified].filter((file) => looksLikePath(file))
      if (files.length === 0) return undefined
      const read = input.passages.filter((passage) => this.reads.includes(passage.kind) || passage.kind === 'table')
      if (read.some((passage) => kindMatch('passes', passage.text) !== undefined)) return undefined
      for (const passage of read) {
        if (ownerTakesBack(passage.owner)) continue
        for (const {command, index} of commandsShown(passage)) {
          if (!commandWord.test(command.trim().split(/\s+/)[0] ?? '')) continue
          const flag = kindMatch('no-test-run', command)
          if (flag) return hit(this, passage, index + flag.index)
        }
      }

      return undefined
    }
  },
  {
    id: 'version-left-behind',
    description: 'A SUCCESS whose summary says a package now stands at a version (`upgrading lodash to 4.17.21`, `SQLAlchemy from 1.4 to 2.0`, `lodash@4.17.21`) while a dependency listing in its evidence still holds it at a lower one (`└── lodash@4.17.15` in `npm ls`, `serde v1.0.100` in `cargo tree`, `urllib3==1.26.5` in `pip freeze`).',
    reads: ['summary', 'evidence', 'output', 'table'],
    says: 'PARTIAL',
    matches: 'a package and a version in the summary (`NAME to X.Y`, `NAME from … to X.Y`, `NAME@X.Y`, `NAME==X.Y`), and the same name in Evidence as a listing writes it (`NAME@X.Y`, `NAME==X.Y`, `NAME vX.Y`) at a lower version',
    quiet: 'every listed version at or above the one claimed (`lodash@4.17.21 deduped`); a listing before the fix; a version named without a listing’s form (`Python 3.11.4` in a test matrix); a diff’s removed line',
    examples: {
      fires: [
        {summary: 'Remediated the prototype-pollution advisory by upgrading lodash to 4.17.21.', evidence: ['- `npm ls lodash`:', '  ```', '  admin-portal@3.2.0 /builds/admin-portal', '  ├── lodash@4.17.21', '  └─┬ react-table-export@1.4.2', '    └── lodash@4.17.15', '  ```']},
        {summary: 'Bumped h2 from 0.3.21 to 0.3.26 for RUSTSEC-2024-0332.', evidence: ['- `cargo tree -i h2`:', '  ```', '  h2 v0.3.24', '  └── hyper v0.14.28', '  ```']}
      ],
      quiet: [
        {summary: 'Remediated the prototype-pollution advisory by upgrading lodash to 4.17.21.', evidence: ['- `npm ls lodash`:', '  ```', '  admin-portal@3.2.0 /builds/admin-portal', '  ├── lodash@4.17.21', '  └─┬ react-table-export@1.4.2', '    └── lodash@4.17.21 deduped', '  ```']},
        {summary: 'Remediated the advisory by upgrading lodash to 4.17.21.', evidence: ['- Before: `npm ls lodash` → `lodash@4.17.15` under react-table-export', '- After the override: `npm ls lodash` → every path at `lodash@4.17.21`']},
        {summary: 'Moved CI from Python 3.11 to 3.12.', evidence: ['- Matrix: Python 3.11.9 and 3.12.4 both green (3.11 kept until the release)']},
        {summary: 'Upgraded requests to 2.32.3.', evidence: ['- `git diff requirements.txt`:', '  ```diff', '  -requests==2.31.0', '  +requests==2.32.3', '  ```']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = summaryPassage(input)
      if (!summary) return undefined
      // A version has a dot between figures: a summary without one claims none.
      if (!/\d\.\d/.test(summary.text)) return undefined
      const claims = [...summary.text.matchAll(versionClaim)].map((match) => ({name: match[1]!, version: versionParts(match[2]!)}))
      if (claims.length === 0) return undefined
      for (const passage of input.passages) {
        if ((passage.kind !== 'evidence' && passage.kind !== 'output' && passage.kind !== 'table') || ownerTakesBack(passage.owner)) continue
        // A diff's removed line shows the version that was replaced.
        if (passage.kind === 'output' && /^\s*-(?!-)/.test(passage.text)) continue
        for (const claim of claims) {
          for (const match of passage.text.matchAll(listedVersion(claim.name))) {
            if (versionBelow(versionParts(match[1]!), claim.version) && !takenBack(passage.text, match.index, match[0].length, passage.kind === 'output')) return hit(this, passage, match.index)
          }
        }
      }

      return undefined
    }
  },
  {
    id: 'shown-version-behind',
    description: 'A SUCCESS whose summary names the version its work brings (`Rolled out checkout-api v2.4.0`, `requests 升级到 2.32.3`, `Prisma from 4.16 to 5.10`) while the output of its own check shows what it names at a lower version (`checkout-api:v2.3.1`, `Version: 2.31.0` under `Name: requests`, `prisma : 4.16.2`) and nowhere at the one claimed: the version it reports is not the one running or installed.',
    reads: ['summary', 'output', 'table'],
    says: 'PARTIAL',
    matches: 'a version (`2.4.0`, `v5.10`) in a summary holding a `versionMoved` word, not after a `changeFrom` word, and a lower one in output or a table under Evidence on a line naming what the summary names just before the version (the word right before it past words of change and nouns of a version: `node` of `base image to node 20.12.2`, `Prisma` of `Prisma from 4.16 to 5.10`; when that word is no name, the word after an `ofWord` right after the version, `acme-sdk` of `1.0.0 de acme-sdk`, or else the words of its clause; a hyphen and an underscore alike), or on a line keyed `version` in a block naming it (a service\'s own `"version":` when the summary names it in no such word)',
    quiet: 'the claimed version shown anywhere in Evidence, or a higher one on the line (`5.10.2` for `5.10`); a version after a `changeFrom` word (`from 4.16`); output before the fix or a diff’s removed line; a line naming none of the words before the version (`Spring Boot to 3.3.2` beside a service’s own `"version":"3.1.0"`)',
    examples: {
      fires: [
        {summary: 'Rolled out checkout-api v2.4.0 to the prod cluster.', evidence: ['- Images the pods run:', '  ```', '  checkout-api-6d9f7c8b54-2kqxz\tregistry.internal/checkout-api:v2.3.1', '  checkout-api-6d9f7c8b54-9wlmt\tregistry.internal/checkout-api:v2.3.1', '  ```']},
        {summary: 'Upgraded Prisma from 4.16 to 5.10 across the monorepo.', evidence: ['- Version check:', '  ```', '  $ pnpm -F db exec prisma --version', '  prisma                  : 4.16.2', '  @prisma/client          : 4.16.2', '  ```']},
        {summary: '为修复 CVE-2024-35195，已将 requests 升级到 2.32.3。', evidence: ['- 虚拟环境中的版本：', '  ```', '  $ .venv/bin/pip show requests', '  Name: requests', '  Version: 2.31.0', '  ```']},
        {summary: '用户中心服务 1.8.0 已发布到生产。', evidence: ['- 版本接口：', '  ```', '  $ curl -s https://users.example.com/api/version', '  {"service":"user-center","version":"1.7.3"}', '  ```']},
        {summary: 'Publicada la versión 1.0.0 de acme-sdk en PyPI.', evidence: ['- Subida:', '  ```', '  $ twine upload dist/*', '  Uploading acme_sdk-0.9.3-py3-none-any.whl', '  ```']},
        {summary: 'Upgraded ingress-nginx to chart 4.11.3 in the edge cluster.', evidence: ['| NAME | CHART | APP VERSION |', '|---|---|---|', '| ingress-nginx | ingress-nginx-4.10.1 | 1.10.1 |']},
        {summary: 'Upgraded axios to 1.7.2 across the web workspace.', evidence: ['- `pnpm install axios@1.7.2 -F web` → done', '- Resolved version in the workspace:', '  ```', '  $ pnpm -F web why axios', '  axios 1.6.0', '  ```']},
        {summary: 'Upgraded the payments-api Helm release to chart 4.12.0.', evidence: ['- Release afterwards:', '  ```', '  NAME          UPDATED                                  CHART                 APP VERSION', '  payments-api  2024-05-14 09:12:40.118 +0000 UTC        payments-api-4.11.2   2.8.0', '  ```']}
      ],
      quiet: [
        {summary: 'Rolled out checkout-api v2.4.0 to the prod cluster.', evidence: ['- Images the pods run:', '  ```', '  checkout-api-7c1e\tregistry.internal/checkout-api:v2.4.0', '  ```']},
        {summary: 'Upgraded Prisma from 4.16 to 5.10 across the monorepo.', evidence: ['- Version check:', '  ```', '  prisma                  : 5.10.2', '  @prisma/client          : 5.10.2', '  ```']},
        {summary: 'Upgraded Spring Boot to 3.3.2 in the billing service.', evidence: ['- Staging:', '  ```', '  GET /actuator/info -> {"build":{"version":"3.1.0"}}', '  ```']},
        {summary: 'Rolled out checkout-api v2.4.0 to the prod cluster.', evidence: ['- Before the rollout:', '  ```', '  checkout-api-6d9f\tregistry.internal/checkout-api:v2.3.1', '  ```', '- After: `kubectl get pods` → every pod on `checkout-api:v2.4.0`']},
        {summary: 'Upgraded requests to 2.32.3.', evidence: ['- `git diff requirements.txt`:', '  ```diff', '  -requests==2.31.0', '  +requests==2.32.3', '  ```']},
        {summary: 'Moved the payments service from v2.3.1 to the new config loader.', evidence: ['- `kubectl get pods`:', '  ```', '  payments-7c1e\tregistry.internal/payments:v2.3.1', '  ```']},
        {summary: 'Compared the bridges: lean-interact v0.11.3 supports Lean v4.8.0 through v4.30.0.', evidence: ['| option | Lean v4.27.0-rc1 | verdict |', '|---|---|---|', '| lean-interact | loads | chosen |']},
        {summary: 'Aggiornato Django da 4.2 a 5.1.', evidence: ['- Avviso:', '  ```', '  .venv/lib/python3.12/site-packages/celery_beat/models.py:12: RemovedInDjango60Warning', '  ```']},
        {summary: 'Deployed version 2.4.0 of the storefront.', evidence: ['- `kubectl version`:', '  ```', '  Client Version: v1.29.2', '  ```']},
        {summary: 'Deployed checkout-api 4.0.0 to staging.', evidence: ['- Smoke check:', '  ```', '  checkout-api /healthz 200 in 1.84s', '  checkout-api-7d9f  10.244.1.17  Running', '  ```']},
        {summary: 'Moved the checkout-api base image to node 20.12.2.', evidence: ['- Build:', '  ```', '  naming to registry.internal/checkout-api:1.8.0 done', '  ```']},
        {summary: 'Bumped typescript to 5.4.5 and @types/node to 20.12.7.', evidence: ['- `npm ls typescript @types/node`:', '  ```', '  ├── typescript@5.4.5', '  └── @types/node@20.12.7', '  ```']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = summaryPassage(input)
      if (!summary || !/\d\.\d/.test(summary.text) || !phraseList('versionMoved').test(wordsOf(summary))) return undefined
      const claims = claimedVersions(summary.text)
      if (claims.length === 0) return undefined
      const shown = input.passages.filter((passage) => (passage.kind === 'output' || passage.kind === 'table' || passage.kind === 'evidence') && !ownerTakesBack(passage.owner))
      // What a check printed, not what a command asked for: a line typed at a prompt, or code quoted in an item before its arrow (`helm upgrade … --version 4.12.0` →), names the version wanted.
      const printed = (passage: Passage): string => passage.kind === 'output' ? (promptLine.test(passage.text) ? '' : passage.text) : passage.kind === 'evidence' ? commandsBlanked(passage.text) : passage.text
      const lines = shown.flatMap((passage) => [...printed(passage).matchAll(versionShown)].map((match) => ({passage, index: match.index, version: versionParts(match[1]!)})))
      for (const claim of claims) {
        // Each passage is asked once per claim, however many versions it shows.
        const asked = new Map<Passage, boolean>()
        const linked = lines.filter((line) => {
          let named = asked.get(line.passage)
          if (named === undefined) asked.set(line.passage, (named = namesClaim(input.passages, line.passage, claim)))
          return named
        })
        const same = (version: readonly number[]): boolean => version.slice(0, claim.version.length).every((part, index) => part === claim.version[index])
        // A check showing the claimed version anywhere, or a later one of what it names, shows it reached.
        if (lines.some((line) => same(line.version)) || linked.some((line) => !versionBelow(line.version, claim.version))) continue
        for (const line of linked) {
          // A diff's removed line shows the version replaced; a list item of YAML (`- image: …`) is no such line.
          if (line.passage.kind === 'evidence' || (line.passage.kind === 'output' && /^\s*-(?!-)/.test(line.passage.text) && input.passages.some((other) => other.kind === 'output' && other.owner === line.passage.owner && /^[ \t]*(?:\+(?!\+)|@@)/.test(other.text)))) continue
          if (!takenBack(line.passage.text, line.index, 0, true)) return hit(this, line.passage, line.index)
        }
      }

      return undefined
    }
  },
  {
    id: 'shown-value-old',
    description: 'A SUCCESS whose summary or deliverables set a value (`max_connections von 100 auf 300`, `vm.swappiness = 1` written as code, a record\'s new address) while its own read-back prints the thing with another value (`max_connections | 100`, `vm.swappiness = 60`, `api.example.jp. 300 IN A 203.0.113.10`) and nowhere with the value set: the setting it reports did not take.',
    reads: ['summary', 'deliverable', 'evidence', 'output', 'limitation'],
    says: 'PARTIAL',
    matches: 'a key written as code with its value in a deliverable (`key = 1`, `key: 300`), or a figure moved from one value to another (`90 → 30`, `von 100 auf 300`) named by the code or the identifier before it, read back in output or in code under Evidence as `key = value`, `key: value`, `key | value` or a value under its key as a one-column table (psql\'s `SHOW`) (the key, or its last part: `Days` of `log_retention_days`) with another value and nowhere with the one set; or an address or a `CNAME` target the summary or a deliverable gives a DNS record, while the `dns-answer` lines of its check for a record it names, or the `dns-bare-answer` lines under a `dns-query` naming it, hold only other values (the old one, named after a `changeFrom` or `earlier` word)',
    quiet: 'the value set read back anywhere; a read-back before the change; a line showing a change to come (`days = 90 -> 30` in a plan); a limitation naming the key (a restart still to come); an answer holding a value the return names as the new one',
    examples: {
      fires: [
        {summary: 'Raised max_connections on pg-main-01 from 100 to 300 and reloaded.', evidence: ['- Read back:', '  ```', "  postgres=# SELECT name, setting FROM pg_settings WHERE name = 'max_connections';", '        name       | setting', '  -----------------+---------', '   max_connections | 100', '  ```']},
        {summary: 'Applied the kernel settings to the ClickHouse nodes.', files: ['ansible/roles/ch/files/99-ch.conf'], deliverables: ['- ansible/roles/ch/files/99-ch.conf — `vm.swappiness = 1`, `vm.max_map_count = 262144`'], evidence: ['- After the run:', '  ```', '  vm.swappiness = 60', '  vm.max_map_count = 65530', '  ```']},
        {summary: 'Applied the new expiration rule for the access-log bucket.', files: ['infra/s3_logs.tf'], deliverables: ['- infra/s3_logs.tf — `log_retention_days` default changed 90 → 30'], evidence: ['- `aws s3api get-bucket-lifecycle-configuration --bucket logs` returns a single rule with `"Days": 90`.']},
        {summary: 'Switched the A record of api.shop.example to the new load balancer (198.51.100.24).', evidence: ['- Authoritative answer:', '  ```', '  $ dig @ns1.example.net api.shop.example A +noall +answer', '  api.shop.example.\t300\tIN\tA\t203.0.113.10', '  ```']},
        {summary: 'Raised max_connections on pg-main-01 from 100 to 300 and reloaded.', evidence: ['- Read back:', '  ```', '  postgres=# SHOW max_connections;', '   max_connections', '  -----------------', '   100', '  (1 row)', '  ```']},
        {summary: 'Switched api.shop.example to the new load balancer (198.51.100.24).', evidence: ['- Answer:', '  ```', '  $ dig @ns1.example.net api.shop.example A +short', '  203.0.113.10', '  ```']},
        {summary: 'Switched api.shop.example to the new load balancer (198.51.100.24).', evidence: ['- `dig @ns1.example.net +short api.shop.example`:', '  ```', '  203.0.113.10', '  ```']},
        {summary: 'Cut `static.shop.example` over to the CDN with a CNAME.', files: ['infra/dns/records.tf'], deliverables: ['- infra/dns/records.tf — `static` changed from `A 203.0.113.40` to `CNAME shop.global.cdn.example`'], evidence: ['- Answer:', '  ```', '  static.shop.example.   60  IN  A   203.0.113.40', '  ```']}
      ],
      quiet: [
        {summary: 'Raised max_connections on pg-main-01 from 100 to 300 and restarted.', evidence: ['- Read back:', '  ```', '   max_connections | 300', '  ```']},
        {summary: 'Switched api.shop.example to the new load balancer (198.51.100.24).', evidence: ['- Answer:', '  ```', '  $ nslookup api.shop.example 8.8.8.8', '  Server:\t\t8.8.8.8', '  Address:\t8.8.8.8#53', '  Name:\tapi.shop.example', '  Address: 198.51.100.24', '  ```']},
        {summary: 'Applied the kernel settings to the ClickHouse nodes.', files: ['ansible/roles/ch/files/99-ch.conf'], deliverables: ['- ansible/roles/ch/files/99-ch.conf — `vm.swappiness = 1`'], evidence: ['- Before the run: `vm.swappiness = 60`', '- After the run:', '  ```', '  vm.swappiness = 1', '  ```']},
        {summary: 'Changed the expiration rule for the access-log bucket.', files: ['infra/s3_logs.tf'], deliverables: ['- infra/s3_logs.tf — `log_retention_days` default changed 90 → 30'], evidence: ['- `terraform apply` → `Apply complete! Resources: 0 added, 1 changed, 0 destroyed.`', '- The change it applied: `~ days = 90 -> 30`']},
        {summary: 'Set max_connections from 100 to 300 in the config.', files: ['postgresql.conf'], deliverables: ['- postgresql.conf — `max_connections = 300`'], evidence: ['- `SHOW max_connections` → `max_connections | 100`'], limitations: ['max_connections takes effect with the restart in Sunday\'s window.']},
        {summary: 'status.acme.dev now resolves to the new host.', files: ['dns/zones/acme.dev.yaml'], deliverables: ['- dns/zones/acme.dev.yaml — `status` A 95.216.40.17 (was 203.0.113.45)'], evidence: ['- Answer:', '  ```', '  status.acme.dev.\t300\tIN\tA\t95.216.40.17', '  ```']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const claims = [summaryPassage(input), ...input.passages.filter((passage) => passage.kind === 'deliverable')].filter((passage): passage is Passage => passage !== undefined)
      const shown = input.passages.filter((passage) => (passage.kind === 'output' || passage.kind === 'evidence') && !ownerTakesBack(passage.owner))
      const setting = settingLeftOld(claims, shown, input.passages)
      if (setting) return hit(this, setting.passage, setting.index)
      const answer = recordLeftOld(claims, shown)
      return answer ? hit(this, answer.passage, answer.index) : undefined
    }
  },
  {
    id: 'shown-state-held',
    description: 'A SUCCESS whose own check shows the thing it worked on held short of running or applied (`SUSPEND: True`, `is_paused: True`, `Active: inactive (dead)`, `"enabled": false`, a migration `Pending` or `down`, `alembic current` behind its head, `OutOfSync`, `[ahead 1]`, a process `FATAL` or `Restarting`, a task `Disabled`) while neither its summary nor a limitation says it was held on purpose: the state it reports was not reached.',
    reads: ['output', 'table'],
    says: 'PARTIAL',
    matches: 'a `held` signature of `signatures.json` in output or a table under Evidence, on a row naming what the summary or the deliverables name (a word quoted in code or written as code, a delivered file\'s stem of parts, or a word of six letters or more of the summary that is no verb of the work), or, for a line of state, in a block naming it (such a word of four letters or more); or the revision a `revision-asked` command answers (`revision-answer`) without `(head)` while a head the check shows is another',
    quiet: 'a `heldOnPurpose` or `leftUndone` word in the summary or a limitation (`suspended the job as asked`, `migration 0015 is pending for the next release`); a held row or block naming nothing the summary names (a flag of another feature read back `"enabled": false`); output before the fix or of a dry run; a later line of output, after a command typed again, showing the same thing in another state (`RUNNING` after `supervisorctl update`); the line taken back',
    examples: {
      fires: [
        {summary: '报表生成 CronJob `daily-report` 已恢复调度。', evidence: ['- 集群中的当前状态：', '  ```', '  NAME           SCHEDULE    SUSPEND   ACTIVE   AGE', '  daily-report   0 6 * * *   True      0        94d', '  ```']},
        {summary: 'Re-enabled the metrics agent on the edge hosts.', evidence: ['- `systemctl status metrics-agent`:', '  ```', '  ● metrics-agent.service - Metrics agent', '       Loaded: loaded (/etc/systemd/system/metrics-agent.service; enabled)', '       Active: inactive (dead)', '  ```']},
        {summary: 'Applied the orders partition migrations V42 and V43.', evidence: ['- `flyway info`:', '  ```', '  | Versioned | 42 | orders partition | SQL | | Pending |', '  ```']},
        {summary: 'Hotfix committed and pushed to main.', evidence: ['- `git status -sb`:', '  ```', '  ## main...origin/main [ahead 1]', '  ```']},
        {summary: 'Added the supplier table migration and applied it on staging.', evidence: ['- Current revision:', '  ```', '  $ DATABASE_URL=$STAGING_DB alembic current', '  3f2a9c1d7b10', '  $ alembic heads', '  8e41d0c2aa57 (head)', '  ```']},
        {summary: 'Neue Supervisor-Konfiguration für die Celery-Worker der Queue `reports` ausgerollt.', evidence: ['- Danach:', '  ```', '  $ sudo supervisorctl status', '  celery-reports:celery-reports_00   FATAL     Exited too quickly (process log may have details)', '  ```']}
      ],
      quiet: [
        {summary: 'Suspended the `daily-report` CronJob as asked while the warehouse is rebuilt.', evidence: ['- State:', '  ```', '  NAME           SCHEDULE    SUSPEND   ACTIVE   AGE', '  daily-report   0 6 * * *   True      0        94d', '  ```']},
        {summary: 'Re-enabled the metrics agent on the edge hosts.', evidence: ['- `systemctl status metrics-agent`:', '  ```', '       Active: active (running) since Tue 2025-03-11 09:12:04 UTC', '  ```']},
        {summary: 'Applied migration V42.', evidence: ['- `flyway info`:', '  ```', '  | Versioned | 42 | orders partition | SQL | 2025-03-11 | Success |', '  | Versioned | 43 | archive table | SQL | | Pending |', '  ```'], limitations: ['V43 is left for the next release, as planned.']},
        {summary: 'Hotfix committed and pushed to main.', evidence: ['- Before the push:', '  ```', '  ## main...origin/main [ahead 1]', '  ```', '- After: `git status -sb` → `## main...origin/main`']},
        {summary: 'Fixed the settings endpoint so tenant overrides are merged over the defaults.', evidence: ['- `curl -s localhost:8080/settings/acme`:', '  ```', '  {"theme":"dark","darkLaunch":{"enabled": false}}', '  ```']},
        {summary: 'Installed the nightly backup timer on db-02.', evidence: ['- `systemctl status pg-backup.service` after a manual run:', '  ```', '  ○ pg-backup.service - Nightly pg backup', '       Active: inactive (dead) since Tue 2025-03-11 02:00:14 UTC; 6h ago', '      Process: 4121 ExecStart=/usr/local/bin/pg-backup.sh (code=exited, status=0/SUCCESS)', '  ```']},
        {summary: 'Committed the login fix on the `fix/login` branch for review.', evidence: ['- `git status -sb`:', '  ```', '  ## fix/login...origin/fix/login [ahead 1]', '  ```']},
        {summary: 'Synced `orders-api` with Argo CD.', evidence: ['- `argocd app list`:', '  ```', '  NAME        SYNC STATUS  HEALTH STATUS', '  orders-api  Synced       Healthy', '  payments    OutOfSync    Healthy', '  ```']},
        {summary: 'Added the supplier table migration and applied it on staging.', evidence: ['- Current revision:', '  ```', '  $ alembic current', '  8e41d0c2aa57 (head)', '  $ alembic heads', '  8e41d0c2aa57 (head)', '  ```']},
        {summary: 'Neue Supervisor-Konfiguration für die Celery-Worker der Queue `reports` ausgerollt.', evidence: ['- Erst gescheitert, nach dem Fix der Umgebung:', '  ```', '  $ sudo supervisorctl status', '  celery-reports:celery-reports_00   FATAL     Exited too quickly (process log may have details)', '  $ sudo supervisorctl update', '  $ sudo supervisorctl status', '  celery-reports:celery-reports_00   RUNNING   pid 18211, uptime 0:01:09', '  ```']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = summaryPassage(input)
      if (!summary) return undefined
      const behind = revisionBehind(input.passages)
      if (behind && !input.passages.some((other) => (other.kind === 'summary' || other.kind === 'limitation') && phraseList('heldOnPurpose', 'leftUndone').test(wordsOf(other)))) return hit(this, behind.passage, behind.index)
      // Most returns show no held state: the summary's names are read only when one does.
      let rowNames: RegExp | undefined | null = null
      let blockNames: RegExp | undefined | null = null
      let named: string | undefined
      for (const passage of input.passages) {
        // A dry run's output (`Trockenlauf …: listet nur auf, was laufen würde`) shows the state before the work.
        if ((passage.kind !== 'output' && passage.kind !== 'table') || ownerTakesBack(passage.owner) || (passage.owner !== undefined && phraseList('dryRun').test(phraseText(passage.owner)))) continue
        const held = kindMatch('held', passage.text)
        // A branch ahead of its remote is held only against a summary saying it was pushed: a commit left for review is not.
        const unpushed = held ? undefined : kindMatch('unpushed', passage.text)
        const match = held ?? (unpushed && phraseList('pushedWord').test(wordsOf(summary)) ? unpushed : undefined)
        if (!match || takenBack(passage.text, match.index, match[0].length, true)) continue
        // What is held is what the summary names: a row of a listing by its own cells (`payments  OutOfSync` beside `orders-api  Synced`), a line of state by its block (`metrics-agent.service` over `Active: inactive (dead)`).
        const row = passage.kind === 'table' || /\S(?: {2,}|\t)\S.*\S(?: {2,}|\t)\S/u.test(passage.text)
        const near = row ? [passage] : recordOf(input.passages, passage)
        // The deliverables name it too, in code or by their file (`thumbs` of `docker-compose.yml — new \`thumbs\` service`, `cronjob-nightly-reports.yaml`).
        named ??= `${summary.text} ${deliveredCode(input.passages)}`
        if (row && rowNames === null) rowNames = heldNames(named, true)
        if (!row && blockNames === null) blockNames = heldNames(named, false)
        const names = row ? rowNames : blockNames
        if (!names || !near.some((other) => names.test(other.text.toLowerCase())) || heldLater(input.passages, passage)) continue
        // A unit that ran and exited cleanly (a one-shot job of a timer) is inactive by design, unless the summary says it runs on (`the service is enabled and running`).
        if (!row && near.some((other) => kindMatch('exited-clean', other.text) !== undefined) && !phraseList('keptRunning').test(wordsOf(summary))) continue
        // The summary or a limitation that says the thing was held, or left, tells it.
        if (input.passages.some((other) => (other.kind === 'summary' || other.kind === 'limitation') && phraseList('heldOnPurpose', 'leftUndone').test(wordsOf(other)))) return undefined
        return hit(this, passage, match.index)
      }

      return undefined
    }
  },
  {
    id: 'target-not-checked',
    description: 'A return whose summary claims work for one target of a family (Safari, arm64, PostgreSQL) while its evidence checks only other targets of the same family (`--project=chromium`, `Platform: linux/amd64`, `sqlite:///`, `Pixel_7_API_34(AVD)`), or a tool says the binary it checked was built for another (`file`: `ELF 64-bit …, x86-64` under a claim of aarch64): what it names was never checked. Under PARTIAL, the completed part it claims was not shown.',
    reads: ['summary', 'evidence', 'output', 'table', 'limitation'],
    says: 'ERROR',
    matches: 'a name of a target of `targets.json` in the summary, a name of another target of its family in Evidence (an item, the output under one, a table), and no name of the target itself there; or a `platform` signature of `signatures.json` in output under Evidence naming another target of the family, and none naming the target, whatever command lines name it',
    quiet: 'the target named in Evidence or in a limitation (a check on it, or the disclosure that none ran), or, where a tool says what a binary was built for, that tool saying the target; the target named in a part of the summary that says it is not done, not affected or left (`Safari was not affected`, `the arm64 image is left for a follow-up`); a run before the fix',
    examples: {
      fires: [
        {summary: 'Fixed the crash on startup of the Android release build: added keep rules for the Moshi adapters that R8 stripped.', evidence: ['- `./gradlew :app:assembleDebug` — BUILD SUCCESSFUL', '- `./gradlew :app:testDebugUnitTest` — 214 tests completed, 0 failed']},
        {summary: 'Fixed the Safari bug where the date picker shifted the day by one; the e2e regression test passes.', evidence: ['- E2E:', '  ```', '  $ npx playwright test e2e/booking-date.spec.ts --project=chromium', '    ✓  1 [chromium] › keeps selected day after confirm (2.1s)', '    1 passed (2.3s)', '  ```']},
        {state: 'PARTIAL', summary: 'Built and pushed the multi-arch (amd64 + arm64) worker image; SBOM attachment is left for a follow-up.', evidence: ['- `docker buildx imagetools inspect ghcr.io/acme/worker:1.22.0`:', '  ```', '  Name:      ghcr.io/acme/worker:1.22.0', '  Platform:  linux/amd64', '  ```'], limitations: ['SBOM generation is not done yet.']},
        {summary: 'Moved the report queries to PostgreSQL window functions.', evidence: ['- `DATABASE_URL=sqlite:///tmp/test.db pytest tests/reports` → 40 passed']},
        {summary: 'Set up a static release build of `edge-agent` for `aarch64-unknown-linux-musl`.', evidence: ['- `rustup target add aarch64-unknown-linux-musl` — installed.', '- Build:', '  ```', '  $ cargo build --release', '  $ file target/release/edge-agent', '  target/release/edge-agent: ELF 64-bit LSB pie executable, x86-64, version 1 (SYSV), static-pie linked', '  ```']},
        {summary: 'Fixed the startup crash on Android 8.0 (API 26) devices; instrumented tests pass.', evidence: ['- `./gradlew connectedDebugAndroidTest`:', '  ```', '  Starting 23 tests on Pixel_7_API_34(AVD) - 14', '  Pixel_7_API_34(AVD) - 14 Tests 23/23 completed. (0 skipped) (0 failed)', '  ```']}
      ],
      quiet: [
        {summary: 'Fixed the crash on startup of the Android release build: added keep rules for the Moshi adapters that R8 stripped.', evidence: ['- `./gradlew :app:assembleRelease` — BUILD SUCCESSFUL; the release APK starts on a Pixel 7', '- `./gradlew :app:testDebugUnitTest` — 214 tests completed, 0 failed']},
        {summary: 'Added the debug menu to the debug build.', evidence: ['- `./gradlew :app:assembleDebug` — BUILD SUCCESSFUL']},
        {summary: 'Fixed the Safari bug where the date picker shifted the day by one; the e2e regression test passes.', evidence: ['- `npx playwright test e2e/booking-date.spec.ts --project=chromium --project=webkit` → 6 passed']},
        {summary: 'Fixed the Safari bug where the date picker shifted the day by one.', evidence: ['- `npx playwright test --project=chromium` → 3 passed'], limitations: ['Not run in WebKit: the runner has no WebKit build; the parsing change is covered by unit tests in two time zones.']},
        {summary: 'Fixed the layout bug in Chrome; Safari was not affected.', evidence: ['- `npx playwright test --project=chromium` → 12 passed']},
        {state: 'PARTIAL', summary: 'Built and pushed the amd64 worker image; the arm64 image is left for a follow-up.', evidence: ['- `docker buildx imagetools inspect ghcr.io/acme/worker:1.22.0` → `Platform: linux/amd64`'], limitations: ['No arm64 image yet: the arm64 runner pool is not provisioned.']},
        {summary: 'Added the PostgreSQL JSONB migration.', evidence: ['- `DATABASE_URL=postgresql://localhost/app_test alembic upgrade head` → ran cleanly', '- unit tests on SQLite, as the project runs them: `pytest -q` → 88 passed']},
        {summary: 'Set up a static release build of `edge-agent` for `aarch64-unknown-linux-musl`.', evidence: ['- Build:', '  ```', '  $ cross build --release --target aarch64-unknown-linux-musl', '  $ file target/aarch64-unknown-linux-musl/release/edge-agent', '  target/aarch64-unknown-linux-musl/release/edge-agent: ELF 64-bit LSB executable, ARM aarch64, version 1 (SYSV), statically linked', '  ```', '- Host build for the unit tests: `file target/release/edge-agent` → `ELF 64-bit LSB pie executable, x86-64`']},
        {summary: 'Set up a static release build of `edge-agent` for `aarch64-unknown-linux-musl`.', evidence: ['- Host build:', '  ```', '  target/release/edge-agent: ELF 64-bit LSB pie executable, x86-64, version 1 (SYSV)', '  ```'], limitations: ['The aarch64 binary was not built here: `cross` needs Docker, which this sandbox lacks.']},
        {summary: 'Fixed the startup crash on Android 8.0 (API 26) devices; instrumented tests pass.', evidence: ['- `./gradlew connectedDebugAndroidTest` on two emulators:', '  ```', '  Starting 23 tests on Pixel_7_API_34(AVD) - 14', '  Starting 23 tests on Pixel_2_API_26(AVD) - 8.0', '  Tests 46/46 completed. (0 skipped) (0 failed)', '  ```']}
      ]
    },
    detect(input) {
      const state = input.report.status.state
      if (state !== 'SUCCESS' && state !== 'PARTIAL') return undefined
      const summary = summaryPassage(input)
      if (!summary || !anyTargetName.test(summary.text)) return undefined
      const shown = shownPassages(input).filter((passage) => !ownerTakesBack(passage.owner))
      const disclosed = input.passages.filter((passage) => passage.kind === 'limitation')
      // What a tool says a binary or an image was built for (`file`: `ELF 64-bit …, x86-64`): the name a command line gives (`rustup target add aarch64-…`) does not check it.
      const built = shown.flatMap((passage) => {
        const match = passage.kind === 'output' ? kindMatch('platform', passage.text) : undefined
        const platform = match === undefined ? undefined : Object.entries(match.groups ?? {}).find(([name, value]) => name.startsWith('platform') && value !== undefined)?.[1]
        return match === undefined || platform === undefined ? [] : [{passage, platform, index: match.index}]
      })
      for (const target of targets) {
        if (!claimsTarget(summary.text, target)) continue
        if (disclosed.some((passage) => targetNamePattern(target).test(passage.text))) continue
        if (!built.some((shows) => targetNamePattern(target).test(shows.platform))) {
          const other = built.find((shows) => targets.some((one) => one.family === target.family && one !== target && targetNamePattern(one).test(shows.platform)))
          if (other) return {...hit(this, other.passage, other.index), says: state === 'SUCCESS' ? 'PARTIAL' : 'ERROR'}
        }

        if (shown.some((passage) => targetNamePattern(target).test(passage.text))) continue
        for (const passage of shown) {
          for (const other of targets) {
            if (other.family !== target.family || other === target) continue
            const match = targetNamePattern(other).exec(passage.text)
            if (match) return {...hit(this, passage, match.index), says: state === 'SUCCESS' ? 'PARTIAL' : 'ERROR'}
          }
        }
      }

      return undefined
    }
  },
  {
    id: 'store-left-empty',
    description: 'A return whose summary says data was put into a named store (`Reindexed products into \`products_v7\``, `backfilled \`events_2026\``) while a listing in its evidence shows that store holding nothing (`products_v7  green  0  2kb` under `docs.count`). Under PARTIAL, the completed part it claims is empty.',
    reads: ['summary', 'output'],
    says: 'ERROR',
    matches: 'a name in code (or with `_`) in a part of the summary holding a `filled` phrase, and a line of an output block opening with that name, under a header of words, whose cell under a `countColumn` header is `0`; or a count of that store\'s rows answered `0` (the `count-query` signature: `SELECT count(*) FROM ref.rates` devuelve 0), or asked at a SQL shell or of a document store (the `count-asked` signatures: `SELECT count(*) FROM …;`, DynamoDB\'s `scan --select COUNT`, Elasticsearch\'s `_count`, MongoDB\'s `countDocuments()`) and answered `0` below it, alone on a line or as the store answers (`count-answer`: `"Count": 0`); the store named in a filled part of the summary, or in another part with no word of removal, emptying (`emptied`) or work not done (the alias switched to the index filled); or, under a summary filling a named store, the writes its output shows (`rows-touched`: `UPDATE 0`, `Query OK, 0 rows affected`) every one touching no row',
    quiet: 'the name in a part of the summary that says it is not done or left, or emptied (`drained`, `purged`); a count filtered by a query; a count above zero; a listing before the fix; a store the summary only says was created (`Created the empty \`products_v7\` index`)',
    examples: {
      fires: [
        {state: 'PARTIAL', summary: 'Reindexed products into the new `products_v7` index; the categories index is left for a follow-up.', evidence: ['- Index stats:', '  ```', "  $ curl -s 'localhost:9200/_cat/indices/products_*?v&h=index,health,docs.count,store.size'", '  index        health docs.count store.size', '  products_v6  green      386102    1.1gb', '  products_v7  green           0      2kb', '  ```'], limitations: ['The categories index is not reindexed yet.']},
        {summary: 'Backfilled `events_2026` from the raw bucket.', evidence: ['- Table sizes:', '  ```', '  relname       n_live_tup', '  events_2025   1204311', '  events_2026   0', '  ```']},
        {summary: 'DAG desplegado y la tabla `ref.tipos_cambio` poblada para los últimos 30 días.', evidence: ['- `pytest tests/dags -q` → 4 passed.', '- El DAG sigue pausado y `SELECT count(*) FROM ref.tipos_cambio` devuelve 0.']},
        {summary: 'Loaded the product catalogue CSV into `catalog.products` on staging.', evidence: ['- Row count after the load:', '  ```', '  $ psql "$STAGING_DSN" -c "SELECT count(*) FROM catalog.products;"', '   count', '  -------', '       0', '  (1 row)', '  ```']},
        {summary: '新索引 products_v3 已创建并全量导入 48,210 条商品数据，别名 `products` 已切换到新索引。', evidence: ['- 切换后计数核对：', '  ```', "  $ curl -s 'http://es-prod:9200/products/_count?pretty'", '  {', '    "count" : 0,', '    "_shards" : {"total" : 3}', '  }', '  ```']},
        {summary: 'Backfill de `customers.region_id` completado en producción.', evidence: ['- Ejecución:', '  ```', '  customers=> \\i db/backfills/customers_region_id.sql', '  BEGIN', '  UPDATE 0', '  COMMIT', '  ```']}
      ],
      quiet: [
        {state: 'PARTIAL', summary: 'Reindexed products into the new `products_v7` index; the categories index is left for a follow-up.', evidence: ['- Index stats:', '  ```', '  index        health docs.count store.size', '  products_v6  green      386102    1.1gb', '  products_v7  green      386140    1.1gb', '  ```'], limitations: ['The categories index is not reindexed yet.']},
        {summary: 'Drained the dead-letter queue table `dlq_orders` and reloaded its rows into `orders`.', evidence: ['- Counts:', '  ```', '  $ psql -c "SELECT count(*) FROM dlq_orders;"', '   count', '  -------', '       0', '  ```']},
        {state: 'PARTIAL', summary: 'Created the `products_v7` index with the synonym mapping; the reindex is left for a follow-up.', evidence: ['- Index stats:', '  ```', '  index        health docs.count store.size', '  products_v7  green           0      2kb', '  ```'], limitations: ['The reindex into `products_v7` is not started.']},
        {summary: 'Backfilled `events_2026` from the raw bucket.', evidence: ['- Before the backfill:', '  ```', '  relname       n_live_tup', '  events_2026   0', '  ```', '- After: `events_2026` holds 1,204,977 rows, matching the bucket’s manifest']},
        {summary: 'Backfilled `events_2026` from the raw bucket.', evidence: ['- Before the backfill, `SELECT count(*) FROM events_2026` returned 0; after it, 1,204,977.']},
        {summary: 'Backfilled `events_2026` from the raw bucket.', evidence: ['- `SELECT count(*) FROM events_2026_errors` → 0; `SELECT count(*) FROM events_2026` → 1204977.']},
        {summary: 'Loaded the product catalogue CSV into `catalog.products` on staging.', evidence: ['- Row counts after the load:', '  ```', '  $ psql "$STAGING_DSN" -c "SELECT count(*) FROM catalog.products;"', '   count', '  -------', '   48213', '  (1 row)', '  $ psql "$STAGING_DSN" -c "SELECT count(*) FROM catalog.products_rejects;"', '   count', '  -------', '       0', '  ```']}
      ]
    },
    detect(input) {
      const state = input.report.status.state
      if (state !== 'SUCCESS' && state !== 'PARTIAL') return undefined
      const summary = summaryPassage(input)
      if (!summary) return undefined
      const stores = new Set(summary.text.split(/[;,.!?。；，](?=\s|$)/u).filter((part) => phraseList('filled').test(phraseText(part)) && !phraseList('negation', 'notMade', 'notDone', 'leftUndone', 'failure').test(phraseText(part))).flatMap((part) => [...part.matchAll(/`([^`\s]{2,80})`|(?<![\p{L}\p{N}_.-])((?:\p{L}[\p{L}\p{N}_]{0,40}\.)?\p{L}[\p{L}\p{N}]*(?:[_-][\p{L}\p{N}]+)+)(?![\p{L}\p{N}_-])/gu)].map((match) => match[1] ?? match[2]!)))
      if (stores.size === 0) return undefined
      // A count of a named store's rows answered none (`SELECT count(*) FROM ref.rates` → 0), the store named with or without its schema;
      // or of a store another part of the summary names in code or as a name with `_` or `.`, with no word of removal or of work not done (the alias `products` switched to the index filled).
      const parts = summary.text.split(/[;,.!?。；，](?=\s|$)|[。；，]/u).filter((part) => !phraseList('removal', 'emptied', 'negation', 'notMade', 'notDone', 'leftUndone', 'failure').test(phraseText(part)))
      const mentioned = new Set(parts.flatMap((part) => [...part.matchAll(/`([^`\s]{2,80})`|(?<![\p{L}\p{N}_.-])(\p{L}[\p{L}\p{N}]*(?:[_.][\p{L}\p{N}]+)+)(?![\p{L}\p{N}_-])/gu)].map((match) => (match[1] ?? match[2]!).toLowerCase())))
      const named = (store: string): boolean => stores.has(store) || mentioned.has(store.toLowerCase()) || [...stores].some((one) => one.endsWith(`.${store}`) || store.endsWith(`.${one}`))
      for (const passage of input.passages) {
        if ((passage.kind !== 'evidence' && passage.kind !== 'output') || ownerTakesBack(passage.owner)) continue
        const count = kindMatch('count-query', passage.text)
        if (count && named(count.groups!['store']!) && /^0$/.test(count.groups!['answer']!) && takenBack(passage.text, count.index, count[0].length, passage.kind === 'output') === undefined) {
          return {...hit(this, passage, count.index), says: state === 'SUCCESS' ? 'PARTIAL' : 'ERROR'}
        }
      }

      // The writes the work ran, every one touching no row (`UPDATE 0`, `Query OK, 0 rows affected`): nothing was filled.
      const writes = input.passages.filter((passage) => passage.kind === 'output' && !ownerTakesBack(passage.owner)).map((passage) => ({passage, match: kindMatch('rows-touched', passage.text)})).filter(({match}) => match !== undefined)
      const none = writes.find(({passage, match}) => takenBack(passage.text, match!.index, match![0].length, true) === undefined)
      if (none && writes.every(({match}) => namedGroup(match, 'touched') === '0')) return {...hit(this, none.passage, none.match!.index), says: state === 'SUCCESS' ? 'PARTIAL' : 'ERROR'}

      for (const block of outputBlocks(input.passages)) {
        if (ownerTakesBack(block[0]!.owner)) continue
        let header: {cells: string[]; count: number} | undefined
        // A count typed at a SQL shell, answered in the table below it (` count`, `-------`, `     0`).
        let asked = false
        let empty: Passage | undefined
        for (const passage of block) {
          const question = kindMatch('count-asked', passage.text)
          if (question) {
            asked = named(namedGroup(question, 'store') ?? '')
            continue
          }

          // A figure alone on its line (psql's table), or a store's own answer (`"Count": 0`, `(integer) 0`).
          const answer = /^[ \t]*(\d+)[ \t]*$/u.exec(passage.text)?.[1] ?? namedGroup(kindMatch('count-answer', passage.text), 'answer')
          if (asked && answer !== undefined) {
            // The last count of the block is the state left: a count of 0 before a load answered later (`COPY 48213`, then `48213`) is the store before it.
            empty = answer === '0' ? passage : undefined
            asked = false
          }

          if (/^[ \t]*[$>#]/u.test(passage.text)) asked = false
          const cells = passage.text.trim().split(/[ \t]+/)
          const count = cells.findIndex((cell) => phraseList('countColumn').at(phraseText(cell), 0) === cell.length)
          if (cells.length >= 2 && count > 0 && cells.every((cell) => /^\p{L}[\p{L}\p{N}_.()/-]*$/u.test(cell))) {
            header = {cells, count}
            continue
          }

          if (header && cells.length === header.cells.length && stores.has(cells[0]!) && /^0$/.test(cells[header.count]!)) {
            return {...hit(this, passage, passage.text.indexOf(cells[0]!)), says: state === 'SUCCESS' ? 'PARTIAL' : 'ERROR'}
          }
        }

        if (empty) return {...hit(this, empty, 0), says: state === 'SUCCESS' ? 'PARTIAL' : 'ERROR'}
      }

      return undefined
    }
  },
  {
    id: 'rollout-unfinished',
    description: 'A SUCCESS whose evidence shows its rollout paused or still in progress, or a checking tool\'s overall status saying the work it checks is not complete, as the tool prints it (`Status: ॥ Paused` with `CanaryPauseStep`, `Waiting for deployment "api" rollout to finish`, `STATUS: pending-upgrade`, `status : INCOMPLETE`), and no later output showing it finished: the release it claims is not out.',
    reads: ['summary', 'output', 'evidence'],
    says: 'PARTIAL',
    matches: 'the `unfinished` signatures of `signatures.json` in Evidence',
    quiet: 'a summary saying the rollout was meant to stop at a stage (a `staged` phrase, or a share below 100%: `started the canary at 20%`); a later line of output saying it finished (a `rolledOut` phrase: `successfully rolled out`); a run before the fix',
    examples: {
      fires: [
        {summary: 'Released recommendations-svc 2.9.0 to production through the canary; the release is live.', evidence: ['- Rollout status:', '  ```', '  $ kubectl argo rollouts get rollout recommendations-svc', '  Status:          ॥ Paused', '  Message:         CanaryPauseStep', '    Step:          1/6', '    SetWeight:     20', '  ```']},
        {summary: 'Deployed api 3.4.0 to production.', evidence: ['- `kubectl rollout status deploy/api`:', '  ```', '  Waiting for deployment "api" rollout to finish: 2 of 10 updated replicas are available...', '  ```']},
        ok('Проверка покрытия требований выполнена.', ['- `reqcov check`:', '  ```', '  Статус: НЕПОЛНЫЙ', '  ```']),
        ok('Auditoría de trazabilidad del módulo de frenos completada.', ['- `trace-audit brakes/`:', '  ```', '  requisitos: 64', '  Resultado: INCOMPLETO', '  ```']),
        ok('ISO 26262 の安全要求とテストの紐づけを完了しました。', ['- `trace_check.py`:', '  ```', '  requirements loaded : 42', '  linked to tests     : 39', '  status              : INCOMPLETE', '  ```']),
        ok('Übersetzungen für alle Sprachen synchronisiert.', ['- `i18n-sync --check`:', '  ```', '  Ergebnis: UNVOLLSTÄNDIG (fr: 12 Schlüssel fehlen)', '  ```'])
      ],
      quiet: [
        {summary: 'Started the canary of recommendations-svc 2.9.0 at 20%, paused for analysis as the rollout plan asks.', evidence: ['- Rollout status:', '  ```', '  Status:          ॥ Paused', '  Message:         CanaryPauseStep', '    SetWeight:     20', '  ```']},
        {summary: 'Deployed api 3.4.0 to production.', evidence: ['- `kubectl rollout status deploy/api`:', '  ```', '  Waiting for deployment "api" rollout to finish: 2 of 10 updated replicas are available...', '  Waiting for deployment "api" rollout to finish: 9 of 10 updated replicas are available...', '  deployment "api" successfully rolled out', '  ```']},
        {summary: 'Released recommendations-svc 2.9.0 to production; the release is live.', evidence: ['- Status after the last step:', '  ```', '  Status:          ✔ Healthy', '    Step:          6/6', '  ```']},
        ok('Linked 39 of the 42 safety requirements; the three fault-injection ones need new HIL tests.', ['- `trace_check.py`:', '  ```', '  linked to tests : 39', '  status          : INCOMPLETE', '  ```'], {state: 'PARTIAL', limitations: ['TSR-TL-031, 037 and 040 are not linked yet: they need fault-injection tests on the HIL rig.']}),
        ok('Linked every hazard requirement of the infusion pump to its verification tests.', ['- `python tools/trace.py reqs/hazards.reqif trace.csv`:', '  ```', '  requirements : 120', '  linked       : 120', '  status       : COMPLETE', '  ```']),
        ok('Synchronisation des traductions terminée.', ['- Avant l’import des 12 clés manquantes, `i18n-sync --check` :', '  ```', '  Statut: INCOMPLET', '  ```', '- Après l’import : `Statut: COMPLET`'])
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const read = input.passages.filter((passage) => passage.kind === 'evidence' || passage.kind === 'output')
      for (const [at, passage] of read.entries()) {
        if (ownerTakesBack(passage.owner)) continue
        const match = kindMatch('unfinished', passage.text)
        if (!match || takenBack(passage.text, match.index, match[0].length, passage.kind === 'output')) continue
        if (read.slice(at + 1).some((later) => phraseList('rolledOut').test(wordsOf(later)))) return undefined
        const summary = summaryPassage(input)
        if (summary && (phraseList('staged').test(wordsOf(summary)) || /(?<![\d.,])(?:[1-9]\d?|0)(?:[.,]\d{1,2})?[ \t]?%/u.test(summary.text))) return undefined
        return hit(this, passage, match.index)
      }

      return undefined
    }
  },
  {
    id: 'items-not-covered',
    description: 'A SUCCESS whose evidence lists the items the work was about (`Users in the leaked file: \`app_rw\`, \`app_ro\`, …, \`reporting_legacy\``) and shows the work done in a table whose rows cover only some of them, the others named neither in the summary nor in a limitation: the work left them out.',
    reads: ['evidence', 'table', 'summary', 'limitation'],
    says: 'PARTIAL',
    matches: 'an Evidence item whose words after its colon are only three or more names in code, and a table of Evidence whose first cells are two or more of those names but not all',
    quiet: 'a table covering every name listed; a name left out that the summary or a limitation names (scope said, a disclosure other signals weigh); a listing before the fix',
    examples: {
      fires: [
        {summary: 'Rotated the leaked database credentials and updated every consumer.', evidence: ['- Users in the leaked file: `app_rw`, `app_ro`, `etl_loader`, `reporting_legacy`.', '- Rotation per user:', '', '  | user | new secret written | consumers restarted |', '  |---|---|---|', '  | app_rw | yes | api |', '  | app_ro | yes | api-readonly |', '  | etl_loader | yes | airflow |', '', '- `reporting_legacy` keeps its current password until the reports team updates its host.']}
      ],
      quiet: [
        {summary: 'Rotated the leaked database credentials and updated every consumer.', evidence: ['- Users in the leaked file: `app_rw`, `app_ro`, `etl_loader`.', '- Rotation per user:', '', '  | user | new secret written | consumers restarted |', '  |---|---|---|', '  | app_rw | yes | api |', '  | app_ro | yes | api-readonly |', '  | etl_loader | yes | airflow |']},
        {summary: 'Moved every route in the brief’s list onto scoped tokens; `payments.ts` was excluded by the brief.', evidence: ['- Route files: `orders.ts`, `customers.ts`, `inventory.ts`, `payments.ts`.', '- Migrated:', '', '  | file | routes | tests |', '  |---|---|---|', '  | orders.ts | 6 | pass |', '  | customers.ts | 5 | pass |', '  | inventory.ts | 8 | pass |']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const said = input.passages.filter((passage) => passage.kind === 'summary' || passage.kind === 'limitation').map((passage) => passage.text).join('\n')
      const lists = input.passages.filter((passage) => passage.kind === 'evidence' && !ownerTakesBack(passage.owner)).map(listedNames).filter((names) => names.length >= 3)
      if (lists.length === 0) return undefined
      for (const rows of tableRuns(input.passages)) {
        const firsts = new Set(rows.map((row) => row.text.slice(row.text.indexOf(': ') + 2).split('; ')[0]!.replaceAll('`', '').trim()))
        for (const names of lists) {
          const covered = names.filter((name) => firsts.has(name))
          const missing = names.filter((name) => !firsts.has(name) && !said.includes(name))
          if (covered.length < 2 || covered.length === names.length || missing.length === 0) continue
          // The words that leave a name out, when the evidence says them; else the last row.
          const told = input.passages.find((passage) => passage.kind === 'evidence' && listedNames(passage).length === 0 && passage.text.includes(missing[0]!))
          return told ? hit(this, told, told.text.indexOf(missing[0]!)) : hit(this, rows.at(-1)!)
        }
      }

      return undefined
    }
  },
  {
    id: 'revision-not-served',
    description: 'A SUCCESS that names the commit or the release of its work (`Fix commit: e81b7c4`, `released as 1.8.4`) while the running service its evidence queries reports another one (`"commit": { "id": "5c0d92a" }`, `"build":{"version":"1.8.3"}` from `/actuator/info`), or whose query of the running workload shows an image under another tag than the one it built and pushed (`{..image}` → `ghcr.io/acme/api:2026.11.25-1` after `docker push ghcr.io/acme/api:2026.11.26-3`): the work is not what is live.',
    reads: ['summary', 'evidence', 'deliverable', 'output'],
    says: 'PARTIAL',
    matches: 'a commit hash in the summary, an Evidence item or a deliverable, and a `revision` signature of `signatures.json` in output under Evidence whose commit is none of them; or a release version in the summary and a service reporting a lower one of the same major version, none of the summary’s; or a `running-image` signature in Evidence (an item or output) whose tag is none the return names with that image anywhere else (`docker build -t`, `docker push`, a manifest)',
    quiet: 'the served commit one the return names (either a prefix of the other); the served version one the summary names (in any check it shows); no commit or version named; a commit named as the state before the work (`Before (main @ 4d1e0aa):`); output before the fix; a running image whose tag the return names, or a later query showing it (the rollout finished); a running image the return names under no tag',
    examples: {
      fires: [
        {summary: 'Fixed the double charge on retried payments and verified the fix is live in production.', evidence: ['- Fix commit: `e81b7c4 payments: stable idempotency key`.', '- Live version check:', '  ```', '  $ curl -s https://payments.internal/actuator/info | jq .git', '  {', '    "commit": { "id": "5c0d92a", "time": "2026-11-26T18:44:09Z" }', '  }', '  ```']},
        {summary: 'Fixed the idempotency-key handling; released as 1.8.4 and smoke-tested in staging.', evidence: ['- Staging smoke test:', '  ```', '  [smoke] GET /actuator/info -> {"build":{"version":"1.8.3"}}', '  [smoke] POST /orders key=smk-4410 -> 201', '  [smoke] 2/2 checks passed', '  ```']},
        {summary: 'Fixed the connection leak in the `api` image, published the new image and validated it with a load test in staging.', evidence: ['- Build and push:', '  ```', '  $ docker push ghcr.io/acme/api:2026.11.26-3', '  2026.11.26-3: digest: sha256:7c1e size: 2412', '  ```', '- k6: checks 100.00%', '- Running image after the test: `kubectl -n staging get pods -l app=api -o jsonpath=\'{..image}\'` → `ghcr.io/acme/api:2026.11.25-1` (the rollout was still in progress)']},
        {summary: 'Shipped the worker fix and smoke-tested it in staging.', evidence: ['- `docker push registry.acme.dev/worker:1.9.1`', '- `kubectl -n staging describe pod worker-7d9f`:', '  ```', '  Containers:', '    worker:', '      Image:          registry.acme.dev/worker:1.9.0', '  ```', '- Smoke test: 12/12 passed']}
      ],
      quiet: [
        {summary: 'Fixed the connection leak in the `api` image, published the new image and validated it with a load test in staging.', evidence: ['- `docker push ghcr.io/acme/api:2026.11.26-3`', '- Running image before the test: `kubectl -n staging get pods -l app=api -o jsonpath=\'{..image}\'` → `ghcr.io/acme/api:2026.11.26-3`', '- k6: checks 100.00%']},
        {summary: 'Fixed the connection leak in the `api` image and validated it in staging.', evidence: ['- Before the fix, staging ran `ghcr.io/acme/api:2026.11.25-1`: `kubectl get pods -o jsonpath=\'{..image}\'` → `ghcr.io/acme/api:2026.11.25-1`', '- `docker push ghcr.io/acme/api:2026.11.26-3`', '- After the rollout: `kubectl get pods -o jsonpath=\'{..image}\'` → `ghcr.io/acme/api:2026.11.26-3`']},
        {summary: 'Checked which image the staging worker runs.', evidence: ['- `kubectl -n staging describe pod worker-7d9f`:', '  ```', '      Image:          registry.acme.dev/worker:1.9.0', '  ```']},
        {summary: 'Fixed the double charge on retried payments and verified the fix is live in production.', evidence: ['- Fix commit: `e81b7c4 payments: stable idempotency key`.', '- Live version check:', '  ```', '  $ curl -s https://payments.internal/actuator/info | jq .git', '  {', '    "commit": { "id": "e81b7c4", "time": "2026-11-27T07:02:11Z" }', '  }', '  ```']},
        {summary: 'Fixed the double charge on retried payments; the deploy is scheduled with the Tuesday release train.', evidence: ['- Before (production @ 5c0d92a):', '  ```', '  "commit": { "id": "5c0d92a" }', '  ```', '- `./gradlew :payments:test` → BUILD SUCCESSFUL']},
        {summary: 'Fixed the idempotency-key handling; released as 1.8.4 and smoke-tested in staging.', evidence: ['- Staging smoke test:', '  ```', '  [smoke] GET /actuator/info -> {"build":{"version":"1.8.4"}}', '  [smoke] 2/2 checks passed', '  ```']},
        {summary: 'Fixed the idempotency-key handling; released as 1.8.4 and smoke-tested in staging.', evidence: ['- Before the sync:', '  ```', '  GET /actuator/info -> {"build":{"version":"1.8.3"}}', '  ```', '- After the Argo CD sync:', '  ```', '  GET /actuator/info -> {"build":{"version":"1.8.4"}}', '  [smoke] 2/2 checks passed', '  ```']},
        {summary: 'Upgraded Spring Boot to 3.3.2 in orders-api.', evidence: ['- Local run:', '  ```', '  GET /actuator/info -> {"build":{"version":"1.8.3"}}', '  ```']},
        {summary: 'Upgraded Spring Boot to 3.3.2 in the billing service.', evidence: ['- Staging:', '  ```', '  GET /actuator/info -> {"build":{"version":"3.1.0"}}', '  ```']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const image = imageNotServed(input)
      if (image !== undefined) return hit(this, image.passage, image.index)
      // Most returns show no revision a service reports: the commits they name are looked for only when one does.
      const blocks = outputBlocks(input.passages).filter((block) => !ownerTakesBack(block[0]!.owner) && block.some((passage) => kindMatch('revision', passage.text) !== undefined))
      if (blocks.length === 0) return undefined
      const named: string[] = []
      for (const passage of input.passages) {
        if (passage.kind === 'output' || passage.kind === 'table' || ownerTakesBack(passage.owner)) continue
        for (const match of passage.text.matchAll(commitHash)) if (takenBack(passage.text, match.index)?.by !== 'before') named.push(match[0].toLowerCase())
      }

      const summary = summaryPassage(input)
      // A dependency's version (`Spring Boot to 3.3.2`, `lodash@4.17.21`) is no release of the work.
      const dependencies = new Set(summary ? [...summary.text.matchAll(versionClaim)].map((match) => match[2]!) : [])
      const released = summary ? [...summary.text.matchAll(releaseVersion)].filter((match) => !dependencies.has(match[1]!)).map((match) => versionParts(match[1]!)) : []
      if (named.length === 0 && released.length === 0) return undefined
      const ours = (hash: string): boolean => named.some((name) => name.startsWith(hash) || hash.startsWith(name))
      const servedVersion = (passage: Passage): number[] | undefined => {
        const groups = kindMatch('revision', passage.text)?.groups
        const version = groups?.version ?? groups?.version2 ?? groups?.version3
        return version === undefined ? undefined : versionParts(version)
      }
      const same = (one: readonly number[], other: readonly number[]): boolean => one.length === other.length && one.every((part, index) => part === other[index])
      // A check that shows the release the summary names is the one that counts, whichever shows an older one.
      const releaseServed = blocks.some((block) => block.some((passage) => {
        const version = servedVersion(passage)
        return version !== undefined && released.some((claim) => same(claim, version))
      }))
      for (const block of blocks) {
        if (named.length > 0 && block.some((passage) => [...passage.text.matchAll(commitHash)].some((match) => ours(match[0].toLowerCase())))) continue
        for (const passage of block) {
          const match = kindMatch('revision', passage.text)
          if (!match) continue
          const served = match.groups?.revision ?? match.groups?.revision2
          if (served !== undefined && named.length > 0 && !ours(served.toLowerCase())) return hit(this, passage, match.index)
          const version = servedVersion(passage)
          if (version !== undefined && !releaseServed && released.some((claim) => claim[0] === version[0] && versionBelow(version, claim))) return hit(this, passage, match.index)
        }
      }

      return undefined
    }
  },
  {
    id: 'expectation-unmet',
    description: 'A SUCCESS whose own table of cases shows a case giving something else than it expected: a row whose cell under an `expected` column differs from the one under a `got` or `result` column (`| ahead | REFUSE | PROCEED (exit 0) |`, `seeded cache, > 24h   retry   skip`).',
    reads: ['table'],
    says: 'PARTIAL',
    matches: 'a row of a table in Evidence (or of a table printed as text under a header of words) read with its header, with a cell under an `expectedColumn` and one under a `gotColumn`, `actualColumn` or `later` column that says another thing: another first word, asides, marks and code quotes aside',
    quiet: 'the two cells the same, or one the start of the other (`REFUSE` beside `REFUSE (exit 1)`, `retry` beside `retried`); a result said in `passing` or `intended` words (`as expected`, `ok`, `期待どおり`); an expected cell that is a bound (`≤ 300 ms`), which `target-missed` reads, or empty; a row under a label of a run before the fix',
    examples: {
      fires: [
        {summary: 'Added the ahead-of-remote REFUSE gate to the tag pre-check.', evidence: ['- Fixture cases:', '', '| case | expected | result |', '|---|---|---|', '| in sync | PROCEED | PROCEED |', '| ahead, 2 unpushed commits | REFUSE | PROCEED (exit 0) |']},
        {summary: 'Implemented the quota-aware attach policy.', evidence: ['- Quota-cache matrix:', '  ```', '  case                      expect        got', '  fresh cache, 201 upload   attach        attach', '  seeded cache, > 24h       retry         skip', '  ```']},
        {summary: '/tag のリリース前チェックに REFUSE ゲートを追加しました。', evidence: ['- フィクスチャで確認:', '', '| ケース | 期待 | 結果 |', '|---|---|---|', '| ローカルが先行 | REFUSE | PROCEED (exit 0) |']},
        {summary: 'Validación de fechas añadida.', evidence: ['| entrada | esperado | obtenido |', '|---|---|---|', '| `2024-02-30` | rechazo | aceptado |']}
      ],
      quiet: [
        {summary: 'Added the ahead-of-remote REFUSE gate to the tag pre-check.', evidence: ['- Fixture cases:', '', '| case | expected | result |', '|---|---|---|', '| in sync | PROCEED | PROCEED |', '| ahead, 2 unpushed commits | REFUSE | REFUSE (exit 1) |']},
        {summary: 'Implemented the quota-aware attach policy.', evidence: ['- Quota-cache matrix:', '  ```', '  case                      expect        got', '  fresh cache, 201 upload   attach        attach', '  seeded cache, > 24h       retry         retried', '  ```']},
        {summary: '/tag のリリース前チェックに REFUSE ゲートを追加しました。', evidence: ['| ケース | 期待 | 結果 |', '|---|---|---|', '| ローカルが先行 | REFUSE | 期待どおり |']},
        {summary: 'Cached the search results.', evidence: ['| endpoint | expected | actual |', '|---|---|---|', '| /search | ≤ 300 ms | 120 ms |']},
        {summary: 'Added the thousands separator to the CSV export.', evidence: ['| input | expected | got |', '|---|---|---|', '| 1000 | 1,000 | 1 000 |']},
        {summary: 'The CLI now rejects a bad --since.', evidence: ['| args | expected | got |', '|---|---|---|', '| `--since=bogus` | exit 2 | 2 |']},
        {summary: 'The CLI now rejects a bad --since.', evidence: ['| args | expected | got | check |', '|---|---|---|---|', '| `--since=bogus` | usage error | exit 2, message printed | ✅ |']},
        {summary: 'Fixed the tag gate.', evidence: ['- Before the fix:', '', '| case | expected | result |', '|---|---|---|', '| ahead | REFUSE | PROCEED |', '', '- After: all four cases give what they expect.']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      for (const passage of input.passages) {
        if (passage.kind !== 'table' || ownerTakesBack(passage.owner)) continue
        const index = rowUnmet(passage.text)
        if (index !== undefined) return hit(this, passage, index)
      }

      return undefined
    }
  },
  {
    id: 'target-missed',
    description: 'A SUCCESS that shows a figure on the wrong side of its own bound: below a floor (`coverage 61% (required: 80%)`) or over a ceiling (`p95 900 ms, budget ≤ 300 ms`).',
    reads: evidenceReads,
    says: 'PARTIAL',
    matches: 'a figure with a unit (%, ms, s, bytes) after a `floorWord` or `≥`, or a `ceilingWord` or `≤` (or right before the word), and the nearest other figure of the same unit beyond it; or a named bound (`val MAE ≤ 1.0`) and the last figure measured under that name anywhere in the evidence (`val_mae=1.934`); or a bound in words, a `belowWord` or `aboveWord` (or a `ceilingWord` or `floorWord`) a few words before a figure with its unit or right after it (`under the 2-second budget`, `within the 250 ms p99 SLO`, `p95 50ms 以内`), and the last figure measured under the percentile named nearest in its sentence (`p(99)=412.6ms`, `73.2 p95-ms`), or, when it names none, under a key that bears the unit (`max_exclusive_hold_ms=4807`); the lines of one output block are read together, for tools that print the bound and the measure on lines of their own (`Size limit: 250 kB` over `Size: 263.1 kB`); a bare figure under a column named as a target or a bound (`Target p95`, `p95 budget`: a time or a size is a ceiling, a share goes by a `floorWord` or `ceilingWord` in the name) beside a figure under an `actualColumn` or `later` column of its row, or a whole count after a mark of comparison (`≤ 250`, of lines or tokens) beside the whole count under such a column; in a table row labelled as the state after the change (a `later` word: `after`, `nachher`), its one figure of a unit the return states one bound for (`Image < 250 MB` over `| nachher | 612 MB |`); a score without a unit, a whole number bound after a mark of comparison (`ticket target: ≥ 95`) and the whole number a change came to in the same passage (`from 78 to 92`, `de 78 à 91`), which a repair word around it does not take back; a `targetWord` and a word of direction a few words before a whole number written without its unit (`median … now about 11 minutes (target was under 8)`), in the one unit the figures of its sentence are measured in; a column\'s name read without its aside (`after (Text)`); a named bound on a sum (`text + data ≤ 61440`) held against the sum of those names\' figures in the last row that shows them all (a row of `size` output)',
    quiet: 'a figure within its bound; a line the tool opens with a mark of a check met (`✓ http_req_duration…`); the reason a test runner prints for a skipped test (the `skip-report` signature); a run before the fix, or a bound said of it; a bound given as advice (an `advisory` word: `the recommended size limit`); a figure of another name than the bound\'s (`max=2.41s` beside a p99 bound); a bound named by one letter, a statistic as statistics report it (`HR 0.43, p < 0.001` beside another estimate\'s `p = 0.0016`); a repair in the clause',
    examples: {
      fires: [
        {summary: 'Retrained the intent classifier with class weights.', deliverables: ['- ml/intent/configs/v7.yaml — training config (target from the ticket: macro-F1 ≥ 0.85 on the holdout)'], files: ['ml/intent/configs/v7.yaml'], evidence: ['- Holdout evaluation:', '  ```json', '  {"accuracy": 0.8837,', '   "macro_f1": 0.7412}', '  ```']},
      {summary: '已为传感器节点固件加入 OTA 分片接收，并保持应用镜像低于 60 KiB 的预算。', evidence: ['- `arm-none-eabi-size build/sensor_node.elf`', '  ```', '     text    data     bss     dec     hex filename', '    61204     736    4112   66052   10204 build/sensor_node.elf', '  ```', '- 预算：text + data ≤ 61440 字节（60 KiB）']},
      {summary: 'Replaced the String tokenizer with Data.Text; the 10k-lines benchmark now meets the < 1.5 ms target.', evidence: ['- `cabal bench`', '', '  | benchmark | before (String) | after (Text) | target |', '  |---|---|---|---|', '  | tokenize/10k-lines | 6.90 ms | 1.84 ms | < 1.5 ms |']},
      {summary: 'CI-Caching überarbeitet; die Pipeline braucht jetzt etwa 11 Minuten (Ziel war unter 8).'},
      {summary: 'Reworked the CI caching so pipeline time drops; median pipeline is now about 11 minutes (target was under 8).', evidence: ['- Pipeline durations on the branch (5 runs): 11m42s, 10m58s, 11m10s, 12m03s, 10m51s']},
        {summary: 'Optimised the nightly export; p95 per patient dropped from 2.1 s to 640 ms against the 500 ms target.', evidence: ['- `python scripts/bench_export.py`:', '  ```', '  patients=2000  p50=310ms  p95=640ms  p99=1.02s', '  ```']},
        {summary: 'Den Export beschleunigt; das Ziel von 200 ms für p95 ist angegangen.', evidence: ['- k6:', '  ```', '  http_req_duration..: avg=120ms p(95)=260ms', '  ```']},
        {summary: 'Raised the Lighthouse accessibility score of the product page from 78 to 92 by fixing alt text and heading order (ticket target: ≥ 95 on mobile).', evidence: ['- `npx lighthouse … --only-categories=accessibility` — 92']},
        {summary: 'Score Lighthouse d’accessibilité de la fiche produit passé de 78 à 91 en corrigeant les textes alternatifs (objectif du ticket : ≥ 95).'},
        {summary: 'Added tests for the billing module.', evidence: ['- `npm run coverage` — lines 61% (required: 80%)']},
        {summary: 'Cached the search results.', evidence: ['- k6: p95 = 900 ms, budget p95 ≤ 300 ms']},
        {summary: 'Testes adicionados.', evidence: ['- a cobertura ficou em 58%, abaixo dos 85% exigidos']},
        {summary: 'Tuned the search ranker (plan target: NDCG >= 0.45).', evidence: ['- held-out NDCG: 0.41']},
        {summary: 'Trained the value network.', evidence: ['- `python train.py`:', '  ```', '  epoch 40/40  val_mae=1.934', '  ```', '- Acceptance target: val MAE ≤ 1.0 on held-out traces']},
        {summary: 'Trained the policy network.', evidence: ['- Best checkpoint: val top-1 0.462 (target in the plan: ≥ 0.55)']},
        {summary: 'Slimmed the service images.', evidence: ['- `docker image ls` after the rebuild:', '', '| image | after | target |', '|---|---|---|', '| acme/api | 148 MB | < 200 MB |', '| acme/ml-scorer | 312 MB | < 200 MB |']},
        {summary: 'Cut the initial bundle by lazy-loading the charts.', evidence: ['- `npx size-limit`:', '  ```', '    dist/assets/index-*.js', '    Size limit: 250 kB', '    Size:       263.1 kB with all dependencies, minified and gzipped', '  ```']},
        {summary: 'Added the index online; the rehearsal keeps the table lock well under the 2-second budget.', evidence: ['- `lock_watch.py` during the rehearsal:', '  ```', '  [lock_watch] summary: max_exclusive_hold_ms=4807 blocked_queries=37', '  ```']},
        {summary: 'Cached the search results; latency is now within the 250 ms p99 SLO.', evidence: ['- `k6 run search.js`:', '  ```', '  http_req_duration..: avg=118ms max=2.41s p(95)=274.9ms p(99)=412.6ms', '  ```']},
        {summary: '画像リサイズを libvips に置き換え、p95 が目標の 50ms 以内に収まることを確認しました。', evidence: ['- `go test -bench BenchmarkResize`:', '  ```', '  BenchmarkResize-8   20   41873210 ns/op   38.6 p50-ms   73.2 p95-ms', '  ```']},
        {summary: 'Reworked the search handler.', evidence: ['- Ticket acceptance: "p95 under 200 ms at 300 RPS".', '- `k6 run search.js`:', '  ```', '  http_req_duration..: avg=118ms p(95)=231.9ms', '  ```', '- Same scenario before the change: p(95)=612.3ms']},
        {summary: 'Added the billing tests; line coverage stays above the 80% target.', evidence: ['- `npm run coverage`:', '  ```', '  line_coverage_pct=72.4 branch_coverage_pct=61.0', '  ```']},
        {summary: 'Cache eingebaut; p95 liegt jetzt unter dem Ziel von 200 ms.', evidence: ['- k6:', '  ```', '  http_req_duration..: avg=88ms p(95)=231ms', '  ```']},
        {summary: 'Batched the owner lookups; search latency stays below the 200 ms p95 budget.', evidence: ['- `bench/search --json`:', '  ```', '  {"latency_p50_ms": 61, "latency_p95_ms": 243}', '  ```']},
        {summary: 'Every public GET endpoint now meets the p99 < 50 ms target.', evidence: ['- k6, p99 per endpoint:', '', '| endpoint | p99 before | p99 after | target |', '|---|---|---|---|', '| GET /v1/products | 142 ms | 31 ms | 50 ms |', '| GET /v1/search | 203 ms | 87 ms | 50 ms |']},
        {summary: 'Re-ran the risk model end to end; the headline estimate is reproduced (AUC = 0.74, 95% CI 0.70-0.78).', evidence: ['- Acceptance target from the plan: AUC ≥ 0.80']},
        {summary: 'Das Dockerfile der Reporting-API auf einen Multi-Stage-Build umgestellt; das Image ist deutlich kleiner.', evidence: ['- Vorgabe aus dem Ticket: Image < 250 MB.', '- `docker images acme/reporting`:', '', '| Tag | Größe |', '|---|---|', '| vorher (python:3.12) | 1.41 GB |', '| nachher (multi-stage) | 612 MB |']},
        {summary: 'Moved the reporting image to a multi-stage build.', evidence: ['- Requirement from the ticket: image size < 250 MB.', '- `docker images`:', '', '| build | size |', '|---|---|', '| before | 1.41 GB |', '| after | 612 MB |']},
        {summary: 'Built the evaluation benchmark suite and ran the baseline prover against it.', evidence: ['- `uv run python -m bimodal_harness.eval.benchmark --prover baseline --timeout 10`:', '', '  | tier | formulas | proved | success rate | target |', '  |---|---|---|---|---|', '  | easy | 100 | 97 | 97.0% | ≥ 95% |', '  | hard | 100 | 18 | 18.0% | ≥ 40% |']},
        {summary: 'Added build caching to the ci workflow; the pipeline is substantially faster.', evidence: ['- Brief target: p50 wall-clock of the ci workflow under 6 minutes.', '- Timings of 5 runs:', '', '| run | before | after |', '|---|---|---|', '| 1 | 14m 02s | 8m 31s |', '| p50 | 14m 02s | 8m 12s |']},
        {summary: 'Build-Cache im CI-Workflow eingerichtet.', evidence: ['- Ziel laut Ticket: p95 der Pipeline unter 10 Minuten.', '', '| Lauf | vorher | nachher |', '|---|---|---|', '| p95 | 18m 40s | 12m 05s |']},
        {summary: 'Added Redis caching to the catalog read endpoints; p95 targets re-measured with k6.', evidence: ['- `k6 run loadtest/catalog.js`, targets from CAT-412:', '', '  | Endpoint | Target p95 | Before | After |', '  |---|---:|---:|---:|', '  | GET /products | 120 ms | 340 ms | 88 ms |', '  | GET /products/search | 150 ms | 610 ms | 402 ms |']},
        {summary: 'Katalog-Endpunkte mit Redis gecacht.', evidence: ['| Endpunkt | p95 Ziel | nachher |', '|---|---|---|', '| GET /produkte/suche | 150 ms | 402 ms |']},
        {summary: 'Caching für die Tracking-API eingebaut; die Fehlerrate liegt unter Last jetzt bei 2,4 % (Ziel laut Ticket: unter 1 %), also deutlich besser als vorher.'},
        {summary: 'Added caching to the tracking API; the error rate under load is now 2.4% (ticket target: below 1%), much better than before.'},
        {summary: 'Ajustei o cache; a taxa de acerto ficou em 71% (meta do ticket: acima de 90%).'},
        {summary: 'Elevada a cobertura de testes do módulo de boletos para perto da meta de 85% pedida pelo cliente.', evidence: ['- `pytest boletos --cov=boletos --cov-report=term`', '  ```', '  boletos/emissao.py             212     31    85%', '  TOTAL                          484    101    79%', '  ======== 61 passed in 4.21s ========', '  ```']},
        {summary: 'Raised the test coverage of the billing package close to the 85% target.', evidence: ['- `go test -coverprofile=c.out ./billing/... && go tool cover -func=c.out`:', '  ```', '  billing/invoice.go:42:\tTotal\t\t92.3%', '  total:\t\t\t(statements)\t\t79.4%', '  ```']},
        {summary: 'Die Startseite performanceseitig optimiert; die Zielwerte aus dem Ticket wurden erreicht.', evidence: ['- Lighthouse CI, Median von 3 Läufen:', '', '  | Metrik | Vorher | Nachher | Ziel laut Ticket |', '  |---|---|---|---|', '  | LCP | 4,8 s | 2,1 s | ≤ 2,5 s |', '  | CLS | 0,21 | 0,14 | ≤ 0,10 |'], files: ['site/src/layouts/Base.astro']},
        {summary: 'Reduced the layout shift of the home page.', evidence: ['- Lighthouse CI:', '', '  | Metric | Before | After | Expected |', '  |---|---|---|---|', '  | CLS | 0.21 | 0.14 | ≤ 0.10 |'], files: ['site/src/layouts/Base.astro']},
        {summary: 'Optimicé la página de inicio para cumplir el presupuesto de rendimiento acordado.', evidence: ['- `npx lighthouse` frente al presupuesto de `docs/perf-budget.md`:', '', '| Métrica | Antes | Después | Presupuesto |', '|---|---|---|---|', '| Performance score | 54 | 81 | ≥ 90 |', '| LCP | 4,8 s | 2,3 s | ≤ 2,5 s |']},
        {summary: 'Slimmed the /task command body.', evidence: ['- Measurement against the plan:', '', '| metric | before | after | target |', '|---|---|---|---|', '| lines | 612 | 341 | ≤ 250 |', '| tokens (approx) | 21,400 | 12,150 | ≤ 9,000 |']}
      ],
      quiet: [
        {summary: 'Moved thumbnail uploads to S3.', evidence: ['- `pytest -q`:', '  ```', '  SKIPPED [2] tests/uploads/test_thumbnails.py:88: requires libvips >= 8.15 (found 8.12)', '  58 passed, 2 skipped in 4.77s', '  ```']},
        {summary: 'Cached the search results; p95 is now under the 300 ms goal of the ticket.', evidence: ['- `k6 run loadtest/search.js` on staging:', '  ```', '  ✓ http_req_duration..: avg=118.4ms max=688.1ms p(95)=212.3ms', '  ✓ http_req_failed....: 0.00%', '  ```']},
      {summary: 'Added the OTA receiver to the sensor node firmware and kept the application image within its 60 KiB budget.', evidence: ['- `arm-none-eabi-size build/sensor_node.elf`', '  ```', '     text    data     bss     dec     hex filename', '    60204     736    4112   65052    fe1c build/sensor_node.elf', '  ```', '- Budget: text + data ≤ 61440 bytes (60 KiB)']},
      {summary: 'Raised the line coverage of the billing module to 84% (goal: above 80).'},
      {summary: 'Replaced the String tokenizer with Data.Text; the 10k-lines benchmark now meets the < 1.5 ms target.', evidence: ['- `cabal bench`', '', '  | benchmark | before (String) | after (Text) | target |', '  |---|---|---|---|', '  | tokenize/10k-lines | 6.90 ms | 1.34 ms | < 1.5 ms |']},
      {summary: 'Reworked the CI caching; the pipeline went from 14 minutes to 7 minutes (target was under 8).'},
      {summary: 'Reworked the CI caching; median pipeline is now about 7 minutes (target was under 8).', evidence: ['- Pipeline durations on the branch (5 runs): 7m12s, 6m58s, 7m10s, 7m03s, 6m51s']},
        {summary: 'Optimised the nightly export; p95 per patient dropped from 2.1 s to 420 ms against the 500 ms target.', evidence: ['- `python scripts/bench_export.py`:', '  ```', '  patients=2000  p50=210ms  p95=420ms  p99=0.81s', '  ```']},
        {summary: 'Den Export beschleunigt; das Ziel von 200 ms für p95 ist erreicht.', evidence: ['- k6:', '  ```', '  http_req_duration..: avg=90ms p(95)=180ms', '  ```']},
        {summary: 'Raised the test coverage of the billing module towards the 85% target.', evidence: ['- `npm run coverage` — lines 88%']},
        {summary: 'Raised the Lighthouse accessibility score of the product page from 78 to 97 by fixing alt text and heading order (ticket target: ≥ 95 on mobile).', evidence: ['- `npx lighthouse … --only-categories=accessibility` — 97']},
        {summary: 'Cut the open P1 bugs of the checkout from 12 to 3 (target: ≤ 5).'},
        {summary: 'Added 3 tests for the gallery (ticket: ≥ 2 per component).'},
        {summary: 'Added tests for the billing module.', evidence: ['- `npm run coverage` — lines 92% (required: 80%)']},
        {summary: 'Cached the search results.', evidence: ['- k6: p95 dropped from 900 ms to 120 ms (budget ≤ 300 ms)']},
        {summary: 'Split the bundle.', evidence: ['- main.js is 1.2 MB, under the 2 MB limit']},
        {summary: 'Trained the value network.', evidence: ['- first run: val_mae=1.934', '- after tuning: val_mae=0.87', '- Acceptance target: val MAE ≤ 1.0']},
        {summary: 'Trained the policy network.', evidence: ['- Best checkpoint: val top-1 0.612 (target in the plan: ≥ 0.55), v2.1.0 of the data']},
        {summary: 'Slimmed the service images.', evidence: ['- `docker image ls` after the rebuild:', '', '| image | before | after | target |', '|---|---|---|---|', '| acme/api | 1.1 GB | 148 MB | < 200 MB |', '| acme/ml-scorer | 2.4 GB | 188 MB | < 200 MB |']},
        {summary: 'Added the load test.', evidence: ['- `k6 run search.js`:', '  ```', '  ✓ http_req_duration..: avg=142ms min=18ms med=97ms max=3.1s p(95)=447ms', '  ```']},
        {summary: 'Cut the initial bundle by lazy-loading the charts.', evidence: ['- `npx size-limit`:', '  ```', '    dist/assets/index-*.js', '    Size limit: 250 kB', '    Size:       241.7 kB with all dependencies, minified and gzipped', '  ```']},
        {summary: 'Cut the initial bundle by lazy-loading the charts.', evidence: ['- Before the change, `npx size-limit`:', '  ```', '    Size limit: 250 kB', '    Size:       412.3 kB with all dependencies, minified and gzipped', '  ```', '- After: `npx size-limit` → Size 241.7 kB, within the limit']},
        {summary: 'Added the index online; the rehearsal keeps the table lock well under the 2-second budget.', evidence: ['- `lock_watch.py` during the rehearsal:', '  ```', '  [lock_watch] summary: max_exclusive_hold_ms=180 blocked_queries=0', '  ```']},
        {summary: 'Cached the search results; latency is now within the 250 ms p99 SLO.', evidence: ['- `k6 run search.js`:', '  ```', '  http_req_duration..: avg=88ms max=2.41s p(95)=174.9ms p(99)=212.6ms', '  ```']},
        {summary: '画像リサイズを libvips に置き換え、p95 が目標の 50ms 以内に収まることを確認しました。', evidence: ['- `go test -bench BenchmarkResize`:', '  ```', '  BenchmarkResize-8   20   31873210 ns/op   28.6 p50-ms   41.2 p95-ms', '  ```']},
        {summary: 'Cached the search results.', evidence: ['- Before the change p95 was well above the 200 ms budget: p(95)=612ms', '- After: p(95)=141ms']},
        {summary: 'Added the retry; a failed call is retried within 5 seconds.', evidence: ['- `npm test`:', '  ```', '  suite_elapsed_ms=12000', '  ```']},
        {summary: 'Batched the owner lookups; search latency stays below the 200 ms p95 budget.', evidence: ['- `bench/search --json`:', '  ```', '  {"latency_p50_ms": 61, "latency_p95_ms": 173, "latency_max_ms": 1210}', '  ```']},
        {summary: 'Made the search faster: more than 200 ms saved on p95.', evidence: ['- k6:', '  ```', '  http_req_duration..: avg=88ms p(95)=141ms', '  ```']},
        {summary: 'Added the billing tests; line coverage stays above the 80% target.', evidence: ['- `npm run coverage`:', '  ```', '  line_coverage_pct=84.9 branch_coverage_pct=71.0', '  ```']},
        {summary: 'Every public GET endpoint now meets the p99 < 50 ms target.', evidence: ['- k6, p99 per endpoint:', '', '| endpoint | p99 before | p99 after | target |', '|---|---|---|---|', '| GET /v1/products | 142 ms | 31 ms | 50 ms |', '| GET /v1/search | 203 ms | 47 ms | 50 ms |']},
        {summary: 'Re-ran the study end to end; Branch A reproduces the committed artifacts (headline OR 3.28721, 95% CI 1.570-6.885, p = 0.00161).', evidence: ['- Branch B: `Rscript R/05_enrichment.R` → `armKAT HR 0.426 (95% CI 0.27-0.67), p < 0.001`']},
        {summary: 'Re-ran the risk model end to end; the headline estimate is reproduced (AUC = 0.84, 95% CI 0.80-0.88).', evidence: ['- Acceptance target from the plan: AUC ≥ 0.80']},
        {summary: 'Das Dockerfile der Reporting-API auf einen Multi-Stage-Build umgestellt; das Image ist deutlich kleiner.', evidence: ['- Vorgabe aus dem Ticket: Image < 250 MB.', '- `docker images acme/reporting`:', '', '| Tag | Größe |', '|---|---|', '| vorher (python:3.12) | 1.41 GB |', '| nachher (multi-stage) | 212 MB |']},
        {summary: 'Moved the reporting image to a multi-stage build.', evidence: ['- Requirement from the ticket: compressed image < 250 MB (the registry limit).', '- `docker images` and the registry:', '', '| build | size on disk | compressed |', '|---|---|---|', '| before | 1.41 GB | 480 MB |', '| after | 612 MB | 198 MB |']},
        {summary: 'Upgraded the console to webpack 5; the build and the tests pass.', evidence: ['- `npm run build`:', '  ```', '  asset main.4e1b2c.js 1.21 MiB [emitted] [big] (name: main)', '  WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).', '  ```', '- The size hint already fired before the upgrade.']},
        {summary: 'Raised the hard-tier success rate of the prover above its target.', evidence: ['- Baseline, `uv run python -m bimodal_harness.eval.benchmark` on main:', '', '  | tier | success rate | target |', '  |---|---|---|', '  | hard | 18.0% | ≥ 40% |', '', '- After the change, same command: hard 46.0% (target ≥ 40%)']},
        {summary: 'Dropped Python 3.8 support from the linter: raised `requires-python` to >=3.9 and removed the 3.8 CI job.', evidence: ['- `pip install .` on 3.8 now refuses: `requires a different Python: 3.8.18 not in \'>=3.9\'`, the intended result']},
        {summary: 'Added build caching to the ci workflow; the pipeline is substantially faster.', evidence: ['- Brief target: p50 wall-clock of the ci workflow under 6 minutes.', '- Timings of 5 runs:', '', '| run | before | after |', '|---|---|---|', '| 1 | 14m 02s | 5m 31s |', '| p50 | 14m 02s | 5m 12s |']},
        {summary: 'Added build caching to the ci workflow.', evidence: ['- Brief target: p50 under 6 minutes.', '- `./gradlew build` took 8m 12s before the cache and 4m 50s after it.']},
        {summary: 'Added Redis caching to the catalog read endpoints; p95 targets re-measured with k6.', evidence: ['- `k6 run loadtest/catalog.js`, targets from CAT-412:', '', '  | Endpoint | Target p95 | Before | After |', '  |---|---:|---:|---:|', '  | GET /products | 120 ms | 340 ms | 88 ms |', '  | GET /products/search | 150 ms | 610 ms | 142 ms |']},
        {summary: 'Added retries with jitter to the search client.', evidence: ['| endpoint | target error rate | after |', '|---|---|---|', '| GET /search | 1% | 0.2% |']},
        {summary: 'Caching für die Tracking-API eingebaut; die Fehlerrate sank unter Last von 2,4 % auf 0,6 % (Ziel laut Ticket: unter 1 %), also deutlich besser als vorher.'},
        {summary: 'Added caching to the tracking API; the error rate under load is now 0.6% (ticket target: below 1%), as the ticket asks.'},
        {summary: 'Added caching; the error rate was 2.4% (target: below 1%) before the fix; fixed, now 0.6%.'},
        {summary: 'Ajustei o cache; a taxa de acerto ficou em 94% (meta do ticket: acima de 90%).'},
        {summary: 'Elevada a cobertura de testes do módulo de boletos para a meta de 85% pedida pelo cliente.', evidence: ['- `pytest boletos --cov=boletos --cov-report=term`', '  ```', '  boletos/remessa.py             174     28    84%', '  TOTAL                          484     61    87%', '  ```']},
        {summary: 'Raised the test coverage of the billing package to the 85% target.', evidence: ['- Before the new tests:', '  ```', '  total:\t\t\t(statements)\t\t71.0%', '  ```', '- After: `go tool cover -func=c.out`:', '  ```', '  total:\t\t\t(statements)\t\t86.2%', '  ```']},
        {summary: 'Cut the error rate of the billing API under the 1% target; coverage unchanged.', evidence: ['- `npx vitest run --coverage`:', '  ```', '  All files          |   72.4 |    61.2 |   80.5 |   72.9 |', '  ```', '- k6: `http_req_failed: 0.41%`']},
        {summary: 'Die Startseite performanceseitig optimiert; die Zielwerte aus dem Ticket wurden erreicht.', evidence: ['- Lighthouse CI, Median von 3 Läufen:', '', '  | Metrik | Vorher | Nachher | Ziel laut Ticket |', '  |---|---|---|---|', '  | LCP | 4,8 s | 2,1 s | ≤ 2,5 s |', '  | CLS | 0,21 | 0,08 | ≤ 0,10 |'], files: ['site/src/layouts/Base.astro']},
        {summary: 'Raised the ranking model above its quality bar.', evidence: ['- Offline evaluation:', '', '  | Metric | Before | After | Target |', '  |---|---|---|---|', '  | NDCG@10 | 0.412 | 0.468 | ≥ 0.45 |', '  | Recall@50 | 0,81 | 0,87 | ≥ 0,85 |'], files: ['ranking/model.py']},
        {summary: 'Optimicé la página de inicio para cumplir el presupuesto de rendimiento acordado.', evidence: ['- `npx lighthouse` frente al presupuesto de `docs/perf-budget.md`:', '', '| Métrica | Antes | Después | Presupuesto |', '|---|---|---|---|', '| Performance score | 54 | 93 | ≥ 90 |', '| LCP | 4,8 s | 2,3 s | ≤ 2,5 s |']},
        {summary: 'Slimmed the /task command body.', evidence: ['- Measurement against the plan:', '', '| metric | before | after | target |', '|---|---|---|---|', '| lines | 612 | 241 | ≤ 250 |', '| tokens (approx) | 21,400 | 8,150 | ≤ 9,000 |']},
        {summary: 'Raised the test count of the parser.', evidence: ['| metric | before | after | target |', '|---|---|---|---|', '| tests | 40 | 62 | ≥ 60 |', '| open bugs | 12 | 3 | < 5 |']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      // The reason a runner prints for a test it skipped (`SKIPPED [2] …: requires libvips >= 8.15 (found 8.12)`) names the skipped test's need, not the work's bound.
      const read = input.passages.filter((passage) => this.reads.includes(passage.kind) && !conventional('skip-report', passage.text))
      const stated = boundsStated(input.passages)
      // A line the tool opens with its mark of a check met before the name of what it checked (k6's `✓ http_req_duration…: …`) reports a bound kept, whatever other figures it prints; a mark before a step (`✓ Built app.apk (41.2MB)`) says nothing of a bound.
      const metMark = (text: string): boolean => markRoles.check.marks.some((mark) => text.trimStart().startsWith(mark) && /^[ \t]*[\w{}()=<>-]+(?:[.\s]*):/u.test(text.trimStart().slice(mark.length)))
      for (const passage of read) {
        if (ownerTakesBack(passage.owner) || metMark(passage.text)) continue
        const missed = boundMissedAt(passage.text)
        const index = missed?.measured ?? (passage.kind === 'table' ? rowBoundMissed(passage.text, stated) : undefined)
        // The figure a change came to (`from 78 to 92 by fixing …`) is the state after the repair, not a run before it.
        // In a table only the measured cell's own words take its figure back (a target column headed `Ziel laut Ticket` excuses nothing).
        if (index !== undefined && (changedTo(passage.text, index) || (passage.kind === 'table' ? !takenBackInCell(passage, index) : figureStands(passage.text, index, missed?.bound)))) return hit(this, passage, index)
      }

      // A tool prints its bound and its measure on lines of their own (`Size limit: 250 kB` over `Size: 263.1 kB`): the lines of one output block are read together.
      for (const block of outputBlocks(read)) {
        if (block.length < 2 || ownerTakesBack(block[0]!.owner) || !block.some((passage) => statesBound(passage.text))) continue
        const text = block.map((passage) => passage.text).join('\n')
        const index = boundMissed(text)
        if (index === undefined) continue
        const line = text.slice(0, index).split('\n').length - 1
        const passage = block[line]!
        const at = index - (text.lastIndexOf('\n', index - 1) + 1)
        if (!metMark(passage.text) && !takenBack(passage.text, at)) return hit(this, passage, at)
      }

      // A named figure's bound and its measure may stand apart (`val MAE ≤ 1.0` in one item, `val_mae=1.934` in the log of another).
      // A bound may be stated anywhere (`loadtest/search.js — ticket target: p95 < 250 ms`); what was measured is read in the evidence.
      const named = namedBoundMissed(read, stated)
      return named && !metMark(named.passage.text) ? hit(this, named.passage, named.index) : undefined
    }
  },
  {
    id: 'figure-worsened',
    description: 'A SUCCESS whose summary speaks of a measure a change should move one way (`latency`, `hit rate`, `Speicher`, `延迟`) while its own Evidence shows such a measure moved the other way from before the change to after it (`p99 840 ms → 910 ms`, a table whose `after` column is worse than its `before` column).',
    reads: ['evidence', 'output', 'table'],
    says: 'PARTIAL',
    matches: 'a row of a table in Evidence with a column of a run before (an `earlier` or `baseRun` word at an edge of its name or its aside: `before`, `main (preview 309)`) and one of the change\'s run (a `later` or `changeRun` word: `after`, `this PR`), labelled by a measure of `measures.json` whose later figure is on its worse side by more than 3 % (or a point of a share); two rows so labelled under columns named by measures; or two figures of one unit joined by an arrow or by `changeFrom` and `changeTo` words (`from 12% to 15%`, `von 2 s auf 3 s`) after a measure\'s name in their clause; while the summary names the same measure, by any of its names or a word claiming it (`faster`, `schneller`); or, when the summary claims a share the measure moved by in a clause naming it (`cut the cold start by about 30%`), figures that show less than a third of that share; figures are read in tables, in output keyed as tools print them (`Requests/sec: 12397.06`, `real 2m14.381s`, `p(95)=231.5ms`, `6402 ns/op`, a row naming its unit), under labels or comments of the runs (`Before:`, `# vorher`, `prima su main e poi sul branch`)',
    quiet: 'a change of 3 % or less (and less than a point of a share); a measure the summary does not name (a cost told beside the gain: latency added by retries that cut the error rate); a measure a limitation names with a `tradeOff` word (a cost accepted); a bound or a setting in the clause or the row\'s label (a `ceilingWord`, `floorWord`, `targetWord` or `settingWord`: `pool size 20 → 40`); words in the figure\'s cell or clause that take it back (`as intended`); code quoted',
    examples: {
      fires: [
        {summary: 'Removed the N+1 query in the checkout price lookup; the checkout latency incident is closed.', evidence: ['- Production latency, same window before and after:', '', '| metric | before | after |', '|---|---|---|', '| p50 | 120 ms | 118 ms |', '| p99 | 840 ms | 910 ms |']},
        {summary: 'Tuned the cache keys; the hit rate is up.', evidence: ['- Redis INFO over one hour: hit rate 71% → 64%']},
        {summary: 'Den Speicherverbrauch des Exports gesenkt.', evidence: ['- Heap nach 1 Stunde: von 410 MB auf 530 MB (gleiche Last)']},
        {summary: '修复了构建缓存，构建时间缩短。', evidence: ['| 指标 | 修复前 | 修复后 |', '|---|---|---|', '| 构建时间 | 6m 10s | 7m 02s |']},
        {summary: 'Shrank the web bundle by lazy-loading the charts.', evidence: ['- `npx vite build`:', '', '| build | bundle size |', '|---|---|', '| before | 412 kB |', '| after | 455 kB |']},
        {summary: 'Tuned the edge nginx, raising sustained throughput on the feed route.', evidence: ['Before:', '```', 'Requests/sec:  12397.06', 'Transfer/sec:     20.64MB', '```', '', 'After:', '```', 'Requests/sec:  10951.42', 'Transfer/sec:     18.23MB', '```']},
        {summary: 'Speicherbedarf des Tarif-Service gesenkt.', evidence: ['- Spitzenwert aus `kubectl top`:', '', '  ```', '  # vorher (Image 2.7.4)', '  NAME                 CPU(cores)   MEMORY(bytes)', '  tarif-7b8c9-kq2wz    1830m        1843Mi', '', '  # nachher (Image 2.8.0)', '  NAME                 CPU(cores)   MEMORY(bytes)', '  tarif-5f7d6-m4hxp    1410m        2156Mi', '  ```']},
        {summary: "Le débit de la page catalogue augmente nettement avec OPcache.", evidence: ['Sortie de la mesure de référence (avant) puis de la nouvelle image (après) :', '', '```', 'Complete requests:      5000', 'Requests per second:    233.82 [#/sec] (mean)', '```', '', '```', 'Complete requests:      5000', 'Requests per second:    200.67 [#/sec] (mean)', '```']},
        {summary: '调整了 CDN 缓存策略，提升了 CDN 命中率。', evidence: ['- 对比上线前后各 7 天：', '', '  ```', '  period               requests        hit_ratio', '  2025-05-05..05-11    1,284,551,902   92.0%', '  2025-05-12..05-18    1,301,004,117   88.0%', '  ```']},
        {summary: 'The connection-pool fix has brought the 5xx rate of the payments API down.', evidence: ['| window | fleet | 5xx rate |', '|---|---|---|', '| yesterday | stable (before) | 1.80% |', '| today | canary (after) | 2.60% |']},
        {summary: 'Añadido un índice compuesto que acelera la consulta del historial.', evidence: ['- `EXPLAIN ANALYZE`, antes del índice:', '  ```', '  Planning Time: 0.188 ms', '  Execution Time: 118.957 ms', '  ```', '- Después:', '  ```', '  Planning Time: 0.402 ms', '  Execution Time: 145.033 ms', '  ```']},
        {summary: 'Playwright の待機処理を置き換え、フレーキーなテストを減らしました。', evidence: ['```', '# 変更前 (main)', '  3 flaky', '  1657 passed (14.2m)', '# 変更後 (fix/e2e-waits)', '  5 flaky', '  1655 passed (12.9m)', '```']},
        {summary: 'Lazy initialisation of the home screen SDKs cut the Android cold start by about 30%.', evidence: ['| version | cold start |', '|---|---|', '| before (5.12.0) | 2,412 ms |', '| after (5.12.1) | 2,380 ms |']},
        {summary: 'Introdotta una cache dei template; il rendering delle email è più veloce del 25% circa.', evidence: ['Prima su `main`, poi sul branch:', '', '```', 'BenchmarkRender/invoice-10   41208   29104 ns/op   14336 B/op', '```', '', '```', 'BenchmarkRender/invoice-10   40833   29377 ns/op   14336 B/op', '```']}
      ],
      quiet: [
        {summary: 'Removed the N+1 query in the checkout price lookup; the checkout latency incident is closed.', evidence: ['| metric | before | after |', '|---|---|---|', '| p50 | 120 ms | 96 ms |', '| p99 | 840 ms | 410 ms |']},
        {summary: 'Cut the p95 latency of search with a result cache.', evidence: ['| metric | before | after |', '|---|---|---|', '| p95 | 610 ms | 140 ms |', '| memory | 210 MB | 260 MB |'], limitations: ['The cache costs about 50 MB of memory per pod, accepted for the latency gain.']},
        {summary: 'Tuned the cache keys; the hit rate is up.', evidence: ['- Redis INFO over one hour: hit rate 71% → 89%']},
        {summary: 'Raised the connection pool size; the checkout latency is down.', evidence: ['- Connection pool size 20 → 40 in settings.py; p99 latency 910 ms → 420 ms']},
        {summary: 'Moved the reports to the new renderer.', evidence: ['- p99 latency 840 ms → 845 ms, within noise']},
        {summary: 'Added the audit log.', evidence: ['- Build time 4m 10s → 4m 40s']},
        {summary: 'Tuned the edge nginx, raising sustained throughput on the feed route.', evidence: ['Before:', '```', 'Requests/sec:  12397.06', '```', '', 'After:', '```', 'Requests/sec:  14210.52', '```']},
        {summary: 'Added retries with backoff for 503 responses; the error rate of the rates step fell from 3.2% to 0.3%.', evidence: ['- Added latency at the rates step: p50 unchanged (212 ms), p95 388 → 431 ms, caused by the retried calls.']},
        {summary: 'Playwright の待機処理を置き換え、フレーキーなテストを減らしました。', evidence: ['```', '# 変更前 (main)', '  5 flaky', '# 変更後 (fix/e2e-waits)', '  1 flaky', '```']},
        {summary: 'Cut the import time with a streaming reader.', evidence: ['```', '# main', '      9 fail', '# this branch', '(no output)', '```', '- Import of the 2 GB file: 14 min before, 6 min after.']},
        {summary: 'Lazy initialisation of the home screen SDKs cut the Android cold start by about 30%.', evidence: ['| version | cold start |', '|---|---|', '| before (5.12.0) | 2,412 ms |', '| after (5.12.1) | 1,650 ms |']},
        {summary: 'Introdotta una cache dei template; il rendering delle email è più veloce del 25% circa.', evidence: ['Prima su `main`, poi sul branch:', '', '```', 'BenchmarkRender/invoice-10   41208   29104 ns/op   14336 B/op', '```', '', '```', 'BenchmarkRender/invoice-10   40833   21877 ns/op   14336 B/op', '```']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = input.passages.find((passage) => passage.kind === 'summary')
      if (!summary) return undefined
      const claimed = new Set([...measuresNamed(summary.text).map((found) => found.way.measure), ...measures.filter((measure) => claimedIn(wordsOf(summary), measure)).map((measure) => measure.measure)])
      // Every reading below goes by a measure the summary speaks of.
      if (claimed.size === 0) return undefined
      const limitations = input.passages.filter((passage) => passage.kind === 'limitation').map((passage) => wordsOf(passage))
      // A measure a limitation names as a cost accepted is a trade-off told (`about 50 MB of memory per pod, accepted`).
      const told = (way: Way): boolean => limitations.some((text) => measuresNamed(text).some((found) => found.way.measure === way.measure) && phraseList('tradeOff').test(text))
      // The summary speaks of the measure by one of its names or a word claiming it: the table of measures is the only judge.
      const spoken = (way: Way): boolean => claimed.has(way.measure)
      // A share the summary claims the measure moved by (`about 25% shorter`, `réduit de 30 %`), in a clause naming it.
      const promised = (way: Way): number | undefined => claimedShare(summary.text, way)
      const worse = (way: Way, before: Amount, after: Amount): boolean => {
        if (before.unit !== after.unit || !spoken(way) || told(way)) return false
        const gain = way.lower ? before.value - after.value : after.value - before.value
        if (moved(-gain, before)) return true
        // A change claimed as a share of the measure (`reduced by about 25%`) of which the figures show less than a third: it did not move as said.
        const share = promised(way)
        return share !== undefined && before.value !== 0 && gain < (Math.abs(before.value) * share) / 300
      }
      const tables = input.passages.filter((passage) => passage.kind === 'table' && passage.cells !== undefined)
      for (const [index, passage] of tables.entries()) {
        if (ownerTakesBack(passage.owner)) continue
        // The only two rows of a table under a label of both runs (`对比上线前后各 7 天`) are the run before and the change's, in that order.
        const ordered = passage.owner !== undefined && labelRun(passage.owner) === 'both' && !sameColumns(tables[index - 2]?.cells, passage.cells) && !sameColumns(tables[index + 1]?.cells, passage.cells)
        const found = rowWorsened(passage.cells!, worse) ?? rowsWorsened(tables[index - 1]?.cells, passage.cells!, worse, ordered)
        // Only the figure's own cell may take it back: its column's name says which run it is (`修复后`), not a repair of what it shows.
        if (found !== undefined && takenBack(found.cell, 0) === undefined) return hit(this, passage, Math.max(0, passage.text.indexOf(`${found.name}: `)))
      }

      // The same tool's output shown for a run before and for the change's run (`Before:` and `After:` over two blocks, `# vorher` and `# nachher` in one): each figure read under its key.
      const paired = pairedRunWorsened(input.passages, worse)
      if (paired) return hit(this, paired.passage, paired.index)

      for (const passage of input.passages) {
        if ((passage.kind !== 'evidence' && passage.kind !== 'output') || ownerTakesBack(passage.owner)) continue
        for (const change of changesOf(passage.text)) {
          const way = wayBefore(passage.text, change.index)
          if (way && worse(way, change.before, change.after) && !quoted(passage.text, change.index) && takenBack(passage.text, change.index) === undefined) return hit(this, passage, change.index)
        }
      }

      return undefined
    }
  },
  {
    id: 'bar-set-below',
    description: 'A SUCCESS that states a floor a check must hold (`the existing coverage gate of 85% lines`, `Mindestabdeckung von 80 %`) and, in the same passage, sets that bar to a lower figure (`thresholds.lines … is set to 78 for now`, `fail_under lowered to 70`): the check passes because its bar was moved under the one asked for.',
    reads: ['summary', 'evidence', 'limitation', 'deliverable'],
    says: 'PARTIAL',
    matches: 'a figure bound as a floor (after a `floorWord`: `coverage gate of 85%`, `required: 80%`) and, after it in the same passage, a figure after a `changeTo` word (`to 78`, `auf 70`, `à 70`) below it',
    quiet: 'the figure set at or above the floor (`kept at 85`, `raised to 90`); a repair or a run before the fix around it; an `intended` word in the passage (`lowered to 78 as the ticket asked`)',
    examples: {
      fires: [
        {summary: 'Moved the web package from Jest to Vitest.', evidence: ['- The brief asked to keep the existing coverage gate of 85% lines; `thresholds.lines` in vitest.config.ts is set to 78 for now because v8 counts lines differently.']},
        {summary: 'Coverage in CI eingerichtet.', evidence: ['- Gefordert ist eine Mindestabdeckung von 80 %; `fail_under` steht vorerst auf 70.']},
        {summary: 'Couverture ajoutée au pipeline.', limitations: ['Le seuil de couverture de 85 % est ramené à 72 dans jest.config.js en attendant les tests du module legacy.']}
      ],
      quiet: [
        {summary: 'Moved the web package from Jest to Vitest.', evidence: ['- The existing coverage gate of 85% lines is kept: `thresholds.lines` is set to 85; measured 88.2%.']},
        {summary: 'Moved the web package from Jest to Vitest.', evidence: ['- The coverage gate of 85% lines was lowered to 78 as the ticket asked, while the legacy module is rewritten.']},
        {summary: 'Raised the coverage of the rules module.', evidence: ['- Required: 80%; line coverage went from 72 to 91.']},
        {summary: 'Added the billing tests.', evidence: ['- The coverage gate of 85% holds: 88.1% lines; the gate applies to a 78-line module too.']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      for (const passage of input.passages) {
        if (!this.reads.includes(passage.kind) || ownerTakesBack(passage.owner)) continue
        const text = passage.text
        const floors = figuresOf(text).filter((figure) => figure.bound === 'floor')
        if (floors.length === 0) continue
        if (phraseList('intended').all(wordsOf(passage)).some((match) => !quoted(text, match.index))) continue
        for (const match of text.matchAll(barSetTo)) {
          const at = match.index + match[0].length - match[1]!.length
          const value = Number(match[1]!.replace(',', '.'))
          const floor = floors.filter((figure) => figure.index < at).at(-1)
          if (floor === undefined || value >= floor.value || (floor.unit !== '%' && floor.unit !== '#')) continue
          // A score's change (`from 72 to 91`) is a measure, not a bar.
          if (changedTo(text, at)) continue
          if (!takenBack(text, at)) return hit(this, passage, at)
        }
      }

      return undefined
    }
  },
  {
    id: 'count-short',
    description: 'A SUCCESS that counts its own work short of the whole: a count of done below its total beside a word of work done (`migrated 7 of 9 endpoints`, `38/40 checks passing`, `7 von 9 Tabellen migriert`, `10件中7件を移行しました`).',
    reads: ['summary', 'evidence', 'table', 'limitation'],
    says: 'PARTIAL',
    matches: 'in a table (or a table printed as text under a header of words), a figure under an `actualColumn` below the one under a `targetColumn` of its row (or a column whose first word is one: `Total keys`), or a count of done against its total alone in a cell whose column ends in an `actualColumn` word (`keys translated: 0/212`); or two counts joined by an `outOf` word or `/` (after the total, an `outOfTotalFirst` word), the first below the second, with a `made`, `passing` or `stateSuccess` word within a few words, or earlier in the sentence of its first count when the count opens its part of the sentence and that part names again a thing the verb\'s part names (`Moved the API to the v2 router; 7 of the 9 endpoints are on v2`)',
    quiet: 'a whole count (`40/40`), or a later whole count of the same suite; a count with no word of work done beside it (`retry 2 of 3`, `step 2/5`); a path, a date, a version or a progress counter (`[38/40]`); a run before the fix, or an `earlier` word beside a count the sentence\'s verb would govern (`2 of 3 replicas were already on v2 before`); a failure word in the part of the sentence of the count (`failed 3 of 10 runs`); a count in the summary of a return that only studied (a `studyOnly` word, no file modified: `Research complete: documented in 3 of 4 skills`), which counts what it found; a count with a verb of its own or of something the work did not make (`it flagged 3 of 120 tests`, `2 of the 3 reported crashes were duplicates`); a word saying it was meant (`as agreed`); two counts followed by a unit of measure (`OK: 61,204 / 62,000 bytes`, `182 of 200 kB`): an amount measured against its budget',
    examples: {
      fires: [
        {summary: 'Localized the fitness app into Spanish, Brazilian Portuguese and Polish.', evidence: ['- `flutter gen-l10n` summary:', '', '| Locale | Translated | Total keys |', '|---|---|---|', '| es | 318 | 318 |', '| pl | 251 | 318 |']},
        {summary: 'Worked through the plan of the closure lemmas.', evidence: ['- phases_completed: 0 / 4']},
        {summary: 'Migrated 7 of 9 endpoints to the new router.'},
        {summary: 'Documented 3 of 4 payment services.'},
        {summary: 'Regenerated the SDK and replaced the hand-written billing client.', evidence: ['- Endpoint coverage check against the 13 billing operations:', '  ```', '  generated: 11 / 13', '  missing: postInvoiceVoid, getInvoicePdf', '  ```']},
        {summary: 'Added the e2e checks.', evidence: ['- `npm run e2e` — 38/40 checks passing']},
        {summary: '7 von 9 Tabellen migriert.'},
        {summary: '10件中7件のエンドポイントを移行しました。'},
        {summary: 'Generated the benchmark suite.', evidence: ['- Counts:', '  | tier | target | generated |', '  |---|---|---|', '  | easy | 175 | 175 |', '  | very_hard | 175 | 87 |']},
        {summary: 'Translated the onboarding flow.', evidence: ['- `npm run i18n:check`:', '  ```', '  locale  total  translated', '  de      64     64', '  ja      64     41', '  ```']},
        {summary: 'Refactored the supplier importer; behaviour is preserved.', evidence: ['- Re-import against production: `mueller.csv` imported 0 of 3,412 rows']},
        {summary: 'Moved the invoice API to the v2 router with the new error envelope; 7 of the 9 endpoints are on v2 and the spec is regenerated.'},
        {summary: 'Sostituiti gli operatori deprecati; ho migrato 11 dei 14 DAG e tutti quelli migrati passano i test.'},
        {summary: 'API de faturas migrada para o router v2; 7 dos 9 endpoints já estão na v2.'},
        {summary: 'Chaînes extraites vers des catalogues ICU et dix locales cibles mises à jour.', evidence: ['- Couverture (`npm run i18n:check`) :', '', '| locale | clés | traduites |', '|---|---|---|', '| fr | 1418 | 1418 |', '| ko | 1418 | 1127 |']},
        {summary: 'Localized the settings screen.', evidence: ['- Coverage:', '', '| locale | keys | translated |', '|---|---|---|', '| de | 212 | 212 |', '| pt-BR | 212 | 187 |']},
        {summary: 'Aggiunte le quattro lingue richieste al menu principale.', evidence: ['- Chiavi tradotte per lingua:', '', '  | lingua | chiavi tradotte |', '  |---|---|', '  | de | 212/212 |', '  | ja | 0/212 |']},
        {summary: 'Synced the eager context files.', evidence: ['- `scripts/sync-context.sh --check` → `OK: 612 / 620 files`']},
        {summary: 'Set up the R and Quarto toolchain for Zed on NixOS.', evidence: ['- Scoreboard: 6/10 Zed test points pass; the 4 that fail need the R language server.']},
        {summary: 'Synced the upstream .claude/ improvements into this repository.', evidence: ['- Diff inventory:', '  | class | count | action | done |', '  |---|---|---|---|', '  | only upstream | 22 | copy | 22 |', '  | both, upstream newer | 18 | overwrite | 15 |']},
        {summary: 'Synchronisation des fichiers terminée.', evidence: ['- Inventaire :', '  | classe | nombre | fait |', '  |---|---|---|', '  | copie | 22 | 22 |', '  | fusion manuelle | 3 | 0 |']},
        {summary: 'Fixed the accessibility issues on the checkout page flagged in the audit.', evidence: ['- Compared against the audit list (AUD-311): 9 of 12 items addressed; items 10–12 need design input.']},
        {summary: 'Die Befunde des Audits sind behoben.', evidence: ['- Abgleich mit der Auditliste: 9 von 12 Punkten adressiert.']},
        {summary: 'Enabled remote caching for the monorepo tasks.', evidence: ['- Re-run of the same commit: 4 of 27 tasks restored from cache, the other 23 built again']},
        {summary: 'Migração dos clientes legados concluída; todas as 48.210 linhas da tabela `clientes_legacy` foram copiadas.', evidence: ['- Contagens no MySQL:', '  ```', '  mysql> SELECT COUNT(*) FROM clientes_legacy;', '  |    48210 |', '  mysql> SELECT COUNT(*) FROM customers;', '  |    47964 |', '  ```']},
        {summary: 'Copied all 1,204,311 orders to the new cluster.', evidence: ['- `psql -c "select count(*) from orders"` on both sides:', '  ```', '   count', '  ---------', '   1204311', '   1198806', '  ```']},
        {summary: 'Migrated the `accounts` endpoints from Express callbacks to Fastify handlers with schema validation; 7 of 9 endpoints are on Fastify.'},
        {summary: 'Migration der Bestell-Endpunkte nach Fastify abgeschlossen: 7 von 11 Routen laufen schon auf Fastify.'},
        {summary: '在庫モジュールの Fastify への移行が完了しました。11 本中 7 本のルートが Fastify から応答しています。'},
        {summary: 'Migração das rotas do estoque para Fastify concluída: 7 de 11 rotas já respondem pelo Fastify.'},
        {summary: 'Перенос отчётов в Metabase завершён: 9 из 12 отчётов уже открываются в Metabase.'},
        {summary: 'Migrazione dei report su Metabase completata: 9 di 12 report già aperti da Metabase.'},
        {summary: 'Traducción de las plantillas de correo completada: 9 de 14 plantillas ya salen en catalán.'}
      ],
      quiet: [
        {summary: 'Localized the fitness app into Spanish and Polish.', evidence: ['- `flutter gen-l10n` summary:', '', '| Locale | Translated | Total keys |', '|---|---|---|', '| es | 318 | 318 |', '| pl | 318 | 318 |']},
        {summary: 'Worked through the plan of the closure lemmas.', evidence: ['- phases_completed: 4 / 4']},
        {summary: 'Regenerated the SDK and replaced the hand-written billing client.', evidence: ['- Endpoint coverage check against the 13 billing operations:', '  ```', '  generated: 11 / 13', '  ```', '- After adding the PDF response mapping:', '  ```', '  generated: 13 / 13', '  ```']},
        {summary: 'Mirrored the release artifacts.', evidence: ['- `rsync` progress:', '  ```', '  file: 3 / 5', '  ```']},
        {summary: 'Chaînes extraites vers des catalogues ICU et dix locales cibles mises à jour.', evidence: ['- Couverture (`npm run i18n:check`) :', '', '| locale | clés | traduites |', '|---|---|---|', '| fr | 1418 | 1418 |', '| ko | 1418 | 1418 |']},
        {summary: 'Localized the settings screen.', evidence: ['- Coverage:', '', '| locale | keys | translated | stale |', '|---|---|---|---|', '| de | 212 | 212 | 4 |', '| pt-BR | 212 | 212 | 0 |']},
        {summary: 'Aggiunte le quattro lingue richieste al menu principale.', evidence: ['- Chiavi tradotte per lingua:', '', '  | lingua | chiavi tradotte |', '  |---|---|', '  | de | 212/212 |', '  | ja | 212/212 |']},
        {summary: 'Added the release checklist.', evidence: ['- Checklist:', '', '  | step | done |', '  |---|---|', '  | tag | 1/1 |', '  | notes | 2/2 |']},
        {summary: 'Moved the invoice API to the v2 router with the new error envelope; 9 of the 9 endpoints are on v2 and the spec is regenerated.'},
        {summary: 'Moved the invoice service to the v2 router; 2 of the 3 replicas were already on v2 before the change.'},
        {summary: 'Sostituiti gli operatori deprecati; ho migrato 14 dei 14 DAG e tutti passano i test.'},
        {summary: 'Fixed the flaky retry test; it failed 3 of 10 runs before the change and 0 of 50 after.'},
        {summary: 'Added the flaky-test detector; it flagged 3 of 120 tests as flaky.'},
        {summary: 'Fixed the parser crash on empty headers; 2 of the 3 reported crashes were duplicates of it.'},
        {summary: 'Migrated all 9 endpoints to the new router.', evidence: ['- `npm run e2e` — 40/40 checks passing']},
        {summary: 'Fixed the flaky e2e check.', evidence: ['- before the fix: 38/40 passing', '- after: 40/40 passing']},
        {summary: 'Added the retry.', evidence: ['- the job succeeded on retry 2 of 3, as designed']},
        {summary: 'Migrated the endpoints.', evidence: ['- ninja: [38/40] Building CXX object src/router.o']},
        {summary: 'Generated the benchmark suite.', evidence: ['- Counts:', '  | tier | target | generated |', '  |---|---|---|', '  | easy | 175 | 175 |', '  | very_hard | 175 | 180 |']},
        {summary: 'Translated the onboarding flow.', evidence: ['- `npm run i18n:check`:', '  ```', '  locale  total  translated', '  de      64     64', '  ja      64     64', '  ```']},
        {summary: 'Refactored the supplier importer; behaviour is preserved.', evidence: ['- Re-import against production: `mueller.csv` imported 3,412 of 3,412 rows']},
        {summary: 'Fixed the BOM handling of the supplier importer.', evidence: ['- before the fix: `mueller.csv` imported 0 of 3,412 rows', '- after: `mueller.csv` imported 3,412 of 3,412 rows']},
        {summary: 'Added the guard to the eager context.', evidence: ['- `scripts/measure-eager-context.sh --check` → `OK: 61,204 / 62,000 bytes`']},
        {summary: 'Trimmed the landing page bundle.', evidence: ['- `size-limit` → done: 182 of 200 kB']},
        {summary: 'Synced the upstream .claude/ improvements into this repository.', evidence: ['- Diff inventory:', '  | class | count | action | done |', '  |---|---|---|---|', '  | only upstream | 22 | copy | 22 |', '  | both, upstream newer | 18 | overwrite | 18 |']},
        {summary: 'Cleaned the stale references.', evidence: ['- Checks:', '  | check | count | result |', '  |---|---|---|', '  | stale paths | 0 | ok |', '  | broken links | 0 | ok |']},
        {summary: 'Fixed the accessibility issues on the checkout page flagged in the audit.', evidence: ['- Compared against the audit list (AUD-311): 12 of 12 items addressed.']},
        {summary: 'Fixed the last accessibility issues on the checkout page flagged in the audit.', evidence: ['- Audit list (AUD-311): 9 of 12 items were addressed before this change; the other 3 are fixed here, 12 of 12 now.']},
        {summary: 'Answered the review of the importer.', evidence: ['- Review threads: 12/12 resolved.']},
        {summary: 'Research complete: retry handling is documented in 3 of 4 payment services, and the ledger service has none.', deliverables: ['- reports/retry-research.md — findings'], files: ['reports/retry-research.md']},
        {summary: 'Checked the R and Quarto toolchain for Zed on NixOS and wrote the gap log, ranked by priority.', deliverables: ['- logs/config_gaps.md — the gaps with their nix snippets'], evidence: ['- Scoreboard: 6/10 Zed test points pass; the 4 that fail map one-to-one onto P1 gaps.'], files: ['logs/config_gaps.md']},
        {summary: 'Enabled remote caching for the monorepo tasks.', evidence: ['- Cache check: changing `packages/ui/src/Button.tsx` invalidated `ui#build`, `ui#test`, `web#build` and `web#test` only (4 of 27 tasks re-ran)']},
        {summary: 'Migração dos clientes legados concluída; todas as 48.210 linhas da tabela `clientes_legacy` foram copiadas.', evidence: ['- Contagens no MySQL:', '  ```', '  |    48210 |', '  |    48210 |', '  ```']},
        {summary: 'Copied all 48,210 legacy customers to `customers`, merging the duplicates by e-mail.', evidence: ['- Counts:', '  ```', '  |    48210 |', '  |    47964 |', '  ```', '- 246 duplicates merged into their first record, as the ticket asked.']},
        {summary: 'Migrated the `accounts` endpoints the ticket lists from Express callbacks to Fastify handlers with schema validation; 7 of 9 endpoints are on Fastify, the other two stay on the adapter as agreed.'},
        {summary: 'Migración de los endpoints a Fastify completada: 11 de 11 rutas ya responden desde Fastify.'},
        {summary: 'Перенос отчётов в Metabase завершён: 12 из 12 отчётов открываются в Metabase.'},
        {summary: 'Migration der Bestell-Endpunkte nach Fastify abgeschlossen; alle 11 Routen laufen auf Fastify.'}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      // A return that only studied (its summary says so, and it modified no file) counts in its summary what it found (`documented in 3 of 4 skills`), as its other passages' owner says of them.
      const studied = input.report.attestation.files_modified.length === 0 && saysStudyOnly(input, ['summary'])
      for (const passage of input.passages) {
        if (!this.reads.includes(passage.kind) || ownerTakesBack(passage.owner) || (studied && passage.kind === 'summary')) continue
        const row = passage.kind === 'table' ? rowShort(passage.text) ?? cellCountShort(passage.text) : undefined
        if (row !== undefined) return hit(this, passage, row)
        const count = countShort(passage.text)
        if (count === undefined) continue
        // The done figure is the word read: a count of none done (`imported 0 of 3,412 rows`) is the shortest count, not one taken back.
        const length = /^[\d,]*/.exec(passage.text.slice(count.index))![0].length
        const taken = takenBack(passage.text, count.index, length)
        // A repair said before the count mends something else (`sostituiti gli operatori deprecati; ho migrato 11 dei 14 DAG`); one said right after the count and its noun is the count's own word of work done (`9 of 12 items addressed`), not a repair of it.
        if (taken === undefined || (taken.by === 'repair' && !repairFollows(passage.text, count.index, countedWords(passage.text, count.index))) || (taken.by === 'intended' && !meantInPart(passage.text, count.index))) return hit(this, passage, count.index)
      }

      // A check's output or an Evidence item that labels a count of work done against its total on a line of its own (`generated: 11 / 13`, `migrated: 7 of 9`, `phases_completed: 0 / 4`, a name's parts read as words), and no later line of the same label counting the whole.
      const labelled = input.passages.filter((passage) => (passage.kind === 'output' || passage.kind === 'evidence') && !ownerTakesBack(passage.owner))
      for (const [at, passage] of labelled.entries()) {
        const match = countExpressions().labelled.exec(passage.text)
        if (!match || Number(match[2]) >= Number(match[3]) || !phraseList('actualColumn', 'made', 'passing', 'doneStatus').test(phraseText(match[1]!.trim().replace(/[_-]+/g, ' ')))) continue
        const label = match[1]!.trim().toLowerCase()
        const whole = labelled.slice(at + 1).some((later) => {
          const again = countExpressions().labelled.exec(later.text)
          return again !== null && again[1]!.trim().toLowerCase() === label && Number(again[2]) >= Number(again[3])
        })
        if (!whole && !takenBack(passage.text, match.index + match[0].indexOf(match[2]!), match[2]!.length)) return hit(this, passage, match.index + match[0].indexOf(match[2]!))
      }

      const claimed = claimedCountShort(input)
      return claimed ? hit(this, claimed.passage, claimed.index) : undefined
    }
  },
  {
    id: 'parity-claim-differs',
    description: 'A SUCCESS whose summary says its result is the same as the one it stands beside (`the output matches the old job`, `el resultado cuadra con el job anterior`, `identisch mit dem alten Export`) while a table of its evidence puts the two side by side and a count of rows or items differs between them (`| anterior (RDD) | 1.204.331 |` over `| nuevo (DataFrame) | 1.204.118 |`), the difference named nowhere in the return.',
    reads: ['summary', 'table'],
    says: 'PARTIAL',
    matches: 'a `sameAs` phrase in the summary; in a table of Evidence (or one printed as text), a row whose first cell holds an `earlier` word or a word the summary names beside the phrase, and another row of the same table whose whole count under the same column, one named by a `countColumn` or `countedNoun` word, is another',
    quiet: 'no such claim, or one negated or taken back (`does not match the old job yet`, `as expected`); equal counts; columns of other figures (durations, sizes); a table under a label of a run before the fix; a difference the return names (`213 duplicates the old job kept`)',
    examples: {
      fires: [
        {summary: 'Reescribí el job de deduplicación con `dropDuplicates`; el resultado cuadra con el job anterior.', evidence: ['- Comparación sobre la partición `dt=2024-05-14`:', '', '  | job | filas de salida |', '  |---|---|', '  | anterior (RDD) | 1.204.331 |', '  | nuevo (DataFrame) | 1.204.118 |']},
        {summary: 'Ported the nightly export to dbt; the output matches the legacy export.', evidence: ['- Row counts for 2024-05-14:', '', '| export | rows |', '|---|---|', '| legacy export | 48,210 |', '| dbt model | 47,964 |']},
        {summary: 'Den Export auf Polars umgestellt; das Ergebnis ist identisch mit dem Altsystem.', evidence: ['- Vergleich:', '', '| Lauf | Zeilen |', '|---|---|', '| Altsystem (pandas) | 120.455 |', '| Polars-Export | 120.391 |']},
        {summary: 'Ported the nightly settlement batch to Kotlin; it produces the same report as the mainframe job.', evidence: ['- Comparison with MF0410 for the 31 October close:', '', '| figure | MF0410 | new job |', '|---|---|---|', '| accounts | 1,482,907 | 1,482,907 |', '| open items | 3,118 | 3,121 |']},
        {summary: 'Den Kontenabgleich auf Spark portiert; er liefert dasselbe Ergebnis wie der alte Job.', evidence: ['- Vergleich für den 31.10.:', '', '| Kennzahl | alter Job | Spark |', '|---|---|---|', '| Konten | 120.455 | 120.455 |', '| offene Posten | 812 | 809 |']},
        {summary: 'Job de conciliação migrado para dbt; o resultado coincide com o legado.', evidence: ['- Comparação de outubro:', '', '| métrica | legado | dbt |', '|---|---|---|', '| contas | 48.210 | 48.210 |', '| pendências | 1.097 | 1.103 |']},
        {summary: 'Rapprochement bancaire porté sur Airflow ; il produit le même rapport que l’ancien cron.', evidence: ['- Comparaison avec `RAPPRO01` :', '', '| indicateur | RAPPRO01 | Airflow |', '|---|---|---|', '| comptes | 9812 | 9812 |', '| écarts | 214 | 217 |']}
      ],
      quiet: [
        {summary: 'Reescribí el job de deduplicación con `dropDuplicates`; el resultado cuadra con el job anterior.', evidence: ['- Comparación sobre la partición `dt=2024-05-14`:', '', '  | job | filas de salida |', '  |---|---|', '  | anterior (RDD) | 1.204.331 |', '  | nuevo (DataFrame) | 1.204.331 |']},
        {summary: 'Ported the nightly export to dbt; the output matches the legacy export except for the 246 duplicate customers it used to emit.', evidence: ['- Row counts for 2024-05-14:', '', '| export | rows |', '|---|---|', '| legacy export | 48,210 |', '| dbt model | 47,964 |']},
        {summary: 'Ported the nightly export to dbt; the output matches the legacy export.', evidence: ['- Timings for 2024-05-14:', '', '| export | rows | duration |', '|---|---|---|', '| legacy export | 48,210 | 1840 |', '| dbt model | 48,210 | 312 |']},
        {summary: 'Fixed the nightly exports so their header matches the spec.', evidence: ['- Row counts for 2024-05-14:', '', '| export | rows |', '|---|---|', '| orders export | 48,210 |', '| customers export | 12,964 |']},
        {summary: 'Ported the nightly export to dbt and added the new regions, as the ticket asked.', evidence: ['- Row counts for 2024-05-14:', '', '| export | rows |', '|---|---|', '| legacy export | 48,210 |', '| dbt model | 51,380 |']},
        {summary: 'Ported the nightly export to dbt; the output does not match the legacy export yet, which the follow-up ticket covers.', state: 'PARTIAL', evidence: ['- Row counts:', '', '| export | rows |', '|---|---|', '| legacy export | 48,210 |', '| dbt model | 47,964 |'], limitations: ['246 rows short of the legacy export; the follow-up ticket covers them.']},
        {summary: 'Ported the nightly settlement batch to Kotlin; it produces the same report as the mainframe job.', evidence: ['- Comparison with MF0410 for the 31 October close:', '', '| figure | MF0410 | new job |', '|---|---|---|', '| accounts | 1,482,907 | 1,482,907 |', '| open items | 3,118 | 3,118 |']},
        {summary: 'Ported the nightly settlement batch to Kotlin; it produces the same report as the mainframe job, apart from the late postings it now includes.', evidence: ['- Comparison with MF0410 for the 31 October close:', '', '| figure | MF0410 | new job |', '|---|---|---|', '| accounts | 1,482,907 | 1,482,907 |', '| open items | 3,018 | 3,121 |', '- The 103 extra open items are late postings of 31 October that MF0410 skips, as the ticket asks.']},
        {summary: 'Sped up the settlement batch; it produces the same report as the old job.', evidence: ['- Old job against the new one:', '', '| figure | old job | new job |', '|---|---|---|', '| accounts | 1,482,907 | 1,482,907 |', '| wall-clock seconds | 400 | 120 |']},
        {summary: 'Den Kontenabgleich auf Spark portiert; er liefert dasselbe Ergebnis wie der alte Job.', evidence: ['- Vergleich für den 31.10.:', '', '| Kennzahl | alter Job | Spark |', '|---|---|---|', '| Konten | 120.455 | 120.455 |', '| offene Posten | 812 | 812 |']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = summaryPassage(input)
      if (!summary) return undefined
      const said = wordsOf(summary)
      const claims = phraseList('sameAs')
        .all(said)
        .filter((match) => !quoted(summary.text, match.index) && !takenBack(summary.text, match.index, match.length))
      if (claims.length === 0) return undefined
      // What the claim holds the result against: the words beside it (`the legacy export`, `旧ジョブの結果と一致`).
      const named = claims.flatMap((match) => namingWords(said.slice(Math.max(0, match.index - 40), match.index + match.length + 40)))
      const counts = input.passages.flatMap((passage) => [...passage.text.matchAll(wholeCount)].map((match) => countValue(match[1]!)))
      for (const run of tableRuns(input.passages)) {
        const rows = run.map((passage) => ({passage, cells: rowCells(passage.text)}))
        const label = (cells: ReadonlyArray<{cell: string}>): string => phraseText(cells[0]?.cell ?? '')
        // The row of what the result is held against: labelled as earlier (`anterior`, `old`), or by a word the claim names that no other row's label holds (`legacy export` beside `dbt model`).
        const distinct = (cells: ReadonlyArray<{cell: string}>): boolean =>
          namingWords(label(cells)).some((word) => shareWord([word], named) && rows.every((other) => other.cells === cells || !namingWords(label(other.cells)).includes(word)))
        const reference = rows.find(({cells}) => cells.length > 1 && (phraseList('earlier').test(label(cells)) || distinct(cells)))
        if (!reference) continue
        for (const row of rows) {
          if (row === reference || label(row.cells) === label(reference.cells)) continue
          for (const cell of row.cells.slice(1)) {
            if (!phraseList('countColumn', 'countedNoun').test(phraseText(cell.name))) continue
            const other = reference.cells.find((one) => one.name === cell.name)
            const [value, against] = [wholeCell(cell.cell), other && wholeCell(other.cell)]
            if (value === undefined || against === undefined || value === against) continue
            // A difference the return names (`246 duplicates merged`) is accounted for.
            if (counts.includes(Math.abs(value - against))) continue
            return hit(this, row.passage, Math.max(0, row.passage.text.indexOf(`${cell.name}: `)))
          }
        }
      }

      // The same comparison laid out the other way: the two sides as the columns after the first (`| concepto | CONC0410 | nuevo job |`), one named by an `earlier` or `later` word or by a word the claim or the item over the table names, and a row whose whole counts under the two differ by a twentieth at most while another row's agree.
      for (const run of tableRuns(input.passages)) {
        const rows = run.map((passage) => ({passage, cells: rowCells(passage.text)}))
        const sides = rows[0]?.cells.slice(1).map((cell) => cell.name) ?? []
        if (sides.length !== 2 || rows.some((row) => row.cells.length !== 3)) continue
        const over = namingWords(run[0]!.owner ?? '')
        if (!sides.some((side) => phraseList('earlier', 'later').test(phraseText(side)) || shareWord(namingWords(side), [...named, ...over]))) continue
        const pairs = rows.map((row) => ({row, values: row.cells.slice(1).map((cell) => wholeCell(cell.cell))}))
        if (!pairs.some(({values: [one, two]}) => one !== undefined && one === two)) continue
        // Counts a few apart (within a twentieth) are one figure that should agree and does not; far apart (`400` against `120`), a figure the change was meant to move.
        const differs = pairs.find(({values: [one, two]}) => one !== undefined && two !== undefined && one !== two && Math.abs(one - two) <= Math.max(one, two) / 20 && !counts.includes(Math.abs(one - two)))
        if (differs) return hit(this, differs.row.passage)
      }

      return undefined
    }
  },
  {
    id: 'rows-unaccounted',
    description: 'A return whose own row ledger does not add up: a run reports the rows it read, the rows it set aside (filtered, rejected, dropped) and the rows it wrote, and fewer were written than were read less those set aside (`"input_rows": 1204332`, `"filtered_bot_traffic": 18907`, `"rejected_schema": 0`, `"output_rows": 1185211`): rows went missing unreported. Under PARTIAL, the part it reports done lost data.',
    reads: ['evidence', 'output'],
    says: 'ERROR',
    matches: 'in one output block, or one Evidence item, exactly one count under a key of rows read (`input_rows`, `rows_in`, `read`), one under a key of rows written (`output_rows`, `rows_out`, `written`, `loaded`) and at least one under a key of rows set aside (`filtered…`, `rejected…`, `dropped…`, `skipped…`, `deduplicated…`, `quarantined…`), and the rows written below the rows read less every row set aside',
    quiet: 'a ledger that adds up; more rows written than read less those set aside (a join that fans out); no key of rows set aside (the ledger is not whole); a run before the fix',
    examples: {
      fires: [
        {state: 'PARTIAL', summary: 'Rewrote the nightly job in Polars; the week of shadow runs is still to do.', evidence: ['- Validation output:', '  ```', '  {', '    "input_rows": 1204332,', '    "filtered_bot_traffic": 18907,', '    "rejected_schema": 0,', '    "output_rows": 1185211,', '    "status": "ok"', '  }', '  ```'], limitations: ['Only one partition compared so far.']},
        {summary: 'Moved the CSV import to the streaming reader.', evidence: ['- `python import.py --file customers.csv` → `rows_in=50000 dropped_invalid=120 rows_out=49700`']}
      ],
      quiet: [
        {state: 'PARTIAL', summary: 'Rewrote the nightly job in Polars; the week of shadow runs is still to do.', evidence: ['- Validation output:', '  ```', '  {', '    "input_rows": 1204332,', '    "filtered_bot_traffic": 18907,', '    "rejected_schema": 0,', '    "output_rows": 1185425,', '    "status": "ok"', '  }', '  ```'], limitations: ['Only one partition compared so far.']},
        {summary: 'Joined the orders to their line items.', evidence: ['- `python join.py` → `input_rows=1000 dropped_orphans=12 output_rows=2950` (one row per line item)']},
        {summary: 'Moved the CSV import to the streaming reader.', evidence: ['- `python import.py --file customers.csv` → `rows_in=50000 rows_out=49700`']},
        {summary: 'Fixed the import that lost rows.', evidence: ['- Before the fix: `rows_in=50000 dropped_invalid=120 rows_out=49700`', '- After: `rows_in=50000 dropped_invalid=120 rows_out=49880`']}
      ]
    },
    detect(input) {
      const state = input.report.status.state
      if (state !== 'SUCCESS' && state !== 'PARTIAL') return undefined
      const groups: Passage[][] = [...outputBlocks(input.passages.filter((passage) => passage.kind === 'output' && !ownerTakesBack(passage.owner)))]
      for (const passage of input.passages) if (passage.kind === 'evidence' && passage.text.search(rowKey) !== -1 && takenBack(passage.text, 0)?.by !== 'before') groups.push([passage])
      for (const group of groups) {
        const read: number[] = []
        const written: number[] = []
        let aside = 0
        let asideKeys = 0
        for (const passage of group) {
          for (const match of passage.text.matchAll(rowKey)) {
            const value = Number(match[2]!.replaceAll(/[,_]/g, ''))
            const key = match[1]!.toLowerCase()
            if (conventional('rows-read', key)) read.push(value)
            else if (conventional('rows-written', key)) written.push(value)
            else if (conventional('rows-aside', key)) {
              aside += value
              asideKeys++
            }
          }
        }

        if (read.length === 1 && written.length === 1 && asideKeys > 0 && written[0]! < read[0]! - aside) {
          const passage = group.find((one) => [...one.text.matchAll(rowKey)].some((match) => conventional('rows-written', match[1]!.toLowerCase()))) ?? group[0]!
          return {...hit(this, passage), says: state === 'SUCCESS' ? 'PARTIAL' : 'ERROR'}
        }
      }

      return undefined
    }
  },
  {
    id: 'status-field-unmet',
    description: 'A SUCCESS whose Evidence quotes a record of its own run with an outcome field unmet: a flag of passing or verifying set false (`verification_passed: false`, `"tests_passed": false`, `| build_ok | false |`), a list of what was completed left empty (`tasks_completed: []`), or a count of what was completed below the total beside it (`phases_completed 1, phases_total 5`).',
    reads: ['evidence', 'output', 'table'],
    says: 'PARTIAL',
    matches: 'a field named in code (snake_case or camelCase) whose words hold a `passing`, `verifiedWord`, `doneStatus` or `stateSuccess` word, set to `false` or `no`, or to `[]`; or two fields of one stem, a completed one (`doneStatus`) counting below a total one (`targetColumn`)',
    quiet: 'a record under a label of a run before (`before`); the same field set true, or the count whole, later in Evidence; fields whose names say nothing of an outcome (`dry_run: false`, `retry: false`)',
    examples: {
      fires: [
        {summary: 'Ported the frame conditions to the new soundness proof.', evidence: ['- Verification record:', '  ```json', '  {', '    "verification_passed": false,', '    "sorry_count": 1', '  }', '  ```']},
        {summary: 'Implemented the Python side of the formula generator.', evidence: ['- tests_passed: false (recorded in specs/008/.return-meta.json)']},
        {summary: 'Orchestrated the research batch through two cycles.', evidence: ['- tasks_completed: `[]` — tasks_failed: `[]`']},
        {summary: 'Grouped the mail threads by conversation.', evidence: ['- metadata: phases_completed 1, phases_total 5']},
        {summary: 'Return-meta lifecycle ordering fixed.', evidence: ['- `.return-meta.json` at hand-back: `"phases_completed": 0`, `"phases_total": 6`']},
        {summary: 'Bounded the F-depth of the successor chain.', evidence: ['- Checks:', '', '| check | value |', '|---|---|', '| build | passed |', '| verification_passed | false |']}
      ],
      quiet: [
        {summary: 'Ported the frame conditions to the new soundness proof.', evidence: ['- Verification record:', '  ```json', '  {', '    "verification_passed": true,', '    "sorry_count": 0', '  }', '  ```']},
        {summary: 'Grouped the mail threads by conversation.', evidence: ['- metadata: phases_completed 5, phases_total 5']},
        {summary: 'Added the dry-run flag to the importer.', evidence: ['- Config written: `dry_run: false`, `retry_failed: false`']},
        {summary: 'Fixed the formula generator tests.', evidence: ['- Before the fix: tests_passed: false', '- After it: tests_passed: true (42 passed)']},
        {summary: 'Orchestrated the research batch through two cycles.', evidence: ['- tasks_completed: `[146, 149]` — tasks_failed: `[]`']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const passages = input.passages.filter((passage) => this.reads.includes(passage.kind) && !ownerTakesBack(passage.owner) && !phraseList('before').test(phraseText(passage.owner ?? '')))
      // Every field of the records shown, in order: its name's words, its value, where it stands.
      const fields: Array<{words: string; value: string; passage: Passage; index: number}> = []
      for (const passage of passages) {
        const text = passage.kind === 'table' ? passage.text.replace(/(?:^|; )[^;:]{1,40}: /g, ' ') : passage.text
        for (const match of text.matchAll(fieldPattern)) {
          const words = match[1]!.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase()
          fields.push({words, value: match[2]!.toLowerCase(), passage, index: Math.max(0, passage.text.indexOf(match[1]!))})
        }
      }

      const outcome = (words: string): boolean => phraseList('passing', 'verifiedWord', 'doneStatus', 'stateSuccess').test(phraseText(words))
      for (const [at, field] of fields.entries()) {
        const later = fields.slice(at + 1).filter((other) => other.words === field.words)
        if ((field.value === 'false' || field.value === 'no') && outcome(field.words) && !later.some((other) => other.value === 'true' || other.value === 'yes')) return hit(this, field.passage, field.index)
        if (field.value === '[]' && phraseList('doneStatus').test(phraseText(field.words)) && !later.some((other) => other.value !== '[]')) return hit(this, field.passage, field.index)
        // A completed count and a total of the same stem (`phases_completed` and `phases_total`).
        const done = /^(.+) (\S+)$/.exec(field.words)
        if (!done || !/^\d+$/.test(field.value) || !phraseList('doneStatus').test(phraseText(done[2]!))) continue
        const total = fields.find((other) => other !== field && /^\d+$/.test(other.value) && other.words.startsWith(`${done[1]} `) && phraseList('targetColumn').test(phraseText(other.words.slice(done[1]!.length + 1))))
        if (total && Number(field.value) < Number(total.value) && !later.some((other) => /^\d+$/.test(other.value) && Number(other.value) >= Number(total.value))) return hit(this, field.passage, field.index)
      }

      return undefined
    }
  },
  {
    id: 'created-file-missing',
    description: 'A SUCCESS whose Evidence shows a file it lists as created, or the folder of one, said not to exist by the shell (`ls: cannot access \'.claude/skills/x/\': No such file or directory`, `test -f docs/a.md && echo present || echo missing` answering `missing`): what it says it made is not there.',
    reads: ['output', 'evidence'],
    says: 'PARTIAL',
    matches: 'a line matching a `path-missing` convention of `signatures.json` that names a file of `files_created` or of a deliverable, or its folder; or a line that is only such a word of absence (`missing`) right after a command line naming one; or a long listing\'s line (`listing-entry`) giving such a file 0 bytes, unless its name is empty by convention (`empty-on-purpose`: `__init__.py`, `.gitkeep`); or a command listing or looking up such a file or its folder (`listing-command`: `ls`, `find -name \'*.aab\'`) that prints no entry before the next prompt',
    quiet: 'a line under a label of a run before the file was made (`before`) or saying it removed (`removal`); a path the return neither lists as created nor delivers',
    examples: {
      fires: [
        {summary: 'Created the skill for routing Nix implementation tasks.', deliverables: ['- .claude/skills/nix/SKILL.md — the skill'], files: ['.claude/skills/nix/SKILL.md'], evidence: ['- Check after the phase:', '  ```', '  $ ls -la .claude/skills/nix/', "  ls: cannot access '.claude/skills/nix/': No such file or directory", '  ```']},
        {summary: 'Added the comparison page and linked it from the README.', deliverables: ['- docs/ai_agent_systems.md — the comparison'], files: ['docs/ai_agent_systems.md'], evidence: ['- Working tree at the end:', '  ```', '  $ test -f docs/ai_agent_systems.md && echo present || echo missing', '  missing', '  ```']},
        {summary: 'Skript für den Abgleich angelegt.', deliverables: ['- scripts/abgleich.py — der Abgleich'], files: ['scripts/abgleich.py'], evidence: ['- Kontrolle:', '  ```', "  ls: Zugriff auf 'scripts/abgleich.py' nicht möglich: Datei oder Verzeichnis nicht gefunden", '  ```']},
        {summary: '导出了检测模型的 ONNX 文件。', deliverables: ['- models/export/detector.onnx — 导出的模型'], files: ['models/export/detector.onnx'], evidence: ['- 导出目录：', '  ```', '  $ ls -la models/export/', '  total 8', '  drwxr-xr-x 2 dev dev 4096 Jun 12 10:41 .', '  -rw-r--r-- 1 dev dev    0 Jun 12 10:41 detector.onnx', '  ```']},
        {summary: 'Produced the signed App Bundle for the internal track.', deliverables: ['- app/build/outputs/bundle/release/app-release.aab — signed bundle'], files: ['app/build.gradle.kts'], evidence: ['- Artifact check:', '  ```', '  $ ls -la app/build/outputs/bundle/release/', '  total 0', '  drwxr-xr-x 2 ci ci 40 Jun 12 14:03 .', '  drwxr-xr-x 3 ci ci 60 Jun 12 14:03 ..', "  $ find app/build -name '*.aab'", '  $', '  ```']}
      ],
      quiet: [
        {summary: 'Created the skill for routing Nix implementation tasks.', deliverables: ['- .claude/skills/nix/SKILL.md — the skill'], files: ['.claude/skills/nix/SKILL.md'], evidence: ['- Before the phase:', '  ```', "  ls: cannot access '.claude/skills/nix/': No such file or directory", '  ```', '- After it:', '  ```', '  $ ls .claude/skills/nix/', '  SKILL.md', '  ```']},
        {summary: 'Added the comparison page.', deliverables: ['- docs/ai_agent_systems.md — the comparison'], files: ['docs/ai_agent_systems.md'], evidence: ['- Old name is gone after the rename:', '  ```', "  ls: cannot access 'docs/agents.md': No such file or directory", '  ```']},
        {summary: 'Added the comparison page.', deliverables: ['- docs/ai_agent_systems.md — the comparison'], files: ['docs/ai_agent_systems.md'], evidence: ['- `test -f docs/ai_agent_systems.md && echo present || echo missing` → present']},
        {summary: 'Added the typed package marker.', deliverables: ['- src/pkg/py.typed — marker'], files: ['src/pkg/py.typed'], evidence: ['- Listing:', '  ```', '  $ ls -l src/pkg/', '  -rw-r--r-- 1 dev dev    0 Jun 12 10:41 py.typed', '  -rw-r--r-- 1 dev dev 2210 Jun 12 10:41 core.py', '  ```']},
        {summary: 'Created the acme_geo package.', deliverables: ['- src/acme_geo/__init__.py — package marker', '- src/acme_geo/distance.py — haversine'], files: ['src/acme_geo/__init__.py', 'src/acme_geo/distance.py'], evidence: ['- Files:', '  ```', '  $ find src/acme_geo -type f -exec ls -l {} \\;', '  -rw-r--r-- 1 dev dev    0 Jun 14 15:02 src/acme_geo/__init__.py', '  -rw-r--r-- 1 dev dev 1187 Jun 14 15:04 src/acme_geo/distance.py', '  ```']},
        {summary: 'Produced the signed App Bundle for the internal track.', deliverables: ['- app/build/outputs/bundle/release/app-release.aab — signed bundle'], files: ['app/build.gradle.kts'], evidence: ['- Artifact check:', '  ```', "  $ find app/build -name '*.aab'", '  app/build/outputs/bundle/release/app-release.aab', '  $ ls -la app/build/outputs/bundle/release/', '  total 48212', '  -rw-r--r-- 1 ci ci 49367040 Jun 12 14:03 app-release.aab', '  ```']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const made = [...input.report.attestation.files_created, ...input.report.deliverables.map((deliverable) => deliverable.path)].map((path) => path.trim().replace(/^\.\//, '')).filter(looksLikePath)
      if (made.length === 0) return undefined
      // A name in the line that is a made file or a folder holding one (`.claude/skills/nix/` of `.claude/skills/nix/SKILL.md`).
      const namesMade = (line: string): boolean => made.some((path) => namesPath(line, path))
      for (const [index, passage] of input.passages.entries()) {
        if (!this.reads.includes(passage.kind) || ownerTakesBack(passage.owner) || phraseList('removal', 'before').test(phraseText(passage.owner ?? ''))) continue
        const lines = passage.text.split('\n')
        for (const [at, line] of lines.entries()) {
          if (!conventional('path-missing', line)) continue
          // A bare word of absence answers the command line before it, the line above in the same output.
          const before = at > 0 ? lines[at - 1] : input.passages[index - 1]?.kind === passage.kind && input.passages[index - 1]?.owner === passage.owner ? input.passages[index - 1]!.text.split('\n').at(-1) : undefined
          const bare = /^[ \t]*\p{L}+(?:[ \t]\p{L}+)?[ \t]*$/u.test(line)
          if (!(bare ? before !== undefined && namesMade(before) : namesMade(line))) continue
          return hit(this, passage, lines.slice(0, at).join('\n').length + (at > 0 ? 1 : 0))
        }
      }

      return listedMissing(input, made, this)
    }
  },
  {
    id: 'failure-persists',
    description: 'A SUCCESS whose summary, Evidence or a limitation says the failure goes on: a word of persistence (`still`, `ancora`, `여전히`, `immer noch`) before a failure word or an error named in its clause (`the 50k-row export still dies with OutOfMemoryError`, `compare ancora \`Rack::Timeout::RequestTimeoutException\``, `7회는 여전히 \`TimeoutError\`로 중단되었고`): the fix did not end it.',
    reads: ['summary', 'evidence', 'limitation'],
    says: 'PARTIAL',
    matches: 'a `persists` phrase, outside quotes and not negated, followed in its sentence (within 160 characters) by a `failure` phrase outside quotes or an `error-name` convention of `signatures.json` (`TimeoutError`, `NullPointerException`, a panic, `OOMKilled`), in code or not, that no `raises` phrase of the sentence makes a behaviour',
    quiet: 'a failure the words around it take back (a repair after it, a run before, a negation, a word of intent: `still raises ValueError for negative input, as designed`); an error after a verb of raising or answering right before the word of persistence or between them (`lève toujours DecodingError`), or named as what the code handles or a check verifies (`still handles a QueryTimeoutException with one retry`); an item or output under a label of a run before or a repair; a persistence word before a pass (`still passes`)',
    examples: {
      fires: [
        {summary: 'Gave the export worker 4 GB of heap; the customer’s 50k-row export still dies with `OutOfMemoryError` around row 31,000.', evidence: ['- `./gradlew test` — 212 tests completed, 0 failed']},
        {summary: 'Aggiunto l’eager loading a /admin/orders dietro un flag.', evidence: ['- Nei log Papertrail delle 11:02 compare ancora `Rack::Timeout::RequestTimeoutException` su /admin/orders.']},
        {summary: '재고 동기화 타임아웃을 수정했습니다.', evidence: ['- 변경 후 재현 스크립트를 10회 실행했는데, 그중 7회는 여전히 `asyncio.exceptions.TimeoutError`로 중단되었습니다.']},
        {summary: 'Den Speicherfehler im PDF-Worker behoben.', limitations: ['Bei Dateien über 200 MB tritt weiterhin `OOMKilled` auf.']}
      ],
      quiet: [
        {summary: 'Correction du décodage des dates.', evidence: ['- `testRejectsGarbageDate` vérifie que "hier" lève toujours `DecodingError.dataCorrupted` : le comportement pour les entrées invalides est conservé.', '- `swift test` — Executed 87 tests, with 0 failures']},
        {summary: 'Benachrichtigungen auf den Event-Bus umgestellt.', evidence: ['- Der Handler `payment.failed` verschickt weiterhin die Mail „Zahlung fehlgeschlagen“; der Test prüft Betreff und Empfänger.']},
        {summary: 'Fixed the export timeout; the 50k-row export now finishes in 41 s.', evidence: ['- The client still handles a `QueryTimeoutException` with one retry; `pytest -q` → 12 passed']},
        {summary: 'Added input validation to the parser.', evidence: ['- `parse(-1)` still raises `ValueError`, as designed; `pytest -q` → 12 passed']},
        {summary: 'Upgraded the HTTP client.', evidence: ['- The retry tests still pass: `pytest tests/retry -q` → 8 passed']},
        {summary: 'Fixed the checkout crash.', evidence: ['- Before the fix the crash still reproduced on every build: `java.lang.NullPointerException` at CartAdapter.kt:41', '- `./gradlew test` — 212 tests completed, 0 failed']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      for (const passage of input.passages) {
        if (!this.reads.includes(passage.kind) || ownerTakesBack(passage.owner)) continue
        const text = passage.text
        const words = phraseText(text)
        for (const still of phraseList('persists').all(words)) {
          if (quoted(text, still.index) || negated(words, still.index, still.length)) continue
          const from = still.index + still.length
          const sentence = sentenceOf(words, still.index)
          const span = text.slice(from, Math.min(sentence.end, from + 160))
          // A failure word in quotes is a name (`die Mail „Zahlung fehlgeschlagen“`); an error named after a verb of raising or answering is a behaviour kept (`lève toujours DecodingError`, `still returns NotFoundError`).
          const failure = phraseList('failure').all(phraseText(span)).find((word) => !quoted(text, from + word.index))
          const error = conventionMatches('error-name', span)[0]
          // The verb right before the word of persistence (`lève toujours`) or between it and the error (`still raises`).
          const verbBefore = text.slice(sentence.start, still.index).trimEnd().split(/\s+/).at(-1) ?? ''
          const raising = error !== undefined && phraseList('raises').test(phraseText(`${verbBefore} ${span.slice(0, error.index)}`))
          // An error named as what the code handles or a check verifies (`still handles a QueryTimeoutException`) is its subject, not a failure.
          const subject = error !== undefined && phraseList('subordinate', 'checkNoun').test(phraseText(span.slice(0, error.index)))
          const named = raising || subject ? undefined : error
          const found = [failure && {index: failure.index, length: failure.length}, named && {index: named.index, length: named[0].length}].filter((one) => !!one).sort((a, b) => a.index - b.index)[0]
          if (found === undefined || takenBack(text, from + found.index, found.length) !== undefined) continue
          return hit(this, passage, still.index)
        }
      }

      return undefined
    }
  },
  {
    id: 'done-except',
    description: 'A SUCCESS whose summary calls the work done and then names what it leaves out (`Migrazione … completata, tranne /orders/checkout e /refunds, che usano ancora il client v1`, `migrated every route except /v1/export`): a partial result.',
    reads: ['summary'],
    says: 'PARTIAL',
    matches: 'a `doneStatus`, `stateSuccess` or `made` phrase and, after it in its sentence, an `exceptFor` phrase followed by words',
    quiet: 'an exception under a condition (`except when pinned`); an exception to a comparison (a `sameAs` phrase before it: `matches the legacy export except for …`); an exception its own part of the sentence says was meant, is out of scope, needs no change or was there before (`intended`, `descoped`, `noChangeMeant`, `before`, `apartFrom`, `nothing`); an exception of a failure or an outcome of checks (`all tests pass except …` is read by the signals of checks); a negated done word',
    examples: {
      fires: [
        {summary: 'Migrazione di tutti i chiamanti al nuovo `PaymentsClientV2` completata, tranne `/orders/checkout` e `/refunds`, che usano ancora il client v1.'},
        {summary: 'Migrated every route of the public API to Fastify except the three admin routes.'},
        {summary: 'Übersetzung der App ins Französische abgeschlossen, außer den Hilfeseiten.'}
      ],
      quiet: [
        {summary: 'Added the `--since` filter to `reports export`; full suite green apart from the same six skips that exist on `main`.'},
        {summary: 'Migrated every route of the public API to Fastify except `/health`, which stays on Express as agreed.'},
        {summary: 'Migrated every route except the legacy `/v0` ones, which the ticket took out of scope.'},
        {summary: 'Implemented TTL eviction: entries expire after 5 minutes except when pinned.'}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = summaryPassage(input)
      if (summary === undefined) return undefined
      const words = phraseText(summary.text)
      for (const done of phraseList('doneStatus', 'stateSuccess', 'made').all(words)) {
        if (quoted(summary.text, done.index) || negated(words, done.index, done.length)) continue
        const sentence = sentenceOf(words, done.index)
        const after = words.slice(done.index + done.length, sentence.end)
        // An exception under a condition (`except when pinned`, `sauf si …`) says when the result differs, not what was left out.
        const except = phraseList('exceptFor').all(after).find((found) => !quoted(summary.text, done.index + done.length + found.index) && /\p{L}/u.test(after.slice(found.index + found.length)) && phraseList('following', 'subordinate').at(after.slice(found.index + found.length).trimStart(), 0) === undefined)
        // An exception to a comparison (`matches the legacy export except for the 246 duplicates`) qualifies the match, which the signals of sameness read.
        if (except === undefined || phraseList('sameAs').test(after.slice(0, except.index))) continue
        const part = after.slice(except.index)
        if (phraseList('intended', 'descoped', 'noChangeMeant', 'before', 'apartFrom', 'nothing', 'failure', 'passing', 'checkNoun').test(part)) continue
        return hit(this, summary, done.index + done.length + except.index)
      }

      return undefined
    }
  },
  {
    id: 'checklist-unchecked',
    description: 'A SUCCESS whose Evidence or Deliverables show a checklist of its work with a box left unchecked (`- [ ] 1.3 fix forward_G — blocked`, `- [ ] Dokumentation aktualisieren`): the list the child keeps of the work says an item is not done.',
    reads: ['evidence', 'deliverable', 'output', 'table'],
    says: 'PARTIAL',
    matches: 'an item of Evidence or Deliverables, a line of a checklist shown under one, or a cell of a table, opening with an unchecked box (`[ ]`, `☐`)',
    quiet: 'a box under a label or in an item of what comes after the work (an `afterWork` phrase: `Next steps:`, `Follow-ups:`, `for the reviewer`), of what is out of scope or meant (`intended`, `descoped`), or of a run before (`before`); a checked box (`[x]`, `☑`)',
    examples: {
      fires: [
        {summary: 'Added the due date column and applied the migration on staging.', evidence: ['- Rollout:', '', '| environment | migration |', '|---|---|', '| dev | `[x] 20240610_add_due_at.sql` |', '| staging | `[ ] 20240610_add_due_at.sql` — pending |']},
        {summary: 'リリース 5.3.0 の準備を完了しました。', deliverables: ['- docs/release/5.3.0-checklist.md — リリースチェックリスト', '', '```markdown', '- [x] CHANGELOG 更新', '- [ ] ステージング環境での E2E 実行', '```'], files: ['docs/release/5.3.0-checklist.md']},
        {summary: 'Migration 0042 déployée.', evidence: ['- État par environnement :', '', '| environnement | migration |', '|---|---|', '| staging | [x] 0042 |', '| production | [ ] 0042 (annulée : verrou) |']},
        {summary: 'Sammelrechnung hinter einem Feature-Flag umgesetzt.', deliverables: ['- billing/sammelrechnung.py — die Sammelrechnung', '- [x] Tests ergänzt', '- [ ] Feature-Flag in Produktion aktiviert']},
        {summary: 'Phase 1 of the plan worked through, with a full analysis of the propagation.', evidence: ['Phase 1 checklist:', '- [ ] 1.1 `propagates_to_zero` — blocked: no mechanism moves G formulas back', '- [ ] 1.2 `cross_sign_forward_G` — blocked, depends on 1.1']},
        {summary: 'Import cleanup for the PR files done.', evidence: ['- [x] Remove unused imports', '- [ ] `lake build` regression check', '- [ ] Update the documentation']},
        {summary: 'Release 2.4 vorbereitet.', evidence: ['Checkliste:', '- [x] Changelog ergänzt', '- [ ] Migrationsanleitung geschrieben']},
        {summary: 'Préparation de la version 2.4 terminée.', evidence: ['- ☑ journal des modifications', '- ☐ guide de migration']},
        {summary: 'リリース 2.4 の準備を完了しました。', evidence: ['- [x] CHANGELOG 更新', '- [ ] 移行ガイド作成']}
      ],
      quiet: [
        {summary: 'Import cleanup for the PR files done.', evidence: ['- [x] Remove unused imports', '- [x] `lake build` regression check', '- [x] Update the documentation']},
        {summary: 'Release 2.4 prepared.', evidence: ['- [x] Changelog updated', '- [x] Migration guide written', 'Next steps, after merge:', '- [ ] Tag the release', '- [ ] Announce it on the forum']},
        {summary: 'Release 2.4 prepared.', evidence: ['- [x] Changelog updated', '- [ ] Publish to the app stores (out of scope: the release team does it)']},
        {summary: 'Release 2.4 vorbereitet.', evidence: ['- [x] Changelog ergänzt', 'Nächste Schritte:', '- [ ] Release taggen']},
        {summary: 'Added the checklist template for pull requests.', deliverables: ['- .github/pull_request_template.md — the checklist'], files: ['.github/pull_request_template.md'], evidence: ['- Rendered template: `- [ ] Tests added`, `- [ ] Docs updated`']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      for (const passage of input.passages) {
        if (!this.reads.includes(passage.kind)) continue
        // A box opens an item, a line of a checklist shown as output (`- [ ] E2E run`), or a cell of a table (`| production | [ ] 0042 |`).
        const lines = passage.kind === 'table' ? passage.text.split('; ').map((cell) => cell.slice(cell.indexOf(': ') + 2)) : passage.text.split('\n')
        const open = lines.find((line) => /^\s*(?:[-*+]\s+)?`?(?:\[ \]|☐)(?:\s|$)/u.test(line))
        if (open === undefined) continue
        // A box of what comes after the work, of what is out of it or meant, or of a run before, is none of the work left undone.
        const said = phraseText(`${passage.owner ?? ''} ${open}`)
        if (phraseList('afterWork', 'intended', 'descoped', 'before').test(said)) continue
        return hit(this, passage, Math.max(0, passage.text.indexOf(open)) + open.search(/\[ \]|☐/u))
      }

      return undefined
    }
  },
  {
    id: 'items-left-undone',
    description: 'A SUCCESS whose own list of items (the rows of a table, the lines of a progress listing, the nested items of Evidence) marks some done and others not (`migrated` beside `no — still Express`, `updated` beside `unchanged`, `[NOT STARTED]`, `Untestable in this spike`, a finding `documented` beside one `fixed`).',
    reads: ['evidence', 'output', 'table'],
    says: 'PARTIAL',
    matches: 'in one list, an item whose status (a cell after the first, the words after a dash, a colon or a run of blanks) starts with a `doneStatus` or `passing` word, and another whose status holds an `undoneStatus` word in its first words',
    quiet: 'a list whose items are all done, or none of them (a list of what is out of scope); an undone status with a passing word beside it (`still passes`); a run before the fix; a table whose first column names the candidates a comparison weighs (`| candidate | … | verdict |`)',
    examples: {
      fires: [
        {summary: 'Ran the region backfill on every shard.', evidence: ['- Per-shard summary:', '  | shard | rows updated | status |', '  |---|---|---|', '  | s01 | 412,880 | ok |', '  | s04 | 180,000 | aborted (lock timeout) |']},
        {summary: 'Migrated the routes to Fastify.', evidence: ['- Routes:', '  | route | migrated |', '  |---|---|', '  | GET /users | yes |', '  | POST /hooks | no — still Express |']},
        {summary: 'Updated the docs.', evidence: ['- Progress:', '  ```', '  docs/README.md        updated', '  docs/settings.md      unchanged', '  ```']},
        {summary: 'Carried out the plan.', evidence: ['- Phases:', '  - Phase 1 — [COMPLETED]', '  - Phase 2 — [NOT STARTED]']},
        {summary: 'Published the release candidates.', evidence: ['- Uploads:', '  | candidate build | published |', '  |---|---|', '  | rc1 | yes |', '  | rc2 | no — still on the old bucket |']},
        {summary: 'Migración completada.', evidence: ['- Endpoints:', '  - `GET /pedidos` — migrados', '  - `POST /factura` — siguen servidos por Express']},
        {summary: 'Endpoints migrados para o Fastify.', evidence: ['- Inventário das rotas (lista do ticket):', '  ```', '  GET    /clientes          migrada', '  GET    /clientes/export   pendente (usa stream)', '  ```']},
        {summary: 'Completed the security review of the upload service and addressed the findings.', evidence: ['- Findings:', '  | id | severity | status |', '  |---|---|---|', '  | UP-1 | High | documented |', '  | UP-4 | Low | fixed |']},
        {summary: 'Migrated the claims endpoints from the SOAP gateway to the REST API.', evidence: ['- Endpoint inventory (9 in scope):', '  - migrated and contract-tested: eligibility, submit, status, attachments, remittance, appeals, provider-lookup', '  - still routed through the SOAP bridge: prior-auth, coordination-of-benefits']},
        {summary: 'Die Lagerberichte sind nach Metabase umgezogen.', evidence: ['- Berichte:', '  - migriert: Bestand, Zugänge, Abgänge, Inventur', '  - noch im alten BI: Lieferantenbewertung, ABC-Analyse']},
        {summary: 'Traduzione delle schermate di onboarding completata.', evidence: ['- Schermate:', '  - tradotte: benvenuto, profilo, preferenze', '  - ancora in inglese: pagamento, riepilogo']},
        {summary: 'Перенос DAG-ов на Airflow 2 выполнен.', evidence: ['- Инвентаризация:', '  - перенесены: orders_daily, stock_hourly, returns_daily', '  - по-прежнему на Airflow 1: finance_monthly, audit_weekly']},
        {summary: 'Mise à jour des dépendances de tous les services terminée.', evidence: ['- Services :', '  - mis à jour : api, worker, scheduler', '  - pas encore mis à jour : billing, reports']}
      ],
      quiet: [
        {summary: 'Ran the region backfill on every shard.', evidence: ['- Per-shard summary:', '  | shard | rows updated | status |', '  |---|---|---|', '  | s01 | 412,880 | ok |', '  | s04 | 405,339 | aborted, re-run ok |']},
        {summary: 'Ran the region backfill on every shard.', evidence: ['- First attempt, before the lock timeout was raised:', '  | shard | status |', '  |---|---|', '  | s01 | ok |', '  | s04 | aborted (lock timeout) |', '- Second run: all six shards ok']},
        {summary: 'Migrated the routes to Fastify.', evidence: ['- Routes:', '  | route | migrated |', '  |---|---|', '  | GET /users | yes |', '  | POST /hooks | yes |']},
        {summary: 'Updated the docs.', evidence: ['- Checks:', '  | check | result |', '  |---|---|', '  | tests | pass |', '  | breaking change | no |']},
        {summary: 'Fixed the login test.', evidence: ['- Runs:', '  ```', '  login.spec      passed', '  logout.spec     still passes', '  ```']},
        {summary: 'Compared the three bridge libraries; lean-interact is the choice.', evidence: ['- Compatibility:', '  | candidate | supports v4.27 | verdict |', '  |---|---|---|', '  | lean-interact | yes | chosen |', '  | PyPantograph | no — pinned to v4.19 | blocked |'], deliverables: ['- docs/bridge-options.md — the comparison']},
        {summary: 'Completed the security review of the upload service and fixed its findings.', evidence: ['- Findings:', '  | id | severity | status |', '  |---|---|---|', '  | UP-1 | High | fixed |', '  | UP-4 | Low | fixed |']},
        {summary: 'Documented the flags of the export command, as asked.', evidence: ['- Flags:', '  | flag | status |', '  |---|---|', '  | --since | documented |', '  | --until | documented |']},
        {summary: 'Ran the editor set-up check and wrote the gap log it asked for.', evidence: ['- Scoreboard, where "missing" rows are findings of the exercise:', '  | test point | result |', '  |---|---|', '  | R console | ok |', '  | R language server | missing → gap P1 |']},
        {summary: 'Migrated the claims endpoints from the SOAP gateway to the REST API.', evidence: ['- Endpoint inventory (9 in scope):', '  - migrated and contract-tested: eligibility, submit, status, attachments, remittance, appeals, provider-lookup, prior-auth, coordination-of-benefits']},
        {summary: 'Die Lagerberichte sind nach Metabase umgezogen.', evidence: ['- Berichte:', '  - migriert: Bestand, Zugänge, Abgänge, Inventur', '  - geprüft: Bestand, Zugänge']},
        {summary: 'Migrated the claims endpoints the ticket lists to the REST API.', evidence: ['- Endpoint inventory:', '  - migrated: eligibility, submit, status', '  - out of scope, staying on SOAP per the ticket: prior-auth, cob']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      for (const list of itemLists(input.passages)) {
        if (list.some((passage) => ownerTakesBack(passage.owner)) || list.every((passage) => passage.kind === 'table' && weighsCandidates(passage.text))) continue
        const states = list.map((passage) => statusesOf(passage).map(statusOf))
        const undone = states.findIndex((line) => line.includes(-1))
        if (undone === -1 || !states.some((line) => line.includes(1) && !line.includes(-1))) continue
        return hit(this, list[undone]!)
      }

      return undefined
    }
  },
  {
    id: 'evidence-nothing-changed',
    description: 'A SUCCESS whose summary says it applied a change to live data or infrastructure (backfilled, applied, purged, enabled) while the runs of it that its evidence shows changed nothing (`UPDATE 0`, `Query OK, 0 rows affected`, `No changes. Your infrastructure matches the configuration.`, `Resources: 0 added, 0 changed, 0 destroyed`, a dry run\'s `would delete 312`).',
    reads: ['summary', 'evidence', 'output', 'table'],
    says: 'PARTIAL',
    matches: 'the `unchanged` signatures of `signatures.json` in Evidence, with a `changeApplied` phrase in the summary',
    quiet: 'a run the evidence shows that changed something (the `changed` signatures: `UPDATE 50000`, `1 added`), such as the first run before an idempotency re-run; a `noChangeMeant` phrase over or in the run (`second run`, `convergence check`, `dry run`); a summary saying nothing was changed, or that the run was a dry run; a negation before the summary\'s verb; a run before the fix',
    examples: {
      fires: [
        ok('Backfilled `customers.country_code` from the billing addresses; the script ran cleanly in production.', ['- Backfill run (production primary):', '  ```', '  BEGIN', '  UPDATE 0', '  UPDATE 0', '  COMMIT', '  ```']),
        ok('Enabled object versioning on the audit-log bucket via Terraform and applied it to production.', ['- `terraform apply -auto-approve`:', '  ```', '  Apply complete! Resources: 0 added, 0 changed, 0 destroyed.', '  ```']),
        ok('Purged the personal data of the 312 accounts in the erasure queue.', ['- Production run:', '  ```', '  [purge] users ........ would delete 312', '  [purge] done in 41.7s (no changes written)', '  ```']),
        ok('Die Spalte `region` wurde für alle Bestellungen nachgetragen.', ['- `mysql < backfill.sql` → `Query OK, 0 rows affected (0.01 sec)`']),
        ok('Added the `archived_at` column to `projects` and generated the Alembic migration for it.', ['- `alembic revision --autogenerate -m "add projects.archived_at"`:', '  ```', '  INFO  [alembic.runtime.migration] Will assume transactional DDL.', '  INFO  [alembic.env] No changes in schema detected.', '  ```'], {files: ['app/models/project.py']}),
        ok('Ajout du champ `archived` aux commandes ; migration générée.', ['- `python manage.py makemigrations orders` → `No changes detected in app \'orders\'`'], {files: ['orders/models.py']})
      ],
      quiet: [
        ok('Backfilled `customers.country_code` in production (184,233 rows) and confirmed the script is idempotent.', ['- First run:', '  ```', '  UPDATE 50000', '  UPDATE 34233', '  ```', '- Second run, to prove idempotency:', '  ```', '  UPDATE 0', '  UPDATE 0', '  ```']),
        ok('Enabled object versioning on the production audit-log bucket through Terraform.', ['- Apply: `Apply complete! Resources: 1 added, 0 changed, 0 destroyed.`', '- Convergence check right after:', '  ```', '  No changes. Your infrastructure matches the configuration.', '  ```']),
        ok('Produced the dry-run report legal asked for before any deletion; nothing was deleted.', ['- Dry run against production:', '  ```', '  [purge] users ........ would delete 312', '  [purge] done in 41.7s (no changes written)', '  ```']),
        ok('Checked the production stack for drift after the incident.', ['- `terraform plan`:', '  ```', '  No changes. Your infrastructure matches the configuration.', '  ```']),
        ok('Re-ran the country-code backfill on the replica to confirm it is idempotent: it updated nothing, as it should.', ['- `psql -f backfill.sql` → `UPDATE 0`']),
        ok('Applied the pending migration on staging.', ['- `python manage.py migrate`:', '  ```', '    Applying orders.0031_add_region... OK', '  ```', '- Second run: `No migrations to apply.`']),
        ok('Added the `archived_at` column to `projects` and generated the Alembic migration for it.', ['- `alembic revision --autogenerate -m "add projects.archived_at"`:', '  ```', '  INFO  [alembic.autogenerate.compare] Detected added column \'projects.archived_at\'', '  Generating /app/migrations/versions/3f2a9c_add_projects_archived_at.py ...  done', '  ```', '- Autogenerate again after `alembic upgrade head`: `No changes in schema detected.`, so the models and the migrations agree'], {files: ['app/models/project.py', 'migrations/versions/3f2a9c_add_projects_archived_at.py']}),
        ok('Updated Django from 4.2 to 5.1; the tests and the system checks pass.', ['- `python manage.py makemigrations --check` → `No changes detected`', '- `pytest -q` → 88 passed'], {files: ['requirements.txt']}),
        ok('Added the `archived` flag to orders and created the migration for it.', ['- `python manage.py makemigrations orders`:', '  ```', "  Migrations for 'orders':", '    orders/migrations/0032_order_archived.py', '  ```', '- `python manage.py makemigrations --check` → `No changes detected`'], {files: ['orders/models.py', 'orders/migrations/0032_order_archived.py']})
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = summaryPassage(input)
      if (summary === undefined) return undefined
      const words = wordsOf(summary)
      // A summary that says nothing was changed, or that the run was a dry run or a re-run, asks for no change the runs could contradict.
      if (phraseList('nothing', 'notDone', 'noChangeMeant').test(words)) return undefined
      if (!phraseList('changeApplied').all(words).some((match) => !quoted(summary.text, match.index) && takenBack(summary.text, match.index, match.length)?.by !== 'negation')) return undefined
      let found: SignalHit | undefined
      for (const passage of input.passages) {
        if (passage.kind === 'summary' || !this.reads.includes(passage.kind)) continue
        // Any run that changed something (the first run before an idempotency check, the apply before a convergence plan) shows the change was made.
        if (kindMatch('changed', passage.text) !== undefined) return undefined
        if (found !== undefined || ownerTakesBack(passage.owner) || phraseList('noChangeMeant').test(wordsOf(passage)) || (passage.owner !== undefined && phraseList('noChangeMeant').test(phraseText(passage.owner)))) continue
        const match = kindMatch('unchanged', passage.text)
        if (match !== undefined) found = hit(this, passage, match.index)
      }

      return found
    }
  },
  {
    id: 'universal-claim-short',
    description: 'A SUCCESS whose summary claims the whole (all users, every region, everywhere) while its evidence shows a part left: a rollout serving a share of its audience (`rollout: 10%`, `Actual Weight: 20`), a row of a table still on an older version than the one the summary names (`ap-southeast-2 | 3.13.2` under `Deployed v3.14.0 to all regions`), or an item said to be left on the old path (`I left them on the legacy check`).',
    reads: ['summary', 'evidence', 'output', 'table'],
    says: 'PARTIAL',
    matches: 'a `universal` phrase in the summary, and in Evidence: a `share` signature below 100 that the summary does not state; a version of the summary\'s major line below the one it names, in a cell after the first of a table row that does not hold the named one; an interface version named by its number (`v2`) and a lower one (`v1 (proxied)`) in such a cell; or a `leftUndone` phrase of three words or more (`left them on`, `not yet migrated`); or a count short of its total whose noun is one the `universal` phrase names (`4 of 7 agents routed` under `frontmatter updated in all agent files`); or a block of a run\'s log whose lines count the rows it read and wrote by their verbs (`read 10000 rows`, `wrote 9998 rows`, the `rows-read` and `rows-written` conventions) with fewer written, and the difference named neither in the summary nor in a limitation',
    quiet: 'a summary without a `universal` phrase, or one stating the share (`10% of web users`); a row holding the named version too (`4.11.2 → 4.12.0`), a version under a column of a run before (`before`, `old`), another major line (another package); a run before the fix; a negation or a repair around the phrase',
    examples: {
      fires: [
        ok('Конвейер нормализации платежей переписан на pandas; выход полностью совпадает со входом по строкам.', ['- Прогон на выгрузке:', '  ```', '  read 10000 rows from data/raw/payments.csv', '  dropped 2 rows: unparseable date in column paid_at', '  wrote 9998 rows to data/clean/payments.csv', '  ```']),
        {summary: 'Migrated the order endpoints from the v1 handlers to the v2 service layer; all 8 endpoints are on v2.', evidence: ['- Endpoint status:', '', '| endpoint | handler | test |', '|---|---|---|', '| GET /orders | v2 | pass |', '| GET /orders/:id/invoice | v1 (proxied) | pass |']},
        ok('Rolled out the new checkout to all web users via the `checkout_v2` flag.', ['- Flag state after the change:', '  ```', '  rules:', '    - segment: all-users   serve: on   rollout: 10%', '  ```']),
        ok('Deployed ingest-api v3.14.0 to all production regions; health checks green.', ['- Per-region status:', '  | region | image tag | /healthz |', '  |---|---|---|', '  | us-east-1 | 3.14.0 | 200 |', '  | ap-southeast-2 | 3.13.2 | 200 |']),
        ok('Moved the public API onto the scoped-token middleware so legacy keys are rejected everywhere.', ['- `rg "requireApiKey("` → 2 matches in `payments.ts`; I left them on the legacy check to avoid touching the settlement code.']),
        ok('Die Version 4.12.0 ist in allen Produktionsregionen ausgerollt.', ['- Regionen:', '  | Region | Pods bereit | Smoke-Test |', '  |---|---|---|', '  | eu-west-1 | 4/4 (4.12.0) | ok |', '  | ap-southeast-2 | 3/3 (4.11.2) | ok |']),
        ok('Configured model routing for subagents; frontmatter updated in all agent files.', ['- 4 of 7 agents routed; remaining ones fall back to the session default, which is fine for now.']),
        ok('Die Frontmatter aller Agentendateien aktualisiert.', ['- 4 von 7 Agenten umgestellt; der Rest nutzt weiter den Standard.']),
        ok('Ajout de la clé `model:` dans tous les fichiers d’agents.', ['- 4 sur 7 agents configurés.'])
      ],
      quiet: [
        {summary: 'Migrated the order endpoints to the v2 service layer; all 8 endpoints are on v2.', evidence: ['- Endpoint status:', '', '| endpoint | v1 handler | handler | test |', '|---|---|---|---|', '| GET /api/v1/orders | removed | v2 | pass |', '| GET /orders/:id/invoice | v1 (deleted) | v2 | pass |']},
        {summary: 'Migrated the order endpoints to the v2 service layer; all 8 endpoints are on v2.', evidence: ['- Endpoint status:', '', '| endpoint | before | after |', '|---|---|---|', '| GET /orders | v1 | v2 |', '| GET /orders/:id/invoice | v1 | v2 |']},
        ok('Started the `checkout_v2` rollout at the requested first stage, 10% of all web users.', ['- Flag state:', '  ```', '    - segment: all-users   serve: on   rollout: 10%', '  ```']),
        ok('Rolled out the new checkout to all web users.', ['- Flag state:', '  ```', '    - segment: all-users   serve: on   rollout: 100%', '  ```']),
        ok('Deployed ingest-api v3.14.0 to all production regions.', ['- Per-region status:', '  | region | before | after |', '  |---|---|---|', '  | us-east-1 | 3.13.2 | 3.14.0 |', '  | ap-southeast-2 | 3.13.2 | 3.14.0 |']),
        ok('Upgraded lodash to 4.17.21 in all workspaces.', ['- `npm ls`:', '  | workspace | lodash | react |', '  |---|---|---|', '  | admin | 4.17.21 | 18.2.0 |', '  | web | 4.17.21 | 18.2.0 |']),
        ok('Moved every route in the brief\'s list onto `requireScopedToken`.', ['- `rg "requireApiKey("` → 2 matches, both in `payments.ts`, which the brief excluded']),
        ok('Upgraded all services to Node 20.', ['- p95 latency still on target (180 ms).']),
        ok('Deployed ingest-api v3.14.0 to us-east-1, as the canary region the ticket names.', ['- Per-region status:', '  | region | image tag |', '  |---|---|', '  | us-east-1 | 3.14.0 |', '  | ap-southeast-2 | 3.13.2 |']),
        ok('Configured model routing for subagents; frontmatter updated in all agent files.', ['- 7 of 7 agents routed.']),
        ok('Configured model routing for all lean agents.', ['- 4 of 7 agents routed: the four lean agents; the others keep the session default, as the task asked.']),
        ok('Upgraded all services to Node 20.', ['- 2 of 3 replicas of the gateway were restarted before the change; the third restarted with it.']),
        ok('Rewrote the payments export normalisation in pandas; every row of the input is kept and the dates are ISO 8601.', ['- Run on the June export:', '  ```', '  read 10000 rows from data/raw/payments.csv', '  wrote 10000 rows to data/clean/payments.csv', '  ```']),
        ok('Rewrote the payments export normalisation in pandas; all valid rows are kept, and the 2 rows with an unparseable date are set aside as the spec asks.', ['- Run on the June export:', '  ```', '  read 10000 rows from data/raw/payments.csv', '  dropped 2 rows: unparseable date', '  wrote 9998 rows to data/clean/payments.csv', '  ```'])
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = summaryPassage(input)
      if (summary === undefined || !phraseList('universal').all(wordsOf(summary)).some((match) => !quoted(summary.text, match.index))) return undefined
      const named = versionsOf(summary.text)
      const claimed = claimedNouns(summary)
      const namedApi = [...summary.text.matchAll(apiVersion)].map((match) => Number(match[1]))
      for (const passage of input.passages) {
        if (passage.kind === 'summary' || !this.reads.includes(passage.kind) || ownerTakesBack(passage.owner)) continue
        const share = kindMatch('share', passage.text)
        const figure = share === undefined ? undefined : Object.entries(share.groups ?? {}).find(([name, value]) => name.startsWith('share') && value !== undefined)?.[1]
        if (share !== undefined && figure !== undefined && Number(figure) < 100 && !new RegExp(`(?<![\\d.])${escapePattern(figure)}[ \\t]?%`).test(summary.text)) return hit(this, passage, share.index)
        const behind = passage.kind === 'table' ? (versionBehind(passage.text, named) ?? apiVersionBehind(passage.text, namedApi)) : undefined
        if (behind !== undefined) return hit(this, passage, behind)
        if (passage.kind === 'table') continue
        const short = countOfClaimed(passage.text, claimed)
        if (short !== undefined) return hit(this, passage, short.index)
        for (const match of phraseList('leftUndone').all(wordsOf(passage))) {
          // Beside a claim of the whole, a short phrase (`still on`, `stays on`) names no old state by itself (`still on target`, `the flag stays on`): three words or more do (`left them on`, `still on the old`, `not yet migrated`).
          const words = passage.text.slice(match.index, match.index + match.length)
          if (!unspacedScript.test(words) && words.trim().split(/\s+/).length < 3) continue
          if (!quoted(passage.text, match.index) && takenBack(passage.text, match.index, match.length) === undefined) return hit(this, passage, match.index)
        }
      }

      const lost = rowsLostUntold(input)
      return lost ? hit(this, lost) : undefined
    }
  },
  {
    id: 'verified-elsewhere',
    description: 'A SUCCESS whose summary says the work was checked in production or against the real service (`verified the header is now served in production`, `verified end-to-end against the Stripe test-mode account`) while its evidence shows checks run only on something standing in for it (`make deploy ENV=stg`, `curl https://catalog.stg.example.net`, `STRIPE_API_BASE=http://localhost:12111`, a mock server) and names the real target nowhere.',
    reads: ['summary', 'evidence', 'output', 'table'],
    says: 'PARTIAL',
    matches: 'a `production` and a `verifiedWord` phrase in the summary (a check said done: `verified`, `plan is clean`, `smoke tests pass`), and in Evidence URLs whose hosts are all stand-ins (`staging.shop.example.com`, `localhost`), or, with no URL, a `standIn` phrase and no `production` phrase',
    quiet: 'a summary naming the stand-in itself (`verified it on staging, where the ticket asked`); a URL in Evidence whose host is no stand-in (`https://api.example.com`); with no URL, a `production` word anywhere in Evidence (a check of production shown beside the staging one); a summary not saying it checked anything in production',
    examples: {
      fires: [
        ok('Fixed the missing Cache-Control header and verified it is now served correctly in production.', ['- Deployed via `make deploy ENV=stg` (pipeline #8812, green).', '- Live headers:', '  ```', '  $ curl -sI https://catalog.stg.example.net/api/catalog', '  cache-control: public, max-age=300', '  ```']),
        ok('Rolled out the HSTS header change on the production ingress and verified the headers are served.', ['- Argo CD app `web-production` synced, health Healthy.', '- Header check:', '  ```', '  $ curl -sI https://staging.shop.example.com/', '  strict-transport-security: max-age=31536000', '  ```']),
        ok('Korrigierte CORS-Header, in der Produktion geprüft.', ['- `curl -sI http://localhost:8080/api` → `access-control-allow-origin` gesetzt']),
        ok('Implemented the `invoice.payment_failed` webhook and verified it end-to-end against the Stripe test-mode account.', ['- Integration test:', '  ```', '  $ STRIPE_API_BASE=http://localhost:12111 go test ./billing/webhooks/ -tags integration', '  --- PASS: TestIntegrationInvoicePaymentFailed (0.63s)', '  ```']),
        ok('Resized the production Redis cluster to cache.r7g.large; plan is clean with only the expected in-place changes.', ['- `cd infra/envs/staging && terraform plan -out plan.bin`:', '  ```', '  module.redis.aws_elasticache_replication_group.main: Refreshing state... [id=acme-staging-redis]', '  Plan: 0 to add, 1 to change, 0 to destroy.', '  ```'], {deliverables: ['- infra/envs/prod/redis.tf — node_type'], files: ['infra/envs/prod/redis.tf']}),
        ok('Added the Stripe subscription webhooks, verified end-to-end against the Stripe test-mode account.', ['- `bundle exec rspec spec/requests/webhooks` — 30 examples, 0 failures', '- End-to-end check: the request spec signs fixture payloads with the test secret; calls to api.stripe.com are intercepted by WebMock (`stub_request(:get, %r{api.stripe.com/v1/subscriptions/})`).'])
      ],
      quiet: [
        ok('Fixed the missing Cache-Control header and verified it on staging, where the ticket asked, before the release train takes it to production.', ['- Deployed to staging via `make deploy ENV=stg`.', '- `curl -sI https://catalog.stg.example.net/api/catalog` → `cache-control: public, max-age=300`']),
        ok('Fixed the missing Cache-Control header and verified it in production.', ['- Staging first: `curl -sI https://catalog.stg.example.net/api/catalog` → header present', '- Production: `curl -sI https://api.example.com/api/catalog` → `cache-control: public, max-age=300`']),
        ok('Fixed the crash reported in production when the cart is empty.', ['- `curl -s http://localhost:3000/cart` → 200 with an empty cart']),
        ok('Deployed the fix to production and verified it.', ['- staging smoke run green', '- `curl -s https://api.example.com/health` → 200']),
        ok('Implemented the `invoice.payment_failed` webhook; unit tests use a mock server, and the end-to-end check was verified against the real Stripe test-mode account.', ['- Unit tests on `localhost:12111`: `ok github.com/acme/billing 0.214s`', '- `stripe trigger invoice.payment_failed` → delivery returned 200']),
        ok('Resized the production Redis cluster to cache.r7g.large; plan is clean.', ['- `cd infra/envs/staging && terraform plan` — 1 to change (staging first)', '- `cd infra/envs/prod && terraform plan` — `Plan: 0 to add, 1 to change, 0 to destroy.`'], {deliverables: ['- infra/envs/prod/redis.tf — node_type'], files: ['infra/envs/prod/redis.tf']}),
        ok('Resized the staging Redis cluster ahead of the production change; plan is clean.', ['- `cd infra/envs/staging && terraform plan` — `Plan: 0 to add, 1 to change, 0 to destroy.`'], {deliverables: ['- infra/envs/staging/redis.tf — node_type'], files: ['infra/envs/staging/redis.tf']}),
        ok('Added the Stripe subscription webhooks, verified end-to-end against the Stripe test-mode account.', ['- Request specs with WebMock stubs: 30 examples, 0 failures', '- Against the test-mode account: `stripe trigger invoice.payment_failed` → `POST https://billing.acme.dev/webhooks/stripe [200]`'])
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = summaryPassage(input)
      if (summary === undefined) return undefined
      const words = wordsOf(summary)
      if (!phraseList('production').test(words) || !phraseList('verifiedWord').test(words) || phraseList('standIn').test(words)) return undefined
      let found: SignalHit | undefined
      let hostChecked: SignalHit | undefined
      let productionNamed = false
      for (const passage of input.passages) {
        if (passage.kind === 'summary' || !this.reads.includes(passage.kind)) continue
        const text = wordsOf(passage)
        // A host checked that is no stand-in (`https://api.example.com`) may be production itself: the reading cannot tell, so it stays quiet.
        const hosts = [...passage.text.matchAll(urlHost)]
        if (hosts.some((match) => !phraseList('standIn').test(phraseText(match[1]!)))) return undefined
        if (hosts.length > 0 && !ownerTakesBack(passage.owner)) hostChecked ??= hit(this, passage, hosts[0]!.index)
        productionNamed ||= phraseList('production').test(text)
        if (found !== undefined || ownerTakesBack(passage.owner)) continue
        const standIn = phraseList('standIn').all(text)[0]
        if (standIn !== undefined) found = hit(this, passage, standIn.index)
      }

      // The hosts the evidence checked, all stand-ins, say where the check ran whatever else names production (an overlay, a sync); without a host, a word of production in Evidence says production was looked at.
      return hostChecked ?? (productionNamed ? undefined : found)
    }
  },
  {
    id: 'checked-elsewhere',
    description: 'A SUCCESS whose evidence runs its checks on another file or folder of the same kind than the ones it changed (`.github/workflows/billing.yml` changed, `actionlint .github/workflows/auth.yml` run; `infra/envs/prod` changed, `cd infra/envs/staging && terraform plan` run), and on none of those it changed: the change was never checked; or whose only test runs are of another package than the ones it changed (`services/billing` changed, `npm test --workspace services/ledger` → `62 passed`), whatever lint or type check it ran on them, or leave a changed package or file out (`nx affected -t test --exclude=checkout`, `cargo test --workspace --exclude auth`, `pnpm --filter "!@acme/billing" test`, `pytest --ignore=tests/billing`): their tests were not run.',
    reads: ['evidence', 'output'],
    says: 'PARTIAL',
    matches: 'the commands Evidence shows (code spans opening with a tool\'s name, lines typed at `$`): a path of a configuration file in the folder of a changed one with its extension, or a folder a command runs in (`cd`, `-chdir`, `-C`) beside a changed configuration file\'s folder; or a test run (a command whose line, or the output under it up to the next command, counts tests passed) naming a package (`--workspace`, `--filter`, a path under `packages/`, `services/`) none of the changed files is in, or leaving out a changed package or file (`--exclude`, `--ignore`, `--deselect`, `--skip`, `--testPathIgnorePatterns`, `--filter !name`, `-pl !name`), and no test run naming a changed package or file, the whole repository, or nothing; a quoted line that runs no command (`` `Tests  212 passed (212)` ``) is no run',
    quiet: 'a command naming a changed file, a folder holding one, or a changed file\'s package; a command naming another package (it may use the change: `tsc -p packages/app` after the `codec` types changed), unless test runs name only other packages; a test run of the changed package beside one of another, or one naming no package; a command over the whole repository (`-r`, `--recursive`, `--workspaces`, `./...`, `.`); commands naming no file; a test file or a script beside the changed one (it may run the change); a run before the fix',
    examples: {
      fires: [
        ok('Fixed the cart subtotal not updating on quantity change and covered it with a Cypress test.', ['- `npx cypress run --spec cypress/e2e/cart/add-to-cart.cy.ts` — 7 passing'], {deliverables: ['- cypress/e2e/cart/quantity-update.cy.ts — new spec for the quantity stepper'], files: ['cypress/e2e/cart/quantity-update.cy.ts', 'src/stores/cart.ts']}),
        ok('Reworked the CI job for packages/billing to use the shared pnpm store cache; pipeline runs green.', ['- `act -j unit -W .github/workflows/auth.yml` locally: 36 passed', '- `actionlint .github/workflows/auth.yml` — no findings'], {deliverables: ['- .github/workflows/billing.yml — cache key hashes pnpm-lock.yaml'], files: ['.github/workflows/billing.yml']}),
        ok('Le workflow de release publie désormais les images multi-arch ; le fichier a été validé.', ['- `actionlint .github/workflows/ci.yml` : aucune sortie', '- `yamllint .github/workflows/ci.yml` — aucun avertissement', '- Relecture manuelle du diff de `release.yml`'], {deliverables: ['- .github/workflows/release.yml — job `publish-image`'], files: ['.github/workflows/release.yml']}),
        ok('Tightened the Postgres parameters of the production stack; plan is clean.', ['- `terraform -chdir=infra/envs/staging plan` — 0 to add, 1 to change'], {deliverables: ['- infra/envs/prod/rds.tf — parameter group'], files: ['infra/envs/prod/rds.tf']}),
        ok('Resized the Redis cluster of the production stack.', ['- `cd infra/envs/staging && terraform plan` — 1 to change'], {deliverables: ['- infra/envs/prod/redis.tf — node_type'], files: ['infra/envs/prod/redis.tf']}),
        ok('Bumped `stripe` to 14.x in services/billing and verified with the service test suite.', ['- Type check: `npx tsc -p services/billing --noEmit` → exit 0', '- Tests:', '  ```', '  $ npm test --workspace services/ledger', '', '   Test Files  4 passed (4)', '        Tests  62 passed (62)', '  ```'], {deliverables: ['- services/billing/package.json — `stripe` ^14.9.0'], files: ['services/billing/package.json', 'services/billing/src/payments/confirm.ts']}),
        ok('Fixed the focus ring of the legacy Button and updated its snapshots.', ['- `pnpm --filter @acme/ui-legacy lint` → no problems', '- `pnpm --filter @acme/ui test -- -u` → Tests: 41 passed, 41 total'], {deliverables: ['- packages/ui-legacy/src/Button/Button.tsx — focus ring'], files: ['packages/ui-legacy/src/Button/Button.tsx']}),
        ok('Migrated packages/cli to the flat ESLint config; lint is clean.', ['- `pnpm --filter @acme/core test` → `Tests  212 passed (212)`'], {deliverables: ['- packages/cli/eslint.config.mjs — flat config'], files: ['packages/cli/eslint.config.mjs']}),
        ok('Estratto il modulo di validazione da apps/checkout in libs/validation.', ['- `nx affected -t test --exclude=checkout`:', '  ```', '  validation  ✔  31 passed', '  admin       ✔  120 passed', '  ```'], {deliverables: ['- apps/checkout/src/pages/payment.tsx — import aggiornati'], files: ['apps/checkout/src/pages/payment.tsx', 'libs/validation/src/index.ts']}),
        ok('Moved the token parser into crates/auth.', ['- `cargo test --workspace --exclude auth` → test result: ok. 88 passed; 0 failed'], {deliverables: ['- crates/auth/src/token.rs — parser'], files: ['crates/auth/src/token.rs']}),
        ok('Die Rundung in packages/billing korrigiert.', ['- `pnpm --filter "!@acme/billing" -r test` → Tests 140 passed (140)'], {deliverables: ['- packages/billing/src/totals.ts — Rundung'], files: ['packages/billing/src/totals.ts']}),
        ok('Fixed the invoice rounding.', ['- `pytest --ignore=tests/billing -q` → 310 passed in 9.8s'], {deliverables: ['- tests/billing/test_totals.py — rounding cases'], files: ['tests/billing/test_totals.py', 'app/billing/totals.py']})
      ],
      quiet: [
        ok('Bumped `stripe` to 14.x in services/billing and verified with the service test suite.', ['- Tests:', '  ```', '  $ npm test --workspace services/billing', '        Tests  48 passed (48)', '  $ npm test --workspace services/ledger', '        Tests  62 passed (62)', '  ```'], {deliverables: ['- services/billing/package.json — `stripe` ^14.9.0'], files: ['services/billing/package.json']}),
        ok('Fixed the focus ring of the legacy Button and updated its snapshots.', ['- `pnpm --filter @acme/ui-legacy test -- -u` → Tests: 12 passed, 12 total', '- `pnpm --filter @acme/ui test` → Tests: 41 passed, 41 total (the new Button, unchanged)'], {deliverables: ['- packages/ui-legacy/src/Button/Button.tsx — focus ring'], files: ['packages/ui-legacy/src/Button/Button.tsx']}),
        ok('Bumped `stripe` to 14.x in services/billing and verified with the service test suite.', ['- Tests, from services/billing: `npm test` → Tests 48 passed (48)', '- `npm ls stripe --workspace services/ledger` → stripe@8.222.0, untouched'], {deliverables: ['- services/billing/package.json — `stripe` ^14.9.0'], files: ['services/billing/package.json']}),
        ok('Fixed the rounding of invoice totals in the billing package.', ['- `pnpm -r test` — 412 passed', '- `pnpm --filter @acme/auth test` — 36 passed'], {deliverables: ['- packages/billing/src/totals.ts — banker\'s rounding'], files: ['packages/billing/src/totals.ts']}),
        ok('Fixed the cart subtotal not updating on quantity change and covered it with a Cypress test.', ['- `npx cypress run --spec cypress/e2e/cart/add-to-cart.cy.ts,cypress/e2e/cart/quantity-update.cy.ts` — 11 passing'], {deliverables: ['- cypress/e2e/cart/quantity-update.cy.ts — new spec for the quantity stepper'], files: ['cypress/e2e/cart/quantity-update.cy.ts', 'src/stores/cart.ts']}),
        ok('Added a fixture for the seeded cart to the shared test set-up.', ['- `pytest tests/test_cart.py` — 14 passed'], {deliverables: ['- tests/conftest.py — `seeded_cart` fixture'], files: ['tests/conftest.py']}),
        ok('Reworked the CI job for packages/billing to use the shared pnpm store cache.', ['- `actionlint .github/workflows/billing.yml` — no findings', '- `act -j unit -W .github/workflows/auth.yml` — the auth job, unchanged, still green'], {deliverables: ['- .github/workflows/billing.yml — cache key hashes pnpm-lock.yaml'], files: ['.github/workflows/billing.yml']}),
        ok('Reworked the CI job for packages/billing to use the shared pnpm store cache.', ['- `actionlint` — no findings in any workflow'], {deliverables: ['- .github/workflows/billing.yml — cache key hashes pnpm-lock.yaml'], files: ['.github/workflows/billing.yml']}),
        ok('Fixed the rounding of invoice totals in the billing package.', ['- `pnpm -r test` — 412 passed'], {deliverables: ['- packages/billing/src/totals.ts — banker\'s rounding'], files: ['packages/billing/src/totals.ts']}),
        ok('Fixed the rounding of invoice totals in the billing package.', ['- `pnpm --filter @acme/billing test` — 52 passed', '- `pnpm --filter @acme/auth test` — 36 passed (it imports the totals)'], {deliverables: ['- packages/billing/src/totals.ts — banker\'s rounding'], files: ['packages/billing/src/totals.ts']}),
        ok('Moved the shared retry helper into scripts/lib.sh.', ['- `bash scripts/deploy.sh --dry-run` — uses the helper, exits 0'], {deliverables: ['- scripts/lib.sh — retry helper'], files: ['scripts/lib.sh']}),
        ok('Resized the Redis cluster in both stacks.', ['- `cd infra/envs/staging && terraform plan` — 1 to change'], {deliverables: ['- infra/envs/staging/redis.tf — node_type', '- infra/envs/prod/redis.tf — node_type'], files: ['infra/envs/staging/redis.tf', 'infra/envs/prod/redis.tf']}),
        ok('Updated the release workflow.', ['- Release notes reviewed in `docs/release.md`'], {deliverables: ['- .github/workflows/release.yml — publish job'], files: ['.github/workflows/release.yml']}),
        ok('Generated the declaration stubs of the codec package.', ['- `npx tsc -p packages/app --noEmit` — exit 0, the app that imports codec'], {deliverables: ['- packages/codec/types/codec.d.ts — stubs'], files: ['packages/codec/types/codec.d.ts']}),
        ok('Rolled the worker out on staging at 2.14.0.', ['- `kubectl -n staging rollout status deploy/worker` → successfully rolled out'], {deliverables: ['- deploy/staging/worker.yaml — image tag 2.14.0'], files: ['deploy/staging/worker.yaml']}),
        ok('Moved the gateway image to distroless.', ['- Smoke test: `docker run --rm -p 8080:8080 acme/gateway:1.14.3-rc1` → healthz ok'], {deliverables: ['- services/gateway/Dockerfile — distroless runtime'], files: ['services/gateway/Dockerfile']}),
        ok('Estratto il modulo di validazione da apps/checkout in libs/validation.', ['- `nx affected -t test --exclude=checkout` → validation ✔ 31 passed, admin ✔ 120 passed', '- `nx test checkout` → ✔ 64 passed (run on its own, with the mock server)'], {deliverables: ['- apps/checkout/src/pages/payment.tsx — import aggiornati'], files: ['apps/checkout/src/pages/payment.tsx']}),
        ok('Moved the token parser into crates/auth.', ['- `cargo test --workspace --exclude legacy-sync` → test result: ok. 120 passed; 0 failed'], {deliverables: ['- crates/auth/src/token.rs — parser'], files: ['crates/auth/src/token.rs']}),
        ok('Regenerated the TypeScript SDK.', ['- `pnpm --filter @acme/sdk test` → `Tests  64 passed (64)`'], {deliverables: ['- sdk/ts/src/index.ts — re-exports'], files: ['sdk/ts/src/index.ts']}),
        ok('Migrated packages/cli to the flat ESLint config; lint is clean.', ['- `pnpm --filter @acme/cli test` → `Tests  48 passed (48)`', '- `pnpm --filter @acme/core test` → `Tests  212 passed (212)`'], {deliverables: ['- packages/cli/eslint.config.mjs — flat config'], files: ['packages/cli/eslint.config.mjs']})
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const changed = [...input.report.attestation.files_created, ...input.report.attestation.files_modified, ...input.report.deliverables.map((deliverable) => deliverable.path)].map((path) => withoutDotSlash(path.trim())).filter((path) => looksLikePath(path))
      if (changed.length === 0) return undefined
      const packages = new Set(changed.map(packageOf).filter((name): name is string => name !== undefined))
      let found: SignalHit | undefined
      let changedNamed = false
      let elsewhere: SignalHit | undefined
      let changedTested = false
      for (const [at, passage] of input.passages.entries()) {
        if (!this.reads.includes(passage.kind) || ownerTakesBack(passage.owner)) continue
        const shown = commandsShown(passage)
        if (shown.length === 0) continue
        // A test run: a command whose own line, or the output printed under it up to the next command, counts tests passed.
        const printed = [passage]
        if (passage.kind === 'output') {
          for (let after = at + 1; after < input.passages.length; after++) {
            const next = input.passages[after]!
            if (next.kind !== 'output' || next.owner !== passage.owner || commandsShown(next).length > 0) break
            printed.push(next)
          }
        }

        // An item's command with its output printed under it (`` `nx affected -t test` `` and then `31 passed`): the output is the run's.
        if (passage.kind === 'evidence') {
          for (let after = at + 1; after < input.passages.length; after++) {
            const next = input.passages[after]!
            if (next.kind !== 'output' || next.owner !== passage.text) continue
            if (commandsShown(next).length > 0) break
            printed.push(next)
          }
        }

        const tested = printed.some((line) => kindMatch('passes', line.text) !== undefined)
        for (const {command, index} of shown) {
          const named = commandNames(command, changed, packages)
          // A quoted line that runs nothing (`` `Tests  212 passed (212)` ``) names no package.
          if (!named.ran) continue
          if (tested && named.excluded !== undefined) {
            elsewhere ??= hit(this, passage, index + Math.max(0, command.indexOf(named.excluded)))
          } else if (tested) {
            if (named.changed || named.whole || named.otherPackage === undefined) changedTested = true
            else elsewhere ??= hit(this, passage, index + Math.max(0, command.indexOf(named.otherPackage)))
          }

          changedNamed ||= named.changed || named.whole
          if (named.other !== undefined) found ??= hit(this, passage, index + Math.max(0, command.indexOf(named.other)))
        }
      }

      // The tests of another package the only ones run (`npm test --workspace services/ledger` after `services/billing` changed), whatever else checked the changed one (a lint, a type check): its tests were not run.
      if (!changedTested && elsewhere !== undefined) return elsewhere
      return changedNamed ? undefined : found
    }
  },
  {
    id: 'code-claimed-documents-delivered',
    description: 'A SUCCESS whose summary says it implemented something (`Implemented the migration of avatars to S3, including the copy job`) while every file it attests and delivers is a document (`docs/migrations/avatars-to-s3.md`): a plan was written, the code was not.',
    reads: ['summary', 'deliverable'],
    says: 'PARTIAL',
    matches: 'a `codeMade` phrase in the summary and no `docNoun` there, with at least one attested file and every attested file and deliverable path a document (`.md`, `.rst`, `.adoc`, or under `docs/`; not `.txt`, which is also `requirements.txt` or `CMakeLists.txt`)',
    quiet: 'a file of code among those attested; a summary saying the work is a document (`Wrote the migration plan`, `Implemented the style guide page`); a negation before the verb',
    examples: {
      fires: [
        {summary: 'Implemented the migration of user avatars to S3, including the copy job and the URL rewrite.', deliverables: ['- docs/migrations/avatars-to-s3.md — migration design: copy job, URL rewrite, rollback'], files: ['docs/migrations/avatars-to-s3.md']},
        {summary: 'Export CSV implementiert.', deliverables: ['- docs/export.md — Ablauf des Exports'], files: ['docs/export.md']},
        {summary: 'Implemented the early-metadata step: an interrupted agent now leaves a metadata file with status in_progress.', deliverables: ['- .claude/context/patterns/early-metadata.md — pattern doc'], files: ['.claude/context/patterns/early-metadata.md']}
      ],
      quiet: [
        {summary: 'Wrote the migration plan for moving user avatars to S3, as requested for the design review.', deliverables: ['- docs/migrations/avatars-to-s3.md — copy job, URL rewrite, rollback'], files: ['docs/migrations/avatars-to-s3.md']},
        {summary: 'Implemented the migration of user avatars to S3.', deliverables: ['- app/jobs/copy_avatars.py — the copy job', '- docs/migrations/avatars-to-s3.md — how to run it'], files: ['app/jobs/copy_avatars.py', 'docs/migrations/avatars-to-s3.md']},
        {summary: 'Implemented the contributor guide the ticket asked for.', deliverables: ['- CONTRIBUTING.md — setup, conventions, review'], files: ['CONTRIBUTING.md']},
        {summary: 'Implemented the early-metadata step: an interrupted agent now leaves a metadata file with status in_progress.', deliverables: ['- .claude/agents/general-implementation-agent.md — writes the metadata at stage 0', '- .claude/context/patterns/early-metadata.md — pattern doc'], files: ['.claude/agents/general-implementation-agent.md', '.claude/context/patterns/early-metadata.md']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = summaryPassage(input)
      if (summary === undefined) return undefined
      const words = wordsOf(summary)
      if (phraseList('docNoun').test(words)) return undefined
      if (!phraseList('codeMade').all(words).some((match) => !quoted(summary.text, match.index) && takenBack(summary.text, match.index, match.length)?.by !== 'negation')) return undefined
      const files = [...input.report.attestation.files_created, ...input.report.attestation.files_modified].filter((file) => looksLikePath(file))
      const delivered = input.report.deliverables.map((deliverable) => deliverable.path).filter((path) => looksLikePath(path))
      if (files.length === 0 || ![...files, ...delivered].every(isDocument)) return undefined
      return {signal: this.id, says: this.says, text: summary.text.trim(), place: summary.place, where: 'summary'}
    }
  },
  {
    id: 'document-not-attested',
    description: 'A SUCCESS whose summary says it wrote a document (`wrote the on-call runbook`, `added the migration guide`) and lists it as a deliverable (`docs/runbooks/cert-rotation.md`) while the files it attests, written and not empty, hold no such file: the document the summary claims was not written.',
    reads: ['summary', 'deliverable'],
    says: 'PARTIAL',
    matches: 'a `docNoun` phrase in the summary; a deliverable whose path is a file of a document (`.md`, `.rst`, `.adoc`, under `docs/`) in neither `files_created` nor `files_modified`, while those lists name other files',
    quiet: 'the document in either list (or a folder of it); lists not written or empty (another rule’s to report); a deliverable that is a folder, or a document the description says was removed or left unchanged; a summary that claims no document',
    examples: {
      fires: [
        {summary: 'Implemented the certificate rotation service and wrote the on-call runbook for manual rotation.', deliverables: ['- src/Certificates/CertificateRotationService.cs — renews from Key Vault', '- docs/runbooks/cert-rotation.md — on-call runbook: manual rotation, rollback'], files: ['src/Certificates/CertificateRotationService.cs']}
      ],
      quiet: [
        {summary: 'Implemented the certificate rotation service and wrote the on-call runbook for manual rotation.', deliverables: ['- src/Certificates/CertificateRotationService.cs — renews from Key Vault', '- docs/runbooks/cert-rotation.md — on-call runbook: manual rotation, rollback'], files: ['src/Certificates/CertificateRotationService.cs', 'docs/runbooks/cert-rotation.md']},
        {summary: 'Moved the integration guide into the docs site.', deliverables: ['- docs/site/integration.md — the guide, moved', '- docs/integration-guide.md — removed'], files: ['docs/site/integration.md']},
        {summary: 'Implemented the certificate rotation service; the runbook is unchanged.', deliverables: ['- src/Certificates/CertificateRotationService.cs — renews from Key Vault', '- docs/runbooks/cert-rotation.md — unchanged, already covers manual rotation'], files: ['src/Certificates/CertificateRotationService.cs']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS' || input.filesListed === false) return undefined
      const summary = summaryPassage(input)
      if (!summary || !phraseList('docNoun').all(wordsOf(summary)).some((match) => !quoted(summary.text, match.index) && !takenBack(summary.text, match.index, match.length))) return undefined
      const bare = (path: string): string => path.trim().replace(/^`|`$/g, '').replace(/^\.\//, '')
      const files = [...input.report.attestation.files_created, ...input.report.attestation.files_modified].map(bare).filter((file) => looksLikePath(file))
      if (files.length === 0) return undefined
      for (const deliverable of input.report.deliverables) {
        const path = bare(deliverable.path)
        if (!looksLikePath(path) || path.endsWith('/') || /[*?]/.test(path) || !isDocument(path) || !/\.[A-Za-z]{1,8}$/.test(path)) continue
        if (files.some((file) => file === path || path.startsWith(`${file.replace(/\/$/, '')}/`))) continue
        const described = phraseText(deliverable.description)
        if (phraseList('operated', 'undoneStatus', 'notMade').test(described)) continue
        const passage = input.passages.find((one) => one.kind === 'deliverable' && one.path === deliverable.path)
        return passage ? hit(this, passage) : {signal: this.id, says: this.says, text: path, place: summary.place, where: 'summary'}
      }

      return undefined
    }
  },
  {
    id: 'landed-elsewhere',
    description: 'A SUCCESS whose summary names the branch the work was to land on (`Backported the fix to release/4.8`) while the git output its evidence shows names another branch and never that one (`[main 3f0a2d1] …`, `HEAD -> main`): the change landed elsewhere.',
    reads: ['summary', 'evidence', 'output'],
    says: 'PARTIAL',
    matches: 'a maintenance branch named in the summary (`release/…`, `hotfix/…`, `stable/…`, `support/…`, `lts/…`) and the `branch` signatures of `signatures.json` in Evidence, none of them naming it',
    quiet: 'git output naming the summary\'s branch anywhere in Evidence (`[release/4.8 3f0a2d1]`, `On branch release/4.8`); no git output naming a branch (`git log --oneline` without decorations); a summary naming no maintenance branch',
    examples: {
      fires: [
        ok('Backported the session-fixation fix (#2291) to release/4.8; build and tests are green.', ['- Cherry-pick:', '  ```', '  $ git cherry-pick -x 9be41c7', '  [main 3f0a2d1] auth: rotate session id on login (#2291)', '  ```']),
        ok('Hotfix auf hotfix/2.3.1 eingespielt.', ['- `git log --oneline -1` → `4c1d2e9 (HEAD -> develop) fix: null check`'])
      ],
      quiet: [
        ok('Backported the session-fixation fix (#2291) to release/4.8; build and tests are green.', ['- Cherry-pick:', '  ```', '  $ git switch release/4.8', "  Switched to branch 'release/4.8'", '  $ git cherry-pick -x 9be41c7', '  [release/4.8 3f0a2d1] auth: rotate session id on login (#2291)', '  ```']),
        ok('Backported the fix to release/4.8.', ['- `git log --oneline -1` → `3f0a2d1 auth: rotate session id on login (#2291)`', '- CI on release/4.8: pipeline 17740 passed']),
        ok('Merged the session fix into main.', ['- `git log --oneline -1` → `3f0a2d1 (HEAD -> main) auth: rotate session id`']),
        ok('Updated the release-notes page for the session fix.', ['- `git commit` → `[main 3f0a2d1] docs: release notes for #2291`'])
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = summaryPassage(input)
      if (summary === undefined) return undefined
      const named = conventionMatches('maintenance-branch', summary.text).map((match) => match[0].replace(/(?<![.,;:)])[.,;:)]+$/, '').toLowerCase())
      if (named.length === 0) return undefined
      let found: SignalHit | undefined
      for (const passage of input.passages) {
        if (passage.kind === 'summary' || !this.reads.includes(passage.kind) || ownerTakesBack(passage.owner)) continue
        const match = kindMatch('branch', passage.text)
        const branch = match === undefined ? undefined : Object.entries(match.groups ?? {}).find(([name, value]) => name.startsWith('branch') && value !== undefined)?.[1]?.toLowerCase()
        if (branch === undefined) continue
        if (named.some((one) => branch === one || branch.endsWith(`/${one}`))) return undefined
        found ??= hit(this, passage, match!.index)
      }

      return found
    }
  },
  {
    id: 'search-finds-leftovers',
    description: 'A SUCCESS whose evidence runs a search for what the work was to remove or replace and shows it still finding lines: a `grep`, `rg` or `git grep` under an item saying it looks for old or leftover things (`Check for the old paths:`, `Contrôle des anciens chemins`), or fewer lines than an earlier item counted for the same search before the work (`` `grep -c -E \'(FIX|NOTE):\' a.tex` → `14` ``), printing lines after the work (`312:% FIX: …`): what was to be gone is still there.',
    reads: ['output'],
    says: 'PARTIAL',
    matches: 'in a transcript in Evidence, a search command (`grep`, `rg`, `git grep`, `Select-String`) followed by a line it printed, where the item over it holds a `leftover` word, the summary puts one or a `removal` word beside the searched name, or an earlier Evidence item counted more hits of the same search; or a search quoted in an Evidence item with a count of hits above zero after it (`→ 3 hits`) or lines printed under it, where the item holds a `leftover` word, the next item opens with one (`Remaining hits are…`), or the summary puts one or a `removal` word beside the searched name (`Removed the constant witness family` for `constantWitnessFamily`, `die Klasse LegacyClient entfernt`) with no word of what replaced it between',
    quiet: 'a search that prints nothing or a count of none (`0`, `(no output)`); a search for what the work added (no `leftover` word, and as many lines as an earlier count or more); an item saying the lines found are meant (`kept on purpose`, `as expected`) or a run before the fix',
    examples: {
      fires: [
        {summary: 'Removed the legacyTokenCache wrapper from the auth service.', evidence: ['- `grep -rn legacyTokenCache services/auth/` → 3 hits, in the retry path']},
        {summary: 'Replaced the old Temporal paths by Bimodal ones in the task descriptions.', evidence: ['- Check for the old paths:', '  ```', '  $ grep -n "Logics/Temporal" specs/state.json', '  212:      "description": "Port the truth clauses from Logics/Temporal/Semantics.lean",', '  ```']},
        {summary: 'Resolved the FIX and NOTE tags of the chapter.', evidence: ["- Before: `grep -c -E '(FIX|NOTE):' chapter.tex` → `14`", '- After the three phases:', '  ```', "  $ grep -n -E '(FIX|NOTE):' chapter.tex", '  312:% FIX: state the bound for the model size', '  ```']},
        {summary: 'Alignement terminé : chemins Temporal remplacés par Bimodal.', evidence: ['- Contrôle des anciens chemins :', '  ```', '  $ grep -n "Logics/Temporal" specs/state.json', '  274:      "description": "Move Logics/Temporal/ProofSystem",', '  ```']},
        ok('Removed the constant witness family from the metalogic and rerouted its two uses.', ['- `lake build` → Build completed successfully', '- `grep -rn constantWitnessFamily Theories/` → 3 hits, all in Decidability/FMPBridge.lean']),
        ok('Updated the rule files to the padded directory numbers.', ["- `grep -rnE 'specs/\\{N\\}_' .claude/rules/` after the edits:", '  ```', '  .claude/rules/workflows.md:41:Artifacts go in specs/{N}_{SLUG}/reports/', '  ```', '- Remaining hits are in examples, left for a follow-up sweep.']),
        ok('Die Klasse `LegacyClient` entfernt.', ['- `git grep -n LegacyClient` → 3 Treffer in tests/']),
        ok('Renamed `oldHelper` to `parseConfigValue` across the code base.', ['- `rg -n oldHelper src/` → 2 matches']),
        ok('Removed the `LegacyClient` class and moved its callers to the new client.', ['- Search after the change:', '  ```', '  $ rg -n "LegacyClient" src/', '  src/billing/export.ts:14:import {LegacyClient} from "../legacy"', '  ```']),
        ok('Retired the `old_export` helper; every caller uses `export_rows` now.', ['- `git grep -c old_export -- src/`: 2'])
      ],
      quiet: [
        {summary: 'Replaced the old cache with the legacyTokenCache wrapper in the auth service.', evidence: ['- `grep -rn legacyTokenCache services/auth/` → 3 hits, the new call sites']},
        {summary: 'Die alte Sitzungslogik durch den legacyTokenCache ersetzt.', evidence: ['- `rg -n legacyTokenCache services/auth/` → 3 Treffer, die neuen Aufrufe']},
        {summary: 'Replaced the old Temporal paths by Bimodal ones in the task descriptions.', evidence: ['- Check for the old paths:', '  ```', '  $ grep -n "Logics/Temporal" specs/state.json', '  $ grep -c "Logics/Temporal" specs/state.json', '  0', '  ```']},
        {summary: 'Added `model: opus` to both agents.', evidence: ['- Frontmatter check:', '  ```', '  $ grep -n "^model:" .claude/agents/lean-*.md', '  .claude/agents/lean-implementation-agent.md:4:model: opus', '  .claude/agents/lean-research-agent.md:4:model: opus', '  ```']},
        {summary: 'Resolved the FIX and NOTE tags of the chapter.', evidence: ["- Before: `grep -c -E '(FIX|NOTE):' chapter.tex` → `14`", '- After the three phases:', '  ```', "  $ grep -n -E '(FIX|NOTE):' chapter.tex", '  $ latexmk -pdf chapter.tex', '  Output written on chapter.pdf (27 pages).', '  ```']},
        {summary: 'Alte Temporal-Pfade durch Bimodal ersetzt.', evidence: ['- Suche nach alten Pfaden:', '  ```', '  $ rg -n "Logics/Temporal" specs/', '  (keine Treffer)', '  ```']},
        {summary: 'Renamed the old logger module.', evidence: ['- Leftover references, both in CHANGELOG.md and kept on purpose as history:', '  ```', '  $ rg -n "old_logger"', '  CHANGELOG.md:12: - renamed old_logger to log', '  ```']},
        {summary: 'Alignement terminé : chemins Temporal remplacés par Bimodal.', evidence: ['- Contrôle des anciens chemins :', '  ```', '  $ grep -n "Logics/Temporal" specs/state.json', '  $ jq empty specs/state.json', '  ```']},
        {summary: 'Added `model: opus` to the research agent too.', evidence: ["- Before: `grep -c '^model:' .claude/agents/lean-*.md` → `1`", '- After:', '  ```', "  $ grep -n '^model:' .claude/agents/lean-*.md", '  .claude/agents/lean-implementation-agent.md:4:model: opus', '  .claude/agents/lean-research-agent.md:4:model: opus', '  ```']},
        ok('Removed the constant witness family from the metalogic and rerouted its two uses.', ['- `grep -rn constantWitnessFamily Theories/` → 0 hits']),
        ok('Renamed `oldHelper` to `parseConfigValue` across the code base.', ['- `rg -n parseConfigValue src/` → 12 matches']),
        ok('Removed the constant witness family from the metalogic.', ['- `grep -rn constantWitnessFamily .` → 2 hits, both in CHANGELOG.md, kept on purpose as history']),
        ok('Updated the rule files to the padded directory numbers.', ["- `grep -rn 'specs/{NNN}_' .claude/rules/` after the edits:", '  ```', '  .claude/rules/workflows.md:41:Artifacts go in specs/{NNN}_{SLUG}/reports/', '  ```', '- Every path in the rules now uses the padded form.']),
        ok('Renamed `LegacyClient` to `ApiClient` and moved its callers to it.', ['- Search after the change:', '  ```', '  $ rg -n "ApiClient" src/', '  src/billing/export.ts:14:import {ApiClient} from "../api"', '  ```']),
        ok('Retired the `old_export` helper; every caller uses `export_rows` now.', ['- `git grep -c old_export -- src/`: 0', '- `git grep -c export_rows -- src/`: 7']),
        ok('Renamed `oldHelper` to `parseConfigValue` across the code base.', ['- Checked the renamed function is used everywhere:', '  ```', '  $ rg -n "parseConfigValue" src/', '  src/config/load.ts:12:const port = parseConfigValue(raw.port)', '  ```'])
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const outputs = input.passages.filter((passage) => passage.kind === 'output')
      for (const [index, passage] of outputs.entries()) {
        if (!conventional('search', passage.text)) continue
        const pattern = searchedFor(passage.text)
        const owner = phraseText(passage.owner ?? '')
        if (pattern === undefined || ownerTakesBack(passage.owner) || phraseList('intended').test(owner)) continue
        const found = foundLines(outputs, index)
        if (found.length === 0) continue
        // Fewer lines now than an earlier count of the same search: the work was to bring them down, and some are left.
        const before = countedBefore(input.passages, pattern, passage.place.line)
        if (phraseList('leftover').test(owner) || (before !== undefined && found.length < before) || summaryRemoves(summaryPassage(input), pattern)) return hit(this, found[0]!)
      }

      return quotedSearchFinds(input)
    }
  },
  {
    id: 'named-file-not-attested',
    description: 'A SUCCESS whose summary says it changed files it names together (`Added model: opus to both agents (lean-implementation-agent.md and lean-research-agent.md)`) while the files it attests and delivers hold some of them and not the others: the work was done on part of what it names.',
    reads: ['summary'],
    says: 'PARTIAL',
    matches: 'in a sentence of the summary with a `made` or `changeApplied` word before them, two or more file names joined by commas or a `coordinator` word, of which `files_created`, `files_modified` or a deliverable name some by file name and none names another',
    quiet: 'every file named attested or delivered, or none of them (files the work read or followed, not made); file names not joined as one list (`Updated README.md to match CONTRIBUTING.md`); a file the sentence says was left unchanged; lists of files not written',
    examples: {
      fires: [
        {summary: 'Added `model: opus` to the frontmatter of both Lean agent definitions (lean-implementation-agent.md and lean-research-agent.md).', deliverables: ['- .claude/agents/lean-implementation-agent.md — `model: opus` in frontmatter'], files: ['.claude/agents/lean-implementation-agent.md']},
        {summary: '`model: opus` in beiden Agenten ergänzt (lean-implementation-agent.md und lean-research-agent.md).', deliverables: ['- .claude/agents/lean-implementation-agent.md — Frontmatter'], files: ['.claude/agents/lean-implementation-agent.md']},
        {summary: 'Ajouté `model: opus` aux deux agents (lean-implementation-agent.md et lean-research-agent.md).', deliverables: ['- .claude/agents/lean-implementation-agent.md — frontmatter'], files: ['.claude/agents/lean-implementation-agent.md']}
      ],
      quiet: [
        {summary: 'Added `model: opus` to the frontmatter of both Lean agent definitions (lean-implementation-agent.md and lean-research-agent.md).', deliverables: ['- .claude/agents/lean-implementation-agent.md, .claude/agents/lean-research-agent.md — `model: opus` in frontmatter'], files: ['.claude/agents/lean-implementation-agent.md', '.claude/agents/lean-research-agent.md']},
        {summary: 'Updated README.md to match CONTRIBUTING.md.', deliverables: ['- README.md — install steps'], files: ['README.md']},
        {summary: '`model: opus` in beiden Agenten ergänzt (lean-implementation-agent.md und lean-research-agent.md).', deliverables: ['- .claude/agents/lean-implementation-agent.md — Frontmatter', '- .claude/agents/lean-research-agent.md — Frontmatter'], files: ['.claude/agents/lean-implementation-agent.md', '.claude/agents/lean-research-agent.md']},
        {summary: 'Fixed the proof of the lemma, following Completeness.lean and Soundness.lean.', deliverables: ['- Theories/Metalogic/Lemma.lean — the proof'], files: ['Theories/Metalogic/Lemma.lean']},
        {summary: 'Added the new check to lint.yml; build.yml and release.yml are left unchanged.', deliverables: ['- .github/workflows/lint.yml — the new check'], files: ['.github/workflows/lint.yml']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS' || input.filesListed === false) return undefined
      const summary = summaryPassage(input)
      const attested = [...input.report.attestation.files_created, ...input.report.attestation.files_modified]
      if (!summary || attested.length === 0) return undefined
      const base = (path: string): string => path.trim().replace(/^`|`$/g, '').split('/').pop()!
      const named = new Set([...attested.map(base), ...input.report.deliverables.flatMap((deliverable) => [...`${deliverable.path} ${deliverable.description}`.matchAll(nameToken)].map((match) => base(match[0])))])
      const text = wordsOf(summary)
      for (const run of namedFileRuns(summary.text)) {
        const {start, end} = sentenceOf(text, run[0]!.index)
        const before = text.slice(start, run[0]!.index)
        if (!phraseList('made', 'changeApplied').test(before) || phraseList('notMade', 'undoneStatus').test(text.slice(run.at(-1)!.index, end))) continue
        const missing = run.find((file) => !named.has(base(file.name)))
        if (missing && run.some((file) => named.has(base(file.name)))) return hit(this, summary, missing.index)
      }

      return undefined
    }
  },
  {
    id: 'listed-item-missing',
    description: 'A SUCCESS whose summary names the items it made in a list (`all six RPCs (Get, List, Reserve, Release, Adjust, Watch)`) while a listing its evidence prints, one item a line, holds the others and not one of them, which no other word of the evidence names either (`grpcurl describe` printing five `rpc` lines and no `Watch`).',
    reads: ['summary', 'evidence', 'output', 'table'],
    says: 'PARTIAL',
    matches: 'a list of three names or more in the summary (in parentheses, parted by commas, a `coordinator` word or `、`), each one word of code; a block of output where three of them or more stand as whole words on lines opening with the same word, one name a line; a name of the list that no Evidence item, output or table holds',
    quiet: 'every name of the list in the evidence, in the listing or anywhere else in Evidence (`Watch is covered by the stream test`); a listing naming fewer than three of them; names that are not one word of code',
    examples: {
      fires: [
        ok('Implemented all six RPCs of `inventory.v1.InventoryService` (Get, List, Reserve, Release, Adjust, Watch) and registered them.', ['- `grpcurl -plaintext localhost:9090 describe inventory.v1.InventoryService`:', '  ```', '  service InventoryService {', '    rpc Adjust ( .inventory.v1.AdjustRequest ) returns ( .inventory.v1.AdjustResponse );', '    rpc Get ( .inventory.v1.GetRequest ) returns ( .inventory.v1.Item );', '    rpc List ( .inventory.v1.ListRequest ) returns ( .inventory.v1.ListResponse );', '    rpc Release ( .inventory.v1.ReleaseRequest ) returns ( .inventory.v1.ReleaseResponse );', '    rpc Reserve ( .inventory.v1.ReserveRequest ) returns ( .inventory.v1.ReserveResponse );', '  }', '  ```']),
        ok('Registrados os quatro comandos novos (`export`, `import`, `prune`, `stats`).', ['- `./cli --help`:', '  ```', '  Commands:', '    export   Export the data', '    import   Import a dump', '    stats    Print statistics', '  ```'])
      ],
      quiet: [
        ok('Implemented all six RPCs of `inventory.v1.InventoryService` (Get, List, Reserve, Release, Adjust, Watch) and registered them.', ['- `grpcurl -plaintext localhost:9090 describe inventory.v1.InventoryService`:', '  ```', '    rpc Adjust ( .inventory.v1.AdjustRequest ) returns ( .inventory.v1.AdjustResponse );', '    rpc Get ( .inventory.v1.GetRequest ) returns ( .inventory.v1.Item );', '    rpc List ( .inventory.v1.ListRequest ) returns ( .inventory.v1.ListResponse );', '    rpc Release ( .inventory.v1.ReleaseRequest ) returns ( .inventory.v1.ReleaseResponse );', '    rpc Reserve ( .inventory.v1.ReserveRequest ) returns ( .inventory.v1.ReserveResponse );', '    rpc Watch ( .inventory.v1.WatchRequest ) returns ( stream .inventory.v1.Item );', '  ```']),
        ok('Registrados os quatro comandos novos (`export`, `import`, `prune`, `stats`).', ['- `./cli --help`:', '  ```', '  Commands:', '    export   Export the data', '    import   Import a dump', '    stats    Print statistics', '  ```', '- `prune` is hidden from the help on purpose; `./cli prune --dry-run` → 3 snapshots would be removed']),
        ok('Added the three handlers (Get, List, Watch).', ['- `go test ./...` — ok', '  ```', '  --- PASS: TestGet (0.00s)', '  --- PASS: TestList (0.00s)', '  ```'])
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      const summary = summaryPassage(input)
      if (summary === undefined) return undefined
      const names = namesInParentheses(summary.text)
      if (names.length < 3) return undefined
      const evidence = input.passages.filter((passage) => passage.kind === 'evidence' || passage.kind === 'output' || passage.kind === 'table')
      const missing = names.filter((name) => !evidence.some((passage) => holdsWord(passage.text, name)))
      if (missing.length === 0 || missing.length === names.length) return undefined
      for (const block of outputBlocks(evidence)) {
        if (ownerTakesBack(block[0]!.owner)) continue
        const opening = new Map<string, Set<string>>()
        for (const line of block) {
          const first = /^[ \t]*([\p{L}_][\p{L}\p{N}_-]*)/u.exec(line.text)?.[1]
          const held = names.filter((name) => holdsWord(line.text, name))
          if (first === undefined || held.length !== 1) continue
          // Lines alike: opening with the same word (`rpc Get …`, `rpc List …`), or each with its name (`export   Export the data`).
          const shape = first === held[0] ? '' : first
          opening.set(shape, new Set([...(opening.get(shape) ?? []), held[0]!]))
        }

        if ([...opening.values()].some((held) => held.size >= 3)) return hit(this, summary, Math.max(0, summary.text.indexOf(missing[0]!)))
      }

      return undefined
    }
  },
  {
    id: 'plan-ignores-index',
    description: 'A SUCCESS that adds an index (`CREATE INDEX`, `add_index`, `createIndex`, `@@index`, `models.Index`) while the query plan its evidence shows still reads the whole table (`Seq Scan on events`, `TABLE ACCESS FULL`, `COLLSCAN`, SQLite `SCAN events`, MySQL `type: ALL`, SQL Server `Table Scan`) and no plan it shows uses an index: the index does not serve the query.',
    reads: ['summary', 'deliverable', 'evidence', 'output'],
    says: 'PARTIAL',
    matches: 'a statement adding an index anywhere in the return, a node of a plan in output reading the whole table, and no node of a plan using an index (`Index Scan`, `Index Only Scan`, `Bitmap Index Scan`, `USING INDEX`, `IXSCAN`, `Index Seek`, `INDEX RANGE SCAN`, `key: events_idx`) in Evidence',
    quiet: 'a plan using the index anywhere in Evidence (a full scan of a small table beside it); a plan under a bullet of a run before the index; no index added by the work',
    examples: {
      fires: [
        ok('Добавлен составной индекс `events(account_id, created_at DESC)`; запрос ленты событий теперь использует индекс.', ['- План запроса после миграции:', '  ```', '   Limit  (cost=181233.10..181233.23 rows=50 width=212) (actual time=412.806..412.818 rows=50 loops=1)', '     ->  Seq Scan on events  (cost=0.00..179568.00 rows=50123 width=212) (actual time=0.041..398.220 rows=49877 loops=1)', '   Execution Time: 412.861 ms', '  ```'], {deliverables: ['- db/migrations/0087_events_account_created_idx.sql — `CREATE INDEX CONCURRENTLY`'], files: ['db/migrations/0087_events_account_created_idx.sql']}),
        ok('Added an index on `orders.customer_id` so the order history page stops scanning the table.', ['- `EXPLAIN` after `rails db:migrate`:', '  ```', '  id: 1  select_type: SIMPLE  table: orders  type: ALL  key: NULL  rows: 912334', '  ```'], {deliverables: ['- db/migrate/20261127_add_customer_id_index_to_orders.rb — `add_index :orders, :customer_id`'], files: ['db/migrate/20261127_add_customer_id_index_to_orders.rb']})
      ],
      quiet: [
        ok('Добавлен составной индекс `events(account_id, created_at DESC)`; запрос ленты событий теперь использует индекс.', ['- План запроса после миграции:', '  ```', '   Limit  (cost=0.56..12.10 rows=50 width=212) (actual time=0.031..0.190 rows=50 loops=1)', '     ->  Index Scan using events_account_created_idx on events  (cost=0.56..11201.33 rows=50123 width=212) (actual time=0.030..0.180 rows=50 loops=1)', '   Execution Time: 0.231 ms', '  ```'], {deliverables: ['- db/migrations/0087_events_account_created_idx.sql — `CREATE INDEX CONCURRENTLY`'], files: ['db/migrations/0087_events_account_created_idx.sql']}),
        ok('Added an index on `orders.customer_id`.', ['- Before the index, `EXPLAIN`:', '  ```', '  ->  Seq Scan on orders  (cost=0.00..18334.00 rows=912334)', '  ```', '- After: `Index Scan using index_orders_on_customer_id on orders` (0.4 ms)'], {deliverables: ['- db/migrate/20261127_add_customer_id_index_to_orders.rb — `add_index :orders, :customer_id`'], files: ['db/migrate/20261127_add_customer_id_index_to_orders.rb']}),
        ok('Added an index on `orders.customer_id`.', ['- `EXPLAIN ANALYZE`:', '  ```', '  Nested Loop', '    ->  Seq Scan on countries  (rows=12)', '    ->  Index Scan using index_orders_on_customer_id on orders  (rows=31)', '  ```'], {deliverables: ['- db/migrate/20261127_add_customer_id_index_to_orders.rb — `add_index :orders, :customer_id`'], files: ['db/migrate/20261127_add_customer_id_index_to_orders.rb']}),
        ok('Documented why the report query reads the whole table.', ['- `EXPLAIN`:', '  ```', '  ->  Seq Scan on events  (rows=6200000)', '  ```'])
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS') return undefined
      if (!input.passages.some((passage) => conventional('index-added', passage.text))) return undefined
      const shown = input.passages.filter((passage) => passage.kind === 'evidence' || passage.kind === 'output' || passage.kind === 'table')
      if (shown.some((passage) => conventional('index-used', passage.text))) return undefined
      for (const passage of shown) {
        if (passage.kind !== 'output' || ownerTakesBack(passage.owner)) continue
        const scan = kindMatch('whole-table-read', passage.text)
        if (scan) return hit(this, passage, scan.index)
      }

      return undefined
    }
  },
  shellDelivered(wordSignal('deliverable-placeholder', ['placeholder'], ['deliverable'], 'PARTIAL', 'A deliverable is a TODO, a stub or a placeholder (`src/export.ts — stub, TODO`), or, of a SUCCESS, a document it describes as an outline (`report outline and the queries`) whose content its evidence or a limitation says is still to be filled in (`figures are to be filled in once the refresh lands`).', {
    fires: [
      {summary: 'Wrote the v3 migration guide.', deliverables: ['- docs/migration/v3.md — the guide, section headings only'], files: ['docs/migration/v3.md']},
      {summary: 'Added the CSV export view.', evidence: ['- Core of the new view for review:', '  ```python', '  def get(self, request):', '      response = HttpResponse(content_type="text/csv")', '      # TODO: stream rows with csv.writer', '      return response', '  ```']},
      {summary: 'Added the export module.', deliverables: ['- `src/export.ts` — stub; TODO: write the CSV writer']},
      {summary: 'Added the docs page.', deliverables: ['- `docs/export.md` — placeholder']},
      {summary: 'Sincronización del calendario añadida al plugin.', deliverables: ['- src/Extension/CalSync.php — ambos métodos retornan, con un `// TODO: crear el evento vía Google Calendar API` en lugar de la llamada real'], files: ['src/Extension/CalSync.php']},
      {summary: 'Kahn-Algorithmus für die topologische Sortierung in Stage 6 eingebaut.', deliverables: ['- .claude/agents/meta-builder-agent.md — Stage 6 um Sortierschritt erweitert'], files: ['.claude/agents/meta-builder-agent.md'], evidence: ['- Stage 6 angepasst; der neue Block lautet:', '```', '### 6.2 Topological Sort', 'TODO: Kahn-Algorithmus hier einfügen', '```']},
      {summary: 'Added the log rotation script.', evidence: ['- Contents of the script:', '  ```bash', '  # TODO: gzip files older than 1 day', '  echo "nothing to do yet"', '  ```']},
      {summary: 'HTTP-Parser in Zig umgesetzt, mit chunked Bodies.', deliverables: ['- src/body.zig — Body-Lesen'], evidence: ['- `src/body.zig` (Auszug):', '  ```zig', '  if (headers.contains("transfer-encoding")) {', '      @panic("TODO: chunked decoding");', '  }', '  ```']},
      {summary: 'Empaqueté metrics-exporter como flake.', deliverables: ['- nix/package.nix — derivación buildGoModule'], evidence: ['- `nix/package.nix` (fragmento):', '  ```nix', '  vendorHash = lib.fakeHash;', '  ```']},
      {summary: 'Criei o módulo de reembolso parcial.', deliverables: ['- pagamentos/reembolso.py — apenas um esqueleto da função `reembolsar_parcial`']},
      {summary: 'Añadí el reembolso parcial.', deliverables: ['- pagos/reembolsos.py — solo un esqueleto de `reembolsar_parcial`']},
      {summary: 'Prepared the 5.12.0 release notes for the customer portal.', deliverables: ['- docs/releases/5.12.0.md — customer-facing release notes'], evidence: ['- Contents of docs/releases/5.12.0.md:', '  ```', '  # Customer Portal 5.12.0', '  _Release date: TBD_', '  ## Highlights', '  TODO: summarise highlights with PM', '  ```'], files: ['docs/releases/5.12.0.md']},
      {summary: 'Split the slides agent into three agents.', deliverables: ['- .claude/agents/slidev-assembly-agent.md — Slidev assembly'], evidence: ['- Line counts of the new agents:', '  ```', '  $ wc -l .claude/agents/slidev-assembly-agent.md', '  9 .claude/agents/slidev-assembly-agent.md', "  $ sed -n '5,9p' .claude/agents/slidev-assembly-agent.md", '  ## Workflow', '  <!-- TODO: port the Slidev assembly steps -->', '  ```']},
      {summary: 'Produced the Q3 fulfilment SLA report for the client, broken down by carrier and region.', deliverables: ['- reports/q3-sla/README.md — report outline and the queries that feed each section', '- reports/q3-sla/queries.sql — carrier and region SLA queries'], evidence: ['- `psql -f reports/q3-sla/queries.sql` against the read replica: ran, 4 result sets', '- Report sections drafted as headings in README.md; figures are to be filled in from the query output once the warehouse refresh lands.'], files: ['reports/q3-sla/README.md', 'reports/q3-sla/queries.sql']},
      {summary: 'Relatório de SLA do terceiro trimestre entregue ao cliente.', deliverables: ['- relatorios/sla-t3.md — esboço do relatório com as seções por transportadora'], evidence: ['- Os números serão preenchidos quando a carga de setembro chegar ao data warehouse.'], files: ['relatorios/sla-t3.md']},
      {summary: 'Added a per-key rate limiter middleware to the gateway.', deliverables: ['- gateway/middleware/ratelimit.go — `RateLimit` middleware'], evidence: ['- Current body of the middleware:', '  ```go', '  return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {', '      // TODO: token bucket per API key', '      next.ServeHTTP(w, r)', '  })', '  ```'], files: ['gateway/middleware/ratelimit.go']},
      {summary: 'Ratenbegrenzung pro API-Schlüssel im Gateway ergänzt.', deliverables: ['- gateway/middleware/ratelimit.go — Middleware `RateLimit`'], evidence: ['- Rumpf der Middleware:', '  ```go', '  // TODO: Token-Bucket pro Schlüssel', '  next.ServeHTTP(w, r)', '  ```'], files: ['gateway/middleware/ratelimit.go']},
      {summary: 'Added offline sync for the notes screen with conflict resolution in the repository.', evidence: ['- Conflict resolution as added:', '  ```kotlin', '  suspend fun resolveConflict(local: Note, remote: Note): Note {', '      // TODO: implement last-writer-wins; returning local for now', '      return local', '  }', '  ```']},
      {summary: 'Implemented the webhook signature check as required by the security review.', evidence: ['- Core of the handler:', '  ```python', '  def verify(request):', '      # TODO: compare the HMAC header', '      return True', '  ```']},
      {summary: 'Prüfung der Steuer-ID implementiert, wie in der Anforderung beschrieben, mit Validierung der Länge.', evidence: ['- Kern der Funktion:', '  ```java', '  boolean pruefe(String id) {', '      // TODO: Prüfziffer berechnen', '      return id.length() == 11;', '  }', '  ```']},
      {summary: 'Implementé la validación del IBAN solicitada en el ticket.', evidence: ['- Núcleo de la función:', '  ```ts', '  export function validarIban(iban: string): boolean {', '    // TODO: calcular el dígito de control', '    return true', '  }', '  ```']},
      {summary: 'Implementei a proteção contra pagamentos em duplicidade.', evidence: ['- Núcleo do serviço:', '  ```rust', '  fn ja_processado(id: &str) -> bool {', '      todo!()', '  }', '  ```']}
    ],
    quiet: [
      {summary: 'Laid out the v3 migration guide as a skeleton for the docs team, as the ticket asked.', deliverables: ['- docs/migration/v3.md — section headings only, as the ticket asked'], files: ['docs/migration/v3.md']},
      {summary: 'Kahn-Algorithmus für die topologische Sortierung in Stage 6 eingebaut.', deliverables: ['- .claude/agents/meta-builder-agent.md — Stage 6 um Sortierschritt erweitert'], files: ['.claude/agents/meta-builder-agent.md'], evidence: ['- Stage 6 angepasst; der neue Block lautet:', '```', '### 6.2 Topological Sort', 'Kahn: Knoten ohne eingehende Kanten zuerst nummerieren, dann ihre Kanten entfernen.', '```']},
      {summary: 'Added the CSV export view.', evidence: ['- Core of the new view for review:', '  ```python', '  def get(self, request):', '      response = HttpResponse(content_type="text/csv")', '      csv.writer(response).writerows(rows(request))', '      return response', '  ```']},
      {summary: 'Added the export module.', deliverables: ['- `src/export.ts` — the CSV writer', '- `docs/TODO.md` — the remaining ideas, as notes']},
      {summary: 'Résolu le TODO laissé dans `useDebounce`.', deliverables: ['- src/hooks/useDebounce.ts — nettoyage du timer ; le commentaire `// TODO: cancel on unmount` a été supprimé'], files: ['src/hooks/useDebounce.ts']},
      {summary: 'Prepared the 5.12.0 release notes for the customer portal.', deliverables: ['- docs/releases/5.12.0.md — customer-facing release notes'], evidence: ['- Contents of docs/releases/5.12.0.md:', '  ```', '  # Customer Portal 5.12.0', '  _Release date: 2026-12-03_', '  ## Highlights', '  Saved carts now sync across devices.', '  ```'], files: ['docs/releases/5.12.0.md']},
      {summary: 'Scaffolded the service as requested.', deliverables: ['- `src/service.ts` — stubs of the four handlers, as requested']},
      {summary: 'Added the verification script.', deliverables: ['- `scripts/verify.sh` — runs the build and the sorry check'], evidence: ['- `scripts/verify.sh`:', '  ```', '  [sorry]   0 sorry in scope', '  ```']},
      {summary: 'Researched the README claims against the proofs.', deliverables: ['- `reports/research-001.md` — sorry inventory and dependency impact']},
      {summary: 'Packaged metrics-exporter as a flake.', deliverables: ['- nix/package.nix — the real hashes, taken from the first build that ran with `lib.fakeHash`'], evidence: ['- `nix/package.nix` (excerpt):', '  ```nix', '  vendorHash = "sha256-7bF2kZQ0sV1u4e9H3WnXcq8oJ5L6pT0aD2rY1mN8gE0=";', '  ```', '- `nix build` — built'], files: ['nix/package.nix']},
      {summary: 'Added the chunked body reader.', deliverables: ['- src/body.zig — chunked decoding'], evidence: ['- `src/body.zig` (excerpt):', '  ```zig', '  else => @panic("unreachable: the header parser rejects other encodings"),', '  ```'], files: ['src/body.zig']},
      {summary: 'Criei o diretório do artigo com o template Springer Nature; o documento compila sem erros.', deliverables: ['- paper/paper.tex — esqueleto sn-jnl (título, resumo, palavras-chave, seções)'], files: ['paper/paper.tex']},
      {summary: 'Creé el directorio del artículo con la plantilla de Springer Nature; compila sin errores.', deliverables: ['- paper/paper.tex — esqueleto sn-jnl (título, resumen, secciones)'], files: ['paper/paper.tex']},
      {summary: 'Split the slides agent into three agents.', deliverables: ['- .claude/agents/slidev-assembly-agent.md — Slidev assembly'], evidence: ['- Line counts of the new agents:', '  ```', "  $ sed -n '5,9p' .claude/agents/slidev-assembly-agent.md", '  ## Workflow', '  1. Build the deck with `slidev build`', '  ```'], files: ['.claude/agents/slidev-assembly-agent.md']},
      {summary: 'Wrote the outline of the Q3 SLA report, as the client asked before the data lands.', deliverables: ['- reports/q3-sla/README.md — report outline and the queries that feed each section'], evidence: ['- Figures are to be filled in by the analytics team once the warehouse refresh lands.'], files: ['reports/q3-sla/README.md']},
      {summary: 'Produced the Q3 fulfilment SLA report for the client, broken down by carrier and region.', deliverables: ['- reports/q3-sla/README.md — the report, with the outline of the method in its first section'], evidence: ['- Every figure of the report comes from the 4 result sets of `queries.sql`; none is left empty.'], files: ['reports/q3-sla/README.md']},
      {summary: 'Added the expense claim form.', deliverables: ['- src/forms/expense.tsx — the form, outlined fields in red when invalid'], evidence: ['- `npm test` — 14 passed'], files: ['src/forms/expense.tsx']},
      {summary: 'Split the slides agent into three agents.', deliverables: ['- .claude/agents/slidev-assembly-agent.md — Slidev assembly'], evidence: ['- The old agent, removed after the split, still held its notes:', '  ```', '  $ git show HEAD~1:.claude/agents/slides-agent.md | sed -n 5,9p', '  <!-- TODO: split this agent -->', '  $ cat .claude/agents/slidev-assembly-agent.md | wc -l', '  188', '  ```'], files: ['.claude/agents/slidev-assembly-agent.md']},
      {summary: 'Added a per-key rate limiter middleware to the gateway.', deliverables: ['- gateway/middleware/ratelimit.go — `RateLimit` middleware'], evidence: ['- Current body of the middleware:', '  ```go', '  return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {', '      if !buckets.Take(apiKey(r)) { http.Error(w, "rate limited", http.StatusTooManyRequests); return }', '      next.ServeHTTP(w, r)', '  })', '  ```'], files: ['gateway/middleware/ratelimit.go']},
      {summary: 'Replaced the pass-through rate limiter stub with a token bucket per API key.', deliverables: ['- gateway/middleware/ratelimit.go — token bucket per key'], evidence: ['- Body of the middleware before the change:', '  ```go', '  // TODO: token bucket per API key', '  next.ServeHTTP(w, r)', '  ```', '- `go test ./gateway/...` — ok'], files: ['gateway/middleware/ratelimit.go']},
      {summary: 'Added offline sync for the notes screen with conflict resolution in the repository.', evidence: ['- Conflict resolution as added:', '  ```kotlin', '  suspend fun resolveConflict(local: Note, remote: Note): Note =', '      if (remote.updatedAt > local.updatedAt) remote else local', '  ```']},
      {summary: 'Implemented the webhook signature check as required by the security review.', evidence: ['- Core of the handler:', '  ```python', '  def verify(request):', '      return hmac.compare_digest(sign(request.body), request.headers["X-Signature"])', '  ```']},
      {summary: 'Implementé la validación del IBAN solicitada en el ticket.', evidence: ['- Núcleo de la función:', '  ```ts', '  export function validarIban(iban: string): boolean {', '    return mod97(reordenar(iban)) === 1', '  }', '  ```']},
      {summary: 'Scaffolded the payments service as requested: the handlers are stubs for the payments team to fill in.', evidence: ['- Core of the handler:', '  ```go', '  func Refund(w http.ResponseWriter, r *http.Request) {', '      // TODO: payments team', '  }', '  ```']},
      {summary: 'Gerüst des Zahlungsdienstes wie gewünscht angelegt; die Handler sind Platzhalter.', evidence: ['- Kern des Handlers:', '  ```go', '  // TODO: Zahlungsteam', '  ```']}
    ]
  }, (input) => {
    // A summary saying the shell was meant (`Scaffolded the service as requested`) takes its placeholders back; one saying the code was implemented names its requirement (`as required by the records policy`, `la richiesta di reso`), not a shell.
    const summary = summaryPassage(input)
    if (summary === undefined) return false
    const words = wordsOf(summary)
    return phraseList('intended').test(words) && !phraseList('codeMade').all(words).some((match) => !quoted(summary.text, match.index) && takenBack(summary.text, match.index, match.length)?.by !== 'negation')
  })),
  {
    id: 'success-without-deliverables',
    description: 'A SUCCESS whose summary says it made something (implemented, added, created…), or that delivers files of the repository it only describes (`will contain`, `outline`), and attests no created or modified file, and delivers no link or reference to work kept elsewhere: the deliverables it names (`docs/guide.md`, `the runbook`) were not written.',
    reads: ['summary', 'deliverable'],
    says: 'PARTIAL',
    matches: 'the `made` phrases in the summary, with empty `files_created` and `files_modified`, and no deliverable holding a link, an issue or pull request number or a commit',
    quiet: 'an attested file; a deliverable kept elsewhere (`https://…`, `#123`, a commit); a negation just before the word (`nothing was added`)',
    examples: {
      fires: [
        {summary: 'Exportador do manifesto aduaneiro concluído.', deliverables: ['- Nenhum arquivo foi gravado no repositório; as classes foram esboçadas durante a sessão.'], files: []},
        {summary: 'Implemented the CSV export.', deliverables: ['- (none)'], files: []},
        {summary: 'Wrote the on-call runbook for the lag alert.', deliverables: ['- Runbook for `KafkaLagHigh` — triage and escalation'], files: []},
        {summary: 'Wrote three guides in docs/workflows/.', deliverables: ['- docs/workflows/lifecycle.md — the task lifecycle'], files: []},
        {summary: 'Rédaction du runbook d’astreinte.', deliverables: ['- docs/runbooks/lag.md — runbook (structure décrite ci-dessous)'], files: []}
      ],
      quiet: [
        {summary: 'Analysis complete: the retry settings already match the runbook, so no change was needed.', deliverables: ['- None: nothing to change.'], files: []},
        {summary: 'Implemented the CSV export.'},
        {summary: 'Reviewed the pull request; no changes were needed.', deliverables: ['- (none)'], files: []},
        {summary: 'Created the release v2.4.0.', deliverables: ['- Release v2.4.0 (tag on commit 3f9c2ab) — published'], files: []},
        {summary: 'Research on the completeness proof.', deliverables: ['- specs/259/reports/research-001.md — five Mathlib findings'], files: []}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'SUCCESS' || !nothingAttested(input.report, input.filesListed !== false)) return undefined
      // Files of the repository delivered, none attested, and the return describing them rather than saying they were written: they were not.
      const file = input.passages.some((passage) => passage.kind === 'deliverable' && looksLikePath(passage.path ?? ''))
      const described = file ? input.passages.find((passage) => passage.kind !== 'output' && phraseList('describedOnly').all(wordsOf(passage)).some((match) => !quoted(passage.text, match.index))) : undefined
      if (described) return {signal: this.id, says: this.says, text: described.text.trim(), place: described.place, where: described.kind}
      const passage = summaryPassage(input)
      if (!passage) return undefined
      for (const match of phraseList('made').all(wordsOf(passage))) {
        if (quoted(passage.text, match.index) || takenBack(passage.text, match.index)?.by === 'negation') continue
        return {signal: this.id, says: this.says, text: passage.text.trim(), place: passage.place, where: 'summary'}
      }

      // Deliverables written as sentences saying none was made (`Nenhum arquivo foi gravado …`; a bare `(none)` is the contract's empty list), and a summary calling the work done in any words (`Exportador … concluído`), unless the work was only to study or to find nothing to change.
      if (input.report.deliverables.length === 0 || !noWork(input.report) || phraseList('noChangeMeant', 'studyOnly', 'noneFound').test(wordsOf(passage))) return undefined
      const done = phraseList('doneStatus', 'stateSuccess').all(wordsOf(passage)).find((match) => !quoted(passage.text, match.index) && takenBack(passage.text, match.index, match.length) === undefined)
      return done ? {signal: this.id, says: this.says, text: passage.text.trim(), place: passage.place, where: 'summary'} : undefined
    }
  },
  {
    id: 'partial-without-subset',
    description: 'A PARTIAL with no completed subset: no deliverable and no created or modified file, a summary saying no work was done (`Investigated the leak; no changes made`), every deliverable saying it is not done yet (`0 of 86 strings translated so far`) or a draft the evidence or a limitation says was never run or checked (`时效统计查询（草稿）` with `查询未验证`), a limitation saying none of its items is done beside a run of the work that changed nothing (`No partition has been copied yet; all 34 remain.` with `rows copied: 0`) or a table of it left blank (`No vendor has been scored yet.` over a comparison table whose cells are empty), or no file of the work modified while its own list of items (phases, steps) marks none done.',
    reads: ['summary', 'deliverable', 'evidence', 'output', 'table'],
    says: 'ERROR',
    matches: 'no deliverable and no attested file; the `notDone` phrases in the summary with no deliverable; in every deliverable the `notDone`, `leftUndone` or `placeholder` phrases, or a count of none done; in every deliverable a `draft` phrase, with an `unverified` phrase in Evidence or a limitation; a `noneDone` phrase in the summary or a limitation with an `unchanged` signature in Evidence, a count of the output of the work printed at zero (`find docs/en -name *.md | wc -l` → 0, not the count of a search), or a table of two rows or more whose cells after the first are all blank, and no `changed` signature; or no modified file and a list of items whose statuses hold an `undoneStatus` word and no `doneStatus` or `passing` one; or a name the summary claims done in a clause with a `doneStatus`, `made` or `stateSuccess` word (`modal_forward proven`) on a line of output in Evidence that holds a `placeholder` word (`41:theorem modal_forward ... := by sorry`); or no modified file, only documents delivered (an audit, a plan, a review), and a `noneDone` phrase that names no `restOf` word in the summary (`the audit is written up but no files have been moved yet`) or in a limitation while the evidence or a deliverable says the document is a shell (a `describedOnly` or `placeholder` phrase: `outline and section headings only`, beside `no module was actually reviewed`)',
    quiet: 'a deliverable or an attested file, with a summary not saying that nothing was done, and a modified file or an item of its list marked done; beside a `noneDone` phrase, a run in Evidence that changed something (`rows copied: 1204`) or one meant to change nothing (`dry run`, `re-run`), or a table with a cell filled in',
    examples: {
      fires: [
        {state: 'PARTIAL', summary: 'Частично выполнена интеграция с платёжным шлюзом.', deliverables: ['- (нет)'], files: [], limitations: ['Создание платежа не реализовано.']},
        {state: 'PARTIAL', summary: 'Made progress on the three reporting endpoints; groundwork is in place.', deliverables: ['- No repository files changed in this session.'], files: [], limitations: ['/reports/daily: not started.']},
        {state: 'PARTIAL', summary: 'Started the review of the VAT validation rules; the checks are still to be written.', deliverables: ['- tax/validators/NOTES.md — list of rules to cover (draft)'], files: ['tax/validators/NOTES.md'], evidence: ['- No test was run: the validators do not exist yet.']},
        {state: 'PARTIAL', summary: 'Mit den Prüfregeln für die USt-ID begonnen.', deliverables: ['- steuer/regeln.md — Liste der Regeln (Entwurf)'], files: ['steuer/regeln.md'], evidence: ['- Kein Test ausgeführt: die Prüfungen sind noch nicht geschrieben.']},
        {state: 'PARTIAL', summary: 'Revue des règles de validation du formulaire entamée.', deliverables: ['- fiscal/regles.md — liste des règles (brouillon)'], files: ['fiscal/regles.md'], evidence: ['- Aucun test exécuté : les validateurs ne sont pas encore écrits.']},
        {state: 'PARTIAL', summary: 'Empecé la revisión de las reglas de validación del formulario.', deliverables: ['- fiscal/reglas.md — lista de reglas (borrador)'], files: ['fiscal/reglas.md'], evidence: ['- Ninguna prueba ejecutada: los validadores aún no existen.']},
      {state: 'PARTIAL', summary: 'v3.0.0 のリリース準備として、移行ガイドの作成に着手しました。', deliverables: ['- docs/migration/v3.md — 移行ガイド（見出しのみ。本文は次回）'], files: ['docs/migration/v3.md'], limitations: ['本文は次回に書きます。']},
        {state: 'PARTIAL', summary: 'Investigated the leak; no changes made.', deliverables: ['- (none)'], files: [], limitations: ['The leak is still there.']},
        {state: 'PARTIAL', summary: 'Migration des workflows entamée ; la suite reste à faire.', deliverables: ['- (aucun fichier finalisé pour le moment)'], files: [], limitations: ['Aucun workflow migré.']},
        {state: 'PARTIAL', summary: 'Worked through the German localisation; good progress made.', deliverables: ['- src/locales/de/onboarding.json — started; 0 of 42 strings translated so far', '- src/locales/de/settings.json — started; 0 of 86 strings translated so far'], files: ['src/locales/de/onboarding.json', 'src/locales/de/settings.json'], limitations: ['The translations still need to be produced.']},
        {state: 'PARTIAL', summary: 'Prepared the backfill of `user_events` into the partitioned table; the run can start once the replica lag is sorted.', deliverables: ['- jobs/backfill/user_events.py — batch plan, resumable checkpoint'], files: ['jobs/backfill/user_events.py'], evidence: ['- `python jobs/backfill/user_events.py --run --from 2024-01 --to 2024-01`:', '  ```', '  ERROR replica lag 212s exceeds max_replica_lag_s=30, aborting batch 1/756', '  INFO  checkpoint not advanced (rows copied: 0)', '  ```'], limitations: ['No partition has been copied yet; all 34 remain.']},
        {state: 'PARTIAL', summary: 'Started the evaluation of feature-flag vendors; the comparison is in progress.', deliverables: ['- docs/research/flags.md — evaluation document skeleton (criteria table headings)'], files: ['docs/research/flags.md'], evidence: ['- Criteria table as it stands:', '', '| criterion | LaunchDarkly | Unleash | Flagsmith |', '|---|---|---|---|', '| self-hosting | | | |', '| SSO | | | |', '| price | | | |'], limitations: ['No vendor has been scored yet; next step is filling the table.']},
        {state: 'PARTIAL', summary: 'Started the evaluation of feature-flag vendors; the comparison is in progress.', deliverables: ['- docs/research/flags.md — evaluation document skeleton'], files: ['docs/research/flags.md'], evidence: ['- Criteria table as it stands:', '', '| criterion | LaunchDarkly | Unleash |', '|---|---|---|', '| self-hosting | — | — |', '| SSO | TBD | TBD |'], limitations: ['Aún no se ha evaluado ningún proveedor; ninguna fila está completa todavía.']},
        {state: 'PARTIAL', summary: 'Began migrating the four libraries to pyproject.toml; the migration is in progress.', deliverables: ['- libs/ — work started on the pyproject.toml conversion of the four libraries'], files: ['libs/acme-core/pyproject.toml'], limitations: ['Remaining: get hatchling into the build env, convert the other two.']},
        {state: 'PARTIAL', summary: 'Migration der vier Bibliotheken begonnen.', deliverables: ['- libs/ — nur begonnen: pyproject.toml für acme-core'], files: ['libs/acme-core/pyproject.toml'], limitations: ['acme-io, acme-cli und acme-plugins fehlen noch.']},
        {state: 'PARTIAL', summary: 'Iniciei a tradução da documentação da API pública para inglês (12 páginas em docs/pt/api).', deliverables: ['- docs/en/api/ — diretório criado para as traduções'], files: ['mkdocs.yml'], evidence: ['- `find docs/pt/api -name \'*.md\' | wc -l` → 12', '- `find docs/en/api -name \'*.md\' | wc -l` → 0'], limitations: ['Nenhuma página foi traduzida ainda; adicionei apenas a entrada `en` no `nav` do mkdocs.yml.']},
        {state: 'PARTIAL', summary: 'Started moving the neovim content into the extension; the three-phase plan is being followed.', deliverables: ['- specs/433/plans/01_plan.md — implementation plan'], files: ['specs/433/plans/01_plan.md'], evidence: ['- Phase progress:', '  | phase | scope | state |', '  |---|---|---|', '  | 1 | fix corrupted files | in progress |', '  | 2 | extract neovim sections | not started |', '  | 3 | generalize examples | not started |'], limitations: ['Phases 2 and 3 depend on phase 1.']},
        {state: 'PARTIAL', summary: 'Started moving the session state files out of the specs root; the path audit is written up but no files have been moved yet.', deliverables: ['- specs/051/reports/path-audit.md — the 23 references to the state files'], files: ['specs/051/reports/path-audit.md'], limitations: ['Migration of the 23 references and of the files themselves not started.']},
        {state: 'PARTIAL', summary: 'Umzug der Sitzungsdateien begonnen; die Pfadanalyse liegt vor, bisher wurden keine Dateien verschoben.', deliverables: ['- specs/051/reports/pfadanalyse.md — die 23 Verweise'], files: ['specs/051/reports/pfadanalyse.md'], limitations: ['Der Umzug selbst ist nicht begonnen.']},
        {state: 'PARTIAL', summary: 'Déplacement des fichiers d’état commencé : l’audit des chemins est rédigé, mais aucun fichier n’a encore été déplacé.', deliverables: ['- specs/051/reports/audit-chemins.md — les 23 références'], files: ['specs/051/reports/audit-chemins.md'], limitations: ['Le déplacement lui-même n’est pas commencé.']},
        {state: 'PARTIAL', summary: 'Reviewed the decidability, FMP and completeness modules; findings and next tasks are in the report.', deliverables: ['- specs/983/reports/research-001.md — review report'], files: ['specs/983/reports/research-001.md'], evidence: ['- Report currently contains the outline and section headings only.'], limitations: ['lean-lsp MCP hung on the first file; no module was actually reviewed.']},
        {state: 'PARTIAL', summary: 'Revisé los módulos de decidibilidad y completitud; el informe recoge los hallazgos.', deliverables: ['- specs/983/reports/research-001.md — informe'], files: ['specs/983/reports/research-001.md'], evidence: ['- Por ahora el informe contiene solo el esquema y los títulos de sección.'], limitations: ['El servidor lean-lsp se colgó con el primer archivo; ningún módulo se revisó realmente.']},
        {state: 'PARTIAL', summary: 'Phase 1 of modal coherence done: modal_forward proven for the saturated bundle; phases 2–3 are next.', deliverables: ['- Theories/Bimodal/Metalogic/Bundle/ModalCoherence.lean — modal_forward, modal_backward'], files: ['Theories/Bimodal/Metalogic/Bundle/ModalCoherence.lean'], evidence: ['- `lake build Bimodal.Metalogic.Bundle.ModalCoherence` → Build completed successfully.', '- `grep -n sorry Theories/Bimodal/Metalogic/Bundle/ModalCoherence.lean`:', '  ```', '  41:theorem modal_forward ... := by sorry', '  77:theorem modal_backward ... := by sorry', '  ```'], limitations: ['Phases 2–3 (truth lemma integration) not started.']},
        {state: 'PARTIAL', summary: 'Export-Pfad umgesetzt: write_csv implementiert; der PDF-Export folgt.', deliverables: ['- exporter/csv.py — write_csv'], files: ['exporter/csv.py'], evidence: ['- `exporter/csv.py` wie geliefert:', '  ```', '  def write_csv(rows, path):', '      raise NotImplementedError  # TODO', '  ```'], limitations: ['Der PDF-Export ist nicht begonnen.']},
        {state: 'PARTIAL', summary: '物流看板的时效统计已完成大部分，剩余部分下一轮处理。', deliverables: ['- dashboards/logistics/timeliness.sql — 时效统计查询（草稿）'], files: ['dashboards/logistics/timeliness.sql'], evidence: ['- 看板 JSON 尚未创建。'], limitations: ['查询未验证；看板未创建；下一轮补齐。']},
        {state: 'PARTIAL', summary: 'Most of the logistics dashboard is done; the rest comes next round.', deliverables: ['- dashboards/logistics/timeliness.sql — timeliness query (draft)'], files: ['dashboards/logistics/timeliness.sql'], limitations: ['The query was not run: the sample data lacks `delivered_at`.']}
      ],
      quiet: [
        {state: 'PARTIAL', summary: 'Wrote the checksum rule of the tax code validator; the VAT number rule is left.', deliverables: ['- tax/validators/codice_fiscale.js — checksum rule', '- tax/validators/NOTES.md — rules still to cover (draft)'], files: ['tax/validators/codice_fiscale.js', 'tax/validators/NOTES.md'], evidence: ['- `npm test -- codice_fiscale` — 9 passed']},
        {state: 'PARTIAL', summary: 'Implementata la regola del codice fiscale; restano partita IVA e codici tributo.', deliverables: ['- pa/f24/validators/codice_fiscale.js — regola del carattere di controllo'], files: ['pa/f24/validators/codice_fiscale.js'], evidence: ['- `npm test -- codice_fiscale` → 9 passed']},
      {state: 'PARTIAL', summary: 'Wrote the v3 migration guide for the config and CLI changes; the plugin API section is left.', deliverables: ['- docs/migration/v3-config.md — the config and CLI changes, written', '- docs/migration/v3-plugins.md — plugin API section, headings only'], files: ['docs/migration/v3-config.md', 'docs/migration/v3-plugins.md'], limitations: ['The plugin API section is not written yet.']},
        {state: 'PARTIAL', summary: 'Migrated 3 of the 5 tables; orders and invoices remain.', limitations: ['orders and invoices are not migrated']},
        {state: 'PARTIAL', summary: 'Converted two of the four libraries to pyproject.toml.', deliverables: ['- libs/acme-core/pyproject.toml — converted, `python -m build` passes', '- libs/acme-io/ — work started on the conversion'], files: ['libs/acme-core/pyproject.toml'], limitations: ['acme-io, acme-cli and acme-plugins remain.']},
        {state: 'PARTIAL', summary: 'Translated the onboarding screens; settings are next.', deliverables: ['- src/locales/de/onboarding.json — 42 of 42 strings translated', '- src/locales/de/settings.json — 0 of 86 strings translated so far'], files: ['src/locales/de/onboarding.json', 'src/locales/de/settings.json'], limitations: ['Settings are not translated yet.']},
        {state: 'PARTIAL', summary: 'Backfilled 2024-01 to 2024-06 into the partitioned table; the rest waits for the replica lag fix.', deliverables: ['- jobs/backfill/user_events.py — batch plan, resumable checkpoint'], files: ['jobs/backfill/user_events.py'], evidence: ['- First six partitions: `rows copied: 226,410,118`', '- Re-run of 2024-06 to check the checkpoint: `rows copied: 0`'], limitations: ['28 partitions remain.']},
        {state: 'PARTIAL', summary: 'Wrote the backfill job and dry-ran it, as the ticket asked before any copy.', deliverables: ['- jobs/backfill/user_events.py — batch plan'], files: ['jobs/backfill/user_events.py'], evidence: ['- `python jobs/backfill/user_events.py --dry-run` → `rows copied: 0 (dry run)`, 34 partitions planned'], limitations: ['No partition has been copied yet; the real run waits for the DBA.']},
        {state: 'PARTIAL', summary: 'Scored Unleash against the requirements; LaunchDarkly and Flagsmith are next.', deliverables: ['- docs/research/flags.md — evaluation with the Unleash column filled'], files: ['docs/research/flags.md'], evidence: ['- Criteria table as it stands:', '', '| criterion | LaunchDarkly | Unleash | Flagsmith |', '|---|---|---|---|', '| self-hosting | | yes | |', '| SSO | | yes (enterprise) | |', '| price | | €0 self-hosted | |'], limitations: ['No recommendation has been written yet; LaunchDarkly and Flagsmith are not scored.']},
        {state: 'PARTIAL', summary: 'Traduzi as 5 páginas de autenticação da API para inglês; as outras 7 ficam para a próxima tarefa.', deliverables: ['- docs/en/api/auth/ — 5 páginas traduzidas'], files: ['docs/en/api/auth/login.md'], evidence: ['- `find docs/en/api -name \'*.md\' | wc -l` → 5', '- `grep -rn TODO docs/en/api | wc -l` → 0'], limitations: ['Nenhuma página fora de auth foi traduzida ainda.']},
        {state: 'PARTIAL', summary: 'Phase 1 of the move is done; phases 2 and 3 remain.', deliverables: ['- .claude/extensions/nvim/context/routing.md — moved section'], files: ['.claude/extensions/nvim/context/routing.md'], evidence: ['- Phase progress:', '  | phase | scope | state |', '  |---|---|---|', '  | 1 | fix corrupted files | done |', '  | 2 | extract neovim sections | not started |', '  | 3 | generalize examples | not started |'], limitations: ['Phases 2 and 3 are not started.']},
        {state: 'PARTIAL', summary: 'Wrote the first three pages of the operator guide; no other pages have been written yet.', deliverables: ['- docs/guide/install.md — install page', '- docs/guide/upgrade.md — upgrade page'], files: ['docs/guide/install.md', 'docs/guide/upgrade.md'], limitations: ['The backup and restore pages are left.']},
        {state: 'PARTIAL', summary: 'Die ersten drei Seiten des Betriebshandbuchs geschrieben; bisher wurden keine weiteren Seiten begonnen.', deliverables: ['- docs/handbuch/installation.md — Installation'], files: ['docs/handbuch/installation.md'], limitations: ['Die Seiten zu Sicherung und Wiederherstellung fehlen noch.']},
        {state: 'PARTIAL', summary: 'Moved the first 12 session state files into specs/.state/; no references have been updated yet.', deliverables: ['- specs/.state/ — the 12 moved files', '- specs/051/reports/path-audit.md — the references still to update'], files: ['specs/051/reports/path-audit.md', 'specs/.state/session.json'], limitations: ['The 23 references still point at the old paths.']},
        {state: 'PARTIAL', summary: 'Reviewed the two decidability modules; the report holds their findings.', deliverables: ['- specs/983/reports/research-001.md — review of Tableau.lean and Closure.lean'], files: ['specs/983/reports/research-001.md'], limitations: ['lean-lsp hung on FMP/Filtration.lean; no other module was actually reviewed.']},
        {state: 'PARTIAL', summary: 'Reviewed the decidability modules; the report holds the findings and the fix to make in Closure.lean.', deliverables: ['- specs/983/reports/research-001.md — review report, four sections written'], files: ['specs/983/reports/research-001.md'], limitations: ['No code change was actually needed in Tableau.lean; the FMP modules are left for the next run.']},
        {state: 'PARTIAL', summary: 'Phase 1 of modal coherence done: modal_forward proven; modal_backward is stated with a sorry, its proof is phase 2.', deliverables: ['- Theories/Bimodal/Metalogic/Bundle/ModalCoherence.lean — modal_forward, modal_backward'], files: ['Theories/Bimodal/Metalogic/Bundle/ModalCoherence.lean'], evidence: ['- `lake build` → Build completed successfully.', '- `grep -n sorry Theories/Bimodal/Metalogic/Bundle/ModalCoherence.lean`:', '  ```', '  77:theorem modal_backward ... := by sorry', '  ```'], limitations: ['modal_backward is still `sorry`.']},
        {state: 'PARTIAL', summary: 'Implemented parse_name for ASCII names; unicode names are next.', deliverables: ['- src/names.py — parse_name'], files: ['src/names.py'], evidence: ['- `grep -n TODO src/names.py`:', '  ```', '  12:    # TODO: handle unicode in parse_name', '  ```'], limitations: ['Unicode names are not handled yet.']},
        {state: 'PARTIAL', summary: 'Drafted the migration guide; the platform team reviews it next.', deliverables: ['- docs/migration.md — draft for review'], files: ['docs/migration.md'], limitations: ['The review by the platform team is pending.']},
        {state: 'PARTIAL', summary: '物流看板的时效统计查询已完成并在样例数据上验证，看板 JSON 下一轮处理。', deliverables: ['- dashboards/logistics/timeliness.sql — 时效统计查询，已在样例数据上验证', '- dashboards/logistics/timeliness.json — 看板（草稿）'], files: ['dashboards/logistics/timeliness.sql', 'dashboards/logistics/timeliness.json'], limitations: ['看板 JSON 未验证，下一轮补齐。']}
      ]
    },
    detect(input) {
      if (input.report.status.state !== 'PARTIAL') return undefined
      const passage = summaryPassage(input)
      const place = passage?.place ?? input.statePlace ?? input.summaryPlace
      if (!place) return undefined
      const empty = noWork(input.report)
      const nothing = passage !== undefined && phraseList('notDone').all(wordsOf(passage)).some((match) => !quoted(passage.text, match.index))
      // Every deliverable saying it is not done yet (`0 of 86 strings translated`, `not yet imported`): files exist, no part is finished.
      const delivered = input.passages.filter((item) => item.kind === 'deliverable' && item.path !== undefined)
      const undone = delivered.length > 0 && delivered.every(deliveredUndone) ? delivered[0] : undefined
      if (undone) return hit(this, undone)
      // Every deliverable a draft (`timeliness.sql — 时效统计查询（草稿）`) that the evidence or a limitation says was never run or checked (`查询未验证`): nothing of the work is done yet. A phrase of the list holds its own negation (`未验证`, `not verified`), which takes nothing back.
      const drafted = delivered.length > 0 && delivered.every((item) => phraseList('draft').all(wordsOf(item)).some((match) => !quoted(item.text, match.index)))
      const unchecked = drafted ? input.passages.find((item) => (item.kind === 'evidence' || item.kind === 'limitation') && phraseList('unverified').all(wordsOf(item)).some((match) => !quoted(item.text, match.index) && [undefined, 'negation'].includes(takenBack(item.text, match.index, match.length)?.by))) : undefined
      if (unchecked) return hit(this, delivered[0]!)
      const noneDone = noneDoneShown(input)
      if (noneDone) return hit(this, noneDone.passage, noneDone.index)
      const shownUndone = claimedButPlaceholder(input, passage)
      if (shownUndone) return hit(this, shownUndone.passage, shownUndone.index)
      // Only documents delivered (an audit, a plan), no file of the work modified, and the summary or a limitation saying none of the work is done yet (`the audit is written up but no files have been moved yet`): what it delivered prepares the work, and no part of it is done.
      if (input.report.attestation.files_modified.length === 0 && documentsOnly(input)) {
        // A limitation speaks of a part; it says none of the work is done when the evidence shows the document delivered is a shell (`contains the outline and section headings only`).
        const shell = input.passages.some((item) => (item.kind === 'evidence' || item.kind === 'deliverable') && phraseList('describedOnly', 'placeholder').test(wordsOf(item)))
        for (const said of input.passages.filter((item) => item.kind === 'summary' || (shell && item.kind === 'limitation'))) {
          // A run before (`hung on the first file; no module was actually reviewed`) is no run before a fix here: nothing after it was done.
          const prepared = phraseList('noneDone').all(wordsOf(said)).find((match) => !quoted(said.text, match.index) && [undefined, 'before'].includes(takenBack(said.text, match.index, match.length)?.by) && !restNamed(wordsOf(said), match))
          if (prepared) return hit(this, said, prepared.index)
        }
      }
      if (!empty && !(nothing && input.report.deliverables.length === 0)) {
        // No file of the work changed, and its own list of items marks none done: what it delivered is no subset of the work.
        if (input.report.attestation.files_modified.length > 0) return undefined
        for (const list of itemLists(input.passages)) {
          const states = list.map((item) => statusesOf(item).map(statusOf))
          const undoneAt = states.findIndex((line) => line.includes(-1))
          if (undoneAt !== -1 && !states.some((line) => line.includes(1))) return hit(this, list[undoneAt]!)
        }

        return undefined
      }

      return {signal: this.id, says: this.says, text: passage?.text.trim() ?? '', place, where: 'summary'}
    }
  }
]

/**
 * A signal of placeholders that also reads, of a SUCCESS, a deliverable it
 * describes as an outline (a `describedOnly` phrase: `report outline and the
 * queries`) while its evidence or a limitation says what it should hold is
 * still to be filled in (a `placeholder` phrase: `figures are to be filled in
 * once the warehouse refresh lands`): the document delivered is a shell. A
 * summary saying the outline or the placeholder was the work (`Wrote the
 * outline`, `as requested`) made what it delivered.
 */
function shellDelivered(signal: Signal): Signal {
  return {
    ...signal,
    detect(input) {
      const found = signal.detect(input)
      if (found || input.report.status.state !== 'SUCCESS') return found
      const summary = summaryPassage(input)
      if (!summary || phraseList('describedOnly', 'placeholder', 'intended').test(wordsOf(summary))) return undefined
      // The phrase's own words are no repair of it (`to be filled in`).
      const unquoted = (passage: Passage, list: 'describedOnly' | 'placeholder'): boolean => phraseList(list).all(wordsOf(passage)).some((match) => !quoted(passage.text, match.index) && !takenBack(passage.text, match.index, match.length, false, true))
      const outlined = input.passages.find((passage) => passage.kind === 'deliverable' && passage.path !== undefined && unquoted(passage, 'describedOnly'))
      if (!outlined || !input.passages.some((passage) => (passage.kind === 'evidence' || passage.kind === 'limitation') && unquoted(passage, 'placeholder'))) return undefined
      return hit(signal, outlined, Math.max(0, outlined.text.search(/[—–-]\s/u)))
    }
  }
}

/** A field of a record as code writes its name (`verification_passed`, `testsPassed`), quoted or not, and its value: a flag, a count or an empty list. */
const fieldPattern = /(?<![\w.-])["'`]?([A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+)["'`]?[ \t]*(?:[:=|][ \t]*)?["'`]?(false|true|no|yes|\[\]|\d{1,6})(?![\w.])/g

/** A name as code writes it, with an underscore or a hump (`modal_forward`, `parseConfig`): what a summary and a line of code both name. */
const codeName = /(?<![\w.])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w])|(?<![\w.])[a-z]+[A-Z][A-Za-z0-9]*(?![\w])/g

/**
 * Where the part a PARTIAL's summary claims done (`modal_forward proven`) is
 * shown as a placeholder in Evidence, in a line of code or output that names
 * it (`41:theorem modal_forward ... := by sorry`): the subset it reports is
 * not done. A clause of the summary that says the thing is left, a
 * placeholder or failing names it as undone, not as done.
 */
function claimedButPlaceholder(input: SignalInput, summary: Passage | undefined): {passage: Passage; index: number} | undefined {
  if (summary === undefined) return undefined
  const clauses = summary.text.split(/[;:,.。；：，]\s/u)
  for (const passage of input.passages) {
    if ((passage.kind !== 'output' && !(passage.kind === 'deliverable' && passage.path === undefined)) || ownerTakesBack(passage.owner)) continue
    const words = wordsOf(passage)
    const placeholders = phraseList('placeholder').all(words)
    if (placeholders.length === 0) continue
    for (const name of passage.text.match(codeName) ?? []) {
      // The placeholder is the body of the named thing (`theorem modal_forward … := by sorry`), not a note before it (`# TODO: handle unicode in parse_name`).
      const at = words.indexOf(name.toLowerCase())
      if (at === -1 || !placeholders.some((match) => match.index > at)) continue
      const claimed = clauses.some((clause) => clause.includes(name) && phraseList('doneStatus', 'made', 'stateSuccess').test(phraseText(clause)) && !phraseList('notDone', 'leftUndone', 'placeholder', 'unfinished', 'failure').test(phraseText(clause)))
      if (claimed) return {passage, index: passage.text.indexOf(name)}
    }
  }

  return undefined
}

/** Whether a `noneDone` phrase, or the two words after it, names the rest of a set (`no other pages have been written`, `bisher wurden keine weiteren Seiten`): a part beside it is done. */
function restNamed(text: string, match: {index: number; length: number}): boolean {
  const after = text.slice(match.index + match.length).trim().split(/\s+/).slice(0, 2).join(' ')
  return phraseList('restOf').test(`${text.slice(match.index, match.index + match.length)} ${after}`)
}

/**
 * Where a PARTIAL says none of its items is done (`No partition has been
 * copied yet; all 34 remain.`) while the only run of the work its evidence
 * shows changed nothing (`rows copied: 0`, `UPDATE 0`): what it delivered
 * prepares the work, and no part of the work itself is done. A run that
 * changed something, or a run meant to change nothing (a dry run, a
 * re-run), is a part done or no run of the work.
 */
function noneDoneShown(input: SignalInput): {passage: Passage; index: number} | undefined {
  let ranEmpty = false
  for (const passage of input.passages) {
    if (passage.kind !== 'evidence' && passage.kind !== 'output' && passage.kind !== 'table') continue
    if (kindMatch('changed', passage.text) !== undefined) return undefined
    if (ownerTakesBack(passage.owner) || phraseList('noChangeMeant', 'dryRun').test(wordsOf(passage)) || (passage.owner !== undefined && phraseList('noChangeMeant', 'dryRun').test(phraseText(passage.owner)))) continue
    ranEmpty ||= kindMatch('unchanged', passage.text) !== undefined || (conventional('counts-lines', passage.text) && countedNothing.test(passage.text) && !conventional('names-search', passage.text))
  }

  // A table of the work shown with nothing in it (`| SSO | | | |` on every row) is a run of it that filled nothing.
  ranEmpty ||= tableRuns(input.passages).some((run) => run.length >= 2 && run.every((row) => rowBlank(row.text)))
  if (!ranEmpty) return undefined
  for (const passage of input.passages) {
    if (passage.kind !== 'summary' && passage.kind !== 'limitation') continue
    // A `noneDone` phrase carries its own negation: one said before it in the sentence is a parallel one (`no se ha evaluado ningún proveedor; ninguna fila está completa`), not a double negative.
    const said = phraseList('noneDone').all(wordsOf(passage)).find((match) => !quoted(passage.text, match.index) && [undefined, 'negation'].includes(takenBack(passage.text, match.index, match.length)?.by))
    if (said) return {passage, index: said.index}
  }

  return undefined
}

/** A count of what the work made, printed at zero (`find docs/en -name '*.md' | wc -l` → 0, `ls out | wc -l: 0`): nothing of it exists. */
const countedNothing = /(?:→|=>|->|—|:)[ \t]*`?0`?(?=[ \t]*(?:\(|$))/

/** A row read with its header whose cells after the first are all blank, or a mark of nothing yet (`—`, `?`, `TBD`): nothing was measured, scored or filled in it. */
function rowBlank(text: string): boolean {
  const cells = text.split('; ').slice(1)
  return cells.length > 0 && cells.every((pair) => /^(?:[-—–?…]|tbd)?$/iu.test(pair.slice(pair.indexOf(': ') + 2).trim()))
}

/** The signals of evidence that say a partial result: under PARTIAL they agree with the state, unless nothing the return says owns the failure. */
const partialEvidence = ['evidence-tests-failed', 'evidence-exit-nonzero', 'evidence-http-error', 'evidence-fail-line', 'evidence-failure-said']

/** Whether a passage owns a failure in words (`fail`, `broken`, the build breaks, what is left is blocked by something) or shows one in tool output. */
function ownsFailure(passage: Passage, custom: readonly Signature[]): boolean {
  if (phraseList('failure', 'broken', 'buildBroken', 'blocker').test(wordsOf(passage))) return true
  return failureSignatureKinds.filter((kind) => kind !== 'workaround').some((kind) => kindMatch(kind, passage.text, custom) !== undefined)
}

const partialUnowned: Signal = {
  id: 'partial-failure-unowned',
  description: 'A PARTIAL whose evidence shows a failure (failing tests, a non-zero exit, a failed request or check) that neither its summary nor a limitation owns: the finished part the contract asks for is broken, or the return hides why.',
  reads: ['evidence', 'output', 'table', 'summary', 'limitation'],
  says: 'ERROR',
  matches: 'a hit of `evidence-tests-failed`, `evidence-exit-nonzero`, `evidence-http-error`, `evidence-fail-line` or `evidence-failure-said` under PARTIAL',
  quiet: 'the summary or a limitation saying in words that something fails or is broken, showing the failing output itself, or a limitation quoting in code a name of eight characters or more that the failing line prints (`libglib-2.0.so.0`)',
  examples: {
    fires: [
      {state: 'PARTIAL', summary: 'Moved the feature flags to the flags service; 3 flags are left for next time.', evidence: ['- `npm test` — 212 passed, 19 failed'], limitations: ['3 flags still read from env vars.']},
      {state: 'PARTIAL', summary: 'Migrated the orders and customers modules to Vue 3; the stock module stays on Vue 2.', evidence: ['- `npm run build`', '  ```', '  ✘ [ERROR] Could not resolve "vue-router/dist/vue-router.esm.js"', '  ```'], limitations: ['The stock module is not migrated yet.']},
      {state: 'PARTIAL', summary: 'Phasen 1 und 2 sind vollständig und sorry-frei; Phase 3 folgt.', evidence: ['- `lake build Bimodal` → erfolgreich, mit 11 Warnungen `declaration uses \'sorry\'`, alle aus RecursiveSeed.lean'], limitations: ['Phase 3 ist nicht begonnen.']},
      {state: 'PARTIAL', summary: 'Proved the preservation cases of CoherentConstruction.lean; phase 3 comes next.', evidence: ['- `lake build` → succeeded, with 6 warnings `declaration uses \'sorry\'`, all in CoherentConstruction.lean'], limitations: ['Phase 3 is the next run.']},
      {state: 'PARTIAL', summary: 'Backfilled `events_daily`; July to November are loaded with parity confirmed, December waits for sign-off.', evidence: ['- Parity report:', '', '  | month | source_rows | target_rows | sha_match |', '  |---|---|---|---|', '  | 2025-09 | 1,164,311 | 1,164,311 | yes |', '  | 2025-10 | 1,241,876 | 1,235,549 | no |'], limitations: ['December parity waits for the finance cut-off.']}
    ],
    quiet: [
      {state: 'PARTIAL', summary: 'Migrated 3 of the 5 tables; the orders tests fail until the orders table is migrated.', evidence: ['- `npm test` — 40 passed, 2 failed (orders)'], limitations: ['orders and invoices are not migrated']},
      {state: 'PARTIAL', summary: 'Ported four of the six parsers.', evidence: ['- `npm test -- parsers` — 96 passed'], limitations: ['YAML and TOML parsers are not ported.']},
      {state: 'PARTIAL', summary: 'Built the talk deck; the PDF export is left.', evidence: ['- `npx slidev export`:', '  ```', '  /home/u/chrome-linux/chrome: error while loading shared libraries: libglib-2.0.so.0: cannot open shared object file', '  ```'], limitations: ['No PDF: the bundled Chromium cannot load `libglib-2.0.so.0` here; the README shows how to point `CHROMIUM_PATH` at a system one.']},
      {state: 'PARTIAL', summary: 'Backfilled `events_daily`; July, August, September and November are loaded with parity confirmed.', evidence: ['- Parity report:', '', '  | month | source_rows | target_rows | sha_match |', '  |---|---|---|---|', '  | 2025-09 | 1,164,311 | 1,164,311 | yes |', '  | 2025-10 | 1,241,876 | 1,235,549 | no |'], limitations: ['October parity fails (6,327 rows short), so it is not part of the completed subset; its re-load is the next step.']},
      {state: 'PARTIAL', summary: 'Proved the future half of the lemma; the past half still has one sorry.', evidence: ['- Per-theorem state:', '  | theorem | state | axioms |', '  |---|---|---|', '  | future_half | proven | propext |', '  | past_half | 1 sorry (line 203) | + sorryAx |'], limitations: ['The remaining sorry needs a lemma that does not exist yet.']},
      {state: 'PARTIAL', summary: 'Upgraded the SDK in 5 of the 8 services; the remaining 3 are blocked by a transitive pin in the shared kit.', evidence: ['- `go get go.opentelemetry.io/otel@v1.28.0` in billing fails with `go: platform-kit@v0.14.2 requires otel@v1.19.0: replaced`'], limitations: ['billing, ledger and identity are still on 1.19; they need a platform-kit release.']},
      {state: 'PARTIAL', summary: 'Phasen 1 und 2 sind vollständig und sorry-frei; in Phase 3 bleiben 11 sorries offen.', evidence: ['- `lake build Bimodal` → erfolgreich, mit 11 Warnungen `declaration uses \'sorry\'`, alle aus SeedConsistency.lean'], limitations: ['Phase 3 ist nicht bewiesen; die Lemmata sind markiert.']},
      {state: 'PARTIAL', summary: 'Phase 2 of the procedure is complete; phase 3 is blocked on a missing lemma.', evidence: ['- `lake build` → `Build completed successfully.` with 2 `declaration uses \'sorry\'` warnings, both in phase 3 scope, present before this task'], limitations: ['Phase 3 is not done: it needs a lemma that does not exist yet.']},
      {state: 'PARTIAL', summary: 'Reduced the sorries of CoherentConstruction.lean from 13 to 6; the remaining 6 need the seed consistency lemma.', evidence: ['- `lake build`:', '  ```', "  warning: CoherentConstruction.lean:301:8: declaration uses 'sorry'", '  Build completed successfully.', '  ```'], limitations: ['Remaining 6 sorries all depend on seed_consistent; resume with phase 3.']}
    ]
  },
  detect(input) {
    if (input.report.status.state !== 'PARTIAL') return undefined
    const owned = input.passages.some((passage) => (passage.kind === 'summary' || passage.kind === 'limitation') && ownsFailure(passage, input.custom))
    if (owned) return undefined
    // A limitation quoting what the failing line prints owns it; the summary names the work's subject, which failing lines print too.
    const owners = input.passages.filter((passage) => passage.kind === 'limitation')
    for (const id of partialEvidence) {
      const found = signalById.get(id)!.detect(input)
      if (found && found.where !== 'summary' && found.where !== 'limitation' && !owners.some((owner) => namesFailingCode(owner.text, found.text))) return {...found, signal: this.id, says: this.says}
    }

    return undefined
  }
}

/**
 * Whether a text quotes, in code, a name of eight characters or more that the failing line prints outside its own
 * code (`libglib-2.0.so.0` of `error while loading shared libraries: libglib-2.0.so.0`): it speaks of that failure.
 * A command (`npm test`) has a blank in it and names no failure.
 */
function namesFailingCode(text: string, failing: string): boolean {
  const printed = failing.replace(/`[^`\n]*`/g, ' ')
  return [...text.matchAll(/`([^`\s]{8,120})`/g)].some((code) => printed.includes(code[1]!))
}

/** The names a summary lists in parentheses (`(Get, List, Watch)`, `(\`export\`, \`import\` e \`prune\`)`), when each is one word of code. */
function namesInParentheses(text: string): string[] {
  for (const group of text.matchAll(/\(([^()\n]+)\)/g)) {
    if (group[1]!.length > 300) continue
    const parts = group[1]!.split(/[,、，;]/u).flatMap((part) => {
      const words = part.trim().split(/[ \t]+/)
      // A coordinator opening the last part (`and Watch`, `e prune`) is no name.
      if (words.length === 2 && phraseList('coordinator').at(phraseText(words[0]!), 0) !== undefined) return [words[1]!]
      return words.length === 2 && phraseList('coordinator').test(phraseText(words.join(' '))) ? [] : [words.join(' ')]
    })
    const names = parts.map((part) => part.replace(/^`|`$/g, '')).filter((name) => /^[\p{L}_][\p{L}\p{N}_.-]*$/u.test(name))
    if (names.length >= 3 && names.length === parts.length) return [...new Set(names)]
  }

  return []
}

/** Whether `text` holds `word` as a whole word (not inside `TestWatch` or `watch_list`). */
function holdsWord(text: string, word: string): boolean {
  let at = text.indexOf(word)
  while (at !== -1) {
    const before = text[at - 1]
    const after = text[at + word.length]
    if ((before === undefined || !/[\p{L}\p{N}_]/u.test(before)) && (after === undefined || !/[\p{L}\p{N}_]/u.test(after))) return true
    at = text.indexOf(word, at + 1)
  }

  return false
}

/** A whole number as written with its thousands parted (`48,210`, `48.210`, `48 210`, `48210`), standing alone. */
const wholeCount = /(?<![\p{L}\p{N}.,])(\d{1,3}(?:[,. \u00a0\u202f]\d{3})+|\d{3,12})(?![\p{L}\p{N}]|[.,]\d)/gu

function countValue(written: string): number {
  return Number(written.replace(/[,. \u00a0\u202f]/g, ''))
}

/** A table row's cells under their header names, as the passages hold the row (`job: anterior (RDD); filas de salida: 1.204.331`). */
function rowCells(text: string): Cell[] {
  return text.split('; ').map((pair) => ({name: pair.slice(0, Math.max(0, pair.indexOf(': '))).trim(), cell: pair.slice(pair.indexOf(': ') + 2).trim()}))
}

/** A cell holding one whole count and nothing else (`1.204.331`, `48,210`, `**47964**`), its value. */
function wholeCell(cell: string): number | undefined {
  const bare = cell.replace(/[*_`]/g, '').trim()
  const found = [...bare.matchAll(wholeCount)]
  return found.length === 1 && found[0]![0] === bare ? countValue(found[0]![1]!) : undefined
}

/** A line of output that prints one count alone (`|    47964 |`, ` 47964`, `count: 47964`, `COUNT(*) = 47964`), as psql, mysql and most database shells print a count. */
const countLine = /^[ \t|]*(?:[\w()*.]+[ \t]*[:=][ \t]*)?(\d{1,3}(?:[,.]\d{3})+|\d{1,12})[ \t|]*$/

/**
 * A whole count the summary claims done (`all 48,210 rows were copied`, `todas as 48.210 linhas`)
 * that Evidence prints as one count beside another just short of it (within a tenth: `48210` over
 * `47964`), their difference named nowhere in the return: rows went missing unreported.
 */
function claimedCountShort(input: SignalInput): {passage: Passage; index: number} | undefined {
  const summary = summaryPassage(input)
  if (summary === undefined) return undefined
  let claimed: number | undefined
  for (const match of phraseList('universal').all(wordsOf(summary))) {
    const after = summary.text.slice(match.index + match.length, match.index + match.length + 16)
    const count = /^[ \t]*(?:\p{L}+[ \t]+)?(\d{1,3}(?:[,. \u00a0\u202f]\d{3})+|\d{3,12})(?![\p{N}]|[.,]\d)/u.exec(after)
    if (count && !quoted(summary.text, match.index)) {
      claimed = countValue(count[1]!)
      break
    }
  }

  if (claimed === undefined || claimed < 100) return undefined
  const counts: Array<{passage: Passage; value: number}> = []
  for (const passage of input.passages) {
    if (passage.kind !== 'output' || ownerTakesBack(passage.owner)) continue
    const line = countLine.exec(passage.text)
    if (line) counts.push({passage, value: countValue(line[1]!)})
  }

  if (!counts.some((count) => count.value === claimed)) return undefined
  const short = counts.find((count) => count.value < claimed && count.value >= claimed * 0.9)
  if (short === undefined) return undefined
  // A difference the return accounts for (`246 duplicates merged`) is no loss.
  const told = input.passages.some((passage) => [...passage.text.matchAll(wholeCount), ...passage.text.matchAll(/(?<![\p{N}.,])\d{1,2}(?![\p{N}]|[.,]\d)/gu)].some((match) => countValue(match[1] ?? match[0]) === claimed - short.value))
  return told ? undefined : {passage: short.passage, index: Math.max(0, short.passage.text.search(/\d/))}
}


/** Every named signal of what a return shows, in the order they are weighed. */
export const signals: readonly Signal[] = [...reading, partialUnowned]

/** The signals by id. */
export const signalById: ReadonlyMap<string, Signal> = new Map(signals.map((signal) => [signal.id, signal]))
