/**
 * A restored dictionary keeps its tokens as the saved form has them (spans of the saved text, and
 * an identifier's tokens as a reference to its document), making each token's text when asked
 * for: the same tokens, ids and prefix ranges as the strings it replaces, before and after its
 * documents are renumbered by a compaction that drops some of them. Likewise the creation times,
 * made from their instants but for those that are not their instant's ISO text.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWordRun } from '../../../../../src/oci/textMatch';
import { parseQuery, planQuery, querySortClause } from '../../../../../src/oci/query';
import { IdentifierColumn } from '../../../../../src/worker/search/index/identifierColumn';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { TokenDictionary } from '../../../../../src/worker/search/index/tokenDictionary';
import { withTexts } from '../../../../../src/worker/search/saved/derivedSections';
import { decodeTextIndex } from '../../../../../src/worker/search/saved/textIndexCodec';
import { fourByteParts } from '../saved/fourByteParts';
import { syntheticResources } from '../../../../bench/syntheticResources';
import { defined } from '../../../defined';

const QUERIES = ['ocid1.instance', 'prod', 'amaaaa0000', 'user/ocid1', 'mixed case web', 'zz-none'];
const STRUCTURED = [
  'query all resources sorted by timeCreated asc',
  'query all resources sorted by timeCreated desc',
  'query all resources sorted by displayName asc',
  'query instance resources sorted by lifecycleState desc',
  "query all resources where timeCreated >= '2026-06-01'",
  "query all resources where timeCreated = '2025-12-31'",
  "query all resources where timeCreated =~ 't03:04'",
  "query all resources where timeCreated = 'someday'",
];

/** Odd creation times: not their instant's ISO text, or no date at all. */
const ODD_TIMES = ['2026-01-02T03:04:05Z', '2025-12-31', 'someday', undefined];

/**
 * Resources with identifiers in lower case (OCIDs) and not (lower-cased when read), a few outside
 * ASCII, and some creation times that are not the ISO text of their instant.
 */
function resources(count: number) {
  return syntheticResources(count).map((resource, at) => {
    const odd = at % 11 === 0 ? { timeCreated: ODD_TIMES[at % ODD_TIMES.length] } : {};
    if (at % 29 === 1) return { ...resource, ...odd, identifier: `ocid1.db.oc1.iad.İSTANBUL${String(at)}` };
    if (at % 29 === 2) return { ...resource, ...odd, identifier: `ocid1.db.oc1.iad.café${String(at)}` };
    if (at % 7 !== 0) return { ...resource, ...odd };
    const identifier = `User/${resource.identifier.toUpperCase()}`;
    return { ...resource, ...odd, identifier, displayName: `Mixed Case ${String(at)}` };
  });
}

function structured(index: TextIndex, text: string) {
  const parsed = parseQuery(text);
  if (!parsed.ok) throw new Error(text);
  return index.structured(planQuery(parsed.query, 0), querySortClause(parsed.query), { limit: 50 });
}

