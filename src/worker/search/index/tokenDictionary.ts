/**
 * The text index's dictionary: every token once, with a stable numeric id, and the ids in string
 * order so that the tokens sharing a prefix form one range found by binary search. Tokens
 * created since the last prefix lookup wait in a list and are merged into the order in one pass
 * (sort the few new ones, place each by binary search, copy the runs between them), instead of
 * one array splice each. Ids are never reused; a token no document uses any more stays until the
 * index is saved (the saved form keeps only used tokens).
 *
 * Exact lookups: a restored dictionary's tokens are sorted, so a few lookups (a start indexing
 * the records stored after the save) are binary searches, and a Map of every token (over a
 * hundred milliseconds to build at 250,000 resources) is built only once the lookups outnumber
 * the tokens. Tokens created since are in a Map of their own.
 */
export class TokenDictionary {
  private readonly tokens: string[];
  /** Tokens 0 … sorted − 1 are in string order (as restored). */
  private readonly sorted: number;
  /** The tokens created after those, or, once built, every token. */
  private readonly idOfToken = new Map<string, number>();
  private everyToken: boolean;
  private lookups = 0;
  private order: Uint32Array;
  private pending: number[] = [];

  /** From tokens already sorted, whose ids are their positions (the array is adopted, not copied). */
  constructor(sorted: string[] = []) {
    this.tokens = sorted;
    this.sorted = sorted.length;
    this.everyToken = sorted.length === 0;
    this.order = new Uint32Array(sorted.length);
    for (let id = 0; id < sorted.length; id += 1) this.order[id] = id;
  }

  /** The token's id, or undefined when it has none. */
  known(token: string): number | undefined {
    const found = this.idOfToken.get(token);
    if (found !== undefined || this.everyToken) return found;
    this.lookups += 1;
    if (this.lookups > this.sorted) {
      for (let id = 0; id < this.sorted; id += 1) this.idOfToken.set(this.tokens[id] ?? '', id);
      this.everyToken = true;
      return this.idOfToken.get(token);
    }
    let low = 0;
    let high = this.sorted;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.tokens[middle] ?? '') < token) low = middle + 1;
      else high = middle;
    }
    return low < this.sorted && this.tokens[low] === token ? low : undefined;
  }

  /** Tokens ever created (ids are below this). */
  get size(): number {
    return this.tokens.length;
  }

  token(id: number): string {
    return this.tokens[id] ?? '';
  }

  /** The token's id, created when new. */
  idOf(token: string): number {
    const known = this.known(token);
    if (known !== undefined) return known;
    const id = this.tokens.length;
    this.tokens.push(token);
    this.idOfToken.set(token, id);
    this.pending.push(id);
    return id;
  }

  /** Appends tokens a saved tail created after these (each new), ids in that order. */
  append(tokens: readonly string[]): void {
    for (const token of tokens) {
      const id = this.tokens.length;
      this.tokens.push(token);
      this.idOfToken.set(token, id);
      this.pending.push(id);
    }
  }

  /** The ids of the tokens starting with `prefix`, in string order. */
  withPrefix(prefix: string): Uint32Array {
    const order = this.sortedIds();
    const lo = this.lowerBound(prefix);
    // The tokens with the prefix follow those before it in order: the range ends at the first
    // token after `lo` without the prefix.
    let low = lo;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.token(order[middle] ?? 0).startsWith(prefix)) low = middle + 1;
      else high = middle;
    }
    return order.subarray(lo, low);
  }

  /** Every id, in string order. */
  sortedIds(): Uint32Array {
    if (this.pending.length > 0) this.mergePending();
    return this.order;
  }

  /** First position in `order`, from `from` on, whose token is ≥ text. */
  private lowerBound(text: string, from = 0): number {
    let low = from;
    let high = this.order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.token(this.order[middle] ?? 0) < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private mergePending(): void {
    // The default sort compares UTF-16 code units natively, as `<` does; much faster than a comparator.
    const fresh = this.pending.map((id) => this.token(id)).sort();
    this.pending = [];
    const merged = new Uint32Array(this.order.length + fresh.length);
    let from = 0;
    let next = 0;
    // Each new token's place by binary search; the runs of old ids between them copied whole.
    for (const token of fresh) {
      const at = this.lowerBound(token, from);
      merged.set(this.order.subarray(from, at), next);
      next += at - from;
      from = at;
      merged[next] = this.known(token) ?? 0;
      next += 1;
    }
    merged.set(this.order.subarray(from), next);
    this.order = merged;
  }
}
