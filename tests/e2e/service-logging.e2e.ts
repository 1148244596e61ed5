/**
 * A kind the console knows from its registry entry alone: a DevOps project's service logging
 * configuration. Its page beside the project shows what the service answers, and its edit form
 * (the one form) switches the logging off through the outbox until the service has it.
 */
import { describe, expect, inject, it } from 'vitest';
import { consoleSession } from './support/consoleSession';

const LONG = { timeout: 30_000 };
const REGION = 'us-ashburn-1';

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return (await answer.json()) as T;
}

interface LoggingConfig {
  readonly logId: string;
  readonly resource: string;
  readonly isEnabled: boolean;
}

/** A logging configuration of the demo tenancy, found through the logs a DevOps project writes. */
async function findConfig(emulatorUrl: string): Promise<LoggingConfig> {
  const logs = await json<{ items: { identifier: string; displayName?: string }[] }>(
    `${emulatorUrl}/query/${REGION}/20180409/resources?limit=1000`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'Structured', query: 'query log resources' }),
    },
  );
  for (const log of logs.items.filter((item) => /-devops-log$/.test(item.displayName ?? ''))) {
    const answer = await fetch(
      `${emulatorUrl}/devops/${REGION}/20210630/serviceLoggingConfigs/${log.identifier}`,
    );
    if (answer.ok) return (await answer.json()) as LoggingConfig;
  }
  throw new Error('The demo tenancy has no DevOps service logging configuration.');
}

describe('a service logging configuration, from its registry entry', () => {
  const session = consoleSession();

  it('shows its page beside its project and switches the logging off with its edit form', async () => {
    const { page } = session();
    const emulator = inject('emulatorUrl');
    const config = await findConfig(emulator);
    expect(config.isEnabled).toBe(true);
    await page.goto(
      `${inject('consoleUrl')}/devops-project/projects/${config.resource}/service-logging/${config.logId}`,
    );
    await page.getByRole('heading', { level: 1, name: config.logId }).waitFor(LONG);
    await page.getByRole('link', { name: 'Project' }).first().waitFor(LONG);

    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit: Service logging configuration' });
    // The label is the checkbox's target (the input itself is hidden under it).
    const enabled = form.getByRole('checkbox', { name: 'Enabled' });
    expect(await enabled.isChecked()).toBe(true);
    await form.getByText('Enabled', { exact: true }).click();
    expect(await enabled.isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'View work request' }).waitFor(LONG);

    const changed = await json<LoggingConfig>(
      `${emulator}/devops/${REGION}/20210630/serviceLoggingConfigs/${config.logId}`,
    );
    expect(changed.isEnabled).toBe(false);
    expect(session().errors).toEqual([]);
  }, 120_000);
});
