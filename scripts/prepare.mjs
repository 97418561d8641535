// `prepare` (npm runs it on `npm install` in a clone, and before packing a
// git dependency): builds `dist/` when the development dependencies are
// there, and otherwise does nothing. It writes nothing on standard output,
// where `npm pack` prints the tarball's name for the tools that read it.
import {spawnSync} from 'node:child_process'
import {existsSync} from 'node:fs'
import {createRequire} from 'node:module'

const require = createRequire(import.meta.url)
const tools = ['esbuild', 'typescript']
const missing = tools.filter((name) => {
  try {
    require.resolve(`${name}/package.json`)
    return false
  } catch {
    return true
  }
})

if (missing.length > 0) {
  // An install without development dependencies: the package is used as it is, built or not.
  if (!existsSync('dist/cli.js')) process.stderr.write(`handback: dist/ is not built and ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not installed; run \`npm install\` to build\n`)
  process.exit(0)
}

const build = spawnSync(process.execPath, ['scripts/build.mjs'], {stdio: ['ignore', 2, 2]})
process.exit(build.status ?? 1)
