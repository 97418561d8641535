declare const _default: import("../../json/context.js").JsonRule;
export default _default;
