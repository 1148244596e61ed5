/**
 * A few numbers per document that say, without reading its name, when the name cannot reach a
 * free-text rank (freeTextRanking's tiers: exact name, name prefix, every term starts a word of
 * the name). Ranking a large match (`prod` matches 93,724 of 250,000 resources) tests the name of
 * nearly every match against the worst kept, and each test reads a string of its own from the
 * heap: at 250,000 resources that read was most of a free-text search. The sketch's numbers sit
 * side by side in one array, so most matches are settled by it, and only the few it lets through
 * have their name read.
 *
 * Per document, four 32-bit words:
 * - the name's first two UTF-16 units;
 * - the low bytes of its third and fourth, and its length (at most 65,535);
 * - a bit for each character that may start a word (textMatch's wordMayStartAt), by the
 *   character's low five bits;
 * - a bit for each such character with the one after it, hashed to five bits.
 * A query's phrase and terms give the same numbers, and a name whose numbers lack them cannot
 * reach the rank: the sketch never turns away a name that would reach it (a hash only lets
 * through some that will not, which the name's own test then turns away).
 *
 * Built over every name after a start or download (TextIndex.prepare), extended by the
 * documents added since as they are ranked, and dropped when the names are renumbered
 * (a compaction or a load), until the next prepare.
 */
import { wordMayStartAt } from '../../../oci/textMatch';
import { GrowableUint32 } from './growable';

/** Numbers a document: head, tail, starts, pairs. */
const WORDS = 4;
const LENGTH_MASK = 0xffff;

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

function tailOf(text: string): number {
  return (
    (((unit(text, 2) & 0xff) << 24) | ((unit(text, 3) & 0xff) << 16) | Math.min(text.length, LENGTH_MASK)) >>>
    0
  );
}

function startBit(code: number): number {
  return 1 << (code & 31);
}

function pairBit(code: number, next: number): number {
  return 1 << (Math.imul((code << 16) | next, 0x9e3779b1) >>> 27);
}

export class NameSketch {
  private readonly words = new GrowableUint32();

  private constructor(private readonly names: readonly string[]) {}

  /** The sketch of every name. */
  static of(names: readonly string[]): NameSketch {
    const sketch = new NameSketch(names);
    sketch.extend();
    return sketch;
  }

  /** The documents sketched. */
  get length(): number {
    return this.words.length / WORDS;
  }

  /** Whether it was built over these names (the same array, which only grows until it is replaced). */
  covers(names: readonly string[]): boolean {
    return names === this.names;
  }

  /** Sketches the names added since it was built or last extended. */
  extend(): void {
    const { names, words } = this;
    for (let doc = this.length; doc < names.length; doc += 1) {
      const name = names[doc] ?? '';
      let starts = 0;
      let pairs = 0;
      for (let at = 0; at < name.length; at += 1) {
        if (!wordMayStartAt(name, at)) continue;
        const code = unit(name, at);
        starts |= startBit(code);
        pairs |= pairBit(code, unit(name, at + 1));
      }
      words.push(headOf(name));
      words.push(tailOf(name));
      words.push(starts >>> 0);
      words.push(pairs >>> 0);
    }
  }

  /** The test of a free text (`phrase`: its normalized name, `terms`: its query terms, not none). */
  reach(phrase: string, terms: readonly string[]): NameReach {
    const words = this.words.view();
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
    return (doc, needed) => {
      const at = doc * WORDS;
      if (at >= words.length) return true;
      if (needed >= 2) return startsPhrase(at, needed >= 3);
      if (needed <= 0) return true;
      // Every term starts a word; a name that starts with the phrase reaches the rank too.
      return (
        (((words[at + 2] ?? 0) & starts) === starts && ((words[at + 3] ?? 0) & pairs) === pairs) ||
        startsPhrase(at, false)
      );
    };
  }
}
