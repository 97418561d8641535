/** File name looked up from each linted file's directory upward. */
export declare const configFileName = "handback.config.json";
