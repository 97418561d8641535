/** A deep copy of JSON data; keys are set as own properties, so `__proto__` stays data. */
export declare function cloneJson<T>(value: T): T;
/** Whether two JSON values are equal, object key order aside. */
export declare function jsonEqual(a: unknown, b: unknown): boolean;
