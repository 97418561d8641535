/**
 * Generates the documentation that comes from code: `grammar/rules.md` and
 * the README's rule table from the rule metadata, and the configuration's
 * JSON Schema from its zod schema. `npm run docs` writes them;
 * `npm run docs:check` fails when a committed copy is stale.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import {dirname, join, relative} from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {configJsonSchema} from '../src/config/json-schema.js'
import {configFileName} from '../src/config/schema.js'
import {ruleHelpMarkdown} from '../src/reporters/rule-doc.js'
import {allRules} from '../src/rules/index.js'
import type {RuleMeta} from '../src/engine/rule.js'
import type {RegisteredRule} from '../src/rules/index.js'

export const rulesStart = '<!-- rules:start -->'
export const rulesEnd = '<!-- rules:end -->'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replace(/\s+/g, ' ').trim()
}

function severityCell(rule: RuleMeta): string {
  if (rule.optIn === true) return `off (opt-in: ${rule.severity})`
  return rule.severity === 'warning' && rule.keptInStrict !== true ? 'warning (error in `strict`)' : rule.severity
}

/** One row per rule; `link` is where each rule's entry lives, relative to the document holding the table. */
export function ruleTable(rules: readonly RegisteredRule[], link: string): string {
  const rows = rules.map(
    (rule) => `| [\`${rule.id}\`](${link}#${rule.id}) | ${rule.kinds.join(', ')} | ${severityCell(rule)} | ${rule.fixable ? 'yes' : ''} | ${cell(rule.description)} |`
  )
  return ['| Rule | Input | Severity | Fixable | Description |', '| --- | --- | --- | --- | --- |', ...rows].join('\n') + '\n'
}

/** `grammar/rules.md`: an index table, then one entry per rule whose heading (the rule id) is its anchor. */
export function rulesDocument(rules: readonly RegisteredRule[] = allRules): string {
  const seen = new Set<string>()
  const unique = rules.filter((rule) => !seen.has(rule.id) && seen.add(rule.id))
  const entries = unique.map((rule) => `## ${rule.id}\n\n${ruleHelpMarkdown(rule)}`)
  return [
    '# Rules\n',
    '<!-- Generated from the rule metadata by `npm run docs`; edit the rules in src/rules/, not this file. -->\n',
    'Every rule id is kebab-case and says what is wrong. A rule runs at its own severity in the `recommended` preset; ' +
      'the `strict` preset (`--strict`) turns every warning into an error. Severities are set per rule in ' +
      `\`${configFileName}\` (\`"rules": {"unknown-section": "off"}\`). Where the checked text is trusted ` +
      `(\`"inlineConfig": true\`, \`--inline-config\`), rules can also be silenced inline with ` +
      '`<!-- handback-disable-next-line rule-id -->`, `<!-- handback-disable rule-id -->` and `<!-- handback-enable rule-id -->`; ' +
      'by default such comments change nothing and are reported (`inline-config-ignored`), since a return is written by the party being checked.\n',
    ruleTable(unique, ''),
    ...entries
  ].join('\n')
}

/** Replaces what lies between the rule-table markers; `undefined` when the markers are absent. */
export function replaceBetweenMarkers(text: string, content: string): string | undefined {
  const start = text.indexOf(rulesStart)
  const end = text.indexOf(rulesEnd)
  if (start === -1 || end === -1 || end < start) return undefined
  return `${text.slice(0, start + rulesStart.length)}\n${content}${text.slice(end)}`
}

export interface GeneratedFile {
  path: string
  content: string
}

/** Every generated file with its expected content. The README is included only when it has the markers. */
export function generatedFiles(directory: string = root): GeneratedFile[] {
  const files: GeneratedFile[] = [
    {path: join(directory, 'grammar/rules.md'), content: rulesDocument()},
    {path: join(directory, 'grammar/schemas/config.schema.json'), content: JSON.stringify(configJsonSchema(), null, 2) + '\n'}
  ]
  const readme = join(directory, 'README.md')
  if (existsSync(readme)) {
    const replaced = replaceBetweenMarkers(readFileSync(readme, 'utf8'), ruleTable(allRules, 'grammar/rules.md'))
    if (replaced !== undefined) files.push({path: readme, content: replaced})
  }

  return files
}

/** The generated files whose committed copy differs from what the code gives. */
export function staleFiles(directory: string = root): string[] {
  return generatedFiles(directory)
    .filter((file) => !existsSync(file.path) || readFileSync(file.path, 'utf8') !== file.content)
    .map((file) => relative(directory, file.path))
}

function main(check: boolean): number {
  if (check) {
    const stale = staleFiles()
    for (const path of stale) process.stderr.write(`${path} is stale: run \`npm run docs\`\n`)
    return stale.length > 0 ? 1 : 0
  }

  for (const file of generatedFiles()) {
    const before = existsSync(file.path) ? readFileSync(file.path, 'utf8') : undefined
    if (before === file.content) continue
    writeFileSync(file.path, file.content)
    process.stdout.write(`wrote ${relative(root, file.path)}\n`)
  }

  if (!generatedFiles().some((file) => file.path === join(root, 'README.md'))) {
    process.stderr.write(`README.md has no ${rulesStart} … ${rulesEnd} markers: its rule table was not written\n`)
  }

  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.includes('--check'))
}
