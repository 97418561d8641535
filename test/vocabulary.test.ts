/** The vocabulary's tables: well formed, each signature's examples executed, no word written twice in one list of one language, the lookalikes Unicode's. */
import {describe, expect, it} from 'vitest'
import {confusables, headingWords, languages, signatures, wordListNames} from '../src/vocabulary/index.js'
import marks from '../src/vocabulary/marks.json' with {type: 'json'}
import confusablesTable from '../src/vocabulary/confusables.json' with {type: 'json'}
import signaturesTable from '../src/vocabulary/signatures.json' with {type: 'json'}
import headingsTable from '../src/vocabulary/headings.json' with {type: 'json'}
import statusesTable from '../src/vocabulary/statuses.json' with {type: 'json'}
import reportLabelsTable from '../src/vocabulary/report-labels.json' with {type: 'json'}
import targetsTable from '../src/vocabulary/targets.json' with {type: 'json'}
import measuresTable from '../src/vocabulary/measures.json' with {type: 'json'}
import {ConfusablesTableSchema, HeadingsTableSchema, LanguageTableSchema, MarksTableSchema, MeasuresTableSchema, ReportLabelsTableSchema, SignaturesTableSchema, StatusesTableSchema, TargetsTableSchema} from '../scripts/vocabulary-schema.js'
import {recognizeTitle} from '../src/markdown/read-model.js'
import {isTemplateWrapper} from '../src/rules/markdown/wrapper-heading.js'
import {kindMatch, signatureMatch} from '../src/signals/signals.js'
import {confusablesJson} from '../scripts/confusables.js'
import {PhraseList, phraseList, phraseText, readingWords, wordsKept} from '../src/vocabulary/phrases.js'
import {review} from '../src/index.js'
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {sample} from './support/depth.js'

