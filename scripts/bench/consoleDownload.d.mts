import type { OriginStorage } from './originStorage.mjs';

export declare const ESTIMATE_MARGIN_BYTES: number;
export declare function estimateFromMeasure(bytesPerResource: number, margin?: number): number;
export declare function estimateCheck(storage: OriginStorage, estimate: number): string;
export declare function consoleFigures(): Promise<{ readonly estimate: number; readonly logBound: number }>;
