// Bundles the library and the CLI with esbuild (one file each, so `handback`
// starts without resolving hundreds of modules) and emits type declarations.
import {build} from 'esbuild'
import {execFileSync} from 'node:child_process'
import {rmSync} from 'node:fs'

rmSync('dist', {recursive: true, force: true})

const shared = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  // Module paths as the repository sees them (node_modules/…), even when node_modules is a link: the committed dist/ is the same wherever it is built.
  preserveSymlinks: true,
  // jsonc-parser's `main` is a UMD build whose lazy requires break in an ESM
  // bundle; its ES module build bundles cleanly.
  alias: {'jsonc-parser': './node_modules/jsonc-parser/lib/esm/main.js'},
  // The tokenizer's 1 MB vocabulary is loaded on demand from node_modules, not bundled.
  external: ['gpt-tokenizer']
}

// No source maps in the package: they were 71% of it, and a user's stack traces point into
// readable, unminified bundles.
await build({...shared, sourcemap: false, entryPoints: {index: 'src/index.ts', remark: 'src/remark.ts', node: 'src/node.ts'}, outdir: 'dist'})
// The main entry for browsers and agent sandboxes (package.json's `browser` condition): the
// same code, with the browser variants of its dependencies (vfile's path, process and URL
// shims), so it imports no `node:` module. The `worker` condition keeps it free of the DOM too
// (micromark's entity decoder would otherwise use `document`), so it runs in a web worker as well.
await build({...shared, sourcemap: false, platform: 'browser', conditions: ['worker'], target: 'es2022', entryPoints: {browser: 'src/index.ts'}, outdir: 'dist', minify: true})
// The CLI is split per command (src/cli/main.ts imports each on demand) and minified:
// start-up time is mostly spent compiling and evaluating the code a command loads.
await build({
  ...shared,
  // The lint pool's worker is an entry of its own beside `cli.js`, sharing its chunks.
  entryPoints: {cli: 'src/cli.ts', 'lint-worker': 'src/cli/lint-worker.ts'},
  outdir: 'dist',
  splitting: true,
  chunkNames: 'cli-chunks/[name]-[hash]',
  minify: true,
  // The CLI needs no node_modules (the Action runs it from its checkout): the tokenizer goes in a chunk of its own, loaded on demand.
  // `meta get` is built apart, below, and loaded from beside the bundle.
  external: ['./cli/meta-get-main.js'],
  // dist/ is committed (installs from git and pre-commit run no build): the CLI's chunks carry no source maps, which tripled their size.
  sourcemap: false,
  banner: {js: '#!/usr/bin/env node'}
})

// `meta get`, run in every postflight, as one module: Node loads one file where the split CLI loads a dozen, which cost more than the command.
await build({...shared, entryPoints: {'cli/meta-get-main': 'src/cli/meta-get-main.ts'}, outdir: 'dist', minify: true, external: [], sourcemap: false})

execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], {
  stdio: 'inherit'
})
