/**
 * Notices that the browser wiped the console's database, and puts back what it can.
 *
 * The database's meta table and the journal (OPFS, src/worker/outbox/journal) hold the same
 * marker. Looked at when the worker starts and whenever the browser closes the database under
 * it (Dexie's `close`: a wipe of site data, a database found broken), under the journal's lock
 * so that one worker of the origin restores and the others find it done:
 * - both markers, the same: nothing happened;
 * - the journal's marker but not the database's (or another one): the database was deleted and
 *   recreated (Chromium does so when a write fails on a full disk): the journal's unsent changes
 *   are restored (`indexWiped`);
 * - neither, but this worker saw one: the site's data was cleared under an open tab, the
 *   journal with it: the changes this worker holds in memory are restored (`siteDataCleared`;
 *   `indexWiped` when the download had just found the disk short of room: Chromium 156, its
 *   disk full, dropped the origin's OPFS with the database);
 * - neither, and none seen: a first start (or a console from before the journal): a new marker,
 *   and the journal takes the unfinished changes the database holds;
 * - the database's marker alone: the journal was lost (OPFS cleared alone): it is rebuilt.
 *
 * A restored change keeps its id, retry token, createdAt (its place in the order) and state,
 * except that one the journal knew as `sending` may have reached the service: it is pending
 * again, marked maybeApplied, and sends with its same retry token (the lifecycle's `release`).
 * Done and discarded changes are not in the journal, so nothing already applied is sent again.
 * The settings and the download's plan (kept in the journal's `kept.json`) come back; the
 * downloaded resources and the signing profiles (non-extractable keys) cannot: the notice
 * (src/contract/storageWipe.ts) lists what was restored and what was not.
 */
import {
  STORAGE_WIPE_KEY,
  readStorageWipe,
  type StorageWipeCause,
  type StorageWipeNotice,
} from '../../contract/storageWipe';
import {
  STORAGE_RESERVE_BYTES,
  TENANCY_SYNC_KEY,
  readSyncState,
  type TenancySyncState,
} from '../../contract/tenancySync';
import type { ConsoleDb, OutboxEntry } from '../../contract/db';
import { randomHexId } from '../../contract/ids';
import { can, isPending, next } from '../../rules/outboxLifecycle';
import { ACTIVE_PROFILE_KEY } from '../../contract/accounts';
import type { KeptSettings, JournalLock, StoreMarker } from '../outbox/journal/outboxJournal';
import type { MirroredJournal } from '../outbox/journal/mirroredJournal';
import { readMarker } from '../outbox/journal/journalShapes';
import { omitKeys } from '../outbox/omitKeys';
import { newPass } from '../sync/syncStateStore';
import { roomFailure, roomShortWithin } from '../sync/storageRoom';

export const STORE_MARKER_KEY = 'storeMarker';
/** How long after the download found the disk short a wipe of both stores is put down to it. */
const ROOM_SHORT_WINDOW_MS = 60_000;

export interface StorageGuardDeps {
  readonly db: ConsoleDb;
  readonly journal: MirroredJournal;
  readonly lock: JournalLock;
  readonly now: () => number;
}

export interface StorageGuard {
  /** Compares the markers and restores what a wipe took; answers the notice it wrote, if one. */
  check(): Promise<StorageWipeNotice | undefined>;
  /** Copies what a restore can put back (settings, plan, profile names) to the journal. */
  keep(): Promise<void>;
}

/** The entry as a restore writes it back: a claim that may have gone out is released. */
export function restoredEntry(entry: OutboxEntry, now: number): OutboxEntry {
  if (entry.state === 'sending' && can(entry, 'release')) {
    const state = next(entry.state, 'release') ?? 'pending';
    return {
      ...omitKeys(entry, ['claimedBy', 'claimedAt']),
      state,
      maybeApplied: true,
      nextAttemptAt: now,
      updatedAt: now,
    };
  }
  return entry.state === 'pending' ? { ...entry, nextAttemptAt: Math.min(entry.nextAttemptAt, now) } : entry;
}

/**
 * The download's plan back, stopped: its resources are gone, the user starts it again. A database
 * the browser deleted was almost surely met by a full disk, so the download says the device is
 * nearly full (as the download itself says when it stops short of room) rather than only paused.
 */
function restoredPlan(
  kept: KeptSettings,
  now: number,
  cause: StorageWipeCause,
): TenancySyncState | undefined {
  if (kept.plan === undefined) return undefined;
  const stopped =
    cause === 'indexWiped'
      ? ({
          pause: 'storage',
          failure: roomFailure({ ok: false, reason: 'disk', reserve: STORAGE_RESERVE_BYTES }),
        } as const)
      : ({ pause: 'user' } as const);
  const regions = Object.fromEntries(
    kept.plan.regions.map((region) => [region, { ...newPass(now), status: 'paused' as const, ...stopped }]),
  );
  return { plan: kept.plan, wanted: false, regions, startedAt: now };
}

