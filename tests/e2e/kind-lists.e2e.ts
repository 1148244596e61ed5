/**
 * The one list and the one form of every kind, as a new user meets them: from a fresh profile,
 * through the menu, a DevOps list (a compartment's projects) and a license list (product
 * licenses) are sorted by a column, a row is followed to its page, and a form of that kind is
 * filled in and sent through the outbox until its change is done.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { consoleSession, openFromMenu } from './support/consoleSession';
import { compartmentName, findPipelines, json } from './support/devops';

const LONG = { timeout: 30_000 };
const REGION = 'us-ashburn-1';

/** The names of the list's rows (their first column), top to bottom, once it has rows. */
async function rowNames(list: Locator): Promise<string[]> {
  await list.locator('table:not([aria-busy]) tbody tr').first().waitFor(LONG);
  return list.locator('tbody tr th').evaluateAll((cells) => cells.map((cell) => cell.textContent.trim()));
}

const collator = new Intl.Collator('en');
const sortedDown = (names: readonly string[]) => [...names].sort((a, b) => collator.compare(b, a));

describe('the one list and form of every kind', () => {
  const session = consoleSession();

  it('lists a compartment’s DevOps projects, sorts them, opens one and creates a build pipeline in it', async () => {
    const { page } = session();
    const emulator = inject('emulatorUrl');
    const { projectId } = await findPipelines(emulator);
    const project = await json<{ compartmentId: string }>(
      `${emulator}/devops/${REGION}/20210630/projects/${projectId}`,
    );
    const compartment = await compartmentName(emulator, project.compartmentId);

    await openFromMenu(page, 'DevOps projects', '/devops-project/projects');
    await page.getByTestId('screen-link').click();
    await page.waitForURL(/\/devops(\?|$)/);
    await page.getByText('Choose a compartment').first().waitFor(LONG);
    await page.getByRole('button', { name: /Compartment/ }).click();
    await page
      .getByRole('option', { name: new RegExp(`${compartment}$`) })
      .first()
      .click();
    await page.waitForURL(/compartmentId=/);

    const list = page.getByTestId('list-project');
    await rowNames(list);
    const byName = list.getByRole('columnheader', { name: /^Name/ });
    // Newest first to begin with; the service sorts by name once asked, ascending, then descending.
    await byName.getByRole('button').click();
    await expect.poll(() => byName.getAttribute('aria-sort')).toBe('ascending');
    await byName.getByRole('button').click();
    await expect.poll(() => byName.getAttribute('aria-sort')).toBe('descending');
    await expect
      .poll(async () => {
        const names = await rowNames(list);
        return JSON.stringify(names) === JSON.stringify(sortedDown(names));
      }, LONG)
      .toBe(true);

    const row = list.locator(`a[href*="${encodeURIComponent(projectId)}"], a[href*="${projectId}"]`).first();
    const name = ((await row.textContent()) ?? '').trim();
    await row.click();
    await page.getByRole('heading', { level: 1, name }).waitFor(LONG);

    await page.getByRole('tab', { name: 'Build pipelines' }).click();
    const pipelines = page.getByTestId('list-build-pipelines');
    await pipelines.getByRole('button', { name: 'Create: Build pipeline' }).click();
    const form = page.getByRole('form');
    const pipelineName = `kind-list-${Date.now()}`;
    await form.getByRole('textbox', { name: 'Name' }).fill(pipelineName);
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('link', { name: 'View work request' }).waitFor(LONG);
    await page.getByRole('button', { name: 'Close' }).click();
    await pipelines.getByRole('link', { name: pipelineName }).waitFor(LONG);
    expect(session().errors).toEqual([]);
  }, 120_000);

  it('creates a product license from its list, then sorts the list by name and opens a license with its records', async () => {
    const { page } = session();
    await openFromMenu(page, 'Product licenses', '/license-manager/product-licenses');
    await page.getByRole('heading', { level: 1, name: 'Product licenses' }).waitFor(LONG);
    await page.waitForURL(/compartmentId=/, LONG);
    const created = `AAA kind list ${Date.now()}`;
    await page.getByRole('link', { name: 'Create product license' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(created);
    await page.getByRole('button', { name: 'License unit' }).click();
    await page.getByRole('option', { name: 'OCPU', exact: true }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: created }).waitFor(LONG);

    await openFromMenu(page, 'Product licenses', '/license-manager/product-licenses');
    const list = page.getByRole('region', { name: 'Product licenses' });
    const name = list.getByRole('columnheader', { name: /^Name/ });
    // Sorted by name to begin with (the new license first); a click turns the service's order round.
    await expect.poll(() => name.getAttribute('aria-sort'), LONG).toBe('ascending');
    await expect.poll(async () => (await rowNames(list))[0], LONG).toBe(created);
    await name.getByRole('button').click();
    await expect.poll(() => name.getAttribute('aria-sort')).toBe('descending');
    await expect
      .poll(async () => {
        const names = await rowNames(list);
        return (
          names.length > 1 &&
          names.at(-1) === created &&
          JSON.stringify(names) === JSON.stringify(sortedDown(names))
        );
      }, LONG)
      .toBe(true);

    const first = list.locator('tbody tr').first().getByRole('link').first();
    const licenseName = ((await first.textContent()) ?? '').trim();
    await first.click();
    await page.getByRole('heading', { level: 1, name: licenseName }).waitFor(LONG);
    const records = page.getByRole('region', { name: 'License records' });
    await records.locator('table:not([aria-busy]) tbody tr').first().waitFor(LONG);
    expect(await records.locator('tbody tr a').count()).toBeGreaterThan(0);
    expect(session().errors).toEqual([]);
  }, 120_000);
});
