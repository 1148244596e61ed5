/**
 * A restored dictionary keeps its tokens as the saved form has them (spans of the saved text, and
 * an identifier's tokens as a reference to its document), making each token's text when asked
 * for: the same tokens, ids and prefix ranges as the strings it replaces, before and after its
 * documents are renumbered by a compaction that drops some of them.
 */
import { describe, expect, it } from 'vitest';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { TokenDictionary } from '../../../../../src/worker/search/index/tokenDictionary';
import { withTokenTexts } from '../../../../../src/worker/search/saved/derivedSections';
import { decodeTextIndex } from '../../../../../src/worker/search/saved/textIndexCodec';
import { syntheticResources } from '../../../../bench/syntheticResources';
import { defined } from '../../../defined';

const QUERIES = ['ocid1.instance', 'prod', 'amaaaa0000', 'user/ocid1', 'mixed case web', 'zz-none'];

/** Resources with identifiers in lower case (OCIDs) and not (lower-cased when read). */
function resources(count: number) {
  return syntheticResources(count).map((resource, at) =>
    at % 7 === 0
      ? {
          ...resource,
          identifier: `User/${resource.identifier.toUpperCase()}`,
          displayName: `Mixed Case ${at}`,
        }
      : resource,
  );
}

describe('the restored token dictionary', () => {
  it('reads the tokens of a whole save without a string each, and gives each one back', () => {
    const index = new TextIndex();
    for (const resource of resources(1_500)) index.add(resource);
    const data = index.serialize();
    const parts = decodeTextIndex(data.slice(0));
    const restored = defined(parts.restoredTokens);
    expect(parts.tokens).toEqual([]);
    // Nearly every identifier gives its two tokens by reference: only the others are spans.
    const referenced = restored.sources.filter((source) => source > 0).length;
    expect(referenced).toBeGreaterThan(2 * 1_400);
    expect(restored.starts.length - 1).toBe(restored.sources.length - referenced);
    const texts = withTokenTexts(parts).tokens;
    expect(texts).toEqual([...texts].sort());
    const dictionary = new TokenDictionary(restored, (doc) => parts.ids[doc]);
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
  });

  it('answers as the index it was saved from after documents are removed, compacted and added', () => {
    const all = resources(1_200);
    const index = new TextIndex();
    for (const resource of all) index.add(resource);
    const restored = TextIndex.load(index.serialize());
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
    expect(restored.has(defined(removed[6]).identifier)).toBe(false);
    expect(restored.has(defined(all[3]).identifier)).toBe(true);
    // Saved again, it is the same index as the one never restored.
    const again = TextIndex.load(restored.serialize());
    const fresh = TextIndex.load(index.serialize());
    for (const text of QUERIES) {
      expect(again.search(text, { limit: 50 }), text).toEqual(fresh.search(text, { limit: 50 }));
    }
    expect(withTokenTexts(decodeTextIndex(restored.serialize())).tokens).toEqual(
      withTokenTexts(decodeTextIndex(index.serialize())).tokens,
    );
  });
});
