/**
 * How commands are compared and what their outputs and the return's claims
 * say. Every judgement here is a table with examples that the tests execute
 * (test/return-contradicts-transcript.test.ts); the functions only apply the
 * tables. What outputs and claims say is read with the vocabulary: the
 * signatures of tool output and the word lists of every language.
 */
import {negated} from '../signals/context.js'
import {compileSignature} from '../signals/signals.js'
import {signatures, type WordListName} from '../vocabulary/index.js'
import {phraseList, phraseText} from '../vocabulary/phrases.js'

export interface TableExamples {
  /** Texts the entry matches. */
  matches: readonly string[]
  /** Texts it must not match. */
  misses: readonly string[]
}

/** Programs whose name at the head of an Evidence item makes it a command rather than a file (`npm test`, not `README.md`). */
export const commandPrograms: {readonly names: readonly string[]; readonly examples: TableExamples} = {
  names: [
    'npm', 'npx', 'pnpm', 'pnpx', 'yarn', 'bun', 'bunx', 'deno', 'node', 'tsx', 'ts-node', 'tsc', 'vitest', 'jest', 'mocha', 'ava', 'eslint', 'prettier', 'biome', 'playwright',
    'python', 'python3', 'pip', 'pip3', 'pytest', 'uv', 'poetry', 'tox', 'ruff', 'mypy', 'black', 'flake8', 'go', 'gofmt', 'cargo', 'rustc', 'make', 'cmake', 'ninja', 'gradle', 'gradlew', './gradlew',
    'mvn', './mvnw', 'dotnet', 'bundle', 'rake', 'rspec', 'ruby', 'php', 'composer', 'phpunit', 'mix', 'swift', 'xcodebuild', 'git', 'bash', 'sh', 'zsh', 'echo', 'ls', 'cat', 'grep', 'rg', 'find', 'wc',
    'diff', 'curl', 'docker', 'kubectl', 'terraform', 'helm', 'shellcheck', 'jq', 'sed', 'awk', 'head', 'tail', 'test', 'true', 'handback'
  ],
  examples: {matches: ['npm test', 'make', 'git status', './gradlew build', 'pytest -q'], misses: ['README.md', 'src/parser.ts', 'the parser tests', 'docs/guide.md lines 3-5']}
}

const programNames: ReadonlySet<string> = new Set(commandPrograms.names)

/** Shell words of one simple command: quotes removed, split on blanks. */
function wordsOf(segment: string): string[] {
  const words: string[] = []
  for (const match of segment.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? match[3] ?? '')
  return words
}

/** The simple commands of a command line: split on `&&`, `||`, `;`, `|` and line ends outside quotes. */
export function segmentsOf(command: string): string[] {
  const segments: string[] = []
  let quote = ''
  let start = 0
  for (let index = 0; index < command.length; index++) {
    const char = command[index]!
    if (quote !== '') {
      if (char === '\\' && quote === '"') index++
      else if (char === quote) quote = ''
      continue
    }

    if (char === '"' || char === "'") quote = char
    else if (char === '\\') index++
    else if (char === ';' || char === '\n' || char === '|' || (char === '&' && command[index + 1] === '&')) {
      segments.push(command.slice(start, index))
      if ((char === '|' && command[index + 1] === '|') || char === '&') index++
      start = index + 1
    }
  }

  segments.push(command.slice(start))
  return segments.map((segment) => segment.trim()).filter((segment) => segment !== '')
}

/** Words that change how a command is written, not what it runs: `npm run test` is `npm test`. */
const commandAliases: ReadonlyArray<{readonly from: readonly string[]; readonly to: readonly string[]}> = [
  {from: ['npm', 'run', 'test'], to: ['npm', 'test']},
  {from: ['npm', 'run-script', 'test'], to: ['npm', 'test']},
  {from: ['npm', 't'], to: ['npm', 'test']},
  {from: ['npm', 'tst'], to: ['npm', 'test']},
  {from: ['yarn', 'run'], to: ['yarn']},
  {from: ['pnpm', 'run'], to: ['pnpm']},
  {from: ['bun', 'run', 'test'], to: ['bun', 'test']},
  {from: ['python3', '-m'], to: ['python', '-m']},
  {from: ['npx', '--yes'], to: ['npx']},
  {from: ['npx', '-y'], to: ['npx']}
]

