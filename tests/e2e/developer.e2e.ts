/**
 * Regions and gating from facts, in Chromium against the emulator: the developer options say what
 * the tenancy's subscriptions tell (a paid tenancy with HCM) and only override it; staging follows
 * from the region chosen; the UK-government rule hides Access Governance in uk-gov-london-1 but
 * not in the commercial uk-london-1.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, type Session } from './support/browser';

type Tree = { readonly [key: string]: string | Tree };

const NAV = JSON.parse(readFileSync('public/locales/en/navigation.json', 'utf8')) as Tree;
const SETTINGS = JSON.parse(readFileSync('public/locales/en/settings.json', 'utf8')) as Tree;

function text(tree: Tree, key: string): string {
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (node === undefined || typeof node === 'string' ? undefined : node[part]),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`No English text ${key}`);
  return value;
}

class DeveloperPage {
  constructor(readonly page: Page) {}

  /** From the home page, through the settings link, to the developer options. */
  async open(): Promise<void> {
    await this.page.goto(`${inject('consoleUrl')}/`);
    await this.page.getByTestId('settings-link').click();
    await this.page.getByTestId('developer-link').click();
    await this.page.getByTestId('developer-settings').waitFor();
  }

  /** Picks an option of a react-aria Select by the field's label and the option's name. */
  async choose(field: string, option: string): Promise<void> {
    const label = this.page.getByText(field, { exact: true });
    await this.page.locator('.ui-field').filter({ has: label }).getByRole('button').click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async chooseRegion(testId: string, id: string): Promise<void> {
    await this.page.getByTestId(testId).selectOption(id);
    await expect.poll(() => this.page.getByTestId(testId).inputValue()).toBe(id);
  }

  /** The mega menu's panel of one area, as its text. */
  async areaText(area: string): Promise<string> {
    await this.page.getByTestId('menu-button').click();
    const menu = this.page.getByRole('dialog');
    await menu.waitFor();
    await menu.locator(`[data-area-id="${area}"]`).click();
    const panel = menu.getByTestId('menu-panel');
    await panel.waitFor();
    const content = (await panel.textContent()) ?? '';
    await this.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    return content;
  }

  says(): Locator {
    return this.page.getByTestId('developer-tenancy-says');
  }
}

describe('regions and gating from facts', () => {
  let session: Session;
  let ui: DeveloperPage;
  beforeAll(async () => {
    session = await openSession();
    ui = new DeveloperPage(session.page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('reads the pricing class and SaaS types from the tenancy, and only overrides them', async () => {
    await ui.open();
    const says = text(SETTINGS, 'developer.tenancySays')
      .replace('{{pricing}}', text(SETTINGS, 'developer.paid'))
      .replace('{{types}}', 'HCM');
    await expect.poll(() => ui.says().textContent()).toBe(says);
    const hcm = ui.page.getByRole('checkbox', { name: /\(HCM\)$/ });
    expect(await hcm.isChecked()).toBe(true);
    expect(await hcm.isDisabled()).toBe(true);

    const upgrade = text(NAV, 'billing.upgradeAndPayment');
    expect(await ui.areaText('billing')).not.toContain(upgrade);
    await ui.choose(text(SETTINGS, 'developer.pricingClass'), text(SETTINGS, 'developer.free'));
    expect(await ui.areaText('billing')).toContain(upgrade);
    await ui.choose(text(SETTINGS, 'developer.pricingClass'), text(SETTINGS, 'developer.fromTenancy'));
    expect(await ui.areaText('billing')).not.toContain(upgrade);
  });

  it('is staging exactly in a staging region', async () => {
    await ui.open();
    const staging = ui.page.getByTestId('developer-staging');
    await expect.poll(() => staging.textContent()).toBe(text(SETTINGS, 'developer.notStagingRegion'));
    expect(await ui.page.getByTestId('header-region').locator('option[value="r1-alpha"]').count()).toBe(0);
    await ui.chooseRegion('developer-region', 'r1-alpha');
    await expect.poll(() => staging.textContent()).toBe(text(SETTINGS, 'developer.stagingRegion'));
    await expect.poll(() => ui.page.getByTestId('header-region').inputValue()).toBe('r1-alpha');
    await ui.chooseRegion('developer-region', 'us-ashburn-1');
    await expect.poll(() => staging.textContent()).toBe(text(SETTINGS, 'developer.notStagingRegion'));
  });

  it('hides Access Governance in the UK government London region, not in commercial London', async () => {
    const accessGovernance = text(NAV, 'service.accessGovernance');
    await ui.open();
    await ui.chooseRegion('developer-region', 'uk-gov-london-1');
    expect(await ui.areaText('identity')).not.toContain(accessGovernance);
    await ui.chooseRegion('developer-region', 'uk-london-1');
    expect(await ui.areaText('identity')).toContain(accessGovernance);
    await ui.chooseRegion('developer-region', 'us-ashburn-1');
  });
});
