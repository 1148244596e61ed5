/**
 * The rows a search answers come from the index's columns, not the records: for every record,
 * through replacement, removal, compaction, a save and a load, and an enrichment shown in
 * place, the row must be the one the record itself gives (toSearchRow).
 */
import { describe, expect, it } from 'vitest';
import type { StoredResource } from '../../../../../src/contract/db';
import { toSearchRow } from '../../../../../src/worker/search/query/searchRow';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { makeStoredResource } from '../../builders';

const TYPES = ['Instance', 'Subnet', 'InstanceConfiguration', 'Bucket', 'Vcn'] as const;

/** A varied tenancy: links with the identifier in them or not, none, names, states and times missing, enrichments. */
function tenancy(count: number): StoredResource[] {
  return Array.from({ length: count }, (_, at) => {
    const resourceType = TYPES[at % TYPES.length] ?? 'Instance';
    const identifier = `ocid1.${resourceType.toLowerCase()}.oc1.iad.r${String(at)}`;
    const link =
      at % 7 === 0
        ? null
        : at % 7 === 1
          ? `/object-storage/buckets/ns/b-${String(at)}/objects`
          : `/networking/vcns/ocid1.vcn.oc1.iad.v${String(at % 3)}/things/${identifier}?region=us-ashburn-1`;
    return makeStoredResource({
      resourceType,
      identifier,
      displayName: at % 11 === 0 ? undefined : `name-${String(at)}`,
      lifecycleState: at % 5 === 2 ? undefined : at % 2 === 0 ? 'RUNNING' : 'STOPPED',
      timeCreated: at % 13 === 0 ? undefined : `2024-0${String(1 + (at % 9))}-01T00:00:00.000Z`,
      compartmentId: `ocid1.compartment.oc1..c${String(at % 4)}`,
      region: at % 3 === 0 ? 'eu-frankfurt-1' : 'us-ashburn-1',
      link,
      fetchedAt: 1_700_000_000_000 + Math.floor(at / 10),
      ...(at % 4 === 0
        ? { enrichment: { altName: `alt ${String(at)}` }, enrichedAt: 1_700_000_100_000 + at }
        : {}),
    });
  });
}

/** Every live row by identifier, as a search of everything answers them. */
function rowsOf(index: TextIndex): Map<string, unknown> {
  const found = index.search('', { limit: 10_000 });
  return new Map(found.rows.map((row) => [row.identifier, row]));
}

function expectRowsOf(index: TextIndex, records: readonly StoredResource[]): void {
  const rows = rowsOf(index);
  expect(rows.size).toBe(records.length);
  for (const record of records) expect(rows.get(record.identifier)).toEqual(toSearchRow(record));
}

describe('the rows of a search, from the index columns', () => {
  it('are the records’ rows after adds, replacements, removals, compaction, a save and a load', () => {
    const records = tenancy(400);
    const index = new TextIndex();
    for (const record of records) index.add(record);
    expectRowsOf(index, records);

    // Replaced (a newer fetch) and removed rows, then a compaction that renumbers the rest.
    const replaced = records.slice(0, 50).map((record, at) => ({
      ...record,
      displayName: `renamed-${String(at)}`,
      link: at % 2 === 0 ? null : `/compute/instances/${record.identifier}`,
      fetchedAt: record.fetchedAt + 1_000,
    }));
    for (const record of replaced) index.add(record);
    const removed = new Set(records.slice(50, 120).map((record) => record.identifier));
    for (const id of removed) index.remove(id);
    const live = [...replaced, ...records.slice(120)];
    expectRowsOf(index, live);
    index.compact();
    expectRowsOf(index, live);

    const loaded = TextIndex.load(index.serialize());
    expectRowsOf(loaded, live);
  });

  it('show an enrichment in place, and keep it through a save', () => {
    const records = tenancy(60);
    const index = new TextIndex();
    for (const record of records) index.add(record);
    const subnet = records.find(
      (record) => record.resourceType === 'Subnet' && record.enrichment === undefined,
    );
    if (subnet === undefined) throw new Error('no subnet without enrichment');
    const enriched: StoredResource = {
      ...subnet,
      enrichment: { vcnId: 'ocid1.vcn.oc1.iad.x', altName: 'app (10.0.1.0/24)' },
      enrichedAt: 1_800_000_000_000,
      link: `/networking/vcns/ocid1.vcn.oc1.iad.x/subnets/${subnet.identifier}`,
    };
    expect(index.enrich(enriched)).toBe(true);
    expect(index.enrich({ ...enriched, identifier: 'ocid1.subnet.unknown' })).toBe(false);
    const expected = records.map((record) => (record === subnet ? enriched : record));
    expectRowsOf(index, expected);
    expect(rowsOf(index).get(subnet.identifier)).toMatchObject({
      altName: 'app (10.0.1.0/24)',
      enrichedAt: 1_800_000_000_000,
    });
    expectRowsOf(TextIndex.load(index.serialize()), expected);
  });

  it('give the type’s default state where the service answers none', () => {
    const index = new TextIndex();
    const configuration = makeStoredResource({
      resourceType: 'InstanceConfiguration',
      lifecycleState: undefined,
    });
    index.add(configuration);
    expect(index.search('', { limit: 5 }).rows[0]?.lifecycleState).toBe('ENABLED');
  });

  it('keep in the saved index only the shown values some row still uses', () => {
    const index = new TextIndex();
    const record = makeStoredResource({ enrichment: { altName: 'a' }, enrichedAt: 1 });
    index.add(record);
    for (let at = 2; at < 200; at += 1)
      index.enrich({ ...record, enrichment: { altName: `name ${String(at)}` }, enrichedAt: at });
    const small = new TextIndex();
    small.add({ ...record, enrichment: { altName: 'name 199' }, enrichedAt: 199 });
    index.compact();
    expect(index.serialize().byteLength).toBe(small.serialize().byteLength);
  });

  it('keep one link per type and parent, not one per resource', () => {
    const withLinks = new TextIndex();
    const without = new TextIndex();
    for (let at = 0; at < 500; at += 1) {
      const identifier = `ocid1.instance.oc1.iad.i${String(at)}`;
      withLinks.add(makeStoredResource({ identifier, link: `/compute/instances/${identifier}` }));
      without.add(makeStoredResource({ identifier, link: null }));
    }
    // The one template: 500 links written out would add tens of kilobytes.
    const added = withLinks.serialize().byteLength - without.serialize().byteLength;
    expect(added).toBeLessThan(100);
  });
});
