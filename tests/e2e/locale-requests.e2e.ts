/**
 * A language the remote locale host lacks (Arabic: the emulator's host serves en and de
 * versioned, en, de and fr unversioned) is asked for there once, not on every start: the console
 * once asked for four files that did not exist (two namespaces at two locations) on every page
 * load, each a 404, before its own file answered (issue 36, from a field walk). The page is in
 * Arabic all the same, from the console's own files.
 */
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseLanguage, openSession, type Session } from './support/browser';

describe('a language the locale host lacks', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session.close();
  });

  it('is asked for at the host once, then taken from the console at every start', async () => {
    const { page } = session;
    const remote = `${inject('emulatorUrl')}/locales/`;
    const asked: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().startsWith(remote) && request.url().endsWith('/ar.json')) asked.push(request.url());
    });
    await chooseLanguage(page, inject('consoleUrl'), 'العربية');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The first start in Arabic asks the host for each file it might have.
    await page.reload();
    await page.getByTestId('settings').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    const first = [...asked];
    expect(first.length).toBeGreaterThan(0);
    // Later starts do not ask again for what the host said it lacks, and still speak Arabic.
    for (const path of ['/settings', '/', '/search?q=subnet']) {
      asked.length = 0;
      await page.goto(`${inject('consoleUrl')}${path}`);
      await page.getByRole('banner').waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.getByRole('banner').getByRole('button', { name: 'القائمة' }).waitFor();
      expect(asked).toEqual([]);
    }
    expect(session.errors).toEqual([]);
  });
});
