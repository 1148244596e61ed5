/**
 * A few numbers per document that say, without reading its name, when the name cannot reach a
 * free-text rank (freeTextRanking's tiers: exact name, name prefix, every term starts a word of
 * the name). Ranking a large match (`prod` matches 93,724 of 250,000 resources) tests the name of
 * nearly every match against the worst kept, and each test read a string of its own from the
 * heap: at 250,000 resources that read was most of a free-text search. The sketch's numbers sit
 * side by side in one array, so most matches are settled by it, and only the few it lets through
 * have their name read.
 *
 * Per document, four 32-bit words:
 * - the name's first two UTF-16 units;
 * - the low bytes of its third and fourth, and its length plus one (at most 65,535; 0 is a
 *   document not sketched yet);
 * - a bit for each character where a word may start (textMatch's wordMayStartAt), by the
 *   character's low five bits;
 * - a bit for each such character with the one after it, hashed to five bits.
 * A query's phrase and terms give the same numbers, and a name whose numbers lack them cannot
 * reach the rank: the sketch never turns away a name that would reach it (a hash only lets
 * through some that will not, which the name's own test then turns away). Beside them, the
 * names' keys (nameKeys.ts) say which ranks any name reaches at all (`highest`).
 *
 * Made at the first pause in searching after a start or a download (TextIndex.preparation, about
 * 0.5 µs a name at full speed with its keys, most of it reading the restored name's characters,
 * in steps of SKETCH_STEP names). Built instead
 * as searches ranked, it made the first run of each query a third slower; this way a start's
 * first answer waits for nothing. A document added since is sketched when a ranking first tests
 * it, up to SKETCH_BUDGET a search, beyond which its name is tested as before. A compaction or a
 * load renumbers the names, and the sketch waits for the next prepare.
 */
import { wordMayStartAt } from '../../../oci/textMatch';
import { EXACT_RANK, NameKeys } from './nameKeys';

/** Numbers a document: head, tail, starts, pairs. */
const WORDS = 4;
const LENGTH_MASK = 0xffff;
/** Documents added since the sketch was made that one search sketches at most (under a millisecond). */
export const SKETCH_BUDGET = 2_048;

/**
 * Whether the document's name may reach the rank `needed` (1: every term starts a word, 2: the
 * name starts with the phrase, 3: it is the phrase); false when it certainly does not.
 */
export type NameReach = (doc: number, needed: number) => boolean;

function unit(text: string, at: number): number {
  return text.charCodeAt(at) | 0;
}

function headOf(text: string): number {
  return ((unit(text, 0) << 16) | unit(text, 1)) >>> 0;
}

/** The third and fourth units' low bytes, and the length plus one (never 0: see `sketched`). */
function tailOf(text: string): number {
  const length = Math.min(text.length, LENGTH_MASK - 1) + 1;
  return (((unit(text, 2) & 0xff) << 24) | ((unit(text, 3) & 0xff) << 16) | length) >>> 0;
}

function startBit(code: number): number {
  return 1 << (code & 31);
}

function pairBit(code: number, next: number): number {
  return 1 << (Math.imul((code << 16) | next, 0x9e3779b1) >>> 27);
}

export class NameSketch {
  private words = new Uint32Array(0);
  /** The ranks any name sketched can reach (nameKeys.ts). */
  private readonly keys = new NameKeys();
  /** How many documents are sketched, and below which every one is. */
  private count = 0;
  private contiguous = 0;

  constructor(private readonly names: readonly string[]) {}

  /** Whether it was made for these names (the same array, which only grows until it is replaced). */
  covers(names: readonly string[]): boolean {
    return names === this.names;
  }

  /** Sketches every name not sketched yet, of the documents from `from` up to `to` (else all). */
  fill(from = 0, to = Number.POSITIVE_INFINITY): void {
    const { names } = this;
    const words = this.room(names.length * WORDS);
    const end = Math.min(to, names.length);
    for (let doc = from; doc < end; doc += 1) {
      const at = doc * WORDS;
      if (words[at + 1] === 0) this.sketch(words, at, names[doc] ?? '');
    }
    if (from <= this.contiguous) this.contiguous = Math.max(this.contiguous, end);
  }

