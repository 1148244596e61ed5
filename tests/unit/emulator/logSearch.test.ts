/**
 * The public log search scoped to a compartment: only that compartment's logs, or with
 * isIncludeSubcompartments its subcompartments' logs too; narrowed to a log by its scope or a
 * condition, in the order asked; served whether the client sends public
 * forms for everything (a real region's client) or asks for it on this one call (the console's
 * log search against the emulator), while the specified form still lists logs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operation } from '../../../src/oci/operations';
import { subtreeIds } from '../../../emulator/data/compartments';
import { startHarness, type Harness } from './emulatorHarness';
import { anyOf, matching } from '../matchers';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(() => h.close());

interface Answer {
  readonly summary: { readonly resultCount: number };
  readonly results: {
    readonly data: {
      readonly oracle: { readonly compartmentid: string } & Readonly<Record<string, unknown>>;
      readonly logContent: Readonly<Record<string, unknown>>;
    };
  }[];
}

type Sent = 'public client' | 'public form asked';

async function search(
  sent: Sent,
  compartmentId: string,
  isIncludeSubcompartments: boolean,
  searchQuery = `search "${compartmentId}" | sort by datetime desc`,
): Promise<Answer> {
  const params = {
    compartmentId,
    searchLogsDetails: {
      timeStart: '2026-11-01T00:00:00Z',
      timeEnd: '2026-11-01T01:00:00Z',
      searchQuery,
      isIncludeSubcompartments,
    },
  };
  const answer =
    sent === 'public client'
      ? await h.publicClient.call<Answer>(operation('searchLogs'), params)
      : await h.client.call<Answer>(operation('searchLogs'), params, { form: 'public' });
  return answer.body;
}

async function searchedCompartments(
  sent: Sent,
  compartmentId: string,
  isIncludeSubcompartments: boolean,
): Promise<Set<string>> {
  const answer = await search(sent, compartmentId, isIncludeSubcompartments);
  return new Set(answer.results.map((result) => result.data.oracle.compartmentid));
}

describe.each<Sent>(['public client', 'public form asked'])('log search by compartment (%s)', (sent) => {
  it('answers log lines with their time, source, type, subject and data', async () => {
    const answer = await search(sent, h.emulator.state.tenancy.tenancyId, true);
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.summary.resultCount).toBe(answer.results.length);
    for (const { data } of answer.results) {
      expect(data.logContent).toMatchObject({
        time: anyOf(String),
        source: anyOf(String),
        type: anyOf(String),
        subject: matching(/./),
        data: { message: anyOf(String) },
      });
    }
  });

  it('searches the chosen compartment only, or its subcompartments too when asked', async () => {
    const { compartments } = h.emulator.state.tenancy;
    const logCompartments = new Set(h.entities('logging/logs').map((log) => log.summary.compartmentId));
    // A compartment with logs in a compartment under it.
    const parent = [h.emulator.state.tenancy.tenancyId, ...compartments.map((node) => node.id)].find((id) =>
      [...subtreeIds(compartments, id)].some((sub) => sub !== id && logCompartments.has(sub)),
    );
    if (parent === undefined) throw new Error('the seed has no logs under a compartment');

    const alone = await searchedCompartments(sent, parent, false);
    for (const id of alone) expect(id).toBe(parent);
    expect(alone.size).toBe(logCompartments.has(parent) ? 1 : 0);
    const withSubcompartments = await searchedCompartments(sent, parent, true);
    expect([...withSubcompartments].some((id) => id !== parent)).toBe(true);
    const subtree = subtreeIds(compartments, parent);
    for (const id of withSubcompartments) expect(subtree.has(id)).toBe(true);
  });
});

describe('log search narrowed to a log', () => {
  const logsOf = (answer: Answer) =>
    new Set(answer.results.map((result) => String(result.data.oracle['logid'])));

  it('searches only the log its scope or its condition names, newest line first when asked', async () => {
    const log = h.entity('logging/logs');
    const { compartmentId } = log.summary;
    const groupId = String(log.body['logGroupId']);
    const inCompartment = logsOf(await search('public client', compartmentId, false));
    expect(inCompartment.size).toBeGreaterThan(1);
    expect(inCompartment.has(log.id)).toBe(true);

    const scoped = await search(
      'public client',
      compartmentId,
      false,
      `search "${compartmentId}/${groupId}/${log.id}"`,
    );
    expect(logsOf(scoped)).toEqual(new Set([log.id]));
    const inGroup = logsOf(
      await search('public client', compartmentId, false, `search "${compartmentId}/${groupId}"`),
    );
    expect(inGroup.has(log.id)).toBe(true);
    const where = `search "${compartmentId}" | where oracle.logid = '${log.id}' | sort by datetime desc`;
    const named = await search('public client', compartmentId, false, where);
    expect(logsOf(named)).toEqual(new Set([log.id]));

    const times = named.results.map((result) => Date.parse(String(result.data.logContent['time'])));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ascending = await search(
      'public client',
      compartmentId,
      false,
      `search "${compartmentId}" | sort by datetime asc`,
    );
    const first = ascending.results.map((result) => Date.parse(String(result.data.logContent['time'])));
    expect(first).toEqual([...first].sort((a, b) => a - b));
  });
});

describe('the specified log search', () => {
  it('still lists the logs of a compartment', async () => {
    const log = h.entity('logging/logs');
    const answer = await h.client.call<{ items: { id: string }[] }>(operation('searchLogs'), {
      compartmentId: log.summary.compartmentId,
    });
    expect(answer.body.items.map((item) => item.id)).toContain(log.id);
  });
});
