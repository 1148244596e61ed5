/**
 * Smaller things a user meets, in a fresh profile reached by links: the log search's
 * "include subcompartments" kept in the address and searched with, and the marketplace listing
 * what there is before any search; a listing's page, opened from the list and from a link in
 * another fresh profile; the search's region list narrowed to the tenancy's subscribed regions.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { openSession } from './support/browser';
import { consoleSession } from './support/consoleSession';
import { englishText } from './support/englishWords';
import { goTo } from './support/menuPages';

type Strings = Readonly<Record<string, Readonly<Record<string, string>>>>;
const LOGGING = JSON.parse(readFileSync('public/locales/en/logging.json', 'utf8')) as Strings;
const MARKETPLACE = JSON.parse(readFileSync('public/locales/en/marketplace.json', 'utf8')) as Strings;
const SEARCH_UI = JSON.parse(readFileSync('public/locales/en/searchUi.json', 'utf8')) as Strings;
const LONG = { timeout: 30_000 };

describe('field extras', () => {
  const session = consoleSession();

  it('searches logs with their subcompartments when asked', LONG, async () => {
    const { page } = session();
    await goTo(page, '/logging/search');
    const include = page.getByRole('checkbox', { name: LOGGING['filters']?.['includeSubcompartments'] });
    await include.waitFor();
    expect(await include.isChecked()).toBe(false);
    await page.getByText(String(LOGGING['filters']?.['includeSubcompartments']), { exact: true }).click();
    expect(await include.isChecked()).toBe(true);
    await page
      .getByRole('main')
      .getByRole('button', { name: englishText('logging', 'search'), exact: true })
      .click();
    await page.waitForURL(/subcompartments=true/);
    await page.locator('main table:not([aria-busy])').first().waitFor();
    expect(
      await page.getByRole('checkbox', { name: LOGGING['filters']?.['includeSubcompartments'] }).isChecked(),
    ).toBe(true);
  });

  it('lists marketplace listings before any search', LONG, async () => {
    const { page } = session();
    await goTo(page, '/marketplace/listings');
    // The first product of the emulator's catalogue, by its short description.
    const summary = 'Oracle Linux 9 Cloud Developer on Oracle Cloud Infrastructure, ready to launch.';
    await page.getByRole('main').getByText(summary, { exact: true }).first().waitFor();
    expect(page.url()).not.toMatch(/mode=/);
  });

  it('opens a listing from the list, and from its link in a fresh profile', LONG, async () => {
    const { page } = session();
    await goTo(page, '/marketplace/listings');
    const name = 'Ubuntu 24.04 LTS';
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const path = new URL(page.url()).pathname;
    expect(path).toMatch(/^\/marketplace\/listings\/ocid1\.listing\./);
    const facts = page.getByRole('main').locator('dl');
    await facts.getByText(englishText('glossary', 'description'), { exact: true }).waitFor();
    expect(await facts.textContent()).toContain(`${name} from `);
    expect(await facts.textContent()).toContain(`${name} on Oracle Cloud Infrastructure, ready to launch.`);

    const other = await openSession();
    try {
      await other.page.goto(`${inject('consoleUrl')}${path}`);
      await other.page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });
      const otherFacts = other.page.getByRole('main').locator('dl');
      await otherFacts.getByText(String(MARKETPLACE['columns']?.['pricing']), { exact: true }).waitFor();
      expect(await otherFacts.textContent()).toContain(`${name} from `);
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it(
    'filters the regions to search, and narrows them to the subscribed ones when asked',
    { timeout: 60_000 },
    async () => {
      const { page } = session();
      const regions = SEARCH_UI['regions'] as unknown as Readonly<Record<string, string>>;
      await goTo(page, '/search?q=prod&regions=us-ashburn-1');
      await page
        .getByRole('main')
        .getByRole('button', { name: /Regions/ })
        .click();
      const filter = page.getByRole('searchbox', { name: regions['filter'] });
      await filter.waitFor();
      const options = page.getByRole('dialog').getByRole('option');
      const shown = async () => (await options.allTextContents()).map((text) => text.split(' ')[0]).sort();
      // By three-letter key, by city, by identifier: every region of the table, subscribed or not.
      await filter.fill('CDG');
      await expect.poll(shown, LONG).toEqual(['eu-paris-1']);
      await filter.fill('tokyo');
      await expect.poll(shown, LONG).toEqual(['ap-tokyo-1']);
      await filter.fill('us-');
      await expect.poll(() => options.count(), LONG).toBeGreaterThan(4);
      expect(await shown()).toEqual(expect.arrayContaining(['us-ashburn-1', 'us-langley-1', 'us-phoenix-1']));
      // Narrowed to the demo tenancy's subscriptions (Ashburn, Frankfurt, Langley), the filter still applies.
      const only = page.getByRole('switch', { name: regions['subscribedOnly'] });
      await expect.poll(() => only.isEnabled(), LONG).toBe(true);
      expect(await only.isChecked()).toBe(false);
      await page.getByText(String(regions['subscribedOnly']), { exact: true }).click();
      expect(await only.isChecked()).toBe(true);
      await expect.poll(shown, LONG).toEqual(['us-ashburn-1', 'us-langley-1']);
      await filter.fill('');
      await expect.poll(shown, LONG).toEqual(['eu-frankfurt-1', 'us-ashburn-1', 'us-langley-1']);
      await page.getByText(String(regions['subscribedOnly']), { exact: true }).click();
      await expect.poll(() => options.count(), LONG).toBeGreaterThan(10);
      await page.keyboard.press('Escape');
      expect(session().errors).toEqual([]);
    },
  );
});
