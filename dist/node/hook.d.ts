/** The part of a review the hook needs: a correction when the return fails its contract. */
export interface HookReview {
    decision: {
        action: string;
        reason: string;
    };
    correction?: string | undefined;
    /** A line for stderr about the check itself (a packet in the brief that could not be used). */
    note?: string | undefined;
    /** Why the return fails its contract, for the parent, the child's text in it quoted as data; without the retry budget of `decide`, which is not the hook's. */
    failure?: string | undefined;
    /** Style warnings of a return that passes: the parent hears it was accepted with concerns. */
    warnings?: number | undefined;
    /** What a return that passes reports, for the parent, the child's words quoted; without a retry budget, which the hook cannot know. */
    reported?: string | undefined;
}
export type HookReviewer = (text: string, options: {
    kind?: HookKind;
    handoff?: string;
    transcript?: string;
}) => HookReview | Promise<HookReview>;
/**
 * Longest return the hook reads. The parse is linear but synchronous, and remark
 * takes seconds on the densest shapes (a 1 MiB list of one-letter items takes
 * tens; a failing return is read again for its correction): a host that times a
 * hook out lets the agent stop unchecked, so a return past this bound is refused
 * (`input-too-large`, the child is sent back) rather than read. At this bound the
 * densest return takes about 11 s to review on a quiet 2-core machine, within the
 * 30 s `handback init` gives the hook; final messages are far below it.
 */
export declare const hookMaxBytes: number;
/**
 * The hook's review: `review`'s decision, with the correction kept only when
 * the return fails its contract (an error, or no report). A well-formed
 * ERROR or PARTIAL return is the child's honest answer: the parent decides
 * on it, the hook does not send the child back.
 */
export declare function contractReview(text: string, options: {
    kind?: HookKind;
    handoff?: string;
    transcript?: string;
}): Promise<HookReview>;
/** The kinds of return the hook reads (`hook --kind`'s values): those that stand for a report. */
export declare const hookKinds: readonly ["markdown", "meta", "subagent"];
export type HookKind = (typeof hookKinds)[number];
export interface HookOptions {
    /** Blocks allowed per agent before it may stop anyway. Default 2. */
    maxBlocks?: number;
    /** After the budget: `allow` (stop, the default) or `warn` (stop, and a `systemMessage`, which the hosts write to their log only). The parent hears the escalation through PostToolUse either way. */
    onExhausted?: 'allow' | 'warn';
    /** Agent types checked; `main` names the top-level agent of a `Stop` event. Default: every agent. */
    agents?: readonly string[];
    /** Check a child only when its brief holds `marker` (or its type is in `agents`). Default false. */
    whenAsked?: boolean;
    /** The marker looked for in the brief. Default: the first words of the format instructions. */
    marker?: string;
    /** The kind of return the children write. Default: detected. */
    kind?: HookKind;
    /**
     * Folder of the budget files, private to the user: created with mode 0700; an existing one must be
     * a folder owned by the user and writable by no one else. Default: `handback/hook` under
     * `$XDG_STATE_HOME`, else under `~/.local/state`.
     */
    stateDir?: string;
    /**
     * Check the return against the agent's own transcript when the event names
     * one (`agent_transcript_path` of a SubagentStop, `transcript_path` of a
     * Stop): a SUCCESS the transcript contradicts is sent back. Default true.
     */
    checkTranscript?: boolean;
}
export interface HookOutcome {
    /** What the host reads: empty (let the agent stop) or one JSON object. */
    stdout: string;
    /** Why the hook let the agent stop when it could not review, one line each. */
    stderr: string;
    /** Always 0: a hook that fails must not block the agent. */
    exitCode: 0;
}
/**
 * Runs the hook on the event's JSON text. Never throws and never rejects:
 * on its own failure the agent may stop, and `stderr` says why.
 *
 * @param input The hook's standard input.
 * @param options See `HookOptions`.
 * @param reviewer The review of a child's text; default `contractReview`.
 */
export declare function runHook(input: string, options: HookOptions, reviewer?: HookReviewer): Promise<HookOutcome>;
