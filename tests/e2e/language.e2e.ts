/**
 * The user's language everywhere: on a phone (390 px), from a fresh profile, a person picks German
 * (and, each in a fresh profile of its own, French and Arabic) in Settings, then walks the
 * console's main screens: home, a search with results, a resource's details page (and its kept
 * copy, offline), the summary pages of an Exadata infrastructure and an instance configuration
 * (its Enabled badge), DevOps (projects; a project and every kind of page under it — pipelines,
 * stages, environments, artifacts, connections, triggers — each tab of each; a build run; a
 * deployment started and approved there — its stages, its page once done, its properties on its
 * summary page — and the work requests), the license manager, the outbox holding those two changes, settings and profiles.
 * On each, everything the person can see or hear (the page's text, aria-labels, titles,
 * placeholders) must hold no English word of the console's own strings and no wire code (an
 * enumeration value such as PIPELINE_DEPLOYMENT, an API name such as approveDeployment, an ISO
 * timestamp); the tenancy's data (names, descriptions, OCIDs) is not the console's to translate.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REGIONS } from '../../src/oci/regions';
import { chooseLanguage, openSession, screenshot, type Session } from './support/browser';
import { DevopsPage, findPipelines } from './support/devops';
import { searchAll } from './support/emulatorSearch';
import {
  browserWords,
  dataTokens,
  dataWords,
  englishUiWords,
  findEnglish,
  findWireCodes,
  localeText,
  type EnglishFinding,
} from './support/englishWords';

const REGION = 'us-ashburn-1';
const LONG = { timeout: 30_000 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Found {
  readonly identifier: string;
  readonly displayName: string;
  readonly resourceType: string;
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every result of a structured search, page after page (the home page shows any of them). */
async function query(text: string): Promise<{ items: Found[] }> {
  return { items: await searchAll(inject('emulatorUrl'), REGION, text) };
}

/** A resource of the type whose name no other of its type contains. */
async function distinct(type: string): Promise<Found> {
  const { items } = await query(`query ${type} resources`);
  const names = items.map((item) => item.displayName);
  const found = items.find((item) => names.filter((name) => name.includes(item.displayName)).length === 1);
  if (found === undefined) throw new Error(`The demo tenancy has no ${type} with a distinct name`);
  return found;
}

/** What the tenancy writes: every string of its resources and of the DevOps reads shown. */
async function tenancyAnswers(devopsReads: readonly string[]): Promise<unknown[]> {
  const answers = await Promise.all([
    query('query all resources'),
    query('query compartment resources'),
    ...devopsReads.map((url) => json<unknown>(url)),
  ]);
  // A region's city ("US East (Ashburn)") is a place's name, written as Oracle writes it.
  const cities = REGIONS.map((region) => /\(([^)]+)\)$/.exec(region.name)?.[1] ?? '');
  return [...answers, cities];
}

/** Everything a person sees or hears: the rendered text and the accessible names and hints. */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [placeholder], [aria-description]',
    )) {
      if (element.closest('[hidden], [aria-hidden="true"]') !== null) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'aria-description']) {
        const value = element.getAttribute(name);
        if (value !== null && value !== '') texts.push(value);
      }
    }
    // Identifiers and code the tenancy holds (OCIDs, queries) are data; a wire code or an API's
    // name shown as code (OKE_DEPLOYMENT, approveDeployment) is not, and stays to be found.
    const wire = /^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+)$/;
    let text = texts.join('\n');
    for (const code of document.querySelectorAll('code, pre, kbd')) {
      const shown = (code as HTMLElement).innerText.trim();
      if (shown.length > 3 && !wire.test(shown)) text = text.split(shown).join(' ');
    }
    return text;
  });
}

/** Waits until nothing on the page says it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor(LONG);
  await expect.poll(() => page.locator('main [aria-busy="true"], .ui-spinner').count(), LONG).toBe(0);
}

class Walk {
  readonly findings: (EnglishFinding & { readonly screen: string })[] = [];

  private data = new Set<string>();
  private tokens = new Set<string>();

  constructor(
    readonly lng: string,
    readonly page: Page,
    readonly english: ReadonlySet<string>,
  ) {}

  /** Service answers whose words are the tenancy's, not the console's. */
  addData(answers: readonly unknown[]): void {
    for (const word of dataWords(answers)) this.data.add(word);
    for (const token of dataTokens(answers)) this.tokens.add(token);
  }

  /** Words written by someone other than the console (the browser's own names). */
  addWords(words: Iterable<string>): void {
    for (const word of words) this.data.add(word);
  }

  async check(screen: string): Promise<void> {
    await settled(this.page);
    const text = await screenText(this.page);
    mkdirSync('reports/language', { recursive: true });
    writeFileSync(`reports/language/${this.lng}-${screen}.txt`, text);
    const found = [...findEnglish(text, this.english, this.data), ...findWireCodes(text, this.tokens)];
    this.findings.push(...found.map((finding) => ({ ...finding, screen })));
    await screenshot(this.page, `language-${screen}`);
  }

  async open(path: string): Promise<void> {
    await this.page.goto(`${inject('consoleUrl')}${path}`);
  }

  /** Each tab of the page in turn (or the page, if it has none), checked; answers the DevOps pages its tabs link to. */
  async checkTabs(screen: string): Promise<string[]> {
    await settled(this.page);
    const tabs = this.page.getByRole('tab');
    // A page without tabs (a stage's) is one screen.
    if ((await tabs.count()) === 0) {
      await this.check(screen);
      return [];
    }
    const links: string[] = [];
    for (let at = 0; at < (await tabs.count()); at++) {
      const tab = tabs.nth(at);
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await this.check(`${screen}-${new URL(this.page.url()).searchParams.get('tab') ?? 'details'}`);
      const hrefs = await this.page
        .locator('main [role="tabpanel"] a[href^="/devops"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      links.push(...hrefs);
    }
    return links;
  }
}

