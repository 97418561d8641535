/**
 * What a host puts around a child's return before the parent sees it: a
 * prefix on the first line (`[new_task completed] Result: ## Status`, as
 * Roo/Kilo-family parents receive it), `<attempt_completion><result>` …
 * `</result></attempt_completion>` tags, Kilo CLI's `<task id=… state="completed">`
 * `<task_result>` … `</task_result></task>` around what `task` returns, a leading `Result:`. Only the
 * first lines and the last lines are looked at, so a document that merely
 * mentions these words is read as written.
 */
import type {Place} from '../engine/diagnostic.js'

export interface SetAside {
  /** The span of the input set aside (1-based, end exclusive). */
  place: Place
  text: string
  /** The whole line is wrapper, so a fix removes the line. */
  wholeLine: boolean
}

export interface HostWrapper {
  /** The lines as read: set-aside text removed, the line count unchanged. */
  lines: string[]
  setAside: SetAside[]
}

/**
 * Only host tags, `[bracketed tags]` and `Result:`, with blanks between. A Kilo
 * (opencode) `task` result opens with `<task id="…" state="completed">` and
 * `<task_result>`: only a completed task's wrapper is set aside, so a failed
 * one is not read as a return.
 */
const wrapperOnly = /^[ \t]*(?:(?:<\/?(?:attempt_completion|result)>|<task(?:[ \t]+id="[^"\n<>]{0,200}")?[ \t]+state="completed"[ \t]*>|<task_result>|\[[^\]\n]{1,80}\]|result:)[ \t]*)+$/i
const closingOnly = /^[ \t]*(?:<\/(?:attempt_completion|result|task_result|task)>[ \t]*)+$/i
/** A heading behind a prefix on the same line: `[1]` the prefix, `[2]` the heading (scanned, not matched: the line may be long). */
function prefixed(line: string): [string, string, string] | undefined {
  const hash = line.indexOf('#')
  if (hash < 0) return undefined
  const prefix = line.slice(0, hash).trimEnd()
  const heading = line.slice(hash)
  if (prefix.trim() === '' || /[`|>]/.test(prefix) || !/^#{1,6}[ \t]+\S/.test(heading)) return undefined
  return [line, prefix.trimStart(), heading]
}

function isBlank(text: string): boolean {
  return /^[ \t]*$/.test(text)
}

function wholeLine(line: number, text: string): SetAside {
  return {place: {line, column: 1, endLine: line, endColumn: text.length + 1}, text: text.trim(), wholeLine: true}
}

/**
 * Finds the host's wrapping around a return whose first section heading it
 * hides; `isSection` says whether a heading's text names a section. Undefined
 * when there is nothing to set aside.
 */
export function findHostWrapper(source: readonly string[], isSection: (title: string) => boolean): HostWrapper | undefined {
  const lines = [...source]
  const setAside: SetAside[] = []
  let index = 0
  while (index < lines.length && (isBlank(lines[index]!) || wrapperOnly.test(lines[index]!))) {
    if (!isBlank(lines[index]!)) setAside.push(wholeLine(index + 1, lines[index]!))
    index++
  }

  const first = lines[index]
  const match = first === undefined ? undefined : prefixed(first)
  const title = match ? match[2]!.replace(/^#{1,6}[ \t]+/, '').trim() : ''
  if (match && isSection(title)) {
    const prefixEnd = first!.length - match[2]!.length
    setAside.push({place: {line: index + 1, column: 1, endLine: index + 1, endColumn: prefixEnd + 1}, text: match[1]!, wholeLine: false})
    lines[index] = match[2]!
  } else if (setAside.length === 0 || first === undefined || !/^ {0,3}#{1,6}[ \t]/.test(first) || !isSection(first.replace(/^ *#{1,6}[ \t]+/, '').trim())) {
    // Tags alone count only when a section heading follows them right away.
    return undefined
  }

  let last = lines.length - 1
  while (last > index && (isBlank(lines[last]!) || closingOnly.test(lines[last]!))) {
    if (!isBlank(lines[last]!)) setAside.push(wholeLine(last + 1, lines[last]!))
    last--
  }

  for (const piece of setAside) if (piece.wholeLine) lines[piece.place.line - 1] = ''
  setAside.sort((a, b) => a.place.line - b.place.line)
  return {lines, setAside}
}
