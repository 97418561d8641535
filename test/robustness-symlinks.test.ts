/**
 * The CLI reads what it is told to read: directory operands and globs never
 * follow symbolic links (so `--fix` cannot write through one into another tree);
 * a file named explicitly is read as named.
 */
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {expandOperands} from '../src/cli/files.js'

let base: string
let root: string

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'handback-links-'))
  root = join(base, 'root')
  const outside = join(base, 'outside')
  mkdirSync(join(root, 'returns'), {recursive: true})
  mkdirSync(outside)
  writeFileSync(join(root, 'returns', 'inside.md'), '## Status\nstate: SUCCESS\n')
  writeFileSync(join(outside, 'secret.md'), '## Status\n')
  symlinkSync(outside, join(root, 'returns', 'linked-dir'))
  symlinkSync(join(outside, 'secret.md'), join(root, 'returns', 'linked-file.md'))
})

afterAll(() => {
  rmSync(base, {recursive: true, force: true})
})

describe('operands and symbolic links', () => {
  it('a directory walk skips linked files and directories', async () => {
    const {files} = await expandOperands(['returns'], root)
    expect(files).toEqual([join('returns', 'inside.md')])
  })

  it('a glob skips linked directories', async () => {
    const {files} = await expandOperands(['returns/**/*.md'], root)
    expect(files).not.toContain('returns/linked-dir/secret.md')
    expect(files).toContain('returns/inside.md')
  })

  it('a file named explicitly is taken as named', async () => {
    const {files} = await expandOperands(['returns/linked-file.md'], root)
    expect(files).toEqual(['returns/linked-file.md'])
  })
})
