/** The expressions this module builds from the vocabulary, for the backtracking check of the tests. */
export declare const vocabularyExpressions: readonly RegExp[];
declare const _default: import("../../markdown/context.js").MarkdownRule;
export default _default;
