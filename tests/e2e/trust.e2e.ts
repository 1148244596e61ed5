/**
 * The trust boundary as a person meets it: a shared link to a resource opens in a fresh browser
 * (no service worker yet) and shows the resource; the console runs under its
 * Content-Security-Policy without one violation; another page cannot frame it, nor keep a handle
 * on a tab it opened with it; and the page may use only the browser features it needs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './support/browser';
import { DIST } from './support/dist';

const LONG = { timeout: 30_000 };
const REGION = 'us-ashburn-1';

/** A subnet of the demo tenancy, read from the emulator as the console's call layer would. */
async function firstSubnet(): Promise<{ id: string; name: string; vcnId: string }> {
  const base = inject('emulatorUrl');
  const search = await fetch(`${base}/query/${REGION}/20180409/resources?limit=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Structured', query: 'query subnet resources' }),
  });
  const found = (await search.json()) as { items: { identifier: string }[] };
  const id = found.items[0]?.identifier ?? '';
  const subnet = (await (await fetch(`${base}/iaas/${REGION}/20160918/subnets/${id}`)).json()) as {
    displayName: string;
    vcnId: string;
  };
  return { id, name: subnet.displayName, vcnId: subnet.vcnId };
}

/** Every CSP violation the page, its frames or its workers report. */
function watchPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Refused to load: Content Security Policy ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

describe('the trust boundary', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('opens a shared details link in a fresh browser, with no policy violation', async () => {
    session = await openSession();
    const { page } = session;
    const violations = watchPolicy(page);
    const subnet = await firstSubnet();
    expect(subnet.id).toMatch(/^ocid1\.subnet\./);
    const response = await page.goto(
      `${inject('consoleUrl')}/networking/vcns/${encodeURIComponent(subnet.vcnId)}/subnets/${encodeURIComponent(subnet.id)}`,
    );
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByRole('heading', { level: 1, name: subnet.name }).waitFor(LONG);
    await page.getByText('Subnet', { exact: true }).first().waitFor(LONG);
    await page.getByRole('link', { name: subnet.vcnId }).waitFor(LONG);
    expect(violations).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('cannot be framed by another page', async () => {
    session = await openSession();
    const { page } = session;
    const refused = page.waitForEvent('console', {
      predicate: (message) => message.text().includes("frame-ancestors 'none'"),
      ...LONG,
    });
    await page.setContent(`<iframe title="framed" src="${inject('consoleUrl')}/"></iframe>`);
    await refused;
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(await framed?.getByRole('heading').count()).toBe(0);
    expect(framed?.url()).not.toBe(`${inject('consoleUrl')}/`);
  });

  it('gives a page that opens it no handle on its tab, and allows only the features it uses', async () => {
    session = await openSession();
    const { page, context } = session;
    // Features this browser's build does not have are named as unrecognized (Chromium on Linux
    // has no share sheet and no Web Bluetooth); anything else would be a mistake in the header.
    const policyErrors: string[] = [];
    context.on('console', (message) => {
      const text = message.text();
      if (
        /Permissions-Policy|Feature Policy/i.test(text) &&
        !/Unrecognized feature: '(web-share|bluetooth)'/.test(text)
      ) {
        policyErrors.push(text);
      }
    });
    await page.setContent('<title>Another page</title>');
    const opened = context.waitForEvent('page', LONG);
    await page.evaluate(
      (url) => {
        Object.assign(window, { consoleTab: window.open(url) });
      },
      `${inject('consoleUrl')}/settings`,
    );
    const tab = await opened;
    await tab.getByTestId('settings').waitFor(LONG);
    expect(await tab.evaluate(() => window.opener as unknown)).toBeNull();
    // The opener's handle is cut off: it reads as closed, and navigating it goes nowhere.
    expect(await page.evaluate(() => (window as unknown as { consoleTab: Window }).consoleTab.closed)).toBe(
      true,
    );
    const features = await tab.evaluate(() => {
      const policy = (
        document as unknown as {
          featurePolicy: { features(): string[]; allowsFeature(name: string): boolean };
        }
      ).featurePolicy;
      const known = new Set(policy.features());
      return Object.fromEntries(
        ['camera', 'clipboard-write', 'web-share', 'geolocation', 'microphone', 'payment', 'usb']
          .filter((name) => known.has(name))
          .map((name) => [name, policy.allowsFeature(name)]),
      );
    });
    expect(features).toMatchObject({
      camera: true,
      'clipboard-write': true,
      geolocation: false,
      microphone: false,
      payment: false,
      usb: false,
    });
    if ('web-share' in features) expect(features['web-share']).toBe(true);
    expect(policyErrors).toEqual([]);
  });

  it('ships no source maps', () => {
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = files.filter((file) => /\.m?js$/.test(file));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      expect(readFileSync(join(DIST, file), 'utf8'), file).not.toContain('sourceMappingURL=');
    }
  });
});
