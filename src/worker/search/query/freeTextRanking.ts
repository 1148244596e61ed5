/**
 * Free text over the text index's parts: which documents have every term of a query, and how a
 * page of them is ranked.
 *
 * A query is AND over its terms, each term matching any token it is a prefix of: the meaning of
 * free text defined in src/oci/textMatch, whose tokenizer fills the dictionary (indexTokens: a
 * term of letters and digits is looked up among the tokens' leading runs only). Terms are
 * taken cheapest first: the rarest is expanded (one posting list, or the union of its range),
 * and each further term is either expanded and intersected, or checked on the candidates
 * (keepWithPrefix), whichever touches fewer entries.
 *
 * The matches rank by how their name meets the text (its tier), then newer first, then by
 * identifier.
 */
import { isWordRun, startsWordIn } from '../../../oci/textMatch';
import type { DocumentTable } from '../index/documentTable';
import { EXACT_RANK as EXACT, PREFIX_RANK as PREFIX, WORDS_RANK as WORDS } from '../index/nameKeys';
import { intersectSorted } from '../index/postingLists';
import type { PostingStore } from '../index/postingStore';
import { scratch } from '../index/scratch';
import type { TokenDictionary } from '../index/tokenDictionary';
import { TopRanked } from './topRanked';

/** What free text is matched against: the index's dictionary, postings and documents. */
export interface TextParts {
  readonly dictionary: TokenDictionary;
  readonly postings: PostingStore;
  readonly docs: DocumentTable;
}

interface TermRange {
  readonly term: string;
  /** The ids of the tokens the term is a prefix of. */
  readonly tokens: Uint32Array;
  /** Posting entries of those tokens (an upper bound of the documents). */
  readonly estimate: number;
}

/** The documents having every term (textMatch's queryTerms), ascending; dead ones included. */
export function textCandidates(terms: readonly string[], index: TextParts): Uint32Array {
  const { postings, docs } = index;
  const ranges = terms.map((term) => termRange(term, index)).sort((a, b) => a.estimate - b.estimate);
  const [rarest, ...others] = ranges;
  if (rarest === undefined || rarest.estimate === 0) return new Uint32Array(0);
  const documents = docs.length;
  let found = postings.union(rarest.tokens, rarest.estimate, documents);
  const tokensPerDoc = postings.size / Math.max(1, documents);
  for (const range of others) {
    if (found.length === 0) break;
    if (range.estimate <= found.length * tokensPerDoc) {
      found = intersectSorted(found, postings.union(range.tokens, range.estimate, documents));
    } else {
      found = keepWithPrefix(found, range, index);
    }
  }
  return found;
}

/**
 * The tokens the term is a prefix of, and how many posting entries they have: for a term of
 * letters and digits only, the leading runs it is a prefix of, which every document having one
 * of those tokens has too (textMatch's indexTokens), once the dictionary knows which tokens are
 * runs (until then, every token of its range: the same documents).
 */
function termRange(term: string, { dictionary, postings }: TextParts): TermRange {
  const tokens =
    (isWordRun(term) ? dictionary.runsWithPrefix(term) : undefined) ?? dictionary.withPrefix(term);
  let estimate = 0;
  for (const token of tokens) estimate += postings.count(token);
  return { term, tokens, estimate };
}

/**
 * The candidates having a token the term is a prefix of: read from the forward lists of those
 * added since the last compaction or load, and for the others from the postings of the term's
 * tokens (the flat part keeps no forward lists), marked in one pass over them. That pass reads as
 * many entries as intersecting the term's postings would, without building and sorting them.
 */
function keepWithPrefix(
  candidates: Uint32Array,
  range: TermRange,
  { dictionary, postings, docs }: TextParts,
): Uint32Array {
  const { term } = range;
  const out = scratch.words(candidates.length);
  let kept = 0;
  const matches = (token: number): boolean => dictionary.token(token).startsWith(term);
  const flatEnd = lowerBoundOf(candidates, docs.fwdFrom);
  let marks: Uint8Array | undefined;
  if (flatEnd > 0) {
    marks = scratch.bytes(docs.fwdFrom);
    for (let at = 0; at < flatEnd; at += 1) marks[candidates[at] ?? 0] = 1;
    postings.markFlat(range.tokens, marks);
  }
  for (let at = 0; at < candidates.length; at += 1) {
    const doc = candidates[at] ?? 0;
    if (at < flatEnd ? marks?.[doc] === 2 : docs.someToken(doc, matches)) {
      out[kept] = doc;
      kept += 1;
    }
  }
  return out.subarray(0, kept);
}

