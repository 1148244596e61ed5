/**
 * The outbox as the user sees it, in Chromium against the emulator: the header badge counting
 * unfinished changes (and announcing when they are sent), the /outbox view with a change in each
 * state — waiting, failed, stale, conflict (both versions side by side), sent with its work
 * request — and each action: retry, discard, send a stale change again, reapply on the latest
 * version, clear finished. Then the same view on a phone: cards and 44 px targets.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeRequest } from '../../src/app/data/mutate';
import type { OutboxEntry } from '../../src/contract/db';
import { openSession, screenshot, type Session } from './support/browser';
import {
  mutateInPage,
  putOutboxEntries,
  readOutbox,
  REGION,
  startTestConsole,
  waitForTestHooks,
  type TestConsole,
} from './support/chaos';

const DAY_MS = 24 * 60 * 60 * 1000;

function badge(page: Page) {
  return page.getByTestId('outbox-badge');
}

async function entryState(page: Page, summary: string): Promise<string | undefined> {
  const entries = await readOutbox(page);
  return entries.find((entry) => entry.summary === summary)?.state;
}

function card(page: Page, summary: string) {
  return page
    .getByTestId('outbox-entry')
    .filter({ has: page.getByRole('heading', { name: summary, exact: true }) });
}

describe('the outbox', () => {
  let app: TestConsole;
  let compartmentId: string;
  // Each test starts from a fresh browser profile (an empty outbox), and names what it creates
  // after this run, so no test reads what another one left behind, here or in the emulator.
  let session: Session;
  const run = Date.now().toString(36);
  const named = (name: string) => `${name}-${run}`;

  beforeAll(async () => {
    app = await startTestConsole();
    compartmentId = await app.emulator.tenancyId();
  });

  afterAll(async () => {
    await app.close();
  });

  beforeEach(async () => {
    session = await openSession();
    await session.page.goto(app.consoleUrl);
    await waitForTestHooks(session.page);
  });

  afterEach(async () => {
    await session.close();
  });

  const createProject = (name: string): ChangeRequest<'createProject'> => ({
    operation: 'createProject',
    params: {
      createProjectDetails: { name, compartmentId, notificationConfig: { topicId: 'ocid1.onstopic.oc1..t' } },
    },
    summary: `Create project ${name}`,
  });

  /** A change the service refuses with 404: it ends failed, whenever it is sent. */
  const describeMissing = (summary: string): ChangeRequest<'updateProject'> => ({
    operation: 'updateProject',
    params: {
      projectId: 'ocid1.devopsproject.oc1.iad.nosuchproject',
      updateProjectDetails: { description: 'x' },
    },
    summary,
  });

  it(
    'counts changes waiting offline in the header badge, and announces when they are sent',
    { timeout: 90_000 },
    async () => {
      const { page, context } = session;
      await expect.poll(() => badge(page).getAttribute('aria-label')).toBe('Outbox, no pending changes');
      await context.setOffline(true);
      const results = await mutateInPage(
        page,
        ['offline-1', 'offline-2', 'offline-3'].map(named).map(createProject),
      );
      expect(results.every((result) => result.ok)).toBe(true);
      await expect.poll(() => badge(page).getAttribute('aria-label')).toBe('Outbox, 3 pending changes');
      expect(await badge(page).getAttribute('href')).toBe('/outbox');
      await context.setOffline(false);
      // Sent once the page is back online: on a busy machine the three creates may take a while.
      await expect.poll(() => badge(page).getAttribute('data-count'), { timeout: 60_000 }).toBe('0');
      await expect
        .poll(() => page.locator('[role="status"][aria-live="polite"]').textContent(), { timeout: 5_000 })
        .toBe('Outbox: every change has been sent');
      expect(session.errors).toEqual([]);
    },
  );

  it('shows a change in every state, with what it knows, and lets the user act on each', async () => {
    const { page } = session;
    const project = await app.emulator.call(
      'POST',
      `devops/${REGION}/20210630/projects`,
      createProject(named('to-update')).params.createProjectDetails,
      {
        'opc-retry-token': `outbox-e2e-${Date.now()}`,
      },
    );
    const projectId = String(project.body['id']);
    // Settled first: its move from CREATING to ACTIVE would change the etag under the test's feet.
    await expect
      .poll(
        async () =>
          (await app.emulator.call('GET', `devops/${REGION}/20210630/projects/${projectId}`)).body[
            'lifecycleState'
          ],
      )
      .toBe('ACTIVE');
    const missing = `Describe a project that does not exist (${run})`;
    await mutateInPage(page, [
      createProject(named('sent-one')),
      describeMissing(missing),
      {
        operation: 'updateProject',
        params: {
          projectId,
          updateProjectDetails: { description: 'described offline', freeformTags: { team: 'field' } },
        },
        ifMatch: 'etag-of-an-older-version',
        summary: `Describe project ${named('to-update')}`,
      },
    ]);
    await expect.poll(() => entryState(page, missing)).toBe('failed');
    await expect.poll(() => entryState(page, `Describe project ${named('to-update')}`)).toBe('conflict');

    // A change queued more than 23 hours ago: the next drain sets it aside for the user.
    const [template] = await readOutbox(page);
    if (template === undefined) throw new Error('no entry to copy');
    const queuedAt = Date.now() - DAY_MS;
    const stale: OutboxEntry = {
      ...template,
      id: `${queuedAt.toString(36).padStart(10, '0')}-0000000000000001`,
      params: createProject(named('queued-yesterday')).params,
      summary: `Create project ${named('queued-yesterday')}`,
      retryToken: 'E2E0000000000000000000000000STALE',
      state: 'pending',
      createdAt: queuedAt,
      updatedAt: queuedAt,
      queuedAt,
      attempts: 0,
      nextAttemptAt: queuedAt,
    };
    delete (stale as { result?: unknown }).result;
    await putOutboxEntries(page, [stale]);
    await mutateInPage(page, [createProject(named('wakes-the-drain'))]);
    await expect.poll(() => entryState(page, `Create project ${named('queued-yesterday')}`)).toBe('stale');

    await badge(page).click();
    await page.waitForURL('**/outbox');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Outbox');
    await expect
      .poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(['Needs your decision (3)', 'Sent (2)']);

    const failed = card(page, missing);
    await expect.poll(() => failed.textContent()).toContain('404 NotAuthorizedOrNotFound');
    expect(await failed.textContent()).toContain(
      'The service does not know the resource this change is about.',
    );
    expect(await failed.locator('.outbox-request-id').textContent()).toMatch(/^[0-9A-F]{32}$/);

    const conflict = card(page, `Describe project ${named('to-update')}`);
    const table = conflict.getByRole('table', { name: 'Your change beside the current version' });
    const differing = table.locator('tr.outbox-compare__row--differs');
    expect(await differing.count()).toBe(2);
    expect(await differing.first().textContent()).toContain('described offline');

    const sent = card(page, `Create project ${named('sent-one')}`);
    const link = sent.getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/^\/devops\/work-requests\/ocid1\.devopsworkrequest\./);
    await screenshot(page, 'outbox-desktop');

    // Retry a change the service refuses: it fails again, one attempt more.
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect
      .poll(async () => {
        const entry = (await readOutbox(page)).find((e) => e.summary === missing);
        return `${String(entry?.state)} ${String(entry?.attempts)}`;
      })
      .toBe('failed 2');
    // Discard it, after confirming.
    await failed.getByRole('button', { name: 'Discard' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard this change?' });
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => entryState(page, missing)).toBe('discarded');

    // Send the stale change again: the dialog says why it asks.
    await card(page, `Create project ${named('queued-yesterday')}`)
      .getByRole('button', { name: 'Send again' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Send this change again?' });
    expect(await confirm.textContent()).toContain(
      'was queued more than 23 hours ago; its retry token may have expired: send it again?',
    );
    await confirm.getByRole('button', { name: 'Send again' }).click();
    await expect.poll(() => entryState(page, `Create project ${named('queued-yesterday')}`)).toBe('done');

    // Reapply the conflicting change on the latest version: it is applied.
    await conflict.getByRole('button', { name: 'Reapply on the latest version' }).click();
    await expect.poll(() => entryState(page, `Describe project ${named('to-update')}`)).toBe('done');
    const after = await app.emulator.call('GET', `devops/${REGION}/20210630/projects/${projectId}`);
    expect(after.body['description']).toBe('described offline');

    await expect.poll(() => page.getByTestId('outbox-entry').count()).toBe(4);
    await page.getByRole('button', { name: 'Clear finished' }).click();
    await expect.poll(() => page.getByText('No changes in the outbox').count()).toBe(1);
    expect(await readOutbox(page)).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('keeps a confirmation open while the change it asks about is sent and moves under it', async () => {
    const { page, context } = session;
    await badge(page).click();
    await page.waitForURL('**/outbox');
    await context.setOffline(true);
    const missing = `Describe a project that does not exist (${run}, asked about)`;
    await mutateInPage(page, [describeMissing(missing)]);
    await expect
      .poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(['Waiting to send (1)']);

    // The user asks to discard the waiting change; while the dialog is open, the network comes
    // back, the change is sent (no actions while on the wire), refused, and moves to another group.
    await card(page, missing).getByRole('button', { name: 'Discard' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Discard this change?' });
    const opened = await dialog.elementHandle();
    await context.setOffline(false);
    // Sent once the worker sees the connection back (it looks every 2 s), answered, and refused:
    // on a loaded machine that can take longer than a quiet one's few seconds.
    await expect.poll(() => entryState(page, missing), { timeout: 60_000 }).toBe('failed');
    await expect
      .poll(() =>
        page.getByRole('main').getByRole('heading', { level: 2, includeHidden: true }).allTextContents(),
      )
      .toEqual(['Needs your decision (1)']);

    // The same dialog, never remounted, and its button still does what it says.
    expect(await opened.evaluate((element) => element.isConnected)).toBe(true);
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => entryState(page, missing)).toBe('discarded');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('is a list of cards with 44 px targets on a phone', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await badge(page).click();
    await page.waitForURL('**/outbox');
    const missing = `Describe a project that does not exist (${run})`;
    await mutateInPage(page, [describeMissing(missing)]);
    const failed = card(page, missing);
    await failed.getByRole('button', { name: 'Retry' }).waitFor();
    for (const target of [
      failed.getByRole('button', { name: 'Retry' }),
      failed.getByRole('button', { name: 'Discard' }),
      badge(page),
    ]) {
      const box = await target.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'outbox-phone');
    expect(session.errors).toEqual([]);
  });
});
