declare const _default: import("./context.js").TodosRule;
export default _default;
