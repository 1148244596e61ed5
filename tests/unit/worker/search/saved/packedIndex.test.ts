/**
 * The packed saved index (format 6: varints, gaps, no forward lists) is restored equal to what
 * was saved: every column, token and list, each document's tokens (read from the postings) being
 * exactly the tokens textMatch gives its resource for the index (indexTokens).
 */
import { describe, expect, it } from 'vitest';
import { indexTokens, isWordRun, normalizeName } from '../../../../../src/oci/textMatch';
import { FlatPostings } from '../../../../../src/worker/search/index/flatPostings';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { TokenDictionary } from '../../../../../src/worker/search/index/tokenDictionary';
import {
  decodeTextIndex,
  encodeTextIndex,
  type TextIndexParts,
  TEXT_INDEX_FORMAT,
} from '../../../../../src/worker/search/saved/textIndexCodec';
import type { TagColumnParts } from '../../../../../src/worker/search/index/tagColumn';
import { splitIdentifiers } from '../../../../../src/worker/search/saved/savedIdentifiers';
import { spansOf } from '../../../../../src/worker/search/index/textSpans';
import { IdentifierColumn } from '../../../../../src/worker/search/index/identifierColumn';
import { checkTokenSources, withTexts } from '../../../../../src/worker/search/saved/derivedSections';
import { syntheticResources } from '../../../../bench/syntheticResources';
import { defined } from '../../../defined';
import type { CodeArray } from '../../../../../src/worker/search/index/growable';
import { fourByteParts } from './fourByteParts';
import { readLayout } from '../../../../../src/worker/search/saved/textIndexLayout';
import {
  CODE_SECTIONS,
  layoutOf,
  POSTINGS_SECTION,
  TOKEN_LIST,
} from '../../../../../src/worker/search/saved/textIndexSections';

