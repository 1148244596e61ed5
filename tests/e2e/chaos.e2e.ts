/**
 * The outbox's promise under chaos: nothing lost, nothing done twice. In Chromium against its
 * own emulator, CHAOS_CHANGES changes (240 by default; creates of DevOps projects and build
 * pipelines, product licenses and license records, project moves between compartments, and the
 * flow actions — build runs, deployments, approvals and cancels of deployments stopped at their
 * approval stage — all carrying an opc-retry-token; and updates and deletes of projects, which
 * carry if-match and no retry token) are issued through the app's own mutate() while the service
 * misbehaves: 429 with Retry-After, 500, 503, dropped connections, answers lost after the change
 * was applied — some then resent by the client on its own, so an update or delete meets the 412
 * its own change caused —, a proxy answering 2xx in OCI's place, latency with jitter, a captive
 * portal answering HTML with 200, three offline periods and two page reloads with changes still
 * queued. Then, the network healed, every entry must end 'done' and the emulator's applied log
 * must hold each retry token exactly once, and each update and delete (one per project) once.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MutationRequest } from '../../src/app/data/mutate';
import { pendingApproval, readDeployment } from '../../src/machines/flowBodies';
import type { OutboxEntry } from '../../src/contract/db';
import { openSession, type Session } from './support/browser';
import { findPipelines } from './support/devops';
import {
  countByState,
  mutateInPage,
  readOutbox,
  REGION,
  SETTLED_STATES,
  startTestConsole,
  waitForTestHooks,
  type AppliedMutation,
  type FaultSettings,
  type TestConsole,
} from './support/chaos';
import { Teardown } from './support/teardown';

/** How many changes: CHAOS_CHANGES (npm run bench runs 1,000); 240 by default. */
const CHANGE_COUNT = chaosChangeCount(process.env['CHAOS_CHANGES']);
/** The time limits grow with the count past the default. */
const SCALE = Math.max(1, CHANGE_COUNT / 240);
const TEST_TIMEOUT_MS = Math.round(180_000 * SCALE);
const DRAIN_TIMEOUT_MS = Math.round(110_000 * SCALE);

function chaosChangeCount(text: string | undefined): number {
  if (text === undefined || text === '') return 240;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 24 || count > 5_000)
    throw new Error(`CHAOS_CHANGES must be a whole number from 24 to 5000, not '${text}'`);
  return count;
}

/** About half the calls fail, in seven different ways. */
const MIXED_FAULTS: FaultSettings = {
  latencyMs: 20,
  jitterMs: 150,
  errorRate: 0.3,
  errorStatuses: [429, 500, 503],
  retryAfterSeconds: 1,
  dropRate: 0.1,
  dropAfterApplyRate: 0.08,
  dropAfterApplyResendRate: 0.08,
  notOciRate: 0.06,
};

/** Every answer a captive portal's page with status 200. */
const CAPTIVE_PORTAL: FaultSettings = { latencyMs: 10, jitterMs: 40, captivePortal: true };

const DEVOPS = `devops/${REGION}/20210630`;
const LICENSES = `licensemanager/${REGION}/20220430`;

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function unfinished(entries: readonly OutboxEntry[]): number {
  return entries.filter((entry) => !SETTLED_STATES.includes(entry.state)).length;
}

/** What still waits, by operation, state and last failure: printed when the drain times out. */
function describeUnfinished(entries: readonly OutboxEntry[]): string {
  const counts = new Map<string, number>();
  for (const entry of entries.filter((e) => !SETTLED_STATES.includes(e.state))) {
    const failure = entry.lastFailure;
    const why =
      failure === undefined
        ? ''
        : failure.kind === 'http'
          ? ` ${failure.status} ${failure.code}`
          : ` ${failure.kind}`;
    const key = `${entry.operation} ${entry.state}${why}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count}× ${key}`).join('\n');
}

