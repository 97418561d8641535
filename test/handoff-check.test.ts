/**
 * Packet and return pairs under fixtures/handoff/: each case's `expected.json`
 * holds the diagnostics `checkReturn` gives (return place, rule, message,
 * cause place in the packet) and the missing deliverables; a case with a
 * `root/` folder is also checked on disk. `UPDATE=1` rewrites the expectations.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {expectJsonGolden} from './support/golden.js'
import type {Diagnostic} from '../src/engine/diagnostic.js'
import {createArtifactCheck} from '../src/node/artifact-check.js'
import {checkReturn} from '../src/postflight/check-return.js'

const base = 'fixtures/handoff'

function formatted(diagnostic: Diagnostic): string {
  const cause = diagnostic.cause ? ` (cause ${diagnostic.cause.line}:${diagnostic.cause.column})` : ''
  return `${diagnostic.line}:${diagnostic.column} ${diagnostic.severity} ${diagnostic.ruleId} ${diagnostic.message}${cause}`
}

describe('checkReturn on packet and return pairs', () => {
  for (const name of readdirSync(base).sort()) {
    const folder = join(base, name)
    it(name, () => {
      const root = join(folder, 'root')
      const options = existsSync(root) ? {checkFile: createArtifactCheck(root)} : {}
      const result = checkReturn(readFileSync(join(folder, 'return.md'), 'utf8'), readFileSync(join(folder, 'packet.md'), 'utf8'), options)
      const actual = {diagnostics: result.diagnostics.map(formatted), missingDeliverables: result.missingDeliverables, packetDiagnostics: result.packetDiagnostics.map(formatted)}
      expectJsonGolden(join(folder, 'expected.json'), actual)
    })
  }
})
