/** Which texts are return-metadata files: named so, or JSON that no other kind claims. */
import { type Detector } from '../detect-kind.js';
export declare const detector: Detector;
