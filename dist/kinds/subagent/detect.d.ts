import { type Detector } from '../detect-kind.js';
export declare const detector: Detector;
