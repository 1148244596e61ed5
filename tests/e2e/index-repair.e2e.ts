/**
 * A saved search index whose bytes changed on the device while its layout stayed valid: the next
 * start notices, rebuilds it from the resources kept on the device, and the search screen says
 * so until the user dismisses it; the offline answers are right meanwhile.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type Session } from './support/browser';
import { searchAll, type FoundResource } from './support/emulatorSearch';

const LONG = { timeout: 30_000 };

async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.waitFor(LONG);
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
}

/**
 * Run in a page of the console's origin: the whole save of the text index in IndexedDB, and
 * whether it is there; given `change`, one bit of its first 64-bit number (a creation time, or
 * the first instant of an empty index) flipped in place, every offset and size as it was, and
 * stored back as it was found (its bytes in a Blob, or in the row).
 */
async function savedIndex(change: boolean): Promise<boolean> {
  const asked = <T>(request: IDBRequest<T>): Promise<T> =>
    new Promise((resolve, reject) => {
      request.onsuccess = () => {
        resolve(request.result);
      };
      request.onerror = () => {
        reject(new Error(String(request.error)));
      };
    });
  const db = await asked(indexedDB.open('field-console'));
  try {
    const meta = (mode: IDBTransactionMode) => db.transaction('meta', mode).objectStore('meta');
    const row = (await asked(meta('readonly').get('textIndex'))) as
      | { value?: { data?: unknown } }
      | undefined;
    const stored = row?.value?.data;
    const inBlob = stored instanceof Blob;
    if (!inBlob && !(stored instanceof ArrayBuffer)) return false;
    if (!change) return true;
    const data = inBlob ? await stored.arrayBuffer() : stored;
    // The layout's header: magic, version, sections, string and JSON bytes, each section's
    // length, padded to an even count of words; the 64-bit sections follow it.
    const sections = new Uint32Array(data, 0, 3)[2] ?? 0;
    const words = 5 + sections + ((5 + sections) % 2);
    const bytes = new Uint8Array(data);
    const at = words * 4 + 6;
    bytes[at] = (bytes[at] ?? 0) ^ 0x10;
    const value = { ...row?.value, data: inBlob ? new Blob([data]) : data };
    await asked(meta('readwrite').put({ ...row, value }));
    return true;
  } finally {
    db.close();
  }
}

/** Run in a page of the console's origin: whether the note of a repaired index is kept. */
function hasRepairNote(): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('field-console');
    opening.onerror = () => {
      reject(new Error(String(opening.error)));
    };
    opening.onsuccess = () => {
      const db = opening.result;
      const reading = db.transaction('meta').objectStore('meta').get('textIndex.repaired');
      reading.onsuccess = () => {
        db.close();
        resolve(reading.result !== undefined);
      };
      reading.onerror = () => {
        reject(new Error(String(reading.error)));
      };
    };
  });
}

describe('a damaged local search index', () => {
  let session: Session;
  let subnet: FoundResource;

  beforeAll(async () => {
    session = await openSession();
    const subnets = await searchAll(inject('emulatorUrl'), 'us-ashburn-1', 'query subnet resources');
    const names = subnets.map((item) => item.displayName);
    const unique = subnets.find(
      (item) => names.filter((name) => name.includes(item.displayName)).length === 1,
    );
    if (unique === undefined) throw new Error('The demo tenancy has no subnet with a distinct name');
    subnet = unique;
  });
  afterAll(async () => {
    await session.close();
  });

  it('is rebuilt from the records at the next start, answers right offline, and the user is told', async () => {
    const { page, context } = session;
    const origin = inject('consoleUrl');
    await page.goto(origin);
    await searchFor(page, subnet.displayName);
    await page.getByTestId('search-result').filter({ hasText: subnet.displayName }).waitFor(LONG);
    // The first start saved the index (restoreTextIndex); nothing is told while it is whole.
    await expect.poll(() => page.evaluate(savedIndex, false), LONG).toBe(true);
    expect(await page.getByTestId('index-repaired').count()).toBe(0);

    // The console closed (its worker with it), one bit of the save changes on the device.
    await page.goto(`${origin}/manifest.webmanifest`);
    expect(await page.evaluate(savedIndex, true)).toBe(true);

    await page.goto(origin);
    // The search box with suggestions has loaded: then the signal goes.
    await page.getByRole('combobox', { name: 'Search' }).waitFor(LONG);
    await context.setOffline(true);
    try {
      await searchFor(page, subnet.displayName);
      const note = page.getByTestId('index-repaired');
      await note.waitFor(LONG);
      expect(await note.textContent()).toContain('The search index on this device was damaged.');
      expect(await note.textContent()).toMatch(/rebuilt from the resources kept on this device \(\d+\)/);
      await page.getByTestId('search-result').filter({ hasText: subnet.displayName }).waitFor(LONG);
      await screenshot(page, 'index-repaired');
      expect(await page.evaluate(hasRepairNote)).toBe(true);
      await note.getByRole('button', { name: 'Dismiss' }).click();
      await note.waitFor({ state: 'detached' });
      expect(await page.evaluate(hasRepairNote)).toBe(false);
    } finally {
      await context.setOffline(false);
    }
    // Dismissed, and saved whole again: the next start has nothing to tell. Offline, the answer
    // is the local index's, given once the start has restored it (and would have left its note).
    await page.reload();
    await page.getByRole('combobox', { name: 'Search' }).waitFor(LONG);
    await context.setOffline(true);
    try {
      await searchFor(page, subnet.displayName);
      await page.getByTestId('search-result').filter({ hasText: subnet.displayName }).waitFor(LONG);
      expect(await page.evaluate(hasRepairNote)).toBe(false);
      expect(await page.getByTestId('index-repaired').count()).toBe(0);
    } finally {
      await context.setOffline(false);
    }
    expect(session.errors).toEqual([]);
  });
});
