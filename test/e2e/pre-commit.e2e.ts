/**
 * pre-commit, for real: the hook repository is a clone of this repository at
 * its HEAD (what a user's `rev:` names), installed by pre-commit itself
 * (`npm install`, `npm pack`, `npm install -g` of the tarball), then run on a
 * project's files. PRE_COMMIT_HOME is kept in the e2e cache: an unchanged
 * HEAD is installed once.
 */
import {execFileSync} from 'node:child_process'
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import {cleanEnv, describeRun, findHost, repo, run, scratch} from './support/hosts.js'
import {malformedReturn, validReturn} from './support/returns.js'

const found = findHost('pre-commit')
if (found.skip) console.warn(`skipped: ${found.skip}`)

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {cwd, encoding: 'utf8', env: {...process.env, GIT_AUTHOR_NAME: 'e2e', GIT_AUTHOR_EMAIL: 'e2e@example.com', GIT_COMMITTER_NAME: 'e2e', GIT_COMMITTER_EMAIL: 'e2e@example.com'}}).trim()
}

describe.skipIf(found.skip !== undefined)(`pre-commit ${found.host?.version ?? ''}`, () => {
  const host = found.host!
  let dir: string
  let clone: string
  let rev: string
    let env: NodeJS.ProcessEnv

  /** A project with four failing returns (enough for pre-commit to split them among parallel batches), a good one, and a file that is no return. */
  function makeProject(name: string): string {
    const folder = join(dir, name)
    mkdirSync(join(folder, 'specs'), {recursive: true})
    git(folder, 'init', '--quiet')
    for (const file of ['a', 'b', 'c', 'd']) writeFileSync(join(folder, 'specs', `${file}-return.md`), malformedReturn.replace('**Status:** complete', `**Status:** complete\n\n## Status\nstate: DONE (${file})`))
    writeFileSync(join(folder, 'specs', 'good-return.md'), validReturn)
    writeFileSync(join(folder, 'notes.md'), '# Notes\n\nNothing to hand back.\n')
    git(folder, 'add', '.')
    return folder
  }

  beforeAll(() => {
    dir = scratch('pre-commit')
    rev = git(repo, 'rev-parse', 'HEAD')
    const dirty = git(repo, 'status', '--porcelain', '--untracked-files=no', '--', '.')
    if (dirty !== '') console.warn('pre-commit installs the committed HEAD: uncommitted changes are not part of this run')
    clone = join(dir, 'handback')
    git(dir, 'clone', '--quiet', repo, clone)
    git(clone, 'checkout', '--quiet', '--detach', rev)
    const cacheHome = join(process.env.HANDBACK_E2E_CACHE ?? dir, 'pre-commit-home')
    env = cleanEnv({HOME: join(dir, 'home'), PRE_COMMIT_HOME: cacheHome, npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false'})
  })

  // Each installs the hook repository (about 1.5 min, mostly npm): they run side by side.
  it.concurrent('installs the hooks from a clone (`pre-commit try-repo`) and fails on the malformed returns alone', async () => {
    const project = makeProject('try-repo')
    const result = await run(host.bin, ['try-repo', clone, 'handback', '--ref', rev, '--all-files'], {cwd: project, env, timeoutMs: 420_000})
    console.log(`pre-commit try-repo: ${result.ms} ms`)
    expect(result.code, describeRun('pre-commit try-repo', result)).toBe(1)
    expect(result.stdout).toContain('handback (all returns)')
    for (const name of ['a', 'b', 'c', 'd']) expect(result.stdout).toContain(`specs/${name}-return.md`)
    expect(result.stdout).not.toContain('good-return.md')
    expect(result.stdout).not.toContain('notes.md')
  }, 450_000)

  it.concurrent('writes one report file with every file\'s problems (`-o`), not the last batch\'s', async () => {
    const project = makeProject('report')
    const config = `repos:\n  - repo: ${clone}\n    rev: ${rev}\n    hooks:\n      - id: handback\n        args: [--format, json, -o, report.json]\n`
    writeFileSync(join(project, '.pre-commit-config.yaml'), config)
    const result = await run(host.bin, ['run', '--all-files', '--config', '.pre-commit-config.yaml'], {cwd: project, env, timeoutMs: 420_000})
    console.log(`pre-commit run: ${result.ms} ms`)
    expect(result.code, describeRun('pre-commit run', result)).toBe(1)
    const report = JSON.parse(readFileSync(join(project, 'report.json'), 'utf8')) as {filePath: string}[]
    const files = report.map((entry) => entry.filePath.replace(/^.*\/specs\//, 'specs/'))
    expect(files.filter((file) => /specs\/[a-d]-return\.md$/.test(file)).sort()).toEqual(['specs/a-return.md', 'specs/b-return.md', 'specs/c-return.md', 'specs/d-return.md'])
  }, 450_000)
})
