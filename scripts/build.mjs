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
  logLevel: 'warning'
}

await build({...shared, entryPoints: {index: 'src/index.ts'}, outdir: 'dist'})
await build({
  ...shared,
  entryPoints: {cli: 'src/cli.ts'},
  outdir: 'dist',
  banner: {js: '#!/usr/bin/env node'}
})

execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], {
  stdio: 'inherit'
})
