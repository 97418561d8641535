/**
 * What a project pays for installing handback, as the README's Install section says:
 * packs the package, installs the tarball into an empty project in a temporary folder
 * (from the npm registry, for its dependencies), and prints the tarball's size, the
 * packages and bytes of the project's node_modules, and the time `import('handback')`
 * takes in a fresh process (CPU and wall clock, median of several runs), measured inside
 * the process so node's own start-up is left out. Options: `--runs=N` (default 15),
 * `--keep` (leave the temporary project, and say where).
 */
import {spawnSync} from 'node:child_process'
import {existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'

const root = resolve(import.meta.dirname, '..')
const runs = Number(process.argv.find((argument) => argument.startsWith('--runs='))?.slice(7) ?? 15)
const keep = process.argv.includes('--keep')

function run(command, args, cwd) {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8'})
  if (result.status !== 0) {
    process.stderr.write(`size: \`${command} ${args.join(' ')}\` failed (exit ${result.status}):\n${result.stderr}`)
    process.exit(1)
  }

  return result.stdout
}

/** Bytes of the regular files under a folder (their length, not the blocks they take), links not followed. */
function bytes(folder) {
  let total = 0
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    const stat = lstatSync(path)
    if (stat.isDirectory()) total += bytes(path)
    else if (stat.isFile()) total += stat.size
  }

  return total
}

/** The folders of the installed packages, nested ones included: `[name, folder]`. */
function packages(folder) {
  const found = []
  if (!existsSync(folder)) return found
  for (const name of readdirSync(folder)) {
    if (name.startsWith('.')) continue
    const path = join(folder, name)
    if (name.startsWith('@')) {
      for (const scoped of readdirSync(path)) found.push([`${name}/${scoped}`, join(path, scoped)], ...packages(join(path, scoped, 'node_modules')))
    } else {
      found.push([name, path], ...packages(join(path, 'node_modules')))
    }
  }

  return found
}

const megabytes = (count) => `${(count / 1e6).toFixed(1)} MB`
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const scratch = mkdtempSync(join(tmpdir(), 'handback-size-'))
const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', scratch], root))
const project = join(scratch, 'project')
run('mkdir', [project])
writeFileSync(join(project, 'package.json'), JSON.stringify({name: 'consumer', private: true, type: 'module'}))
run('npm', ['install', '--no-audit', '--no-fund', join(scratch, packed.filename)], project)

const modules = join(project, 'node_modules')
const installed = packages(modules).map(([name, folder]) => ({name, bytes: bytes(folder)}))
const total = bytes(modules)
const largest = installed.toSorted((a, b) => b.bytes - a.bytes).slice(0, 3)

const probe = `const cpu = process.cpuUsage(); const start = performance.now(); await import('handback'); const used = process.cpuUsage(cpu); console.log(JSON.stringify({cpu: (used.user + used.system) / 1000, wall: performance.now() - start}))`
const times = []
for (let index = 0; index < runs; index++) times.push(JSON.parse(run(process.execPath, ['--input-type=module', '-e', probe], project)))

console.log(`handback ${packed.version}, node ${process.version}, ${process.platform}`)
console.log(`tarball: ${megabytes(packed.size)} (${megabytes(packed.unpackedSize)} unpacked, ${packed.entryCount} files, ${packed.files.filter((file) => file.path.endsWith('.map')).length} source maps)`)
console.log(`node_modules of a project that installs it: ${installed.length} packages, ${megabytes(total)}`)
console.log(`largest: ${largest.map((entry) => `${entry.name} ${megabytes(entry.bytes)}`).join(', ')}`)
console.log(`import('handback') in a fresh process, median of ${runs}: ${median(times.map((time) => time.cpu)).toFixed(0)} ms of CPU, ${median(times.map((time) => time.wall)).toFixed(0)} ms of wall clock`)
if (keep) console.log(`project kept in ${project}`)
else rmSync(scratch, {recursive: true, force: true})
