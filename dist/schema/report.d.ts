import * as z from 'zod';
/** The three states a child may report. */
export declare const ReturnStateSchema: z.ZodEnum<{
    SUCCESS: "SUCCESS";
    ERROR: "ERROR";
    PARTIAL: "PARTIAL";
}>;
export declare const ReturnStatusSchema: z.ZodObject<{
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
export declare const DeliverableSchema: z.ZodObject<{
    path: z.ZodString;
    description: z.ZodString;
}, z.core.$strip>;
export declare const EvidenceSchema: z.ZodObject<{
    text: z.ZodString;
    path: z.ZodOptional<z.ZodString>;
    description: z.ZodOptional<z.ZodString>;
    output: z.ZodOptional<z.ZodString>;
    table: z.ZodOptional<z.ZodArray<z.ZodArray<z.ZodString>>>;
}, z.core.$strip>;
export declare const AttestationSchema: z.ZodObject<{
    runtime_model_reported: z.ZodString;
    runtime_mode_reported: z.ZodString;
    files_created: z.ZodArray<z.ZodString>;
    files_modified: z.ZodArray<z.ZodString>;
    limitations: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
declare const ReportSignalSchema: z.ZodObject<{
    signal: z.ZodString;
    text: z.ZodString;
    line: z.ZodNumber;
}, z.core.$strip>;
export declare const ReturnReportSchema: z.ZodObject<{
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
}, z.core.$strip>;
export type ReturnState = z.infer<typeof ReturnStateSchema>;
export type ReturnStatus = z.infer<typeof ReturnReportSchema>['status'];
export type Deliverable = z.infer<typeof DeliverableSchema>;
export type Evidence = z.infer<typeof EvidenceSchema>;
export type Attestation = z.infer<typeof AttestationSchema>;
export type ReportSignal = z.infer<typeof ReportSignalSchema>;
export type ReturnReport = z.infer<typeof ReturnReportSchema>;
export {};
