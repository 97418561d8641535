/** Splitting a list written inline, as prose writes it. */

/** The parts of `text` between commas outside parentheses and brackets: `a.ts, b.ts (split out, ~200 lines)` is two parts. */
export function splitTopLevelCommas(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index <= text.length; index++) {
    const char = text[index]
    if (char === '(' || char === '[') depth++
    else if ((char === ')' || char === ']') && depth > 0) depth--
    else if (index === text.length || (char === ',' && depth === 0)) {
      parts.push(text.slice(start, index))
      start = index + 1
    }
  }

  return parts
}
