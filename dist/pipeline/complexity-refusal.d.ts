/** The `input-too-complex` diagnostic for a text a pre-scan refuses: markdown and checklists at the line where they crossed the bound, JSON at its start. */
import type { Diagnostic } from '../engine/diagnostic.js';
import type { JsonDocument } from '../json/document.js';
import { type ComplexityLimits, type ComplexityProblem } from '../markdown/complexity.js';
export declare function complexityRefusal(problem: ComplexityProblem, limits?: Readonly<ComplexityLimits>): Diagnostic;
/** JSON holding more values than any return file: refused before it was parsed. */
export declare function jsonComplexityRefusal(document: JsonDocument): Diagnostic | undefined;
/** A `todos` checklist longer than any real one (each line could be a diagnostic): refused at its first line past the bound. */
export declare function checklistComplexityRefusal(text: string): Diagnostic | undefined;
