/**
 * On a phone (390 px) a DevOps list is a stack of cards, each value under its label and in
 * words: a deployment pipeline's stages say "Manual approval", not MANUAL_APPROVAL, no text on
 * the page is allowed to break inside a word, and its compartment is named, its OCID on demand.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type Session } from './support/browser';

const REGION = 'us-ashburn-1';

interface Named {
  readonly id: string;
  readonly displayName?: string;
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A demo project's release pipeline (its stages include a manual approval). */
async function releasePipeline(emulatorUrl: string): Promise<{ projectId: string; pipelineId: string }> {
  const search = await json<{ items: { identifier: string }[] }>(`${emulatorUrl}/query/${REGION}/20180409/resources`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Structured', query: 'query devopsproject resources' }),
  });
  for (const { identifier: projectId } of search.items) {
    const deploys = await json<{ items: Named[] }>(
      `${emulatorUrl}/devops/${REGION}/20210630/deployPipelines?projectId=${projectId}`,
    );
    const release = deploys.items.find((p) => /-release$/.test(p.displayName ?? ''));
    if (release !== undefined) return { projectId, pipelineId: release.id };
  }
  throw new Error('The demo tenancy has no release pipeline');
}

describe('a DevOps list on a phone', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openSession({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  });
  afterAll(async () => {
    await session.close();
  });

  it('shows cards with labelled values in words, never wire codes or words broken anywhere', async () => {
    const { page } = session;
    const consoleUrl = inject('consoleUrl');
    const { projectId, pipelineId } = await releasePipeline(inject('emulatorUrl'));
    await page.goto(
      `${consoleUrl}/devops-deployment/projects/${encodeURIComponent(projectId)}/pipelines/${encodeURIComponent(pipelineId)}`,
    );
    const card = page.locator('.ui-table__card').filter({ hasText: 'Manual approval' });
    await page.getByRole('tab', { name: 'Deployment stages' }).click();
    await card.first().waitFor({ timeout: 30_000 });
    expect(await page.locator('table').count()).toBe(0);
    const values = card.first().locator('dt');
    expect(await values.allTextContents()).toContain('Type');
    const cards = (await page.locator('.ui-table__card').allTextContents()).join('\n');
    expect(cards).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
    await screenshot(page, 'phone-devops-stage-cards');

    // "Processor s": a value allowed to break anywhere squeezes to one letter per line.
    const wraps = await page
      .locator('body, .ui-table__card dd, .ui-table__card dt')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).overflowWrap));
    expect(wraps.length).toBeGreaterThan(1);
    expect(wraps).not.toContain('anywhere');
    expect(session.errors).toEqual([]);
  });

  it('names the compartment, with its OCID on demand', async () => {
    const { page } = session;
    await page.getByRole('tab', { name: 'Details' }).click();
    const compartment = page.locator('.details-fields__row').filter({ hasText: 'Compartment' });
    const named = compartment.locator('.ui-named-id__name');
    await named.waitFor({ timeout: 30_000 });
    expect(await named.textContent()).not.toMatch(/^ocid1\./);
    expect(await compartment.locator('code').count()).toBe(0);
    await compartment.getByRole('button', { name: 'Show OCID' }).click();
    expect(await compartment.locator('code').textContent()).toMatch(/^ocid1\.(compartment|tenancy)\./);
    await compartment.getByRole('button', { name: 'Copy OCID' }).waitFor();
    await screenshot(page, 'phone-devops-compartment-name');
    expect(session.errors).toEqual([]);
  });
});