export function createStorageGuard({ db, journal, lock, now }: StorageGuardDeps): StorageGuard {
  /** The marker this worker last saw in both stores, and what it last kept for a restore. */
  let seen: StoreMarker | undefined;
  let lastKept: KeptSettings | undefined;

  const readDbMarker = async () => readMarker((await db.meta.get(STORE_MARKER_KEY))?.value);

  async function keep(): Promise<void> {
    const [settings, syncState, profiles, resources] = await Promise.all([
      db.settings.toArray(),
      db.meta.get(TENANCY_SYNC_KEY),
      db.profiles.toArray(),
      db.resources.count(),
    ]);
    const plan = readSyncState(syncState?.value)?.plan;
    const kept: KeptSettings = {
      at: now(),
      settings: settings.filter((row) => row.key !== ACTIVE_PROFILE_KEY),
      ...(plan === undefined ? {} : { plan }),
      profiles: profiles.map((profile) => profile.name),
      resources,
    };
    lastKept = kept;
    await journal.writeKept(kept);
  }

  /** Writes the changes and what was kept back into the recreated database; answers the notice. */
  async function restore(
    marker: StoreMarker,
    entries: readonly OutboxEntry[],
    cause: StorageWipeCause,
  ): Promise<StorageWipeNotice> {
    const at = now();
    const kept = (await journal.readKept()) ?? lastKept;
    const unfinished = entries.filter(isPending).sort((a, b) => a.createdAt - b.createdAt);
    const notice = await db.transaction('rw', [db.outbox, db.meta, db.settings], async () => {
      const present = await db.outbox.bulkGet(unfinished.map((entry) => entry.id));
      const missing = unfinished.filter((_entry, index) => present[index] === undefined);
      await db.outbox.bulkAdd(missing.map((entry) => restoredEntry(entry, at)));
      let settingsRestored = false;
      for (const row of kept?.settings ?? []) {
        if ((await db.settings.get(row.key)) !== undefined) continue;
        await db.settings.put(row);
        settingsRestored = true;
      }
      const plan = kept === undefined ? undefined : restoredPlan(kept, at, cause);
      const planRestored = plan !== undefined && (await db.meta.get(TENANCY_SYNC_KEY)) === undefined;
      if (planRestored) await db.meta.put({ key: TENANCY_SYNC_KEY, value: plan });
      // A second wipe before the first was read adds to what the first one said.
      const earlier = readStorageWipe((await db.meta.get(STORAGE_WIPE_KEY))?.value);
      const told: StorageWipeNotice = {
        at,
        cause,
        restored: [
          ...(earlier?.restored ?? []),
          ...missing.map((entry) => ({ id: entry.id, summary: entry.summary })),
        ],
        lostResources: Math.max(earlier?.lostResources ?? 0, kept?.resources ?? 0),
        lostProfiles: [...new Set([...(earlier?.lostProfiles ?? []), ...(kept?.profiles ?? [])])],
        settingsRestored: settingsRestored || (earlier?.settingsRestored ?? false),
        planRestored: planRestored || (earlier?.planRestored ?? false),
      };
      await db.meta.put({ key: STORAGE_WIPE_KEY, value: told });
      await db.meta.put({ key: STORE_MARKER_KEY, value: marker });
      return told;
    });
    // The site's data went with the journal: it holds the restored changes again.
    const restored = await db.outbox.bulkGet(unfinished.map((entry) => entry.id));
    await journal.put(
      restored.filter((entry): entry is OutboxEntry => entry !== undefined && isPending(entry)),
    );
    await journal.writeMarker(marker);
    if (kept !== undefined && cause === 'siteDataCleared') await journal.writeKept(kept);
    return notice;
  }

  /** A new marker in both stores, and the journal given what the database holds unfinished. */
  async function begin(marker: StoreMarker): Promise<void> {
    // Whatever an earlier session left (a sign-out racing another tab's last copy) is not this database's.
    await journal.clear();
    await db.meta.put({ key: STORE_MARKER_KEY, value: marker });
    const unfinished = (await db.outbox.toArray()).filter(isPending);
    await journal.put(unfinished);
    await journal.writeMarker(marker);
  }

  async function check(): Promise<StorageWipeNotice | undefined> {
    return lock(async () => {
      const [inDb, inJournal] = await Promise.all([readDbMarker(), journal.readMarker()]);
      let notice: StorageWipeNotice | undefined;
      if (inDb !== undefined && inJournal !== undefined && inDb.id === inJournal.id) {
        seen = inDb;
      } else if (inJournal !== undefined) {
        // The database lost its marker (or has another's): it was recreated under the journal.
        notice = await restore(inJournal, await journal.entries(), 'indexWiped');
        seen = inJournal;
      } else if (inDb !== undefined) {
        await begin(inDb);
        seen = inDb;
      } else if (seen !== undefined) {
        // Both stores gone under this worker. Right after the download found the disk short of
        // room, that was Chromium dropping the origin's data on a full disk (seen in Chromium
        // 156: the OPFS journal went with the database), not the user clearing it.
        const cause = roomShortWithin(ROOM_SHORT_WINDOW_MS, now()) ? 'indexWiped' : 'siteDataCleared';
        notice = await restore(seen, journal.known(), cause);
      } else {
        seen = { id: randomHexId(), createdAt: now() };
        await begin(seen);
      }
      await keep();
      return notice;
    });
  }

  return { check, keep };
}
