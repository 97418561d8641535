/** Which texts are progress files: named `…progress…`, or JSON holding `objectives`. */
import { type Detector } from '../detect-kind.js';
export declare const detector: Detector;
