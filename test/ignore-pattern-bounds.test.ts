/**
 * Ignore files and globs come with the tree being linted. Matching a pattern
 * costs time growing as a path's depth to the power of its `**` segments, in
 * the `ignore` package and picomatch alike (`a/**\/` fifteen times hung `lint .`
 * on a folder 40 deep), so a pattern with more than two is left out and said,
 * and a walk stops 128 folders down.
 */
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {beforeEach, describe, expect, it} from 'vitest'
import {expandOperands} from '../src/cli/files.js'
import {maxGlobstars, maxWalkDepth, patternProblem} from '../src/util/globstars.js'
import {runCli} from './helpers.js'

const clean = readFileSync('fixtures/examples/canonical-success.md', 'utf8')
const nested = 'a/**/'.repeat(15) + 'x'
let root: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'handback-globstars-'))
  mkdirSync(join(root, '.git'))
  const deep = join(root, ...Array.from({length: 40}, () => 'a'))
  mkdirSync(deep, {recursive: true})
  writeFileSync(join(deep, 'r.md'), clean)
  writeFileSync(join(root, 'top.md'), clean)
})

describe('patterns with many `**`', () => {
  it('allows two `**` and refuses a third, saying why', () => {
    expect(patternProblem('**/node_modules/**')).toBeUndefined()
    expect(maxGlobstars).toBe(2)
    expect(patternProblem('a/**/b/**/c/**')).toMatch(/has 3 `\*\*`, more than 2/)
  })

  it('leaves such a pattern of an ignore file out, says so, and lints the tree without it', async () => {
    writeFileSync(join(root, '.handbackignore'), `${nested}\ntop.md\n`)
    const run = await runCli(['lint', '.'], {cwd: root})
    expect(run.stderr).toContain('ignore pattern a/**/a/**/')
    expect(run.stderr).toContain('in .handbackignore skipped: it has 15 `**`')
    // The file's other patterns still apply.
    expect(run.stdout).not.toContain('top.md')
    expect(run.code).toBe(0)
  })

  it('leaves such a pattern of the configuration or an exclusion operand out too', async () => {
    const skipped: string[] = []
    const operands = await expandOperands(['.', `!${nested}`], root, undefined, {ignores: [{base: root, patterns: [nested]}], onSkippedIgnorePattern: (_where, pattern) => skipped.push(pattern)})
    expect(skipped).toEqual([nested, nested])
    expect(operands.files.sort()).toEqual([join(...Array.from({length: 40}, () => 'a'), 'r.md'), 'top.md'])
  })

  it('does not expand such a glob operand, and names it as one it cannot read', async () => {
    const run = await runCli(['lint', `${nested}.md`], {cwd: root})
    expect(run.stderr).toContain('not expanded: it has 15 `**`')
    expect(run.code).toBe(2)
  })
})

describe('a walk deeper than the bound', () => {
  it('names the folder it does not enter and lints the rest', async () => {
    const deeper = join(root, ...Array.from({length: maxWalkDepth + 4}, () => 'b'))
    mkdirSync(deeper, {recursive: true})
    writeFileSync(join(deeper, 'r.md'), clean)
    const operands = await expandOperands(['.'], root)
    expect(operands.files).toContain('top.md')
    expect(operands.files.some((file) => file.startsWith('b/'))).toBe(false)
    expect(operands.unreadable).toHaveLength(1)
    expect(operands.unreadable[0]!.reason).toBe(`nested more than ${maxWalkDepth} folders deep, not walked`)
    expect(operands.unreadable[0]!.path.split('/')).toHaveLength(maxWalkDepth + 1)
  })
})
