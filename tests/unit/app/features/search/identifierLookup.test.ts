import { describe, expect, it } from 'vitest';
import { typeListQuery } from '../../../../../src/app/data/loadTypeList';
import {
  identifierQuery,
  lookupArriving,
  nameQuery,
} from '../../../../../src/app/features/search/identifierLookup';
import { matchNamedLink } from '../../../../../src/app/features/search/namedResourceLink';
import { mergeRows } from '../../../../../src/app/features/search/searchReducer';
import { detailsLink } from '../../../../../src/oci/resource-types';
import { makeRow } from './makeRow';
import { parseQuery } from '../../../../../src/oci/query';

const INSTANCE = 'ocid1.instance.oc1.iad.anuwcljrabc123_x-y';

describe('the queries a page runs to find its resources', () => {
  it('lists a type, narrowed by an entry’s condition', () => {
    expect(typeListQuery('Instance')).toBe('query Instance resources');
    expect(typeListQuery('AutonomousDatabase', " dbWorkload = 'DW' ")).toBe(
      "query AutonomousDatabase resources where dbWorkload = 'DW'",
    );
    expect(typeListQuery('Vcn', '  ')).toBe('query Vcn resources');
    for (const query of [
      typeListQuery('Instance'),
      typeListQuery('AutonomousDatabase', "dbWorkload = 'AJD'"),
    ])
      expect(parseQuery(query).ok).toBe(true);
  });

  it('searches an OCID by identifier, and nothing that is not one', () => {
    const query = identifierQuery(INSTANCE);
    expect(query).toBe(`query all resources where identifier = '${INSTANCE}'`);
    expect(query !== undefined && parseQuery(query).ok).toBe(true);
    expect(identifierQuery('atp')).toBeUndefined();
    expect(identifierQuery("ocid1.instance.oc1.iad.x' || displayName = 'y")).toBeUndefined();
    expect(identifierQuery('ocid1.instance.oc1.iad.a\\b')).toBeUndefined();
    expect(identifierQuery(`ocid1.instance.oc1.iad.${'a'.repeat(300)}`)).toBeUndefined();
  });

  it('searches a bucket by a name made of a bucket name’s characters only', () => {
    const query = nameQuery('Bucket', 'backups-2024_v1.0');
    expect(query).toBe("query Bucket resources where displayName = 'backups-2024_v1.0'");
    expect(query !== undefined && parseQuery(query).ok).toBe(true);
    expect(nameQuery('Bucket', "x' || identifier = 'y")).toBeUndefined();
    expect(nameQuery('Bucket', '')).toBeUndefined();
    expect(nameQuery('Bucket resources; query', 'x')).toBeUndefined();
  });
});

describe('matchNamedLink', () => {
  it('reads a bucket’s address (the catalogue’s link) as its namespace and name', () => {
    expect(matchNamedLink('/object-storage/buckets/demo-ns/backups')).toEqual({
      typeName: 'Bucket',
      typeKey: 'bucket',
      namespace: 'demo-ns',
      name: 'backups',
    });
    expect(matchNamedLink('/object-storage/buckets/demo-ns/my%20logs/')).toMatchObject({ name: 'my logs' });
  });

  it('reads the link the catalogue gives a bucket', () => {
    const link = detailsLink({
      resourceType: 'Bucket',
      identifier: 'ocid1.bucket.oc1.iad.aaaa',
      compartmentId: 'ocid1.compartment.oc1..prod',
      displayName: 'backups',
      additionalDetails: { namespace: 'demo-ns' },
    });
    expect(link).not.toBeNull();
    expect(matchNamedLink(link ?? '')).toMatchObject({
      typeName: 'Bucket',
      namespace: 'demo-ns',
      name: 'backups',
    });
  });

  it('is not the buckets list, a deeper address or a broken escape', () => {
    expect(matchNamedLink('/object-storage/buckets')).toBeUndefined();
    expect(matchNamedLink('/object-storage/buckets/demo-ns')).toBeUndefined();
    expect(matchNamedLink('/object-storage/buckets/demo-ns/b/objects')).toBeUndefined();
    expect(matchNamedLink('/object-storage/buckets/demo-ns/%E0%A4%A')).toBeUndefined();
  });
});

describe('mergeRows', () => {
  it('keeps rows by identifier, a newer report replacing the older', () => {
    const first = makeRow();
    const second = makeRow();
    const rows = mergeRows(new Map(), [first, second]);
    const enriched = { ...first, link: '/compute/instances/x', enrichedAt: 1 };
    const next = mergeRows(rows, [enriched]);
    expect([...next.values()]).toEqual([enriched, second]);
    expect(rows.get(first.identifier)).toBe(first);
    expect(mergeRows(next, [])).toBe(next);
  });
});

describe('lookupArriving', () => {
  it('waits while the lookup runs and after it found the resource, not after it found nothing', () => {
    expect(lookupArriving({ status: 'searching' })).toBe(true);
    // Found and stored: the index's live answer is on its way, so no "not on this device" flash.
    expect(lookupArriving({ status: 'done', found: true })).toBe(true);
    expect(lookupArriving({ status: 'done', found: false })).toBe(false);
    expect(lookupArriving({ status: 'idle' })).toBe(false);
    expect(lookupArriving({ status: 'failed', failure: { kind: 'network', message: 'offline' } })).toBe(
      false,
    );
  });
});
