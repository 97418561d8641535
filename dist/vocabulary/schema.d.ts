/**
 * The zod schemas of the vocabulary's data files, apart from the tables so
 * that reading a return never loads zod: test/vocabulary.test.ts checks every
 * table against them.
 */
import * as z from 'zod';
export declare const LanguageTableSchema: z.ZodObject<{
    language: z.ZodString;
    name: z.ZodString;
}, z.core.$strict>;
export declare const MarksTableSchema: z.ZodObject<{
    roles: z.ZodRecord<z.ZodString, z.ZodObject<{
        says: z.ZodEnum<{
            SUCCESS: "SUCCESS";
            ERROR: "ERROR";
            PARTIAL: "PARTIAL";
        }>;
        description: z.ZodString;
        marks: z.ZodArray<z.ZodString>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export declare const SignaturesTableSchema: z.ZodObject<{
    signatures: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        kind: z.ZodEnum<{
            tests: "tests";
            compiler: "compiler";
            exit: "exit";
            http: "http";
            "fail-line": "fail-line";
        }>;
        tool: z.ZodString;
        pattern: z.ZodString;
        flags: z.ZodString;
        matches: z.ZodArray<z.ZodString>;
        misses: z.ZodArray<z.ZodString>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export declare const ConfusablesTableSchema: z.ZodObject<{
    source: z.ZodString;
    lookalikes: z.ZodRecord<z.ZodUnion<[z.ZodString, z.ZodString]>, z.ZodString>;
}, z.core.$strict>;
