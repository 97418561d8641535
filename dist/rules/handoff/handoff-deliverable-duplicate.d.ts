declare const _default: import("./context.js").HandoffRule;
export default _default;
