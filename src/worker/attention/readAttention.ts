/**
 * What the home page shows as needing the user, computed in the worker from the tables it writes:
 * the alarms the kept reads show firing, the runs they show waiting for approval, failed or running (src/oci/attention.ts
 * decides), the indexed resources in a state that needs a person, and how fresh each region's part
 * of the index is. It answers the same offline; online, refreshAttention.ts renews what it reads,
 * and attentionApi.ts sends the page each new answer.
 */
import {
  FAILING_READ_LIMIT,
  NEEDS_PERSON_STATES,
  RUN_READ_OPERATIONS,
  attentionRuns,
  countBy,
  type AttentionRun,
} from '../../rules/attention';
import { ALARM_READ_OPERATIONS, firingAlarms, type AttentionAlarm } from '../../rules/alarmAttention';
import type { ConsoleDb, StoredResource } from '../../contract/db';
import { keptRegions, regionNewest } from '../../contract/resourceKeys';
import { readKeptFailure, type ConsoleFailure } from '../../contract/failure';

export interface FailingResources {
  /** How many indexed resources are in a state that needs a person. */
  readonly total: number;
  /** The most recently seen of them (at most FAILING_READ_LIMIT). */
  readonly items: readonly StoredResource[];
  readonly byType: readonly [string, number][];
  readonly byCompartment: readonly [string, number][];
}

export interface RegionAge {
  readonly region: string;
  /** When the newest resource of the region's index arrived (epoch ms). */
  readonly newest: number;
}

/** A region whose alarms the service refused to read as not offered to the user (a 404, 401 or 403). */
export interface AlarmsRefused {
  readonly region: string;
  readonly failure: ConsoleFailure;
}

const ALARMS_REFUSED = 'alarmsRefused:';

/** The `meta` key under which refreshAttention keeps a region's refused alarms read. */
export function alarmsRefusedKey(region: string): string {
  return `${ALARMS_REFUSED}${region}`;
}

async function alarmsRefused(db: ConsoleDb): Promise<AlarmsRefused[]> {
  const rows = await db.meta.where('key').startsWith(ALARMS_REFUSED).toArray();
  return rows.flatMap((row) => {
    const failure = readKeptFailure(row.value);
    return failure === undefined ? [] : [{ region: row.key.slice(ALARMS_REFUSED.length), failure }];
  });
}

export interface Attention {
  /** Firing alarms, most urgent first (src/rules/alarmAttention.ts). */
  readonly alarms: readonly AttentionAlarm[];
  /** Regions whose alarms could not be read because the tenancy or the user's policies do not offer them. */
  readonly alarmsRefused: readonly AlarmsRefused[];
  readonly runs: readonly AttentionRun[];
  readonly failing: FailingResources;
  readonly regions: readonly RegionAge[];
}

/**
 * The count and the list from one snapshot, each from a read of its own. The count is the sum of
 * one native count per state. It used to be `count()` and `toArray()` on one `anyOf()`
 * collection at once, and Dexie keeps anyOf's place in its key set in the collection, not in
 * each read: the two cursors pushed each other past states, so whichever trailed skipped rows
 * (the chart gave a different total on every reload, beside a headline that held).
 */
async function failingResources(db: ConsoleDb): Promise<FailingResources> {
  const [counts, items] = await Promise.all([
    Promise.all(
      NEEDS_PERSON_STATES.map((state) => db.resources.where('lifecycleState').equals(state).count()),
    ),
    db.resources
      .where('lifecycleState')
      .anyOf([...NEEDS_PERSON_STATES])
      .limit(FAILING_READ_LIMIT)
      .toArray(),
  ]);
  items.sort((a, b) => b.fetchedAt - a.fetchedAt || a.identifier.localeCompare(b.identifier));
  return {
    total: counts.reduce((sum, count) => sum + count, 0),
    items,
    byType: countBy(items, (item) => item.resourceType),
    byCompartment: countBy(items, (item) => item.compartmentId),
  };
}

async function regionAges(db: ConsoleDb): Promise<RegionAge[]> {
  const regions = await keptRegions(db.resources);
  const ages = await Promise.all(
    regions.map(async (region) => ({ region, newest: await regionNewest(db.resources, region) })),
  );
  return ages.sort((a, b) => a.region.localeCompare(b.region));
}

/** Everything the home page's "needs you" shows, from one database. */
export async function readAttention(db: ConsoleDb): Promise<Attention> {
  // One read-only transaction: the counts and the list they count are one state of the
  // tables, never one from before a write of the worker's and one from after it.
  return db.transaction('r', db.records, db.resources, db.meta, async () => {
    const [reads, alarmReads, failing, regions, refused] = await Promise.all([
      db.records
        .where('operation')
        .anyOf([...RUN_READ_OPERATIONS])
        .toArray(),
      db.records
        .where('operation')
        .anyOf([...ALARM_READ_OPERATIONS])
        .toArray(),
      failingResources(db),
      regionAges(db),
      alarmsRefused(db),
    ]);
    return {
      alarms: firingAlarms(alarmReads),
      alarmsRefused: refused,
      runs: attentionRuns(reads),
      failing,
      regions,
    };
  });
}