describe('the vocabulary', () => {
  it('names each target of targets.json by names no other target goes by', () => {
    const names = Object.values(targetsTable.families).flatMap((members) => members.flatMap((member) => member.names))
    expect(new Set(names).size).toBe(names.length)
  })

  it('names each measure of measures.json by names no other measure goes by', () => {
    const names = measuresTable.measures.flatMap((measure) => measure.names)
    expect(new Set(names).size).toBe(names.length)
  })

  it('has tables that follow their schemas', () => {
    for (const table of languages) expect(LanguageTableSchema.safeParse(table).error, table.language).toBeUndefined()
    expect(MarksTableSchema.safeParse(marks).error).toBeUndefined()
    expect(SignaturesTableSchema.safeParse(signaturesTable).error).toBeUndefined()
    expect(HeadingsTableSchema.safeParse(headingsTable).error).toBeUndefined()
    expect(StatusesTableSchema.safeParse(statusesTable).error).toBeUndefined()
    expect(ReportLabelsTableSchema.safeParse(reportLabelsTable).error).toBeUndefined()
    expect(ConfusablesTableSchema.safeParse(confusablesTable).error).toBeUndefined()
    expect(TargetsTableSchema.safeParse(targetsTable).error).toBeUndefined()
    expect(MeasuresTableSchema.safeParse(measuresTable).error).toBeUndefined()
  })

  it('covers the languages the reading promises', () => {
    expect(languages.map((table) => table.language).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'ru', 'zh'])
  })

  it('writes no phrase twice in one list of one language, and no signature id twice', () => {
    for (const table of languages) {
      for (const name of wordListNames) expect(table[name].filter((phrase, index) => table[name].indexOf(phrase) !== index), `${table.language} ${name}`).toEqual([])
    }

    expect(new Set(signatures.map((signature) => signature.id)).size).toBe(signatures.length)
  })

  it('writes the fragments signatures share once, each one a pattern uses known and used', () => {
    const written = [...signaturesTable.signatures.map((signature) => signature.pattern), ...Object.values(signaturesTable.fragments)]
    const used = written.flatMap((pattern) => [...pattern.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!))
    const lists = written.flatMap((pattern) => [...pattern.matchAll(/\{\{list:(\w+)\}\}/g)].map((match) => match[1]!))
    expect(lists.filter((name) => !(wordListNames as readonly string[]).includes(name))).toEqual([])
    expect(used.filter((name) => !Object.hasOwn(signaturesTable.fragments, name))).toEqual([])
    expect(Object.keys(signaturesTable.fragments).filter((name) => !used.includes(name))).toEqual([])
    for (const signature of signatures) expect(signature.pattern, signature.id).not.toMatch(/\{\{(?:list:)?\w+\}\}/)
  })

  it('runs every signature on its examples', () => {
    for (const signature of signatures) {
      for (const line of signature.matches) expect(signatureMatch(signature, line), `${signature.id} ${line}`).toBeDefined()
      for (const line of signature.misses) expect(signatureMatch(signature, line), `${signature.id} ${line}`).toBeUndefined()
      // The kind's screen lets every example through, so joining the expressions hides none.
      for (const line of signature.matches) expect(kindMatch(signature.kind, line), `${signature.id} ${line}`).toBeDefined()
    }
  })

  it('reads a word of a report\'s kind after a section\'s name, and no other', () => {
    for (const title of headingWords.titleSuffixes.matches) expect(recognizeTitle(title), title).toBeDefined()
    for (const title of headingWords.titleSuffixes.misses) expect(recognizeTitle(title), title).toBeUndefined()
  })

  it('knows a template\'s wrapper heading by its title, and no other', () => {
    for (const title of headingWords.wrapperTitles.matches) expect(isTemplateWrapper(title), title).toBe(true)
    for (const title of headingWords.wrapperTitles.misses) expect(isTemplateWrapper(title), title).toBe(false)
  })

  it('matches a phrase whole, in any case, with a gap where it says `…`', () => {
    const list = new PhraseList(['konnte … nicht', 'unable to', '失败'])
    expect(list.test(phraseText('Konnte die Konfigurationsdatei nicht erstellen'))).toBe(true)
    expect(list.test(phraseText('I was UNABLE TO finish'))).toBe(true)
    expect(list.test(phraseText('disunable toad'))).toBe(false)
    expect(list.test(phraseText('测试失败了'))).toBe(true)
  })

  it('finds a phrase that opens with a hyphen, which stands inside words', () => {
    const list = new PhraseList(['--env prod', 'production'])
    const text = phraseText('Ran `purge.py --env prod --dry-run` before production')
    expect(list.all(text)).toEqual([...text.matchAll(list.pattern)].map((match) => ({index: match.index, length: match[0].length})))
    expect(list.all(text).map((match) => text.slice(match.index, match.index + match.length))).toEqual(['--env prod', 'production'])
    expect(list.test(phraseText('purge.py x--env prod'))).toBe(false)
  })

  it('finds, scanning only where a phrase can start, what the whole expression of the list finds', () => {
    // The labelled returns in every language (in `npm test` 120 of them spread over every group: the whole
    // expression is slow to run over all of them for every list), and texts that put phrases at edges, inside
    // words and across scripts.
    const folder = join(import.meta.dirname, '../fixtures/labelled')
    const names = readdirSync(folder, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.md'))
    const texts = sample(names.sort(), 120).map((name) => readFileSync(join(folder, name), 'utf8'))
    texts.push('unable tounable to', '-unable to', 'was unable to\u00a0finish', '失败失败 unable to 失败', '(before) the fix', 'konnte  die\tDatei nicht', "can't couldn't", '')
    // Edges the scan walks itself: a gap of five words and of six, blanks of other kinds, a letter beyond the plane after a phrase, a phrase inside a word.
    texts.push('konnte a b c d e nicht', 'konnte a b c d e f nicht', 'konnte\u3000die Datei\nnicht', 'unable to\u{1d431}', 'xunable to', 'unable to-do', 'Stürzt beim Start ab', '')
    expect(texts.length).toBeGreaterThan(100)
    let found = 0
    for (const name of wordListNames) {
      const list = phraseList(name)
      for (const text of texts) {
        const lower = phraseText(text)
        const expected = [...lower.matchAll(list.pattern)].map((match) => ({index: match.index, length: match[0].length}))
        expect(list.all(lower), `${name} in ${text.slice(0, 60)}`).toEqual(expected)
        expect(list.test(lower)).toBe(expected.length > 0)
        found += expected.length
      }
    }

    expect(found).toBeGreaterThan(300)
  })

  it('takes its lookalike letters from Unicode’s confusables data', () => {
    expect(confusables['а']).toBe('a')
    expect(confusables['Е']).toBe('E')
    expect(`${JSON.stringify(confusablesTable, null, 1)}\n`).toBe(confusablesJson())
  })
})

describe('the words kept of texts read', () => {
  const list = phraseList('failure')
  const texts = Array.from({length: 400}, (_, index) => `step ${index} of the run failed with code ${index}`)

  it('keeps many texts within a reading and lets them go when it ends', () => {
    const kept = readingWords(() => {
      for (const text of texts) list.test(text)
      return wordsKept()
    })
    expect(kept.texts).toBeGreaterThan(8)
    expect(kept.texts).toBeLessThanOrEqual(256)
    expect(wordsKept()).toEqual({texts: 0, characters: 0})
  })

  it('keeps a few outside a reading, and forgets them after a review', () => {
    for (const text of texts) list.test(text)
    expect(wordsKept().texts).toBeLessThanOrEqual(8)
    review('## Status\nstate: SUCCESS\nsummary: Added the export; the integration test failed twice.\n')
    expect(wordsKept().texts).toBeLessThanOrEqual(8)
  })

  it('lets go of what it kept when the reading throws', () => {
    expect(() => readingWords(() => {
      list.test(texts[0]!)
      throw new Error('stop')
    })).toThrow('stop')
    expect(wordsKept().texts).toBe(0)
  })

  it('keeps no text longer than the bound', () => {
    readingWords(() => {
      list.test('failed '.repeat(400_000))
      expect(wordsKept().characters).toBeLessThanOrEqual(1 << 21)
    })
  })
})
