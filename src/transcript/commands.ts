/**
 * How commands are compared and what their outputs and the return's claims
 * say. Every judgement here is a table with examples that the tests execute
 * (test/transcript-tables.test.ts); the functions only apply the tables.
 */

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

/** A runner's summary line in a command's output: the counts of passed and failed tests it states. */
export interface RunnerSummary {
  runner: string
  passed?: number
  failed?: number
  /** Whether it says tests failed, with a count (`failed` above 0) or without one (Go's `FAIL`). */
  failing: boolean
  /** The summary as the output writes it. */
  text: string
}

/**
 * Test runners' summary lines (global expressions, read with `matchAll`). Each pattern's groups are named `passed` and
 * `failed`; an empty `failed` group says tests failed without a count. The
 * last summary in an output is the run's.
 */
export const runnerSummaries: ReadonlyArray<{readonly runner: string; readonly pattern: RegExp; readonly examples: ReadonlyArray<{readonly output: string; readonly passed?: number; readonly failed?: number}>}> = [
  {runner: 'node:test (TAP)', pattern: /^# pass (?<passed>\d+)\r?\n# fail (?<failed>\d+)$/gm, examples: [{output: '# tests 2\n# suites 0\n# pass 2\n# fail 0\n', passed: 2, failed: 0}]},
  {runner: 'node:test (spec)', pattern: /^ℹ pass (?<passed>\d+)\r?\nℹ fail (?<failed>\d+)$/gm, examples: [{output: 'ℹ tests 3\nℹ pass 2\nℹ fail 1\n', passed: 2, failed: 1}]},
  {runner: 'vitest', pattern: /^[ \t]*Tests[ \t]+(?:(?<failed>\d+) failed \| )?(?<passed>\d+) passed\b/gm, examples: [{output: ' Test Files  1 passed (1)\n      Tests  12 passed (12)\n', passed: 12}, {output: '      Tests  1 failed | 11 passed (12)\n', passed: 11, failed: 1}]},
  {runner: 'vitest (all failed)', pattern: /^[ \t]*Tests[ \t]+(?<failed>\d+) failed \(\d+\)/gm, examples: [{output: '      Tests  3 failed (3)\n', failed: 3}]},
  {runner: 'jest', pattern: /^Tests:[ \t]+(?:(?<failed>\d+) failed, )?(?:\d+ skipped, )?(?:\d+ todo, )?(?:(?<passed>\d+) passed, )?\d+ total$/gm, examples: [{output: 'Tests:       1 failed, 2 passed, 3 total\n', passed: 2, failed: 1}, {output: 'Tests:       5 passed, 5 total\n', passed: 5}]},
  {runner: 'mocha', pattern: /^[ \t]*(?<passed>\d+) passing\b/gm, examples: [{output: '  4 passing (5ms)\n', passed: 4}]},
  {runner: 'mocha (failing)', pattern: /^[ \t]*(?<failed>\d+) failing\b/gm, examples: [{output: '  3 passing (20ms)\n  1 failing\n', failed: 1}]},
  {runner: 'pytest', pattern: /^=+ (?:(?<failed>\d+) failed, )?(?:(?<passed>\d+) passed)?[\w ,]* in [\d.]+s\b/gm, examples: [{output: '==== 1 failed, 4 passed in 0.12s ====\n', passed: 4, failed: 1}, {output: '===== 7 passed in 0.03s =====\n', passed: 7}]},
  {runner: 'cargo', pattern: /^test result: (?:ok|FAILED)\. (?<passed>\d+) passed; (?<failed>\d+) failed;/gm, examples: [{output: 'test result: ok. 3 passed; 0 failed; 0 ignored;\n', passed: 3, failed: 0}]},
  {runner: 'go', pattern: /^(?:--- FAIL: |FAIL[ \t]+\S)(?<failed>)/gm, examples: [{output: '--- FAIL: TestParse (0.00s)\nFAIL\texample.com/p\t0.01s\n'}]}
]

/** The last runner summary of an output, if any runner's is in it. */
export function summaryOf(output: string): RunnerSummary | undefined {
  let found: {at: number; summary: RunnerSummary} | undefined
  for (const {runner, pattern} of runnerSummaries) {
    // The tables' expressions carry `g`; `matchAll` works on a copy, so no `lastIndex` is shared.
    for (const match of output.matchAll(pattern)) {
      const groups = match.groups ?? {}
      const summary: RunnerSummary = {runner, failing: false, text: match[0]}
      if (groups['passed'] !== undefined) summary.passed = Number(groups['passed'])
      if (groups['failed'] === '') summary.failing = true
      else if (groups['failed'] !== undefined) {
        summary.failed = Number(groups['failed'])
        summary.failing = summary.failed > 0
      }
      if (!found || match.index! >= found.at) found = {at: match.index!, summary}
    }
  }

  return found?.summary
}

/** What an Evidence item claims of a run: its outcome, by its last outcome word, and the counts it states. */
export interface Claim {
  outcome?: 'success' | 'failure'
  passed?: number
  failed?: number
}

/**
 * Outcome words of a claim, tried in this order at each place; the last one
 * in the claim is its outcome (`failed first, then 2 passed` claims success).
 */
export const claimWords: ReadonlyArray<{readonly outcome: 'success' | 'failure'; readonly pattern: RegExp; readonly examples: TableExamples}> = [
  {outcome: 'success', pattern: /\b(?:0|no|zero|none)\s+(?:tests?\s+)?(?:failed|failures?|failing|errors?|problems?)\b/gi, examples: {matches: ['0 failed', 'no errors', 'no problems'], misses: ['1 failed']}},
  {outcome: 'failure', pattern: /\b(?:fail(?:s|ed|ing|ures?)?|red|broken|exit(?:s|ed)? (?:with )?(?:code |status )?[1-9]\d*|non-zero)\b/gi, examples: {matches: ['2 failed', 'fails on Windows', 'exited with code 1'], misses: ['passed']}},
  {outcome: 'success', pattern: /\b(?:pass(?:es|ed|ing)?|green|succeed(?:s|ed)?|success(?:ful(?:ly)?)?|ok|clean|exit(?:s|ed)? (?:with )?(?:code |status )?0|builds?|built|compiles?|compiled)\b/gi, examples: {matches: ['12 passed', 'all green', 'exit 0', 'builds cleanly'], misses: ['failed']}}
]

/** The counts a claim states: `12 passed`, `2/2 pass`, `1 failed`. */
export const claimCounts: ReadonlyArray<{readonly count: 'passed' | 'failed'; readonly pattern: RegExp; readonly examples: ReadonlyArray<{readonly claim: string; readonly value: number}>}> = [
  {count: 'passed', pattern: /\b(\d+)(?:\/\d+)?\s+(?:tests?\s+|specs?\s+)?(?:pass(?:ed|ing|es)?|succeeded|ok)\b/gi, examples: [{claim: '12 passed', value: 12}, {claim: '2/2 tests pass', value: 2}]},
  {count: 'passed', pattern: /\ball (\d+) (?:tests? |specs? )?(?:pass(?:ed|ing|es)?|succeeded)\b/gi, examples: [{claim: 'all 5 tests pass', value: 5}]},
  {count: 'failed', pattern: /\b(\d+)\s+(?:tests?\s+)?(?:fail(?:ed|ing|ures?|s)?)\b/gi, examples: [{claim: '3 failed', value: 3}, {claim: '0 failures', value: 0}]}
]

/** Spans of a text each entry matches, an earlier entry keeping the span it shares with a later one. */
function claimed<Entry extends {pattern: RegExp}>(text: string, entries: readonly Entry[]): Array<{start: number; end: number; entry: Entry; match: RegExpMatchArray}> {
  const spans: Array<{start: number; end: number; entry: Entry; match: RegExpMatchArray}> = []
  for (const entry of entries) {
    for (const match of text.matchAll(entry.pattern)) {
      const start = match.index!
      const end = start + match[0].length
      if (spans.some((span) => start < span.end && span.start < end)) continue
      spans.push({start, end, entry, match})
    }
  }

  return spans.sort((a, b) => a.start - b.start)
}

export function claimOf(text: string): Claim {
  const claim: Claim = {}
  const outcome = claimed(text, claimWords).at(-1)
  if (outcome) claim.outcome = outcome.entry.outcome
  for (const span of claimed(text, claimCounts)) claim[span.entry.count] = Number(span.match[1])
  return claim
}
