/**
 * The public log search scoped to a compartment: only that compartment's logs, or with
 * isIncludeSubcompartments its subcompartments' logs too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operation } from '../../../src/oci/operations';
import { subtreeIds } from '../../../emulator/data/compartments';
import { startHarness, type Harness } from './emulatorHarness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(() => h.close());

interface Answer {
  readonly results: { readonly data: { readonly oracle: { readonly compartmentid: string } } }[];
}

async function searchedCompartments(compartmentId: string, isIncludeSubcompartments: boolean): Promise<Set<string>> {
  const answer = await h.publicClient.call<Answer>(operation('searchLogs'), {
    compartmentId,
    searchLogsDetails: {
      timeStart: '2026-11-01T00:00:00Z',
      timeEnd: '2026-11-01T01:00:00Z',
      searchQuery: `search "${compartmentId}" | sort by datetime desc`,
      isIncludeSubcompartments,
    },
  });
  return new Set(answer.body.results.map((result) => result.data.oracle.compartmentid));
}

describe('log search by compartment', () => {
  it('searches the chosen compartment only, or its subcompartments too when asked', async () => {
    const { compartments } = h.emulator.state.tenancy;
    const logCompartments = new Set(h.entities('logging/logs').map((log) => log.summary.compartmentId));
    // A compartment with logs in a compartment under it.
    const parent = [h.emulator.state.tenancy.tenancyId, ...compartments.map((node) => node.id)].find((id) =>
      [...subtreeIds(compartments, id)].some((sub) => sub !== id && logCompartments.has(sub)),
    );
    if (parent === undefined) throw new Error('the seed has no logs under a compartment');

    const alone = await searchedCompartments(parent, false);
    for (const id of alone) expect(id).toBe(parent);
    expect(alone.size).toBe(logCompartments.has(parent) ? 1 : 0);
    const withSubcompartments = await searchedCompartments(parent, true);
    expect([...withSubcompartments].some((id) => id !== parent)).toBe(true);
    const subtree = subtreeIds(compartments, parent);
    for (const id of withSubcompartments) expect(subtree.has(id)).toBe(true);
  });
});
