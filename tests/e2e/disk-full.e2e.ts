/**
 * A phone whose storage fills during the tenancy download, with three changes queued (issue:
 * with 30 MB free, Chromium wiped the whole database and the changes with it, or the download
 * stayed on "Downloading" without a word). The browser profile lives on a real small disk, a
 * tmpfs this test mounts (root only), nearly filled by a ballast file; the emulated tenancy is
 * larger than what is left. The download must stop with a clear message while the disk keeps
 * room, and the three changes must reach the cloud exactly once when the network allows. Meanwhile
 * the user goes on queuing changes in another tab: the probe that finds the disk full fills it
 * for a moment, and nothing written then may be lost (nor the database with it).
 *
 * Then the case Chromium's own recovery makes: the database deleted while the browser was closed
 * ("recovering from a corrupted (and deleted) database"): the journal in OPFS brings the changes
 * back, the console says so, and each lands once.
 */
import { rmSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeRequest } from '../../src/app/data/mutate';
import { PHONE, screenshot } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import {
  Emulator,
  mutateInPage,
  readOutbox,
  startOwnConsole,
  waitForTestHooks,
  type OwnConsole,
} from './support/chaos';
import { Teardown } from './support/teardown';
import { launchOnProfile, mountSmallDisk, smallDiskUnavailable, type SmallDisk } from './support/smallDisk';

const unavailable = smallDiskUnavailable();
/** What the disk leaves the console before the download, as in the issue: 30 MB. */
const FREE_MB = 30;

function createProject(name: string, compartmentId: string): ChangeRequest<'createProject'> {
  return {
    operation: 'createProject',
    params: {
      createProjectDetails: { name, compartmentId, notificationConfig: { topicId: 'ocid1.onstopic.oc1..t' } },
    },
    summary: `Create project ${name}`,
  };
}

/** Opens the console, installed (its service worker in control), with the test hooks. */
async function openConsole(context: BrowserContext, url: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url);
  await waitForServiceWorkerControl(page);
  await waitForTestHooks(page);
  return page;
}

/** Queues changes without a connection; answers their retry tokens. */
async function queueOffline(
  page: Page,
  context: BrowserContext,
  names: readonly string[],
  compartmentId: string,
) {
  await context.setOffline(true);
  const queued = await mutateInPage(
    page,
    names.map((name) => createProject(name, compartmentId)),
  );
  expect(queued.every((result) => result.ok)).toBe(true);
  const entries = await readOutbox(page);
  return names.map((name) => {
    const token = entries.find((entry) => entry.summary === `Create project ${name}`)?.retryToken;
    if (token === undefined) throw new Error(`No queued change for ${name}`);
    return token;
  });
}

/** The most changes the other tab queues while the download runs, and how many at once. */
const BUSY_CHANGES = 60;
const BUSY_AT_ONCE = 4;

/**
 * Another tab of the console where the user queues changes, a few at a time, until told to
 * stop; answers what each queuing answered.
 */
function queueUntilStopped(page: Page, requests: readonly ChangeRequest<'createProject'>[]) {
  const done = page.evaluate(
    async ([batch, BUSY_AT_ONCE]) => {
      const hooks = window.__fieldConsole;
      if (hooks === undefined) throw new Error('The test hooks are not installed');
      const flags = window as unknown as { stopQueueing?: boolean };
      const results = [];
      // A few at once, as from several screens: the writes come close together.
      for (let at = 0; at < batch.length && flags.stopQueueing !== true; at += BUSY_AT_ONCE) {
        results.push(
          ...(await Promise.all(batch.slice(at, at + BUSY_AT_ONCE).map((request) => hooks.mutate(request)))),
        );
      }
      return results;
    },
    [requests, BUSY_AT_ONCE] as const,
  );
  return {
    async stop() {
      await page.evaluate(() => {
        (window as unknown as { stopQueueing?: boolean }).stopQueueing = true;
      });
      return done;
    },
  };
}

/** Every token of these entries' changes, read from the outbox. */
async function tokensOf(page: Page, entryIds: readonly string[]): Promise<string[]> {
  const entries = await readOutbox(page);
  return entryIds.map((id) => {
    const token = entries.find((entry) => entry.id === id)?.retryToken;
    if (token === undefined) throw new Error(`No queued change ${id}`);
    return token;
  });
}

/** Waits until each token was applied, then checks it was applied exactly once. */
async function landedOnce(emulator: Emulator, tokens: readonly string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const applied = await emulator.applied();
        return tokens.every((token) => (applied.byRetryToken[token] ?? 0) >= 1);
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  const applied = await emulator.applied();
  expect(tokens.map((token) => applied.byRetryToken[token])).toEqual(tokens.map(() => 1));
}