/** A simple command's words as compared: environment assignments, `time`, `sudo` and redirections left out, aliases applied. */
export function commandWords(segment: string): string[] {
  let words = wordsOf(segment)
  while (words.length > 0 && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]!) || words[0] === 'time' || words[0] === 'sudo' || words[0] === 'env' || words[0] === 'command')) words = words.slice(1)
  words = words.filter((word) => !/^\d*[<>]/.test(word) && !/^&>/.test(word))
  for (const alias of commandAliases) {
    if (alias.from.every((word, index) => words[index] === word)) {
      words = [...alias.to, ...words.slice(alias.from.length)]
      break
    }
  }

  return words
}

/** Whether an Evidence item's leading text is a command: its first word is a known program or a script (`./run.sh`). */
export function isCommand(text: string): boolean {
  const first = commandWords(segmentsOf(text)[0] ?? '')[0]
  if (first === undefined) return false
  return programNames.has(first) || /^\.\/[\w.-]+$/.test(first)
}

/** The simple command of a command line the Evidence cites: its first that is not `cd`. */
export function citedWords(command: string): string[] {
  for (const segment of segmentsOf(command)) {
    const words = commandWords(segment)
    if (words.length > 0 && words[0] !== 'cd' && words[0] !== 'pushd') return words
  }

  return []
}

/**
 * Whether a run is the command the Evidence cites: one of its simple commands
 * and the cited one agree word for word as far as the shorter goes, over at
 * least two words (or the one word of a one-word command): `npm test` is run
 * by `cd app && npm test -- --run`, not by `npm run lint`.
 */
export function runsCited(cited: readonly string[], run: string): boolean {
  if (cited.length === 0) return false
  for (const segment of segmentsOf(run)) {
    const words = commandWords(segment)
    const shorter = Math.min(words.length, cited.length)
    if (shorter < Math.min(2, cited.length)) continue
    let same = true
    for (let index = 0; index < shorter && same; index++) same = words[index] === cited[index]
    if (same) return true
  }

  return false
}

/** The project's test and build commands: a SUCCESS while the last run of one failed is contradicted. */
export const testOrBuildCommands: {readonly patterns: readonly RegExp[]; readonly examples: TableExamples} = {
  patterns: [
    /^(?:npm|pnpm|yarn|bun) (?:test|build|run (?:test|build)[\w:-]*|(?:test|build)[\w:-]+)\b/,
    /^npx (?:vitest|jest|mocha|tsc|playwright test|ava)\b/,
    /^(?:vitest|jest|mocha|tsc|ava)\b/,
    /^node --test\b/,
    /^(?:pytest|tox|python -m (?:pytest|unittest))\b/,
    /^go (?:test|build|vet)\b/,
    /^cargo (?:test|build|check|nextest)\b/,
    /^make(?: (?:test|check|build|all))?$/,
    /^(?:mvn|\.\/mvnw) (?:test|verify|package|install)\b/,
    /^(?:gradle|\.\/gradlew) (?:test|build|check)\b/,
    /^dotnet (?:test|build)\b/,
    /^(?:bundle exec )?(?:rspec|rake(?: test)?)\b/,
    /^swift (?:test|build)\b/
  ],
  examples: {
    matches: ['npm test', 'npm run build', 'npm run test:unit', 'npx vitest run', 'pytest -q', 'go test ./...', 'cargo test', 'make', 'make test', 'node --test', 'python -m pytest tests'],
    misses: ['npm install', 'npm run lint', 'echo npm test', 'git commit -m test', 'make clean', 'cat test.log']
  }
}

/** The project's test or build command a simple command runs, as compared words joined; undefined when it runs none. */
export function testOrBuildKey(segment: string): string | undefined {
  const key = commandWords(segment).join(' ')
  return testOrBuildCommands.patterns.some((pattern) => pattern.test(key)) ? key : undefined
}

/**
 * Commands that can write files they do not name, and which: `any` file,
 * only files that existed (`modified`), or files under the listed folders
 * and names. A file attested but written by no editing tool is not reported
 * when such a command ran (or when any command names the file).
 */
