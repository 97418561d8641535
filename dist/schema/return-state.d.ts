/** The three states a child may report, apart from the zod schema so that reading markdown never loads zod. */
export declare const returnStates: readonly ["SUCCESS", "ERROR", "PARTIAL"];
