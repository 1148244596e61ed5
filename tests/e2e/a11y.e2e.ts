/**
 * Accessibility of the console's main screens in Chromium against the emulator: axe-core checks
 * home, the mega menu, search results, a resource's details, a DevOps project, a work request,
 * the license manager, settings and the outbox, in the light theme and in the dark one, and
 * finds nothing serious or critical. The same screens are saved as screenshots at 360, 1024 and
 * 1920 px wide (reports/screenshots/<screen>-<width>.png).
 */
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedTheme } from '../../src/app/ui/theme';
import { openSession, screenshot, type Session } from './support/browser';
import { mutateInPage, REGION, startTestConsole, waitForTestHooks, type TestConsole } from './support/chaos';

const AXE_SCRIPT = 'node_modules/axe-core/axe.min.js';
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];
const LONG = { timeout: 30_000 };
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
] as const;

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/** One violation as the assertion reports it. */
interface Finding {
  readonly rule: string;
  readonly impact: ImpactValue | null;
  readonly help: string;
  readonly targets: readonly string[];
  readonly nodes: number;
}

function describeFindings(screen: string, findings: readonly Finding[]): string {
  const lines = findings.map(
    (f) =>
      `${f.rule} (${f.impact ?? 'unknown'}, ${f.nodes} node${f.nodes === 1 ? '' : 's'}): ${f.help}\n    ${f.targets.join('\n    ')}`,
  );
  return `axe on ${screen}:\n  ${lines.join('\n  ')}\n`;
}

/** What the screens need from the demo tenancy, read from the emulator as the console would. */
interface Demo {
  readonly subnetName: string;
  readonly project: { readonly id: string; readonly name: string };
  readonly workRequest: { readonly id: string; readonly operation: string };
}

interface Found {
  readonly identifier: string;
  readonly displayName: string;
  readonly compartmentId: string;
}

async function readDemo(emulatorUrl: string): Promise<Demo> {
  const search = async (query: string): Promise<Found[]> => {
    const answer = await fetch(`${emulatorUrl}/query/${REGION}/20180409/resources?limit=100`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'Structured', query }),
    });
    return ((await answer.json()) as { items: Found[] }).items;
  };
  const subnets = await search('query subnet resources');
  const names = subnets.map((s) => s.displayName);
  const subnet = subnets.find((s) => names.filter((name) => name.includes(s.displayName)).length === 1);
  const [project] = await search('query devopsproject resources');
  if (subnet === undefined || project === undefined)
    throw new Error('The demo tenancy lacks a subnet or a project');
  const answer = await fetch(
    `${emulatorUrl}/devops/${REGION}/20210630/workRequests?compartmentId=${encodeURIComponent(project.compartmentId)}`,
  );
  const [workRequest] = ((await answer.json()) as { items: { id: string; operationType: string }[] }).items;
  if (workRequest === undefined) throw new Error('The demo tenancy has no DevOps work request');
  return {
    subnetName: subnet.displayName,
    project: { id: project.identifier, name: project.displayName },
    workRequest: { id: workRequest.id, operation: workRequest.operationType },
  };
}

