/**
 * Writes grammar/schemas/{report,meta,subagent,progress}.schema.json from the
 * zod schemas. `npm run schemas` writes them; `--check` fails when a committed
 * copy is stale (test/json-schemas.test.ts does the same check).
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {dirname, join, relative} from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {jsonSchemaText, schemaNames} from '../src/schema/json-schemas.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Each schema file with the content the code gives. */
export function schemaFiles(directory: string = root): Array<{path: string; content: string}> {
  return schemaNames.map((name) => ({path: join(directory, 'grammar/schemas', `${name}.schema.json`), content: jsonSchemaText(name)}))
}

/** Schema files whose committed copy differs from what the code gives. */
export function staleSchemas(directory: string = root): string[] {
  return schemaFiles(directory)
    .filter((file) => !existsSync(file.path) || readFileSync(file.path, 'utf8') !== file.content)
    .map((file) => relative(directory, file.path))
}

function main(check: boolean): number {
  if (check) {
    const stale = staleSchemas()
    for (const path of stale) process.stderr.write(`${path} is stale: run \`npm run schemas\`\n`)
    return stale.length > 0 ? 1 : 0
  }

  for (const file of schemaFiles()) {
    if (existsSync(file.path) && readFileSync(file.path, 'utf8') === file.content) continue
    mkdirSync(dirname(file.path), {recursive: true})
    writeFileSync(file.path, file.content)
    process.stdout.write(`wrote ${relative(root, file.path)}\n`)
  }

  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.includes('--check'))
}
