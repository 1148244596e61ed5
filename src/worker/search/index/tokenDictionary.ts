/**
 * The text index's dictionary: every token once, with a stable numeric id, and the ids in string
 * order so that the tokens sharing a prefix form one range found by binary search. Tokens
 * created since wait in a short list of their own, kept in order as the prefix lookups come
 * (sort the few new ones, merge them with it), and a lookup reads its range in both. The short
 * list goes into the order in one pass (place each by binary search, copy the runs between
 * them) only once it is long (outgrown.ts): a download adds a few thousand tokens a page, and
 * copying the whole order (700,000 ids at 250,000 resources) at each lookup after a slice of
 * indexing was half of a free-text search's time while one ran. Ids are never reused; a token no document uses any
 * more stays until the index is saved (the saved form keeps only used tokens).
 *
 * A restored dictionary keeps its tokens as the saved form has them, without a string each (at
 * 250,000 resources 692 k tokens, 40 MB of strings in Node): those saved as text are spans of
 * the saved index's decoded text (which its identifiers already keep alive), and an identifier's
 * two tokens are a reference to the document whose identifier gives them (derivedSections: the
 * identifier, or its last segment, lower-cased when it is not in lower case). A token's text is
 * made when asked for: a lookup or a prefix's range compares about twenty of them. Tokens
 * created after the load are strings. When the documents are renumbered (a compaction), the
 * references follow them, and a removed document's tokens are kept as text.
 *
 * Exact lookups: a restored dictionary's tokens are sorted, so a few lookups (a start indexing
 * the records stored after the save) are binary searches, and a Map of every token (over a
 * hundred milliseconds to build at 250,000 resources, and a string of each) is built only once
 * the lookups outnumber the tokens. Tokens created since are in a Map of their own.
 */
import { isWordRun, isWordRunIn } from '../../../oci/textMatch';
import { outgrown } from './outgrown';
import { bitWords, hasBit, runBitsFit, setBit } from './tokenRuns';
import { spansOf, type TextSpans } from './textSpans';

/**
 * Tokens as a whole save restores them (textIndexCodec): those saved as text as spans of the
 * saved text (TextSpans), and what a load derives.
 */
export interface RestoredTokens extends TextSpans {
  /**
   * Per token its source (derivedSections: 0 saved as text, else 4·doc + 1 + kind), or empty
   * when every token is saved as text.
   */
  readonly sources: Uint32Array;
  /**
   * Which tokens are runs (readRun), as runBits gives them, when the save kept them (from format
   * 12): a search's first free text then looks among the runs without waiting for learnRuns.
   */
  readonly runs?: Uint32Array;
}

/** An entry from this on is a reference to a document's identifier: SOURCED + 4·doc + kind. */
const SOURCED = 0x80000000;
/** The entry of a token whose document was removed: its text is kept in `detached`. */
const DETACHED = 0xffffffff;
/** A document a renumbering leaves out. */
const REMOVED_DOCUMENT = 0xffffffff;

/** The identifier's last dot-separated segment (textMatch's identifierTokens). */
export function lastSegment(text: string): string {
  return text.slice(text.lastIndexOf('.') + 1);
}

/** The ids `from` … `to` − 1, in turn. */
function idsFrom(from: number, to: number): Uint32Array {
  const ids = new Uint32Array(to - from);
  for (let at = 0; at < ids.length; at += 1) ids[at] = from + at;
  return ids;
}

function isRestored(tokens: readonly string[] | RestoredTokens): tokens is RestoredTokens {
  return !Array.isArray(tokens);
}

