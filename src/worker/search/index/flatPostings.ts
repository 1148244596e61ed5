/**
 * The compacted part of the posting lists (PostingStore), kept as the saved index holds them:
 * per token its ascending document ids as LEB128 varints (saved/varint.ts), the first id and
 * then the gaps after it. A load adopts the saved section's bytes as they are; a query decodes
 * the lists it reads as it reads them. At 250,000 resources the 5.3 million entries take about
 * a third of the 20 MB a Uint32Array of them took (most gaps of a common token fit in a byte).
 *
 * `counts` (PostingCounts: a byte per token) gives a token's count without reading its list;
 * `byteStart` (ByteOffsets: two bytes a token) where its list begins.
 */
import { ByteOffsets } from './byteOffsets';
import { PostingCounts } from './postingCounts';

/** What a list that is not ascending, or lists that do not fit their offsets, throw. */
export const DAMAGED = 'Saved text index: postings do not match the documents';

/** Lists of at most this many bytes are copied byte by byte (FlatPostings.copyList). */
const SHORT_LIST = 32;

export class FlatPostings {
  /** Lists as written (FlatPostingsWriter) or adopted (saved/adoptPostings): the offsets must fit the bytes. */
  constructor(
    /** Per token the entries of its list. */
    private readonly counts: PostingCounts,
    /** Every list's first id and gaps, as varints. */
    readonly bytes: Uint8Array,
    /** Per token the bytes before its list (tokens + 1 offsets). */
    private readonly byteStart: ByteOffsets,
  ) {}

  /** Postings of `tokens` tokens and no entry. */
  static empty(tokens = 0): FlatPostings {
    return new FlatPostings(new PostingCounts(tokens), new Uint8Array(0), new ByteOffsets(tokens + 1));
  }

  /** The lists of a CSR pair (list i: `ids[start[i]]` up to `ids[start[i + 1]]`, each ascending). */
  static of(start: Uint32Array, ids: Uint32Array): FlatPostings {
    const writer = new FlatPostingsWriter(start.length - 1, 5 * ids.length);
    for (let token = 0; token + 1 < start.length; token += 1) {
      const from = start[token] ?? 0;
      const end = start[token + 1] ?? 0;
      if (end < from || end > ids.length) throw new Error(DAMAGED);
      for (let at = from; at < end; at += 1) {
        if (at > from && (ids[at] ?? 0) < (ids[at - 1] ?? 0)) throw new Error(DAMAGED);
        writer.push(ids[at] ?? 0);
      }
      writer.endList();
    }
    return writer.finish();
  }

  /** Tokens the lists are kept for. */
  get tokens(): number {
    return this.counts.tokens;
  }

  /** Entries of every list. */
  get size(): number {
    return this.counts.total;
  }

  /** Entries of the token's list (0 for a token past the lists). */
  count(token: number): number {
    return this.counts.at(token);
  }

  /** Per token the entries before its list, and the total last (tokens + 1 offsets, as saved). */
  starts(): Uint32Array {
    return this.counts.offsets();
  }

  /** Blocks of lists not walked yet (restored from a save: saved/adoptPostings), 0 once all are. */
  get unwalkedBlocks(): number {
    return this.byteStart.unwalkedBlocks;
  }

  /** Where each block of 64 lists begins in the bytes (ByteOffsets.firsts), as a whole save keeps it. */
  blockFirsts(): Uint32Array {
    return this.byteStart.firsts();
  }

  /** The token's list written into `out` from `at`; answers where it ends. */
  read(token: number, out: Uint32Array, at: number): number {
    if (token >= this.tokens) return at;
    const { bytes } = this;
    let from = this.byteStart.at(token);
    const end = this.byteStart.at(token + 1);
    let doc = 0;
    let written = at;
    while (from < end) {
      let byte = bytes[from] as number;
      from += 1;
      if (byte >= 0x80) {
        // Several bytes (adopt checked there are at most five, of a value below the documents).
        let gap = byte & 0x7f;
        let shift = 7;
        do {
          byte = bytes[from] as number;
          from += 1;
          gap |= (byte & 0x7f) << shift;
          shift += 7;
        } while (byte >= 0x80);
        byte = gap;
      }
      doc += byte;
      out[written] = doc;
      written += 1;
    }
    return written;
  }

  /** Visits the token's documents in order. */
  each(token: number, visit: (doc: number) => void): void {
    if (token >= this.tokens) return;
    const { bytes } = this;
    let at = this.byteStart.at(token);
    const end = this.byteStart.at(token + 1);
    let doc = 0;
    while (at < end) {
      let byte = bytes[at] as number;
      at += 1;
      let gap = byte & 0x7f;
      for (let shift = 7; byte >= 0x80; shift += 7) {
        byte = bytes[at] as number;
        at += 1;
        gap |= (byte & 0x7f) << shift;
      }
      // Wrapped to 32 bits as a Uint32Array stores it (a gap past 2³¹ reads negative).
      doc = (doc + gap) >>> 0;
      visit(doc);
    }
  }

  /** The token's list, a new array. */
  list(token: number): Uint32Array {
    const out = new Uint32Array(this.count(token));
    this.read(token, out, 0);
    return out;
  }

  /**
   * Sets `marks[doc]` to 1 for each document of the tokens' lists: a union's bitmap. One loop
   * over the tokens (a prefix's range holds thousands of short lists), each list decoded inline.
   */
  mark(tokens: Uint32Array, marks: Uint8Array): void {
    this.markFrom(tokens, marks, 0, 1);
  }

