/**
 * DevOps flows against the emulator, started from the console's own pages: a build runs to
 * success; a deployment stops at its approval stage, is approved and succeeds; a reload in the
 * middle of a run comes back following it; and going offline pauses polling (not one request to
 * the emulator while offline) until the network returns.
 *
 * The first two use the shared emulator (timeScale 0.02: a run takes well under a second). The
 * reload and offline tests need a run that lasts longer than a few polls, so this file also starts
 * its own emulator at timeScale 0.5 (a three-stage build takes about ten seconds) with a console
 * served against it.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
// @ts-expect-error plain ESM script without types
import { startStaticServer } from '../../scripts/serve.mjs';
import { openSession, screenshot, type Session } from './support/browser';
import { DIST } from './support/dist';

interface Closable {
  close(): Promise<unknown>;
  url: string;
}

describe('DevOps flows against the shared emulator', () => {
  let session: Session;
  let pipelines: Pipelines;
  beforeAll(async () => {
    pipelines = await findPipelines(inject('emulatorUrl'));
    session = await openSession();
  });
  afterAll(async () => {
    await session.close();
  });

  it('runs a build started from the pipeline page to SUCCEEDED', async () => {
    const devops = new DevopsPage(session.page, inject('consoleUrl'));
    await devops.startBuild(pipelines.projectId, pipelines.buildPipelineId);
    await devops.waitForLifecycle('SUCCEEDED');
    expect(await devops.status()).toBe('succeeded');
    await screenshot(session.page, 'devops-build-succeeded');
    expect(session.errors).toEqual([]);
  });

  it('stops a deployment at its approval stage, approves it from the page and ends SUCCEEDED', async () => {
    const devops = new DevopsPage(session.page, inject('consoleUrl'));
    await devops.startDeployment(pipelines.projectId, pipelines.deployPipelineId);
    await devops.waitForStatus('waitingForApproval');
    await expect
      .poll(() => session.page.getByTestId('waiting-for-approval').textContent())
      .toContain('approve');
    await screenshot(session.page, 'devops-deployment-waiting');
    await devops.decide('Approve');
    await devops.waitForLifecycle('SUCCEEDED');
    expect(session.errors).toEqual([]);
  });

  it("lists only a build pipeline's own runs on its Build runs tab", async () => {
    const devops = new DevopsPage(session.page, inject('consoleUrl'));
    const links = await devops.tabLinks(
      `/devops-build/projects/${pipelines.projectId}/build-pipelines/${pipelines.buildPipelineId}`,
      'Build runs',
      'list-buildRun',
    );
    expect(links.length).toBeGreaterThan(0);
    const ownPrefix = `/build-pipelines/${encodeURIComponent(pipelines.buildPipelineId)}/build-runs/`;
    expect(links.filter((href) => !href.includes(ownPrefix))).toEqual([]);
  });

  it("lists only a deploy pipeline's own deployments on its Deployments tab", async () => {
    const devops = new DevopsPage(session.page, inject('consoleUrl'));
    const links = await devops.tabLinks(
      `/devops-deployment/projects/${pipelines.projectId}/pipelines/${pipelines.deployPipelineId}`,
      'Deployments',
      'list-deployment',
    );
    expect(links.length).toBeGreaterThan(0);
    const ownPrefix = `/pipelines/${encodeURIComponent(pipelines.deployPipelineId)}/deployments/`;
    expect(links.filter((href) => !href.includes(ownPrefix))).toEqual([]);
  });

  it('does not start a build when Enter is pressed as the dialog opens', async () => {
    const { page } = session;
    const devops = new DevopsPage(page, inject('consoleUrl'));
    await devops.openPage(`/devops-build/projects/${pipelines.projectId}/build-pipelines/${pipelines.buildPipelineId}`);
    await page.getByRole('button', { name: 'Start build run' }).click();
    const dialog = page.getByRole('alertdialog');
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true);
    const before = page.url();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Start' }).waitFor();
    expect(page.url()).toBe(before);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(before);
  });
});

describe('DevOps flows through a reload and a dead zone', () => {
  let emulator: RunningEmulator;
  let served: Closable;
  let pipelines: Pipelines;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, timeScale: 0.5 });
    served = (await startStaticServer({
      root: DIST,
      port: 0,
      config: { endpoint: emulator.url, localeBase: `${emulator.url}/locales`, mode: 'emulator' },
    })) as Closable;
    pipelines = await findPipelines(emulator.url);
  });
  afterAll(async () => {
    await served.close();
    await emulator.close();
  });

  it('comes back following a build after a reload in the middle of it, and it ends SUCCEEDED once', async () => {
    const session = await openSession();
    try {
      await fetch(`${emulator.url}/_emulator/applied`, { method: 'DELETE' });
      const devops = new DevopsPage(session.page, served.url);
      await devops.startBuild(pipelines.projectId, pipelines.buildPipelineId);
      await devops.waitForLifecycle('IN_PROGRESS');
      const runUrl = session.page.url();
      await session.page.reload();
      await devops.flowStatus().waitFor();
      expect(session.page.url()).toBe(runUrl);
      expect(['IN_PROGRESS', 'SUCCEEDED']).toContain(await devops.lifecycle());
      await devops.waitForLifecycle('SUCCEEDED');
      const applied = (await (await fetch(`${emulator.url}/_emulator/applied`)).json()) as {
        items: { operation: string; retryToken?: string }[];
        byRetryToken: Record<string, number>;
      };
      const creates = applied.items.filter((entry) => entry.operation === 'createBuildRun');
      expect(creates).toHaveLength(1);
      expect(applied.byRetryToken[creates[0]?.retryToken ?? '']).toBe(1);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('pauses while offline (no requests), says so, and resumes to SUCCEEDED when back online', async () => {
    const session = await openSession();
    try {
      const { page, context } = session;
      const devops = new DevopsPage(page, served.url);
      const sent = requestCounter(page, emulator.url);
      await devops.startBuild(pipelines.projectId, pipelines.buildPipelineId);
      await devops.waitForLifecycle('IN_PROGRESS');
      await context.setOffline(true);
      const atOffline = sent.count();
      await expect.poll(() => devops.paused()).toBe(true);
      await expect.poll(() => page.getByTestId('flow-paused').textContent()).toContain('paused');
      await screenshot(page, 'devops-offline-paused');
      await page.waitForTimeout(7_000);
      expect(sent.count()).toBe(atOffline);
      expect(await devops.lifecycle()).toBe('IN_PROGRESS');
      const pollsAtOnline = sent.polls();
      await context.setOffline(false);
      await devops.waitForLifecycle('SUCCEEDED');
      expect(await devops.paused()).toBe(false);
      expect(sent.polls()).toBeGreaterThan(pollsAtOnline);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});

/** Requests to the emulator from the page and its worker: all of them, and the build run polls. */
function requestCounter(page: Page, emulatorUrl: string) {
  let all = 0;
  let polls = 0;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(emulatorUrl)) return;
    all += 1;
    if (request.method() === 'GET' && url.includes('/buildRuns/')) polls += 1;
  });
  return { count: () => all, polls: () => polls };
}

