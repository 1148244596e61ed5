/**
 * The `meta` rows of the saved text index (savedIndex: a whole save, then tails), what makes a
 * value read from storage one of them, and each row's checksum (savedChecksum): over its counts
 * and watermarks, its saved layout and, for a tail, its lists of removed rows and shown changes.
 * A row of this format whose checksum does not match was changed on the device after it was
 * written, and is not read.
 *
 * A row is stored with its bytes as a Blob (inBlob): the browser keeps a Blob's bytes apart
 * from the row and reads them from disk in one piece, where an ArrayBuffer of tens of MB is cloned
 * out of the row with it (at 250,000 resources the read takes a third of the time). A start reads the
 * bytes back (withBytes) before it looks at a row; a Blob that cannot be read reads as no bytes,
 * which its checksum does not match. Where the storage refuses Blobs (savedIndex), and in saves
 * from before, the bytes are an ArrayBuffer in the row itself.
 */
import type { IndexExtent } from './changesSinceSave';
import { isSplitBytes, SPLIT_ALIGN, type SavedBytes, type SplitBytes } from './savedBytes';
import { checksumAfterNumbers, checksumOf, lanesThroughNumbers } from './savedChecksum';
import { stringsOffset } from './textIndexLayout';
import { CHECKSUM_FORMAT, EARLIER_TEXT_INDEX_FORMATS, TEXT_INDEX_FORMAT } from './textIndexCodec';

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
  /** Its bytes: split when a start read a whole save's Blob in two (savedBytes). */
  readonly data: SavedBytes;
  /**
   * Where a whole save's strings begin, rounded down to SPLIT_ALIGN: a start reads its Blob in two
   * there (absent in tails and in saves from before; a hint any split reads the same with).
   */
  readonly textAt?: number;
  /** Names this whole save: its tails carry it (absent in a save from before tails). */
  readonly generation?: string;
  /** savedChecksum's of the row (absent in a save of an earlier format). */
  readonly checksum?: number;
}

/** A `meta` row of a tail: what changed after the save before it (saved/changesSinceSave), and its watermarks. */
export interface SavedTextIndexTail extends Omit<SavedTextIndex, 'generation'> {
  readonly generation: string;
  /** 1 for the first tail after the whole save. */
  readonly seq: number;
  readonly from: IndexExtent;
  readonly removed: Uint32Array;
  readonly shownRows: Uint32Array;
  readonly shownCodes: Uint32Array;
}

/** A row as written, its bytes in one buffer. */
type Whole<T> = T & { readonly data: ArrayBuffer };

/** A row's bytes as stored: a Blob, or an ArrayBuffer where the storage refuses Blobs. */
export type StoredBytes = ArrayBuffer | Blob;

/** A row as stored: its bytes as a Blob. */
export function inBlob<T extends { readonly data: ArrayBuffer }>(
  row: T,
): Omit<T, 'data'> & { readonly data: Blob } {
  return { ...row, data: new Blob([row.data]) };
}

/**
 * A value read from storage with its bytes read: a row whose bytes are a Blob with them as an
 * ArrayBuffer, or in two at its textAt (none when the Blob cannot be read: its file gone or
 * changed), anything else as it is. A Blob read in two is read numbers first; `early` decodes
 * what it can of them while the rest is read (SplitBytes' early).
 */
export async function withBytes(value: unknown, early?: EarlyRead): Promise<unknown> {
  if (typeof value !== 'object' || value === null) return value;
  const { data, textAt } = value as { readonly data?: unknown; readonly textAt?: unknown };
  if (!(data instanceof Blob)) return value;
  let bytes: SavedBytes;
  try {
    bytes =
      typeof textAt === 'number' &&
      Number.isInteger(textAt) &&
      textAt > 0 &&
      textAt < data.size &&
      textAt % SPLIT_ALIGN === 0
        ? await readSplit(data, textAt, early, wholeHeader(value))
        : await data.arrayBuffer();
  } catch {
    bytes = new ArrayBuffer(0);
  }
  return { ...value, data: bytes };
}

/** What a load decodes of a save's first bytes (`numbers` of `total`) alone: codec.decodeNumbersEarly. */
export type EarlyRead = (numbers: ArrayBuffer, total: number) => Map<number, Uint32Array>;

/**
 * Per save read in two by this worker, the checksum's lanes through its numbers (savedChecksum),
 * mixed while its text was read, after the row's header as it was then: a whole save's
 * checksum then mixes only its text. Only bytes read here are in it, never a row as stored.
 */
const numbersMixed = new WeakMap<SplitBytes, { readonly header: Float64Array; readonly lanes: Int32Array }>();

