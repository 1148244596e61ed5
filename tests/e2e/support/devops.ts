/**
 * The DevOps pages as a person uses them in the browser tests: the demo tenancy's pipelines, and
 * a page object that starts runs, decides approvals and reads the flow's status.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Pipelines {
  readonly projectId: string;
  /** A build pipeline with three stages that succeeds. */
  readonly buildPipelineId: string;
  /** A release pipeline: staging, a MANUAL_APPROVAL stage, production. */
  readonly deployPipelineId: string;
}

const REGION = 'us-ashburn-1';

/** A JSON answer of the emulator; anything but a 2xx fails the test with what it said. */
export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

interface Named {
  readonly id: string;
  readonly displayName?: string;
}

/** A project of the demo tenancy with a build pipeline (three stages) and a release pipeline. */
export async function findPipelines(emulatorUrl: string): Promise<Pipelines> {
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

/** Approves a deployment's waiting stage straight at the emulator, as someone else would. */
export async function approveElsewhere(emulatorUrl: string, deploymentId: string): Promise<void> {
  const devops = `${emulatorUrl}/devops/${REGION}/20210630`;
  const body = await json<{
    deploymentExecutionProgress?: {
      deployStageExecutionProgress?: Record<
        string,
        { deployStageId?: string; deployStageType?: string; status?: string }
      >;
    };
  }>(`${devops}/deployments/${deploymentId}`);
  const stages = Object.values(body.deploymentExecutionProgress?.deployStageExecutionProgress ?? {});
  const waiting = stages.find(
    (stage) => stage.deployStageType === 'MANUAL_APPROVAL' && stage.status === 'WAITING',
  );
  expect(waiting?.deployStageId).toBeTruthy();
  await json(`${devops}/deployments/${deploymentId}/actions/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deployStageId: waiting?.deployStageId, action: 'APPROVE' }),
  });
}

/** The display name of a compartment of the demo tenancy, as the search answers it. */
export async function compartmentName(emulatorUrl: string, compartmentId: string): Promise<string> {
  const found = await json<{ items: { identifier: string; displayName?: string }[] }>(
    `${emulatorUrl}/query/${REGION}/20180409/resources?limit=1000`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'Structured', query: 'query compartment resources' }),
    },
  );
  const name = found.items.find((item) => item.identifier === compartmentId)?.displayName;
  if (name === undefined) throw new Error(`No compartment ${compartmentId} in the search`);
  return name;
}

export class DevopsPage {
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
    return list
      .getByRole('row')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }

  private async open(path: string): Promise<void> {
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
