/**
 * A compartment's notification subscriptions, listed as the service lists them: a bare array of
 * summaries (not `{ items }`), only that compartment's, narrowed to one topic when asked, paged
 * with opc-next-page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operation } from '../../../src/oci/operations';
import { startHarness, type Harness } from './emulatorHarness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(() => h.close());

type Summary = Record<string, unknown>;

describe('listSubscriptions', () => {
  it("answers a compartment's subscriptions as a bare array", async () => {
    const first = h.entity('notification/subscriptions');
    const compartmentId = first.summary.compartmentId;
    const answer = await h.call<Summary[]>(operation('listSubscriptions'), { compartmentId });
    expect(Array.isArray(answer.body)).toBe(true);
    const expected = h.entities(
      'notification/subscriptions',
      (e) => e.summary.compartmentId === compartmentId,
    );
    expect(answer.body.map((s) => s['id']).sort()).toEqual(expected.map((e) => e.id).sort());
    const mine = answer.body.find((s) => s['id'] === first.id);
    expect(mine?.['topicId']).toBe(first.body['topicId']);
    expect(mine?.['endpoint']).toBe(first.body['endpoint']);
  });

  it('narrows to one topic, and pages', async () => {
    const first = h.entity('notification/subscriptions');
    const topicId = String(first.body['topicId']);
    const compartmentId = first.summary.compartmentId;
    const answer = await h.call<Summary[]>(operation('listSubscriptions'), { compartmentId, topicId });
    expect(answer.body.length).toBeGreaterThan(0);
    expect(answer.body.every((s) => s['topicId'] === topicId)).toBe(true);
    const paged = await h.call<Summary[]>(operation('listSubscriptions'), { compartmentId, limit: 1 });
    expect(paged.body).toHaveLength(1);
    if (h.entities('notification/subscriptions', (e) => e.summary.compartmentId === compartmentId).length > 1)
      expect(paged.headers.opcNextPage).toBeDefined();
  });
});
