export declare function binaryBytes(value: unknown, depth?: number): number;
