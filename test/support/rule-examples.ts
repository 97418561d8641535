/** The rules' documented examples as lint inputs, shared by the documentation and example tests. */
import {lintText} from '../../src/kinds/every.js'
import {checkReturn} from '../../src/postflight/check-return.js'
import {checkTranscript} from '../../src/postflight/check-transcript.js'
import type {Diagnostic} from '../../src/engine/diagnostic.js'
import {inputRules} from '../../src/engine/input-rules.js'
import {allRules, type RegisteredRule} from '../../src/kinds/rules.js'

/** Rules no lint run produces (the input guards and the converters') are documented, not linted. */
const describedOnly: ReadonlySet<string> = new Set([...inputRules.map((rule) => rule.id), ...allRules.filter((rule) => rule.kinds.includes('convert')).map((rule) => rule.id)])

/** Rules whose examples are lint inputs. */
export const lintedRules: readonly RegisteredRule[] = allRules.filter((rule) => !describedOnly.has(rule.id))

/** Examples are fragments: the sections they leave out are filled in minimally, so rules that need a report can run. */
export function completeExample(text: string): string {
  let out = text.endsWith('\n') ? text : text + '\n'
  if (!/^#+ *status/im.test(out)) out = '## Status\nstate: SUCCESS\nsummary: Done.\n\n' + out
  if (!/^#+ *deliverables/im.test(out)) out += '\n## Deliverables\n- (none)\n'
  if (!/^#+ *evidence/im.test(out)) out += '\n## Evidence\n- (none)\n'
  if (!/^#+ *runtime attestation/im.test(out) && !/runtime_model_reported/.test(out)) {
    out += '\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n'
  }

  return out
}

/** The diagnostics of one rule on a text, linted as the rule's first kind with the rule's example options. */
export function findingsOf(rule: RegisteredRule, text: string): Diagnostic[] {
  const kind = rule.kinds[0]
  if (kind === 'check') return checkFindings(rule, text)
  const options = {...(kind && kind !== 'convert' ? {kind} : {}), ...rule.exampleOptions}
  return lintText(text, options).diagnostics.filter((diagnostic) => diagnostic.ruleId === rule.id)
}

/** The text a wrong example is linted as: itself when the rule reports it, else completed with the missing sections. */
export function wrongInput(rule: RegisteredRule): string {
  return findingsOf(rule, rule.wrong).length > 0 ? rule.wrong : completeExample(rule.wrong)
}

/**
 * A `check` rule's example is a return, checked against the packet of its
 * example options (`handoffRight` for the right example when the packet is
 * what is wrong), with `missingFiles` absent on disk and every other file present.
 */
function checkFindings(rule: RegisteredRule, text: string): Diagnostic[] {
  const options = rule.exampleOptions ?? {}
  if (typeof options['transcript'] === 'string') return checkTranscript(text, options['transcript']).diagnostics.filter((diagnostic) => diagnostic.ruleId === rule.id)
  const packet = text === rule.right && typeof options['handoffRight'] === 'string' ? options['handoffRight'] : options['handoff']
  const missing = Array.isArray(options['missingFiles']) ? (options['missingFiles'] as string[]) : undefined
  const checkFile = missing ? (path: string) => (missing.includes(path) ? ('missing' as const) : ('file' as const)) : undefined
  return checkReturn(text, packet, checkFile ? {checkFile} : {}).diagnostics.filter((diagnostic) => diagnostic.ruleId === rule.id)
}
