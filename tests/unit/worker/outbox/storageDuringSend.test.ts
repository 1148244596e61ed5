import { describe, expect, it } from 'vitest';
import { createProject, makeHarness, value } from './outboxHarness';

describe('a storage failure while sending', () => {
  it('is the answer of the drain, and nothing is sent', async () => {
    const h = makeHarness();
    h.online = false;
    value(await h.outbox.enqueue(createProject()));
    // Claiming the entry writes it: that write now fails, as a full disk would make it.
    h.db.outbox.hook('updating', () => {
      throw new Error('The disk is full.');
    });
    h.online = true;
    const result = await h.outbox.drain();
    expect(result).toMatchObject({ ok: false, failure: { kind: 'storage' } });
    expect(h.calls).toHaveLength(0);
  });
});
