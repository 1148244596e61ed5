/**
 * Posting lists of the text index: per token, the ascending ids of the documents that contain
 * it. The bulk is two flat Uint32Arrays in CSR layout (`start[token]` … `start[token + 1]` in
 * `ids`), built at compaction or load. Documents added since then are appended to per-token
 * linked lists kept in typed arrays (head, tail and count per token; next and doc per entry),
 * so adding allocates no object per token. New documents always have higher ids than the flat
 * part holds, so flat-then-appended stays ascending. The postings are the one list of which
 * tokens a document has that the index keeps for the documents of the flat part (DocumentTable
 * keeps forward lists only for those added since): a compaction renumbers them from here.
 */
import { GrowableUint32 } from './growable';
import { fromBitmap, sortUnique } from './postingLists';

export class PostingStore {
  /** Per token: 1-based first and last appended entry (0: none), and how many. */
  private readonly heads = new GrowableUint32();
  private readonly tails = new GrowableUint32();
  private readonly counts = new GrowableUint32();
  /** Per appended entry: the 1-based next entry of the same token (0: last), and the document. */
  private readonly next = new GrowableUint32();
  private readonly docs = new GrowableUint32();

  constructor(
    private readonly start: Uint32Array = new Uint32Array(1),
    private readonly ids: Uint32Array = new Uint32Array(0),
  ) {}

  /** Entries in the flat arrays. */
  get baseSize(): number {
    return this.ids.length;
  }

  /** Entries appended since the flat arrays were built. */
  get deltaSize(): number {
    return this.docs.length;
  }

  /** Every entry, flat and appended. */
  get size(): number {
    return this.ids.length + this.docs.length;
  }

  add(token: number, doc: number): void {
    this.docs.push(doc);
    this.next.push(0);
    const entry = this.docs.length;
    const tail = this.tails.at(token);
    if (tail === 0) this.heads.set(token, entry);
    else this.next.set(tail - 1, entry);
    this.tails.set(token, entry);
    this.counts.set(token, this.counts.at(token) + 1);
  }

  count(token: number): number {
    const base = token + 1 < this.start.length ? (this.start[token + 1] ?? 0) - (this.start[token] ?? 0) : 0;
    return base + this.counts.at(token);
  }

  each(token: number, visit: (doc: number) => void): void {
    if (token + 1 < this.start.length) {
      const end = this.start[token + 1] ?? 0;
      for (let at = this.start[token] ?? 0; at < end; at += 1) visit(this.ids[at] ?? 0);
    }
    for (let entry = this.heads.at(token); entry !== 0; entry = this.next.at(entry - 1))
      visit(this.docs.at(entry - 1));
  }

  /**
   * The documents containing any of the tokens, ascending and unique. `entries` is the sum of
   * their counts. A single list is copied; a small union is sorted; a large one (over 1/16 of
   * the documents) is marked in a bitmap and read back in order, O(entries + documents).
   */
  union(tokens: Uint32Array, entries: number, documents: number): Uint32Array {
    const { start, ids } = this;
    const flatTokens = start.length - 1;
    if (tokens.length === 1 || entries * 16 < documents) {
      const out = new Uint32Array(entries);
      let at = 0;
      for (const token of tokens) {
        if (token < flatTokens) {
          const from = start[token] ?? 0;
          const to = start[token + 1] ?? 0;
          out.set(ids.subarray(from, to), at);
          at += to - from;
        }
        for (let entry = this.heads.at(token); entry !== 0; entry = this.next.at(entry - 1)) {
          out[at] = this.docs.at(entry - 1);
          at += 1;
        }
      }
      return tokens.length === 1 ? out : sortUnique(out);
    }
    const bitmap = new Uint8Array(documents);
    for (const token of tokens) {
      if (token < flatTokens) {
        const to = start[token + 1] ?? 0;
        for (let at = start[token] ?? 0; at < to; at += 1) bitmap[ids[at] ?? 0] = 1;
      }
      for (let entry = this.heads.at(token); entry !== 0; entry = this.next.at(entry - 1))
        bitmap[this.docs.at(entry - 1)] = 1;
    }
    return fromBitmap(bitmap);
  }

  /**
   * Marks (1 → 2) the documents of `marks` that some of the tokens lists in the flat part: which of
   * a few candidates have a token, read from the postings (the flat part's documents keep no
   * forward list). Reads every entry of the tokens' flat lists.
   */
  markFlat(tokens: Uint32Array, marks: Uint8Array): void {
    const { start, ids } = this;
    const flatTokens = start.length - 1;
    for (const token of tokens) {
      if (token >= flatTokens) continue;
      const to = start[token + 1] ?? 0;
      for (let at = start[token] ?? 0; at < to; at += 1) {
        const doc = ids[at] ?? 0;
        if (marks[doc] === 1) marks[doc] = 2;
      }
    }
  }

  /**
   * Flat postings over `tokenCount` token ids after a renumbering (`renumbered[doc]`: the new id,
   * or DEAD for a document that goes), flat and appended entries alike. Renumbering keeps the
   * documents' order, so each list stays ascending.
   */
  renumbered(
    renumbered: Uint32Array,
    dead: number,
    tokenCount: number,
  ): { readonly postStart: Uint32Array; readonly postings: Uint32Array } {
    const { start, ids } = this;
    const flatTokens = start.length - 1;
    const postStart = new Uint32Array(tokenCount + 1);
    const postings = new Uint32Array(this.size);
    let written = 0;
    for (let token = 0; token < tokenCount; token += 1) {
      if (token < flatTokens) {
        const to = start[token + 1] ?? 0;
        for (let at = start[token] ?? 0; at < to; at += 1) {
          const doc = renumbered[ids[at] ?? 0] ?? dead;
          if (doc !== dead) {
            postings[written] = doc;
            written += 1;
          }
        }
      }
      for (let entry = this.heads.at(token); entry !== 0; entry = this.next.at(entry - 1)) {
        const doc = renumbered[this.docs.at(entry - 1)] ?? dead;
        if (doc !== dead) {
          postings[written] = doc;
          written += 1;
        }
      }
      postStart[token + 1] = written;
    }
    return { postStart, postings: written === postings.length ? postings : postings.slice(0, written) };
  }
}
