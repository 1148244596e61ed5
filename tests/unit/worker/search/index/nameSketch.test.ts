/**
 * The names' sketch turns a name away only when the name cannot reach the rank asked (free
 * text's tiers: every term starts a word, the name starts with the phrase, the name is the
 * phrase), and turns most of the others away: checked over generated names (separators, mixed
 * case, digits, accented, Greek, CJK and Arabic letters, one longer than its length field) and
 * the phrases a user types of them.
 */
import { describe, expect, it } from 'vitest';
import { NameSketch, SKETCH_BUDGET } from '../../../../../src/worker/search/index/nameSketch';
import { normalizeName, queryTerms, startsWordIn } from '../../../../../src/oci/textMatch';
import { seeded } from '../../../../bench/syntheticResources';

type Random = () => number;

const PIECES = [
  'prod',
  'web',
  'db',
  'Payments',
  'x',
  'a1',
  '01',
  'café',
  'ΟΔΟΣ',
  'σίγμα',
  'İstanbul',
  'خادم',
  '東京',
  'web01',
  'autonomousDatabase',
  'ß',
];
const SEPARATORS = ['-', '_', '.', ' ', '/', '', '  ', '(', '#'];

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function generatedName(random: Random): string {
  if (random() < 0.05) return '';
  const parts = [pick(random, PIECES)];
  for (let n = Math.floor(random() * 4); n > 0; n -= 1)
    parts.push(pick(random, SEPARATORS), pick(random, PIECES));
  const name = parts.join('');
  return random() < 0.3 ? name.toUpperCase() : name;
}

/** freeTextRanking's tiers, written out. */
function tier(name: string, phrase: string, terms: readonly string[]): number {
  if (name === '') return 0;
  if (name === phrase) return 3;
  if (name.startsWith(phrase)) return 2;
  return terms.every((term) => startsWordIn(name, term)) ? 1 : 0;
}

/** What a user types of a name: all of it, its start, a word or two of it, or something else. */
function typed(random: Random, names: readonly string[]): string {
  const name = pick(random, names);
  const roll = random();
  if (roll < 0.25) return name;
  if (roll < 0.5) return name.slice(0, 1 + Math.floor(random() * Math.max(1, name.length)));
  if (roll < 0.8) {
    const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
    return words
      .filter(() => random() < 0.6)
      .map((word) => word.slice(0, 1 + Math.floor(random() * word.length)))
      .join(' ');
  }
  return generatedName(random);
}

