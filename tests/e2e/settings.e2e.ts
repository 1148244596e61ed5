/**
 * Settings in Chromium against the emulator: the persona changes the featured list, the language
 * retranslates the menus (Arabic turns the page right to left), and with the remote locale host
 * down the labels still come from the console's own files.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { navContextOf } from '../../src/app/features/navigation/navContextOf';
import { featuredFor } from '../../src/app/navigation/isVisible';
import { defaultSettings } from '../../src/app/settings/settings';
import { openSession, screenshot, type Session } from './support/browser';

type Labels = Readonly<Record<string, Readonly<Record<string, string>>>>;

const LABELS: Readonly<Record<'en' | 'de' | 'ar', Labels>> = {
  en: JSON.parse(readFileSync('public/locales/en/navigation.json', 'utf8')) as Labels,
  de: JSON.parse(readFileSync('public/locales/de/navigation.json', 'utf8')) as Labels,
  ar: JSON.parse(readFileSync('public/locales/ar/navigation.json', 'utf8')) as Labels,
};

function label(key: string, lng: keyof typeof LABELS = 'en'): string {
  const [group = '', name = ''] = key.split('.');
  const value = LABELS[lng][group]?.[name];
  if (value === undefined) throw new Error(`No ${lng} label ${key}`);
  return value;
}

/** The featured list's labels the registry gives a persona. */
function featuredLabels(persona: string): string[] {
  const ctx = navContextOf({ ...defaultSettings(), persona });
  return featuredFor(ctx).map((node) => label(node.labelKey));
}

/** The settings screen and the menus it changes. */
class SettingsPage {
  constructor(readonly page: Page) {}

  async open(path = '/settings'): Promise<void> {
    await this.page.goto(`${inject('consoleUrl')}${path}`);
    await this.page.getByTestId('menu-button').waitFor();
  }

  async openSettings(): Promise<void> {
    await this.open('/settings');
    await this.page.getByTestId('settings').waitFor();
  }

  /** Picks an option of a react-aria Select by the field's label and the option's name. */
  async choose(field: string, option: string): Promise<void> {
    const label = this.page.getByText(field, { exact: true });
    await this.page.locator('.ui-field').filter({ has: label }).getByRole('button').click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  menu(): Locator {
    return this.page.getByRole('dialog');
  }

  async openMenu(): Promise<Locator> {
    await this.page.getByTestId('menu-button').click();
    const menu = this.menu();
    await menu.waitFor();
    return menu;
  }

  async closeMenu(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.menu().waitFor({ state: 'detached' });
  }

  async featured(): Promise<string[]> {
    const list = this.page.getByTestId('featured-list').first();
    await list.waitFor();
    return list.locator('.nav-link__label').allTextContents();
  }

  async areaLabels(): Promise<string[]> {
    return this.menu().locator('[data-area-id]').allTextContents();
  }

  async expectLanguage(lng: string): Promise<void> {
    await expect.poll(() => this.page.evaluate(() => document.documentElement.lang)).toBe(lng);
  }
}

describe('settings', () => {
  let session: Session;
  let ui: SettingsPage;
  beforeAll(async () => {
    session = await openSession();
    ui = new SettingsPage(session.page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('changes the featured list with the persona', async () => {
    await ui.open('/');
    expect(await ui.featured()).toEqual(featuredLabels('IAAS'));

    await ui.openSettings();
    await ui.choose('Persona', label('persona.DATABASE_ENGINEER'));
    await ui.openMenu();
    const engineer = featuredLabels('DATABASE_ENGINEER');
    expect(engineer).not.toEqual(featuredLabels('IAAS'));
    await expect.poll(() => ui.featured()).toEqual(engineer);
    await ui.closeMenu();

    await ui.choose('Persona', label('persona.SECURITY_ADMIN'));
    await ui.open('/');
    await expect.poll(() => ui.featured()).toEqual(featuredLabels('SECURITY_ADMIN'));
    await screenshot(session.page, 'home-security-admin');

    await ui.openSettings();
    await ui.choose('Persona', label('persona.IAAS'));
    expect(session.errors).toEqual([]);
  });

  it('retranslates the menus in German and in Arabic, right to left', async () => {
    await ui.openSettings();
    await ui.choose('Language', 'Deutsch');
    await ui.expectLanguage('de');
    await expect.poll(() => session.page.getByTestId('menu-button').textContent()).toBe('Menü');
    await ui.openMenu();
    await expect.poll(() => ui.areaLabels()).toContain(label('area.identity', 'de'));
    expect(await ui.areaLabels()).not.toContain(label('area.identity'));
    expect(await ui.menu().getAttribute('aria-label')).toBe('Navigationsmenü');
    await ui.closeMenu();

    await ui.choose('Sprache', 'العربية');
    await ui.expectLanguage('ar');
    expect(await session.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await ui.openMenu();
    await expect.poll(() => ui.areaLabels()).toContain(label('area.identity', 'ar'));
    await screenshot(session.page, 'mega-menu-ar');
    await ui.closeMenu();

    // The choice is kept: a reload comes back in Arabic.
    await ui.open('/compute/instances');
    await ui.expectLanguage('ar');
    await expect
      .poll(() => session.page.locator('main h1').first().textContent())
      .toBe(label('compute.instances', 'ar'));

    await ui.openSettings();
    await ui.choose('اللغة', 'English');
    await ui.expectLanguage('en');
    expect(await session.page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(session.errors).toEqual([]);
  });
});

describe('settings with the remote locale host down', () => {
  let session: Session;
  let ui: SettingsPage;
  const aborted: string[] = [];
  beforeAll(async () => {
    // No service worker: the labels must come from the network's last step, not from a cache.
    session = await openSession({ serviceWorkers: 'block' });
    await session.page.route('**/locales/oci-console-*/**', async (route) => {
      aborted.push(route.request().url());
      await route.abort();
    });
    ui = new SettingsPage(session.page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('takes the labels from the local files', async () => {
    await ui.openSettings();
    await ui.openMenu();
    await expect.poll(() => ui.areaLabels()).toContain(label('area.identity'));
    await ui.closeMenu();

    await ui.choose('Language', 'Deutsch');
    await ui.expectLanguage('de');
    await ui.openMenu();
    await expect.poll(() => ui.areaLabels()).toContain(label('area.identity', 'de'));
    await ui.closeMenu();

    await ui.open('/identity/overview');
    await expect
      .poll(() => session.page.locator('main h1').first().textContent())
      .toBe(label('identity.overview', 'de'));
    expect(aborted.some((url) => url.includes('/oci-console-navigation/2.4/de.json'))).toBe(true);
    expect(aborted.some((url) => url.includes('/oci-console-navigation/de.json'))).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
