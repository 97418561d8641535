/** What the markdown model and the return-metadata file agree on, shared by both directions of the conversion without loading either. */
/** Status keys with a field of their own in the return-metadata file (`next_steps` only as text). */
export declare const mappedStatusKeys: ReadonlySet<string>;
/** `error_code` when the markdown has none: the error object needs a `type`. */
export declare const unspecifiedErrorType = "unspecified";
