import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type Session } from './support/browser';

describe('the app shell', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session.close();
  });

  it('shows the endpoint and live data fetched through the worker', async () => {
    const { page } = session;
    await page.goto(inject('consoleUrl'));
    await expect.poll(() => page.getByTestId('home-endpoint').textContent()).toBe(inject('emulatorUrl'));
    const count = page.getByTestId('compartment-count');
    await count.waitFor();
    expect(Number((await count.textContent())?.split(' ')[0])).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'home');
    expect(session.errors).toEqual([]);
  });
});