/** The console as a user reaches it, and axe run on what it shows. */
class ConsoleUi {
  constructor(
    readonly page: Page,
    private readonly consoleUrl: string,
  ) {}

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.consoleUrl}${path}`);
    await this.page.getByTestId('menu-button').waitFor(LONG);
  }

  /**
   * Follows an address inside the running console, as its own links do, so an address ending in
   * an OCID does not depend on the static server's fallback for paths that look like files.
   */
  async follow(path: string): Promise<void> {
    await this.open('/');
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async chooseTheme(theme: ResolvedTheme): Promise<void> {
    await this.open('/settings');
    await this.page.getByTestId('settings').waitFor(LONG);
    await this.page
      .locator('.ui-theme-toggle__option')
      .filter({ hasText: theme === 'dark' ? 'Dark' : 'Light' })
      .click();
    await this.expectTheme(theme);
  }

  /** Waits until the stylesheet renders `theme` and no colour is still in transition. */
  async expectTheme(theme: ResolvedTheme): Promise<void> {
    await this.page.waitForFunction(
      (expected) =>
        document.documentElement.dataset.theme === expected &&
        getComputedStyle(document.documentElement).colorScheme === expected &&
        !document.getAnimations().some((animation) => animation instanceof CSSTransition),
      theme,
      LONG,
    );
  }

  /** axe's violations of impact serious or critical on the whole document. */
  async blockingViolations(): Promise<Finding[]> {
    if (!(await this.page.evaluate(() => window.axe !== undefined))) {
      await this.page.addScriptTag({ path: AXE_SCRIPT });
    }
    const findings = await this.page.evaluate(async () => {
      const axe = window.axe;
      if (axe === undefined) throw new Error('axe-core did not load');
      const results = await axe.run(document, { resultTypes: ['violations'] });
      return results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        nodes: violation.nodes.length,
      }));
    });
    return findings.filter((finding) => finding.impact !== null && BLOCKING.includes(finding.impact));
  }
}

interface Screen {
  readonly name: string;
  /** Opens the screen and waits until its content is on it. */
  readonly open: (ui: ConsoleUi, demo: Demo) => Promise<void>;
}

async function openSearch(ui: ConsoleUi, demo: Demo): Promise<void> {
  await ui.open(`/search?q=${encodeURIComponent(demo.subnetName)}`);
  await expect.poll(() => ui.page.getByTestId('search-status').getAttribute('data-phase'), LONG).toBe('done');
  await ui.page.getByTestId('search-result').filter({ hasText: demo.subnetName }).waitFor(LONG);
}

const SCREENS: readonly Screen[] = [
  {
    name: 'home',
    open: async (ui) => {
      await ui.open('/');
      await ui.page.getByTestId('featured-list').first().waitFor(LONG);
      await ui.page.getByTestId('compartment-count').waitFor(LONG);
    },
  },
  {
    name: 'mega-menu',
    open: async (ui) => {
      await ui.open('/');
      await ui.page.getByTestId('menu-button').click();
      const menu = ui.page.getByRole('dialog', { name: 'Navigation menu' });
      await menu.waitFor(LONG);
      await menu.locator('[data-area-id]').first().waitFor(LONG);
    },
  },
  {
    name: 'search',
    open: openSearch,
  },
  {
    name: 'details',
    open: async (ui, demo) => {
      await openSearch(ui, demo);
      const row = ui.page.getByTestId('search-result').filter({ hasText: demo.subnetName });
      await expect
        .poll(() => row.getByRole('link', { name: demo.subnetName }).getAttribute('href'), LONG)
        .toMatch(/\/subnets\//);
      await row.getByRole('link', { name: demo.subnetName }).click();
      await ui.heading(demo.subnetName).waitFor(LONG);
      await ui.page.getByText(/as of/).first().waitFor(LONG);
    },
  },
  {
    name: 'devops-project',
    open: async (ui, demo) => {
      await ui.follow(`/devops-project/projects/${encodeURIComponent(demo.project.id)}`);
      await ui.heading(demo.project.name).waitFor(LONG);
      await ui.page.getByText(/as of/).first().waitFor(LONG);
    },
  },
  {
    name: 'work-request',
    open: async (ui, demo) => {
      await ui.follow(`/devops/work-requests/${encodeURIComponent(demo.workRequest.id)}`);
      // The operation in words (UPDATE_PROJECT → "Update project"), never the wire code.
      await ui.heading(new RegExp(`^${demo.workRequest.operation.replace(/_/g, ' ')}$`, 'i')).waitFor(LONG);
      await ui.page.getByText(/as of/).first().waitFor(LONG);
    },
  },
  {
    name: 'licenses',
    open: async (ui) => {
      await ui.open('/license-manager/overview');
      await ui.heading(/.+/).waitFor(LONG);
      await ui.page.waitForURL(/compartmentId=/, LONG);
      await ui.page.getByText(/as of/).first().waitFor(LONG);
    },
  },
  {
    name: 'settings',
    open: async (ui) => {
      await ui.open('/settings');
      await ui.page.getByTestId('settings').waitFor(LONG);
    },
  },
  {
    name: 'outbox',
    open: async (ui) => {
      await ui.open('/outbox');
      await ui.heading('Outbox').waitFor(LONG);
      const entries = ui.page.getByTestId('outbox-entry');
      await entries.getByRole('button', { name: 'Retry' }).waitFor(LONG);
      await entries.getByRole('link').first().waitFor(LONG);
    },
  },
];

describe('accessibility of the main screens', () => {
  let app: TestConsole;
  let session: Session;
  let ui: ConsoleUi;
  let demo: Demo;

  beforeAll(async () => {
    app = await startTestConsole();
    demo = await readDemo(app.emulator.url);
    // axe-core is injected as an inline script, which the console's own policy (script-src 'self')
    // rightly refuses; the test tool, not the page, bypasses it.
    session = await openSession({ bypassCSP: true });
    ui = new ConsoleUi(session.page, app.consoleUrl);
    // The outbox shows a change the service refused and one it accepted.
    await ui.open('/');
    await waitForTestHooks(session.page);
    const compartmentId = await app.emulator.tenancyId();
    await mutateInPage(session.page, [
      {
        operation: 'updateProject',
        params: {
          projectId: 'ocid1.devopsproject.oc1.iad.nosuchproject',
          updateProjectDetails: { description: 'x' },
        },
        summary: 'Describe a project that does not exist',
      },
      {
        operation: 'createProject',
        params: {
          createProjectDetails: {
            name: 'a11y-project',
            compartmentId,
            notificationConfig: { topicId: 'ocid1.onstopic.oc1..t' },
          },
        },
        summary: 'Create project a11y-project',
      },
    ]);
  });

  afterAll(async () => {
    await session.close();
    await app.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    describe(`in the ${theme} theme`, () => {
      beforeAll(async () => {
        await session.page.setViewportSize({ width: 1280, height: 800 });
        await ui.chooseTheme(theme);
      });

      for (const screen of SCREENS) {
        it(`has no serious or critical violations on ${screen.name}`, async () => {
          await screen.open(ui, demo);
          await ui.expectTheme(theme);
          const findings = await ui.blockingViolations();
          expect(findings, describeFindings(`${screen.name} (${theme})`, findings)).toEqual([]);
        });
      }
    });
  }

  it('saves screenshots of the main screens at 360, 1024 and 1920 px', async () => {
    await ui.chooseTheme('light');
    for (const size of WIDTHS) {
      await session.page.setViewportSize(size);
      for (const screen of SCREENS) {
        await screen.open(ui, demo);
        await ui.expectTheme('light');
        await screenshot(session.page, `${screen.name}-${size.width}`);
      }
    }
    expect(session.errors).toEqual([]);
  });
});