describe('the packed saved index', () => {
  it('restores what was saved: the same parts as the unpacked form, each document with its own tokens', () => {
    const resources = syntheticResources(3_000);
    const index = new TextIndex();
    for (const resource of resources) index.add(resource);
    const data = index.serialize();
    const parts = withTexts(decodeTextIndex(data.slice(0)));
    // The unpacked form (format 5) keeps every section as it is given, forward lists included.
    expect(fourByteParts(withTexts(decodeTextIndex(encodeTextIndex(parts, 5))))).toEqual(
      fourByteParts(parts),
    );
    // A packed save of the restored parts is the same bytes.
    expect(new Uint8Array(encodeTextIndex(parts))).toEqual(new Uint8Array(data));
    // A whole save's documents have their tokens in the postings only (no forward lists).
    expect(parts.fwdStart).toEqual(Uint32Array.of(0));
    const tokensOf = [...parts.ids].map((): string[] => []);
    for (let token = 0; token < parts.postings.tokens; token += 1) {
      for (const doc of parts.postings.list(token)) tokensOf[doc]?.push(parts.tokens[token] ?? '');
    }
    const byId = new Map(resources.map((resource) => [resource.identifier, resource]));
    [...parts.ids].forEach((id, doc) => {
      const tokens = tokensOf[doc];
      const resource = byId.get(id);
      if (resource === undefined) throw new Error(`${id} was not indexed`);
      expect(tokens, id).toEqual([...new Set(indexTokens(resource))].sort());
    });
    // The postings are kept as the varints saved: a save of the restored index writes them again.
    const compact = TextIndex.load(data.slice(0));
    expect(new Uint8Array(compact.serialize())).toEqual(new Uint8Array(data));
    // Postings of a document past the others are refused.
    const { bytes } = parts.postings;
    const start = parts.postings.starts();
    const past = FlatPostings.of(
      start,
      parts.postings.decoded().map((doc, at) => (at === (start[1] ?? 0) - 1 ? parts.ids.length : doc)),
    );
    expect(bytes).not.toEqual(past.bytes);
    // Saved in format 12, a load walks the lists and refuses them; saved in this format, a load
    // walks none, and the check the index's preparation makes finds them damaged.
    const damaged = { ...parts, postings: past };
    expect(() => decodeTextIndex(encodeTextIndex(damaged, 12))).toThrow(
      /postings do not match the documents/,
    );
    const unwalked = decodeTextIndex(encodeTextIndex(damaged));
    expect(unwalked.postingsCheck?.step(Number.POSITIVE_INFINITY)).toBe('damaged');
    expect(decodeTextIndex(data.slice(0)).postingsCheck?.step(Number.POSITIVE_INFINITY)).toBe('sound');
    const restored = TextIndex.load(data);
    for (const text of ['prod', 'ocid1.instance', 'payments-web', 'stage orders', 'zz-none']) {
      expect(restored.search(text, { limit: 50 }), text).toEqual(index.search(text, { limit: 50 }));
    }
  });

  it('leaves out of a whole save what a load derives, and gives it back exactly', () => {
    const resources = syntheticResources(2_000);
    // A resource whose tag names another's identifier first (its tokens then saved as text), and
    // identifiers not in lower case (lower-cased at the load).
    const [named] = syntheticResources(1, 1_500);
    const mentioning = {
      ...defined(resources[0]),
      freeformTags: { peer: named?.identifier ?? '' },
    };
    const upper = resources.slice(1, 40).map((resource) => ({
      ...resource,
      identifier: `User/${resource.identifier.toUpperCase()}`,
      displayName: `  Mixed  Case ${resource.displayName ?? ''} `,
    }));
    const index = new TextIndex();
    for (const resource of [mentioning, ...upper, ...resources.slice(40)]) index.add(resource);
    const data = index.serialize();
    // The names ranked by (normalized display names, the mixed ones too) are not saved: a load derives them.
    const laidOut = readLayout(data, layoutOf(data), [TOKEN_LIST], POSTINGS_SECTION, CODE_SECTIONS);
    expect(laidOut.strings[1]).toEqual([]);
    const parts = withTexts(decodeTextIndex(data.slice(0)));
    expect(parts.names.slice(1, 3)).toEqual(
      upper.slice(0, 2).map(({ displayName }) => normalizeName(displayName)),
    );
    // Format 6 saves the tokens, names and times as text: the same parts come back from both.
    const asText = encodeTextIndex(parts, 6);
    expect(fourByteParts(withTexts(decodeTextIndex(asText)))).toEqual(fourByteParts(parts));
    expect(data.byteLength).toBeLessThan(asText.byteLength * 0.75);
    // Saving the restored parts again gives the same bytes.
    expect(new Uint8Array(encodeTextIndex(parts))).toEqual(new Uint8Array(data));
    const restored = TextIndex.load(data);
    for (const text of ['prod', 'ocid1.', 'user/ocid1', named?.identifier ?? '', 'mixed case', 'amaaaa']) {
      expect(restored.search(text, { limit: 50 }), text).toEqual(index.search(text, { limit: 50 }));
    }
  });

  it('refuses derived tokens from no document, and saved tokens that do not add up', () => {
    // Three documents: a source is 4·doc + 1 + kind, the last document's last kind 12.
    expect(checkTokenSources(2, Uint32Array.of(0, 12, 0, 1), 3)).toBe(4);
    expect(() => checkTokenSources(2, Uint32Array.of(0, 13, 0), 3)).toThrow(/a token from no document/);
    expect(() => checkTokenSources(1, Uint32Array.of(0, 5, 0), 3)).toThrow(/do not match their sources/);
    // No sources: every token saved as text.
    expect(checkTokenSources(5, new Uint32Array(0), 3)).toBe(5);
  });

  it('saves identifiers as their prefixes and the rests, and gives each back whole', () => {
    const odd = ['no-dot', 'trailing.', '.leading', 'ocid1.bucket.oc1.fra.ümlaut', 'a..b', ''];
    const resources = syntheticResources(1_500).map((resource, at) =>
      at < odd.length ? { ...resource, identifier: odd[at] ?? '' } : resource,
    );
    const index = new TextIndex();
    for (const resource of resources) index.add(resource);
    const data = index.serialize();
    const parts = withTexts(decodeTextIndex(data.slice(0)));
    expect(new Set(parts.ids)).toEqual(new Set(resources.map((resource) => resource.identifier)));
    // Format 7 saves the identifiers whole: the same parts come back, from more bytes.
    const whole = encodeTextIndex(parts, 7);
    expect(fourByteParts(withTexts(decodeTextIndex(whole)))).toEqual(fourByteParts(parts));
    expect(data.byteLength).toBeLessThan(whole.byteLength);
    expect(new Uint8Array(encodeTextIndex(parts))).toEqual(new Uint8Array(data));
    const restored = TextIndex.load(data);
    for (const text of ['ocid1.bucket', 'ümlaut', 'no-dot', 'trailing.', odd[3] ?? '']) {
      expect(restored.search(text, { limit: 50 }), text).toEqual(index.search(text, { limit: 50 }));
    }
  });

  it('saves code columns at their width (from format 10), the same parts as format 9 saved as varints', () => {
    const index = new TextIndex();
    for (const resource of syntheticResources(2_500)) index.add(resource);
    const data = index.serialize();
    expect(new Uint32Array(data, 0, 2)[1]).toBe(TEXT_INDEX_FORMAT);
    const parts = withTexts(decodeTextIndex(data.slice(0)));
    const varints = encodeTextIndex(parts, 9);
    const fromVarints = withTexts(decodeTextIndex(varints));
    expect(fourByteParts(fromVarints)).toEqual(fourByteParts(parts));
    // Read at its width, a code column is kept so (the index adopts it), not widened and narrowed.
    expect(parts.typeCodes).toBeInstanceOf(Uint8Array);
    expect(parts.fields.codes.lifecycleState).toBeInstanceOf(Uint8Array);
    expect(fromVarints.typeCodes).toBeInstanceOf(Uint32Array);
    expect(new Uint8Array(encodeTextIndex(parts))).toEqual(new Uint8Array(data));
    // A code column of the index, as saved: one byte a row (a handful of types), not decoded.
    const types = parts.typeCodes;
    expect(Math.max(...types)).toBeLessThan(0x100);
    const bytes = new Uint8Array(data);
    const at = bytes.findIndex((_, from) => types.every((code, row) => bytes[from + row] === code));
    expect(at).toBeGreaterThan(0);
    const restored = TextIndex.load(data);
    for (const text of ['prod', 'ocid1.instance', 'payments-web']) {
      expect(restored.search(text, { limit: 50 }), text).toEqual(index.search(text, { limit: 50 }));
    }
  });

  it('keeps which tokens are runs from format 12, reads format 11 without them, refuses bits past the tokens', () => {
    const index = new TextIndex();
    for (const resource of syntheticResources(2_001)) index.add(resource);
    const data = index.serialize();
    const parts = decodeTextIndex(data.slice(0));
    const texts = withTexts(parts).tokens;
    const restoredTokens = defined(parts.restoredTokens);
    const runs = defined(restoredTokens.runs);
    // Known as the save is read, before any preparation: exactly the tokens of letters and digits.
    const dictionary = new TokenDictionary(restoredTokens, (doc) => parts.ids.at(doc));
    for (const prefix of ['prod', 'ocid1', 'web', '']) {
      expect(
        [...defined(dictionary.runsWithPrefix(prefix))].map((id) => texts[id]),
        prefix,
      ).toEqual(texts.filter((token) => token.startsWith(prefix) && isWordRun(token)));
    }
    // Format 11 has none: a start looks in the whole range until the preparation learns them.
    const eleven = encodeTextIndex(withTexts(parts), 11);
    expect(new Uint32Array(eleven, 0, 2)[1]).toBe(11);
    const elevenTokens = defined(decodeTextIndex(eleven.slice(0)).restoredTokens);
    expect(elevenTokens.runs).toBeUndefined();
    expect(
      new TokenDictionary(elevenTokens, (doc) => parts.ids.at(doc)).runsWithPrefix('prod'),
    ).toBeUndefined();
    const fromEleven = TextIndex.load(eleven);
    for (const text of ['prod', 'payments web', 'ocid1', 'hr-portal']) {
      expect(fromEleven.search(text, { limit: 50 }), text).toEqual(index.search(text, { limit: 50 }));
    }
    // A bit set past the last token (the section found by its bytes; the last word's top bit).
    expect(texts.length % 32).not.toBe(0);
    const bits = new Uint8Array(runs.buffer, runs.byteOffset, runs.byteLength);
    const bytes = new Uint8Array(data);
    const at = bytes.findIndex((_, from) => bits.every((byte, offset) => bytes[from + offset] === byte));
    expect(at).toBeGreaterThan(0);
    const damaged = data.slice(0);
    const last = at + bits.length - 1;
    new Uint8Array(damaged)[last] = (bytes[last] ?? 0) | 0x80;
    expect(() => TextIndex.load(damaged)).toThrow(/run bits do not match/);
  });

  it('refuses a whole save whose codes, tags or lists point past what they go with, and reads one at the bound', () => {
    const index = new TextIndex();
    for (const resource of syntheticResources(1_500)) index.add(resource);
    index.prepare();
    const parts = withTexts(decodeTextIndex(index.serialize()));
    const { fields, shown } = parts;
    const docs = parts.ids.length;
    const tags = fields.tags.freeformTags;
    const byTriple = defined(tags.byTriple);
    const joined = defined(fields.joined?.displayName);
    // The last row of the first tag's rows (rows by tag are saved as the gaps within each list).
    const lastOfFirst = (byTriple.start[1] ?? 0) - 1;
    const ranks = defined(fields.ranks?.lifecycleState);
    /** A copy of `array` with `value` at `at` (a code column as read: at its saved width). */
    const set = <T extends CodeArray>(array: T, at: number, value: number): T => {
      const copy = array.slice() as T;
      copy[at] = value;
      if (copy[at] !== value) throw new Error(`${value} does not fit the column's width`);
      return copy;
    };
    const names = (code: number): TextIndexParts => ({
      ...parts,
      fields: { ...fields, codes: { ...fields.codes, displayName: set(fields.codes.displayName, 7, code) } },
    });
    const links = (code: number): TextIndexParts => ({
      ...parts,
      shown: { ...shown, codes: { ...shown.codes, link: set(shown.codes.link, 7, code) } },
    });
    const withTags = (changed: Partial<TagColumnParts>): TextIndexParts => ({
      ...parts,
      fields: { ...fields, tags: { ...fields.tags, freeformTags: { ...tags, ...changed } } },
    });
    const refused: [string, TextIndexParts, RegExp][] = [
      [
        'a name code past the names',
        names(fields.values.displayName.length + 1),
        /displayName codes outside/,
      ],
      ['a link code past the links', links(shown.values.link.length + 1), /link codes outside/],
      [
        'a tag entry past the tags',
        withTags({ entries: set(tags.entries, 0, tags.triples.length) }),
        /entries outside/,
      ],
      [
        'a row by tag past the rows',
        withTags({ byTriple: { ...byTriple, rows: set(byTriple.rows, lastOfFirst, docs) } }),
        /rows by tag/,
      ],
      [
        'rows by tag whose starts go back',
        withTags({ byTriple: { ...byTriple, start: set(byTriple.start, 1, (byTriple.start[2] ?? 0) + 1) } }),
        /rows by tag/,
      ],
      [
        'a rank class out of range',
        {
          ...parts,
          fields: {
            ...fields,
            ranks: { ...fields.ranks, lifecycleState: { ...ranks, classes: set(ranks.classes, 1, 3) } },
          },
        },
        /ranks out of range/,
      ],
      [
        'joined names whose starts go back',
        {
          ...parts,
          fields: {
            ...fields,
            joined: { displayName: { ...joined, starts: set(joined.starts, 3, joined.starts[2] ?? 0) } },
          },
        },
        /joined values do not match/,
      ],
    ];
    // Unpacked (format 5) only these checks see them; packed, a list or offsets that go back are
    // refused as the sections are read.
    for (const [what, bad, message] of refused) {
      expect(() => decodeTextIndex(encodeTextIndex(bad, 5)), what).toThrow(message);
      expect(() => decodeTextIndex(encodeTextIndex(bad)), what).toThrow(/^Saved text index: /);
    }
    // At the bound (code n of n values; the last tag; the last row; rank class 2), it is read.
    const atBound = [
      names(fields.values.displayName.length),
      links(shown.values.link.length),
      withTags({ entries: set(tags.entries, 0, tags.triples.length - 1) }),
      withTags({ byTriple: { ...byTriple, rows: set(byTriple.rows, lastOfFirst, docs - 1) } }),
      {
        ...parts,
        fields: {
          ...fields,
          ranks: { ...fields.ranks, lifecycleState: { ...ranks, classes: set(ranks.classes, 1, 2) } },
        },
      },
    ];
    for (const fine of atBound) {
      expect(decodeTextIndex(encodeTextIndex(fine, 5)).ids).toHaveLength(docs);
      expect(decodeTextIndex(encodeTextIndex(fine)).ids).toHaveLength(docs);
    }
  });

  it('refuses identifiers whose prefixes and rests do not fit together', () => {
    const split = splitIdentifiers(['ocid1.a.oc1.x.one', 'ocid1.a.oc1.x.two', 'ocid1.b.oc1.y.three']);
    expect(split.prefixes).toEqual(['ocid1.a.oc1.x.', 'ocid1.b.oc1.y.']);
    expect([...IdentifierColumn.fromParts(split)]).toEqual([
      'ocid1.a.oc1.x.one',
      'ocid1.a.oc1.x.two',
      'ocid1.b.oc1.y.three',
    ]);
    expect(() => IdentifierColumn.fromParts({ ...split, codes: Uint32Array.of(0, 2, 1) })).toThrow(
      /prefixes/,
    );
    expect(() => IdentifierColumn.fromParts({ ...split, rests: spansOf(['one', 'two']) })).toThrow(/prefixes/);
    expect(() => IdentifierColumn.fromParts({ ...split, rests: spansOf(['one', 't.wo', 'three']) })).toThrow(
      /prefixes/,
    );
    // Spans that are not the rests one after the other in their text.
    const rests = spansOf(['one', 'two', 'three']);
    const starts = (...at: number[]) => Uint32Array.from(at);
    expect([...IdentifierColumn.fromParts({ ...split, rests })]).toHaveLength(3);
    expect(() => IdentifierColumn.fromParts({ ...split, rests: { ...rests, starts: starts(1, 3, 6, 11) } })).toThrow(
      /prefixes/,
    );
    expect(() => IdentifierColumn.fromParts({ ...split, rests: { ...rests, starts: starts(0, 3, 6, 10) } })).toThrow(
      /prefixes/,
    );
    expect(() => IdentifierColumn.fromParts({ ...split, rests: { ...rests, starts: starts(0, 6, 3, 11) } })).toThrow(
      /prefixes/,
    );
  });
});