  /** Raises `marks[doc]` from 1 to 2 for each document of the tokens' lists: which of some candidates have one. */
  raise(tokens: Uint32Array, marks: Uint8Array): void {
    this.markFrom(tokens, marks, 1, 2);
  }

  /** Sets `marks[doc]` from `from` to `to` for each document of the tokens' lists. */
  private markFrom(tokens: Uint32Array, marks: Uint8Array, from: number, to: number): void {
    const { bytes, byteStart } = this;
    const listed = this.tokens;
    // A prefix's tokens are mostly consecutive ids (a load numbers them in string order): where one
    // list ends, the next one's begins, so each offset is looked up once.
    let previous = -1;
    let previousEnd = 0;
    for (let position = 0; position < tokens.length; position += 1) {
      const token = tokens[position] as number;
      if (token >= listed) continue;
      let at = token === previous + 1 ? previousEnd : byteStart.at(token);
      const end = byteStart.at(token + 1);
      previous = token;
      previousEnd = end;
      let doc = 0;
      while (at < end) {
        let byte = bytes[at] as number;
        at += 1;
        if (byte >= 0x80) {
          let gap = byte & 0x7f;
          let shift = 7;
          do {
            byte = bytes[at] as number;
            at += 1;
            gap |= (byte & 0x7f) << shift;
            shift += 7;
          } while (byte >= 0x80);
          byte = gap;
        }
        doc += byte;
        if (marks[doc] === from) marks[doc] = to;
      }
    }
  }

  /** The first document of the token's list, if any. */
  first(token: number): number | undefined {
    if (this.count(token) === 0) return undefined;
    const { bytes } = this;
    let at = this.byteStart.at(token);
    let byte = bytes[at] ?? 0;
    let value = byte & 0x7f;
    for (let scale = 0x80; byte >= 0x80; scale *= 0x80) {
      at += 1;
      byte = bytes[at] ?? 0;
      value += (byte & 0x7f) * scale;
    }
    return value;
  }

  /** Per document how many lists hold it (`docs` documents; ids past them are not counted). */
  perDocument(docs: number): Uint32Array {
    const counts = new Uint32Array(docs);
    const scratch = new Uint32Array(Math.max(1, this.longest()));
    for (let token = 0; token < this.tokens; token += 1) {
      const end = this.read(token, scratch, 0);
      for (let at = 0; at < end; at += 1) {
        const doc = scratch[at] as number;
        if (doc < docs) counts[doc] = (counts[doc] ?? 0) + 1;
      }
    }
    return counts;
  }

  /** Every list one after the other, decoded (the unpacked formats save them so). */
  decoded(): Uint32Array {
    const out = new Uint32Array(this.size);
    let at = 0;
    for (let token = 0; token < this.tokens; token += 1) at = this.read(token, out, at);
    return out;
  }

  /** Entries of the longest list. */
  private longest(): number {
    let most = 0;
    for (let token = 0; token < this.tokens; token += 1) most = Math.max(most, this.count(token));
    return most;
  }

  /**
   * Copies the token's list as it is into `into` at `at`; answers where the copy ends. Most lists
   * are a few bytes (an identifier's tokens list one document): those are copied byte by byte,
   * without a view made for each.
   */
  copyList(token: number, into: Uint8Array, at: number): number {
    const from = this.byteStart.at(token);
    const to = this.byteStart.at(token + 1);
    if (to - from > SHORT_LIST) {
      into.set(this.bytes.subarray(from, to), at);
      return at + to - from;
    }
    let end = at;
    for (let byte = from; byte < to; byte += 1) {
      into[end] = this.bytes[byte] ?? 0;
      end += 1;
    }
    return end;
  }
}

/** Writes lists one after the other, token by token, into at most `capacity` bytes. */
export class FlatPostingsWriter {
  private readonly counts: PostingCounts;
  private readonly byteStart: ByteOffsets;
  private readonly bytes: Uint8Array;
  private token = 0;
  private entries = 0;
  private listStart = 0;
  private at = 0;
  private previous = -1;

  constructor(tokens: number, capacity: number) {
    this.counts = new PostingCounts(tokens);
    this.byteStart = new ByteOffsets(tokens + 1);
    this.bytes = new Uint8Array(capacity);
  }

  /** Appends a document to the current list (above its last one). */
  push(doc: number): void {
    let value = this.previous < 0 ? doc : doc - this.previous;
    this.previous = doc;
    const { bytes } = this;
    let at = this.at;
    while (value >= 0x80) {
      bytes[at] = (value & 0x7f) | 0x80;
      at += 1;
      value >>>= 7;
    }
    bytes[at] = value;
    this.at = at + 1;
    this.entries += 1;
  }

  /** Ends the current token's list: the next push starts the next token's. */
  endList(): void {
    this.counts.set(this.token, this.entries - this.listStart);
    this.listStart = this.entries;
    this.token += 1;
    this.byteStart.set(this.token, this.at);
    this.previous = -1;
  }

  /** The lists written, in bytes of their own (every token's list ended). */
  finish(): FlatPostings {
    if (this.token !== this.counts.tokens) throw new Error('Postings: a list left open');
    const bytes = this.at === this.bytes.length ? this.bytes : this.bytes.slice(0, this.at);
    return new FlatPostings(this.counts, bytes, this.byteStart);
  }
}
