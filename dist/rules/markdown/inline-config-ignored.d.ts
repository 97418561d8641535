/**
 * Reported by the pipeline, not by a check: whether comments are honoured is
 * decided after every other rule has run (`src/pipeline/inline-config.ts`).
 */
declare const _default: import("../../markdown/context.js").MarkdownRule;
export default _default;
