/**
 * The text index as saved in the `meta` table: a whole save under 'textIndex' with its format
 * version, the resource count and its watermarks (the fetch time from which the table may hold
 * records the save does not, the enrichments it shows, the removals it applied), and after it
 * tails (savedTail) under 'textIndex.tail.NNNN', each holding only what changed since the save
 * before: a few changes no longer rewrite the whole index (over 100 MB at 250,000 resources).
 * A load appends the tails of its whole save in order, with the watermarks of the last. Past
 * MAX_TAILS tails, or once they hold more than TAIL_SHARE of the whole save's documents (each
 * one a start appends), the index is saved whole again and the tails deleted.
 */
import { ok, type Result } from '../../contract/failure';
import type { ConsoleDb } from '../../contract/db';
import { guardStorage } from '../store/storageFailure';
import type { IndexExtent, TailParts } from './savedTail';
import { TextIndex } from './textIndex';
import { decodeTextIndex, encodeTextIndex, TEXT_INDEX_FORMAT } from './textIndexCodec';

export const TEXT_INDEX_KEY = 'textIndex';
/** The tails' keys: this, then the tail's number in four digits (ordered as strings). */
export const TEXT_INDEX_TAIL_PREFIX = 'textIndex.tail.';
/**
 * The generation of the whole save on disk, in a row of its own (the whole save's row is the
 * size of the index): a tail is written only after the save it follows, not after one another
 * worker (another tab) wrote since.
 */
const TEXT_INDEX_GENERATION_KEY = 'textIndex.generation';
/** Tails after a whole save at most. */
export const MAX_TAILS = 16;
/** The tails' documents, at most this share of the whole save's (and never fewer than TAIL_MIN_DOCS). */
export const TAIL_SHARE = 1 / 16;
const TAIL_MIN_DOCS = 2_000;

/** The value of the `meta` row. */
export interface SavedTextIndex {
  readonly version: number;
  /** Resources indexed (equal to the table's count when saved). */
  readonly count: number;
  /** Every record fetched before it was indexed when saved (the newest fetchedAt, or older). */
  readonly latestFetchedAt: number;
  /** The newest enrichedAt the index showed, with every one before it, when saved (0: none). */
  readonly enrichedThrough: number;
  /** The table's removals the index had applied when saved (ResourceStore.removals). */
  readonly removals: number;
  readonly savedAt: number;
  readonly data: ArrayBuffer;
  /** Names this whole save: its tails carry it (absent in a save from before tails). */
  readonly generation?: string;
}

/** A `meta` row of a tail: what changed after the save before it (savedTail), and its watermarks. */
export interface SavedTextIndexTail extends Omit<SavedTextIndex, 'generation'> {
  readonly generation: string;
  /** 1 for the first tail after the whole save. */
  readonly seq: number;
  readonly from: IndexExtent;
  readonly removed: Uint32Array;
  readonly shownRows: Uint32Array;
  readonly shownCodes: Uint32Array;
}

/** What a save says it holds: its count and watermarks. */
export type SaveWatermarks = Pick<
  SavedTextIndex,
  'count' | 'latestFetchedAt' | 'enrichedThrough' | 'removals'
>;

/** The saves an index in memory follows: its whole save and how many tails after it. */
interface SavedChain {
  readonly generation: string;
  readonly seq: number;
  readonly baseDocs: number;
  readonly tailDocs: number;
}

/** Per index in memory, the saves it follows (none: its next save is whole). */
const chains = new WeakMap<TextIndex, SavedChain>();

function isSavedTextIndex(value: unknown): value is SavedTextIndex {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<SavedTextIndex>;
  return (
    typeof saved.version === 'number' &&
    typeof saved.count === 'number' &&
    typeof saved.latestFetchedAt === 'number' &&
    typeof saved.enrichedThrough === 'number' &&
    typeof saved.removals === 'number' &&
    saved.data instanceof ArrayBuffer
  );
}

function isSavedTail(value: unknown): value is SavedTextIndexTail {
  if (!isSavedTextIndex(value)) return false;
  const tail = value as Partial<Record<keyof SavedTextIndexTail, unknown>>;
  return (
    typeof tail.generation === 'string' &&
    typeof tail.seq === 'number' &&
    typeof tail.from === 'object' &&
    tail.from !== null &&
    tail.removed instanceof Uint32Array &&
    tail.shownRows instanceof Uint32Array &&
    tail.shownCodes instanceof Uint32Array
  );
}

/**
 * Appends to a loaded whole save its tails, in order, while each follows the one before;
 * answers the watermarks of the last appended, and the chain a next save extends (none when a
 * tail was missing or did not fit: the next save is whole, and deletes them).
 */
function appendTails(index: TextIndex, base: SavedTextIndex, rows: readonly unknown[]): SaveWatermarks {
  const { generation } = base;
  if (generation === undefined) return base;
  const tails = rows
    .filter(isSavedTail)
    .filter((tail) => tail.generation === generation && tail.version === TEXT_INDEX_FORMAT)
    .sort((a, b) => a.seq - b.seq);
  let last: SaveWatermarks = base;
  let tailDocs = 0;
  for (const [at, tail] of tails.entries()) {
    if (tail.seq !== at + 1) return last;
    let appended = false;
    let docs = 0;
    try {
      const parts = decodeTextIndex(tail.data, 'tail');
      docs = parts.ids.length;
      appended = index.applyTail({
        from: tail.from,
        parts,
        removed: tail.removed,
        shown: { rows: tail.shownRows, codes: tail.shownCodes },
      });
    } catch {
      appended = false;
    }
    // What it did append is read again from the table, from the last watermarks that held.
    if (!appended || index.size !== tail.count) return last;
    last = tail;
    tailDocs += docs;
  }
  chains.set(index, { generation, seq: tails.length, baseDocs: base.count, tailDocs });
  return last;
}

