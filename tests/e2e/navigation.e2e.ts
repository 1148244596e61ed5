/**
 * The menus in Chromium against the emulator: every area of the mega menu opens and its entries
 * lead to pages with content, government regions hide what they do not offer, the menu works by
 * keyboard alone, and at 360px the menus are drawers and nothing scrolls sideways.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type Session } from './support/browser';

type Labels = Readonly<Record<string, Readonly<Record<string, string>>>>;

const EN = JSON.parse(readFileSync('public/locales/en/navigation.json', 'utf8')) as Labels;

function label(key: string): string {
  const [group = '', name = ''] = key.split('.');
  const value = EN[group]?.[name];
  if (value === undefined) throw new Error(`No English label ${key}`);
  return value;
}

/** The console's header and mega menu. */
class ConsolePage {
  constructor(readonly page: Page) {}

  async open(path = '/'): Promise<void> {
    await this.page.goto(`${inject('consoleUrl')}${path}`);
    await this.menuButton.waitFor();
  }

  get menuButton(): Locator {
    return this.page.getByTestId('menu-button');
  }

  get menu(): Locator {
    return this.page.getByRole('dialog', { name: 'Navigation menu' });
  }

  async openMenu(): Promise<Locator> {
    await this.menuButton.click();
    await this.menu.waitFor();
    return this.menu;
  }

  areaButtons(): Locator {
    return this.menu.locator('[data-area-id]');
  }

  async openArea(id: string): Promise<Locator> {
    await this.menu.locator(`[data-area-id="${id}"]`).click();
    const panel = this.menu.getByTestId('menu-panel');
    await panel.waitFor();
    return panel;
  }

  async closeMenu(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.menu.waitFor({ state: 'detached' });
  }

  async chooseRegion(id: string): Promise<void> {
    await this.page.getByTestId('header-region').selectOption(id);
    await expect.poll(() => this.page.getByTestId('header-region').inputValue()).toBe(id);
  }

  /** The page's heading, once the screen has loaded. */
  async heading(): Promise<string> {
    const h1 = this.page.locator('main h1');
    await h1.first().waitFor();
    return (await h1.first().textContent()) ?? '';
  }

  /** Waits until the page's heading reads `text`. */
  async expectHeading(text: string): Promise<void> {
    await expect.poll(() => this.page.locator('main h1').first().textContent()).toBe(text);
  }

  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  }
}

/** First, middle and last of a list. */
function sample<T>(items: readonly T[]): T[] {
  const picks = [items[0], items[Math.floor(items.length / 2)], items[items.length - 1]];
  return [...new Set(picks.filter((x): x is T => x !== undefined))];
}