async function reloadWithChangesQueued(page: Page): Promise<void> {
  const queued = unfinished(await readOutbox(page));
  expect(queued).toBeGreaterThan(0);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForTestHooks(page, 60_000);
}

type WireOutcome = 'ok' | '429' | '500' | '503' | 'other-status' | 'captive-portal' | 'no-answer';

/**
 * What became of each change sent to the emulator (a request with an opc-retry-token or an
 * if-match, from the page or its worker), counted for the requests sent while `counting()` holds.
 */
function wireTally(context: BrowserContext, emulatorUrl: string, counting: () => boolean) {
  const tally: Record<WireOutcome, number> = {
    ok: 0,
    '429': 0,
    '500': 0,
    '503': 0,
    'other-status': 0,
    'captive-portal': 0,
    'no-answer': 0,
  };
  const watched = new WeakSet<Request>();
  context.on('request', (request) => {
    if (!request.url().startsWith(emulatorUrl) || request.method() === 'OPTIONS') return;
    const headers = request.headers();
    if ((headers['opc-retry-token'] === undefined && headers['if-match'] === undefined) || !counting())
      return;
    watched.add(request);
  });
  context.on('requestfinished', (request) => {
    if (!watched.has(request)) return;
    void request.response().then((response) => {
      const status = response?.status() ?? 0;
      const html = /html/i.test(response?.headers()['content-type'] ?? '');
      const outcome: WireOutcome =
        status === 200 && html
          ? 'captive-portal'
          : status >= 200 && status < 300
            ? 'ok'
            : status === 429 || status === 500 || status === 503
              ? (String(status) as WireOutcome)
              : 'other-status';
      tally[outcome] += 1;
    });
  });
  context.on('requestfailed', (request) => {
    if (watched.has(request)) tally['no-answer'] += 1;
  });
  return tally;
}

interface Versioned {
  readonly id: string;
  readonly etag: string;
}

interface Targets {
  readonly tag: string;
  readonly buildPipelineId: string;
  readonly deployPipelineId: string;
  /** Deployments stopped at their approval stage, one per decision or cancel: the stage each waits at. */
  readonly waiting: readonly { readonly id: string; readonly stageId: string }[];
  readonly tenancyId: string;
  readonly projectIds: readonly string[];
  /** Projects of their own for the updates and the deletes, one change each, with the etag to send. */
  readonly toUpdate: readonly Versioned[];
  readonly toDelete: readonly Versioned[];
  readonly productLicenseIds: readonly string[];
  readonly moveTo: readonly [string, string];
}

/** Of every twelve changes, four are flow actions: a build run, a deployment, an approval, a cancel. */
const FLOW_SHARE = 12;

/** How many deployments stopped at approval a run of `count` changes decides or cancels. */
function decisionsFor(count: number): number {
  return 2 * Math.ceil(count / FLOW_SHARE);
}

/** How many projects a run of `count` changes updates, and as many it deletes: one of every twelve changes each. */
function editsFor(count: number): number {
  return Math.ceil(count / FLOW_SHARE);
}

/** Updates and deletes of projects of their own: if-match, no retry token. */
function projectEdit(
  t: Targets,
  n: number,
  name: string,
  made: { updates: number; deletes: number },
): MutationRequest {
  if (n % FLOW_SHARE === 3) {
    const target = t.toUpdate[made.updates];
    made.updates += 1;
    if (target === undefined) throw new Error('Not enough projects to update');
    return {
      operation: 'updateProject',
      params: {
        projectId: target.id,
        updateProjectDetails: { description: `Described by ${name}`, freeformTags: { chaos: name } },
      },
      ifMatch: target.etag,
      summary: `Describe project ${target.id}`,
    };
  }
  const target = t.toDelete[made.deletes];
  made.deletes += 1;
  if (target === undefined) throw new Error('Not enough projects to delete');
  return {
    operation: 'deleteProject',
    params: { projectId: target.id },
    ifMatch: target.etag,
    summary: `Delete project ${target.id}`,
  };
}

