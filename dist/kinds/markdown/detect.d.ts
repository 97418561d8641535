/** Which texts are markdown returns: any named `.md`, any that is not JSON, and, in a directory walk, those holding the contract's sections. */
import type { Detector } from '../detect-kind.js';
/**
 * Whether markdown text is a return: a `state:` line beside a `Status` heading,
 * or at least two of the contract's section headings (Status, Deliverables,
 * Evidence, Runtime Attestation) at level 2 or 3.
 */
export declare function looksLikeMarkdownReturn(text: string): boolean;
export declare const detector: Detector;
