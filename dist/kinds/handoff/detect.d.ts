/** Which texts are handoff packets: named `…handoff…` (a return's metadata or progress aside), or opening with a packet's fields. */
import type { Detector } from '../detect-kind.js';
export declare const detector: Detector;
