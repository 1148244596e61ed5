/**
 * An approval given offline, as a new user meets it: a deployment stopped at its approval stage,
 * the network gone, Approve pressed, the page reloaded twice — the page and the outbox badge say
 * the decision is pending all along — then the network back: the approval lands once (the
 * emulator applied one approve, with one retry token) and the deployment runs to the end.
 *
 * It runs its own emulator (so its applied log is this test's alone) with a console served
 * against it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/server';
import { openSession, screenshot } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { readOutbox, startOwnConsole, type OwnConsole } from './support/chaos';
import { DevopsPage, findPipelines, type Pipelines } from './support/devops';

interface Applied {
  readonly items: readonly { operation: string; resourceId?: string; retryToken?: string }[];
  readonly byRetryToken: Readonly<Record<string, number>>;
}

function badgeLabel(page: Page): Promise<string | null> {
  return page.getByTestId('outbox-badge').getAttribute('aria-label');
}

describe('an approval given offline', () => {
  let emulator: RunningEmulator;
  let served: OwnConsole;
  let pipelines: Pipelines;
  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 0.05 });
    emulator = served.emulator;
    pipelines = await findPipelines(emulator.url);
  });
  afterAll(async () => {
    await served.close();
  });

  it('stays pending through two reloads and lands once when the network returns', async () => {
    const session = await openSession();
    try {
      const { page, context } = session;
      const devops = new DevopsPage(page, served.url);
      await devops.startDeployment(pipelines.projectId, pipelines.deployPipelineId);
      await devops.waitForStatus('waitingForApproval');
      const deploymentId = decodeURIComponent(page.url().split('/').pop() ?? '');
      expect(deploymentId).toMatch(/^ocid1\./);
      // The console is installed (its service worker serves it offline), as on a phone in the field.
      await waitForServiceWorkerControl(page);
      await devops.waitForStatus('waitingForApproval');

      await context.setOffline(true);
      await expect.poll(() => devops.paused()).toBe(true);
      await devops.decide('Approve');
      await devops.waitForStatus('deciding');
      await expect.poll(() => devops.flowStatus().textContent()).toContain('pending in the outbox');
      await expect.poll(() => badgeLabel(page)).toBe('Outbox, 1 pending change');
      // The deployment's create went through the outbox too (done); the approval waits.
      const approvalsQueued = async () =>
        (await readOutbox(page)).filter((entry) => entry.operation === 'approveDeployment');
      const [queued] = await approvalsQueued();
      expect(queued).toMatchObject({
        operation: 'approveDeployment',
        resourceId: deploymentId,
        state: 'pending',
      });
      expect(queued?.ifMatch).toBeTruthy();
      // Titled by the deployment's name, as data the outbox words in the language of the moment.
      const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      expect(name).not.toBe('');
      expect(queued?.title).toEqual({ key: 'devops:flowChange.approve', names: { name } });
      expect(queued?.summary).toBe(`Approve deployment ${name}`);
      await screenshot(page, 'approval-offline-pending');

      for (let reload = 0; reload < 2; reload += 1) {
        await page.reload();
        await devops.waitForStatus('deciding');
        await expect.poll(() => badgeLabel(page)).toBe('Outbox, 1 pending change');
        const entries = await approvalsQueued();
        expect(entries.map((entry) => [entry.state, entry.retryToken])).toEqual([
          ['pending', queued?.retryToken],
        ]);
      }

      await context.setOffline(false);
      await devops.waitForLifecycle('SUCCEEDED');
      await expect.poll(() => badgeLabel(page)).toBe('Outbox, no pending changes');
      const answer = await fetch(`${emulator.url}/_emulator/applied`);
      const applied = (await answer.json()) as Applied;
      const approvals = applied.items.filter(
        (item) => item.operation === 'approveDeployment' && item.resourceId === deploymentId,
      );
      expect(approvals).toHaveLength(1);
      expect(approvals[0]?.retryToken).toBe(queued?.retryToken);
      expect(applied.byRetryToken[queued?.retryToken ?? '']).toBe(1);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
