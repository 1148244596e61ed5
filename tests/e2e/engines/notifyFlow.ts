/**
 * "Notify me" in an engine: a deployment stopped at its approval stage, Notify me pressed, the
 * deployment approved elsewhere (at the emulator, as a colleague would) — and once it succeeds,
 * the service worker shows one notification for it. Where the engine lets a test allow
 * notifications (Chromium, Firefox over BiDi); WebKitGTK's MiniBrowser under WebDriver answers the
 * browser's question itself, with no: there the console must say so plainly.
 */
import { expect } from 'vitest';
import type { EnginePage } from '../support/engines/enginePage';
import type { EngineConsole } from '../support/engines/launch';
import { findPipelines, json } from '../support/devops';

const DEVOPS = '/devops/us-ashburn-1/20210630';
const LONG = { timeout: 60_000 };

interface StageProgress {
  readonly deployStageId?: string;
  readonly deployStageType?: string;
  readonly status?: string;
}

/** The deployment's approval stage once it waits for a decision, as the emulator has it. */
async function waitingStage(emulatorUrl: string, deploymentId: string): Promise<string | undefined> {
  const deployment = await json<{
    deploymentExecutionProgress?: { deployStageExecutionProgress?: Record<string, StageProgress> };
  }>(`${emulatorUrl}${DEVOPS}/deployments/${deploymentId}`);
  const stages = Object.values(deployment.deploymentExecutionProgress?.deployStageExecutionProgress ?? {});
  return stages.find((stage) => stage.deployStageType === 'MANUAL_APPROVAL' && stage.status === 'WAITING')
    ?.deployStageId;
}

export async function deploymentNotification(page: EnginePage, app: EngineConsole): Promise<void> {
  const emulatorUrl = app.emulator.url;
  const pipelines = await findPipelines(emulatorUrl);
  const grant = page.driver.grantNotifications;
  if (grant !== undefined) await grant(app.url);
  await page.goto(
    `${app.url}/devops-deployment/projects/${pipelines.projectId}/pipelines/${pipelines.deployPipelineId}`,
  );
  await page.click({ role: 'button', name: 'Create deployment' }, LONG);
  await page.click({ role: 'button', name: 'Deploy', within: { role: 'alertdialog' } });
  await page.until(async () => (await page.url()).includes('/deployments/'), 'the deployment page', LONG);
  const deploymentId = decodeURIComponent((await page.url()).split('/').pop() ?? '');
  const stage = await page.poll(
    () => waitingStage(emulatorUrl, deploymentId),
    (id) => id !== undefined,
    'the approval stage',
    LONG,
  );
  const name = await page.poll(
    async () => (await page.text({ role: 'heading', level: 1 })) ?? '',
    (heading) => heading !== '',
    'the deployment heading',
  );

  // The page knows it waits too: a watch begun before would tell "needs approval" first.
  await page.poll(
    () => page.attribute({ testId: 'flow-status' }, 'data-status'),
    (status) => status === 'waitingForApproval',
    'the page to show the deployment waiting for approval',
    LONG,
  );
  const notifyMe = { role: 'button', name: 'Notify me' } as const;
  await page.click(notifyMe, LONG);
  if (grant === undefined) {
    await page.waitFor({
      text: 'The browser did not allow notifications. Press Notify me again to be asked again.',
      within: { role: 'alert' },
    });
    expect(await page.attribute(notifyMe, 'aria-pressed')).toBe('false');
    return;
  }
  await page.poll(
    () => page.attribute(notifyMe, 'aria-pressed'),
    (pressed) => pressed === 'true',
    'Notify me pressed',
  );

  const approved = await fetch(`${emulatorUrl}${DEVOPS}/deployments/${deploymentId}/actions/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deployStageId: stage, action: 'APPROVE' }),
  });
  expect(approved.status).toBe(200);
  const shown = await page
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return ((await registration?.getNotifications()) ?? []).map((n) => ({
            title: n.title,
            body: n.body,
          }));
        }),
      (list) => list.length > 0,
      'a notification',
      { timeout: 90_000 },
    )
    .catch(async (error: unknown) => {
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\n${await whyNoNotification(page, emulatorUrl, deploymentId)}`,
      );
    });
  // Read as a person reads it: the marks that isolate each name's direction are not seen.
  const seen = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
  expect(shown.map(({ title, body }) => ({ title: seen(title), body: seen(body) }))).toEqual([
    { title: `${name} succeeded`, body: 'Deployment · tap to open' },
  ]);
  expect(await page.count({ testId: 'watch-missed' })).toBe(0);
}

/**
 * What the page and the emulator show when no notification came: the deployment's state at the
 * emulator and on the page, the page's notice of a notification not shown, the permission, and
 * whether the service worker controls the page.
 */
async function whyNoNotification(
  page: EnginePage,
  emulatorUrl: string,
  deploymentId: string,
): Promise<string> {
  const at = await json<{ lifecycleState?: string }>(`${emulatorUrl}${DEVOPS}/deployments/${deploymentId}`)
    .then((deployment) => deployment.lifecycleState ?? 'no state')
    .catch((error: unknown) => `unread (${String(error)})`);
  const shown = await page
    .attribute({ testId: 'flow-status' }, 'data-status')
    .catch((error: unknown) => `unread (${String(error)})`);
  const missed = await page.text({ testId: 'watch-missed' }).catch(() => undefined);
  const browser = await page
    .evaluate(() => ({
      permission: typeof Notification === 'undefined' ? 'no Notification' : Notification.permission,
      controlled: navigator.serviceWorker.controller !== null,
    }))
    .catch((error: unknown) => `unread (${String(error)})`);
  return `the deployment at the emulator: ${at}; on the page: ${String(shown)}; watch-missed: ${
    missed ?? 'none'
  }; the browser: ${JSON.stringify(browser)}`;
}
