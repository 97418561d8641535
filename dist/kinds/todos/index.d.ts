export declare const kind: import("../../postflight/kind.js").Kind;
