/** The zod schema of a `Diagnostic`, for outputs that carry diagnostics (the MCP tools' output schemas). */
import * as z from 'zod';
export declare const DiagnosticSchema: z.ZodObject<{
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
}, z.core.$loose>;
