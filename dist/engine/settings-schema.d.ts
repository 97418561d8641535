/**
 * The zod schemas of rule settings, for configuration files. Kept apart from
 * `settings.ts` so that parsing and linting markdown never loads zod.
 */
import * as z from 'zod';
export declare const RuleSettingSchema: z.ZodEnum<{
    error: "error";
    info: "info";
    off: "off";
    warn: "warn";
}>;
export declare const PresetSchema: z.ZodEnum<{
    recommended: "recommended";
    strict: "strict";
}>;
export type RuleSetting = z.infer<typeof RuleSettingSchema>;
export type Preset = z.infer<typeof PresetSchema>;