export class TokenDictionary {
  /** The tokens created after the restored ones (ids from `sorted` on). */
  private readonly added: string[] = [];
  /** The restored tokens' text (see RestoredTokens). */
  private readonly text: string;
  private readonly starts: Uint32Array;
  /**
   * Per restored token: below SOURCED, its span's number in `starts`; else a document's
   * identifier gives it; DETACHED, in `detached`. Undefined: every restored token is a span.
   */
  private readonly entries?: Uint32Array;
  private readonly detached = new Map<number, string>();
  /** Tokens 0 … sorted − 1 are in string order (as restored). */
  private readonly sorted: number;
  /** The tokens created after those, or, once built, every token. */
  private readonly idOfToken = new Map<string, number>();
  private everyToken: boolean;
  private lookups = 0;
  /**
   * Every id not in `recent`, in string order; undefined while that is 0 … sorted − 1, as
   * restored (made when tokens created since join it: 2.7 MB a start need not write at 250,000).
   */
  private order?: Uint32Array;
  /** A bit a token (setBit): set when it is taken as a run (readRun). */
  private runs = new Uint32Array(0);
  /** The tokens from id 0 whose bit in `runs` is read, one after another. */
  private runsKnown = 0;
  /** Tokens created since the last lookup, in no order. */
  private pending: number[] = [];
  /** Tokens created before that and not yet in `order`, in string order (all of them in `added`). */
  private recent: Uint32Array = new Uint32Array(0);

  /**
   * From tokens already sorted, whose ids are their positions: strings, or as restored, with
   * `identifier` giving a document's identifier as the index numbers it now.
   */
  constructor(
    sorted: readonly string[] | RestoredTokens = [],
    private readonly identifier: (doc: number) => string | undefined = () => undefined,
  ) {
    const restored = isRestored(sorted) ? sorted : { ...spansOf(sorted), sources: new Uint32Array(0) };
    this.text = restored.text;
    this.starts = restored.starts;
    if (restored.sources.length > 0) {
      const entries = restored.sources.slice();
      let span = 0;
      for (let id = 0; id < entries.length; id += 1) {
        const source = entries[id] ?? 0;
        entries[id] = source === 0 ? span++ : SOURCED + source - 1;
      }
      this.entries = entries;
    }
    this.sorted = this.entries?.length ?? Math.max(0, restored.starts.length - 1);
    this.everyToken = this.sorted === 0;
    if (restored.runs !== undefined && runBitsFit(restored.runs, this.sorted)) {
      // A copy: the save's sections may be views of its whole buffer.
      this.runs = restored.runs.slice();
      this.runsKnown = this.sorted;
    }
  }