  /** The documents sketched so far. */
  sketched(): number {
    return this.count;
  }

  /**
   * The highest rank (1 to 3, as `needed` below) any name may reach for a free text, 0 when none
   * can: from every name's keys (nameKeys.ts) once every name is sketched, which a few added
   * since (up to SKETCH_BUDGET) are now; else 3, as any might.
   */
  highest(phrase: string, terms: readonly string[]): number {
    const { length } = this.names;
    if (this.count < length && length - this.contiguous <= SKETCH_BUDGET) this.fill(this.contiguous);
    return this.count < length ? EXACT_RANK : this.keys.highest(phrase, terms);
  }

  /** The test of a free text (`phrase`: its normalized name, `terms`: its query terms, not none). */
  reach(phrase: string, terms: readonly string[]): NameReach {
    const { names } = this;
    const words = this.room(names.length * WORDS);
    const head = headOf(phrase);
    const tail = tailOf(phrase);
    const length = tail & LENGTH_MASK;
    const headMask = phrase.length >= 2 ? 0xffffffff : phrase.length === 1 ? 0xffff0000 : 0;
    const tailMask = phrase.length >= 4 ? 0xffff0000 : phrase.length === 3 ? 0xff000000 : 0;
    let starts = 0;
    let pairs = 0;
    for (const term of terms) {
      if (term === '') continue;
      starts |= startBit(unit(term, 0));
      if (term.length >= 2) pairs |= pairBit(unit(term, 0), unit(term, 1));
    }
    // Compared as `&` answers them: signed 32-bit.
    starts |= 0;
    pairs |= 0;
    const startsPhrase = (at: number, exact: boolean): boolean => {
      const nameTail = words[at + 1] ?? 0;
      const nameLength = nameTail & LENGTH_MASK;
      return (
        (((words[at] ?? 0) ^ head) & headMask) === 0 &&
        ((nameTail ^ tail) & tailMask) === 0 &&
        (exact ? nameLength === length : nameLength >= length)
      );
    };
    let budget = SKETCH_BUDGET;
    return (doc, needed) => {
      const at = doc * WORDS;
      if (words[at + 1] === 0) {
        if (budget === 0) return true;
        budget -= 1;
        this.sketch(words, at, names[doc] ?? '');
      }
      if (needed >= 2) return startsPhrase(at, needed >= 3);
      if (needed <= 0) return true;
      // Every term starts a word; a name that starts with the phrase reaches the rank too.
      return (
        (((words[at + 2] ?? 0) & starts) === starts && ((words[at + 3] ?? 0) & pairs) === pairs) ||
        startsPhrase(at, false)
      );
    };
  }

  /** Writes the name's four numbers at `at`, and its keys. */
  private sketch(words: Uint32Array, at: number, name: string): void {
    sketchName(words, at, name, this.keys);
    this.count += 1;
  }

  /** The words, with room for `size` (the documents added since are not sketched yet). */
  private room(size: number): Uint32Array {
    if (this.words.length < size) {
      const grown = new Uint32Array(Math.max(size, Math.floor(this.words.length * 1.5)));
      grown.set(this.words);
      this.words = grown;
    }
    return this.words;
  }
}

/** Writes the name's four numbers at `at`, and sets its keys. */
function sketchName(words: Uint32Array, at: number, name: string, keys: NameKeys): void {
  let starts = 0;
  let pairs = 0;
  for (let position = 0; position < name.length; position += 1) {
    if (!wordMayStartAt(name, position)) continue;
    keys.addWord(name, position);
    const code = unit(name, position);
    starts |= startBit(code);
    pairs |= pairBit(code, unit(name, position + 1));
  }
  words[at] = headOf(name);
  words[at + 1] = tailOf(name);
  words[at + 2] = starts;
  words[at + 3] = pairs;
}
