/**
 * A change queued offline in one tenancy, with another on the device: it waits in its own
 * tenancy's outbox while the other tenancy is shown (a worker holds one tenancy's keys, so it
 * never goes out signed with another's, docs/ARCHITECTURE.md "The stored data"), even once the
 * network is back and the other tenancy's own change has gone out; shown again, its tenancy sends
 * it, and the service applies it exactly once, with the retry token it was queued with.
 *
 * It runs its own emulator (so the applied log is this test's alone) and a console with test
 * hooks (changes issued through the app's own `mutate()`), installed so that it reloads offline.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeRequest } from '../../src/app/data/mutate';
import { openPwaSession, waitForServiceWorkerControl, type PwaSession } from './support/builds';
import {
  mutateInPage,
  readOutbox,
  startTestConsole,
  waitForTestHooks,
  type TestConsole,
} from './support/chaos';
import { addProfile, switcher, switchTenancy, tenancyDatabase, tenancyName } from './support/tenancies';

const BRAVO = 'ocid1.tenancy.oc1..aaaaaaaabravooutbox';

describe('a change queued in one tenancy while another is on the device', () => {
  let app: TestConsole;
  let session: PwaSession;
  let alpha: string;
  let alphaName: string;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    app = await startTestConsole();
    alpha = await app.emulator.tenancyId();
    alphaName = await tenancyName(app.emulator.url, alpha);
    session = await openPwaSession(app.consoleUrl);
  });
  afterAll(async () => {
    await session.close();
    await app.close();
  });

  const createProject = (name: string): ChangeRequest<'createProject'> => ({
    operation: 'createProject',
    params: {
      createProjectDetails: {
        name,
        compartmentId: alpha,
        notificationConfig: { topicId: 'ocid1.onstopic.oc1..t' },
      },
    },
    summary: `Create project ${name}`,
  });

  /** The entry of the change summarised `summary` in a database's outbox. */
  async function entry(page: Page, database: string, summary: string) {
    return (await readOutbox(page, database)).find((row) => row.summary === summary);
  }

  it('waits while the other tenancy is shown, then lands once in its own', async () => {
    const base = app.consoleUrl;
    const { context, page } = session;
    await page.goto(base);
    await waitForServiceWorkerControl(page);

    // Both tenancies on the device, Alpha shown.
    await addProfile(page, base, 'Alpha', alpha);
    await switcher(page, alphaName).waitFor({ timeout: 20_000 });
    await addProfile(page, base, 'Bravo', BRAVO);
    await switcher(page, 'Bravo').waitFor({ timeout: 20_000 });
    await switchTenancy(page, 'Bravo', alphaName);
    await waitForTestHooks(page);

    // Offline in Alpha: a change queued there.
    await context.setOffline(true);
    const alphaSummary = `Create project alpha-${run}`;
    const [queued] = await mutateInPage(page, [createProject(`alpha-${run}`)]);
    expect(queued?.ok).toBe(true);
    await expect.poll(async () => (await entry(page, 'field-console', alphaSummary))?.state).toBe('pending');
    const token = (await entry(page, 'field-console', alphaSummary))?.retryToken;
    expect(token).toBeTruthy();

    // Bravo shown, still offline (the installed console reloads into it), then the network back:
    // Bravo's own change goes out, Alpha's waits in Alpha's outbox.
    await switchTenancy(page, alphaName, 'Bravo');
    await waitForTestHooks(page);
    await context.setOffline(false);
    const bravoSummary = `Create project bravo-${run}`;
    await mutateInPage(page, [createProject(`bravo-${run}`)]);
    const created = async () =>
      (await app.emulator.applied()).items.filter((item) => item.operation === 'createProject');
    await expect.poll(async () => (await created()).length, { timeout: 60_000 }).toBeGreaterThan(0);
    // What went out is Bravo's change, from Bravo's outbox; Alpha's waits in Alpha's.
    expect((await created()).map((item) => item.retryToken)).not.toContain(token);
    expect((await entry(page, 'field-console', alphaSummary))?.state).toBe('pending');
    await expect
      .poll(async () => (await entry(page, tenancyDatabase(BRAVO), bravoSummary))?.state, { timeout: 60_000 })
      .toBe('done');
    expect(await created()).toHaveLength(1);
    expect((await readOutbox(page, tenancyDatabase(BRAVO))).map((row) => row.summary)).toEqual([
      bravoSummary,
    ]);

    // Alpha shown again: its change goes out, once, with the token it was queued with.
    await switchTenancy(page, 'Bravo', alphaName);
    await expect
      .poll(async () => (await entry(page, 'field-console', alphaSummary))?.state, { timeout: 60_000 })
      .toBe('done');
    await page.reload();
    await switcher(page, alphaName).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('outbox-badge').getAttribute('data-count')).toBe('0');
    const applied = await app.emulator.applied();
    expect(applied.byRetryToken[token ?? '']).toBe(1);
    expect(applied.items.filter((item) => item.retryToken === token)).toHaveLength(1);
    expect(applied.items.filter((item) => item.operation === 'createProject')).toHaveLength(2);
    expect(session.errors).toEqual([]);
  });
});
