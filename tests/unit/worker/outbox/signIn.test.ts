/**
 * A session that ends while changes are queued: nothing is sent while `signedIn()` is false (the
 * changes wait, pending, neither failed nor dropped), a 401 to a request signed with a session
 * token sends the change back to wait rather than failing it, and once signed in again each
 * change goes out with its same retry token and is applied once.
 */
import { describe, expect, it } from 'vitest';
import type { ConsoleFailure } from '../../../../src/contract/failure';
import { OFFLINE_LOOK_MS } from '../../../../src/worker/outbox/outbox';
import { answered, createProject, makeHarness, until, value } from './outboxHarness';

const sessionEnded: ConsoleFailure = {
  kind: 'http',
  status: 401,
  code: 'NotAuthenticated',
  message: 'The session token has expired.',
  sessionToken: true,
};

describe('the outbox when the session ends', () => {
  it('keeps changes waiting while signed out, and sends each once after sign-in', async () => {
    let signedIn = false;
    const h = makeHarness({ signedIn: () => signedIn });
    const first = value(await h.outbox.enqueue(createProject('one')));
    const second = value(await h.outbox.enqueue(createProject('two')));
    await h.outbox.drain();
    h.clock.advance(10 * OFFLINE_LOOK_MS);
    await h.outbox.drain();
    expect(h.calls).toHaveLength(0);
    expect(await h.entry(first)).toMatchObject({ state: 'pending', attempts: 0 });

    signedIn = true;
    h.clock.advance(OFFLINE_LOOK_MS);
    await until(async () => (await h.entry(second)).state === 'done', 'both changes sent');
    expect((await h.entry(first)).state).toBe('done');
    expect(h.calls.map((call) => call.retryToken)).toEqual([
      (await h.entry(first)).retryToken,
      (await h.entry(second)).retryToken,
    ]);
  });

  it('sends a change refused for an ended session back to wait, then again with the same retry token', async () => {
    const h = makeHarness();
    h.respond = (_call, index) => (index === 0 ? { ok: false, failure: sessionEnded } : answered(200));
    const id = value(await h.outbox.enqueue(createProject()));
    await h.outbox.drain();
    const waiting = await h.entry(id);
    expect(waiting).toMatchObject({ state: 'pending', lastFailure: { sessionToken: true } });
    expect(waiting.maybeApplied).toBeUndefined();
    h.clock.advance(waiting.nextAttemptAt - h.clock.now());
    await until(async () => (await h.entry(id)).state === 'done', 'the change sent again');
    expect(h.calls).toHaveLength(2);
    expect(h.calls[1]?.retryToken).toBe(h.calls[0]?.retryToken);
  });
});
