/** Which texts are markdown returns: any named `.md`, any that is not JSON, and, in a directory walk, those holding the contract's sections. */
import type {Detector} from '../detect-kind.js'

// A contract section heading at level 2 or 3 (the level a lenient return may use), after emoji, numbered or bold.
const sectionHeading = /^ {0,3}#{2,3}[ \t]+(?:\p{Extended_Pictographic}[\p{Extended_Pictographic}\uFE0F\u200D]*[ \t]+)?(?:\d{1,3}[.)]?[ \t]+)?(?:\*\*)?(status|deliverables|evidence|runtime attestation)\b/gimu
// The status line of the contract: `state: …`, bare, bulleted or with a bold key.
const stateLine = /^ {0,3}(?:[-*+][ \t]+)?(?:\*\*|__)?state(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*\S/im

/**
 * Whether markdown text is a return: a `state:` line beside a `Status` heading,
 * or at least two of the contract's section headings (Status, Deliverables,
 * Evidence, Runtime Attestation) at level 2 or 3.
 */
export function looksLikeMarkdownReturn(text: string): boolean {
  if (typeof text !== 'string') return false
  const sections = new Set<string>()
  for (const match of text.matchAll(sectionHeading)) sections.add(match[1]!.toLowerCase())
  if (sections.size >= 2) return true
  return sections.has('status') && stateLine.test(text)
}

export const detector: Detector = {
  order: 10,
  noun: 'markdown return',
  returned: true,
  language: 'markdown',
  claims: [
    {rank: 40, test: ({base}) => /\.(md|markdown)$/.test(base)},
    {rank: 50, test: ({json}) => !json}
  ],
  found: {markdown: looksLikeMarkdownReturn}
}
