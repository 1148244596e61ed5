export declare const TARGETS: {
  readonly searchP95Ms: number;
  readonly searchSize: number;
  readonly indexOverRaw: number;
  readonly indexSize: number;
  readonly coldStartMs: number;
  readonly heapMb: number;
  readonly downloadOverIdle: number;
  readonly enrichOverBound: number;
};

export interface Check {
  readonly what: string;
  readonly met: boolean;
  readonly text: string;
  readonly value?: number | undefined;
  readonly limit?: number;
}

export declare function check(target: {
  what: string;
  value: number | undefined;
  limit: number;
  unit: string;
  beside?: string;
  atLeast?: boolean;
}): Check;

/** `size`: one entry of reports/bench.json's `search`. */
export declare function phoneChecks(size: object, rate: number): Check[];

export declare const THROTTLE_HELD_SHARE: number;

export interface ThrottleProof {
  readonly heldShare: number;
  readonly ranShare: number;
  readonly workerSlowdown: number;
  readonly workerSlowdownByPage: number;
  readonly pageSlowdown: number;
  readonly shortJob: {
    readonly fullSpeedMs: number;
    readonly p50: number;
    readonly p95: number;
    readonly p95Slowdown: number;
  };
}

export declare function throttleCheck(proof: ThrottleProof, rate: number): Check;
