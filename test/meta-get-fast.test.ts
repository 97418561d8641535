/**
 * The executable runs `meta get` through `metaGetMain`, a module of its own, and
 * everything else through `main`: for any command line, the fast path answers
 * exactly as `main` does, or leaves the command line to it.
 */
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import type {Io} from '../src/cli/io.js'
import {metaGetMain} from '../src/cli/meta-get-main.js'
import {runCli, type CliRun} from './helpers.js'

let cwd: string

beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'handback-meta-fast-'))
  writeFileSync(join(cwd, 'meta.json'), JSON.stringify({status: 'researched', artifacts: [{type: 'report', path: 'specs/1_x/reports/r.md', summary: 'Findings\nin two lines'}], metadata: {session_id: 's1'}}))
  writeFileSync(join(cwd, 'cut.json'), '{"status": "researched", "artifacts": [')
})

async function fast(argv: string[], stdin = ''): Promise<CliRun | undefined> {
  let stdout = ''
  let stderr = ''
  const io: Io = {stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text), readStdin: async () => stdin, cwd, isTTY: false}
  const code = await metaGetMain(argv, io)
  return code === undefined ? undefined : {code, stdout, stderr}
}

const answered: string[][] = [
  ['meta.json', '.status'],
  ['meta.json', 'state=.status // "failed"', 'path=.artifacts[0].path // ""', 'summary=.artifacts[0].summary', '--format', 'shell'],
  ['--format=json', 'meta.json', '.artifacts[0].summary', '.metadata.session_id', '.missing // 7'],
  ['-f', 'plain', 'meta.json', '.artifacts[0].summary', '.status'],
  ['meta.json', '.missing'],
  ['--default', 'none', 'meta.json', '.missing', '.status'],
  ['cut.json', '.status // "failed"'],
  ['absent.json', '.status'],
  ['-', '.status'],
  // Usage errors of `get` itself: one line, exit 2.
  ['meta.json', 'status=.status', '--format', 'shell'],
  ['meta.json'],
  ['meta.json', '.a[', '--format', 'shell'],
  ['--format', 'yaml', 'meta.json', '.status']
]

const leftToMain: string[][] = [['--help', 'meta.json', '.status'], ['--stage', 'x', 'meta.json', '.status'], ['--unknown', 'meta.json'], ['--format'], ['-h']]

describe('meta get, run alone', () => {
  it.each(answered)('answers %j as main does', async (...argv) => {
    const stdin = readFileSync(join(cwd, 'meta.json'), 'utf8')
    const alone = await fast(argv, stdin)
    expect(alone).toBeDefined()
    expect(alone).toEqual(await runCli(['meta', 'get', ...argv], {cwd, stdin}))
  })

  it.each(leftToMain)('leaves %j to main', async (...argv) => {
    expect(await fast(argv)).toBeUndefined()
  })

  it.skipIf(!existsSync('dist/cli/meta-get-main.js'))('is built as one module that imports nothing of the package', () => {
    const bundle = readFileSync('dist/cli/meta-get-main.js', 'utf8')
    expect(bundle.match(/\bfrom\s*["'][^"']+["']|\bimport\(\s*["'][^"']+["']/g)?.filter((specifier) => !/["']node:/.test(specifier)) ?? []).toEqual([])
  })
})