interface Pipelines {
  readonly projectId: string;
  /** A build pipeline with three stages that succeeds. */
  readonly buildPipelineId: string;
  /** A release pipeline: staging, a MANUAL_APPROVAL stage, production. */
  readonly deployPipelineId: string;
}

const REGION = 'us-ashburn-1';

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

interface Named {
  readonly id: string;
  readonly displayName?: string;
}

/** A project of the demo tenancy with a build pipeline (three stages) and a release pipeline. */
async function findPipelines(emulatorUrl: string): Promise<Pipelines> {
  const search = await json<{ items: { identifier: string }[] }>(
    `${emulatorUrl}/query/${REGION}/20180409/resources`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'Structured', query: 'query devopsproject resources' }),
    },
  );
  const devops = `${emulatorUrl}/devops/${REGION}/20210630`;
  for (const { identifier: projectId } of search.items) {
    const builds = await json<{ items: Named[] }>(`${devops}/buildPipelines?projectId=${projectId}`);
    const deploys = await json<{ items: Named[] }>(`${devops}/deployPipelines?projectId=${projectId}`);
    const build = builds.items.find((p) => /-build$/.test(p.displayName ?? ''));
    const release = deploys.items.find((p) => /-release$/.test(p.displayName ?? ''));
    if (build === undefined || release === undefined) continue;
    const stages = await json<{ items: Named[] }>(
      `${devops}/buildPipelineStages?buildPipelineId=${build.id}`,
    );
    if (stages.items.length === 3)
      return { projectId, buildPipelineId: build.id, deployPipelineId: release.id };
  }
  throw new Error(
    'The demo tenancy has no project with a three-stage build pipeline and a release pipeline.',
  );
}

