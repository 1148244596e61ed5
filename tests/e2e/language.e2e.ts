/**
 * The user's language everywhere: on a phone (390 px), from a fresh profile, a person picks German
 * (and, each in a fresh profile of its own, French and Arabic) in Settings, then walks the
 * console's main screens: home, a search with results, a resource's details page (and its kept
 * copy, offline), the summary pages of an Exadata infrastructure and an instance configuration
 * (its Enabled badge), DevOps (projects, a project, a build run), the license manager, the outbox,
 * settings and profiles. On each, everything the person can see or hear (the page's text, aria-
 * labels, titles, placeholders) must hold no English word of the console's own strings; the
 * tenancy's data (names, descriptions, OCIDs) is not the console's to translate.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REGIONS } from '../../src/oci/regions';
import { chooseLanguage, openSession, screenshot, type Session } from './support/browser';
import { findPipelines } from './support/devops';
import { searchAll } from './support/emulatorSearch';
import {
  browserWords,
  dataWords,
  englishUiWords,
  findEnglish,
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
async function tenancyWords(devopsReads: readonly string[]): Promise<Set<string>> {
  const answers = await Promise.all([
    query('query all resources'),
    query('query compartment resources'),
    ...devopsReads.map((url) => json<unknown>(url)),
  ]);
  // A region's city ("US East (Ashburn)") is a place's name, written as Oracle writes it.
  const cities = REGIONS.map((region) => /\(([^)]+)\)$/.exec(region.name)?.[1] ?? '');
  return dataWords([...answers, cities]);
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
    // Identifiers and code the tenancy holds (OCIDs, queries) are data.
    let text = texts.join('\n');
    for (const code of document.querySelectorAll('code, pre, kbd')) {
      const shown = (code as HTMLElement).innerText.trim();
      if (shown.length > 3) text = text.split(shown).join(' ');
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

  constructor(
    readonly lng: string,
    readonly page: Page,
    readonly english: ReadonlySet<string>,
    readonly data: ReadonlySet<string>,
  ) {}

  async check(screen: string): Promise<void> {
    await settled(this.page);
    const text = await screenText(this.page);
    mkdirSync('reports/language', { recursive: true });
    writeFileSync(`reports/language/${this.lng}-${screen}.txt`, text);
    const found = findEnglish(text, this.english, this.data);
    this.findings.push(...found.map((finding) => ({ ...finding, screen })));
    await screenshot(this.page, `language-${screen}`);
  }

  async open(path: string): Promise<void> {
    await this.page.goto(`${inject('consoleUrl')}${path}`);
  }
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

    beforeAll(async () => {
      session = await openSession(PHONE);
      const emulator = inject('emulatorUrl');
      const devops = `${emulator}/devops/${REGION}/20210630`;
      const pipelines = await findPipelines(emulator);
      const runs = await json<{ items: { id: string }[] }>(
        `${devops}/buildRuns?buildPipelineId=${encodeURIComponent(pipelines.buildPipelineId)}`,
      );
      const run = runs.items[0];
      if (run === undefined) throw new Error('The demo build pipeline has no run');
      const enc = encodeURIComponent;
      projectPath = `/devops-project/projects/${enc(pipelines.projectId)}`;
      buildRunPath = `/devops-build/projects/${enc(pipelines.projectId)}/build-pipelines/${enc(pipelines.buildPipelineId)}/build-runs/${enc(run.id)}`;
      [subnet, exadata, configuration] = await Promise.all([
        distinct('Subnet'),
        distinct('CloudExadataInfrastructure'),
        distinct('InstanceConfiguration'),
      ]);
      const data = await tenancyWords([
        `${devops}/projects/${enc(pipelines.projectId)}`,
        `${devops}/buildPipelines/${enc(pipelines.buildPipelineId)}`,
        `${devops}/buildRuns/${enc(run.id)}`,
      ]);
      walk = new Walk(lng, session.page, englishUiWords(lng), new Set([...data, ...browserWords(lng)]));
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
      await walk.open(projectPath);
      await walk.check('devops-project');
      await walk.open(buildRunPath);
      await walk.check('build-run');

      await walk.open('/license-manager/overview');
      await walk.check('license-manager');
      await walk.open('/outbox');
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
