export declare const FREE_TEXT: readonly string[];
export declare const STRUCTURED: readonly string[];
