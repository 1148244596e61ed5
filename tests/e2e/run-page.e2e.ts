/**
 * A DevOps run's page as a field admin meets it on a 390 px phone (issue 36, from a field walk):
 * opened straight from its address it loads inside the console's frame without a router warning;
 * a finished deployment says its state once and offers nothing it cannot do; its stages fit the
 * phone.
 */
import type { ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, openSession, screenshot, type Session } from './support/browser';
import { DevopsPage, findPipelines, type Pipelines } from './support/devops';

describe("a run's page on a phone", () => {
  let session: Session;
  let pipelines: Pipelines;
  let runPath = '';
  const warnings: string[] = [];
  beforeAll(async () => {
    pipelines = await findPipelines(inject('emulatorUrl'));
    session = await openSession(PHONE);
    session.page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
  });
  afterAll(async () => {
    await session.close();
  });

  it('opens from its address inside the frame, without a router warning', async () => {
    const { page } = session;
    const devops = new DevopsPage(page, inject('consoleUrl'));
    await devops.startDeployment(pipelines.projectId, pipelines.deployPipelineId);
    runPath = new URL(page.url()).pathname;
    const pages = [
      `/devops-project/projects/${pipelines.projectId}`,
      `/devops-build/projects/${pipelines.projectId}/build-pipelines/${pipelines.buildPipelineId}`,
      `/devops-deployment/projects/${pipelines.projectId}/pipelines/${pipelines.deployPipelineId}`,
      runPath,
    ];
    for (const path of pages) {
      await devops.openPage(path);
      await page.getByRole('banner').getByRole('link', { name: 'Field Console' }).waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it("says a finished deployment's state once, offers no edit, and fits its stages on the phone", async () => {
    const { page } = session;
    const devops = new DevopsPage(page, inject('consoleUrl'));
    await devops.openPage(runPath);
    await devops.waitForStatus('waitingForApproval');
    await devops.decide('Approve');
    await devops.waitForLifecycle('SUCCEEDED');
    const heading = page.locator('.ui-overview-heading');
    await heading.getByText('Succeeded', { exact: true }).waitFor();
    // Said once, in the heading: the flow's line has nothing more to say of a run that ended.
    expect(await page.getByTestId('flow-status').getByText('Succeeded', { exact: true }).count()).toBe(0);
    // Its name is history: nothing to edit on a run that has ended.
    expect(await page.locator('main').getByRole('button', { name: 'Edit' }).count()).toBe(0);
    // Every stage is on the page, and nothing on it is wider than the phone.
    const stages = page.getByRole('region', { name: 'Stages' });
    await stages.getByText('Succeeded', { exact: true }).first().waitFor();
    const overflowing = await page
      .locator('main')
      .evaluate((main: Element): string[] =>
        [main, ...main.querySelectorAll('*')]
          .filter(
            (element) =>
              element.scrollWidth > element.clientWidth + 1 &&
              getComputedStyle(element).overflowX !== 'visible',
          )
          .map((element) => element.getAttribute('class') ?? element.tagName),
      );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'run-page-finished-phone');
    expect(session.errors).toEqual([]);
  });
});
