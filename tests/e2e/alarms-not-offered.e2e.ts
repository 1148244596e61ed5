/**
 * Alarms where the tenancy has no Monitoring, or the user no policy for it (issue 33, point 6),
 * on a 390 px phone: the emulator refuses every Monitoring call, first 404 NotAuthorizedOrNotFound
 * (a realm or tenancy without the service), then 401 NotAuthenticated (a missing policy, as the
 * one failure policy counts it). The home page's alarms card, the menu's Alarm status list and an
 * alarm's own page each say a plain sentence — no error panel, no request id, no retry — and in
 * German too. The other languages' words are held by the home card's component test and the
 * translation check.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, chooseLanguage, openSession, screenshot, type Session } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { startOwnConsole, type OwnConsole } from './support/chaos';
import { openFromArea } from './support/consoleSession';

const REGION = 'us-ashburn-1';
const LONG = { timeout: 30_000 };

const HOME_SENTENCE = `Alarms of ${REGION} are not available: the tenancy has no Monitoring there, or you have no policy to read alarms.`;
const LIST_SENTENCE =
  'Alarms are not available here: the tenancy has no Monitoring in this region, or you have no policy to read alarms in this compartment.';
const PAGE_SENTENCE =
  'This alarm cannot be read here: it does not exist, the tenancy has no Monitoring in this region, or you have no policy to read alarms in its compartment.';

/** The sentence stands where the screen would have been, and no error panel beside it. */
async function saysOnly(page: Page, sentence: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: sentence }).waitFor(LONG);
  expect(await page.locator('main').getByRole('alert').count()).toBe(0);
  expect(await page.locator('main').getByRole('button', { name: 'Retry' }).count()).toBe(0);
}

describe('alarms not offered', () => {
  let served: OwnConsole;
  let session: Session;
  let alarmId: string;

  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 1 });
    const first = served.emulator.state.region(REGION)?.store.collection('telemetry/alarms')[0];
    if (first === undefined) throw new Error('The demo tenancy has no alarm');
    alarmId = first.id;
    session = await openSession(PHONE);
  });
  afterAll(async () => {
    await session.close();
    await served.close();
  });

  async function refuseMonitoring(status: number): Promise<void> {
    const answer = await fetch(`${served.emulator.url}/_emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errorRate: 1, errorStatuses: [status], paths: ['/telemetry/'] }),
    });
    expect(answer.status).toBe(200);
  }

  it('says a sentence on the home card, the alarm list and an alarm’s page, for a 404 and a 401', async () => {
    const { page } = session;
    await refuseMonitoring(404);
    await page.goto(served.url);
    await waitForServiceWorkerControl(page);

    // Home: the alarms card says so for the region, where firing alarms would be.
    const card = page
      .locator('.home-needs__card')
      .filter({ has: page.getByRole('heading', { name: 'Alarms' }) });
    await card.getByRole('status').filter({ hasText: HOME_SENTENCE }).waitFor(LONG);
    expect(await card.getByRole('alert').count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'alarms-not-offered-home');

    // The menu's Alarm status: the compartment's firing alarms, refused.
    await openFromArea(page, 'observability', 'Alarm status');
    await page.getByRole('heading', { level: 1, name: 'Firing alarms' }).waitFor(LONG);
    await saysOnly(page, LIST_SENTENCE);
    await screenshot(page, 'alarms-not-offered-list');

    // An alarm's own page, opened from a shared link.
    await page.goto(`${served.url}/monitoring/alarms/${alarmId}`);
    await saysOnly(page, PAGE_SENTENCE);
    await screenshot(page, 'alarms-not-offered-page');

    // A policy missing instead (401): the same sentences.
    await refuseMonitoring(401);
    await page.reload();
    await saysOnly(page, PAGE_SENTENCE);
    await page.goto(`${served.url}/monitoring/alarms/status`);
    await saysOnly(page, LIST_SENTENCE);
    expect(session.errors).toEqual([]);
  });

  it('says it in the user’s language', async () => {
    const { page } = session;
    await refuseMonitoring(404);
    await chooseLanguage(page, served.url, 'Deutsch');
    await page.goto(`${served.url}/monitoring/alarms/${alarmId}`);
    await saysOnly(
      page,
      'Dieser Alarm kann hier nicht gelesen werden: Es gibt ihn nicht, der Mandant hat in dieser Region kein Monitoring, oder Ihnen fehlt die Policy zum Lesen von Alarmen in seinem Compartment.',
    );
    await page.goto(served.url);
    await page
      .getByRole('status')
      .filter({
        hasText: `Alarme von ${REGION} sind nicht verfügbar: Der Mandant hat dort kein Monitoring, oder Ihnen fehlt die Policy zum Lesen von Alarmen.`,
      })
      .waitFor(LONG);
    await screenshot(page, 'alarms-not-offered-german');
    expect(session.errors).toEqual([]);
  });
});
