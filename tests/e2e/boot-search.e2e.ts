/**
 * The precached page's search form (index.html and its inline script): a real search box before
 * the app has started, in the user's language, that the app takes over with what was typed and
 * the focus, and whose Enter the app answers without the page being loaded again. The app's start is held here (its entry script waits) so the form is seen alone.
 */
import type { BrowserContext, BrowserContextOptions, Locator, Page, Route } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { chooseLanguage, openSession, PHONE, screenshot, type Session } from './support/browser';

const LONG = { timeout: 20_000 };
/** No service worker: the app's files come from the network, where the test can hold them. */
const NO_WORKER: BrowserContextOptions = { serviceWorkers: 'block' };

/** The app's search box: the plain field, or the combo box that replaces it once loaded. */
function appBox(within: Page | Locator, name: string): Locator {
  return within.getByRole('searchbox', { name }).or(within.getByRole('combobox', { name }));
}

/** The words the app saved for the precached page's form are in this language. */
async function wordsSavedIn(page: Page, lng: string): Promise<void> {
  await page.waitForFunction(
    (language) =>
      (JSON.parse(localStorage.getItem('field-console.boot-search') ?? '{}') as { lang?: unknown }).lang ===
      language,
    lng,
  );
}
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's entry script until `release()`: the page shows what index.html alone gives. */
async function holdTheApp(context: BrowserContext): Promise<{ release: () => void }> {
  const held: Route[] = [];
  let released = false;
  await context.route(ENTRY, (route) => (released ? route.continue() : void held.push(route)));
  return {
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

describe('the search form of the precached page', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('searches before the app starts, and the app keeps what was typed and the focus', async () => {
    session = await openSession({ ...PHONE, ...NO_WORKER });
    const { page, context } = session;
    await page.goto(inject('consoleUrl'));
    await page.getByTestId('search-button').waitFor(LONG);
    await wordsSavedIn(page, 'en');

    const app = await holdTheApp(context);
    await page.reload({ waitUntil: 'commit' });
    const form = page.locator('#boot-search');
    const box = form.getByRole('searchbox', { name: 'Search' });
    await box.waitFor();
    expect(await page.getByTestId('search-button').count()).toBe(0);
    await box.fill('prod-');
    await box.pressSequentially('web');
    await screenshot(page, 'boot-search-form');

    app.release();
    // On a phone the header folds the box behind a button: it opens, since the form was in use.
    const header = page.getByRole('banner').filter({ has: page.getByTestId('search-button') });
    const taken = appBox(header, 'Search');
    await taken.waitFor(LONG);
    expect(await form.count()).toBe(0);
    // The plain box may give way to the combo box meanwhile: both keep the text and the focus.
    await expect.poll(() => taken.inputValue()).toBe('prod-web');
    await expect.poll(() => taken.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    // The app's box puts the console's region in the address.
    await page.waitForURL(/\/search\?q=prod-web&regions=us-ashburn-1$/, LONG);
    expect(session.errors).toEqual([]);
  });

  it('takes Enter before the app starts without loading the page again; the app then shows the results', async () => {
    session = await openSession(NO_WORKER);
    const { page, context } = session;
    await page.goto(inject('consoleUrl'));
    await appBox(page.getByRole('banner'), 'Search').waitFor(LONG);
    await wordsSavedIn(page, 'en');
    const app = await holdTheApp(context);
    await page.reload({ waitUntil: 'commit' });
    const box = page.locator('#boot-search').getByRole('searchbox', { name: 'Search' });
    await box.fill('query instance resources');
    // A mark on this document: a page loaded again would not have it.
    await page.evaluate(() => {
      document.documentElement.dataset.sameDocument = 'yes';
    });
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=query\+instance\+resources$/, { waitUntil: 'commit' });
    expect(await page.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');
    await box.waitFor();

    app.release();
    await page.getByTestId('search-result').first().waitFor(LONG);
    expect(await page.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');
    const opened = new URL(page.url());
    expect([opened.pathname, opened.searchParams.get('q')]).toEqual(['/search', 'query instance resources']);
    expect(session.errors).toEqual([]);
  });

  for (const [language, lng, dir, name] of [
    ['Deutsch', 'de', 'ltr', 'Suchen'],
    ['Français', 'fr', 'ltr', 'Rechercher'],
    ['العربية', 'ar', 'rtl', 'بحث'],
  ] as const) {
    it(`speaks ${language} to a user who chose it, from its first paint (${dir})`, async () => {
      session = await openSession(NO_WORKER);
      const { page, context } = session;
      await chooseLanguage(page, inject('consoleUrl'), language);
      await appBox(page.getByRole('banner'), name).waitFor(LONG);
      await wordsSavedIn(page, lng);
      await holdTheApp(context);
      await page.reload({ waitUntil: 'commit' });
      const form = page.locator('#boot-search');
      await form.getByRole('searchbox', { name }).waitFor();
      expect(await form.getByRole('searchbox', { name: 'Search' }).count()).toBe(0);
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual([lng, dir]);
      // Nothing of the form is English: not its name, not its placeholder.
      expect(await form.getByRole('searchbox').getAttribute('placeholder')).not.toMatch(/search/i);
      await screenshot(page, `boot-search-${lng}`);
    });
  }

  it('stays out when no words were saved (a first visit): nothing shows in a language not chosen', async () => {
    session = await openSession(NO_WORKER);
    const { page, context } = session;
    await holdTheApp(context);
    await page.goto(inject('consoleUrl'), { waitUntil: 'commit' });
    // The page is parsed (its app still held) and the form's script has taken the form out.
    await page.waitForFunction(
      () => document.readyState !== 'loading' && document.getElementById('boot-search') === null,
    );
    expect(await page.getByRole('searchbox').count()).toBe(0);
  });
});
