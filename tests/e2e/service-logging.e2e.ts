/**
 * A kind the console knows from its registry entry alone: a DevOps project's service logging
 * configuration, as a new user meets it. From a fresh profile, a DevOps project is opened from the
 * menu; its page lists the logs whose source is the project, each opening its configuration, and
 * sets up service logging for another log, landing on the new configuration's page. There it is
 * edited (logging switched off) and deleted after a confirmation naming it, the page giving way to
 * the project's; the emulator has each change, applied once. An edit made on a copy the service
 * changed meanwhile is refused (412) and shown as a conflict, never written over the other change.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { consoleSession, openFromMenu } from './support/consoleSession';
import { compartmentName, json } from './support/devops';

const LONG = { timeout: 30_000 };
const REGION = 'us-ashburn-1';

interface LoggingConfig {
  readonly logId: string;
  readonly logGroupId: string;
  readonly resource: string;
  readonly isEnabled: boolean;
}

interface Log {
  readonly id: string;
  readonly displayName: string;
  readonly logGroupId: string;
}

const configUrl = (emulator: string, logId: string) =>
  `${emulator}/devops/${REGION}/20210630/serviceLoggingConfigs/${logId}`;

/** The region's logs, as the Logging service's specified log search answers them. */
async function logs(emulator: string, query = ''): Promise<Log[]> {
  return (
    await json<{ items: Log[] }>(`${emulator}/logging/${REGION}/20200531/searchLogs?limit=1000${query}`)
  ).items;
}

/** A logging configuration of the demo tenancy, found through the logs a DevOps project writes. */
async function findConfig(emulator: string): Promise<LoggingConfig> {
  for (const log of (await logs(emulator, '&sourceService=devops')).filter((item) =>
    /-devops-log$/.test(item.displayName),
  )) {
    const answer = await fetch(configUrl(emulator, log.id));
    if (answer.ok) return (await answer.json()) as LoggingConfig;
  }
  throw new Error('The demo tenancy has no DevOps service logging configuration.');
}

/** A log no service logging configuration writes to yet. */
async function freeLog(emulator: string): Promise<Log> {
  for (const log of await logs(emulator)) {
    if ((await fetch(configUrl(emulator, log.id))).status === 404) return log;
  }
  throw new Error('Every log of the demo tenancy already has a service logging configuration.');
}

/** The operations the emulator applied to this resource, in order. */
async function appliedTo(emulator: string, resourceId: string): Promise<string[]> {
  const report = await json<{ items: { operation: string; resourceId?: string }[] }>(
    `${emulator}/_emulator/applied`,
  );
  return report.items.filter((item) => item.resourceId === resourceId).map((item) => item.operation);
}

/** A DevOps project's page, as a person gets there: the menu, the compartment, the project's row. */
async function openProject(page: Page, emulator: string, projectId: string): Promise<string> {
  const project = await json<{ compartmentId: string; name: string }>(
    `${emulator}/devops/${REGION}/20210630/projects/${projectId}`,
  );
  const compartment = await compartmentName(emulator, project.compartmentId);
  await openFromMenu(page, 'DevOps projects', '/devops-project/projects');
  await page.getByTestId('screen-link').click();
  await page.waitForURL(/\/devops(\?|$)/);
  await page.getByRole('button', { name: /Compartment/ }).click();
  await page
    .getByRole('option', { name: new RegExp(`${compartment}$`) })
    .first()
    .click();
  const list = page.getByTestId('list-project');
  await list.getByRole('searchbox', { name: 'Name contains' }).fill(project.name);
  await list.getByRole('link', { name: project.name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: project.name }).waitFor(LONG);
  return project.name;
}

