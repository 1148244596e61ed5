/**
 * The deployment waiting for approval on the home page's "What needs you", approved from its row
 * as a field admin does it without signal: the row, its Approve, the confirmation, and the row
 * and the outbox badge saying the approval is pending.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const LONG = { timeout: 60_000 };

/** The outbox badge's words: how many changes wait. */
export function badgeLabel(page: Page): Promise<string | null> {
  return page.getByTestId('outbox-badge').getAttribute('aria-label');
}

const approvals = (page: Page) => page.getByRole('region', { name: /^Waiting for approval/ });

/** On the home page, online: the first deployment waiting for approval, its name and OCID. */
export async function waitingForApproval(page: Page): Promise<{ name: string; id: string }> {
  const item = approvals(page).getByTestId('needs-approval').first();
  await item.waitFor(LONG);
  const link = item.getByRole('link').first();
  const name = (await link.textContent()) ?? '';
  const id = decodeURIComponent(((await link.getAttribute('href')) ?? '').split('/').pop() ?? '');
  expect(id).toMatch(/^ocid1\./);
  return { name, id };
}

/** The home page's row of the deployment named `name`, once shown. */
export async function approvalRow(page: Page, name: string): Promise<Locator> {
  const row = approvals(page)
    .getByTestId('needs-approval')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
  await row.waitFor(LONG);
  return row;
}

/** Approves from `row`, confirmed: the row says the approval is pending, the badge counts one. */
export async function approveFromRow(page: Page, row: Locator): Promise<void> {
  await row.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await row.getByText('Approval pending in the outbox').waitFor();
  await expect.poll(() => badgeLabel(page), LONG).toBe('Outbox, 1 pending change');
}