describe('NameSketch', () => {
  it('never turns away a name that reaches the rank, and turns most of the others away', () => {
    const random = seeded(20261130);
    const names = Array.from({ length: 3_000 }, () => normalizeName(generatedName(random)));
    names.push(`prod-${'x'.repeat(70_000)}`, 'p', 'pr', 'pro');
    const sketch = new NameSketch(names);
    let below = 0;
    let turnedAway = 0;
    for (let query = 0; query < 300; query += 1) {
      const text = typed(random, names);
      const terms = queryTerms(text);
      if (terms.length === 0) continue;
      const phrase = normalizeName(text);
      const reach = sketch.reach(phrase, terms);
      names.forEach((name, doc) => {
        const reached = tier(name, phrase, terms);
        for (let needed = 1; needed <= 3; needed += 1) {
          const mayReach = reach(doc, needed);
          if (reached >= needed && !mayReach)
            throw new Error(`"${name}" reaches ${reached} for "${text}" but was turned away at ${needed}`);
          if (reached < needed) {
            below += 1;
            if (!mayReach) turnedAway += 1;
          }
        }
      });
    }
    expect(below).toBeGreaterThan(1_000_000);
    expect(turnedAway / below).toBeGreaterThan(0.9);
  });

  it('sketches a name when it is first tested, names added since too, and covers only its own names', () => {
    const names = ['alpha-web', 'beta'];
    const sketch = new NameSketch(names);
    expect(sketch.reach('web', ['web'])(0, 1)).toBe(true);
    expect(sketch.sketched()).toBe(1);
    names.push('web-gamma');
    expect(sketch.covers(names)).toBe(true);
    expect(sketch.covers([...names])).toBe(false);
    const reach = sketch.reach('web', ['web']);
    expect([0, 1, 2].map((doc) => reach(doc, 1))).toEqual([true, false, true]);
    expect([0, 1, 2].map((doc) => reach(doc, 2))).toEqual([false, false, true]);
    expect([0, 1, 2].map((doc) => reach(doc, 3))).toEqual([false, false, false]);
    expect(sketch.sketched()).toBe(3);
    expect(sketch.reach('web-gamma', ['web-gamma'])(2, 3)).toBe(true);
  });

  it('sketches at most its budget in one search, lets the others through to their names, and fills the rest', () => {
    const names = Array.from({ length: SKETCH_BUDGET + 1_000 }, (_, n) => `alpha-${n}`);
    const sketch = new NameSketch(names);
    const reach = sketch.reach('zulu', ['zulu']);
    const through = names.filter((_, doc) => reach(doc, 1)).length;
    expect(sketch.sketched()).toBe(SKETCH_BUDGET);
    expect(through).toBe(1_000);
    sketch.fill();
    expect(sketch.sketched()).toBe(names.length);
    const filled = sketch.reach('zulu', ['zulu']);
    expect(names.filter((_, doc) => filled(doc, 1))).toEqual([]);
  });

  it('knows the highest rank any name reaches, never below it, and most often exactly it', () => {
    const random = seeded(20261204);
    const names = Array.from({ length: 3_000 }, () => normalizeName(generatedName(random)));
    names.push(`prod-${'x'.repeat(70_000)}`, 'p', 'pr', 'pro');
    const sketch = new NameSketch(names);
    sketch.fill();
    let exactly = 0;
    let queries = 0;
    for (let query = 0; query < 600; query += 1) {
      // Half the texts typed of the names, half generated apart (most reach no name, or only by a word).
      const text = query % 2 === 0 ? typed(random, names) : generatedName(random);
      const terms = queryTerms(text);
      if (terms.length === 0) continue;
      const phrase = normalizeName(text);
      const reached = Math.max(...names.map((name) => tier(name, phrase, terms)));
      const highest = sketch.highest(phrase, terms);
      if (highest < reached) throw new Error(`"${text}" reaches ${reached}, said ${highest}`);
      queries += 1;
      if (highest === reached) exactly += 1;
    }
    // Above it where a name has the text's first 12 characters, or a word its term's first 6:
    // these texts are made of the names' own pieces, so that is often the case.
    expect(exactly / queries).toBeGreaterThan(0.65);
  });

  it('says any rank may be reached while a name is not sketched, and sketches a few added since at once', () => {
    const names = Array.from({ length: SKETCH_BUDGET + 1 }, (_, n) => `alpha-${n}`);
    const sketch = new NameSketch(names);
    expect(sketch.highest('zulu', ['zulu'])).toBe(3);
    sketch.fill(0, 1);
    expect(sketch.highest('zulu', ['zulu'])).toBe(0);
    expect(sketch.sketched()).toBe(names.length);
    expect(sketch.highest('zulu', ['zulu'])).toBe(0);
    expect(sketch.highest('alpha', ['alpha'])).toBe(2);
    expect(sketch.highest('alpha-7', ['alpha-7'])).toBe(3);
    names.push('zulu-xray');
    expect(sketch.highest('zulu', ['zulu'])).toBe(2);
    expect(sketch.highest('xray', ['xray'])).toBe(1);
    // Shorter than every key: any name may start with it.
    expect(sketch.highest('x', ['x'])).toBe(2);
    names.push(...Array.from({ length: SKETCH_BUDGET + 1 }, (_, n) => `bravo-${n}`));
    expect(sketch.highest('yankee', ['yankee'])).toBe(3);
    sketch.fill();
    expect(sketch.highest('yankee', ['yankee'])).toBe(0);
  });
});
