/** The hash of the text read so far, and its length (the upper half mixes in each character's offset). */
export interface FingerprintState {
    readonly low: number;
    readonly high: number;
    readonly length: number;
}
export declare const fingerprintStart: FingerprintState;
/** The state after reading `text` after what `state` has read: `fingerprintOf(fingerprintUpdate(fingerprintStart, a + b))` equals reading `a` then `b`. */
export declare function fingerprintUpdate(state: FingerprintState, text: string): FingerprintState;
/** The hash a state stands for, as 16 hexadecimal digits. */
export declare function fingerprintOf(state: FingerprintState): string;
/** A short, stable hash of text (FNV-1a, 64 bits as two 32-bit halves), for result fingerprints; not for security. */
export declare function fingerprint(text: string): string;
