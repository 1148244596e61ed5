/**
 * The index keeps forward token lists only for the documents added since its last compaction or
 * load; the others' tokens are read from the postings. A free text whose rare term narrows the
 * candidates to a few, and whose common term is then checked on them (not intersected), must find
 * exactly the resources textMatch finds, whether a candidate has a forward list or not: over an
 * index compacted by a save, over one restored from it, each with resources added, replaced and
 * removed since, and over both once compacted again.
 */
import { describe, expect, it } from 'vitest';
import { queryTerms, resourceTokens, tokensMatchTerms } from '../../../../../src/oci/textMatch';
import { TextIndex, type IndexedResource } from '../../../../../src/worker/search/index/textIndex';
import { syntheticResources } from '../../../../bench/syntheticResources';

/**
 * A rare term first (a whole name, an identifier's tail: a few candidates), then common ones
 * checked on those few: names of saved resources and of resources added after the save.
 */
const TEXTS = [0, 17, 1_234, 2_999, 3_005, 3_333]
  .flatMap((serial) => {
    const [resource] = syntheticResources(1, serial);
    const identifier = resource?.identifier ?? '';
    const tail = identifier.slice(identifier.lastIndexOf('.') + 1).slice(0, 16);
    return [
      `${resource?.displayName ?? ''} a`,
      `${resource?.displayName ?? ''} o p`,
      `${tail} ocid1.`,
      `${tail} s`,
      `renamed-${resource?.displayName ?? ''} r`,
    ];
  })
  .concat(['zz a', 'prod-payments-web-0 c']);

function identifiersMatching(index: TextIndex, live: ReadonlyMap<string, IndexedResource>, text: string) {
  const matches = index.matcher(queryTerms(text));
  return [...live.values()].filter((resource) => matches(resource)).map((resource) => resource.identifier);
}

const tokensOf = new WeakMap<IndexedResource, string[]>();

/** textMatch's answer: every term prefixes a token of the resource. */
function expected(live: ReadonlyMap<string, IndexedResource>, text: string): string[] {
  const terms = queryTerms(text);
  return [...live.values()]
    .filter((resource) => {
      let tokens = tokensOf.get(resource);
      if (tokens === undefined) {
        tokens = resourceTokens(resource);
        tokensOf.set(resource, tokens);
      }
      return tokensMatchTerms(tokens, terms);
    })
    .map((resource) => resource.identifier);
}

function expectAgreement(index: TextIndex, live: ReadonlyMap<string, IndexedResource>, what: string): void {
  for (const text of TEXTS) {
    const want = expected(live, text);
    expect(identifiersMatching(index, live, text), `${what}: ${text}`).toEqual(want);
    const found = index.search(text, { limit: 5_000 });
    expect(found.total, `${what}: ${text}`).toBe(want.length);
    expect(new Set(found.ids), `${what}: ${text}`).toEqual(new Set(want));
  }
}

/** Adds resources since the save: new ones, new versions of saved ones, and removes a few of each. */
function changeSinceSave(index: TextIndex, live: Map<string, IndexedResource>): void {
  for (const resource of syntheticResources(400, 3_000)) {
    index.add(resource);
    live.set(resource.identifier, resource);
  }
  for (const resource of syntheticResources(300, 0)) {
    const renamed = { ...resource, displayName: `renamed-${resource.displayName ?? ''}` };
    index.add(renamed);
    live.set(renamed.identifier, renamed);
  }
  for (const resource of [...syntheticResources(50, 1_000), ...syntheticResources(50, 3_100)]) {
    index.remove(resource.identifier);
    live.delete(resource.identifier);
  }
}

describe('forward lists kept only for the documents added since a compaction', () => {
  it('finds what textMatch finds, a candidate read from the postings or from its forward list', () => {
    const resources = syntheticResources(3_000);
    const built = new TextIndex();
    for (const resource of resources) built.add(resource);
    const saved = built.serialize();
    const live = new Map<string, IndexedResource>(
      resources.map((resource) => [resource.identifier, resource]),
    );
    expectAgreement(built, live, 'compacted by the save');

    const restored = TextIndex.load(saved.slice(0));
    expectAgreement(restored, live, 'restored');

    const restoredLive = new Map(live);
    changeSinceSave(built, live);
    changeSinceSave(restored, restoredLive);
    expectAgreement(built, live, 'compacted, then changed');
    expectAgreement(restored, restoredLive, 'restored, then changed');

    built.compact();
    restored.compact();
    expectAgreement(built, live, 'compacted again');
    expectAgreement(restored, restoredLive, 'restored, changed and compacted');
    expect(new Uint8Array(built.serialize())).toEqual(new Uint8Array(restored.serialize()));
  }, 120_000);
});
