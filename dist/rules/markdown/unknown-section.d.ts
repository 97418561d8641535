declare const _default: import("../../markdown/context.js").MarkdownRule;
export default _default;
