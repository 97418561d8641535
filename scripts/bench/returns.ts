/**
 * Realistic markdown returns from a seeded generator, for the CLI bench: the
 * states in the proportions agents send them, 1–30 deliverables, evidence with
 * commands and their outcome, an attestation, and the faults agents make
 * (`###` headings, bold keys, bullets, `-` separators, a fence around the
 * return) in about a third of them. The same seed gives the same files.
 */
import {mkdirSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

/** Mulberry32: small, seeded, good enough to vary texts. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

const areas = ['gates', 'parsers', 'client', 'reports', 'auth', 'billing', 'search', 'cli', 'storage', 'sync']
const verbs = ['Added', 'Fixed', 'Ported', 'Refactored', 'Documented', 'Tested', 'Removed', 'Split']
const things = ['the retry budget', 'the CSV export', 'the token refresh', 'the cache layer', 'the import wizard', 'the rate limiter', 'the audit log', 'the schema migration']
const commands = ['npm test', 'npm run typecheck', 'npm run lint', 'pytest -q', 'cargo test', 'go test ./...', 'npm run build']
const models = ['anthropic/claude-sonnet-4.5', 'openai/gpt-5.2', 'google/gemini-2.5-pro']

/** One return; `next()` is the generator's state. */
function oneReturn(next: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const roll = next()
  const state = roll < 0.7 ? 'SUCCESS' : roll < 0.85 ? 'PARTIAL' : 'ERROR'
  const loose = next() < 0.33
  const area = pick(areas)
  const files = Array.from({length: 1 + Math.floor(next() ** 2 * 30)}, (_, index) => `src/${area}/${pick(['lib', 'api', 'model', 'view'])}/${pick(things).split(' ')[1]}-${index}.ts`)
  const summary = `${pick(verbs)} ${pick(things)} in ${area}${next() < 0.5 ? `, with tests for ${pick(things)}` : ''}; ${files.length} files touched.`
  const heading = (name: string): string => (loose && next() < 0.5 ? `### ${name}` : `## ${name}`)
  const key = (name: string, value: string): string => (loose && next() < 0.4 ? `**${name[0]!.toUpperCase()}${name.slice(1)}**: ${value}` : `${name}: ${value}`)
  const separator = loose && next() < 0.5 ? ' - ' : ' — '
  const lines = [heading('Status'), key('state', state), key('summary', summary)]
  if (state === 'ERROR') lines.push('error_code: E_TOOL_FAILURE', 'retry_recommended: yes', `retry_hint: Rerun \`${pick(commands)}\` once the ${area} service is reachable.`)
  lines.push('', heading('Deliverables'))
  if (state === 'ERROR') lines.push('- (none)')
  else for (const file of files) lines.push(`- ${file}${separator}${pick(verbs).toLowerCase()} ${pick(things)}`)
  lines.push('', heading('Evidence'))
  for (let index = 0, count = 1 + Math.floor(next() * 5); index < count; index++) {
    const command = pick(commands)
    lines.push(state === 'ERROR' && index === 0 ? `- \`${command}\` — ECONNREFUSED after three attempts` : `- \`${command}\` — ${10 + Math.floor(next() * 400)} passed, 0 failed`)
  }

  const created = state === 'ERROR' ? [] : files.filter(() => next() < 0.4)
  const modified = state === 'ERROR' ? [] : files.filter((file) => !created.includes(file))
  lines.push('', heading('Runtime Attestation'), key('runtime_model_reported', pick(models)), key('runtime_mode_reported', 'code'), 'files_created:')
  lines.push(...(created.length > 0 ? created.map((file) => `- ${file}`) : ['- (none)']), 'files_modified:', ...(modified.length > 0 ? modified.map((file) => `- ${file}`) : ['- (none)']))
  if (state === 'PARTIAL') lines.push('limitations:', `- ${pick(things)} is not ported yet`)
  const text = lines.join('\n') + '\n'
  return loose && next() < 0.15 ? `Here is my report.\n\n\`\`\`markdown\n${text}\`\`\`\n` : text
}

/** Writes `count` returns into `directory` (100 per folder), and says how many bytes they hold. */
export function writeReturns(directory: string, count: number, seed = 32): number {
  const next = random(seed)
  let bytes = 0
  for (let index = 0; index < count; index++) {
    const folder = join(directory, `batch-${String(Math.floor(index / 100)).padStart(3, '0')}`)
    if (index % 100 === 0) mkdirSync(folder, {recursive: true})
    const text = oneReturn(next)
    bytes += Buffer.byteLength(text)
    writeFileSync(join(folder, `return-${String(index).padStart(5, '0')}.md`), text)
  }

  return bytes
}
