export declare function configJsonSchema(): Record<string, unknown>;
