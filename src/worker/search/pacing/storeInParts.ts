import type { Result } from '../../../contract/failure';
import type { StoredResource } from '../../../contract/db';
import { stepPart, type DownloadStep } from './downloadTurns';

/**
 * While no one searches, how many parts' writes may be under way at once: one committing while
 * the next is cloned and queued behind it. IndexedDB commits outside the worker, so the worker
 * clones the next part and indexes the last meanwhile instead of waiting for each commit. Not
 * more: a search's read waits for every write queued before it.
 */
export const IDLE_WRITES_UNDER_WAY = 2;

export interface PartWrites {
  /** The download's next step beside the user's searches (DownloadTurns.next). */
  readonly next: () => Promise<DownloadStep>;
  readonly parts: { readonly storePart?: number; readonly idlePart?: number };
  /** Stores one part in a transaction of its own; a refusal is a failed Result, never a rejection. */
  readonly write: (part: readonly StoredResource[]) => Promise<Result<StoredResource[]>>;
  /** Indexes a stored part; called in the order the parts were written. */
  readonly index: (stored: StoredResource[]) => Promise<void>;
  /** What the page's writer is told as the page is stored (PageSignals). */
  readonly signals?: PageSignals | undefined;
}

/**
 * What a page's store tells as it goes, that its caller may go on before the page is indexed (a
 * tenancy download, writtenInTurn): neither is called after a refusal.
 */
export interface PageSignals {
  /**
   * Every part's write is begun. Writes begun after it land after it: the writer's thread and
   * IndexedDB take them in the order begun (a write of the same records later keeps the later copy).
   */
  readonly queued?: (() => void) | undefined;
  /** Every part is stored, while the last may still be indexed. */
  readonly written?: (() => void) | undefined;
}

/**
 * Stores a page in parts, each indexed once it is stored, while the next is written (stepPart
 * says how large each part is). While the user searches, one part's write at a time; otherwise up
 * to IDLE_WRITES_UNDER_WAY. Once a part is refused no further part is begun: the parts stored
 * (before it, and any already under way) stay stored and are indexed, and the first refusal is
 * answered with them. Answers once every stored part is indexed; tells `signals` when every part
 * is begun and when every part is stored.
 */
export async function storeInParts(
  resources: readonly StoredResource[],
  { next, parts, write, index, signals }: PartWrites,
): Promise<{ stored: StoredResource[]; refused?: Result<StoredResource[]> }> {
  const stored: StoredResource[] = [];
  const indexing: Promise<void>[] = [];
  let refused: Result<StoredResource[]> | undefined;
  // Each part's answer taken in the order the parts were written, and those still under way.
  let answered: Promise<void> = Promise.resolve();
  const underWay: Promise<void>[] = [];
  for (let from = 0; from < resources.length;) {
    const step = await next();
    const most = step === 'idle' ? IDLE_WRITES_UNDER_WAY : 1;
    while (underWay.length >= most) await underWay.shift();
    if (refused !== undefined) break;
    const size = stepPart(step, resources.length - from, parts);
    const writing = write(resources.slice(from, from + size));
    from += size;
    answered = answered
      .then(() => writing)
      .then((part) => {
        if (!part.ok) {
          refused ??= part;
          return;
        }
        stored.push(...part.value);
        indexing.push(index(part.value));
      });
    underWay.push(answered);
  }
  if (refused === undefined) signals?.queued?.();
  await answered;
  if (refused === undefined) signals?.written?.();
  await Promise.all(indexing);
  return refused === undefined ? { stored } : { stored, refused };
}
