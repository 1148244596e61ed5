/**
 * The postings' section of a saved index as the index keeps it (FlatPostings): from format 6 the
 * section holds each token's list as its first document and the gaps after it, in varints, which
 * is the index's own form, so a load adopts the section's bytes (textIndexLayout keeps them
 * unread) after one walk over them that finds where each list begins and checks it.
 */
import { ByteOffsets } from '../index/byteOffsets';
import { DAMAGED, FlatPostings } from '../index/flatPostings';
import { PostingCounts } from '../index/postingCounts';
import { postingsFill } from './packedSections';

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
  const end = bytes.length;
  let at = 0;
  for (let token = 0; token < tokens; token += 1) {
    const from = start[token] ?? 0;
    const to = start[token + 1] ?? 0;
    let doc = -1;
    for (let entry = from; entry < to; entry += 1) {
      if (at >= end) throw new Error(DAMAGED);
      let byte = bytes[at] as number;
      at += 1;
      let gap = byte;
      if (byte >= 0x80) {
        // Integer shifts for four bytes (a gap below the documents fits them); a fifth is refused
        // unless it keeps the value within 32 bits, which the check against `docs` then refuses.
        gap = byte & 0x7f;
        for (let shift = 7; byte >= 0x80; shift += 7) {
          if (at >= end || shift > 28) throw new Error(DAMAGED);
          byte = bytes[at] as number;
          at += 1;
          gap = shift === 28 ? (gap >>> 0) + (byte & 0x7f) * 0x10000000 : gap | ((byte & 0x7f) << shift);
        }
      }
      doc = doc < 0 ? gap : doc + gap;
      if (doc >= docs) throw new Error(DAMAGED);
      if (perDocument !== undefined) perDocument[doc] = (perDocument[doc] ?? 0) + 1;
    }
    byteStart.set(token + 1, at);
  }
  if (at !== bytes.length) throw new Error(DAMAGED);
  return new FlatPostings(counts, bytes, byteStart);
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
