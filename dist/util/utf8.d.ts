/** Whether a string takes more than `limit` bytes in UTF-8, counting no further than needed. */
export declare function exceedsBytes(text: string, limit: number): boolean;
