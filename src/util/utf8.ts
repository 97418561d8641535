/** Whether a string takes more than `limit` bytes in UTF-8, counting no further than needed. */
export function exceedsBytes(text: string, limit: number): boolean {
  // Each UTF-16 unit is at most 3 UTF-8 bytes, and at least 1.
  if (text.length * 3 <= limit) return false
  if (text.length > limit) return true
  let bytes = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      bytes += 4
      index++
    } else bytes += 3
    if (bytes > limit) return true
  }

  return false
}