describe.skipIf(unavailable !== undefined)('a disk that fills during the tenancy download', () => {
  const teardown = new Teardown();
  let served: OwnConsole;
  let emulator: Emulator;
  let compartmentId: string;
  let disk: SmallDisk;

  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 0.02, size: 60_000, testHooks: true });
    teardown.add(() => served.close());
    emulator = new Emulator(served.emulator.url);
    compartmentId = await emulator.tenancyId();
    disk = mountSmallDisk(300);
    teardown.add(() => {
      disk.close();
    });
  });

  afterAll(async () => {
    await teardown.run();
  });

  it('stops the download with a message while the disk keeps room, and the three queued changes land once', async () => {
    const context = await launchOnProfile(disk.profile, PHONE);
    try {
      const page = await openConsole(context, served.url);
      const run = Date.now().toString(36);
      const tokens = await queueOffline(
        page,
        context,
        [`disk-a-${run}`, `disk-b-${run}`, `disk-c-${run}`],
        compartmentId,
      );

      // The phone is nearly full; DevOps does not answer while the download runs (the changes wait).
      disk.leaveFree(FREE_MB);
      await emulator.setFaults({ dropRate: 1, paths: ['/devops/'] });
      await context.setOffline(false);

      // In another tab the user goes on queuing changes while the download runs.
      const other = await context.newPage();
      await other.goto(served.url);
      await waitForTestHooks(other);
      const busy = queueUntilStopped(
        other,
        Array.from({ length: BUSY_CHANGES }, (_, index) =>
          createProject(`busy-${index}-${run}`, compartmentId),
        ),
      );

      await page.goto(`${served.url}/settings`);
      const card = page.getByRole('region', { name: 'The tenancy on this device' });
      await card.getByRole('button', { name: 'Download' }).click();
      const stopped = card.getByTestId('sync-stopped');
      await stopped.getByText('Stopped: the device is nearly full.').waitFor({ timeout: 120_000 });
      const queuedMeanwhile = await busy.stop();
      await stopped.getByText(/keeps [\d.,]+ MB free for your queued changes/).waitFor();
      await stopped.getByRole('button', { name: 'Try again' }).waitFor();
      await card.getByTestId('sync-region').getByText('Stopped — the device is nearly full').waitFor();
      await screenshot(page, 'disk-full-stopped');
      // Stopped while the disk keeps room: nothing more is written until the user acts.
      expect(disk.freeMb()).toBeGreaterThan(16);

      // Nothing the user did is lost: the three changes still wait, each change of the other tab
      // was queued, and the browser did not wipe the database (no tab says it restored anything).
      const waiting = (await readOutbox(page)).filter((entry) => tokens.includes(entry.retryToken ?? ''));
      // Each waits: pending, or at this instant on the wire to a DevOps that drops it (sending).
      expect(waiting).toHaveLength(3);
      for (const entry of waiting) expect(['pending', 'sending']).toContain(entry.state);
      expect(queuedMeanwhile.length).toBeGreaterThan(0);
      const busyIds = queuedMeanwhile.map((result) => {
        if (!result.ok)
          throw new Error(`A change was refused while the download ran: ${result.failure.message}`);
        return result.value.entryId;
      });
      const busyTokens = await tokensOf(page, busyIds);
      for (const tab of [page, other]) expect(await tab.getByTestId('storage-wipe').count()).toBe(0);

      // The network allows: each change reaches the cloud once.
      await emulator.clearFaults();
      await context.setOffline(true);
      await context.setOffline(false);
      await landedOnce(emulator, [...tokens, ...busyTokens]);
      for (const tab of [page, other]) expect(await tab.getByTestId('storage-wipe').count()).toBe(0);
      await expect
        .poll(
          async () =>
            (await readOutbox(page)).filter(
              (entry) => tokens.includes(entry.retryToken ?? '') && entry.state === 'done',
            ).length,
          {
            timeout: 30_000,
          },
        )
        .toBe(3);
    } finally {
      await emulator.clearFaults();
      await context.close();
    }
  }, 300_000);

  it('brings queued changes back from the journal after the browser deleted the database, says so, and sends each once', async () => {
    rmSync(disk.profile, { recursive: true, force: true });
    let context = await launchOnProfile(disk.profile, PHONE);
    const run = Date.now().toString(36);
    const names = [`wiped-a-${run}`, `wiped-b-${run}`, `wiped-c-${run}`];
    let tokens: string[];
    try {
      const page = await openConsole(context, served.url);
      tokens = await queueOffline(page, context, names, compartmentId);
    } finally {
      await context.close();
    }
    // What Chromium does to a database it finds broken after a failed write: deleted whole.
    rmSync(disk.indexedDb, { recursive: true, force: true });

    context = await launchOnProfile(disk.profile, PHONE);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(served.url);
      const notice = page.getByTestId('storage-wipe');
      await notice.getByText("The browser deleted the console's database").waitFor({ timeout: 60_000 });
      await notice.getByText('3 queued changes were restored and will be sent once:').waitFor();
      for (const name of names) await notice.getByText(`Create project ${name}`).waitFor();
      await screenshot(page, 'disk-full-restored');
      await landedOnce(emulator, tokens);
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await notice.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('shell-tools').waitFor();
      expect(await page.getByTestId('storage-wipe').count()).toBe(0);
      const applied = await emulator.applied();
      expect(tokens.map((token) => applied.byRetryToken[token])).toEqual([1, 1, 1]);
    } finally {
      await context.close();
    }
  });
});

describe.skipIf(unavailable === undefined)('a disk that fills during the tenancy download (skipped)', () => {
  it.skip(`does not run here: ${unavailable ?? ''}`, () => undefined);
});