describe('navigation', () => {
  let session: Session;
  let ui: ConsolePage;
  beforeAll(async () => {
    session = await openSession();
    ui = new ConsolePage(session.page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('opens every area of the mega menu, and sampled entries lead to pages with content', async () => {
    await ui.open('/');
    await ui.openMenu();
    const ids = await ui
      .areaButtons()
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-area-id') ?? ''));
    expect(ids.length).toBeGreaterThanOrEqual(15);
    const targets: { area: string; href: string }[] = [];
    for (const id of ids) {
      const panel = await ui.openArea(id);
      const title = await panel.locator('h2').first().textContent();
      expect(title).toBe(await ui.menu.locator(`[data-area-id="${id}"]`).textContent());
      const hrefs = await panel
        .locator('a[data-nav-item]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
      expect(hrefs.length, `area ${id} lists entries`).toBeGreaterThan(0);
      const internal = hrefs.filter((h) => h.startsWith('/'));
      if (internal.length === 0) {
        expect(
          hrefs.every((h) => h.startsWith('https://')),
          `area ${id} links out`,
        ).toBe(true);
      }
      targets.push(...sample(internal).map((href) => ({ area: id, href })));
    }
    await screenshot(session.page, 'mega-menu');
    await ui.closeMenu();

    for (const { area, href } of targets) {
      await ui.open(href);
      const heading = await ui.heading();
      expect(heading.trim(), `${area} ${href} has a title`).not.toBe('');
      expect(await session.page.getByTestId('not-found').count(), `${href} is a page`).toBe(0);
      // A registry page (a type's list, a service's information), or the console's own screen
      // for the entry (DevOps, license manager, logging, marketplace…) showing more than a spinner.
      const content = session.page.locator(
        '[data-testid="type-list"], [data-testid="service-info"], [data-testid="settings"], [data-testid="compartment-count"], main [data-testid="home-endpoint"], main .ui-page__content > :not(.ui-spinner)',
      );
      await content.first().waitFor();
    }
    await screenshot(session.page, 'entry-page');
    expect(session.errors).toEqual([]);
  });

  it('lists the resources of a typed entry, and its side menu shows the area', async () => {
    await ui.open('/networking/vcns');
    const list = session.page.getByTestId('type-list');
    await list.waitFor();
    await expect.poll(() => list.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const sideMenu = session.page.getByTestId('side-menu');
    await expect.poll(() => sideMenu.locator('h2').textContent()).toBe(label('area.networking'));
    expect(await sideMenu.locator('a[aria-current="page"]').count()).toBe(1);
    await screenshot(session.page, 'type-list');
  });

  it('hides the web application firewall in a government region and shows it in a commercial one', async () => {
    const waf = label('service.webApplicationFirewall');
    await ui.open('/');
    await ui.chooseRegion('us-langley-1');
    let panel = await (async () => {
      await ui.openMenu();
      return ui.openArea('identity');
    })();
    await expect.poll(() => panel.textContent()).toContain(label('service.networkFirewall'));
    expect(await panel.getByRole('heading', { name: waf, exact: true }).count()).toBe(0);
    await ui.closeMenu();

    await ui.chooseRegion('us-ashburn-1');
    await ui.openMenu();
    panel = await ui.openArea('identity');
    await expect.poll(() => panel.getByRole('heading', { name: waf, exact: true }).count()).toBe(1);
    await ui.closeMenu();
  });

  it('works by keyboard alone', async () => {
    const { page } = session;
    await ui.open('/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'menu-button',
    );

    // Enter opens the menu with the filter focused; typing filters, ArrowDown and Enter open a result.
    await page.keyboard.press('Enter');
    await ui.menu.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await page.keyboard.type('bucket');
    await ui.menu.getByTestId('menu-results').waitFor();
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(
      () => document.activeElement?.querySelector('.nav-link__label')?.textContent,
    );
    expect(focused).toBe(label('storage.buckets'));
    await page.keyboard.press('Enter');
    await ui.menu.waitFor({ state: 'detached' });
    await ui.expectHeading(label('storage.buckets'));
    expect(new URL(page.url()).pathname).toBe('/object-storage/buckets');

    // Tab reaches the areas; arrows move between them; Enter opens one; Escape closes and returns focus.
    await ui.menuButton.focus();
    await page.keyboard.press('Enter');
    await ui.menu.waitFor();
    for (let i = 0; i < 60; i++) {
      if (await page.evaluate(() => document.activeElement?.hasAttribute('data-area-id'))) break;
      await page.keyboard.press('Tab');
    }
    const first = await page.evaluate(() => document.activeElement?.getAttribute('data-area-id'));
    expect(first).toBeTruthy();
    await page.keyboard.press('ArrowDown');
    const second = await page.evaluate(() => document.activeElement?.getAttribute('data-area-id'));
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    const areaTitle = await page.evaluate(() => document.activeElement?.textContent);
    expect(areaTitle).toBe(await ui.menu.locator(`[data-area-id="${String(second)}"]`).textContent());
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-nav-item')))
      .toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-area-id')))
      .toBe(second);
    await page.keyboard.press('Escape');
    await ui.menu.waitFor({ state: 'detached' });
    // The dialog's focus scope gives focus back in a frame after it unmounts: wait for it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('menu-button');
    expect(session.errors).toEqual([]);
  });
});

describe('navigation on a 360px phone', () => {
  let session: Session;
  let ui: ConsolePage;
  beforeAll(async () => {
    session = await openSession({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    ui = new ConsolePage(session.page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('opens the menus as drawers, with 44px targets and no sideways scroll', async () => {
    const { page } = session;
    await ui.open('/compute/instances');
    await page.getByTestId('type-list').waitFor();
    expect(await ui.horizontalOverflow()).toBeLessThanOrEqual(0);
    // The region waits behind the header's search button, which opens it with the search box.
    await page.getByTestId('search-button').tap();
    for (const target of [
      ui.menuButton,
      page.getByTestId('search-button'),
      page.getByTestId('settings-link'),
      page.getByTestId('header-region'),
    ]) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await page.getByTestId('search-button').tap();

    // The area's menu is a drawer behind a button.
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    await page.getByTestId('side-menu-button').click();
    const drawer = page.getByRole('dialog', { name: label('area.compute') });
    await drawer.waitFor();
    const link = drawer.getByRole('link', { name: label('compute.images'), exact: true });
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'phone-side-menu');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // The mega menu fills the screen; an area replaces the list, with a way back.
    const menu = await ui.openMenu();
    const box = await menu.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(360);
    await ui.openArea('storage');
    await menu.getByRole('button', { name: 'All areas' }).waitFor();
    expect(await ui.areaButtons().count()).toBe(0);
    expect(await ui.horizontalOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-mega-menu');
    await menu.getByRole('link', { name: label('storage.buckets'), exact: true }).click();
    await ui.menu.waitFor({ state: 'detached' });
    await ui.expectHeading(label('storage.buckets'));

    for (const path of ['/', '/settings', '/identity/overview']) {
      await ui.open(path);
      await ui.heading();
      expect(await ui.horizontalOverflow(), path).toBeLessThanOrEqual(0);
    }
    expect(session.errors).toEqual([]);
  });
});

describe('the header on a laptop', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await session.close();
  });

  /** Each pair of the header's controls whose boxes cover one another, by their names. */
  async function overlapping(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const header = document.querySelector('.shell-header');
      if (header === null) return ['no header'];
      const controls = [
        ...header.querySelectorAll(
          '.shell-menu-button, .shell-brand, .shell-region, .shell-tools > *, .shell-settings',
        ),
      ]
        .map((element) => ({
          name: element.className || element.tagName,
          box: element.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width > 1 && box.height > 1);
      const pairs: string[] = [];
      for (const [i, a] of controls.entries())
        for (const b of controls.slice(i + 1)) {
          const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (across > 0.5 && down > 0.5) pairs.push(`${a.name} over ${b.name}`);
        }
      return pairs;
    });
  }

  it('keeps every control clear of the others, online and offline, at every laptop width', async () => {
    const { page, context } = session;
    await page.goto(`${inject('consoleUrl')}/`);
    await page.getByTestId('menu-button').waitFor();
    await page.getByRole('combobox', { name: 'Search' }).first().waitFor();
    const found: string[] = [];
    for (const offline of [false, true]) {
      await context.setOffline(offline);
      await expect
        .poll(() => page.getByTestId('online-status').textContent())
        .toMatch(offline ? /^Offline/ : /^Online/);
      for (const width of [1024, 1180, 1280, 1366, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        if (offline && width === 1280) await screenshot(page, 'header-laptop-offline');
        for (const pair of await overlapping(page))
          found.push(`${String(width)} px${offline ? ', offline' : ''}: ${pair}`);
      }
    }
    await context.setOffline(false);
    expect(found).toEqual([]);
  });
});
