/**
 * The shape of `handback.config.json`. Rule ids are checked against every
 * rule handback knows, so a typo is a configuration error, not a silent no-op.
 */
import * as z from 'zod';
export { configFileName } from './file-name.js';
export declare const ConfigSchema: z.ZodObject<{
    $schema: z.ZodOptional<z.ZodString>;
    extends: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>;
    ignores: z.ZodOptional<z.ZodArray<z.ZodString>>;
    inlineConfig: z.ZodOptional<z.ZodBoolean>;
    reportUnusedDisableDirectives: z.ZodOptional<z.ZodBoolean>;
    preset: z.ZodOptional<z.ZodEnum<{
        recommended: "recommended";
        strict: "strict";
    }>>;
    statuses: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    signatures: z.ZodOptional<z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        kind: z.ZodEnum<{
            tests: "tests";
            "fail-line": "fail-line";
            compiler: "compiler";
            exit: "exit";
            http: "http";
            workaround: "workaround";
        }>;
        pattern: z.ZodString;
        flags: z.ZodOptional<z.ZodString>;
        tool: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>>;
    rules: z.ZodOptional<z.ZodRecord<z.ZodEnum<{
        [x: string]: string;
    }> & z.core.$partial, z.ZodUnion<readonly [z.ZodUnion<readonly [z.ZodEnum<{
        error: "error";
        info: "info";
        off: "off";
        warn: "warn";
    }>, z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]>]>, z.ZodTuple<[z.ZodUnion<readonly [z.ZodEnum<{
        error: "error";
        info: "info";
        off: "off";
        warn: "warn";
    }>, z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]>]>], null>, z.ZodTuple<[z.ZodUnion<readonly [z.ZodEnum<{
        error: "error";
        info: "info";
        off: "off";
        warn: "warn";
    }>, z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]>]>, z.ZodRecord<z.ZodString, z.ZodUnknown>], null>]>>>;
}, z.core.$strict>;
export type Config = z.infer<typeof ConfigSchema>;
