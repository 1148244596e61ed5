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
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/server';
import { startOwnConsole, type OwnConsole } from './support/chaos';
import { openSession, screenshot, type Session } from './support/browser';
import { DevopsPage, findPipelines, type Pipelines } from './support/devops';

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
      'list-build-runs',
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
      'list-deployments',
    );
    expect(links.length).toBeGreaterThan(0);
    const ownPrefix = `/pipelines/${encodeURIComponent(pipelines.deployPipelineId)}/deployments/`;
    expect(links.filter((href) => !href.includes(ownPrefix))).toEqual([]);
  });

  it('does not start a build when Enter is pressed as the dialog opens', async () => {
    const { page } = session;
    const devops = new DevopsPage(page, inject('consoleUrl'));
    await devops.openPage(
      `/devops-build/projects/${pipelines.projectId}/build-pipelines/${pipelines.buildPipelineId}`,
    );
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
  let served: OwnConsole;
  let pipelines: Pipelines;
  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 0.5 });
    emulator = served.emulator;
    pipelines = await findPipelines(emulator.url);
  });
  afterAll(async () => {
    await served.close();
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
