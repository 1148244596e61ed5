/**
 * Which free-text ranks any name of the index can reach at all, known before a ranking starts.
 * Most broad searches find their matches in other fields than the names (`subnet`, `running`:
 * no name has a word starting so), or in names that all reach the same rank (`ledger`: every
 * match has it as a word, none starts with it). Once a ranking's page is full, a later match
 * gets in only with a rank above the worst kept, and when no name can reach that rank, it is
 * turned away on its creation time alone, without reading its name's sketch (nameSketch.ts): at
 * 250,000 resources that test was half the ranking of such a search.
 *
 * The keys are bits of a filter (a Bloom filter, two bits of one word a key), set for each name
 * as the names' sketch reads it:
 * - at each place a word may start (textMatch's wordMayStartAt), its first 3 and 6 characters;
 * - at the name's start, its first 3, 6 and 12 characters, apart;
 * - the whole name (its first 12 and last 4 characters, and its length).
 * A key's bits unset prove that no name has it; set, they may be another key's: the rank is then
 * taken as reachable and the names are tested as before. A key never leaves the filter (a
 * removed document's name only lets more through).
 */

/** The filter: 2^18 words of 32 bits (1 MB), for about a million distinct keys. */
const WORD_BITS = 18;
/**
 * How many leading characters a word's key holds, and a name's start key: a text is looked up
 * by the longest of these it has, and one shorter than them all may be anywhere. Longer keys
 * tell more texts apart (`prod-web` from `prod`); fewer keep the filter sparse and its making
 * quick (a key of each length at each word of 250,000 names). The start keys' lengths begin with
 * the word keys' (a name's first word is hashed once for both).
 */
const WORD_LENGTHS: readonly number[] = [3, 6];
const START_LENGTHS: readonly number[] = [3, 6, 12];
/** The last characters a whole name's key holds besides. */
const WHOLE_TAIL = 4;
/** One hash of a text's characters, told apart by kind: a word's start, a name's start, a whole name. */
const SEED = 0x811c9dc5;
const WORD_KIND = 0x2c1b3c6d;
const START_KIND = 0x297a2d39;
const WHOLE_KIND = 0x7fb5d329;
const FNV_PRIME = 0x01000193;

/**
 * Free text's ranks (freeTextRanking's tiers): every term starts a word of the name, the name
 * starts with the phrase, the name is the phrase.
 */
export const WORDS_RANK = 1;
export const PREFIX_RANK = 2;
export const EXACT_RANK = 3;

function step(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME);
}

/** The hash's bits mixed (murmur3's finalizer), so that keys differing in one character scatter. */
function mixed(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export class NameKeys {
  private readonly bits = new Uint32Array(2 ** WORD_BITS);

  /**
   * Sets the keys of a word of the name starting at `at`; at 0, of the name's start and of the
   * whole name too.
   */
  addWord(name: string, at: number): void {
    const start = at === 0;
    const lengths = start ? START_LENGTHS : WORD_LENGTHS;
    let hash = SEED;
    let from = at;
    for (let n = 0; n < lengths.length; n += 1) {
      const end = at + (lengths[n] ?? 0);
      if (end > name.length) break;
      hash = hashOf(name, from, end, hash);
      from = end;
      if (n < WORD_LENGTHS.length) this.set(mixed(hash ^ WORD_KIND));
      if (start) this.set(mixed(hash ^ START_KIND));
    }
    if (start) this.set(wholeKey(name, from, hash));
  }

  /**
   * The highest rank a name with these keys may reach for a free text (`phrase`: its normalized
   * name, `terms`: its query terms): 3 when a name may be the phrase, 2 when one may start with
   * it, 1 when one may have every term starting a word, else 0. Never below a name's own rank.
   */
  highest(phrase: string, terms: readonly string[]): number {
    if (phrase === '') return EXACT_RANK;
    if (this.has(wholeKey(phrase))) return EXACT_RANK;
    if (this.hasStart(phrase, START_KIND, START_LENGTHS)) return PREFIX_RANK;
    return terms.every((term) => term === '' || this.hasStart(term, WORD_KIND, WORD_LENGTHS))
      ? WORDS_RANK
      : 0;
  }

  /**
   * Whether the key of the text's start, as long as the longest of `lengths` it has, may be set:
   * a text shorter than every length always may.
   */
  private hasStart(text: string, kind: number, lengths: readonly number[]): boolean {
    const lead = leadOf(text.length, lengths);
    return lead === 0 || this.has(mixed(hashOf(text, 0, lead, SEED) ^ kind));
  }

  /** A key is two bits of one word (a blocked filter: one read or write a key). */
  private set(key: number): void {
    const word = key >>> (32 - WORD_BITS);
    this.bits[word] = (this.bits[word] ?? 0) | (1 << (key & 31)) | (1 << ((key >>> 5) & 31));
  }

  private has(key: number): boolean {
    const mask = (1 << (key & 31)) | (1 << ((key >>> 5) & 31));
    return ((this.bits[key >>> (32 - WORD_BITS)] ?? 0) & mask) === mask;
  }
}

/**
 * The key of a whole name: its start key (the longest it has, `lead` characters hashed to
 * `hash`), its last few characters, and its length.
 */
function wholeKey(
  name: string,
  lead = leadOf(name.length, START_LENGTHS),
  hash = hashOf(name, 0, lead, SEED),
): number {
  const { length } = name;
  return mixed(step(hashOf(name, Math.max(lead, length - WHOLE_TAIL), length, hash), length) ^ WHOLE_KIND);
}

/** How many characters of a text of `length` its key holds: the longest of `lengths` it has, or 0. */
function leadOf(length: number, lengths: readonly number[]): number {
  let lead = 0;
  for (const keyLength of lengths) if (keyLength <= length) lead = keyLength;
  return lead;
}

function hashOf(text: string, from: number, to: number, seed: number): number {
  let hash = seed;
  for (let at = from; at < to; at += 1) hash = step(hash, text.charCodeAt(at));
  return hash;
}
