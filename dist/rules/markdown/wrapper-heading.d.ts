/** Whether a heading's title is a template's wrapper (`Subtask Result`), which a fix removes. */
export declare function isTemplateWrapper(title: string): boolean;
declare const _default: import("../../markdown/context.js").MarkdownRule;
export default _default;
