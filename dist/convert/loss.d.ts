import type { ReturnMeta } from '../schema/meta.js';
import { type ConvertContext } from './context.js';
export interface LostField {
    /** Pointer of the field in the return-metadata object. */
    pointer: string;
    /** `dropped`: the markdown has no place for it; `changed`: it reads back as `readBack`. */
    kind: 'dropped' | 'changed';
    value: unknown;
    readBack?: unknown;
}
/** The context a parent would pass back: the object's own identity and the operation its status names. */
export declare function contextOfMeta(meta: unknown): Partial<ConvertContext>;
/**
 * The fields of a return-metadata object that do not survive conversion to
 * markdown and back; empty for the subset the markdown can express (see
 * `grammar/mapping.md`). Fields the way back adds are not losses.
 */
export declare function lostInMarkdown(given: ReturnMeta): LostField[];
