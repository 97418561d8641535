/** The hash of the text read so far, and its length (the upper half mixes in each character's offset). */
export interface FingerprintState {
  readonly low: number
  readonly high: number
  readonly length: number
}

export const fingerprintStart: FingerprintState = {low: 0x811c9dc5, high: 0xcbf29ce4, length: 0}

/** The state after reading `text` after what `state` has read: `fingerprintOf(fingerprintUpdate(fingerprintStart, a + b))` equals reading `a` then `b`. */
export function fingerprintUpdate(state: FingerprintState, text: string): FingerprintState {
  let {low, high} = state
  const offset = state.length
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    low = Math.imul(low ^ code, 0x01000193) >>> 0
    high = Math.imul(high ^ (code + offset + index), 0x01000193) >>> 0
  }

  return {low, high, length: offset + text.length}
}

/** The hash a state stands for, as 16 hexadecimal digits. */
export function fingerprintOf(state: FingerprintState): string {
  return state.high.toString(16).padStart(8, '0') + state.low.toString(16).padStart(8, '0')
}

/** A short, stable hash of text (FNV-1a, 64 bits as two 32-bit halves), for result fingerprints; not for security. */
export function fingerprint(text: string): string {
  return fingerprintOf(fingerprintUpdate(fingerprintStart, text))
}
