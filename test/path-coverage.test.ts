import {describe, expect, it} from 'vitest'
import {coverageOf, mentionedIn, mentionFinder, type PathEntry} from '../src/postflight/path-coverage.js'

const entries: PathEntry[] = [
  {list: 'modified', pointer: '/attestation/files_modified/0', path: 'src/api/b.ts'},
  {list: 'created', pointer: '/attestation/files_created/0', path: './src/api/a.ts'},
  {list: 'listed', pointer: '/deliverables/0/path', path: 'src/api'},
  {list: 'created', pointer: '/attestation/files_created/1', path: 'docs/guide.md'}
]

/** The pairwise reading the finder replaces: a folder covers what starts with it, a file itself. */
function pairwise(deliverable: string, all: readonly PathEntry[]) {
  const clean = (path: string) => path.trim().replace(/^\.\//, '')
  const wanted = clean(deliverable)
  const covered = all.filter((entry) => clean(entry.path) === wanted || (wanted.endsWith('/') && clean(entry.path).startsWith(wanted)))
  return {first: covered[0], created: covered.some((entry) => entry.list === 'created')}
}

describe('mentionFinder', () => {
  it('finds what a folder or a file covers, the first in the return’s order, and whether one was created', () => {
    const find = mentionFinder(entries)
    for (const deliverable of ['src/api/', 'src/', 'src/api', './src/api/a.ts', 'docs/', 'docs/guide.md', 'lib/', 'src/api/a', ' src/api/b.ts ']) {
      expect(find(deliverable), deliverable).toEqual(pairwise(deliverable, entries))
    }

    expect(find('src/api/')).toEqual({first: entries[0], created: true})
    expect(mentionFinder([])('src/')).toEqual({first: undefined, created: false})
  })

  it('agrees with the pairwise reading on generated paths', () => {
    const segments = ['a', 'b', 'a.ts', 'ab', '']
    const all: PathEntry[] = []
    for (let index = 0; index < 200; index++) {
      const path = Array.from({length: 1 + (index % 4)}, (_, depth) => segments[(index * (depth + 3)) % segments.length]).join('/')
      all.push({list: index % 3 === 0 ? 'created' : index % 3 === 1 ? 'modified' : 'listed', pointer: `/p/${index}`, path})
    }

    const find = mentionFinder(all)
    for (const entry of all) for (const deliverable of [entry.path, `${entry.path}/`, `${entry.path.split('/')[0]}/`]) expect(find(deliverable), deliverable).toEqual(pairwise(deliverable, all))
  })
})

describe('coverageOf', () => {
  it('covers a path named exactly or under a folder deliverable, and nothing else', () => {
    const covered = coverageOf(['src/api/', './docs/guide.md', 'lib//'])
    expect(['src/api/a.ts', 'src/api/', 'src/api/deep/x.ts', 'docs/guide.md', './src/api/b.ts', 'lib//x'].filter((path) => !covered(path))).toEqual([])
    expect(['src/api', 'src/apix/a.ts', 'docs/guide.md.bak', 'docs/', 'lib/x'].filter(covered)).toEqual([])
  })
})

describe('mentionedIn', () => {
  it('reads paths and file names among prose, code ticks, links and line numbers', () => {
    const mentioned = mentionedIn(['Skipped `src/api/a.ts:12` (see [the guide](docs/guide.md)).', 'tests/unit/ — not run'])
    for (const path of ['src/api/a.ts', 'a.ts', 'docs/guide.md', 'guide.md', 'tests/unit', 'unit', 'Skipped']) expect(mentioned(path), path).toBe(true)
    for (const path of ['src/api', 'api', 'a', 'docs']) expect(mentioned(path), path).toBe(false)
  })
})
