/**
 * A whole save written before the index kept its tokens' leading runs (format 10, as the console
 * of that version wrote it: fixtures/format10.bin, of legacyCorpus's resources) is given them as
 * it loads, answers every free text as the records do, and is saved whole in this format.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleDb } from '../../../../../src/contract/db';
import { matchesText } from '../../../../../src/oci/textMatch';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { restoreTextIndex } from '../../../../../src/worker/search/saved/restoreTextIndex';
import { saveTextIndex, TEXT_INDEX_KEY } from '../../../../../src/worker/search/saved/savedIndex';
import type { SavedBytes } from '../../../../../src/worker/search/saved/savedBytes';
import { sealedWhole, withBytes } from '../../../../../src/worker/search/saved/savedRows';
import { TEXT_INDEX_FORMAT } from '../../../../../src/worker/search/saved/textIndexCodec';
import { ResourceStore } from '../../../../../src/worker/store/resourceStore';
import { legacyCorpus } from './legacyCorpus';

const TEXTS = [
  'prod',
  'p',
  'payments',
  'web',
  'db',
  'auto',
  'database',
  'café',
  'ünï',
  '東京',
  'cluster',
  'ledger',
  'blue',
  'cc',
  'cost',
  'ocid1',
  'running',
  '0',
  'prod payments',
  'prod-payments',
  'payments::api',
  'x--y',
  'cc-3',
];

let db: ConsoleDb | undefined;

afterEach(async () => {
  await db?.delete();
  db = undefined;
});

function fixture(): ArrayBuffer {
  const bytes = readFileSync(join(import.meta.dirname, 'fixtures', 'format10.bin'));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

function matchingIds(index: TextIndex, text: string): string[] {
  return index.search(text, { limit: 1_000 }).ids.sort();
}

describe('a whole save from before the leading runs', () => {
  it('is given them as it loads: every free text answered as the records do, then saved whole in this format', async () => {
    const resources = legacyCorpus();
    const data = fixture();
    expect(new Uint32Array(data, 0, 2)[1]).toBe(10);
    const expected = (text: string) =>
      resources
        .filter((resource) => matchesText(resource, text))
        .map((resource) => resource.identifier)
        .sort();
    // Read as it was saved, once its tokens are known to be runs or not (its preparation), a term
    // of letters and digits finds only documents that have the run itself as a token: the save
    // lacks the rest.
    const bare = TextIndex.load(data.slice(0));
    bare.prepare();
    expect(matchingIds(bare, 'payments').length).toBeLessThan(expected('payments').length);

    db = new ConsoleDb('earlier-tokens');
    const store = new ResourceStore(db);
    await store.putPage(resources);
    // The save claims every record (none is read again from the table at the start).
    const latestFetchedAt = Math.max(...resources.map((resource) => resource.fetchedAt)) + 1;
    const row = sealedWhole({
      count: resources.length,
      latestFetchedAt,
      enrichedThrough: 0,
      removals: 0,
      savedAt: 1,
      data,
    });
    await db.meta.put({ key: TEXT_INDEX_KEY, value: { ...row, version: 10 } });
    const started = await restoreTextIndex(db, store);
    if (!started.ok) throw new Error(started.failure.message);
    expect(started.value).toMatchObject({ source: 'saved', saveWhole: true, caughtUp: 0 });
    const { index } = started.value;
    // Before its preparation (every token of a term's range) and after (the runs alone).
    for (const prepared of [false, true]) {
      if (prepared) index.prepare();
      for (const text of TEXTS) {
        const ids = expected(text);
        expect(ids.length, text).toBeGreaterThan(0);
        expect(matchingIds(index, text), `${text}, prepared: ${String(prepared)}`).toEqual(ids);
      }
    }

    await saveTextIndex(db, index, { latestFetchedAt, latestEnrichedAt: 0, removals: 0 });
    const again = (await withBytes((await db.meta.get(TEXT_INDEX_KEY))?.value)) as {
      readonly version: number;
      readonly data: SavedBytes;
    };
    expect(again.version).toBe(TEXT_INDEX_FORMAT);
    const reloaded = TextIndex.load(again.data);
    reloaded.prepare();
    for (const text of TEXTS) expect(matchingIds(reloaded, text), text).toEqual(expected(text));
  });
});