/** A page's kind: its address with each OCID in it as ":id". */
function pageKind(href: string): string {
  const { pathname } = new URL(href, 'http://console.invalid');
  return pathname
    .split('/')
    .map((part) => (part.startsWith('ocid1.') ? ':id' : part))
    .join('/');
}

/**
 * The DevOps pages under a project, one of each kind: the project's tabs, then the pipelines,
 * environments, artifacts, connections and triggers they list (each with its tabs), then the
 * stages those list. Runs are walked apart, one started here.
 */
async function walkDevops(walk: Walk, projectPath: string): Promise<string[]> {
  const seen = new Set([
    pageKind(projectPath),
    '/devops-build/projects/:id/build-pipelines/:id/build-runs/:id',
  ]);
  seen.add('/devops-deployment/projects/:id/pipelines/:id/deployments/:id');
  let next = [projectPath];
  const walked: string[] = [];
  while (next.length > 0) {
    const found: string[] = [];
    for (const path of next) {
      await walk.open(path);
      walked.push(path);
      const kind = pageKind(path)
        .split('/')
        .filter((part) => part !== '' && part !== ':id');
      found.push(...(await walk.checkTabs(kind.join('-'))));
    }
    next = [];
    for (const href of found) {
      const kind = pageKind(href);
      if (seen.has(kind)) continue;
      seen.add(kind);
      next.push(href);
    }
  }
  return walked;
}

