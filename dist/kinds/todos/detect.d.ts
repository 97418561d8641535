/** Which texts are todos checklists: named `…-todos.md` (or `.markdown`, `.txt`). */
import type { Detector } from '../detect-kind.js';
export declare const detector: Detector;
