import type { Reporter } from './types.js';
import { promptFor as promptForFile } from './prompt.js';
import { toSarifLog as sarifLogOf } from './sarif.js';
/** Every output format of `handback lint --format`, by name. */
export declare const reporters: Readonly<Record<string, Reporter>>;
/** Builds the SARIF log object; `sarif` is this, serialized. */
export declare const toSarifLog: typeof sarifLogOf;
/** The correction message for one file, or `''` when there is nothing to correct. */
export declare const promptFor: typeof promptForFile;
export type { FileResult, Reporter, ReporterOptions } from './types.js';
