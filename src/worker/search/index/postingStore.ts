/**
 * Posting lists of the text index: per token, the ascending ids of the documents that contain
 * it. The bulk is the compacted lists (FlatPostings: varint gaps, decoded as a query reads them),
 * built at compaction or adopted at a load. Documents added since then are appended to per-token
 * linked lists kept in typed arrays (head, tail and count per token; next and doc per entry),
 * so adding allocates no object per token. New documents always have higher ids than the flat
 * part holds, so flat-then-appended stays ascending. The postings are the one list of which
 * tokens a document has that the index keeps for the documents of the flat part (DocumentTable
 * keeps forward lists only for those added since): a compaction renumbers them from here.
 */
import { FlatPostings, FlatPostingsWriter } from './flatPostings';
import { GrowableUint32 } from './growable';
import { fromBitmap, sortUnique } from './postingLists';
import { scratch } from './scratch';

export class PostingStore {
  /** Per token: 1-based first and last appended entry (0: none), and how many. */
  private readonly heads = new GrowableUint32();
  private readonly tails = new GrowableUint32();
  private readonly counts = new GrowableUint32();
  /** Per appended entry: the 1-based next entry of the same token (0: last), and the document. */
  private readonly next = new GrowableUint32();
  private readonly docs = new GrowableUint32();

  constructor(private readonly flat: FlatPostings = FlatPostings.empty()) {}

  /** Entries in the flat lists. */
  get baseSize(): number {
    return this.flat.size;
  }

  /** Entries appended since the flat lists were built. */
  get deltaSize(): number {
    return this.docs.length;
  }

  /** Every entry, flat and appended. */
  get size(): number {
    return this.flat.size + this.docs.length;
  }

  /** Appends a document (no lower id than any before) with the ids of its tokens, each once. */
  addDocument(doc: number, tokens: ArrayLike<number>): void {
    this.addRows(Uint32Array.of(0, tokens.length), tokens, doc);
  }

  /**
   * Appends documents `first`, `first + 1`, … each with the tokens of its list (`start`: the rows'
   * offsets into `entries`) to each token's linked list: a saved tail's documents at a start in one
   * loop over the arrays (a call per entry, in a worker whose code has not yet been optimized,
   * took twice as long), or one document as it is indexed.
   */
  addRows(start: Uint32Array, entries: ArrayLike<number>, first: number): void {
    const added = entries.length;
    if (added === 0) return;
    let tokenEnd = 0;
    for (let at = 0; at < added; at += 1) tokenEnd = Math.max(tokenEnd, (entries[at] ?? 0) + 1);
    const base = this.docs.length;
    this.docs.extend(base + added);
    this.next.extend(base + added);
    this.heads.extend(tokenEnd);
    this.tails.extend(tokenEnd);
    this.counts.extend(tokenEnd);
    const docs = this.docs.view();
    const next = this.next.view();
    const heads = this.heads.view();
    const tails = this.tails.view();
    const counts = this.counts.view();
    let entry = base;
    for (let row = 0; row + 1 < start.length; row += 1) {
      const doc = first + row;
      const end = start[row + 1] ?? 0;
      for (let at = start[row] ?? 0; at < end; at += 1) {
        const token = entries[at] ?? 0;
        docs[entry] = doc;
        entry += 1;
        const tail = tails[token] ?? 0;
        if (tail === 0) heads[token] = entry;
        else next[tail - 1] = entry;
        tails[token] = entry;
        counts[token] = (counts[token] ?? 0) + 1;
      }
    }
  }

  count(token: number): number {
    return this.flat.count(token) + this.counts.at(token);
  }

  each(token: number, visit: (doc: number) => void): void {
    this.flat.each(token, visit);
    for (let entry = this.heads.at(token); entry !== 0; entry = this.next.at(entry - 1))
      visit(this.docs.at(entry - 1));
  }

  /**
   * The documents containing any of the tokens, ascending and unique. `entries` is the sum of
   * their counts. A single list is decoded; a small union is decoded and sorted; a large one (over
   * 1/16 of the documents) is marked in a bitmap and read back in order, O(entries + documents).
   */
  union(tokens: Uint32Array, entries: number, documents: number): Uint32Array {
    const { flat } = this;
    if (tokens.length === 1 || entries * 16 < documents) {
      const out = scratch.words(entries);
      let at = 0;
      for (const token of tokens) {
        at = flat.read(token, out, at);
        for (let entry = this.heads.at(token); entry !== 0; entry = this.next.at(entry - 1)) {
          out[at] = this.docs.at(entry - 1);
          at += 1;
        }
      }
      return tokens.length === 1 ? out : sortUnique(out);
    }
    // A byte a document, from the search's scratch (scratch.ts).
    const bitmap = scratch.bytes(documents);
    flat.mark(tokens, bitmap);
    // A prefix can stand for tens of thousands of tokens: their appended lists are looked for
    // only when anything was appended since the flat lists were built.
    if (this.docs.length > 0) {
      for (const token of tokens) {
        for (let entry = this.heads.at(token); entry !== 0; entry = this.next.at(entry - 1))
          bitmap[this.docs.at(entry - 1)] = 1;
      }
    }
    return fromBitmap(bitmap);
  }

  /**
   * Marks (1 → 2) the documents of `marks` that some of the tokens lists in the flat part: which of
   * a few candidates have a token, read from the postings (the flat part's documents keep no
   * forward list). Reads every entry of the tokens' flat lists.
   */
  markFlat(tokens: Uint32Array, marks: Uint8Array): void {
    this.flat.raise(tokens, marks);
  }

  /**
   * Flat postings over `tokenCount` token ids after a renumbering (`renumbered[doc]`: the new id,
   * or DEAD for a document that goes), flat and appended entries alike. Renumbering keeps the
   * documents' order, so each list stays ascending; and it only narrows the gaps (a document's new
   * id is its old one less the dead before it), so the flat lists take no more bytes than they did.
   */
  renumbered(renumbered: Uint32Array, dead: number, tokenCount: number): { readonly postings: FlatPostings } {
    const { flat } = this;
    const writer = new FlatPostingsWriter(tokenCount, flat.bytes.length + 5 * this.docs.length);
    let scratch = new Uint32Array(64);
    for (let token = 0; token < tokenCount; token += 1) {
      const count = flat.count(token);
      if (count > scratch.length) scratch = new Uint32Array(Math.max(count, scratch.length * 2));
      const end = flat.read(token, scratch, 0);
      for (let at = 0; at < end; at += 1) {
        const doc = renumbered[scratch[at] ?? 0] ?? dead;
        if (doc !== dead) writer.push(doc);
      }
      for (let entry = this.heads.at(token); entry !== 0; entry = this.next.at(entry - 1)) {
        const doc = renumbered[this.docs.at(entry - 1)] ?? dead;
        if (doc !== dead) writer.push(doc);
      }
      writer.endList();
    }
    return { postings: writer.finish() };
  }
}
