/**
 * The output formats by name, each loaded when asked for: the CLI's default
 * `stylish` run never compiles SARIF's rule catalogue.
 */
import type { Reporter } from './types.js';
export declare const reporterLoaders: Readonly<Record<string, () => Promise<Reporter>>>;
