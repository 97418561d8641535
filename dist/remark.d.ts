/**
 * `handback/remark`: handback's rules as a unified plugin, so remark-cli,
 * unified-engine and editor integrations report problems in returns like
 * any remark-lint rule.
 *
 * The rules read the file's text (`file.value`), not the tree: the return
 * language is line-oriented and handback parses it itself.
 *
 * With remark-cli (`--frail` fails on warnings too, like `--strict`):
 *
 *     remark --use handback/remark --frail --quiet returns/
 *
 * or in `.remarkrc.json`: `{"plugins": [["handback/remark", {"preset": "strict"}]]}`.
 */
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import type { Diagnostic } from './engine/diagnostic.js';
import { type ParseOptions } from './pipeline/parse-return.js';
/**
 * Configuration: the same as `parseReturn`'s. `preset` (`recommended` by
 * default, or `strict`), `rules` (severity per rule id, overriding the
 * preset), `maxBytes` (largest input read, 1 MiB by default), and
 * `inlineConfig` (honour the file's own `<!-- handback-disable … -->`
 * comments; off by default, each is then reported as `inline-config-ignored`)
 * with `reportUnusedDisableDirectives`.
 */
export type Options = ParseOptions;
/**
 * Adds one diagnostic to the file as a message, with vfile-message's fields.
 * Given something else than a diagnostic, the message says so; given no file
 * (or a file whose `message` throws or returns no message), the message is
 * returned without being added anywhere.
 */
export declare function reportDiagnostic(file: VFile, given: Diagnostic): VFileMessage;
/**
 * Checks the file as a child's markdown return and adds a message per problem.
 *
 * @param options Configuration (optional).
 */
declare const remarkHandback: Plugin<[(Options | null | undefined)?], Root>;
export default remarkHandback;
