/**
 * A product license opened from a shared link on a fresh device: its compartment is named (from
 * the compartment search, since the local index is still empty), its OCID on demand, and its
 * license unit is in words, not a code like PROCESSORS.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type Session } from './support/browser';

const REGION = 'us-ashburn-1';

interface Found {
  readonly identifier: string;
  readonly compartmentId?: string;
}

/** A product license in a compartment below the root, so its compartment has a name. */
async function licenseInCompartment(emulatorUrl: string): Promise<string> {
  const response = await fetch(`${emulatorUrl}/query/${REGION}/20180409/resources`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Structured', query: 'query productlicense resources' }),
  });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  const { items } = (await response.json()) as { items: Found[] };
  const found = items.find((item) => item.compartmentId?.startsWith('ocid1.compartment.') === true);
  if (found === undefined) throw new Error('The demo tenancy has no product license below the root');
  return found.identifier;
}

describe('a product license in people words', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openSession({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  });
  afterAll(async () => {
    await session.close();
  });

  it('names its compartment and writes its unit in words', async () => {
    const { page } = session;
    const consoleUrl = inject('consoleUrl');
    const id = await licenseInCompartment(inject('emulatorUrl'));
    await page.goto(`${consoleUrl}/license-manager/product-licenses/${encodeURIComponent(id)}`);

    const compartment = page
      .locator('.details-fields__row')
      .filter({ has: page.getByText('Compartment', { exact: true }) });
    const named = compartment.locator('.ui-named-id__name');
    await named.waitFor({ timeout: 30_000 });
    expect(await named.textContent()).not.toMatch(/ocid1\./);
    expect(await compartment.locator('code').count()).toBe(0);
    await compartment.getByRole('button', { name: 'Show OCID' }).click();
    expect(await compartment.locator('code').textContent()).toMatch(/^ocid1\.compartment\./);

    const unit = page.locator('.details-fields__row').filter({ has: page.getByText('License unit', { exact: true }) });
    const unitText = (await unit.locator('dd').textContent()) ?? '';
    expect(unitText).not.toBe('');
    expect(unitText).not.toMatch(/\b[A-Z]+(_[A-Z]+)*\b(?<!OCPU)/);
    expect(await unit.locator('code').count()).toBe(0);
    await screenshot(page, 'phone-license-compartment-name');
    expect(session.errors).toEqual([]);
  });
});