/** The flow actions, as the flows queue them (flowActors.ts): runs, deployments, decisions, cancels. */
function flowChange(t: Targets, n: number, name: string, decided: { next: number }): MutationRequest {
  const kind = n % FLOW_SHARE;
  if (kind === 6)
    return {
      operation: 'createBuildRun',
      params: { createBuildRunDetails: { buildPipelineId: t.buildPipelineId, displayName: `Run ${name}` } },
      summary: `Run build pipeline ${name}`,
    };
  if (kind === 7)
    return {
      operation: 'createDeployment',
      params: {
        createDeploymentDetails: {
          deploymentType: 'PIPELINE_DEPLOYMENT',
          deployPipelineId: t.deployPipelineId,
          displayName: `Deploy ${name}`,
        },
      },
      summary: `Deploy ${name}`,
    };
  const target = t.waiting[decided.next];
  decided.next += 1;
  if (target === undefined) throw new Error('Not enough deployments stopped at approval');
  if (kind === 8)
    return {
      operation: 'approveDeployment',
      params: {
        deploymentId: target.id,
        approveDeploymentDetails: { deployStageId: target.stageId, action: 'APPROVE' },
      },
      summary: `Approve deployment ${target.id}`,
    };
  return {
    operation: 'cancelDeployment',
    params: { deploymentId: target.id, cancelDeploymentDetails: { reason: `chaos ${name}` } },
    summary: `Cancel deployment ${target.id}`,
  };
}

/** The changes, kinds interleaved so each batch holds some of each. */
function changes(t: Targets, count: number): MutationRequest[] {
  const out: MutationRequest[] = [];
  const moves = new Map<string, number>();
  const decided = { next: 0 };
  const edited = { updates: 0, deletes: 0 };
  for (let n = 0; out.length < count; n += 1) {
    const name = `${t.tag}-${n}`;
    if (n % FLOW_SHARE >= 6 && n % FLOW_SHARE < 10) {
      out.push(flowChange(t, n, name, decided));
      continue;
    }
    if (n % FLOW_SHARE === 3 || n % FLOW_SHARE === 11) {
      out.push(projectEdit(t, n, name, edited));
      continue;
    }
    switch (n % 6) {
      case 0:
      case 3:
        out.push({
          operation: 'createProject',
          params: {
            createProjectDetails: {
              name,
              compartmentId: t.tenancyId,
              notificationConfig: { topicId: 'ocid1.onstopic.oc1..chaos' },
            },
          },
          summary: `Create project ${name}`,
        });
        break;
      case 1:
        out.push({
          operation: 'createProductLicense',
          params: {
            createProductLicenseDetails: {
              compartmentId: t.tenancyId,
              displayName: `Product ${name}`,
              isVendorOracle: true,
              vendorName: 'Oracle',
              licenseUnit: 'OCPU',
            },
          },
          summary: `Create product license ${name}`,
        });
        break;
      case 2: {
        const productLicenseId = t.productLicenseIds[n % t.productLicenseIds.length] ?? '';
        out.push({
          operation: 'createLicenseRecord',
          params: {
            productLicenseId,
            createLicenseRecordDetails: {
              displayName: `Record ${name}`,
              isPerpetual: true,
              isUnlimited: false,
              licenseCount: 1 + (n % 7),
            },
          },
          summary: `Create license record ${name}`,
        });
        break;
      }
      case 4: {
        const projectId = t.projectIds[Math.floor(n / 6) % t.projectIds.length] ?? '';
        const made = moves.get(projectId) ?? 0;
        moves.set(projectId, made + 1);
        out.push({
          operation: 'changeProjectCompartment',
          params: { projectId, changeProjectCompartmentDetails: { compartmentId: t.moveTo[made % 2] } },
          summary: `Move project ${projectId} (move ${made + 1})`,
        });
        break;
      }
      default: {
        const projectId = t.projectIds[n % t.projectIds.length] ?? '';
        out.push({
          operation: 'createBuildPipeline',
          params: { createBuildPipelineDetails: { projectId, displayName: `Pipeline ${name}` } },
          summary: `Create build pipeline ${name}`,
        });
      }
    }
  }
  return out;
}

