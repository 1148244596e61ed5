/**
 * What a flow's change is titled by when it is queued: the run, deployment or pipeline by the
 * name the device knows — its open page's, the local index's, a kept read's — and by its OCID
 * only when none knows it; an approval from the home page by the deployment's name. The worker
 * is faked at its edge (consoleApi); the device's tables are fake-indexeddb.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredResource } from '../../../../src/contract/db';
import type { AttentionRun } from '../../../../src/rules/attention';

const queued = vi.hoisted(
  () => [] as { operation: string; summary: string; title?: unknown; region?: string; retryToken?: string }[],
);

vi.mock('../../../../src/app/consoleApi', () => ({
  consoleApi: () => ({
    enqueue: (input: { operation: string; summary: string; title?: unknown }) => {
      queued.push(input);
      return Promise.resolve({ ok: true, value: { id: 'entry-1' } });
    },
  }),
}));

const { consoleDb } = await import('../../../../src/contract/db');
const { flowTitle } = await import('../../../../src/app/flows/flowOutbox');
const { approveDeployment } = await import('../../../../src/app/features/home/approveDeployment');

const DEPLOYMENT = 'ocid1.devopsdeployment.oc1.iad.release7';
const approve = { deploymentId: DEPLOYMENT, approveDeploymentDetails: { action: 'APPROVE' } };
const nobody = () => undefined;

afterEach(async () => {
  queued.length = 0;
  await Promise.all([consoleDb().resources.clear(), consoleDb().records.clear()]);
});

describe('a flow change’s title', () => {
  it('names the deployment by the name its open page knows', async () => {
    const title = await flowTitle('approveDeployment', approve, (id) =>
      id === DEPLOYMENT ? 'release-7' : undefined,
    );
    expect(title).toEqual({ key: 'devops:flowChange.approve', names: { name: 'release-7' } });
  });

  it('names it by the local index, else by a kept read of it, else by its OCID', async () => {
    expect((await flowTitle('approveDeployment', approve, nobody))?.names).toEqual({ name: DEPLOYMENT });

    await consoleDb().records.put({
      key: `getDeployment@us-ashburn-1:${DEPLOYMENT}`,
      operation: 'getDeployment',
      region: 'us-ashburn-1',
      body: { id: DEPLOYMENT, displayName: 'release-7 (kept)' },
      fetchedAt: 1,
    });
    expect((await flowTitle('approveDeployment', approve, nobody))?.names).toEqual({
      name: 'release-7 (kept)',
    });

    await consoleDb().resources.put({
      identifier: DEPLOYMENT,
      displayName: 'release-7',
      resourceType: 'DevopsDeployment',
      region: 'us-ashburn-1',
    } as StoredResource);
    expect((await flowTitle('approveDeployment', approve, nobody))?.names).toEqual({ name: 'release-7' });
  });

  it('titles a rejection as one', async () => {
    const reject = { ...approve, approveDeploymentDetails: { action: 'REJECT' } };
    expect((await flowTitle('approveDeployment', reject, nobody))?.key).toBe('devops:flowChange.reject');
  });

  it('queues an approval from the home page under the deployment’s name, not its OCID', async () => {
    const run: AttentionRun = {
      kind: 'deployment',
      id: DEPLOYMENT,
      displayName: 'release-7',
      region: 'us-ashburn-1',
      state: 'NEEDS_APPROVAL',
      reason: 'approval',
      seenAt: 1,
      waitingStage: { id: 'ocid1.devopsdeploystage.oc1.iad.gate', name: 'approve-production' },
    };
    const result = await approveDeployment(run, '');
    expect(result.ok).toBe(true);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.operation).toBe('approveDeployment');
    expect(queued[0]?.title).toEqual({ key: 'devops:flowChange.approve', names: { name: 'release-7' } });
    // In the deployment's region, with the retry token made when the user approved.
    expect(queued[0]?.region).toBe('us-ashburn-1');
    expect(queued[0]?.retryToken).toMatch(/^[0-9A-F]{32}$/);
  });
});