/**
 * The static server of the e2e harness (scripts/serve.mjs) answers 404 to a navigation whose last
 * path segment has a dot, and every DevOps page's address ends in an OCID. Until it falls back to
 * the app shell for those too, the browser is handed the shell for such navigations here.
 */
async function serveShellOnDeepLinks(page: Page, consoleUrl: string): Promise<void> {
  const shell = await (await fetch(`${consoleUrl}/index.html`)).text();
  await page.route(
    (url) =>
      url.href.startsWith(consoleUrl) &&
      /\.[^/]*$/.test(url.pathname) &&
      !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().isNavigationRequest()) {
        await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shell });
      } else {
        await route.continue();
      }
    },
  );
}

class DevopsPage {
  private ready?: Promise<void>;

  constructor(
    private readonly page: Page,
    private readonly consoleUrl: string,
  ) {}

  async openPage(path: string): Promise<void> {
    await this.open(path);
  }

  /** The row links of a details page's tab, once the tab's list has rows. */
  async tabLinks(path: string, tab: string, listTestId: string): Promise<string[]> {
    await this.open(path);
    await this.page.getByRole('tab', { name: tab }).click();
    const list = this.page.getByTestId(listTestId);
    await list.getByRole('row').nth(1).getByRole('link').first().waitFor({ timeout: 30_000 });
    return list.getByRole('row').getByRole('link').evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
  }

  private async open(path: string): Promise<void> {
    this.ready ??= serveShellOnDeepLinks(this.page, this.consoleUrl);
    await this.ready;
    await this.page.goto(`${this.consoleUrl}${path}`);
  }

  flowStatus(): Locator {
    return this.page.getByTestId('flow-status');
  }

  async lifecycle(): Promise<string | null> {
    return this.flowStatus().getAttribute('data-lifecycle');
  }

  async status(): Promise<string | null> {
    return this.flowStatus().getAttribute('data-status');
  }

  async paused(): Promise<boolean> {
    return (await this.flowStatus().getAttribute('data-paused')) === 'true';
  }

  async startBuild(projectId: string, pipelineId: string): Promise<void> {
    await this.open(`/devops-build/projects/${projectId}/build-pipelines/${pipelineId}`);
    await this.page.getByRole('button', { name: 'Start build run' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Start' }).click();
    await this.page.waitForURL(/\/build-runs\//);
  }

  async startDeployment(projectId: string, pipelineId: string): Promise<void> {
    await this.open(`/devops-deployment/projects/${projectId}/pipelines/${pipelineId}`);
    await this.page.getByRole('button', { name: 'Create deployment' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Deploy' }).click();
    await this.page.waitForURL(/\/deployments\//);
  }

  /** Approve or Reject from the page, through its dialog. */
  async decide(action: 'Approve' | 'Reject', reason?: string): Promise<void> {
    await this.page.getByRole('button', { name: action, exact: true }).click();
    const dialog = this.page.getByRole('alertdialog');
    if (reason !== undefined) await dialog.getByRole('textbox').fill(reason);
    await dialog.getByRole('button', { name: action, exact: true }).click();
  }

  async waitForLifecycle(state: string, timeout = 60_000): Promise<void> {
    await expect.poll(() => this.lifecycle(), { timeout, interval: 250 }).toBe(state);
  }

  async waitForStatus(status: string, timeout = 60_000): Promise<void> {
    await expect.poll(() => this.status(), { timeout, interval: 250 }).toBe(status);
  }
}