export const unnamedWriters: ReadonlyArray<{readonly id: string; readonly pattern: RegExp; readonly writes: 'any' | 'modified' | readonly string[]; readonly examples: TableExamples}> = [
  {id: 'script', pattern: /^(?:node|tsx|ts-node|deno run|bun|python3?|ruby|perl|php|bash|sh|zsh) (?!-[ce]\b|--test\b|--version\b|-v\b)\S/, writes: 'any', examples: {matches: ['node scripts/gen.js', 'python3 tools/make.py', 'bash setup.sh'], misses: ['node --test', 'bash -c "echo hi"', 'python3 --version']}},
  {id: 'local-script', pattern: /^\.\/\S+/, writes: 'any', examples: {matches: ['./generate.sh'], misses: ['cat ./x']}},
  {id: 'project-script', pattern: /^(?:npm|pnpm|yarn|bun) (?:(?:run|run-script|exec|dlx|create|init) (?!(?:test|t|tst|lint|build|install|i|ci|add|remove|uninstall|update|upgrade|audit|ls|list|outdated|view|info|why|version|help|pack|publish|whoami|config)\b)|(?!(?:run|run-script|exec|dlx|create|init|test|t|tst|lint|build|install|i|ci|add|remove|uninstall|update|upgrade|audit|ls|list|outdated|view|info|why|version|help|pack|publish|whoami|config)\b))[^\s-]|^(?:npx|pnpx|bunx) (?!vitest\b|jest\b|mocha\b|tsc --noEmit\b|eslint (?!.*--fix)|prettier (?!.*--write))\S/, writes: 'any', examples: {matches: ['npm run generate', 'npx create-vite app', 'pnpm run codegen', 'yarn codegen', 'npx prettier --write .'], misses: ['npm run test', 'npm test', 'npm run lint', 'npm run build', 'npm install', 'npx vitest run', 'npx tsc --noEmit']}},
  {id: 'vcs', pattern: /^git (?:checkout|switch|restore|reset|stash|apply|am|merge|pull|rebase|cherry-pick|revert|clone|mv|submodule)\b/, writes: 'any', examples: {matches: ['git checkout main', 'git stash pop', 'git apply fix.patch'], misses: ['git status', 'git diff', 'git add -A', 'git commit -m x']}},
  {id: 'patch', pattern: /^(?:patch|unzip|tar x|tar -x|rsync|cp -r|cp -R|cp -a)\b/, writes: 'any', examples: {matches: ['patch -p1 < fix.diff', 'unzip a.zip', 'cp -r template/ app/'], misses: ['cp a b', 'tar cf out.tar src']}},
  {id: 'make', pattern: /^(?:make|cmake|ninja|bazel|gradle|\.\/gradlew|mvn|\.\/mvnw|go generate)\b/, writes: 'any', examples: {matches: ['make', 'make docs', 'go generate ./...'], misses: ['go test ./...']}},
  {id: 'rewrite-in-place', pattern: /^(?:sed -i|sed --in-place|perl -pi|perl -i|gofmt -w|black|ruff format|ruff check --fix|eslint .*--fix|prettier .*--write|biome (?:format|check) .*--write|cargo fmt|go fmt|npx (?:eslint .*--fix|prettier .*--write))\b/, writes: 'modified', examples: {matches: ['sed -i s/a/b/ src/x.ts', 'prettier --write .', 'cargo fmt', 'eslint src --fix'], misses: ['sed s/a/b/ x', 'prettier --check .', 'eslint src']}},
  {id: 'package-manager', pattern: /^(?:npm|pnpm|yarn|bun) (?:install|i|ci|add|remove|uninstall|update|upgrade)\b|^(?:pip3?|uv|poetry|cargo|go) (?:install|add|remove|lock|get|mod tidy|sync|update)\b|^(?:bundle|composer) (?:install|update)\b/, writes: ['package.json', 'package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lockb', 'node_modules/', 'requirements.txt', 'poetry.lock', 'uv.lock', 'pyproject.toml', 'Cargo.toml', 'Cargo.lock', 'go.mod', 'go.sum', 'Gemfile.lock', 'composer.lock', 'vendor/'], examples: {matches: ['npm install', 'npm i -D x', 'go mod tidy'], misses: ['npm test']}},
  {id: 'build', pattern: /^(?:(?:npm|pnpm|yarn|bun) (?:run )?build|npx (?:tsc|vite build|webpack|rollup|esbuild)|tsc(?! --noEmit)|vite build|webpack|rollup|esbuild|cargo build|go build|dotnet build)\b/, writes: ['dist/', 'build/', 'out/', 'lib/', 'target/', '.next/', 'bin/', 'obj/', 'public/build/'], examples: {matches: ['npm run build', 'tsc -p .', 'cargo build --release'], misses: ['tsc --noEmit', 'npm run lint']}},
  {id: 'test-output', pattern: /^(?:(?:npm|pnpm|yarn|bun) (?:run )?test|npx (?:vitest|jest)|vitest|jest|pytest|go test|cargo test)\b/, writes: ['coverage/', '__snapshots__/', '.pytest_cache/', 'test-results/', 'junit.xml'], examples: {matches: ['npm test', 'npx vitest run -u'], misses: ['npm run build']}}
]

