export declare const DEFAULT_SIZES: readonly number[];
export declare const TARGET_SIZE: number;
export declare const LADDER_SIZES: readonly number[];
export declare const PHONE_CPU_RATE: number;

export interface BenchOptions {
  readonly sizes: readonly number[];
  readonly cpuRates: readonly number[];
  readonly limit: number;
  readonly queriesOnly: boolean;
  readonly memoryProfile: boolean;
  readonly skipEnrich: boolean;
  readonly skipPwa: boolean;
  readonly skipChaos: boolean;
  readonly profileDownload: boolean;
  readonly profileIndex: boolean;
  readonly profileStart: boolean;
  readonly profileQueries: boolean;
  readonly minify: boolean;
  readonly consoleDownload: boolean;
  readonly skipBuild: boolean;
}

/** Throws an Error that says what is wrong with an argument. */
export declare function readBenchOptions(argv: readonly string[]): BenchOptions;
