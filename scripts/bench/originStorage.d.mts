/** What the page reads: the browser's estimate, the resources stored and the saved index's bytes. */
export interface OriginFigures {
  readonly usage: number;
  readonly details: Readonly<Record<string, number>>;
  readonly resources: number;
  readonly savedIndex: number;
}

export interface OriginStorage {
  readonly resources: number;
  readonly usageMb: number;
  readonly indexedDbMb: number;
  readonly savedIndexMb: number;
  readonly recordsMb: number;
  readonly bytesPerResource: number;
  readonly recordBytesPerResource: number;
  readonly savedIndexBytesPerResource: number;
}

export declare const ORIGIN_TARGET: { readonly resources: number; readonly mb: number };
export declare function splitOriginStorage(figures: OriginFigures): OriginStorage;
export declare function originStorageCheck(storage: OriginStorage): string;