function describeLanguage(lng: 'de' | 'fr' | 'ar', language: string, dir: 'ltr' | 'rtl'): void {
  describe(`the console in ${language}`, () => {
    let session: Session;
    let walk: Walk;
    let subnet: Found;
    let exadata: Found;
    let configuration: Found;
    let buildRunPath: string;
    let projectPath: string;
    let deployPipelinePath: string;
    let devopsApi: string;

    beforeAll(async () => {
      session = await openSession(PHONE);
      const emulator = inject('emulatorUrl');
      const devops = `${emulator}/devops/${REGION}/20210630`;
      devopsApi = devops;
      const pipelines = await findPipelines(emulator);
      const runs = await json<{ items: { id: string }[] }>(
        `${devops}/buildRuns?buildPipelineId=${encodeURIComponent(pipelines.buildPipelineId)}`,
      );
      const run = runs.items[0];
      if (run === undefined) throw new Error('The demo build pipeline has no run');
      const enc = encodeURIComponent;
      projectPath = `/devops-project/projects/${enc(pipelines.projectId)}`;
      buildRunPath = `/devops-build/projects/${enc(pipelines.projectId)}/build-pipelines/${enc(pipelines.buildPipelineId)}/build-runs/${enc(run.id)}`;
      deployPipelinePath = `/devops-deployment/projects/${enc(pipelines.projectId)}/pipelines/${enc(pipelines.deployPipelineId)}`;
      [subnet, exadata, configuration] = await Promise.all([
        distinct('Subnet'),
        distinct('CloudExadataInfrastructure'),
        distinct('InstanceConfiguration'),
      ]);
      walk = new Walk(lng, session.page, englishUiWords(lng));
      // The browser's own names (a currency's, "Mark" in German) are not the console's words.
      walk.addWords(browserWords(lng));
      walk.addData(
        await tenancyAnswers([
          `${devops}/projects/${enc(pipelines.projectId)}`,
          `${devops}/buildPipelines/${enc(pipelines.buildPipelineId)}`,
          `${devops}/deployPipelines/${enc(pipelines.deployPipelineId)}`,
          `${devops}/deployStages?deployPipelineId=${enc(pipelines.deployPipelineId)}`,
          `${devops}/buildPipelineStages?buildPipelineId=${enc(pipelines.buildPipelineId)}`,
          `${devops}/buildRuns?buildPipelineId=${enc(pipelines.buildPipelineId)}`,
          `${devops}/deployments?deployPipelineId=${enc(pipelines.deployPipelineId)}`,
          ...[
            'deployEnvironments',
            'deployArtifacts',
            'connections',
            'triggers',
            'buildPipelines',
            'deployPipelines',
          ].map((collection) => `${devops}/${collection}?projectId=${enc(pipelines.projectId)}`),
          `${devops}/buildRuns/${enc(run.id)}`,
        ]),
      );
    });
    afterAll(async () => {
      await session.close();
    });

    it(`is chosen in Settings and turns the page ${dir === 'rtl' ? 'right to left' : 'to its language'}`, async () => {
      const { page } = session;
      await chooseLanguage(page, inject('consoleUrl'), language);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lng);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      await walk.check('settings');
    });

    it('speaks it on every main screen', async () => {
      const { page } = session;
      await walk.open('/');
      await page.getByTestId('featured-list').first().waitFor(LONG);
      await walk.check('home');

      await page.getByTestId('search-button').tap();
      const box = page.getByRole('banner').locator('.search-box input');
      await box.fill(subnet.displayName);
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search', LONG);
      await expect
        .poll(() => page.getByTestId('search-status').getAttribute('data-phase'), LONG)
        .toBe('done');
      await walk.check('search');

      await page
        .locator(`[data-testid="search-result"][data-type="${subnet.resourceType}"]`)
        .filter({ hasText: subnet.displayName })
        .getByRole('link', { name: subnet.displayName, exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: subnet.displayName, exact: true }).waitFor(LONG);
      await walk.check('details');

      // Offline, a refresh keeps the copy it has and says why, in the same language.
      await session.context.setOffline(true);
      await page.locator('.read-freshness').first().getByRole('button').click();
      await page.locator('.read-freshness__reason').first().waitFor(LONG);
      await walk.check('details-offline');
      await session.context.setOffline(false);

      await walk.open(`/resources/${encodeURIComponent(exadata.identifier)}`);
      await page.getByRole('heading', { level: 1, name: exadata.displayName, exact: true }).waitFor(LONG);
      await walk.check('summary');
      // A type the service answers without a state: its badge says Enabled, in the language.
      await walk.open(`/resources/${encodeURIComponent(configuration.identifier)}`);
      await page
        .getByRole('heading', { level: 1, name: configuration.displayName, exact: true })
        .waitFor(LONG);
      await walk.check('summary-enabled');

      await walk.open('/devops');
      await walk.check('devops');
      const devopsPages = await walkDevops(walk, projectPath);
      // The project, its pipelines, environments, artifacts, connections and triggers, the stages.
      expect(devopsPages.length).toBeGreaterThanOrEqual(9);
      await walk.open(buildRunPath);
      await walk.check('build-run');

      // A deployment started and approved here, in the language: its stages while it waits, its
      // page once done, its properties on its summary page, and its two changes in the outbox.
      const words = (key: string) => localeText(lng, 'devops', key);
      await walk.open(deployPipelinePath);
      await page.getByRole('button', { name: words('action.startDeployment'), exact: true }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: words('start.deploymentConfirm'), exact: true })
        .click();
      await page.waitForURL((url) => url.pathname.includes('/deployments/'), LONG);
      const deployment = new DevopsPage(page, inject('consoleUrl'));
      await deployment.waitForStatus('waitingForApproval');
      const deploymentId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      const deploymentRead = `${devopsApi}/deployments/${encodeURIComponent(deploymentId)}`;
      // What the service says of it ("Waiting for approval of stage …") is the service's words.
      walk.addData([await json<unknown>(deploymentRead)]);
      await walk.check('deployment');
      await page.getByRole('button', { name: words('run.approve'), exact: true }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: words('run.approve'), exact: true })
        .click();
      await deployment.waitForLifecycle('SUCCEEDED');
      walk.addData([await json<unknown>(deploymentRead)]);
      await walk.check('deployment-done');
      await walk.open(`/resources/${encodeURIComponent(deploymentId)}`);
      await walk.check('properties');
      await walk.open('/devops/work-requests');
      await walk.check('work-requests');

      await walk.open('/license-manager/overview');
      await walk.check('license-manager');
      await walk.open('/outbox');
      await page.getByTestId('outbox-entry').nth(1).waitFor(LONG);
      await walk.check('outbox');
      await walk.open('/settings/profiles');
      await walk.check('profiles');
      await walk.open('/settings');
      await page.getByTestId('settings').waitFor(LONG);
      await walk.check('settings-again');

      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      const report = [...new Set(walk.findings.map((f) => `${f.screen}: "${f.word}" in "${f.line}"`))];
      mkdirSync('reports', { recursive: true });
      writeFileSync(`reports/language-${lng}.txt`, report.join('\n'));
      expect(report).toEqual([]);
      expect(session.errors).toEqual([]);
    });
  });
}

describeLanguage('de', 'Deutsch', 'ltr');
describeLanguage('fr', 'Français', 'ltr');
describeLanguage('ar', 'العربية', 'rtl');
