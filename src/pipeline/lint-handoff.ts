/**
 * Linting of the `handoff` kind (a packet alone or a message holding it) and
 * the `todos` kind (a checklist alone). The JSON input rules run first, on
 * the packet with positions in the message; the packet's rules only once it
 * parses. The only fixes are canonical todo statuses, which change no meaning.
 */
import {compareDiagnostics, type Diagnostic} from '../engine/diagnostic.js'
import {applyEdits} from '../engine/apply-fixes.js'
import {internalError, refuseInput} from '../engine/guard.js'
import {runRules} from '../engine/run-rules.js'
import {createJsonContext, valueAt} from '../json/context.js'
import {readTodos} from '../markdown/todos.js'
import {jsonInputRules} from '../rules/json/index.js'
import {handoffMessageRules, packetJsonRules} from '../rules/handoff-message.js'
import type {HandoffContext} from '../rules/handoff/context.js'
import {todosRules} from '../rules/todos/index.js'
import {optionsOf} from '../util/options.js'
import type {FixResult} from './fix-return.js'
import {readHandoffMessage, type HandoffMessage} from './handoff-message.js'
import type {KindHandler, LintOptions} from './kind-handler.js'
import {settingsProblems} from './settings-check.js'
import {checklistComplexityRefusal, jsonComplexityRefusal} from './complexity-refusal.js'

function handoffContext(message: HandoffMessage): HandoffContext {
  const {document} = message
  return {
    document,
    root: message.root,
    packet: message.packet,
    issues: message.issues,
    todos: message.todos,
    get: (pointer) => valueAt(message.root, pointer),
    at: (pointer) => document.valuePlace(pointer),
    keyAt: (pointer) => document.keyPlace(pointer),
    openingAt(pointer) {
      const node = document.nodes.get(pointer)
      return node ? document.place(node.offset, Math.min(node.length, 1)) : document.valuePlace(pointer)
    }
  }
}

/** The diagnostics of a handoff message already read. */
export function lintHandoffMessage(message: HandoffMessage, options: LintOptions): Diagnostic[] {
  if (message.refused) return [message.refused]
  const diagnostics: Diagnostic[] = []
  if (message.packet.found !== 'none') {
    // The JSON input rules read only the document, which every JSON kind shares; the kind given is not read.
    const refused = jsonComplexityRefusal(message.document)
    if (refused) return [refused]
    const broken = message.document.tooDeep || message.document.syntaxErrors.length > 0
    for (const diagnostic of runRules(broken ? jsonInputRules : packetJsonRules, createJsonContext(undefined, message.document, options, undefined), options)) diagnostics.push(diagnostic)
  }

  for (const diagnostic of runRules(handoffMessageRules, handoffContext(message), options)) diagnostics.push(diagnostic)
  return diagnostics.sort(compareDiagnostics)
}

export function lintHandoff(text: string, given: LintOptions = {}): Diagnostic[] {
  const options = optionsOf(given)
  const refused = refuseInput(text, options.maxBytes, 'handoff message')
  if (refused) return [refused]
  try {
    return [...settingsProblems(options), ...lintHandoffMessage(readHandoffMessage(text), options)]
  } catch (error) {
    return [internalError(error)]
  }
}

function lintTodos(text: string, given: LintOptions = {}): Diagnostic[] {
  const options = optionsOf(given)
  const refused = refuseInput(text, options.maxBytes, 'todos checklist') ?? checklistComplexityRefusal(text)
  if (refused) return [refused]
  try {
    return [...settingsProblems(options), ...runRules(todosRules, {todos: readTodos(text)}, options)].sort(compareDiagnostics)
  } catch (error) {
    return [internalError(error)]
  }
}

/** Applies the todo status fixes once (they do not overlap and leave nothing new to fix). */
function fixWith(lint: (text: string, options: LintOptions) => Diagnostic[]) {
  return (text: string, given: LintOptions = {}): FixResult => {
    const options = optionsOf(given)
    const before = lint(text, {...options, rules: {}})
    const fixes = before.filter((diagnostic) => diagnostic.ruleId === 'todo-status-invalid' && diagnostic.fix).map((diagnostic) => diagnostic.fix!)
    if (typeof text !== 'string' || fixes.length === 0) return {output: text, changed: false, diagnostics: lint(text, options), suppressed: [], meaningPreserved: true}
    const output = applyEdits(text, fixes).output
    return {output, changed: output !== text, diagnostics: lint(output, options), suppressed: [], meaningPreserved: true}
  }
}

// A packet or checklist honours no inline comments: nothing is ever suppressed.
export const handoffHandler: KindHandler = {lint: (text, options) => ({diagnostics: lintHandoff(text, options), suppressed: []}), fix: fixWith(lintHandoff)}
export const todosHandler: KindHandler = {lint: (text, options) => ({diagnostics: lintTodos(text, options), suppressed: []}), fix: fixWith(lintTodos)}
