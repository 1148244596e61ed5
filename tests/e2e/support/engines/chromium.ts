/**
 * Debian's Chromium behind the same interface as the other engines, through playwright-core as
 * every other browser test drives it, so the main flows run alike in all three.
 */
import type { ElementHandle, JSHandle } from 'playwright-core';
import { launchBrowser } from '../browser';
import type { EngineDriver, ElementRef } from './enginePage';

export async function launchChromium(): Promise<EngineDriver> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const handle = (element: ElementRef) => element as ElementHandle;
  return {
    engine: 'chromium',
    version: browser.version(),
    navigate: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    currentUrl: () => Promise.resolve(page.url()),
    // A string expression: the DevTools protocol evaluates it, which the console's CSP allows.
    call: (source, args) =>
      page.evaluate(
        `Promise.resolve((${source})(...${JSON.stringify(args)})).then((value) => value ?? null)`,
      ),
    element: async (source, args) => {
      const found: JSHandle<Node | null> = await page.evaluateHandle(`(${source})(...${JSON.stringify(args)})`);
      return found.asElement() ?? undefined;
    },
    click: async (element) => {
      await handle(element).click();
    },
    type: async (element, text) => {
      await handle(element).click();
      await page.keyboard.type(text.replace(/\uE007/g, ''));
      if (text.includes('\uE007')) await page.keyboard.press('Enter');
    },
    setOffline: (offline) => context.setOffline(offline),
    grantNotifications: (origin) => context.grantPermissions(['notifications'], { origin }),
    errors: () => Promise.resolve([...errors]),
    close: async () => {
      await context.close();
      await browser.close();
    },
  };
}
