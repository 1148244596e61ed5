/**
 * The `resources` table's lookups by region, by type and by age, all through its two compound
 * indexes, [region+typeKey] and [region+fetchedAt]. Until schema version 6 the table also kept an
 * index of its own for `region`, `typeKey` and `fetchedAt`; every entry of an IndexedDB index
 * carries the row's identifier (an OCID of about 90 characters) again, and those three took a
 * quarter of the tenancy's disk (docs/STORAGE.md). The compound indexes answer the same questions:
 * a region is a prefix of either, the kept regions are found by skipping from one region's first
 * key to the next (one read per region, never a walk over the rows), and a type or an age is
 * looked up region by region.
 */
import Dexie, { cmp, type Collection, type IndexableType, type Table } from 'dexie';
import type { StoredResource } from './db';

type Resources = Table<StoredResource, string>;

const BY_AGE = '[region+fetchedAt]';
/** Above every key a row can carry in the second place (arrays sort after numbers and strings). */
const AFTER_ANY: IndexableType = [];

/** The first [region, fetchedAt] key after every key of `region` (or the first of all). */
async function nextRegionKey(
  resources: Resources,
  after?: IndexableType,
): Promise<IndexableType | undefined> {
  const keys = await (
    after === undefined ? resources.orderBy(BY_AGE) : resources.where(BY_AGE).above([after, AFTER_ANY])
  )
    .limit(1)
    .keys();
  const key: unknown = keys[0];
  return Array.isArray(key) ? (key[0] as IndexableType | undefined) : undefined;
}

/** The regions the table keeps resources of, in order. */
export async function keptRegions(resources: Resources): Promise<string[]> {
  const regions: string[] = [];
  for (let region = await nextRegionKey(resources); region !== undefined;) {
    if (typeof region === 'string') regions.push(region);
    const next = await nextRegionKey(resources, region);
    // Only a damaged row (an array where the age belongs) sorts after AFTER_ANY: stop there
    // rather than read the same region again.
    region = next !== undefined && cmp(next, region) > 0 ? next : undefined;
  }
  return regions;
}

/** The rows of one region, by age. */
export function regionRows(resources: Resources, region: string): Collection<StoredResource, string> {
  return resources.where(BY_AGE).between([region, Dexie.minKey], [region, AFTER_ANY]);
}

/** The rows of these lower-case types in every kept region. */
export async function typeRows(
  resources: Resources,
  typeKeys: readonly string[],
): Promise<Collection<StoredResource, string>> {
  const regions = await keptRegions(resources);
  return resources
    .where('[region+typeKey]')
    .anyOf(regions.flatMap((region) => typeKeys.map((typeKey) => [region, typeKey])));
}

/** The identifiers of the rows fetched at or after `since`, in every kept region. */
export async function fetchedSinceKeys(resources: Resources, since: number): Promise<string[]> {
  const regions = await keptRegions(resources);
  const keys = await Promise.all(
    regions.map((region) =>
      resources.where(BY_AGE).between([region, since], [region, AFTER_ANY], true, false).primaryKeys(),
    ),
  );
  return keys.flat();
}

/** The newest `fetchedAt` of one region (0 when it keeps nothing). */
export async function regionNewest(resources: Resources, region: string): Promise<number> {
  const keys = await regionRows(resources, region).reverse().limit(1).keys();
  const key: unknown = keys[0];
  const fetchedAt: unknown = Array.isArray(key) ? key[1] : undefined;
  return typeof fetchedAt === 'number' ? fetchedAt : 0;
}

/** The newest `fetchedAt` of any row (0 when the table is empty). */
export async function newestFetchedAt(resources: Resources): Promise<number> {
  const regions = await keptRegions(resources);
  const newest = await Promise.all(regions.map((region) => regionNewest(resources, region)));
  return Math.max(0, ...newest);
}
