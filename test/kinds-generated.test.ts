/**
 * The tables keyed by kind are written from the folders under src/kinds/ by
 * `npm run kinds`: the committed ones are what it writes, and a new folder
 * takes its line in each table, in its detector's order, with no line written by hand.
 */
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {generatedKindFiles, kindFolders, kindModules, staleKindFiles} from '../scripts/kinds.js'
import {inputKinds} from '../src/kinds/detect.js'
import {jsonKinds} from '../src/kinds/traits.generated.js'

const root = resolve(import.meta.dirname, '..')
const scratch = mkdtempSync(join(tmpdir(), 'handback-kinds-'))
afterAll(() => rmSync(scratch, {recursive: true, force: true}))

describe('the generated tables of kinds', () => {
  it('the committed tables are what `npm run kinds` writes', async () => {
    expect(await staleKindFiles()).toEqual([])
  })

  it('list the folders in their detectors\' order, the JSON kinds those with traits', async () => {
    const folders = await kindFolders(join(root, 'src/kinds'))
    expect(folders.map((kind) => kind.name)).toEqual(inputKinds)
    expect(folders.filter((kind) => kind.json).map((kind) => kind.name)).toEqual(Object.keys(jsonKinds))
    // The documentation order of the kinds there are today, whatever kinds come later.
    const known = ['markdown', 'meta', 'subagent', 'progress', 'handoff', 'todos']
    expect(inputKinds.filter((kind) => known.includes(kind))).toEqual(known)
  })

  it('a new folder takes its line in every table, in its order, and a stale copy is found', async () => {
    // The whole of src/: a kind's detector may import from below the kinds.
    cpSync(join(root, 'src'), join(scratch, 'src'), {recursive: true})
    const kinds = join(scratch, 'src/kinds')
    mkdirSync(join(kinds, 'newkind'))
    // Just after the markdown return (10), before any other kind.
    writeFileSync(join(kinds, 'newkind/detect.ts'), "export const detector = {order: 10.5, noun: 'new kind', returned: false, claims: []}\n")
    writeFileSync(join(kinds, 'newkind/index.ts'), 'export const kind = {}\n')
    writeFileSync(join(kinds, 'newkind/traits.ts'), 'export const traits = {}\n')
    writeFileSync(join(kinds, 'newkind/convert.ts'), 'export const source = {}\n')
    const files = await generatedKindFiles(scratch)
    const content = (name: string): string => files.find((file) => file.path === join(kinds, name))!.content
    // Second of all, after the markdown return (order 10), and first of the JSON kinds.
    const [first, ...rest] = inputKinds
    const all = [first, 'newkind', ...rest].join(', ')
    expect(first).toBe('markdown')
    expect(content('detectors.generated.ts')).toContain(`export const detectors = {${all}}`)
    expect(content('detectors.generated.ts')).toContain("import {detector as newkind} from './newkind/detect.js'")
    expect(content('loaders.generated.ts')).toContain(`  markdown: async () => import('./markdown/index.js'),\n  newkind: async () => import('./newkind/index.js'),\n`)
    expect(content('loaded.generated.ts')).toContain(`= {${all}}`)
    expect(content('convert.generated.ts')).toMatch(/export const convertSources = \{markdown, newkind, meta, /)
    expect(content('traits.generated.ts')).toMatch(/export const jsonKinds = \{\n  newkind: \{traits: newkindTraits, rules: newkindRules\},\n  meta: /)
    // The copied tables do not list it yet: each is stale.
    expect((await staleKindFiles(scratch)).sort()).toEqual(['convert.generated.ts', 'detectors.generated.ts', 'loaded.generated.ts', 'loaders.generated.ts', 'traits.generated.ts'].map((name) => `src/kinds/${name}`))
    expect(readFileSync(join(kinds, 'loaded.generated.ts'), 'utf8')).not.toContain('newkind')
  })

  it('refuses a folder that is no kind, or an order taken twice, naming it', async () => {
    const kinds = join(scratch, 'refused')
    mkdirSync(join(kinds, 'half'), {recursive: true})
    writeFileSync(join(kinds, 'half/detect.ts'), 'export const detector = {order: 1}\n')
    await expect(kindFolders(kinds)).rejects.toThrow('src/kinds/half has no index.ts')
    writeFileSync(join(kinds, 'half/index.ts'), 'export const kind = {}\n')
    mkdirSync(join(kinds, 'twin'))
    writeFileSync(join(kinds, 'twin/detect.ts'), 'export const detector = {order: 1}\n')
    writeFileSync(join(kinds, 'twin/index.ts'), 'export const kind = {}\n')
    await expect(kindFolders(kinds)).rejects.toThrow(/both have order 1/)
  })

  it('writes names as given, in order, whatever the folders\' alphabetical order', () => {
    const [detectors] = kindModules([
      {name: 'zeta', order: 1, json: false, converted: false},
      {name: 'alpha', order: 2, json: true, converted: true}
    ])
    expect(detectors!.content).toContain('{zeta, alpha}')
    // Imports are sorted by name, the table by order.
    expect(detectors!.content.indexOf('./alpha/detect.js')).toBeLessThan(detectors!.content.indexOf('./zeta/detect.js'))
  })
})