/** Commands that remove or move files: a file written then named by one of these may be gone, so not attesting it is no omission. */
export const removers: {readonly pattern: RegExp; readonly unnamed: RegExp; readonly examples: TableExamples} = {
  pattern: /^(?:rm|rmdir|unlink|mv|git rm|git mv|git checkout|git restore|trash)\b/,
  unnamed: /^git (?:stash|reset --hard|clean|checkout \.|checkout -- \.|restore \.)/,
  examples: {matches: ['rm -f scratch.txt', 'git rm tmp.txt', 'mv a.txt b.txt', 'git stash', 'git clean -fd'], misses: ['cat a.txt', 'git add a.txt', 'npm test']}
}

/** Which unnamed writer a simple command is, if any. */
export function writerOf(segment: string): (typeof unnamedWriters)[number] | undefined {
  const text = commandWords(segment).join(' ')
  return unnamedWriters.find((writer) => writer.pattern.test(text))
}

/** Characters that may stand in a path; a name is found in a command only between others. */
const pathCharacter = /[\w.@+~/-]/

/** Whether `text` holds `name` as a whole path or word (`src/a.ts` in `cat > src/a.ts`, not in `src/a.tsx`). */
function holdsName(text: string, name: string): boolean {
  if (name === '') return false
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = at === 0 ? '' : text[at - 1]!
    const after = text[at + name.length] ?? ''
    const startOk = before === '' || before === '/' || !pathCharacter.test(before)
    const endOk = after === '' || !pathCharacter.test(after) || (after === '/' && name.endsWith('/'))
    if (startOk && endOk) return true
  }

  return false
}

/** Whether a command names a repo-relative path: the path itself, or its file name. */
export function namesPath(command: string, path: string): boolean {
  const clean = path.replace(/\/$/, '')
  const base = clean.slice(clean.lastIndexOf('/') + 1)
  return holdsName(command, clean) || (base !== clean && holdsName(command, base))
}

/** Whether a command names a folder holding the path (`rm -rf tmp` holds `tmp/a.txt`). */
export function namesFolderOf(command: string, path: string): boolean {
  const parts = path.split('/')
  for (let length = 1; length < parts.length; length++) if (holdsName(command, parts.slice(0, length).join('/'))) return true
  return false
}

/** A test run's summary in a command's output: the counts of passed and failed tests it states. */
export interface RunnerSummary {
  /** The signatures of `signatures.json` that read it, in the order of its lines. */
  signatures: string[]
  passed?: number
  failed?: number
  /** Whether it says tests failed, with a count (`failed` above 0) or without one (Go's `FAIL`). */
  failing: boolean
  /** The summary as the output writes it. */
  text: string
}

/** The signatures a test run's summary is read with: those of failed tests, and those of passed tests. */
const summarySignatures = signatures.filter((signature) => signature.kind === 'tests' || signature.kind === 'passes')

/** A number held by a match's groups whose names start with `prefix`: the largest, when several do. */
function groupCount(match: RegExpExecArray, prefix: string): number | undefined {
  const values = Object.entries(match.groups ?? {}).flatMap(([name, value]) => (name.startsWith(prefix) && value !== undefined ? [Number(value)] : []))
  return values.length > 0 ? Math.max(...values) : undefined
}

