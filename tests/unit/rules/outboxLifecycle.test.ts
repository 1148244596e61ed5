import { describe, expect, it } from 'vitest';
import {
  NEEDS_YOU_STATES,
  OUTBOX_ACTIONS,
  OUTBOX_STATES,
  PENDING_STATES,
  SENDABLE_STATES,
  SETTLED_STATES,
  can,
  isPending,
  isSettled,
  next,
  phaseOf,
  shownPhaseOf,
  waitsForSignIn,
  userActionsFor,
  type OutboxAction,
  type OutboxState,
} from '../../../src/rules/outboxLifecycle';

/** The whole table written out once more, by hand: every state × action, legal or not (—). */
const EXPECTED: Record<OutboxState, Record<OutboxAction, OutboxState | '—'>> = {
  // prettier-ignore
  pending:   { claim: 'sending', succeed: 'done', confirm: '—', retryLater: '—', conflict: '—', refuse: '—', release: '—', expire: 'stale', wake: 'pending', retry: '—', confirmStale: '—', reapply: '—', discard: 'discarded' },
  // prettier-ignore
  sending:   { claim: '—', succeed: 'done', confirm: 'done', retryLater: 'pending', conflict: 'conflict', refuse: 'failed', release: 'pending', expire: '—', wake: '—', retry: '—', confirmStale: '—', reapply: '—', discard: '—' },
  // prettier-ignore
  stale:     { claim: '—', succeed: 'done', confirm: '—', retryLater: '—', conflict: '—', refuse: '—', release: '—', expire: '—', wake: '—', retry: '—', confirmStale: 'pending', reapply: '—', discard: 'discarded' },
  // prettier-ignore
  failed:    { claim: '—', succeed: 'done', confirm: '—', retryLater: '—', conflict: '—', refuse: '—', release: '—', expire: '—', wake: '—', retry: 'pending', confirmStale: '—', reapply: '—', discard: 'discarded' },
  // prettier-ignore
  conflict:  { claim: '—', succeed: 'done', confirm: 'done', retryLater: '—', conflict: '—', refuse: '—', release: '—', expire: '—', wake: '—', retry: '—', confirmStale: '—', reapply: 'pending', discard: 'discarded' },
  // prettier-ignore
  done:      { claim: '—', succeed: '—', confirm: '—', retryLater: '—', conflict: '—', refuse: '—', release: '—', expire: '—', wake: '—', retry: '—', confirmStale: '—', reapply: '—', discard: '—' },
  // prettier-ignore
  discarded: { claim: '—', succeed: 'done', confirm: '—', retryLater: '—', conflict: '—', refuse: '—', release: '—', expire: '—', wake: '—', retry: '—', confirmStale: '—', reapply: '—', discard: '—' },
};

const withEtag = { current: {}, etag: 'etag-2' };

describe('the outbox entry lifecycle', () => {
  for (const state of OUTBOX_STATES) {
    for (const action of OUTBOX_ACTIONS) {
      const expected = EXPECTED[state][action];
      it(`${state} × ${action} → ${expected}`, () => {
        expect(next(state, action) ?? '—').toBe(expected);
        const entry = { state, ...(state === 'conflict' ? { conflict: withEtag } : {}) };
        expect(can(entry, action)).toBe(expected !== '—');
      });
    }
  }

  it('reapplies a conflict only on a current version that was read', () => {
    expect(can({ state: 'conflict', conflict: withEtag }, 'reapply')).toBe(true);
    expect(can({ state: 'conflict', conflict: {} }, 'reapply')).toBe(false);
    expect(can({ state: 'conflict' }, 'reapply')).toBe(false);
    expect(can({ state: 'conflict' }, 'discard')).toBe(true);
  });

  it('offers the user the actions the table allows, in the order of the view', () => {
    expect(OUTBOX_STATES.map((state) => userActionsFor({ state, conflict: withEtag }))).toEqual([
      ['discard'],
      [],
      ['confirmStale', 'discard'],
      ['retry', 'discard'],
      ['reapply', 'discard'],
      [],
      [],
    ]);
    expect(userActionsFor({ state: 'conflict' })).toEqual(['discard']);
  });

  it('puts each state in one phase', () => {
    expect(OUTBOX_STATES.map((state) => phaseOf({ state }))).toEqual([
      'waiting',
      'sending',
      'needs-you',
      'needs-you',
      'needs-you',
      'done',
      'done',
    ]);
  });

  it('shows a change that would be sent as waiting for sign-in while the session has ended, and only that', () => {
    const ended = { ended: true };
    expect(OUTBOX_STATES.map((state) => shownPhaseOf({ state }, ended))).toEqual([
      'waiting-for-sign-in',
      'sending',
      'needs-you',
      'needs-you',
      'needs-you',
      'done',
      'done',
    ]);
    for (const state of OUTBOX_STATES) {
      expect(shownPhaseOf({ state }, { ended: false })).toBe(phaseOf({ state }));
      expect(shownPhaseOf({ state }, undefined)).toBe(phaseOf({ state }));
      // Waiting for sign-in is still pending: counted, marked, never dropped.
      if (waitsForSignIn({ state }, ended)) expect(isPending({ state })).toBe(true);
    }
  });

  it('counts as pending every change not applied and not discarded, those needing the user included', () => {
    expect(PENDING_STATES).toEqual(['pending', 'sending', 'stale', 'failed', 'conflict']);
    expect(SETTLED_STATES).toEqual(['done', 'discarded']);
    expect(NEEDS_YOU_STATES).toEqual(['stale', 'failed', 'conflict']);
    expect(SENDABLE_STATES).toEqual(['pending', 'sending']);
    for (const state of OUTBOX_STATES) expect(isPending({ state })).toBe(!isSettled({ state }));
  });

  it('never leaves a settled entry but to record that the service applied it', () => {
    for (const state of SETTLED_STATES) {
      for (const action of OUTBOX_ACTIONS) {
        if (action !== 'succeed') expect(next(state, action)).toBeUndefined();
      }
    }
  });
});
