import { useCallback, useEffect, useState } from 'react';

/**
 * `persisted`: the browser will not evict the data; `best-effort`: it may, under storage pressure;
 * `refused`: the user asked to keep the data and the browser said no; `unknown`: not told (yet).
 */
export type Persistence = 'unknown' | 'persisted' | 'best-effort' | 'refused';

export interface StorageFigures {
  /** Bytes this origin uses (IndexedDB, caches, the service worker's precache). */
  readonly usage: number;
  /** Bytes it may use. */
  readonly quota: number;
}

export interface StorageEstimateState {
  /** False where the browser has no StorageManager (old browsers, insecure origins). */
  readonly supported: boolean;
  /** Undefined until the first estimate arrives. */
  readonly figures?: StorageFigures;
  readonly persistence: Persistence;
  /** Whether the browser lets the page ask for persistent storage. */
  readonly canPersist: boolean;
  /** Asks the browser to keep this origin's data (navigator.storage.persist()). */
  readonly persist: () => Promise<void>;
}

/** How often the figures are read again while shown. */
const REFRESH_MS = 30_000;

function storageManager(): StorageManager | undefined {
  return typeof navigator !== 'undefined' && 'storage' in navigator ? navigator.storage : undefined;
}

/** navigator.storage.estimate() and .persisted(), read on mount and every 30 seconds. */
export function useStorageEstimate(): StorageEstimateState {
  const storage = storageManager();
  const [figures, setFigures] = useState<StorageFigures>();
  const [persistence, setPersistence] = useState<Persistence>('unknown');

  const read = useCallback(async (): Promise<void> => {
    if (storage === undefined) return;
    const estimate = await storage.estimate();
    setFigures({ usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 });
    if (typeof storage.persisted === 'function') {
      const persisted = await storage.persisted();
      setPersistence((previous) =>
        persisted ? 'persisted' : previous === 'refused' ? 'refused' : 'best-effort',
      );
    }
  }, [storage]);

  useEffect(() => {
    const readQuietly = (): void => {
      // An estimate that cannot be read leaves the last figures shown.
      read().catch(() => undefined);
    };
    readQuietly();
    const timer = window.setInterval(readQuietly, REFRESH_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [read]);

  const persist = useCallback(async (): Promise<void> => {
    if (storage === undefined || typeof storage.persist !== 'function') return;
    const granted = await storage.persist();
    setPersistence(granted ? 'persisted' : 'refused');
    await read();
  }, [storage, read]);

  return {
    supported: storage !== undefined && typeof storage.estimate === 'function',
    figures,
    persistence,
    canPersist: storage !== undefined && typeof storage.persist === 'function',
    persist,
  };
}