async function readSplit(
  data: Blob,
  at: number,
  early?: EarlyRead,
  header?: Float64Array,
): Promise<SplitBytes> {
  // Read together, the two parts come at once; one after the other, the numbers come sooner and
  // are decoded, and their words checksummed, while the disk reads the strings.
  const numbers = await data.slice(0, at).arrayBuffer();
  const reading = data.slice(at).arrayBuffer();
  let read: Map<number, Uint32Array> | undefined;
  try {
    read = early?.(numbers, data.size);
  } catch {
    // Bytes that do not read are the load's to judge (its checksum first), from the whole.
  }
  const lanes = header === undefined ? undefined : lanesThroughNumbers([header], numbers);
  const split = { numbers, text: await reading, ...(read !== undefined && read.size > 0 && { early: read }) };
  if (header !== undefined && lanes !== undefined) numbersMixed.set(split, { header, lanes });
  return split;
}

/** What a row read from storage is worth: whole and of a format read, changed since written, or neither. */
export type RowIntegrity = 'intact' | 'damaged' | 'foreign';

export function isSavedTextIndex(value: unknown): value is SavedTextIndex {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<SavedTextIndex>;
  return (
    typeof saved.version === 'number' &&
    typeof saved.count === 'number' &&
    typeof saved.latestFetchedAt === 'number' &&
    typeof saved.enrichedThrough === 'number' &&
    typeof saved.removals === 'number' &&
    (saved.data instanceof ArrayBuffer || isSplitBytes(saved.data))
  );
}

export function isSavedTail(value: unknown): value is SavedTextIndexTail {
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

/** What a whole save's checksum mixes before its bytes: its count and watermarks. */
function headerOf(row: Pick<SavedTextIndex, 'count' | 'latestFetchedAt' | 'enrichedThrough' | 'removals'>) {
  return Float64Array.of(row.count, row.latestFetchedAt, row.enrichedThrough, row.removals);
}

/** The header of a value read from storage that may be a whole save's row (numbers where it has them). */
function wholeHeader(value: object): Float64Array | undefined {
  const row = value as Partial<Record<keyof SavedTextIndex, unknown>>;
  const { count, latestFetchedAt, enrichedThrough, removals } = row;
  return typeof count === 'number' &&
    typeof latestFetchedAt === 'number' &&
    typeof enrichedThrough === 'number' &&
    typeof removals === 'number'
    ? headerOf({ count, latestFetchedAt, enrichedThrough, removals })
    : undefined;
}

function sameWords(a: Float64Array, b: Float64Array): boolean {
  return a.length === b.length && a.every((value, at) => Object.is(value, b[at]));
}

function wholeChecksum(row: Omit<SavedTextIndex, 'checksum'>): number {
  const { data } = row;
  const header = headerOf(row);
  if (isSplitBytes(data)) {
    const mixed = numbersMixed.get(data);
    if (mixed !== undefined && sameWords(mixed.header, header))
      return checksumAfterNumbers(mixed.lanes, data);
  }
  return checksumOf([header, data]);
}

function tailChecksum(row: Omit<SavedTextIndexTail, 'checksum'>): number {
  return checksumOf([
    Float64Array.of(row.count, row.latestFetchedAt, row.enrichedThrough, row.removals, row.seq),
    row.data,
    row.removed,
    row.shownRows,
    row.shownCodes,
  ]);
}

/** A whole save's row of this format, with its checksum and where its strings begin. */
export function sealedWhole(
  row: Whole<Omit<SavedTextIndex, 'version' | 'checksum' | 'textAt'>>,
): Whole<SavedTextIndex> {
  // A hint read again from an earlier row is not kept: it is this row's bytes'.
  const { textAt: _earlier, ...fields } = row as typeof row & { readonly textAt?: number };
  const at = stringsOffset(row.data);
  const textAt = at - (at % SPLIT_ALIGN);
  const value = { version: TEXT_INDEX_FORMAT, ...fields, ...(textAt > 0 && { textAt }) };
  return { ...value, checksum: wholeChecksum(value) };
}

/** A tail's row of this format, with its checksum. */
export function sealedTail(
  row: Whole<Omit<SavedTextIndexTail, 'version' | 'checksum'>>,
): Whole<SavedTextIndexTail> {
  const value = { version: TEXT_INDEX_FORMAT, ...row };
  return { ...value, checksum: tailChecksum(value) };
}

/** Whether rows of this format are read: this one, or an earlier one laid out the same. */
export function isReadFormat(version: number): boolean {
  return version === TEXT_INDEX_FORMAT || EARLIER_TEXT_INDEX_FORMATS.includes(version);
}

/**
 * Whether a row read from storage may be loaded: of a format read with its checksum matching, or
 * of a format from before checksums (4, which had none); 'damaged' when its checksum, or its lack of one, says
 * it changed; 'foreign' when it is of another format.
 */
export function integrityOf(row: SavedTextIndex): RowIntegrity {
  if (!isReadFormat(row.version)) return 'foreign';
  if (row.version < CHECKSUM_FORMAT) return 'intact';
  const expected = isSavedTail(row) ? tailChecksum(row) : wholeChecksum(row);
  return row.checksum === expected ? 'intact' : 'damaged';
}
