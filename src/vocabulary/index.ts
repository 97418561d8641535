/**
 * The words and tool-output signatures the reading of a return goes by, as
 * data: one JSON table per language (`languages/*.json`), the marks writers
 * put beside a state (`marks.json`), the signatures of well-known tool output
 * (`signatures.json`) and the lookalike letters of Unicode's confusables data
 * (`confusables.json`, generated). The tables are bundled at build time, so
 * the core imports no `node:` module; `schema.ts` checks them in the tests, and
 * `grammar/vocabulary.md` is generated from them.
 */
/** A state a mark or a signal says (the contract's three). */
type ReturnState = 'SUCCESS' | 'ERROR' | 'PARTIAL'
import de from './languages/de.json' with {type: 'json'}
import en from './languages/en.json' with {type: 'json'}
import es from './languages/es.json' with {type: 'json'}
import fr from './languages/fr.json' with {type: 'json'}
import it from './languages/it.json' with {type: 'json'}
import ja from './languages/ja.json' with {type: 'json'}
import ko from './languages/ko.json' with {type: 'json'}
import pt from './languages/pt.json' with {type: 'json'}
import ru from './languages/ru.json' with {type: 'json'}
import zh from './languages/zh.json' with {type: 'json'}
import marksTable from './marks.json' with {type: 'json'}
import signaturesTable from './signatures.json' with {type: 'json'}
import confusablesTable from './confusables.json' with {type: 'json'}

/** The word lists every language table has, each a list of phrases (`…` stands for a few words between). */
export const wordListNames = ['failure', 'notDone', 'benign', 'repair', 'before', 'earlier', 'later', 'negation', 'subordinate', 'relative', 'following', 'handling', 'contrast', 'made', 'placeholder', 'intended', 'broken', 'buildBroken', 'making', 'notMade', 'nothing', 'zero', 'emptyList', 'outcomeName', 'cause', 'kindNoun', 'failureForm', 'caveat', 'unfinished', 'stateSuccess', 'stateError', 'statePartial', 'meantPartial', 'meantError', 'negatingPrefix', 'negatable', 'failureCount', 'counter', 'shownOnPurpose', 'leftUndone'] as const
export type WordListName = (typeof wordListNames)[number]

export type LanguageTable = {language: string; name: string} & Record<WordListName, string[]>

export const languages: readonly LanguageTable[] = [en, de, fr, es, pt, it, zh, ja, ko, ru]

/** The phrases of some lists, in every language. */
export function wordsOf(...lists: readonly WordListName[]): string[] {
  return languages.flatMap((table) => lists.flatMap((list) => table[list]))
}

/** Marks of some roles, as a character class for a regular expression. */
export function markClass(...roles: readonly MarkRole[]): string {
  return `[${roles.flatMap((role) => markRoles[role].marks).join('')}]`
}

export type MarkRole = keyof typeof marksTable.roles
export interface MarkRoleTable {
  says: ReturnState
  description: string
  marks: string[]
}
export const markRoles = marksTable.roles as Readonly<Record<MarkRole, MarkRoleTable>>

export type SignatureKind = 'tests' | 'compiler' | 'exit' | 'http' | 'fail-line'
export interface Signature {
  id: string
  kind: SignatureKind
  tool: string
  /** A regular expression; a group whose name starts with `count` must hold a number above zero for the signature to match. */
  pattern: string
  flags: string
  matches: string[]
  misses: string[]
}
export const signatures = signaturesTable.signatures as readonly Signature[]

/** Letters of other scripts drawn like a Latin letter, from UTS #39 `confusables.txt`: `{"а": "a"}`. */
export const confusables = confusablesTable.lookalikes as Readonly<Record<string, string>>