/**
 * The saved index from its rows, when the whole save is of this format and loads whole, with its
 * tails appended; answers it with the watermarks of the last save it holds.
 */
export function loadSavedIndex(
  saved: unknown,
  tailRows: readonly unknown[],
): { readonly index: TextIndex; readonly last: SaveWatermarks } | undefined {
  if (!isSavedTextIndex(saved) || saved.version !== TEXT_INDEX_FORMAT) return undefined;
  const index = loadOrUndefined(saved.data);
  if (index === undefined || index.size !== saved.count) return undefined;
  return { index, last: appendTails(index, saved, tailRows) };
}

function loadOrUndefined(data: ArrayBuffer): TextIndex | undefined {
  try {
    return TextIndex.load(data);
  } catch {
    return undefined;
  }
}

/** What a save claims the index holds: the fetches and the enrichments up to these times, these removals. */
export interface IndexWatermarks {
  readonly latestFetchedAt: number;
  readonly latestEnrichedAt: number;
  readonly removals: number;
}

/**
 * Saves the index with the watermarks it has indexed up to, so a page stored or an enrichment
 * written after them makes the save stale: as a tail of the saves before when it is small
 * enough, else whole (compacted first; the tails are deleted in the same transaction).
 */
export async function saveTextIndex(
  db: ConsoleDb,
  index: TextIndex,
  watermarks: IndexWatermarks,
  now: () => number = Date.now,
): Promise<Result<void>> {
  const chain = chains.get(index);
  const unsaved = index.unsavedDocuments();
  const asTail =
    chain !== undefined &&
    unsaved !== undefined &&
    chain.seq < MAX_TAILS &&
    chain.tailDocs + unsaved <= Math.max(TAIL_MIN_DOCS, chain.baseDocs * TAIL_SHARE);
  const saved = { count: index.size, ...savedWatermarks(watermarks), savedAt: now() };
  // The chain moves on before the write, so a save begun meanwhile follows this one.
  const tail = asTail ? index.tail() : undefined;
  let written: Result<boolean> = ok(false);
  if (chain !== undefined && tail !== undefined) written = await putTail(db, chain, tail, saved, index);
  // No tail, or the save on disk is no longer the one it follows: saved whole.
  if (written.ok && !written.value) written = await putWhole(db, index, saved);
  if (!written.ok) {
    // The saves on disk are not what the index counts as saved: the next one is whole.
    index.forgetSaved();
    chains.delete(index);
  }
  return written.ok ? ok(undefined) : written;
}

function savedWatermarks(watermarks: IndexWatermarks): Omit<SaveWatermarks, 'count'> {
  return {
    latestFetchedAt: watermarks.latestFetchedAt,
    enrichedThrough: watermarks.latestEnrichedAt,
    removals: watermarks.removals,
  };
}

type SaveHeader = Omit<SavedTextIndex, 'version' | 'data' | 'generation'>;

async function putWhole(db: ConsoleDb, index: TextIndex, header: SaveHeader): Promise<Result<boolean>> {
  const generation = crypto.randomUUID();
  const value: SavedTextIndex = {
    version: TEXT_INDEX_FORMAT,
    ...header,
    data: index.serialize(),
    generation,
  };
  chains.set(index, { generation, seq: 0, baseDocs: index.size, tailDocs: 0 });
  return guardStorage(() =>
    db.transaction('rw', db.meta, async () => {
      await db.meta.where('key').startsWith(TEXT_INDEX_TAIL_PREFIX).delete();
      await db.meta.put({ key: TEXT_INDEX_KEY, value });
      await db.meta.put({ key: TEXT_INDEX_GENERATION_KEY, value: generation });
      return true;
    }),
  );
}

async function putTail(
  db: ConsoleDb,
  chain: SavedChain,
  tail: TailParts,
  header: SaveHeader,
  index: TextIndex,
): Promise<Result<boolean>> {
  const seq = chain.seq + 1;
  const value: SavedTextIndexTail = {
    version: TEXT_INDEX_FORMAT,
    ...header,
    generation: chain.generation,
    seq,
    from: tail.from,
    data: encodeTextIndex(tail.parts),
    removed: tail.removed,
    shownRows: tail.shown.rows,
    shownCodes: tail.shown.codes,
  };
  chains.set(index, { ...chain, seq, tailDocs: chain.tailDocs + tail.parts.ids.length });
  return guardStorage(() =>
    db.transaction('rw', db.meta, async () => {
      if ((await db.meta.get(TEXT_INDEX_GENERATION_KEY))?.value !== chain.generation) return false;
      await db.meta.put({ key: `${TEXT_INDEX_TAIL_PREFIX}${String(seq).padStart(4, '0')}`, value });
      return true;
    }),
  );
}