describe('the restored token dictionary and creation times', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the tokens and times of a whole save without a string each, and gives each one back', () => {
    const index = new TextIndex();
    const all = resources(1_500);
    for (const resource of all) index.add(resource);
    const data = index.serialize();
    const parts = decodeTextIndex(data.slice(0));
    const restored = defined(parts.restoredTokens);
    expect(parts.tokens).toEqual([]);
    // Nearly every identifier gives its two tokens by reference: only the others are spans.
    const referenced = restored.sources.filter((source) => source > 0).length;
    expect(referenced).toBeGreaterThan(2 * 1_400);
    expect(restored.starts.length - 1).toBe(restored.sources.length - referenced);
    const texts = withTexts(parts).tokens;
    expect(texts).toEqual([...texts].sort());
    // Learned below as a save of format 11 has them learned: without the save's run bits.
    const { runs: savedRuns, ...withoutRuns } = restored;
    const dictionary = new TokenDictionary(withoutRuns, (doc) => parts.ids.at(doc));
    expect(Array.from({ length: dictionary.size }, (_, id) => dictionary.token(id))).toEqual(texts);
    for (const prefix of ['ocid1.', 'user/ocid1.', 'prod', 'mixed', '']) {
      expect(
        [...dictionary.withPrefix(prefix)].map((id) => texts[id]),
        prefix,
      ).toEqual(texts.filter((token) => token.startsWith(prefix)));
    }
    texts.forEach((token, id) => {
      expect(dictionary.known(token)).toBe(id);
    });
    expect(dictionary.known('ocid1.instance.oc1.nowhere')).toBeUndefined();
    // Which tokens are runs of letters and digits: read from the spans; an identifier's tokens
    // taken as runs without reading the identifier. Answered once every token is read.
    const sourced = new Set(
      [...restored.sources].flatMap((source, id) => (source > 0 ? [defined(texts[id])] : [])),
    );
    const runsOf = (prefix: string) =>
      texts.filter((token) => token.startsWith(prefix) && (isWordRun(token) || sourced.has(token)));
    expect(dictionary.runsWithPrefix('prod')).toBeUndefined();
    do expect(dictionary.runsWithPrefix('')).toBeUndefined();
    while (!dictionary.learnRuns(1_000));
    for (const prefix of ['ocid1', 'prod', 'am', 'mixed', 'i', 'caf', 'user', '']) {
      const runs = defined(dictionary.runsWithPrefix(prefix));
      expect(
        [...runs].map((id) => texts[id]),
        prefix,
      ).toEqual(runsOf(prefix));
    }
    // The spans that are no runs are left out; the identifiers' tokens outside ASCII are in.
    expect(runsOf('').length).toBeGreaterThan(1_500);
    expect(texts.filter((token) => !sourced.has(token) && !isWordRun(token)).length).toBeGreaterThan(1_000);
    expect(runsOf('caf').length).toBeGreaterThan(40);
    expect(texts.filter((token) => token.startsWith('i̇stanbul')).length).toBeGreaterThan(40);
    // Kept by the save (format 12): known at once, and exactly the runs (an identifier's tokens
    // read when the save was written).
    expect(savedRuns).toBeDefined();
    const kept = new TokenDictionary(restored, (doc) => parts.ids.at(doc));
    for (const prefix of ['ocid1', 'prod', 'am', 'mixed', 'i', 'caf', 'user', '']) {
      expect(
        [...defined(kept.runsWithPrefix(prefix))].map((id) => texts[id]),
        prefix,
      ).toEqual(texts.filter((token) => token.startsWith(prefix) && isWordRun(token)));
    }
    kept.idOf('zz-new');
    kept.idOf('zznew');
    expect([...defined(kept.runsWithPrefix('zz'))].map((id) => kept.token(id))).toEqual(['zznew']);
    // Tokens created since are read as they are created.
    dictionary.idOf('zz-new');
    dictionary.idOf('zznew');
    expect([...defined(dictionary.runsWithPrefix('zz'))].map((id) => dictionary.token(id))).toEqual([
      'zznew',
    ]);
    // A dictionary made empty knows every token it creates.
    const fresh = new TokenDictionary();
    for (const token of ['web-01', 'web', 'webhook']) fresh.idOf(token);
    expect([...defined(fresh.runsWithPrefix('we'))].map((id) => fresh.token(id))).toEqual(['web', 'webhook']);
    // The creation times: only the odd ones saved as text, every one read back as it was.
    const times = defined(parts.fields.timeTexts);
    expect(parts.fields.values.timeCreated).toEqual([]);
    expect(new Set(times.texts)).toEqual(new Set(ODD_TIMES.filter((time) => time !== undefined)));
    const timeValues = withTexts(parts).fields.values.timeCreated;
    expect(new Set(timeValues)).toEqual(
      new Set(all.flatMap((resource) => (resource.timeCreated === undefined ? [] : [resource.timeCreated]))),
    );
  });

  it('keeps the restored tokens in string order as tokens are created, whether merged in or still apart', () => {
    const index = new TextIndex();
    for (const resource of resources(400)) index.add(resource);
    const parts = decodeTextIndex(index.serialize());
    const dictionary = new TokenDictionary(defined(parts.restoredTokens), (doc) => parts.ids.at(doc));
    const texts = withTexts(parts).tokens;
    const inOrder = (ids: Uint32Array) => [...ids].map((id) => dictionary.token(id));
    const expectOrdered = (all: readonly string[]) => {
      const sorted = [...all].sort();
      for (const prefix of ['', 'prod', 'ocid1.', 'mixed', 'zz', 'new-1', 'new1', 'new']) {
        expect(inOrder(dictionary.withPrefix(prefix)), prefix).toEqual(
          sorted.filter((token) => token.startsWith(prefix)),
        );
        expect(inOrder(defined(dictionary.runsWithPrefix(prefix))), prefix).toEqual(
          sorted.filter((token) => token.startsWith(prefix) && isWordRun(token)),
        );
      }
    };
    // As restored: the ids in turn are the tokens in order.
    expectOrdered(texts);
    // A few created since, read apart from the restored ones; then enough to be merged in
    // (outgrown.ts), and a few more apart again.
    const created: string[] = [];
    const create = (count: number) => {
      for (let at = 0; at < count; at += 1) {
        const serial = String((created.length * 7919) % 100_003);
        const token = created.length % 3 === 0 ? `new-${serial}` : `new${serial}`;
        created.push(token);
        dictionary.idOf(token);
      }
    };
    create(50);
    expectOrdered([...texts, ...created]);
    create(4_200);
    expectOrdered([...texts, ...created]);
    create(30);
    expectOrdered([...texts, ...created]);
    expect(inOrder(dictionary.sortedIds())).toEqual([...texts, ...created].sort());
    // Asked for first, the whole order is the restored ids in turn.
    const restoredAgain = new TokenDictionary(defined(parts.restoredTokens), (doc) => parts.ids.at(doc));
    expect([...restoredAgain.sortedIds()]).toEqual(texts.map((_, id) => id));
  });

  it('joins no restored identifier at a load, and an answer reads only its page of them', () => {
    const all = resources(1_500);
    const index = new TextIndex();
    for (const resource of all) index.add(resource);
    // Reading a restored identifier puts its prefix and rest together: a new string each time,
    // and comparing it makes V8 copy it flat, for good. The load keeps the parts.
    const data = index.serialize();
    // Called through, each read counted.
    const at = vi.spyOn(IdentifierColumn.prototype, 'at');
    const parts = decodeTextIndex(data);
    const ids = parts.ids;
    expect(ids).toBeInstanceOf(IdentifierColumn);
    expect((ids as IdentifierColumn).wholeSplit()?.codes).toHaveLength(all.length);
    const restored = new TextIndex(parts);
    restored.prepare();
    expect(at).not.toHaveBeenCalled();
    for (const text of STRUCTURED) {
      const expected = structured(index, text);
      at.mockClear();
      const answer = defined(structured(restored, text));
      // The page's own identifiers only (its rows and their shown values read them).
      expect(at.mock.calls.length, text).toBeLessThanOrEqual(4 * answer.rows.length);
      expect(answer, text).toEqual(expected);
    }
    for (const text of ['prod', 'web']) {
      const expected = index.search(text, { limit: 50 });
      at.mockClear();
      const answer = restored.search(text, { limit: 50 });
      expect(at.mock.calls.length, text).toBeLessThanOrEqual(4 * answer.rows.length);
      expect(answer, text).toEqual(expected);
    }
  });

  it('answers as the index it was saved from after documents are removed, compacted and added', () => {
    const all = resources(1_200);
    const index = new TextIndex();
    for (const resource of all) index.add(resource);
    const restored = TextIndex.load(index.serialize());
    for (const text of STRUCTURED) expect(structured(restored, text), text).toEqual(structured(index, text));
    // Remove every third resource, compact (the documents renumbered), then add new ones and
    // one removed back (its identifier's tokens kept as text since its document went).
    const removed = all.filter((_, at) => at % 3 === 1);
    for (const resource of removed) {
      expect(restored.remove(resource.identifier)).toBe(true);
      index.remove(resource.identifier);
    }
    restored.compact();
    index.compact();
    const added = [...resources(1_300).slice(1_200), defined(removed[5])];
    for (const resource of added) {
      restored.add(resource);
      index.add(resource);
    }
    for (const text of [...QUERIES, defined(all[0]).identifier, defined(removed[5]).identifier]) {
      expect(restored.search(text, { limit: 50 }), text).toEqual(index.search(text, { limit: 50 }));
    }
    for (const text of STRUCTURED) expect(structured(restored, text), text).toEqual(structured(index, text));
    expect(restored.has(defined(removed[6]).identifier)).toBe(false);
    expect(restored.has(defined(all[3]).identifier)).toBe(true);
    // Saved again, it is the same index as the one never restored.
    const again = TextIndex.load(restored.serialize());
    const fresh = TextIndex.load(index.serialize());
    for (const text of QUERIES) {
      expect(again.search(text, { limit: 50 }), text).toEqual(fresh.search(text, { limit: 50 }));
    }
    for (const text of STRUCTURED) expect(structured(again, text), text).toEqual(structured(fresh, text));
    expect(fourByteParts(withTexts(decodeTextIndex(restored.serialize())))).toEqual(
      fourByteParts(withTexts(decodeTextIndex(index.serialize()))),
    );
  });
});
