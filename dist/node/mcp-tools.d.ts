/**
 * The tools `handback mcp` serves: each a name, a description, zod input and
 * output schemas (the MCP SDK turns them into the JSON Schemas clients see)
 * and a function from arguments to the structured result. The functions are
 * the library's own; nothing here knows of MCP transports.
 */
import * as z from 'zod';
/** One tool: schemas as zod raw shapes (objects), and the function that answers. */
interface ToolDefinition<Input extends z.ZodRawShape, Output extends z.ZodRawShape> {
    name: string;
    title: string;
    description: string;
    input: Input;
    /** The shape of the structured result; absent for a tool whose result is text for a model (`text`). */
    output?: Output;
    /** The structured result; the SDK checks it against `output` before sending it. */
    run: (args: z.infer<z.ZodObject<Input>>) => object;
    /**
     * For a result that is text for a model (instructions, a converted return):
     * the text blocks to send instead of structured content. Hosts show a model
     * `structuredContent` compacted into one JSON string, line breaks escaped.
     */
    text?: (result: never) => string[];
}
/** Every tool of the server, in the order they are listed. */
export declare const mcpTools: readonly [ToolDefinition<{
    text: z.ZodString;
    preset: z.ZodOptional<z.ZodEnum<{
        recommended: "recommended";
        strict: "strict";
    }>>;
}, {
    report: z.ZodNullable<z.ZodObject<{
        status: z.ZodObject<{
            state: z.ZodEnum<{
                SUCCESS: "SUCCESS";
                ERROR: "ERROR";
                PARTIAL: "PARTIAL";
            }>;
            summary: z.ZodString;
            error_code: z.ZodOptional<z.ZodString>;
            retry_recommended: z.ZodOptional<z.ZodBoolean>;
            retry_hint: z.ZodOptional<z.ZodString>;
            next_steps: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>;
        }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
        deliverables: z.ZodArray<z.ZodObject<{
            path: z.ZodString;
            description: z.ZodString;
        }, z.core.$strip>>;
        evidence: z.ZodArray<z.ZodObject<{
            text: z.ZodString;
            path: z.ZodOptional<z.ZodString>;
            description: z.ZodOptional<z.ZodString>;
            output: z.ZodOptional<z.ZodString>;
            table: z.ZodOptional<z.ZodArray<z.ZodArray<z.ZodString>>>;
        }, z.core.$strip>>;
        attestation: z.ZodObject<{
            runtime_model_reported: z.ZodString;
            runtime_mode_reported: z.ZodString;
            files_created: z.ZodArray<z.ZodString>;
            files_modified: z.ZodArray<z.ZodString>;
            limitations: z.ZodOptional<z.ZodArray<z.ZodString>>;
        }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
        signals: z.ZodOptional<z.ZodArray<z.ZodObject<{
            signal: z.ZodString;
            text: z.ZodString;
            line: z.ZodNumber;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    diagnostics: z.ZodArray<z.ZodObject<{
        ruleId: z.ZodString;
        signal: z.ZodOptional<z.ZodString>;
        source: z.ZodLiteral<"handback">;
        severity: z.ZodEnum<{
            error: "error";
            warning: "warning";
            info: "info";
        }>;
        message: z.ZodString;
        messageId: z.ZodOptional<z.ZodString>;
        data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>>;
        line: z.ZodNumber;
        column: z.ZodNumber;
        endLine: z.ZodOptional<z.ZodNumber>;
        endColumn: z.ZodOptional<z.ZodNumber>;
        url: z.ZodOptional<z.ZodString>;
        pointer: z.ZodOptional<z.ZodString>;
        expected: z.ZodOptional<z.ZodArray<z.ZodString>>;
        note: z.ZodOptional<z.ZodString>;
        cause: z.ZodOptional<z.ZodObject<{
            message: z.ZodString;
            line: z.ZodNumber;
            column: z.ZodNumber;
            endLine: z.ZodOptional<z.ZodNumber>;
            endColumn: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strip>>;
        fix: z.ZodOptional<z.ZodObject<{
            range: z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>;
            text: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$loose>>;
}>, ToolDefinition<{
    text: z.ZodString;
    kind: z.ZodOptional<z.ZodEnum<{
        markdown: "markdown";
        meta: "meta";
        todos: "todos";
        progress: "progress";
        subagent: "subagent";
        handoff: "handoff";
    }>>;
    fileName: z.ZodOptional<z.ZodString>;
    preset: z.ZodOptional<z.ZodEnum<{
        recommended: "recommended";
        strict: "strict";
    }>>;
}, {
    kind: z.ZodEnum<{
        markdown: "markdown";
        meta: "meta";
        todos: "todos";
        progress: "progress";
        subagent: "subagent";
        handoff: "handoff";
    }>;
    diagnostics: z.ZodArray<z.ZodObject<{
        ruleId: z.ZodString;
        signal: z.ZodOptional<z.ZodString>;
        source: z.ZodLiteral<"handback">;
        severity: z.ZodEnum<{
            error: "error";
            warning: "warning";
            info: "info";
        }>;
        message: z.ZodString;
        messageId: z.ZodOptional<z.ZodString>;
        data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>>;
        line: z.ZodNumber;
        column: z.ZodNumber;
        endLine: z.ZodOptional<z.ZodNumber>;
        endColumn: z.ZodOptional<z.ZodNumber>;
        url: z.ZodOptional<z.ZodString>;
        pointer: z.ZodOptional<z.ZodString>;
        expected: z.ZodOptional<z.ZodArray<z.ZodString>>;
        note: z.ZodOptional<z.ZodString>;
        cause: z.ZodOptional<z.ZodObject<{
            message: z.ZodString;
            line: z.ZodNumber;
            column: z.ZodNumber;
            endLine: z.ZodOptional<z.ZodNumber>;
            endColumn: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strip>>;
        fix: z.ZodOptional<z.ZodObject<{
            range: z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>;
            text: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$loose>>;
}>, ToolDefinition<{
    text: z.ZodString;
    to: z.ZodEnum<{
        markdown: "markdown";
        meta: "meta";
        a2a: "a2a";
        mcp: "mcp";
    }>;
    from: z.ZodOptional<z.ZodEnum<{
        markdown: "markdown";
        meta: "meta";
        subagent: "subagent";
    }>>;
    fileName: z.ZodOptional<z.ZodString>;
    lenient: z.ZodOptional<z.ZodBoolean>;
    context: z.ZodOptional<z.ZodObject<{
        operation: z.ZodOptional<z.ZodEnum<{
            [x: string]: string;
        }>>;
        session_id: z.ZodOptional<z.ZodString>;
        agent_type: z.ZodOptional<z.ZodString>;
        delegation_depth: z.ZodOptional<z.ZodNumber>;
        delegation_path: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$loose>>;
}, Readonly<{
    [k: string]: z.core.$ZodType<unknown, unknown, z.core.$ZodTypeInternals<unknown, unknown>>;
}>>, ToolDefinition<{
    text: z.ZodString;
    attempt: z.ZodOptional<z.ZodNumber>;
    mitigated: z.ZodOptional<z.ZodBoolean>;
    kind: z.ZodOptional<z.ZodEnum<{
        markdown: "markdown";
        meta: "meta";
        subagent: "subagent";
    }>>;
    fileName: z.ZodOptional<z.ZodString>;
}, {
    decision: z.ZodObject<{
        action: z.ZodEnum<{
            retry: "retry";
            accept: "accept";
            escalate: "escalate";
        }>;
        reason: z.ZodString;
        hint: z.ZodOptional<z.ZodString>;
        maxRetries: z.ZodNumber;
    }, z.core.$loose>;
    kind: z.ZodString;
    report: z.ZodUnknown;
    diagnostics: z.ZodArray<z.ZodObject<{
        ruleId: z.ZodString;
        signal: z.ZodOptional<z.ZodString>;
        source: z.ZodLiteral<"handback">;
        severity: z.ZodEnum<{
            error: "error";
            warning: "warning";
            info: "info";
        }>;
        message: z.ZodString;
        messageId: z.ZodOptional<z.ZodString>;
        data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>>;
        line: z.ZodNumber;
        column: z.ZodNumber;
        endLine: z.ZodOptional<z.ZodNumber>;
        endColumn: z.ZodOptional<z.ZodNumber>;
        url: z.ZodOptional<z.ZodString>;
        pointer: z.ZodOptional<z.ZodString>;
        expected: z.ZodOptional<z.ZodArray<z.ZodString>>;
        note: z.ZodOptional<z.ZodString>;
        cause: z.ZodOptional<z.ZodObject<{
            message: z.ZodString;
            line: z.ZodNumber;
            column: z.ZodNumber;
            endLine: z.ZodOptional<z.ZodNumber>;
            endColumn: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strip>>;
        fix: z.ZodOptional<z.ZodObject<{
            range: z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>;
            text: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$loose>>;
    correction: z.ZodOptional<z.ZodString>;
}>, ToolDefinition<{
    state: z.ZodOptional<z.ZodEnum<{
        SUCCESS: "SUCCESS";
        ERROR: "ERROR";
        PARTIAL: "PARTIAL";
    }>>;
    operation: z.ZodOptional<z.ZodEnum<{
        [x: string]: string;
    }>>;
    kind: z.ZodOptional<z.ZodEnum<{
        markdown: "markdown";
        meta: "meta";
    }>>;
}, Readonly<{
    [k: string]: z.core.$ZodType<unknown, unknown, z.core.$ZodTypeInternals<unknown, unknown>>;
}>>];
export {};
