import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPwaSession, waitForServiceWorkerControl, type PwaSession } from './support/builds';

interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}

describe('the console as an installable app', () => {
  let session: PwaSession;
  beforeAll(async () => {
    session = await openPwaSession(inject('consoleUrl'));
  });
  afterAll(async () => {
    await session.close();
  });

  it('has a manifest Chromium parses without errors, and icons that load', async () => {
    const { page } = session;
    await page.goto(inject('consoleUrl'));
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as { name?: string; icons?: ManifestIcon[] };
    expect(data.name).toBe('Field Console');
    const icons = data.icons ?? [];
    expect(icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining([
        '192x192 image/png any',
        '512x512 image/png any',
        '512x512 image/png maskable',
      ]),
    );
    for (const icon of icons) {
      const answer = await page.request.get(new URL(icon.src, inject('consoleUrl')).href);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type'], icon.src).toBe(icon.type);
    }
  });

  it('is controlled by its service worker, and Chromium reports no installability error', async () => {
    const { page } = session;
    await page.goto(inject('consoleUrl'));
    await waitForServiceWorkerControl(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
