import type { OriginStorage } from './originStorage.mjs';

export declare const ESTIMATE_MARGIN: number;
export declare function estimateFromMeasure(bytesPerResource: number, margin?: number): number;
export declare function estimateCheck(storage: OriginStorage, estimate: number): string;
export declare function formEstimate(): Promise<number>;
