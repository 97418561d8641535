/** A short, stable hash of text (FNV-1a, 64 bits as two 32-bit halves), for result fingerprints; not for security. */
export function fingerprint(text: string): string {
  let low = 0x811c9dc5
  let high = 0xcbf29ce4
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    low = Math.imul(low ^ code, 0x01000193) >>> 0
    high = Math.imul(high ^ (code + index), 0x01000193) >>> 0
  }

  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0')
}
