/**
 * The saved form of a compacted index keeps only the tokens some document uses, renumbered in
 * string order (a token's id is its position), so loading needs no sort.
 */
import { FlatPostings } from '../index/flatPostings';
import { ByteOffsets } from '../index/byteOffsets';
import { PostingCounts } from '../index/postingCounts';
import type { TextIndexParts } from './textIndexCodec';
import type { TokenDictionary } from '../index/tokenDictionary';

/** A compacted index: no dead documents, every posting in the flat arrays, by token id. */
export type CompactedIndex = Omit<TextIndexParts, 'tokens'>;

/** A token no document uses: it has no id in the saved form. */
export const UNSAVED = 0xffffffff;

/** The saved parts, and per token id of the index its id in them (UNSAVED when dropped). */
export function savedParts(
  index: CompactedIndex,
  dictionary: TokenDictionary,
): { parts: TextIndexParts; savedIds: Uint32Array } {
  const order = dictionary.sortedIds();
  const renamed = new Uint32Array(dictionary.size).fill(UNSAVED);
  const flat = index.postings;
  const used: number[] = [];
  for (const id of order) {
    if (flat.count(id) > 0) {
      renamed[id] = used.length;
      used.push(id);
    }
  }
  // Each list's varints moved as they are: a list's gaps do not depend on its token's id.
  const counts = new PostingCounts(used.length);
  const byteStart = new ByteOffsets(used.length + 1);
  let end = 0;
  const bytes = new Uint8Array(flat.bytes.length);
  const tokens: string[] = new Array<string>(used.length);
  used.forEach((id, position) => {
    end = flat.copyList(id, bytes, end);
    byteStart.set(position + 1, end);
    counts.set(position, flat.count(id));
    tokens[position] = dictionary.token(id);
  });
  const postings = new FlatPostings(counts, bytes.subarray(0, end), byteStart);
  // A compacted index's documents keep no forward lists: the postings are the whole of it.
  return { parts: { ...index, tokens, postings }, savedIds: renamed };
}
