/**
 * "Make the tenancy available offline", the way a person does it: the home page's offer, then
 * Settings' Download for the home region, waited on until the region says it is done.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function downloadTenancy(page: Page, origin: string): Promise<void> {
  await page.goto(origin);
  const offer = page.getByRole('region', { name: 'Take the tenancy with you' });
  await offer.getByRole('link', { name: 'Set it up' }).click();
  const card = page.getByRole('region', { name: 'The tenancy on this device' });
  await card.getByRole('button', { name: 'Download' }).click();
  await expect
    .poll(
      async () =>
        (
          await card.getByTestId('sync-region').evaluateAll((rows) => rows.map((row) => row.dataset.status))
        ).join(','),
      { timeout: 180_000 },
    )
    .toMatch(/^done(,done)*$/);
}
