/**
 * A correction message a parent can send back to the child that wrote the
 * return: the problems in the child's terms (lines and messages, errors
 * first, duplicates merged), then what a correct return looks like. Bounded
 * in length so it never floods the child's context.
 */
import type {Diagnostic, Severity} from '../engine/diagnostic.js'
import {visible} from '../util/visible.js'
import {canonicalExamples} from './templates.js'
import type {FileResult, Reporter} from './types.js'

/** Longest message per file, in characters; problems past it are counted, not listed. */
export const promptMaxLength = 2000

interface Problem {
  severity: Severity
  message: string
  lines: number[]
}

const order: Record<Severity, number> = {error: 0, warning: 1, info: 2}

/** Merges diagnostics that say the same thing, keeping every line they occur on. */
function groupProblems(diagnostics: readonly Diagnostic[]): Problem[] {
  const byMessage = new Map<string, Problem>()
  for (const diagnostic of diagnostics) {
    // Messages quote the child's text: control and bidi characters are shown as escapes.
    const message = visible(diagnostic.message).replace(/\s+/g, ' ').trim()
    const key = `${diagnostic.severity}\u0000${message}`
    const problem = byMessage.get(key)
    if (problem) {
      if (!problem.lines.includes(diagnostic.line)) problem.lines.push(diagnostic.line)
    } else {
      byMessage.set(key, {severity: diagnostic.severity, message, lines: [diagnostic.line]})
    }
  }

  return [...byMessage.values()].sort((a, b) => order[a.severity] - order[b.severity] || (a.lines[0] ?? 0) - (b.lines[0] ?? 0))
}

function problemLine(problem: Problem): string {
  const lines = [...problem.lines].sort((a, b) => a - b)
  const where = lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(', ')}`
  const prefix = problem.severity === 'error' ? '' : problem.severity === 'warning' ? '(style) ' : '(note) '
  return `- ${where}: ${prefix}${problem.message}\n`
}

const subjects: Record<FileResult['kind'], string> = {
  markdown: 'Your return does not follow the return format',
  meta: 'Your return-metadata file does not follow its format',
  subagent: 'Your JSON return does not follow its format',
  progress: 'Your progress file does not follow its format'
}

/** The correction message for one file, or `''` when there is nothing to correct. */
export function promptFor(file: FileResult, maxLength: number = promptMaxLength): string {
  const problems = groupProblems(file.diagnostics)
  if (problems.length === 0) return ''
  const errors = problems.filter((problem) => problem.severity === 'error').length
  const head = `${subjects[file.kind]}: ${errors > 0 ? 'fix' : 'tidy'} the following and send the whole return again.\n\n`
  const example = canonicalExamples[file.kind]
  const tail = `\n${file.kind === 'markdown' ? 'Use exactly this layout (replace each <…>, leave out keys that do not apply):' : 'A valid example:'}\n\n${example}`
  // Room for the closing `- and N more.` line, whatever N turns out to be.
  const reserve = `- and ${problems.length} more.\n`.length
  let body = ''
  let listed = 0
  for (const [index, problem] of problems.entries()) {
    const line = problemLine(problem)
    const last = index === problems.length - 1
    if (head.length + body.length + line.length + (last ? 0 : reserve) + tail.length > maxLength && listed > 0) break
    body += line
    listed++
  }

  if (listed < problems.length) body += `- and ${problems.length - listed} more.\n`
  const message = head + body + tail
  // A tiny limit still gets the problems: the template is what is dropped.
  return message.length <= maxLength ? message : (head + body).slice(0, maxLength)
}

export const prompt: Reporter = (results) =>
  results
    .map((file) => {
      const text = promptFor(file)
      return text === '' || results.length === 1 ? text : `${visible(file.filePath)}:\n${text}`
    })
    .filter((text) => text !== '')
    .join('\n')
