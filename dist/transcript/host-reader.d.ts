export interface HostReader {
    /** Reads one JSON object of the transcript; false when its type is unknown to the reader. */
    read(value: Record<string, unknown>, line: number): boolean;
    /** Records the calls left without an answer. */
    finish(): void;
}
/** A tool call waiting for its result. */
export interface PendingCall {
    name: string;
    input: Record<string, unknown>;
    line: number;
    order: number;
}
export declare function isObject(value: unknown): value is Record<string, unknown>;
