/**
 * Reported by the pipeline once directives are applied (`src/pipeline/inline-config.ts`),
 * and only with `inlineConfig` and `reportUnusedDisableDirectives` (`--report-unused-disable-directives`).
 */
declare const _default: import("../../markdown/context.js").MarkdownRule;
export default _default;
