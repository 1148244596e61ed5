/**
 * The trust boundary seen from a link: a search address naming a region the region table does
 * not know sends nothing for it, and the person sees that the region was refused.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, type Session } from './support/browser';

describe('a search link with a hostile region', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session.close();
  });

  it('sends no request for it and says the region was refused', async () => {
    const { page, context } = session;
    const hostile: string[] = [];
    const searches: string[] = [];
    context.on('request', (request) => {
      const url = request.url();
      const { hostname, pathname } = new URL(url);
      // The link itself carries the name in its query; a call would carry it in its host or path.
      if (hostname.includes('attacker') || pathname.includes('attacker')) hostile.push(url);
      if (url.includes('/20180409/resources')) searches.push(url);
    });
    await page.goto(`${inject('consoleUrl')}/search?q=x&regions=x.attacker.example`);
    await page.getByRole('alert').filter({ hasText: 'x.attacker.example is not an OCI region' }).waitFor();
    const status = page.getByTestId('search-status');
    await expect.poll(() => status.getAttribute('data-phase'), { timeout: 30_000 }).toBe('done');
    expect(hostile, hostile.join(' ')).toEqual([]);
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((url) => url.includes('/query/us-ashburn-1/'))).toBe(true);
  });
});
