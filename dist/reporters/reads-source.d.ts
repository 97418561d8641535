export declare function formatReadsSource(format: string): boolean;
