/**
 * Smaller things a user meets, in a fresh profile reached by links: the log search's
 * "include subcompartments" kept in the address and searched with, and the marketplace listing
 * what there is before any search; a listing's page, opened from the list and from a link in
 * another fresh profile.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, type Session } from './support/browser';
import { goTo } from './support/menuPages';

type Strings = Readonly<Record<string, Readonly<Record<string, string>>>>;
const LOGGING = JSON.parse(readFileSync('public/locales/en/logging.json', 'utf8')) as Strings;
const MARKETPLACE = JSON.parse(readFileSync('public/locales/en/marketplace.json', 'utf8')) as Strings;
const LONG = { timeout: 30_000 };

describe('field extras', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openSession();
    await session.page.goto(inject('consoleUrl'));
    await session.page.getByTestId('menu-button').waitFor();
  });

  afterAll(async () => {
    await session.close();
  });

  it('searches logs with their subcompartments when asked', LONG, async () => {
    const { page } = session;
    await goTo(page, '/logging/search');
    const include = page.getByRole('checkbox', { name: LOGGING['filters']?.['includeSubcompartments'] });
    await include.waitFor();
    expect(await include.isChecked()).toBe(false);
    await page.getByText(String(LOGGING['filters']?.['includeSubcompartments']), { exact: true }).click();
    expect(await include.isChecked()).toBe(true);
    await page
      .getByRole('main')
      .getByRole('button', { name: String(LOGGING['search']), exact: true })
      .click();
    await page.waitForURL(/subcompartments=true/);
    await page.locator('main table:not([aria-busy])').first().waitFor();
    expect(
      await page.getByRole('checkbox', { name: LOGGING['filters']?.['includeSubcompartments'] }).isChecked(),
    ).toBe(true);
  });

  it('lists marketplace listings before any search', LONG, async () => {
    const { page } = session;
    await goTo(page, '/marketplace/listings');
    // The first product of the emulator's catalogue, by its short description.
    const summary = 'Oracle Linux 9 Cloud Developer on Oracle Cloud Infrastructure, ready to launch.';
    await page.getByRole('main').getByText(summary, { exact: true }).first().waitFor();
    expect(page.url()).not.toMatch(/mode=/);
  });

  it('opens a listing from the list, and from its link in a fresh profile', LONG, async () => {
    const { page } = session;
    await goTo(page, '/marketplace/listings');
    const name = 'Ubuntu 24.04 LTS';
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const path = new URL(page.url()).pathname;
    expect(path).toMatch(/^\/marketplace\/listings\/ocid1\.listing\./);
    const facts = page.getByRole('main').locator('dl');
    await facts.getByText(String(MARKETPLACE['listing']?.['longDescription']), { exact: true }).waitFor();
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
});
