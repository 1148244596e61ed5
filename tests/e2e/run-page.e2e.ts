/**
 * A DevOps run's page as a field admin meets it on a 390 px phone (issue 36, from a field walk):
 * opened straight from its address it loads inside the console's frame without a router warning;
 * a finished deployment says its state once and offers nothing it cannot do; its stages fit the
 * phone.
 */
import type { ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, openSession, type Session } from './support/browser';
import { DevopsPage, findPipelines, type Pipelines } from './support/devops';

describe("a run's page on a phone", () => {
  let session: Session;
  let pipelines: Pipelines;
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
    const runPath = new URL(page.url()).pathname;
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
});
