/**
 * One damaged local record never crashes its own page. An instance found by a search and opened
 * (its search row in the index, its details read kept for offline use) has both copies damaged on
 * the device — fields missing or of the wrong type, as an older release or a broken disk might
 * leave them. Offline, its page opens and shows what it can, saying the kept copy could not be
 * read; with the signal back, it reads the instance again and shows it whole.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type Session } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';

/** Overwrites rows of the console's database as something other than the console would. */
function damage(
  page: Page,
  table: string,
  change: (row: Record<string, unknown>) => Record<string, unknown>,
) {
  return page.evaluate(
    async ({ table, change }) => {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the change is test data, made in Node
      const apply = new Function('row', `return (${change})(row);`) as (row: unknown) => unknown;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('field-console');
        open.onsuccess = () => {
          resolve(open.result);
        };
        open.onerror = () => {
          reject(new Error(String(open.error)));
        };
      });
      const store = db.transaction(table, 'readwrite').objectStore(table);
      const rows = await new Promise<unknown[]>((resolve) => {
        const all = store.getAll();
        all.onsuccess = () => {
          resolve(all.result as unknown[]);
        };
      });
      for (const row of rows) store.put(apply(row));
      await new Promise((resolve) => (store.transaction.oncomplete = resolve));
      db.close();
      return rows.length;
    },
    { table, change: change.toString() },
  );
}

describe('a damaged local record', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session.close();
  });

  it('leaves its page readable offline, and is read again online', async () => {
    const { page, context, errors } = session;
    const origin = inject('consoleUrl');
    await page.goto(`${origin}/search?q=${encodeURIComponent('query instance resources')}`);
    await waitForServiceWorkerControl(page);
    const result = page.locator('main a[href*="ocid1.instance"]').first();
    await result.waitFor({ timeout: 30_000 });
    const name = ((await result.textContent()) ?? '').trim();
    const id = /ocid1\.instance[^/?#]*/.exec((await result.getAttribute('href')) ?? '')?.[0] ?? '';
    expect(id).not.toBe('');
    await page.goto(`${origin}/resources/${id}`);
    await page.getByTestId('details-age').waitFor();
    await page.getByRole('heading', { level: 1, name }).waitFor();

    const damagedRows = await damage(page, 'resources', (row) =>
      row['identifier'] === undefined
        ? row
        : {
            ...row,
            displayName: 42,
            resourceType: 7,
            region: ['us-ashburn-1'],
            lifecycleState: { state: 'RUNNING' },
            fetchedAt: 'yesterday',
            freeformTags: { team: { name: 'x' } },
            definedTags: { ns: 'x' },
            additionalDetails: 'details',
            enrichment: { altName: { name: 'x' } },
          },
    );
    expect(damagedRows).toBeGreaterThan(0);
    await damage(page, 'records', (row) =>
      String(row['key']).startsWith('getInstance')
        ? {
            key: row['key'],
            operation: row['operation'],
            body: {
              id: 5,
              displayName: ['x'],
              lifecycleState: {},
              freeformTags: { a: { b: 1 } },
              timeCreated: 5,
            },
            fetchedAt: 'x',
          }
        : row,
    );

    await context.setOffline(true);
    await page.reload();
    const crash = page.getByText('Unexpected Application Error');
    const note = page.getByTestId('kept-unreadable');
    await note.or(crash).first().waitFor({ timeout: 20_000 });
    expect(await crash.count()).toBe(0);
    expect(await note.textContent()).toContain('could not be read');
    // What could be read is shown: the type from the OCID, the region, the OCID itself.
    await page.getByRole('heading', { level: 1, name: id }).waitFor();
    await page.getByText('US East (Ashburn) — us-ashburn-1').waitFor();
    await screenshot(page, 'damaged-record-offline');

    // The signal back, the instance is read again: whole, and no longer said to be unreadable.
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });
    await note.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
