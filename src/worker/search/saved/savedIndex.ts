/**
 * The text index as saved in the `meta` table: a whole save under 'textIndex' with its format
 * version, the resource count and its watermarks (the fetch time from which the table may hold
 * records the save does not, the enrichments it shows, the removals it applied), and after it
 * tails (saved/changesSinceSave) under 'textIndex.tail.NNNN', each holding only what changed since the save
 * before: a few changes no longer rewrite the whole index (over 100 MB at 250,000 resources).
 * A load appends the tails of its whole save in order, with the watermarks of the last. Past
 * MAX_TAILS tails, or once they hold more than TAIL_SHARE of the whole save's documents (each
 * one a start appends), the index is saved whole again and the tails deleted. A download's
 * saves (savePolicy: those due at once, while the writes go on) are tails of any size, each
 * costing what it adds rather than the whole index; the whole save they then call for waits
 * until the writes stop (wholeSaveDue), and a start that finds such tails saves whole. Each row carries a
 * checksum (savedRows): a part found damaged is not read, and the start says so (restoreTextIndex).
 * Its bytes are stored as a Blob, read apart from the row (savedRows.inBlob).
 */
import { ok, type Result } from '../../../contract/failure';
import type { ConsoleDb } from '../../../contract/db';
import { classifyStorageError, guardStorage } from '../../../contract/storageError';
import {
  integrityOf,
  isReadFormat,
  isSavedTail,
  isSavedTextIndex,
  sealedTail,
  sealedWhole,
  inBlob,
  type SavedTextIndex,
  type StoredBytes,
} from './savedRows';
import type { TailParts } from './changesSinceSave';
import { TextIndex } from '../index/textIndex';
import { decodeTextIndex, encodeTextIndex, RUNS_FORMAT, TEXT_INDEX_FORMAT } from './textIndexCodec';

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
/**
 * The tails' documents, at most this share of the whole save's (and never fewer than
 * TAIL_MIN_DOCS): a start appends every one of them, building their postings, before it answers.
 * At 250,000 resources and a phone's CPU, appending a thirty-second (7,812) took about 300 ms of
 * the start in its profile, with about 90 more of collections, and the start missed its second
 * in five runs of eight; a sixty-fourth (3,906) takes about 150 ms and few collections. The
 * price is a whole save (39 MB at 250,000) after every 3,900 resources changed instead of 7,800
 * (docs/BENCHMARKS.md); a refresh's few hundred stay tails.
 */
export const TAIL_SHARE = 1 / 64;
export const TAIL_MIN_DOCS = 2_000;

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

/** Whether tails of `tailDocs` documents after a whole save of `baseDocs` are few enough for a start to append. */
function withinShare(baseDocs: number, tailDocs: number): boolean {
  return tailDocs <= Math.max(TAIL_MIN_DOCS, baseDocs * TAIL_SHARE);
}

/**
 * Whether the index's next save is to be whole although nothing changed: a download's tails
 * (saveTextIndex's `streaming`) hold more than a start should append.
 */
export function wholeSaveDue(index: TextIndex): boolean {
  const chain = chains.get(index);
  return chain !== undefined && !withinShare(chain.baseDocs, chain.tailDocs);
}

/** What a start found saved (loadSavedIndex). */
export interface SavedIndexLoad {
  /** The saved index with its tails appended, and the watermarks of the last save it holds. */
  readonly loaded?: { readonly index: TextIndex; readonly last: SaveWatermarks };
  /**
   * The saved part found damaged (its checksum did not match, or it did not load): the whole
   * save (nothing is loaded) or a tail (the saves before it are; the rest is read from the table).
   */
  readonly damaged?: 'whole' | 'tail';
  /** The whole save is of an earlier format: the next save is whole, in this one. */
  readonly earlier: boolean;
  /** The tails appended hold more than a start should append (a download's): the next save is whole. */
  readonly longTails?: boolean;
}

/** A saved part's layout read, or undefined when it does not load. */
function decoded<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * Appends to a loaded whole save its tails, in order, while each follows the one before;
 * answers the watermarks of the last appended and whether a tail was found damaged, and keeps
 * the chain a next save extends (none when a tail was missing, damaged or did not fit: the next
 * save is whole, and deletes them).
 */
function appendTails(
  index: TextIndex,
  base: SavedTextIndex,
  rows: readonly unknown[],
): { last: SaveWatermarks; damaged: boolean } {
  const { generation } = base;
  let last: SaveWatermarks = base;
  if (generation === undefined) return { last, damaged: false };
  const tails = rows
    .filter(isSavedTail)
    .filter((tail) => tail.generation === generation && isReadFormat(tail.version))
    .sort((a, b) => a.seq - b.seq);
  // The live rows the tails add (those they remove besides are not counted), made room for at
  // once: each column then grows once, to about the rows it ends with, instead of by half and
  // back at the trim. A count beyond twice the index is not believed.
  const added = (tails[tails.length - 1]?.count ?? 0) - index.size;
  if (added > 0 && added <= index.size) index.makeRoom(added);
  let tailDocs = 0;
  for (const [at, tail] of tails.entries()) {
    if (tail.seq !== at + 1) return { last, damaged: false };
    const parts =
      integrityOf(tail) === 'intact' ? decoded(() => decodeTextIndex(tail.data, 'tail')) : undefined;
    // Its changes are read again from the table, from the last watermarks that held.
    if (parts === undefined) return { last, damaged: true };
    const appended = decoded(() =>
      index.applyTail({
        from: tail.from,
        parts,
        removed: tail.removed,
        shown: { rows: tail.shownRows, codes: tail.shownCodes },
      }),
    );
    if (appended !== true || index.size !== tail.count) return { last, damaged: false };
    last = tail;
    tailDocs += parts.ids.length;
  }
  // An index loaded from an earlier format follows no chain: its next save is whole, in this one.
  if (base.version === TEXT_INDEX_FORMAT)
    chains.set(index, { generation, seq: tails.length, baseDocs: base.count, tailDocs });
  return { last, damaged: false };
}

