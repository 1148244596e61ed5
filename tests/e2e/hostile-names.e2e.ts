/**
 * Names the console does not choose, as a field admin meets them on a phone:
 * - a deployment named with a right-to-left override is watched ("Notify me") and fails: its
 *   notification reads as the name, then "failed" — the override kept inside the name's isolate,
 *   the state word outside it — and on its page and the home page the name is isolated wherever
 *   it stands among other words, as is its compartment's, named likewise, in the home page's counts;
 * - a 10,000-character name wraps instead of widening the page, at 412 px: on the home page's
 *   cards, the DevOps breadcrumbs, the instance list and the bucket list;
 * - in Arabic: a type's suggestion cut short keeps the start of the query it runs, a service's
 *   sentence ("Deployment succeeded.") keeps its full stop at its own end, a region's id is never
 *   split at its hyphens, and the links under a run are apart.
 *
 * It runs its own emulator and console: it names and renames resources the other tests use.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, openSession, screenshot } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { startOwnConsole, type OwnConsole } from './support/chaos';
import { approveElsewhere, DevopsPage, findPipelines, json, type Pipelines } from './support/devops';

const REGION = 'us-ashburn-1';
const DEVOPS = `/devops/${REGION}/20210630`;
const LONG = { timeout: 30_000 };
const RLO = '\u202E';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A name that contains "fail" (the emulator fails its last stage) and, after a right-to-left
 * override, "succeeded" backwards: shown raw before " failed", it reads "… deliaf succeeded".
 */
const OVERRIDDEN = `deploy-7-fail ${RLO}deddeccus`;
/** The deployment's compartment's name: its count on the home page ("name · 2") keeps its order only isolated. */
const COMPARTMENT = `ops ${RLO}dlrow`;
const HUGE = `huge-${'x'.repeat(9_990)}-end`;
/** The huge name on screen (a pattern: a failure message never prints 10,000 characters). */
const HUGE_SHOWN = /^huge-x{100}/;

interface ShownNotification {
  readonly title: string;
}

function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return ((await registration?.getNotifications()) ?? []).map((n) => ({ title: n.title }));
  });
}

/**
 * Where the page shows a right-to-left override that could reorder the words around it: a text
 * node holding one outside an isolate of its own string (FSI … PDI), whose element neither
 * isolates it (<bdi>, dir, unicode-bidi) nor holds it alone as a block; and an accessible name or
 * hint holding one outside FSI … PDI.
 */
function unisolatedOverrides(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ rlo, fsi, pdi }) => {
      const inIsolate = (text: string, at: number): boolean => {
        const open = text.lastIndexOf(fsi, at);
        return open >= 0 && text.indexOf(pdi, at) > at && text.lastIndexOf(pdi, at) < open;
      };
      const problems: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = (node as Text).data;
        const at = text.indexOf(rlo);
        if (at < 0 || inIsolate(text, at)) continue;
        const element = node.parentElement;
        if (element === null) continue;
        const style = getComputedStyle(element);
        const isolating = ['isolate', 'isolate-override', 'plaintext'].includes(style.unicodeBidi);
        const ownBox = style.display !== 'inline' && style.display !== 'contents';
        if ((isolating || ownBox) && element.textContent.trim() === text.trim()) continue;
        problems.push(element.outerHTML.slice(0, 160));
      }
      for (const element of document.querySelectorAll('[aria-label], [title], [aria-description]')) {
        for (const name of ['aria-label', 'title', 'aria-description']) {
          const value = element.getAttribute(name) ?? '';
          const at = value.indexOf(rlo);
          if (at >= 0 && !inIsolate(value, at)) problems.push(`${name}="${value.slice(0, 80)}"`);
        }
      }
      return problems;
    },
    { rlo: RLO, fsi: FSI, pdi: PDI },
  );
}

