declare const _default: import("./context.js").CheckRule;
export default _default;
