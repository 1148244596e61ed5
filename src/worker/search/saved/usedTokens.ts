/**
 * The saved form of a compacted index keeps only the tokens some document uses, renumbered in
 * string order (a token's id is its position), so loading needs no sort; each document's tokens
 * are listed in id order.
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
  const fwd = new Uint32Array(index.fwd.length);
  for (let at = 0; at < fwd.length; at += 1) fwd[at] = renamed[index.fwd[at] ?? 0] ?? 0;
  // Each document's tokens in id order, as a load inverts them from the postings (textIndexCodec).
  for (let doc = 0; doc + 1 < index.fwdStart.length; doc += 1)
    fwd.subarray(index.fwdStart[doc] ?? 0, index.fwdStart[doc + 1] ?? 0).sort();
  return { parts: { ...index, fwd, tokens, postStart, postings }, savedIds: renamed };
}
