/**
 * The trust boundary as a person meets it: a shared link to a resource opens in a fresh browser
 * (no service worker yet) and shows the resource; the console runs under its
 * Content-Security-Policy without one violation; and another page cannot frame it.
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
