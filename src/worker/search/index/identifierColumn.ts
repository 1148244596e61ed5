/**
 * The documents' identifiers: those a whole save split (savedIdentifiers.ts), kept as their two
 * parts and put together only when one is read, then those added since, whole. A start joined
 * every restored identifier before its first answer (250,000 new strings, 38 ms and 10 MB of heap
 * at 250,000 resources in Node); an answer reads a page's hundred, and a whole save writes the
 * parts again as they are (savedIdentifiers.ts) while nothing was added since. The rests stay
 * spans of the saved text (identifierOrder.ts: IdentifierParts).
 */
import { identifierOrder, keptParts, liveParts, type IdentifierParts } from './identifierOrder';
import { spanAt, spanCount } from './textSpans';

/** Identifiers by document: as an index holds them (a column), or as a tail or a build made them. */
export type Identifiers = IdentifierColumn | readonly string[];

/** The identifiers each whole, in an array: a column's read out, an array's as it is. */
export function identifierList(ids: Identifiers): readonly string[] {
  return ids instanceof IdentifierColumn ? ids.slice() : ids;
}

export class IdentifierColumn implements Iterable<string> {
  /** The split parts (their first `split.codes.length` documents), or none. */
  private readonly split?: IdentifierParts;
  private readonly count: number;
  /** The identifiers joined by the first query of the identifier field (joined()). */
  private cache?: string[];

  /** `added`: the identifiers after the split ones, adopted (the column grows it). */
  private constructor(
    split: IdentifierParts | undefined,
    private readonly added: string[],
  ) {
    this.split = split && keptParts(split);
    this.count = split?.codes.length ?? 0;
  }

  /** The column of `ids`: a column as it is, an array adopted as the column's own. */
  static of(ids: Identifiers): IdentifierColumn {
    return ids instanceof IdentifierColumn ? ids : new IdentifierColumn(undefined, ids as string[]);
  }

  /**
   * A whole save's identifiers from their parts; throws when they do not fit together (a prefix
   * number outside the prefixes, rests that are not one after the other in their text, a rest
   * holding a dot: the prefix ends at an identifier's last). The rests' text is searched once for
   * a dot, not each rest (250,000 searches took 32 ms of a start at 4×).
   */
  static fromParts(split: IdentifierParts): IdentifierColumn {
    const { prefixes, codes, rests } = split;
    const fail = (): never => {
      throw new Error('Saved text index: identifiers do not match their prefixes');
    };
    const { text, starts } = rests;
    if (codes.length !== spanCount(rests) || starts[0] !== 0 || starts[codes.length] !== text.length) fail();
    for (let doc = 0; doc < codes.length; doc += 1) {
      if ((codes[doc] ?? 0) >= prefixes.length || (starts[doc] ?? 0) > (starts[doc + 1] ?? 0)) fail();
    }
    if (text.includes('.')) fail();
    return new IdentifierColumn(split, []);
  }

  get length(): number {
    return this.count + this.added.length;
  }

  at(doc: number): string | undefined {
    const split = this.split;
    if (split !== undefined && doc < this.count && doc >= 0)
      return (split.prefixes[split.codes[doc] ?? 0] ?? '') + spanAt(split.rests, doc);
    return this.added[doc - this.count];
  }

  push(id: string): void {
    this.added.push(id);
  }

  /** The identifiers from `from` on, each whole. */
  slice(from = 0): string[] {
    if (from >= this.count) return this.added.slice(from - this.count);
    const ids = new Array<string>(Math.max(0, this.length - from));
    for (let doc = from; doc < this.length; doc += 1) ids[doc - from] = this.at(doc) ?? '';
    return ids;
  }

  /**
   * Every identifier whole, kept for the next call (grown by those added since): what a query on
   * the identifier field tests row by row. The first such query joins them, as a start did before.
   */
  joined(): readonly string[] {
    const cache = (this.cache ??= []);
    for (let doc = cache.length; doc < this.length; doc += 1) cache.push(this.at(doc) ?? '');
    return cache;
  }

  /** The parts of every identifier, when a whole save split them all and none was added since. */
  wholeSplit(): IdentifierParts | undefined {
    return this.added.length === 0 ? this.split : undefined;
  }

  /**
   * The order of documents by identifier (compareIds' order), a split one compared by its parts
   * without joining them (identifierOrder.ts says why).
   */
  order(): (a: number, b: number) => number {
    return identifierOrder(this.added, this.split);
  }

  /** The column of the documents `live` (ascending), renumbered in order: the split ones stay split. */
  live(live: readonly number[]): IdentifierColumn {
    const split = this.split && liveParts(this.split, live);
    const kept = split?.codes.length ?? 0;
    const added = new Array<string>(live.length - kept);
    for (let at = kept; at < live.length; at += 1) added[at - kept] = this.at(live[at] ?? 0) ?? '';
    return new IdentifierColumn(split, added);
  }

  *[Symbol.iterator](): Iterator<string> {
    for (let doc = 0; doc < this.length; doc += 1) yield this.at(doc) ?? '';
  }
}
