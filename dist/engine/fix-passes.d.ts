import type { Fix } from './diagnostic.js';
export interface FixPasses<Reading> {
    /** The text after the last pass that could be read again. */
    text: string;
    /** The reading of `text`. */
    reading: Reading;
}
/**
 * `fixesOf` lists the fixes of a reading; `reread` reads a fixed text, or
 * answers undefined when the text would no longer be readable (then the pass
 * is not applied and the loop stops).
 */
export declare function runFixPasses<Reading>(text: string, first: Reading, fixesOf: (reading: Reading) => readonly Fix[], reread: (text: string) => Reading | undefined): FixPasses<Reading>;
/** The fixes carried by a list of diagnostics. */
export declare function fixesIn(diagnostics: ReadonlyArray<{
    fix?: Fix;
}>): Fix[];
