/**
 * The pre-commit manifest and the GitHub Action: their structure, the
 * Action's command line run as a script against the built CLI, and the
 * manifest checked by the real `pre-commit` when it is installed (skipped,
 * saying so, when not). pre-commit running the hooks is in test/e2e.
 */
import {spawnSync} from 'node:child_process'
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import {deep} from './support/depth.js'

const root = resolve('.')
const built = existsSync(join(root, 'dist', 'cli.js'))
const clean = readFileSync('fixtures/examples/canonical-success.md', 'utf8')
const failing = '## Status\nstate: MAYBE\nsummary: Did it.\n'

/** YAML read through PyYAML, the reader pre-commit itself uses; undefined where it is not installed. */
function readYaml(path: string): unknown {
  const run = spawnSync('python3', ['-c', 'import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))', path], {encoding: 'utf8'})
  return run.status === 0 ? (JSON.parse(run.stdout) as unknown) : undefined
}

const hasPyYaml = spawnSync('python3', ['-c', 'import yaml'], {encoding: 'utf8'}).status === 0
const hasPreCommit = spawnSync('pre-commit', ['--version'], {encoding: 'utf8'}).status === 0

let project: string

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'handback-integrations-'))
  writeFileSync(join(project, 'package.json'), '{"name": "scratch"}\n')
  writeFileSync(join(project, 'README.md'), '# Scratch\n')
  mkdirSync(join(project, 'returns'))
  writeFileSync(join(project, 'returns', 'clean.md'), clean)
  writeFileSync(join(project, 'returns', 'failing.md'), failing)
})

describe('.pre-commit-hooks.yaml', () => {
  it.runIf(hasPyYaml)('declares node hooks for all returns, markdown returns and the JSON kinds', () => {
    expect(readYaml('.pre-commit-hooks.yaml')).toEqual([
      {
        id: 'handback',
        name: 'handback (all returns)',
        description: 'Lint markdown returns, return-metadata files, console returns and progress files.',
        entry: 'handback lint --only-returns',
        language: 'node',
        require_serial: true,
        files: '\\.(md|markdown|json)$'
      },
      {
        id: 'handback-markdown',
        name: 'handback (markdown returns)',
        description: 'Lint markdown returns (## Status, ## Deliverables, ## Evidence, ## Runtime Attestation).',
        entry: 'handback lint --only-returns',
        language: 'node',
        require_serial: true,
        files: '\\.(md|markdown)$'
      },
      {
        id: 'handback-json',
        name: 'handback (return-metadata, console returns, progress files)',
        description: 'Lint the JSON kinds of return (.return-meta.json, *-result.json, *-progress.json and files shaped like them).',
        entry: 'handback lint --only-returns',
        language: 'node',
        require_serial: true,
        files: '\\.json$'
      }
    ])
  })

  it.skipIf(hasPyYaml)('PyYAML is not installed: the manifest structure check is skipped', () => {
    expect(hasPyYaml).toBe(false)
  })

  it.runIf(built)('the hook entry, given staged files as pre-commit passes them, lints only the returns', () => {
    const run = spawnSync('node', [join(root, 'dist', 'cli.js'), 'lint', '--only-returns', 'package.json', 'README.md', 'returns/clean.md', 'returns/failing.md'], {
      cwd: project,
      encoding: 'utf8'
    })
    expect(run.status).toBe(1)
    expect(run.stdout).toContain('returns/failing.md')
    expect(run.stdout).not.toContain('README.md')
    expect(run.stdout).not.toContain('package.json')
    const none = spawnSync('node', [join(root, 'dist', 'cli.js'), 'lint', '--only-returns', 'package.json', 'README.md'], {cwd: project, encoding: 'utf8'})
    expect({status: none.status, stdout: none.stdout, stderr: none.stderr}).toEqual({status: 0, stdout: '', stderr: ''})
  })

  it.runIf(hasPreCommit)('pre-commit validates the manifest', () => {
    const run = spawnSync('pre-commit', ['validate-manifest', '.pre-commit-hooks.yaml'], {encoding: 'utf8'})
    expect(run.status, run.stderr).toBe(0)
  })

  // pre-commit installing and running the hooks from a clone takes minutes (npm installs the repository): test/e2e/pre-commit.e2e.ts (`npm run e2e`).
})

describe('action.yml', () => {
  it.runIf(hasPyYaml)('is a composite action running scripts/action-lint.sh with its inputs', () => {
    const action = readYaml('action.yml') as {runs: {using: string; steps: Array<{shell: string; run: string; env: Record<string, string>}>}; inputs: Record<string, {default: string}>}
    expect(action.runs.using).toBe('composite')
    expect(Object.keys(action.inputs)).toEqual(['files', 'args', 'sarif-file'])
    expect(action.inputs['files']!.default).toBe('.')
    expect(action.runs.steps).toEqual([
      {
        name: 'Lint returns',
        shell: 'bash',
        run: 'bash "$GITHUB_ACTION_PATH/scripts/action-lint.sh"',
        env: {INPUT_FILES: '${{ inputs.files }}', INPUT_ARGS: '${{ inputs.args }}', INPUT_SARIF_FILE: '${{ inputs.sarif-file }}'}
      }
    ])
  })

  it.runIf(built)('its command line prints annotations, writes SARIF and exits with lint`s code', () => {
    const run = spawnSync('bash', [join(root, 'scripts', 'action-lint.sh')], {
      cwd: project,
      encoding: 'utf8',
      env: {...process.env, GITHUB_ACTION_PATH: root, INPUT_FILES: '.', INPUT_ARGS: '--no-config', INPUT_SARIF_FILE: 'out/handback.sarif'}
    })
    expect(run.status).toBe(1)
    expect(run.stdout).toMatch(/^::error file=returns\/failing\.md,line=2,/m)
    expect(run.stdout).not.toContain('package.json')
    const sarif = JSON.parse(readFileSync(join(project, 'out', 'handback.sarif'), 'utf8')) as {runs: Array<{results: Array<{ruleId: string}>}>}
    expect(sarif.runs[0]!.results.map((result) => result.ruleId)).toContain('state-invalid')
  })
})