/** How much wider than the window the page is, in CSS pixels (0: it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** A deployment of the release pipeline, started straight at the emulator under this name. */
async function deploymentNamed(
  emulatorUrl: string,
  pipelineId: string,
  displayName: string,
): Promise<string> {
  const made = await json<{ id: string }>(`${emulatorUrl}${DEVOPS}/deployments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      deployPipelineId: pipelineId,
      deploymentType: 'PIPELINE_DEPLOYMENT',
      displayName,
    }),
  });
  return made.id;
}

async function deploymentState(emulatorUrl: string, id: string): Promise<unknown> {
  const body = await json<{
    lifecycleState?: string;
    deploymentExecutionProgress?: { deployStageExecutionProgress?: Record<string, { status?: string }> };
  }>(`${emulatorUrl}${DEVOPS}/deployments/${id}`);
  const waiting = Object.values(body.deploymentExecutionProgress?.deployStageExecutionProgress ?? {}).some(
    (stage) => stage.status === 'WAITING',
  );
  return waiting ? 'WAITING' : body.lifecycleState;
}

describe('names the console does not choose', () => {
  let served: OwnConsole;
  let pipelines: Pipelines;
  let compartmentId: string;
  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 0.05 });
    pipelines = await findPipelines(served.emulator.url);
    const state = served.emulator.state;
    const inCompartment = state.region(REGION)?.store.get(pipelines.deployPipelineId)?.summary.compartmentId;
    if (inCompartment === undefined) throw new Error('The demo deployment pipeline is missing');
    compartmentId = inCompartment;
    const now = new Date(state.clock.now()).toISOString();
    for (const region of state.seededRegions) {
      const store = state.region(region)?.store;
      const compartment = store?.get(compartmentId);
      if (compartment !== undefined) store?.update(compartment, { displayName: COMPARTMENT }, now);
    }
  });
  afterAll(async () => {
    await served.close();
  });

  const deploymentPath = (id: string) =>
    `/devops-deployment/projects/${encodeURIComponent(pipelines.projectId)}/pipelines/${encodeURIComponent(pipelines.deployPipelineId)}/deployments/${encodeURIComponent(id)}`;

  it('tells of a deployment named with a right-to-left override as the name, then "failed"', async () => {
    const session = await openSession();
    try {
      const { page, context } = session;
      await context.grantPermissions(['notifications'], { origin: served.url });
      const id = await deploymentNamed(served.emulator.url, pipelines.deployPipelineId, OVERRIDDEN);
      await expect.poll(() => deploymentState(served.emulator.url, id), LONG).toBe('WAITING');
      const devops = new DevopsPage(page, served.url);
      await devops.openPage(deploymentPath(id));
      await devops.waitForStatus('waitingForApproval');
      await waitForServiceWorkerControl(page);
      await devops.waitForStatus('waitingForApproval');
      const toggle = page.getByRole('button', { name: 'Notify me' });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await unisolatedOverrides(page)).toEqual([]);

      await approveElsewhere(served.emulator.url, id);
      await devops.waitForLifecycle('FAILED');
      await expect.poll(() => shownNotifications(page), { timeout: 45_000, interval: 250 }).toHaveLength(1);
      const [shown] = await shownNotifications(page);
      // In logical order: the name, whole and isolated, and the state word after it, outside.
      expect(shown?.title).toBe(`${FSI}${OVERRIDDEN}${PDI} failed`);
      expect(await unisolatedOverrides(page)).toEqual([]);

      // Searched once, the failed resources and the compartment are on the device, named.
      for (const q of [
        "query all resources where lifecycleState = 'FAILED'",
        `query compartment resources where identifier = '${compartmentId}'`,
      ]) {
        await page.goto(`${served.url}/search?q=${encodeURIComponent(q)}`);
        await expect
          .poll(() => page.getByTestId('search-status').getAttribute('data-phase'), LONG)
          .toBe('done');
      }
      await page.goto(served.url);
      await page.getByTestId('needs-failed').filter({ hasText: 'deploy-7-fail' }).first().waitFor(LONG);
      // The failing resources counted by compartment, the deployment's among them by its name.
      await page
        .locator('.home-needs__compartments li')
        .filter({ hasText: 'dlrow' })
        .waitFor({ state: 'attached', ...LONG });
      expect(await unisolatedOverrides(page)).toEqual([]);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('wraps a 10,000-character name instead of widening the page, at 412 px', async () => {
    const emulator = served.emulator;
    const store = emulator.state.region(REGION)?.store;
    if (store === undefined) throw new Error(`The emulator has no ${REGION}`);
    const now = new Date(emulator.state.clock.now()).toISOString();
    for (const type of ['Instance', 'Bucket']) {
      const entity = [...store.entities()].find((e) => e.searchable && e.summary.resourceType === type);
      if (entity === undefined) throw new Error(`The emulator has no ${type}`);
      store.update(entity, { displayName: HUGE }, now);
    }
    const project = store.get(pipelines.projectId);
    if (project === undefined) throw new Error('The demo project is missing');
    store.update(project, { name: HUGE }, now);
    const waiting = await deploymentNamed(emulator.url, pipelines.deployPipelineId, HUGE);
    await expect.poll(() => deploymentState(emulator.url, waiting), LONG).toBe('WAITING');

    const session = await openSession({
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const { page } = session;
      const huge = page.locator('main').getByText(HUGE_SHOWN).first();
      const pages = [
        ['home', '/'],
        [
          'breadcrumbs',
          `/devops-deployment/projects/${encodeURIComponent(pipelines.projectId)}/pipelines/${encodeURIComponent(pipelines.deployPipelineId)}`,
        ],
        ['instances', '/compute/instances'],
        ['buckets', '/object-storage/buckets'],
      ] as const;
      const widths: Record<string, number> = {};
      for (const [name, path] of pages) {
        await page.goto(`${served.url}${path}`);
        await expect.poll(() => huge.isVisible(), { timeout: 60_000, message: name }).toBe(true);
        widths[name] = await overflow(page);
        await screenshot(page, `hostile-names-${name}`);
      }
      expect(widths).toEqual({ home: 0, breadcrumbs: 0, instances: 0, buckets: 0 });
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('keeps a suggestion’s start, a service’s sentence, a region’s id and two links whole in Arabic', async () => {
    const session = await openSession({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const { page } = session;
      const id = await deploymentNamed(served.emulator.url, pipelines.deployPipelineId, 'release-ar');
      await expect.poll(() => deploymentState(served.emulator.url, id), LONG).toBe('WAITING');
      await approveElsewhere(served.emulator.url, id);
      await expect
        .poll(() => deploymentState(served.emulator.url, id), { timeout: 60_000 })
        .toBe('SUCCEEDED');
      await chooseLanguage(page, served.url, 'العربية');
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');

      // A type's suggestion shows the query it runs; cut short on a phone, it keeps its start
      // ("query Cloud…") and loses its end, as the English it is reads.
      await page.goto(served.url);
      await page.getByTestId('search-button').tap();
      await page.getByRole('banner').locator('.search-box input').pressSequentially('cloud');
      const queries = page.getByRole('listbox').locator('.search-box__detail');
      await queries.first().waitFor(LONG);
      const cut = await queries.evaluateAll((elements) =>
        elements
          .filter((element) => element.scrollWidth > element.clientWidth)
          .map((element) => {
            const range = document.createRange();
            range.setStart(element.firstChild ?? element, 0);
            range.setEnd(element.firstChild ?? element, 1);
            const first = range.getBoundingClientRect();
            const box = element.getBoundingClientRect();
            return {
              query: element.textContent,
              startShown: first.left >= box.left - 1 && first.right <= box.right + 1,
            };
          }),
      );
      expect(cut.length).toBeGreaterThan(0);
      expect(cut.filter((query) => !query.startShown)).toEqual([]);
      await screenshot(page, 'hostile-names-arabic-suggestions');

      await page.goto(`${served.url}${deploymentPath(id)}`);
      const said = page.getByText('Deployment succeeded.', { exact: true });
      await said.waitFor({ timeout: 60_000 });
      // The full stop ends the English sentence on the sentence's own side: right of its words.
      const sides = await said.evaluate((element) => {
        const text = element.firstChild;
        if (text === null) return undefined;
        const range = document.createRange();
        const at = (index: number) => {
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          return range.getBoundingClientRect().left;
        };
        return { first: at(0), stop: at((text.textContent ?? '').length - 1) };
      });
      expect(sides).toBeDefined();
      expect(sides?.stop ?? 0).toBeGreaterThan(sides?.first ?? 0);
      // The links under the run, each its own item, not one run-together word.
      const links = page.locator('main ul.devops-links > li');
      await expect.poll(() => links.count()).toBeGreaterThanOrEqual(2);
      expect(await page.locator('main').innerText()).not.toMatch(/المسار(طلبات|العمل)/);
      await screenshot(page, 'hostile-names-arabic-run');

      // A region's id, on the deployment's summary page and on the home page: one line each,
      // never split at a hyphen (its pieces would change sides).
      for (const [path, shot] of [
        [`/resources/${encodeURIComponent(id)}`, 'summary'],
        ['/', 'home'],
      ] as const) {
        await page.goto(`${served.url}${path}`);
        const regionIds = page.locator('main').getByText(REGION, { exact: true });
        await regionIds.first().waitFor(LONG);
        const lines = await regionIds.evaluateAll((elements) =>
          elements.map((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          }),
        );
        expect(lines.length).toBeGreaterThan(0);
        expect(lines, path).toEqual(lines.map(() => 1));
        await screenshot(page, `hostile-names-arabic-${shot}`);
      }
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
