/** One object store as a release made it, with its rows (tagged where JSON cannot hold a value). */
export interface StoreSnapshot {
  readonly name: string;
  readonly keyPath: string | string[] | null;
  readonly autoIncrement: boolean;
  readonly indexes: readonly {
    readonly name: string;
    readonly keyPath: string | string[];
    readonly unique: boolean;
    readonly multiEntry: boolean;
  }[];
  /** The rows; a store without a key path holds `{ key, value }` pairs. */
  readonly rows: readonly unknown[];
}

export interface OriginSnapshot {
  readonly databases: readonly {
    readonly name: string;
    readonly version: number;
    readonly stores: readonly StoreSnapshot[];
  }[];
  readonly localStorage: Readonly<Record<string, string>>;
}

export function snapshotOrigin(): Promise<OriginSnapshot>;
export function restoreOrigin(snapshot: OriginSnapshot): Promise<void>;
