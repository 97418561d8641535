/** The CLI's on-demand output formats are the library's, under the same names. */
import {describe, expect, it} from 'vitest'
import {reporters} from '../src/reporters/index.js'
import {reporterLoaders} from '../src/reporters/load.js'

describe('reporterLoaders', () => {
  it('loads every format of `reporters`, and no other', async () => {
    expect(Object.keys(reporterLoaders).sort()).toEqual(Object.keys(reporters).sort())
    for (const [name, load] of Object.entries(reporterLoaders)) expect(await load()).toBe(reporters[name])
  })
})
