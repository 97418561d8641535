/**
 * `handback handoff new --objective … --deliverable path:description[:must_create] …`:
 * a handoff message (packet, todos, return format) on stdout, linting clean.
 */
import {parseArgs} from 'node:util'
import {buildHandoffMessage} from '../postflight/handoff-new.js'
import {visible} from '../util/visible.js'
import {diagnosticLines} from './diagnostic-lines.js'
import type {Io} from './io.js'
import {handoffUsage} from './usage.js'
import {UsageError} from './usage-error.js'

/** `path:text[:flag]`: the path up to the first colon, an optional trailing flag, the text between. */
function splitEntry(option: string, value: string, flag: 'must_create' | 'required'): {path: string; text: string; flagged: boolean} {
  const colon = value.indexOf(':')
  if (colon <= 0 || colon === value.length - 1) throw new UsageError(`${option} expects path:description[:${flag}], got \`${visible(value)}\``)
  const path = value.slice(0, colon).trim()
  let text = value.slice(colon + 1)
  let flagged = false
  const suffix = (flag === 'must_create' ? /:(must_create|true|false)$/ : /:(required|true|false)$/).exec(text)
  if (suffix) {
    flagged = suffix[1] !== 'false'
    text = text.slice(0, suffix.index)
  }

  if (text.trim() === '') throw new UsageError(`${option} expects a description after \`${visible(path)}:\``)
  return {path, text: text.trim(), flagged}
}

export async function handoffCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      objective: {type: 'string'},
      'task-id': {type: 'string'},
      deliverable: {type: 'string', multiple: true},
      evidence: {type: 'string', multiple: true},
      criterion: {type: 'string', multiple: true},
      constraint: {type: 'string', multiple: true},
      todo: {type: 'string', multiple: true},
      'no-return-format': {type: 'boolean'},
      help: {type: 'boolean', short: 'h'}
    }
  })
  if (values.help) {
    io.stdout(handoffUsage)
    return 0
  }

  if (positionals[0] !== 'new' || positionals.length !== 1) throw new UsageError('expected `handoff new`')
  if (values.objective === undefined || values.objective.trim() === '') throw new UsageError('--objective is required: one sentence saying what the child is to do')
  const deliverables = (values.deliverable ?? []).map((value) => {
    const entry = splitEntry('--deliverable', value, 'must_create')
    return {path: entry.path, description: entry.text, must_create: entry.flagged}
  })
  const evidence = (values.evidence ?? []).map((value) => {
    const entry = splitEntry('--evidence', value, 'required')
    return {path: entry.path, purpose: entry.text, required: entry.flagged}
  })
  const result = buildHandoffMessage({
    objective: values.objective.trim(),
    ...(values['task-id'] === undefined ? {} : {taskId: values['task-id']}),
    deliverables,
    evidence,
    successCriteria: values.criterion ?? [],
    constraints: values.constraint ?? [],
    todos: values.todo ?? [],
    returnFormat: values['no-return-format'] !== true
  })
  io.stdout(result.text)
  io.stderr(diagnosticLines('<handoff>', result.diagnostics))
  return result.diagnostics.some((diagnostic) => diagnostic.severity === 'error') ? 1 : 0
}
