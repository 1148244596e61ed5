/**
 * The outbox as the user sees it, in Chromium against the emulator: the header badge counting
 * unfinished changes (and announcing when they are sent), the /outbox view with a change in each
 * state — waiting, failed, stale, conflict (both versions side by side), sent with its work
 * request — and each action: retry, discard, send a stale change again, reapply on the latest
 * version, clear finished. Then the same view on a phone: cards and 44 px targets.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../src/worker/store/db';
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
  return page.getByTestId('outbox-entry').filter({ has: page.getByRole('heading', { name: summary, exact: true }) });
}

describe('the outbox', () => {
  let app: TestConsole;
  let session: Session;
  let compartmentId: string;

  beforeAll(async () => {
    app = await startTestConsole();
    compartmentId = await app.emulator.tenancyId();
    session = await openSession();
    await session.page.goto(app.consoleUrl);
    await waitForTestHooks(session.page);
  });

  afterAll(async () => {
    await session.close();
    await app.close();
  });

  const createProject = (name: string) => ({
    operation: 'createProject',
    params: { createProjectDetails: { name, compartmentId, notificationConfig: { topicId: 'ocid1.onstopic.oc1..t' } } },
    summary: `Create project ${name}`,
  });

  it('counts changes waiting offline in the header badge, and announces when they are sent', async () => {
    const { page, context } = session;
    await expect.poll(() => badge(page).getAttribute('aria-label')).toBe('Outbox, no pending changes');
    await context.setOffline(true);
    const results = await mutateInPage(page, ['offline-1', 'offline-2', 'offline-3'].map(createProject));
    expect(results.every((result) => result.ok)).toBe(true);
    await expect.poll(() => badge(page).getAttribute('aria-label')).toBe('Outbox, 3 pending changes');
    expect(await badge(page).getAttribute('href')).toBe('/outbox');
    await context.setOffline(false);
    await expect.poll(() => badge(page).getAttribute('data-count'), { timeout: 20_000 }).toBe('0');
    await expect
      .poll(() => page.locator('[role="status"][aria-live="polite"]').textContent(), { timeout: 5_000 })
      .toBe('Outbox: every change has been sent');
    expect(session.errors).toEqual([]);
  });

  it('shows a change in every state, with what it knows, and lets the user act on each', async () => {
    const { page } = session;
    const project = await app.emulator.call('POST', `devops/${REGION}/20210630/projects`, createProject('to-update').params.createProjectDetails, {
      'opc-retry-token': `outbox-e2e-${Date.now()}`,
    });
    const projectId = String(project.body['id']);
    // Settled first: its move from CREATING to ACTIVE would change the etag under the test's feet.
    await expect
      .poll(async () => (await app.emulator.call('GET', `devops/${REGION}/20210630/projects/${projectId}`)).body['lifecycleState'])
      .toBe('ACTIVE');
    await mutateInPage(page, [
      createProject('sent-one'),
      {
        operation: 'updateProject',
        params: { projectId: 'ocid1.devopsproject.oc1.iad.nosuchproject', updateProjectDetails: { description: 'x' } },
        summary: 'Describe a project that does not exist',
      },
      {
        operation: 'updateProject',
        params: { projectId, updateProjectDetails: { description: 'described offline', freeformTags: { team: 'field' } } },
        ifMatch: 'etag-of-an-older-version',
        summary: 'Describe project to-update',
      },
    ]);
    await expect.poll(() => entryState(page, 'Describe a project that does not exist')).toBe('failed');
    await expect.poll(() => entryState(page, 'Describe project to-update')).toBe('conflict');

    // A change queued more than 23 hours ago: the next drain sets it aside for the user.
    const [template] = await readOutbox(page);
    if (template === undefined) throw new Error('no entry to copy');
    const queuedAt = Date.now() - DAY_MS;
    const stale: OutboxEntry = {
      ...template,
      id: `${queuedAt.toString(36).padStart(10, '0')}-0000000000000001`,
      params: createProject('queued-yesterday').params,
      summary: 'Create project queued-yesterday',
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
    await mutateInPage(page, [createProject('wakes-the-drain')]);
    await expect.poll(() => entryState(page, 'Create project queued-yesterday')).toBe('stale');

    await badge(page).click();
    await page.waitForURL('**/outbox');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Outbox');
    await expect
      .poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(['Needs your decision (3)', 'Sent (5)']);

    const failed = card(page, 'Describe a project that does not exist');
    await expect.poll(() => failed.textContent()).toContain('404 NotAuthorizedOrNotFound');
    expect(await failed.textContent()).toContain('The service does not know the resource this change is about.');
    expect(await failed.locator('.outbox-request-id').textContent()).toMatch(/^[0-9A-F]{32}$/);

    const conflict = card(page, 'Describe project to-update');
    const table = conflict.getByRole('table', { name: 'Your change beside the current version' });
    const differing = table.locator('tr.outbox-compare__row--differs');
    expect(await differing.count()).toBe(2);
    expect(await differing.first().textContent()).toContain('described offline');

    const sent = card(page, 'Create project sent-one');
    const link = sent.getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/^\/devops\/work-requests\/ocid1\.devopsworkrequest\./);
    await screenshot(page, 'outbox-desktop');

    // Retry a change the service refuses: it fails again, one attempt more.
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect
      .poll(async () => (await readOutbox(page)).find((e) => e.summary === 'Describe a project that does not exist')?.attempts)
      .toBe(2);
    // Discard it, after confirming.
    await failed.getByRole('button', { name: 'Discard' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard this change?' });
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => entryState(page, 'Describe a project that does not exist')).toBe('discarded');

    // Send the stale change again: the dialog says why it asks.
    await card(page, 'Create project queued-yesterday').getByRole('button', { name: 'Send again' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Send this change again?' });
    expect(await confirm.textContent()).toContain(
      'was queued more than 23 hours ago; its retry token may have expired: send it again?',
    );
    await confirm.getByRole('button', { name: 'Send again' }).click();
    await expect.poll(() => entryState(page, 'Create project queued-yesterday')).toBe('done');

    // Reapply the conflicting change on the latest version: it is applied.
    await conflict.getByRole('button', { name: 'Reapply on the latest version' }).click();
    await expect.poll(() => entryState(page, 'Describe project to-update')).toBe('done');
    const after = await app.emulator.call('GET', `devops/${REGION}/20210630/projects/${projectId}`);
    expect(after.body['description']).toBe('described offline');

    await expect.poll(() => page.getByTestId('outbox-entry').count()).toBe(7);
    await page.getByRole('button', { name: 'Clear finished' }).click();
    await expect.poll(() => page.getByText('No changes in the outbox').count()).toBe(1);
    expect(await readOutbox(page)).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('is a list of cards with 44 px targets on a phone', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.consoleUrl}/outbox`);
    await waitForTestHooks(page);
    await mutateInPage(page, [
      {
        operation: 'updateProject',
        params: { projectId: 'ocid1.devopsproject.oc1.iad.nosuchproject', updateProjectDetails: { description: 'x' } },
        summary: 'Describe a project that does not exist',
      },
    ]);
    const failed = card(page, 'Describe a project that does not exist');
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
