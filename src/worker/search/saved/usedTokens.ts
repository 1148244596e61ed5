/**
 * The saved form of a compacted index keeps only the tokens some document uses, renumbered in
 * string order (a token's id is its position), so loading needs no sort.
 */
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
  const used: number[] = [];
  for (const id of order) {
    if ((index.postStart[id + 1] ?? 0) > (index.postStart[id] ?? 0)) {
      renamed[id] = used.length;
      used.push(id);
    }
  }
  const postStart = new Uint32Array(used.length + 1);
  const postings = new Uint32Array(index.postings.length);
  const tokens: string[] = new Array<string>(used.length);
  used.forEach((id, position) => {
    const from = index.postStart[id] ?? 0;
    const to = index.postStart[id + 1] ?? 0;
    const at = postStart[position] ?? 0;
    postings.set(index.postings.subarray(from, to), at);
    postStart[position + 1] = at + (to - from);
    tokens[position] = dictionary.token(id);
  });
  // A compacted index's documents keep no forward lists: the postings are the whole of it.
  return { parts: { ...index, tokens, postStart, postings }, savedIds: renamed };
}
