/** Queries on the model's sections that extraction and the rules share. */
import type { Place } from '../engine/diagnostic.js';
import type { ItemEntry, KeyEntry, ReturnModel, SectionKind, SectionModel } from './model.js';
/** The first section of a kind: later duplicates are reported, not read. */
export declare function firstSection(model: ReturnModel, kind: SectionKind): SectionModel | undefined;
/** Key entries of a section, first occurrence of each key only. */
export declare function keysOf(section: SectionModel | undefined, only?: ReadonlySet<string>): ReadonlyMap<string, KeyEntry>;
/**
 * Where the attestation keys are: the Runtime Attestation section, or, in the
 * older template, key lines under Evidence.
 */
export declare function attestationSource(model: ReturnModel): SectionModel | undefined;
/** Bullets that are items of a section (not attached to a key), without `(none)` placeholders. */
export declare function itemsOf(section: SectionModel | undefined): ItemEntry[];
export interface ListValue {
    values: string[];
    places: Place[];
}
/** A list key's values: bullets after it, or an inline comma list (one limitation, which is prose), `(none)` meaning empty. */
export declare function readList(entry: KeyEntry): ListValue;
