/**
 * The postings' section of a saved index as the index keeps it (FlatPostings): from format 6 the
 * section holds each token's list as its first document and the gaps after it, in varints, which
 * is the index's own form, so a load adopts the section's bytes (textIndexLayout keeps them
 * unread) after one walk over them that finds where each list begins and checks it.
 *
 * From format 13 a whole save also keeps where each block of 64 lists begins, and a load does not
 * walk the lists before its first answer: a block is walked when one of its lists is first read
 * (ByteOffsets.walkedOnRead), and the walk of every block, with the check of each document's count,
 * is left to the index's preparation (PostingsCheck). The save's checksum (savedRows) has already
 * told that its bytes are the ones written, from an index whose lists were whole; the check is
 * there for a console that wrote them wrong, whose save is then rebuilt from the table.
 */
import { blockRange, blocksOf, ByteOffsets } from '../index/byteOffsets';
import { DAMAGED, FlatPostings } from '../index/flatPostings';
import { PostingCounts } from '../index/postingCounts';
import { postingsFill } from './packedSections';

/**
 * Walks one list of `count` documents from byte `from`: its first id and gaps, as varints of at most
 * 5 bytes, each id below `docs`, counted into `perDocument` when given. Answers where the list
 * ends, or -1 when the bytes do not hold such a list.
 */
function walkList(
  bytes: Uint8Array,
  from: number,
  count: number,
  docs: number,
  perDocument: Uint32Array | undefined,
): number {
  const end = bytes.length;
  let at = from;
  let doc = -1;
  for (let entry = count; entry > 0; entry -= 1) {
    if (at >= end) return -1;
    let byte = bytes[at] as number;
    at += 1;
    let gap = byte;
    if (byte >= 0x80) {
      // Integer shifts for four bytes (a gap below the documents fits them); a fifth is refused
      // unless it keeps the value within 32 bits, which the check against `docs` then refuses.
      gap = byte & 0x7f;
      for (let shift = 7; byte >= 0x80; shift += 7) {
        if (at >= end || shift > 28) return -1;
        byte = bytes[at] as number;
        at += 1;
        gap = shift === 28 ? (gap >>> 0) + (byte & 0x7f) * 0x10000000 : gap | ((byte & 0x7f) << shift);
      }
    }
    doc = doc < 0 ? gap : doc + gap;
    if (doc >= docs) return -1;
    if (perDocument !== undefined) perDocument[doc] = (perDocument[doc] ?? 0) + 1;
  }
  return at;
}

/**
 * Postings read from a save: the lists `start` counts (tokens + 1 offsets), as `bytes` holds them
 * (kept as they are). Throws when the bytes do not hold exactly those lists, each of ids below
 * `docs`, in varints of at most 5 bytes. `perDocument`, when given, counts per document the lists
 * holding it.
 */
export function adoptPostings(
  start: Uint32Array,
  bytes: Uint8Array,
  docs: number,
  perDocument?: Uint32Array,
): FlatPostings {
  const counts = PostingCounts.of(start, DAMAGED);
  const tokens = counts.tokens;
  const byteStart = new ByteOffsets(tokens + 1);
  let at = 0;
  for (let token = 0; token < tokens; token += 1) {
    at = walkList(bytes, at, counts.at(token), docs, perDocument);
    if (at < 0) throw new Error(DAMAGED);
    byteStart.set(token + 1, at);
  }
  if (at !== bytes.length) throw new Error(DAMAGED);
  return new FlatPostings(counts, bytes, byteStart);
}

/** The check of restored postings that a load leaves to the index's preparation. */
export interface PostingsCheck {
  /**
   * Walks up to `blocks` more blocks of lists; answers 'sound' or 'damaged' once every block is
   * walked and the documents' counts are compared, undefined while blocks are left.
   */
  step(blocks: number): 'sound' | 'damaged' | undefined;
}

/**
 * Postings read from a whole save of format 13 or later: the lists `start` counts, as `bytes`
 * holds them, `firsts` where each block of them begins (blocksOf(tokens + 1) offsets, from 0,
 * ascending, within the bytes; else it throws). No list is read here: each block is walked when
 * first read, its documents counted into the check's per-document counts, which `fwdStart` (per
 * document its token count) must match once all are walked.
 */
export function adoptPostingsOnRead(
  start: Uint32Array,
  bytes: Uint8Array,
  firsts: Uint32Array,
  fwdStart: Uint32Array,
): { postings: FlatPostings; check: PostingsCheck } {
  const counts = PostingCounts.of(start, DAMAGED);
  const { tokens } = counts;
  const docs = fwdStart.length - 1;
  const end = bytes.length;
  if (firsts.length !== blocksOf(tokens + 1) || firsts[0] !== 0) throw new Error(DAMAGED);
  for (let block = 1; block < firsts.length; block += 1) {
    const first = firsts[block] as number;
    if (first < (firsts[block - 1] as number) || first > end) throw new Error(DAMAGED);
  }
  let perDocument: Uint32Array | undefined = new Uint32Array(docs);
  let damaged = false;
  const walk = (offsets: ByteOffsets, block: number): void => {
    const counted = perDocument;
    if (counted === undefined) return;
    const [first, last] = blockRange(block, tokens + 1);
    let at = firsts[block] as number;
    for (let token = first; token < last && token < tokens; token += 1) {
      // As adoptPostings reads them, a list found wrong marking the postings damaged.
      at = walkList(bytes, at, counts.at(token), docs, counted);
      if (at < 0) return void (damaged = true);
      if (token + 1 < last) offsets.set(token + 1, at);
    }
    if (at !== (last > tokens ? end : firsts[block + 1])) damaged = true;
  };
  const byteStart = ByteOffsets.walkedOnRead(tokens + 1, firsts, walk);
  const postings = new FlatPostings(counts, bytes, byteStart);
  let found: 'sound' | 'damaged' | undefined;
  const check: PostingsCheck = {
    step: (blocks) => {
      if (found !== undefined || !byteStart.walkSome(blocks)) return found;
      found = !damaged && postingsFill(fwdStart, perDocument as Uint32Array, counts.total) ? 'sound' : 'damaged';
      perDocument = undefined;
      return found;
    },
  };
  return { postings, check };
}

/**
 * The postings of a saved index: `saved` their varints (packed formats) or their numbers
 * (unpacked), `start` their offsets. A whole save's documents keep no forward lists (`fwdStart`:
 * their token counts): their tokens are in the postings, which must point at them and fill their
 * counts. A tail's (no `fwdStart`) are not read: its documents are appended with their lists.
 */
export function savedPostings(
  start: Uint32Array,
  saved: Uint8Array | Uint32Array,
  fwdStart?: Uint32Array,
): FlatPostings {
  const docs = fwdStart === undefined ? 2 ** 32 : fwdStart.length - 1;
  const bytes = saved instanceof Uint8Array ? saved : FlatPostings.of(start, saved).bytes;
  const perDocument = fwdStart === undefined ? undefined : new Uint32Array(docs);
  const postings = adoptPostings(start, bytes, docs, perDocument);
  if (
    fwdStart !== undefined &&
    perDocument !== undefined &&
    !postingsFill(fwdStart, perDocument, postings.size)
  )
    throw new Error(DAMAGED);
  return postings;
}
