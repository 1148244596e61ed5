export interface GrowthPoint {
  readonly count: number;
  readonly value: number | undefined;
}

export interface Growth {
  readonly perResource: readonly { readonly count: number; readonly perResource: number }[];
  readonly worstRise: { readonly from: number; readonly to: number; readonly ratio: number } | undefined;
  readonly exponent: number | undefined;
  readonly linear: boolean | undefined;
}

export declare function growth(points: readonly GrowthPoint[], tolerance: number): Growth;

export interface GrowthRow extends Growth {
  readonly cost: string;
  readonly unit: string;
  readonly tolerance: number;
}

export declare const GROWTH_COSTS: readonly {
  readonly name: string;
  readonly unit: string;
  readonly tolerance: number;
  readonly pick: (size: object) => number | undefined;
}[];

/** `sizes`: the benchmark's figures of one size each (reports/bench.json's `search` entries). */
export declare function growthCheck(sizes: readonly object[]): GrowthRow[];
export declare function growthLine(row: GrowthRow): string;
