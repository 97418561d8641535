/**
 * A return wrapped in a top-level code fence (what most writers send), read
 * with one parse instead of two. The fence lines are blanked with spaces
 * (offsets kept), so remark reads the content as markdown in place; the tree
 * of the text as written is rebuilt from that parse by putting the code node
 * back where the content was. When anything could make that parse differ
 * from the two it replaces — a block crossing the fence, a link definition,
 * an HTML block just before it — the answer is undefined and the caller
 * parses twice.
 */
import type { Code, Root } from 'mdast';
export interface FencedOnce {
    /** The tree of the text as written: the fence is one code node. */
    tree: Root;
    /** The tree with the fence's content read as markdown, at its own lines. */
    contentTree: Root;
    /** The code node standing for the fence in `tree`. */
    code: Code;
    /** 1-based lines of the opening fence, the content and the closing fence. */
    open: number;
    contentFirst: number;
    contentLast: number;
    close: number;
}
/**
 * Reads a fenced return with one parse, or undefined when the usual path must
 * answer; `noWrapper` says, from the lines alone, that the fence wraps no
 * return (a section heading outside it, or none that could be inside).
 */
export declare function readFencedOnce(source: string, lines: readonly string[], noWrapper: (open: number, close: number) => boolean): FencedOnce | undefined;