/** The first position in the ascending list whose value is at least `value`. */
function lowerBoundOf(ascending: Uint32Array, value: number): number {
  let low = 0;
  let high = ascending.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ascending[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Exact name > name prefix > every term starts a word of the name > elsewhere (nameKeys.ts). */
function tier(name: string, phrase: string, terms: readonly string[]): number {
  if (name === '') return 0;
  if (name === phrase) return EXACT;
  if (name.startsWith(phrase)) return PREFIX;
  return everyStartsWord(name, terms) ? WORDS : 0;
}

/** Whether the name's tier is at least `needed`, testing no more than that takes. */
function tierAtLeast(needed: number, name: string, phrase: string, terms: readonly string[]): boolean {
  if (needed <= 0) return true;
  if (needed > EXACT || name === '' || terms.length === 0) return false;
  if (name === phrase) return true;
  if (needed === EXACT) return false;
  if (name.startsWith(phrase)) return true;
  if (needed === PREFIX) return false;
  return everyStartsWord(name, terms);
}

/** Whether every term starts a word of the name (a loop: this runs for each document offered). */
function everyStartsWord(name: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!startsWordIn(name, term)) return false;
  return true;
}

/**
 * A document in the ranking's heap is `tier × TIER_UNIT + doc`: a small integer V8 keeps unboxed
 * (tiers are 0–3, so below 2^30), compared without a look-up of its tier.
 */
const TIER_SHIFT = 28;
const TIER_UNIT = 2 ** TIER_SHIFT;
const DOC_MASK = TIER_UNIT - 1;

/** The best documents offered, up to `size` of them. */
export interface NameRanking {
  readonly offer: (doc: number) => void;
  /** The documents kept, best first. */
  readonly sorted: () => number[];
}

/**
 * Ranks the documents offered against a free text (`phrase`: its normalized name, `terms`: its
 * query terms) by tier, then newer, then identifier, keeping the first `size`.
 */
export function nameRanking(
  docs: DocumentTable,
  phrase: string,
  terms: readonly string[],
  size: number,
): NameRanking {
  const { names } = docs;
  if (docs.length > DOC_MASK) throw new RangeError(`${docs.length} documents: at most ${DOC_MASK} are ranked`);
  const timeOf = docs.creationTime();
  const idOrder = docs.idOrder();
  // The heap keeps each document with its tier above it (TIER_UNIT): no per-document array.
  const ranked = new TopRanked<number>(
    size,
    (a, b) =>
      (b >>> TIER_SHIFT) - (a >>> TIER_SHIFT) ||
      timeOf(b & DOC_MASK) - timeOf(a & DOC_MASK) ||
      idOrder(a & DOC_MASK, b & DOC_MASK),
  );
  // The worst document kept once the page is full, and what a newcomer is compared with: read
  // again only when the page changes, not for each of the (often tens of thousands) offered.
  let worst: number | undefined;
  let worstTime = 0;
  let worstTier = 0;
  // Most documents are turned away by the names' sketch, without reading their names; and
  // without reading their sketch, those that would need a tier no name reaches (nameKeys.ts).
  // (`highest` first: it may sketch the few names added since, which `reach` then reads.)
  const sketch = terms.length === 0 ? undefined : docs.nameSketch();
  const highest = terms.length === 0 ? 0 : (sketch?.highest(phrase, terms) ?? EXACT);
  const reach = sketch?.reach(phrase, terms);
  const offer = (doc: number): void => {
    if (worst !== undefined) {
      // Once the page is full, a document gets in only with a tier above the worst kept, or
      // the same tier and a better place after it: the cheap tests settle most documents.
      const time = timeOf(doc);
      const laterThanWorst =
        time < worstTime || (time === worstTime && idOrder(doc, worst) > 0);
      const needed = worstTier + (laterThanWorst ? 1 : 0);
      if (needed > highest) return;
      if (needed > 0 && reach !== undefined && !reach(doc, needed)) return;
      if (!tierAtLeast(needed, names[doc] ?? '', phrase, terms)) return;
    }
    const tierOfDoc = highest === 0 ? 0 : tier(names[doc] ?? '', phrase, terms);
    ranked.offer(tierOfDoc * TIER_UNIT + doc);
    const kept = ranked.worstKept();
    if (kept !== undefined) {
      worst = kept & DOC_MASK;
      worstTime = timeOf(worst);
      worstTier = kept >>> TIER_SHIFT;
    }
  };
  return { offer, sorted: () => ranked.sorted().map((kept) => kept & DOC_MASK) };
}