/** Starts `count` deployments of the release pipeline and waits until each stops at its approval stage. */
async function deploymentsAtApproval(
  emulator: TestConsole['emulator'],
  deployPipelineId: string,
  count: number,
): Promise<{ id: string; stageId: string }[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const created = await emulator.call('POST', `${DEVOPS}/deployments`, {
      deploymentType: 'PIPELINE_DEPLOYMENT',
      deployPipelineId,
      displayName: `chaos gate ${n}`,
    });
    ids.push(String(created.body['id']));
  }
  const waiting: { id: string; stageId: string }[] = [];
  const deadline = Date.now() + 60_000;
  for (const id of ids) {
    for (;;) {
      const stage = pendingApproval(
        readDeployment((await emulator.call('GET', `${DEVOPS}/deployments/${id}`)).body),
      );
      if (stage !== undefined) {
        waiting.push({ id, stageId: stage.id });
        break;
      }
      if (Date.now() > deadline) throw new Error(`The deployment ${id} never stopped at its approval stage`);
      await pause(100);
    }
  }
  return waiting;
}

describe('the outbox under chaos', () => {
  let app: TestConsole;
  let session: Session;
  let targets: Targets;
  const teardown = new Teardown();

  beforeAll(async () => {
    app = await startTestConsole();
    teardown.add(() => app.close());
    const { emulator } = app;
    const tenancyId = await emulator.tenancyId();
    const compartments = await emulator.idsOfType('Compartment');
    const [first, second] = compartments;
    if (first === undefined || second === undefined)
      throw new Error('The emulator has fewer than two compartments');
    const tag = `chaos-${Date.now().toString(36)}`;
    const extraProjects: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      const created = await emulator.call('POST', `${DEVOPS}/projects`, {
        name: `${tag}-moved-${n}`,
        compartmentId: tenancyId,
        notificationConfig: { topicId: 'ocid1.onstopic.oc1..chaos' },
      });
      extraProjects.push(String(created.body['id']));
    }
    const extraLicenses: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      const created = await emulator.call('POST', `${LICENSES}/productLicenses`, {
        compartmentId: tenancyId,
        displayName: `${tag} product ${n}`,
        isVendorOracle: true,
        vendorName: 'Oracle',
        licenseUnit: 'OCPU',
      });
      extraLicenses.push(String(created.body['id']));
    }
    const seededProjects = await emulator.idsOfType('DevopsProject');
    const projectIds = [...seededProjects, ...extraProjects];
    // Found before the projects to update and delete are made: the search's first page would
    // no longer hold the demo project.
    const pipelines = await findPipelines(emulator.url);
    const edited: string[] = [];
    for (let n = 0; n < 2 * editsFor(CHANGE_COUNT); n += 1) {
      const created = await emulator.call('POST', `${DEVOPS}/projects`, {
        name: `${tag}-edited-${n}`,
        compartmentId: tenancyId,
        notificationConfig: { topicId: 'ocid1.onstopic.oc1..chaos' },
      });
      edited.push(String(created.body['id']));
    }
    // Moves, updates and deletes need the project ACTIVE; the new ones are CREATING for a moment.
    // The etag an update or delete is sent with is the ACTIVE version's.
    const etags = new Map<string, string>();
    for (const id of [...extraProjects, ...edited]) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const read = await emulator.call('GET', `${DEVOPS}/projects/${id}`);
        if (read.body['lifecycleState'] === 'ACTIVE' && read.etag !== null) {
          etags.set(id, read.etag);
          break;
        }
        if (Date.now() > deadline) throw new Error(`The project ${id} never became ACTIVE`);
        await pause(100);
      }
    }
    const versioned = (id: string): Versioned => ({ id, etag: etags.get(id) ?? '' });
    const half = edited.length / 2;
    const waiting = await deploymentsAtApproval(
      emulator,
      pipelines.deployPipelineId,
      decisionsFor(CHANGE_COUNT),
    );
    targets = {
      tag,
      buildPipelineId: pipelines.buildPipelineId,
      deployPipelineId: pipelines.deployPipelineId,
      waiting,
      tenancyId,
      projectIds,
      toUpdate: edited.slice(0, half).map(versioned),
      toDelete: edited.slice(half).map(versioned),
      productLicenseIds: [...(await emulator.idsOfType('ProductLicense')), ...extraLicenses],
      moveTo: [first, second],
    };
    await emulator.clearApplied();
    await emulator.clearFaultCounts();
    session = await openSession();
    teardown.add(() => session.close());
    await session.page.goto(app.consoleUrl);
    await waitForTestHooks(session.page);
  });

  afterAll(() => teardown.run());

  it(
    'applies every change exactly once through faults, offline periods and reloads',
    async () => {
      const { page, context } = session;
      const { emulator } = app;
      const all = changes(targets, CHANGE_COUNT);
      // The first update and the first delete have their answers lost for sure, before the
      // mixed faults: what follows such a loss (the retry meets the refusal its own applied
      // change causes, and the entry is settled by reading the resource) is then tested in every
      // run, not only in the runs where the mixed faults happen to lose an edit's answer.
      const firstEdits: MutationRequest[] = [];
      for (const operation of ['updateProject', 'deleteProject']) {
        const change = all.find((candidate) => candidate.operation === operation);
        if (change !== undefined) firstEdits.push(change);
      }
      const rest = all.filter((change) => !firstEdits.includes(change));
      // Cut where the 240-change run cuts (60, 110, 150, 200), in proportion.
      const cut = (at: number) => Math.round((at / 240) * rest.length);
      const batches = [
        rest.slice(0, cut(60)),
        rest.slice(cut(60), cut(110)),
        rest.slice(cut(110), cut(150)),
        rest.slice(cut(150), cut(200)),
        rest.slice(cut(200)),
      ];
      const entryIds: string[] = [];
      const issue = async (batch: readonly MutationRequest[]): Promise<void> => {
        const results = await mutateInPage(page, batch);
        for (const result of results) {
          if (!result.ok) throw new Error(`mutate() refused a change: ${JSON.stringify(result.failure)}`);
          entryIds.push(result.value.entryId);
        }
      };
      const [b1 = [], b2 = [], b3 = [], b4 = [], b5 = []] = batches;
      let healed = false;
      const wire = wireTally(context, emulator.url, () => !healed);

      await emulator.setFaults({
        dropAfterApplyRate: 1,
        paths: firstEdits.map(
          (change) =>
            `/${DEVOPS}/projects/${String((change.params as Record<string, unknown>)['projectId'])}`,
        ),
      });
      await issue(firstEdits);
      await expect.poll(async () => unfinished(await readOutbox(page)), { timeout: 60_000 }).toBe(0);

      await emulator.setFaults(MIXED_FAULTS);
      await issue(b1);
      await pause(4_000);

      // Offline 1: changes made without a network wait in the outbox.
      await context.setOffline(true);
      await issue(b2);
      await pause(3_000);
      await context.setOffline(false);
      await pause(3_000);

      // A captive portal: every answer is its HTML page with status 200.
      await emulator.setFaults(CAPTIVE_PORTAL);
      await issue(b3);
      await pause(3_000);
      // Until the portal has answered a change: on a busy machine the outbox may still be waiting
      // out an earlier fault's back-off (up to 30 s) when the three seconds end, and the portal's
      // answer to a read (a list, a settling read) says nothing of how the outbox takes it.
      await expect.poll(() => wire['captive-portal'], { timeout: 60_000 }).toBeGreaterThan(0);
      await emulator.setFaults(MIXED_FAULTS);

      // Reload 1, changes still queued.
      await reloadWithChangesQueued(page);
      await pause(4_000);

      // Offline 2, in the middle of sending.
      await context.setOffline(true);
      await pause(3_000);
      await context.setOffline(false);

      // Reload 2, straight after a batch.
      await issue(b4);
      await reloadWithChangesQueued(page);
      await pause(4_000);

      // Offline 3, with a last batch made offline.
      await context.setOffline(true);
      await issue(b5);
      await pause(3_000);
      await context.setOffline(false);
      await pause(4_000);

      // Healed: no faults, a network that works.
      await emulator.clearFaults();
      healed = true;
      const healedAt = Date.now();
      let settled: OutboxEntry[] = [];
      await expect
        .poll(
          async () => {
            settled = await readOutbox(page);
            if (process.env['CHAOS_PROGRESS'] !== undefined)
              console.log(`drain ${Date.now() - healedAt} ms: ${unfinished(settled)} left`);
            return unfinished(settled);
          },
          { timeout: DRAIN_TIMEOUT_MS, interval: 500 },
        )
        .toBe(0)
        .catch((error: unknown) => {
          console.log(`Still waiting when the drain timed out:\n${describeUnfinished(settled)}`);
          throw error;
        });

      // Each change issued against the emulator's log of what it applied: by its retry token, or,
      // for an update or delete (if-match, no retry token), by the project it alone changes.
      const entryById = new Map(settled.map((entry) => [entry.id, entry]));
      const issuedEntries = entryIds.map((id) => entryById.get(id));
      const report = await emulator.applied();
      const byToken = new Map<string, AppliedMutation[]>();
      const byEdit = new Map<string, AppliedMutation[]>();
      const editKey = (operation: string, resourceId: string | undefined) =>
        `${operation} ${resourceId ?? ''}`;
      for (const item of report.items) {
        if (item.retryToken === undefined) {
          const key = editKey(item.operation, item.resourceId);
          byEdit.set(key, [...(byEdit.get(key) ?? []), item]);
          continue;
        }
        byToken.set(item.retryToken, [...(byToken.get(item.retryToken) ?? []), item]);
      }
      const appliedFor = (entry: OutboxEntry | undefined): readonly AppliedMutation[] => {
        if (entry === undefined) return [];
        if (entry.retryToken !== undefined) return byToken.get(entry.retryToken) ?? [];
        return byEdit.get(editKey(entry.operation, String(entry.params['projectId']))) ?? [];
      };
      let duplicates = 0;
      let lost = 0;
      for (const entry of issuedEntries) {
        const times = appliedFor(entry).length;
        if (times === 0) lost += 1;
        if (times > 1) duplicates += times - 1;
      }
      const retries = settled.reduce((sum, entry) => sum + Math.max(0, entry.attempts - 1), 0);
      const confirmed = settled.filter((entry) => entry.result?.confirmedByRead === true).length;
      const lastChange = Math.max(...settled.map((entry) => entry.updatedAt));
      const drainMs = Math.max(0, lastChange - healedAt);
      console.log(
        `issued=${entryIds.length} applied=${report.items.length} duplicates=${duplicates} lost=${lost} retries=${retries} confirmed=${confirmed} drain_ms=${drainMs}`,
      );

      expect(duplicates).toBe(0);
      expect(lost).toBe(0);
      expect(report.items.length).toBe(entryIds.length);
      expect(entryIds.length).toBe(all.length);
      expect(countByState(settled)).toEqual({ done: all.length });
      const withToken = issuedEntries.filter((entry) => entry?.retryToken !== undefined);
      const tokens = new Set(withToken.map((entry) => entry?.retryToken));
      expect(tokens.size).toBe(withToken.length);
      // The updates and deletes carried no retry token, and were among the changes.
      const edits = issuedEntries.filter((entry) => entry?.retryToken === undefined);
      expect(edits.map((entry) => entry?.operation).sort()).toEqual(
        all
          .filter((change) => change.operation === 'updateProject' || change.operation === 'deleteProject')
          .map((change) => change.operation)
          .sort(),
      );
      expect(edits.length).toBeGreaterThan(0);
      // Nothing applied that was not issued: each item is an issued change's, by its token or its project.
      const editKeys = new Set(
        edits.map((entry) => editKey(entry?.operation ?? '', String(entry?.params['projectId']))),
      );
      expect(
        report.items.filter((item) =>
          item.retryToken === undefined
            ? !editKeys.has(editKey(item.operation, item.resourceId))
            : !tokens.has(item.retryToken),
        ),
      ).toEqual([]);
      // Each update shows, and each deleted project is on its way out.
      for (const target of targets.toUpdate.slice(0, 3)) {
        const project = await emulator.call('GET', `${DEVOPS}/projects/${target.id}`);
        expect(String(project.body['description'])).toMatch(/^Described by /);
      }
      for (const target of targets.toDelete.slice(0, 3)) {
        const project = await emulator.call('GET', `${DEVOPS}/projects/${target.id}`);
        expect(['DELETING', 'DELETED']).toContain(project.body['lifecycleState']);
      }

      // One resource per retry token: each create made a resource of its own, the one its entry was
      // answered with; each move moved the project it names.
      const appliedTo = (entry: OutboxEntry): string | undefined =>
        byToken.get(entry.retryToken ?? '')?.[0]?.resourceId;
      const creates = settled.filter((entry) => entry.operation.startsWith('create'));
      expect(new Set(creates.map(appliedTo)).size).toBe(creates.length);
      for (const entry of creates) {
        expect((entry.result?.body as { id?: unknown } | undefined)?.id).toBe(appliedTo(entry));
      }
      for (const entry of settled.filter((e) => e.operation === 'changeProjectCompartment')) {
        expect(appliedTo(entry)).toBe(entry.params['projectId']);
      }
      // Each approval and cancel applied to the deployment it names, one decision per deployment.
      const decisions = settled.filter(
        (e) => e.operation === 'approveDeployment' || e.operation === 'cancelDeployment',
      );
      expect(decisions.length).toBeGreaterThan(0);
      for (const entry of decisions) expect(appliedTo(entry)).toBe(entry.params['deploymentId']);

      // The chaos really happened: at least 30 % of the changes sent failed, in each of the ways set.
      const sent = Object.values(wire).reduce((sum, n) => sum + n, 0);
      expect((sent - wire.ok) / sent, JSON.stringify(wire)).toBeGreaterThanOrEqual(0.3);
      for (const outcome of ['429', '500', '503', 'captive-portal'] as const) {
        expect(wire[outcome], JSON.stringify(wire)).toBeGreaterThan(0);
      }
      // And by the emulator's own count: each kind of fault set was played at least once.
      const played = await emulator.faultCounts();
      const summary = JSON.stringify(played);
      expect(played.drop, summary).toBeGreaterThan(0);
      expect(played.dropAfterApply, summary).toBeGreaterThan(0);
      expect(played.dropAfterApplyResend, summary).toBeGreaterThan(0);
      // The first update and delete met the refusal their own lost answers caused, and were
      // settled by a read.
      expect(firstEdits.length).toBe(2);
      for (const [at, entryId] of entryIds.slice(0, 2).entries()) {
        const entry = entryById.get(entryId);
        expect(entry?.operation).toBe(firstEdits[at]?.operation);
        expect(entry?.result?.confirmedByRead, JSON.stringify(entry)).toBe(true);
      }
      expect(played.captive, summary).toBeGreaterThan(0);
      for (const answer of ['empty-200', 'bare-204', 'login-required']) {
        expect(played.notOci[answer] ?? 0, summary).toBeGreaterThan(0);
      }
      for (const status of MIXED_FAULTS.errorStatuses ?? []) {
        expect(played.error[String(status)] ?? 0, summary).toBeGreaterThan(0);
      }
      expect(retries).toBeGreaterThan(0);
      expect(session.errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
