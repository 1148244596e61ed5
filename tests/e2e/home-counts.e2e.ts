/**
 * The home page's resources needing attention hold still: with the tenancy downloaded, reloading
 * home ten times online and ten times without signal gives one headline, one chart by type and
 * the same rows each time, and the chart adds up to the headline or says what it leaves out
 * (issue 36). The chart once gave another total on every reload beside a headline that held: two
 * reads shared one Dexie anyOf() collection and pushed each other past states.
 *
 * It runs its own emulator; lifecycles run at real speed, so nothing changes state meanwhile.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, openSession, screenshot } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { startOwnConsole, type OwnConsole } from './support/chaos';
import { downloadTenancy } from './support/tenancyDownload';

const RELOADS = 10;

interface Reading {
  /** The card's headline: "53 resources need attention". */
  readonly headline: number;
  /** The chart's rows, from its data table: label and value. */
  readonly rows: readonly (readonly [string, number])[];
  /** The data table's total. */
  readonly chartTotal: number;
  /** What the card says it did not count by type. */
  readonly uncounted: number;
}

const digits = (text: string | null | undefined): number =>
  Number((text ?? '').replace(/[^\d]/g, '') || 'NaN');

/** The failing card as it stands, read in one go (one render of it). */
async function reading(page: Page): Promise<Reading> {
  const card = page.getByRole('region', { name: /resources? needs? attention$/ });
  await card.waitFor({ timeout: 60_000 });
  await card.getByRole('figure').first().waitFor();
  const raw = await card.evaluate((section) => {
    const text = (node: Element | null | undefined) => node?.textContent ?? '';
    const table = section.querySelector('figure table');
    return {
      headline: text(section.querySelector('h3')),
      rows: [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) => [
        text(row.querySelector('th')),
        text(row.querySelector('td')),
      ]),
      total: text(table?.querySelector('tfoot td')),
      uncounted: text(section.querySelector('[data-testid="needs-uncounted"]')),
    };
  });
  return {
    headline: digits(raw.headline),
    rows: raw.rows.map(([label, value]) => [label ?? '', digits(value)] as const),
    chartTotal: digits(raw.total),
    uncounted: raw.uncounted === '' ? 0 : digits(raw.uncounted.split(' ')[0]),
  };
}

async function readings(page: Page): Promise<Reading[]> {
  const seen: Reading[] = [];
  for (let reload = 0; reload < RELOADS; reload += 1) {
    await page.reload();
    await page.getByRole('heading', { name: 'What needs you' }).waitFor();
    seen.push(await reading(page));
  }
  return seen;
}

describe('the count of resources needing attention', () => {
  let served: OwnConsole;
  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 1 });
  });
  afterAll(async () => {
    await served.close();
  });

  it('is one total on every reload, online and offline, and the chart adds up to it', async () => {
    const session = await openSession(PHONE);
    try {
      const { page, context } = session;
      await page.goto(served.url);
      await waitForServiceWorkerControl(page);
      await downloadTenancy(page, served.url);
      await page.goto(served.url);

      const online = await readings(page);
      await context.setOffline(true);
      const offline = await readings(page);
      await screenshot(page, 'home-counts-offline');

      const all = [...online, ...offline];
      const first = all[0];
      expect(first?.headline).toBeGreaterThan(0);
      expect(first?.rows.length).toBeGreaterThan(1);
      for (const seen of all) {
        // Each reading adds up: the chart's total and what it says it left out make the headline.
        expect(seen.chartTotal + seen.uncounted).toBe(seen.headline);
        expect(seen.rows.reduce((sum, [, value]) => sum + value, 0)).toBe(seen.chartTotal);
      }
      // The same data gives the same counts, row for row.
      expect(new Set(all.map((seen) => JSON.stringify(seen))).size).toBe(1);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
