/**
 * A change whose answer was lost, as the user sees it in the outbox, in Chromium against the
 * emulator: an update applied, its answer dropped and the request resent by the client, whose
 * 412 the outbox settles by reading the project (shown applied, confirmed by the read, applied
 * once); a conflict that may already be applied, whose Reapply asks first and shows what would be
 * sent again beside the current version; and a conflict whose current version already shows the
 * change, which is marked applied without sending anything.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const PROJECTS = `devops/${REGION}/20210630/projects`;

function card(page: Page, summary: string) {
  return page
    .getByTestId('outbox-entry')
    .filter({ has: page.getByRole('heading', { name: summary, exact: true }) });
}

async function entryOf(page: Page, summary: string): Promise<OutboxEntry | undefined> {
  return (await readOutbox(page)).find((entry) => entry.summary === summary);
}

describe('a change whose answer was lost', () => {
  let app: TestConsole;
  let session: Session;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    app = await startTestConsole();
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
    await app.emulator.clearFaults();
    await session.close();
  });

  /** A project of the test's own, ACTIVE: its id, body and etag. */
  async function activeProject(name: string) {
    const compartmentId = await app.emulator.tenancyId();
    const created = await app.emulator.call('POST', PROJECTS, {
      name: `${name}-${run}`,
      compartmentId,
      notificationConfig: { topicId: 'ocid1.onstopic.oc1..t' },
    });
    const id = String(created.body['id']);
    return settled(id);
  }

  /** The project once ACTIVE again (its etag moves with each step of its lifecycle). */
  async function settled(id: string) {
    let read = await app.emulator.call('GET', `${PROJECTS}/${id}`);
    await expect
      .poll(async () => {
        read = await app.emulator.call('GET', `${PROJECTS}/${id}`);
        return read.body['lifecycleState'];
      })
      .toBe('ACTIVE');
    return { id, body: read.body, etag: read.etag ?? '' };
  }

  /** How many times the emulator applied an update to the project. */
  async function updatesOf(id: string): Promise<number> {
    const report = await app.emulator.applied();
    return report.items.filter((item) => item.operation === 'updateProject' && item.resourceId === id).length;
  }

  /** A conflict as the outbox stores it: the change, the 412, and the current version it read. */
  function storedConflict(
    project: { id: string; body: Record<string, unknown>; etag: string },
    summary: string,
    extra: Partial<OutboxEntry>,
  ): OutboxEntry {
    const at = Date.now() - 60_000;
    return {
      id: `${at.toString(36).padStart(10, '0')}-${run.padStart(16, '0').slice(-16)}`,
      operation: 'updateProject',
      region: REGION,
      params: { projectId: project.id, updateProjectDetails: { description: 'described in the field' } },
      ifMatch: 'etag-of-an-older-version',
      resourceId: project.id,
      summary,
      state: 'conflict',
      createdAt: at,
      updatedAt: at,
      queuedAt: at,
      attempts: 2,
      nextAttemptAt: at,
      lastFailure: { kind: 'http', status: 412, code: 'NoEtagMatch', message: 'The etag does not match.' },
      conflict: { current: project.body, etag: project.etag },
      ...extra,
    };
  }

  async function openOutbox(page: Page): Promise<void> {
    await page.getByTestId('outbox-badge').click();
    await page.waitForURL('**/outbox');
  }

  it('is applied once, confirmed by reading the project, when the browser’s resend meets 412', async () => {
    const { page } = session;
    const project = await activeProject('lost-answer');
    await app.emulator.clearApplied();
    await app.emulator.setFaults({ dropAfterApplyResendRate: 1, paths: ['/devops/'] });
    const summary = `Describe project lost-answer-${run}`;
    const [queued] = await mutateInPage(page, [
      {
        operation: 'updateProject',
        params: { projectId: project.id, updateProjectDetails: { description: 'described once' } },
        ifMatch: project.etag,
        summary,
      },
    ]);
    expect(queued?.ok).toBe(true);
    await expect.poll(async () => (await entryOf(page, summary))?.state).toBe('done');
    expect((await app.emulator.faultCounts()).dropAfterApplyResend).toBeGreaterThan(0);

    await openOutbox(page);
    await expect
      .poll(() => card(page, summary).textContent())
      .toContain('Applied: confirmed by reading the resource, since its answer was lost');
    expect(await updatesOf(project.id)).toBe(1);
    expect(session.errors).toEqual([]);
  });

  it('asks before reapplying a conflict that may already be applied, showing what would be sent again', async () => {
    const { page } = session;
    const first = await activeProject('maybe-applied');
    await app.emulator.call(
      'PUT',
      `${PROJECTS}/${first.id}`,
      { description: 'described at the desk' },
      { 'if-match': first.etag },
    );
    const project = await settled(first.id);
    const summary = `Describe project maybe-applied-${run}`;
    await putOutboxEntries(page, [storedConflict(project, summary, { maybeApplied: true })]);
    await app.emulator.clearApplied();

    await openOutbox(page);
    const conflict = card(page, summary);
    await expect.poll(() => conflict.textContent()).toContain('May already be applied');
    expect(await conflict.textContent()).toContain('Your change may already be applied: its answer was lost');
    await conflict.getByRole('button', { name: 'Reapply on the latest version' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Reapply this change?' });
    const fields = dialog.getByRole('table', { name: 'Your change beside the current version' });
    const row = fields.getByRole('row').filter({ hasText: 'description' });
    expect(await row.textContent()).toContain('described in the field');
    expect(await row.textContent()).toContain('described at the desk');
    expect(await updatesOf(project.id)).toBe(0);
    await screenshot(page, 'outbox-reapply-maybe-applied');
    await dialog.getByRole('button', { name: 'Reapply on the latest version' }).click();

    await expect.poll(async () => (await entryOf(page, summary))?.state).toBe('done');
    const after = await app.emulator.call('GET', `${PROJECTS}/${project.id}`);
    expect(after.body['description']).toBe('described in the field');
    expect(await updatesOf(project.id)).toBe(1);
    expect(session.errors).toEqual([]);
  });

  it('marks a conflict applied, sending nothing, when the current version already shows the change', async () => {
    const { page } = session;
    const first = await activeProject('already-there');
    await app.emulator.call(
      'PUT',
      `${PROJECTS}/${first.id}`,
      { description: 'described in the field' },
      { 'if-match': first.etag },
    );
    const project = await settled(first.id);
    const summary = `Describe project already-there-${run}`;
    await putOutboxEntries(page, [storedConflict(project, summary, {})]);
    await app.emulator.clearApplied();

    await openOutbox(page);
    const conflict = card(page, summary);
    await expect
      .poll(() => conflict.textContent())
      .toContain('The current version already shows your change');
    await conflict.getByRole('button', { name: 'Mark as applied' }).click();

    await expect.poll(async () => (await entryOf(page, summary))?.state).toBe('done');
    expect((await entryOf(page, summary))?.result).toMatchObject({
      confirmedByRead: true,
      etag: project.etag,
    });
    expect(await updatesOf(project.id)).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
