/**
 * The layering of src/ (see .dependency-cruiser.cjs): imports only point
 * down, no cycles, and every rule lives where its id says. The checker is
 * dependency-cruiser, run on the real sources and on a small tree that breaks
 * each kind of rule, so a check that silently stopped working would show.
 */
import {execFile} from 'node:child_process'
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {dirname, join, resolve} from 'node:path'
import {promisify} from 'node:util'
import {afterAll, describe, expect, it} from 'vitest'
import {inputRules} from '../src/engine/input-rules.js'
import {allRules} from '../src/kinds/rules.js'

const run = promisify(execFile)
const root = resolve(import.meta.dirname, '..')
const cruiser = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')

interface Violation {
  from: string
  to: string
  rule: {name: string}
}

/** Violations dependency-cruiser finds under `directory`, as `rule: from → to`. */
async function violations(directory: string, cwd: string): Promise<string[]> {
  const {stdout} = await run(process.execPath, [cruiser, directory, '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'], {
    cwd,
    maxBuffer: 64 * 1024 * 1024
  }).catch((error: {stdout?: string}) => ({stdout: error.stdout ?? ''}))
  const summary = (JSON.parse(stdout) as {summary: {violations: Violation[]}}).summary
  return summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`).sort()
}

const scratch = mkdtempSync(join(tmpdir(), 'handback-layers-'))
afterAll(() => rmSync(scratch, {recursive: true, force: true}))

function write(path: string, text: string): void {
  mkdirSync(dirname(join(scratch, path)), {recursive: true})
  writeFileSync(join(scratch, path), text)
}

describe('layers', () => {
  it('src/ has no upward import, no cycle, no node: built-in outside node/ and cli/', async () => {
    expect(await violations('src', root)).toEqual([])
  }, 60_000)

  it('the checker reports each kind of violation', async () => {
    write('tsconfig.json', '{"compilerOptions": {"module": "NodeNext", "moduleResolution": "NodeNext", "allowImportingTsExtensions": true, "noEmit": true}}\n')
    write('src/engine/low.ts', "import {top} from '../cli/top.js'\nexport const low = top\n")
    write('src/cli/top.ts', 'export const top = 1\n')
    write('src/json/a.ts', "import {b} from '../markdown/b.js'\nexport const a = b\n")
    write('src/markdown/b.ts', "import {readFileSync} from 'node:fs'\nexport const b = readFileSync\n")
    write('src/rules/json/x.ts', "import {y} from '../markdown/y.js'\nexport const x = y\n")
    write('src/rules/markdown/y.ts', 'export const y = 1\n')
    write('src/rules/handoff/h.ts', "import {t} from '../todos/t.js'\nimport {all} from '../index.js'\nexport const h = [t, all]\n")
    write('src/rules/todos/t.ts', 'export const t = 1\n')
    write('src/rules/index.ts', "import {y} from './markdown/y.js'\nexport const all = [y]\n")
    write('src/kinds/one/a.ts', "import {b} from '../two/b.js'\nimport {list} from '../registry.js'\nimport {shared} from '../json-kind.js'\nexport const a = [b, list, shared]\n")
    write('src/kinds/two/b.ts', 'export const b = 1\n')
    write('src/kinds/registry.ts', 'export const list = []\n')
    write('src/kinds/json-kind.ts', 'export const shared = 1\n')
    write('src/postflight/p.ts', "import {b} from '../kinds/two/b.js'\nexport const p = b\n")
    // A kind's detector sits below the pipelines, which may consult it, and imports no rule.
    write('src/kinds/two/detect.ts', "import {x} from '../../rules/json/x.js'\nexport const detector = x\n")
    write('src/pipeline/e.ts', "import {detector} from '../kinds/two/detect.js'\nexport const e = detector\n")
    write('src/pipeline/c.ts', "import {d} from './d.js'\nexport const c = d\n")
    write('src/pipeline/d.ts', "import {c} from './c.js'\nexport const d = c\n")
    const found = await violations('src', scratch)
    expect(found).toEqual([
      'core-without-node: src/markdown/b.ts → fs',
      'kinds-apart: src/kinds/one/a.ts → src/kinds/registry.ts',
      'kinds-apart: src/kinds/one/a.ts → src/kinds/two/b.ts',
      'languages-apart: src/json/a.ts → src/markdown/b.ts',
      'no-circular: src/pipeline/c.ts → src/pipeline/d.ts',
      'no-upward-import-of-cli: src/engine/low.ts → src/cli/top.ts',
      'no-upward-import-of-kinds: src/postflight/p.ts → src/kinds/two/b.ts',
      'no-upward-import-of-rules: src/kinds/two/detect.ts → src/rules/json/x.ts',
      'rule-kinds-apart: src/rules/handoff/h.ts → src/rules/index.ts',
      'rule-kinds-apart: src/rules/handoff/h.ts → src/rules/todos/t.ts',
      'rule-kinds-apart: src/rules/json/x.ts → src/rules/markdown/y.ts'
    ])
  }, 60_000)
})

describe('rules', () => {
  it('every rule is found from its id: src/rules/<kind>/<id>.ts, the input guards in src/engine/input-rules.ts', () => {
    const guards = new Set(inputRules.map((rule) => rule.id))
    const missing = allRules
      .filter((rule) => !guards.has(rule.id))
      .filter((rule) => !rule.kinds.some((kind) => existsSync(join(root, 'src/rules', folderOf(kind), `${rule.id}.ts`))))
      .map((rule) => `${rule.id} (${rule.kinds.join(', ')})`)
    expect(missing).toEqual([])
  })

  it('rule ids are unique', () => {
    const ids = allRules.map((rule) => rule.id)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })
})

/** The folder of a kind's rules: the JSON kinds share one. */
function folderOf(kind: string): string {
  return kind === 'meta' || kind === 'subagent' || kind === 'progress' ? 'json' : kind
}