/**
 * The saved index from its rows, when the whole save is of a format read, intact and loads whole,
 * with its tails appended; says which part was found damaged.
 */
export function loadSavedIndex(saved: unknown, tailRows: readonly unknown[]): SavedIndexLoad {
  // Nothing saved yet, or a save of another format (the console's own, before or after an update).
  if (saved === undefined) return { earlier: false };
  if (!isSavedTextIndex(saved)) return { damaged: 'whole', earlier: false };
  const integrity = integrityOf(saved);
  if (integrity === 'foreign') return { earlier: false };
  const index = integrity === 'intact' ? decoded(() => TextIndex.load(saved.data)) : undefined;
  if (index?.size !== saved.count) return { damaged: 'whole', earlier: false };
  const { last, damaged } = appendTails(index, saved, tailRows);
  // The tails grew the columns: a restored index holds exactly its rows.
  index.trim();
  // Saved before the index kept each token's leading run: given them now (saved whole soon).
  if (saved.version < RUNS_FORMAT) index.addLeadingRuns();
  return {
    loaded: { index, last },
    ...(damaged && { damaged: 'tail' as const }),
    earlier: saved.version !== TEXT_INDEX_FORMAT,
    ...(wholeSaveDue(index) && { longTails: true }),
  };
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
 * `streaming`: the writes go on (a download), so a tail of any size is written while one can
 * follow the saves before; the whole save is left to when they stop (wholeSaveDue).
 */
export async function saveTextIndex(
  db: ConsoleDb,
  index: TextIndex,
  watermarks: IndexWatermarks,
  now: () => number = Date.now,
  { streaming = false }: { readonly streaming?: boolean } = {},
): Promise<Result<void>> {
  const chain = chains.get(index);
  const unsaved = index.unsavedDocuments();
  const asTail =
    chain !== undefined &&
    unsaved !== undefined &&
    chain.seq < MAX_TAILS &&
    (streaming || withinShare(chain.baseDocs, chain.tailDocs + unsaved));
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

type SaveHeader = Omit<SavedTextIndex, 'version' | 'data' | 'generation' | 'checksum'>;

async function putWhole(db: ConsoleDb, index: TextIndex, header: SaveHeader): Promise<Result<boolean>> {
  const generation = crypto.randomUUID();
  const value = sealedWhole({ ...header, data: index.serialize(), generation });
  chains.set(index, { generation, seq: 0, baseDocs: index.size, tailDocs: 0 });
  return putRow(db, value, (stored) =>
    db.transaction('rw', db.meta, async () => {
      await db.meta.where('key').startsWith(TEXT_INDEX_TAIL_PREFIX).delete();
      await db.meta.put({ key: TEXT_INDEX_KEY, value: stored });
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
  const value = sealedTail({
    ...header,
    generation: chain.generation,
    seq,
    from: tail.from,
    data: encodeTextIndex(tail.parts),
    removed: tail.removed,
    shownRows: tail.shown.rows,
    shownCodes: tail.shown.codes,
  });
  chains.set(index, { ...chain, seq, tailDocs: chain.tailDocs + tail.parts.ids.length });
  const key = `${TEXT_INDEX_TAIL_PREFIX}${String(seq).padStart(4, '0')}`;
  return putRow(db, value, (stored) =>
    db.transaction('rw', db.meta, async () => {
      if ((await db.meta.get(TEXT_INDEX_GENERATION_KEY))?.value !== chain.generation) return false;
      await db.meta.put({ key, value: stored });
      return true;
    }),
  );
}

/** The databases whose storage refused a row holding a Blob (WebKit's, at times): rows hold their bytes. */
const withoutBlobs = new WeakSet<ConsoleDb>();

/**
 * Writes a saved row with its bytes as a Blob (savedRows.inBlob); when the storage refuses the
 * write and takes it with the bytes in the row itself, the database's later rows are written so.
 * A full disk is not a refusal of Blobs: the save fails at once, with the room left as it was.
 */
async function putRow<T extends { readonly data: ArrayBuffer }>(
  db: ConsoleDb,
  row: T,
  write: (stored: Omit<T, 'data'> & { readonly data: StoredBytes }) => Promise<boolean>,
): Promise<Result<boolean>> {
  if (!withoutBlobs.has(db)) {
    const asBlob = await guardStorage(() => write(inBlob(row)));
    if (asBlob.ok || classifyStorageError(asBlob.failure) === 'quota') return asBlob;
  }
  const inRow = await guardStorage(() => write(row));
  if (inRow.ok) withoutBlobs.add(db);
  return inRow;
}