  /** The token's id, or undefined when it has none. */
  known(token: string): number | undefined {
    const found = this.idOfToken.get(token);
    if (found !== undefined || this.everyToken) return found;
    this.lookups += 1;
    if (this.lookups > this.sorted) {
      for (let id = 0; id < this.sorted; id += 1) this.idOfToken.set(this.token(id), id);
      this.everyToken = true;
      return this.idOfToken.get(token);
    }
    let low = 0;
    let high = this.sorted;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.token(middle) < token) low = middle + 1;
      else high = middle;
    }
    return low < this.sorted && this.token(low) === token ? low : undefined;
  }

  /** Tokens ever created (ids are below this). */
  get size(): number {
    return this.sorted + this.added.length;
  }

  token(id: number): string {
    if (id >= this.sorted) return this.added[id - this.sorted] ?? '';
    const entry = this.entries === undefined ? id : (this.entries[id] ?? 0);
    if (entry < SOURCED) return this.text.slice(this.starts[entry], this.starts[entry + 1]);
    if (entry === DETACHED) return this.detached.get(id) ?? '';
    const source = entry - SOURCED;
    const identifier = this.identifier(source >>> 2) ?? '';
    const kind = source & 3;
    const text = kind >= 2 ? identifier.toLowerCase() : identifier;
    return kind % 2 === 0 ? text : lastSegment(text);
  }

  /** The token's id, created when new. */
  idOf(token: string): number {
    const known = this.known(token);
    if (known !== undefined) return known;
    return this.create(token);
  }

  /** Appends tokens a saved tail created after these (each new), ids in that order. */
  append(tokens: readonly string[]): void {
    for (const token of tokens) this.create(token);
  }

  private create(token: string): number {
    const id = this.size;
    this.added.push(token);
    this.idOfToken.set(token, id);
    this.pending.push(id);
    if (this.runsKnown === id) this.learnRuns(1);
    return id;
  }

  /**
   * The documents are about to be renumbered, the live ones (of `count`) in order, as a
   * compaction does: the tokens an identifier gives follow their document, and those of a
   * removed one are kept as text.
   */
  renumber(count: number, isLive: (doc: number) => boolean): void {
    const { entries } = this;
    if (entries === undefined) return;
    const renumbered = new Uint32Array(count);
    let next = 0;
    for (let doc = 0; doc < count; doc += 1) renumbered[doc] = isLive(doc) ? next++ : REMOVED_DOCUMENT;
    for (let id = 0; id < entries.length; id += 1) {
      const entry = entries[id] ?? 0;
      if (entry < SOURCED || entry === DETACHED) continue;
      const source = entry - SOURCED;
      const doc = renumbered[source >>> 2] ?? REMOVED_DOCUMENT;
      if (doc === REMOVED_DOCUMENT) {
        this.detached.set(id, this.token(id));
        entries[id] = DETACHED;
      } else {
        entries[id] = SOURCED + doc * 4 + (source & 3);
      }
    }
  }

  /** The ids of the tokens starting with `prefix`, in string order. */
  withPrefix(prefix: string): Uint32Array {
    const { lo, hi, recentLo, recentHi } = this.prefixBounds(prefix);
    const inOrder = this.order?.subarray(lo, hi) ?? idsFrom(lo, hi);
    if (recentLo === recentHi) return inOrder;
    return this.merged(inOrder, this.recent.subarray(recentLo, recentHi));
  }

  /**
   * The ids of the tokens starting with `prefix` that are letters and digits only (isWordRun), and
   * when learned of those an identifier gives (see readRun), in string order: where the index answers a term of
   * letters and digits (textMatch's indexTokens), every run of the range among them.
   * Undefined until every token is known to be one or not (kept by the save, else learnRuns, a
   * step of the index's preparation; a token created since is read as it is created): reading
   * them in a search's range took longer than the union of the whole range (`prod`: 39,400 tokens).
   */
  runsWithPrefix(prefix: string): Uint32Array | undefined {
    if (this.runsKnown < this.size) return undefined;
    const { lo, hi, recentLo, recentHi } = this.prefixBounds(prefix);
    const runs = this.runsAmong(this.order, lo, hi);
    if (recentLo === recentHi) return runs;
    return this.merged(runs, this.runsAmong(this.recent, recentLo, recentHi));
  }

  /** Where the tokens starting with `prefix` lie in `order` and in `recent`. */
  private prefixBounds(prefix: string): { lo: number; hi: number; recentLo: number; recentHi: number } {
    this.takePending();
    const lo = this.lowerBound(this.order, prefix);
    const hi = this.prefixEnd(this.order, prefix, lo);
    const recentLo = this.lowerBound(this.recent, prefix);
    const recentHi = this.prefixEnd(this.recent, prefix, recentLo);
    return { lo, hi, recentLo, recentHi };
  }

  /** The runs among the ids at `lo` … `hi` − 1 of `ids` (as lowerBound reads them), in their order. */
  private runsAmong(ids: Uint32Array | undefined, lo: number, hi: number): Uint32Array {
    const out = new Uint32Array(hi - lo);
    let kept = 0;
    for (let at = lo; at < hi; at += 1) {
      const id = ids === undefined ? at : (ids[at] ?? 0);
      if (hasBit(this.runs, id)) {
        out[kept] = id;
        kept += 1;
      }
    }
    return out.subarray(0, kept);
  }

  /**
   * Reads whether the next `count` tokens not read yet are runs (readRun); answers whether every
   * token is now read. A step of the index's preparation: once every token is read,
   * runsWithPrefix answers.
   */
  learnRuns(count: number): boolean {
    const end = Math.min(this.runsKnown + count, this.size);
    if (end > this.runs.length * 32) {
      const grown = new Uint32Array(Math.max(bitWords(this.size), Math.floor(this.runs.length * 1.5)));
      grown.set(this.runs);
      this.runs = grown;
    }
    for (let id = this.runsKnown; id < end; id += 1) {
      if (this.readRun(id)) setBit(this.runs, id);
    }
    this.runsKnown = end;
    return end === this.size;
  }

  /**
   * Whether the token is to be taken as a run: letters and digits only, read where its text is
   * kept without making it; and every token an identifier gives. Reading those would read the
   * identifier, which V8 then flattens (a restored one is its prefix joined to its rest: 10 MB at
   * 250,000 resources). Taking a token of a prefix's range that is no run is never wrong (it
   * starts with the prefix too, so its documents match the term): only the few terms that are a
   * prefix of identifiers (`ocid1`) keep the cost of their whole range.
   */
  private readRun(id: number): boolean {
    if (id >= this.sorted) return isWordRun(this.added[id - this.sorted] ?? '');
    const entry = this.entries === undefined ? id : (this.entries[id] ?? 0);
    if (entry < SOURCED) return isWordRunIn(this.text, this.starts[entry] ?? 0, this.starts[entry + 1] ?? 0);
    if (entry === DETACHED) return isWordRun(this.detached.get(id) ?? '');
    return true;
  }

  /** Every id, in string order. */
  sortedIds(): Uint32Array {
    this.takePending();
    if (this.recent.length > 0) {
      this.order = this.merged(this.ordered(), this.recent);
      this.recent = new Uint32Array(0);
    }
    return this.ordered();
  }

  /**
   * The tokens created since the last lookup into the recent ones, in order; those into the
   * order once they are many (`outgrown`), so that the whole order is copied once for many pages
   * of new tokens, not at each lookup.
   */
  private takePending(): void {
    if (this.pending.length === 0) return;
    // The default sort compares UTF-16 code units natively, as `<` does; much faster than a comparator.
    const fresh = this.pending.map((id) => this.token(id)).sort();
    const ids = new Uint32Array(fresh.length);
    fresh.forEach((token, at) => {
      ids[at] = this.known(token) ?? 0;
    });
    this.pending = [];
    this.recent = this.recent.length === 0 ? ids : this.merged(this.recent, ids);
    if (outgrown(this.recent.length, this.order?.length ?? this.sorted)) {
      this.order = this.merged(this.ordered(), this.recent);
      this.recent = new Uint32Array(0);
    }
  }

  /** `order`, made when it is still the restored ids in turn. */
  private ordered(): Uint32Array {
    this.order ??= idsFrom(0, this.sorted);
    return this.order;
  }

  /**
   * First position in `ids` (in string order; undefined: 0 … sorted − 1), from `from` on, whose
   * token is ≥ text.
   */
  private lowerBound(ids: Uint32Array | undefined, text: string, from = 0): number {
    let low = from;
    let high = ids?.length ?? this.sorted;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.token(ids === undefined ? middle : (ids[middle] ?? 0)) < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Where the tokens with `prefix` end in `ids` (as lowerBound reads them), they starting at `from`. */
  private prefixEnd(ids: Uint32Array | undefined, prefix: string, from: number): number {
    let low = from;
    let high = ids?.length ?? this.sorted;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.token(ids === undefined ? middle : (ids[middle] ?? 0)).startsWith(prefix)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Two lists of ids in string order, with no token in both, as one: each of the fewer placed by
   * binary search in the other (its tokens compared as they come, about twenty a place), the
   * runs between them copied whole.
   */
  private merged(many: Uint32Array, few: Uint32Array): Uint32Array {
    if (few.length > many.length) return this.merged(few, many);
    const out = new Uint32Array(many.length + few.length);
    let from = 0;
    let next = 0;
    for (const id of few) {
      const at = this.lowerBound(many, this.token(id), from);
      out.set(many.subarray(from, at), next);
      next += at - from;
      from = at;
      out[next] = id;
      next += 1;
    }
    out.set(many.subarray(from), next);
    return out;
  }
}
