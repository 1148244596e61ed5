import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../../../../src/app/features/outbox/describeFailure';
import { groupEntries, groupOf } from '../../../../../src/app/features/outbox/groupEntries';
import { statusOf } from '../../../../../src/app/features/outbox/statusOf';
import { OUTBOX_STATES as ALL } from '../../../../../src/rules/outboxLifecycle';
import { makeEntry } from './renderOutbox';

describe('outbox states in the view', () => {
  it('groups what needs the user, what waits for the network, what was sent; hides discarded', () => {
    expect(ALL.map((state) => groupOf({ state }))).toEqual([
      'waiting',
      'waiting',
      'attention',
      'attention',
      'attention',
      'done',
      undefined,
    ]);
  });

  it('orders each group: oldest first, sent ones newest first', () => {
    const entries = [
      makeEntry({ id: 'c', createdAt: 3, state: 'done' }),
      makeEntry({ id: 'a', createdAt: 1, state: 'pending' }),
      makeEntry({ id: 'b', createdAt: 2, state: 'done' }),
      makeEntry({ id: 'd', createdAt: 4, state: 'failed' }),
      makeEntry({ id: 'e', createdAt: 5, state: 'discarded' }),
      makeEntry({ id: 'f', createdAt: 0, state: 'sending' }),
    ];
    const groups = groupEntries(entries);
    expect([...groups.keys()]).toEqual(['attention', 'waiting', 'done']);
    expect(groups.get('attention')?.map((e) => e.id)).toEqual(['d']);
    expect(groups.get('waiting')?.map((e) => e.id)).toEqual(['f', 'a']);
    expect(groups.get('done')?.map((e) => e.id)).toEqual(['c', 'b']);
  });

  it('gives every state a status that reads without colour', () => {
    expect(ALL.map(statusOf)).toEqual(['info', 'info', 'warning', 'danger', 'warning', 'success', 'muted']);
  });
});

describe('describeFailure', () => {
  it('keeps the service’s message, status and code, and the opc-request-id', () => {
    expect(
      describeFailure({
        kind: 'http',
        status: 429,
        code: 'TooManyRequests',
        message: 'slow down',
        opcRequestId: 'R',
      }),
    ).toEqual({
      hint: 'failure.throttled',
      message: 'slow down',
      code: '429 TooManyRequests',
      requestId: 'R',
    });
    expect(
      describeFailure({ kind: 'http', status: 503, code: 'ServiceUnavailable', message: 'm' }).hint,
    ).toBe('failure.serverError');
    expect(describeFailure({ kind: 'http', status: 400, code: 'InvalidParameter', message: 'm' }).hint).toBe(
      'failure.http',
    );
  });

  it('explains each kind of failure without an HTTP answer', () => {
    expect(describeFailure({ kind: 'invalid-response', status: 200, message: 'html' })).toEqual({
      hint: 'failure.invalidResponse',
      message: 'html',
    });
    expect(describeFailure({ kind: 'network', message: 'x' }).hint).toBe('failure.network');
    expect(describeFailure({ kind: 'timeout', message: 'x', afterMs: 1 }).hint).toBe('failure.timeout');
    expect(describeFailure({ kind: 'circuit-open', message: 'x', host: 'h', retryAt: 1 }).hint).toBe(
      'failure.circuitOpen',
    );
  });
});
