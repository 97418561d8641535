/** Every markdown rule, in documentation order: errors of structure and value, then the repair log, then advice. */
import type { MarkdownRule } from '../../markdown/context.js';
import inlineConfigIgnored from './inline-config-ignored.js';
import disableDirectiveUnused from './disable-directive-unused.js';
export declare const markdownRules: readonly MarkdownRule[];
export { inlineConfigIgnored, disableDirectiveUnused };