describe("a service logging configuration, from its project's page", () => {
  const session = consoleSession();

  it('lists the project’s logs, sets up logging for another, edits it, deletes it and sets it up again from its page', async () => {
    const { page } = session();
    const emulator = inject('emulatorUrl');
    const existing = await findConfig(emulator);
    const projectLog = (await logs(emulator, `&logId=${existing.logId}`))[0];
    const log = await freeLog(emulator);
    const projectName = await openProject(page, emulator, existing.resource);

    // The project's logs, each opening its configuration.
    await page.getByRole('tab', { name: 'Service logs' }).click();
    const listed = page.getByTestId('list-service-logging');
    await listed.getByRole('link', { name: projectLog?.displayName }).click();
    await page.getByRole('heading', { level: 1, name: existing.logId }).waitFor(LONG);
    // Its page links back to the project it logs.
    await page.locator(`main a[href="/devops-project/projects/${existing.resource}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: projectName }).waitFor(LONG);

    // Set up service logging for a log of its own; the page of what it made opens.
    await page.getByRole('button', { name: 'Set up service logging' }).click();
    const create = page.getByRole('form', { name: 'Create: Service logging configuration' });
    await create.getByRole('textbox', { name: 'Log OCID' }).fill(log.id);
    await create.getByRole('textbox', { name: 'Log group OCID' }).fill(log.logGroupId);
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: log.id }).waitFor(LONG);
    const created = await json<LoggingConfig>(configUrl(emulator, log.id));
    expect(created).toMatchObject({
      resource: existing.resource,
      logGroupId: log.logGroupId,
      isEnabled: true,
    });

    // Switch it off with its edit form.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit: Service logging configuration' });
    const enabled = edit.getByRole('checkbox', { name: 'Enabled' });
    expect(await enabled.isChecked()).toBe(true);
    // The label is the checkbox's target (the input itself is hidden under it).
    await edit.getByText('Enabled', { exact: true }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'View work request' }).waitFor(LONG);
    expect((await json<LoggingConfig>(configUrl(emulator, log.id))).isEnabled).toBe(false);
    await page.getByRole('button', { name: 'Close' }).click();
    // The page reads it again: the switch off, and the etag the delete will send.
    await page.locator('main').getByText('No', { exact: true }).first().waitFor(LONG);

    // Delete it, after a confirmation naming it; the project's page follows.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', {
      name: `Delete Service logging configuration ${log.id}?`,
    });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { level: 1, name: projectName }).waitFor(LONG);
    await page.getByTestId('list-service-logging').waitFor(LONG);
    expect((await fetch(configUrl(emulator, log.id))).status).toBe(404);

    // Back on its page, the service has none for that log: the page offers to set it up again,
    // the form knowing the log and the project from the address.
    await page.goBack();
    await page.getByText('The resource does not exist', { exact: false }).first().waitFor(LONG);
    await page.getByRole('button', { name: 'Set up service logging' }).click();
    const again = page.getByRole('form', { name: 'Create: Service logging configuration' });
    expect(await again.getByRole('textbox', { name: 'Log OCID' }).inputValue()).toBe(log.id);
    await again.getByRole('textbox', { name: 'Log group OCID' }).fill(log.logGroupId);
    await again.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('link', { name: 'View work request' }).waitFor(LONG);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor(LONG);
    expect(await json<LoggingConfig>(configUrl(emulator, log.id))).toMatchObject({
      resource: existing.resource,
      isEnabled: true,
    });
    expect(await appliedTo(emulator, log.id)).toEqual([
      'createServiceLoggingConfig',
      'updateServiceLoggingConfig',
      'deleteServiceLoggingConfig',
      'createServiceLoggingConfig',
    ]);
    expect(session().errors).toEqual([]);
  }, 180_000);

  it('shows a conflict, and changes nothing, when the configuration changed since the form opened', async () => {
    const { page } = session();
    const emulator = inject('emulatorUrl');
    const config = await findConfig(emulator);
    await page.goto(
      `${inject('consoleUrl')}/devops-project/projects/${config.resource}/service-logging/${config.logId}`,
    );
    await page.getByRole('heading', { level: 1, name: config.logId }).waitFor(LONG);
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit: Service logging configuration' });
    await edit.getByRole('textbox', { name: 'Category' }).fill('build');
    // Someone else changes it meanwhile.
    const elsewhere = await fetch(`${emulator}/devops/${REGION}/20210630/serviceLoggingConfigs`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ logId: config.logId, category: 'deploy' }),
    });
    expect(elsewhere.ok).toBe(true);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changed elsewhere', { exact: false }).first().waitFor(LONG);
    expect((await json<{ category: string }>(configUrl(emulator, config.logId))).category).toBe('deploy');
    expect(session().errors).toEqual([]);
  }, 120_000);
});
