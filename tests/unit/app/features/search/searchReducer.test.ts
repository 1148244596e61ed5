import { describe, expect, it } from 'vitest';
import {
  failedRegions,
  INITIAL_SEARCH,
  searchReducer,
  type SearchState,
} from '../../../../../src/app/features/search/searchReducer';
import type { RemoteSearchProgress } from '../../../../../src/worker/searchApi';
import { makeStoredResource } from '../../../worker/builders';
import { makeRow } from './makeRow';

const progress = (overrides: Partial<RemoteSearchProgress>): RemoteSearchProgress => ({
  searchId: 1,
  phase: 'searching',
  items: [],
  total: 0,
  pagesDone: 0,
  enriched: 0,
  enrichTotal: 0,
  regions: {},
  ...overrides,
});

function run(...actions: Parameters<typeof searchReducer>[1][]): SearchState {
  return actions.reduce(searchReducer, INITIAL_SEARCH);
}

describe('the search screen’s state', () => {
  it('shows the local answer, then refreshes rows in place as pages and enrichments arrive', () => {
    const stored = makeStoredResource({ displayName: 'prod-web' });
    const first = makeRow({ identifier: stored.identifier, link: null });
    const enriched = { ...first, link: '/compute/instances/x', enrichedAt: 5 };
    const state = run(
      { type: 'start', remote: true },
      {
        type: 'local',
        result: {
          ok: true,
          value: { mode: 'text', items: [stored], total: 1, tookMs: 2, facets: { types: [], states: [] } },
        },
      },
      { type: 'progress', progress: progress({ items: [first], total: 1, pagesDone: 1, enrichTotal: 1 }) },
      {
        type: 'progress',
        progress: progress({
          phase: 'enriching',
          items: [enriched],
          total: 1,
          pagesDone: 1,
          enriched: 1,
          enrichTotal: 1,
        }),
      },
    );
    expect(state.local).toMatchObject({ status: 'ready', total: 1 });
    expect(state.local.status === 'ready' && state.local.rows[0]?.displayName).toBe('prod-web');
    expect(state.remote).toMatchObject({
      status: 'running',
      phase: 'enriching',
      enriched: 1,
      enrichTotal: 1,
    });
    expect([...state.remote.rows.values()]).toEqual([enriched]);
  });

  it('ignores reports of an older search and the answer of an aborted one', () => {
    const state = run(
      { type: 'start', remote: true },
      { type: 'progress', progress: progress({ searchId: 2, items: [makeRow()] }) },
      { type: 'progress', progress: progress({ searchId: 1, items: [makeRow(), makeRow()] }) },
      { type: 'remoteDone', result: { ok: false, failure: { kind: 'aborted', message: 'replaced' } } },
    );
    expect(state.remote.rows.size).toBe(1);
    expect(state.remote.status).toBe('running');
  });

  it('keeps a wrong query’s message and position', () => {
    const failure = {
      kind: 'query',
      message: "Expected an operator, found 'RUNNING'",
      position: 31,
    } as const;
    const state = run({ type: 'start', remote: true }, { type: 'local', result: { ok: false, failure } });
    expect(state.queryError).toEqual({ message: failure.message, position: 31 });
  });

  it('says why the remote answer is missing: offline from the start, or a failure', () => {
    const offline = run({
      type: 'start',
      remote: false,
      offlineFailure: { kind: 'network', message: 'offline' },
    });
    expect(offline.remote).toMatchObject({ status: 'failed', failure: { kind: 'network' } });
    const failed = run(
      { type: 'start', remote: true },
      {
        type: 'remoteDone',
        result: { ok: false, failure: { kind: 'timeout', message: 'slow', afterMs: 20_000 } },
      },
    );
    expect(failed.remote).toMatchObject({ status: 'failed', phase: 'done', failure: { kind: 'timeout' } });
  });

  it('lists the regions that failed', () => {
    const failure = { kind: 'network', message: 'unreachable' } as const;
    const state = run(
      { type: 'start', remote: true },
      {
        type: 'progress',
        progress: progress({
          regions: {
            'us-ashburn-1': { status: 'done', received: 3, pages: 1, truncated: false },
            'eu-frankfurt-1': { status: 'failed', received: 0, pages: 0, truncated: false, failure },
          },
        }),
      },
    );
    expect(failedRegions(state.remote)).toEqual([{ region: 'eu-frankfurt-1', failure }]);
  });
});