/** What the summary signatures read in one line; undefined when none matches it. */
function countsOf(line: string): RunnerSummary | undefined {
  let read: RunnerSummary | undefined
  for (const signature of summarySignatures) {
    const match = compileSignature(signature)?.exec(line)
    if (!match) continue
    read ??= {signatures: [], failing: false, text: line.trim()}
    read.signatures.push(signature.id)
    const passed = groupCount(match, 'passed')
    if (passed !== undefined) read.passed = Math.max(read.passed ?? 0, passed)
    if (signature.kind !== 'tests') continue
    const failed = groupCount(match, 'count')
    // A failure without a count (`test result: FAILED`, `--- FAIL:`) says tests failed all the same.
    if (failed === undefined) read.failing = true
    else read.failed = Math.max(read.failed ?? 0, failed)
  }

  if (read?.failed !== undefined && read.failed > 0) read.failing = true
  return read
}

/**
 * The last summary of a test run in an output: the last run of lines the
 * signatures of `signatures.json` read (`# pass 2` over `# fail 0`), a later
 * line's count standing over an earlier one's. The examples are the
 * `summaries` of `signatures.json`.
 */
export function summaryOf(output: string): RunnerSummary | undefined {
  let last: RunnerSummary | undefined
  let open: RunnerSummary | undefined
  for (const line of output.split('\n')) {
    const read = countsOf(line.endsWith('\r') ? line.slice(0, -1) : line)
    if (!read) {
      open = undefined
      continue
    }

    if (!open) last = open = read
    else {
      open.signatures.push(...read.signatures)
      open.text = `${open.text}\n${read.text}`
      if (read.passed !== undefined) open.passed = read.passed
      if (read.failed !== undefined) open.failed = read.failed
      open.failing = (open.failed !== undefined && open.failed > 0) || read.failing || (open.failing && read.failed === undefined)
    }
  }

  return last
}

/** What an Evidence item claims of a run: its outcome, by its last outcome word, and the counts it states. */
export interface Claim {
  outcome?: 'success' | 'failure'
  passed?: number
  failed?: number
}

/**
 * Outcome words of a claim, as lists of the vocabulary in every language;
 * the last one in the claim is its outcome (`failed first, then 2 passed`
 * claims success). A word negated or counting nothing says the other
 * outcome (`0 failed`, `no errors`, `nicht bestanden`); an exit status of
 * the `exit` signatures says failure above 0 and success at 0.
 */
export const claimWords: ReadonlyArray<{readonly outcome: 'success' | 'failure'; readonly lists: readonly [WordListName, ...WordListName[]]; readonly examples: TableExamples}> = [
  {outcome: 'failure', lists: ['failure', 'broken', 'failureCount', 'stateError'], examples: {matches: ['2 failed', 'fails on Windows', 'exited with code 1', 'did not pass', 'la compilación falla', '2 Tests fehlgeschlagen'], misses: ['passed', '0 failed', 'no errors', 'no tests failed']}},
  {outcome: 'success', lists: ['passing'], examples: {matches: ['12 passed', 'all green', 'exit 0', 'builds cleanly', '0 failed', 'no errors', 'no problems', 'tous les tests réussis', '全部通过'], misses: ['failed', 'not passing', 'exited with code 1']}}
]

const exitSignatures = signatures.filter((signature) => signature.kind === 'exit')

export function claimOf(text: string): Claim {
  const claim: Claim = {}
  const words = phraseText(text)
  const spans: Array<{start: number; end: number; outcome: 'success' | 'failure'}> = []
  const free = (start: number, end: number): boolean => !spans.some((span) => start < span.end && span.start < end)
  for (const signature of exitSignatures) {
    const match = compileSignature(signature)?.exec(text)
    const status = match ? groupCount(match, 'count') : undefined
    if (match && status !== undefined && free(match.index, match.index + match[0].length)) spans.push({start: match.index, end: match.index + match[0].length, outcome: status === 0 ? 'success' : 'failure'})
  }

  for (const entry of claimWords) {
    for (const match of phraseList(...entry.lists).all(words)) {
      if (!free(match.index, match.index + match.length)) continue
      const opposite = negated(words, match.index, match.length)
      spans.push({start: match.index, end: match.index + match.length, outcome: opposite === (entry.outcome === 'failure') ? 'success' : 'failure'})
    }
  }

  const last = spans.sort((a, b) => a.start - b.start).at(-1)
  if (last) claim.outcome = last.outcome
  const counts = countsOf(text)
  if (counts?.passed !== undefined) claim.passed = counts.passed
  if (counts?.failed !== undefined) claim.failed = counts.failed
  return claim
}
