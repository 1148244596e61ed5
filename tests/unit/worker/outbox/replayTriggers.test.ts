import { describe, expect, it } from 'vitest';
import type { ConsoleFailure, Result } from '../../../../src/contract/failure';
import { bindReplayTriggers, type OnlineEventSource } from '../../../../src/worker/outbox/replayTriggers';
import type { DrainTrigger } from '../../../../src/worker/outbox/types';

function fakeScope(): OnlineEventSource & { fire(): void; listeners: number } {
  const listeners = new Set<() => void>();
  return {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    fire: () => {
      listeners.forEach((listener) => {
        listener();
      });
    },
    get listeners() {
      return listeners.size;
    },
  };
}

describe('bindReplayTriggers', () => {
  it('drains on start and whenever the connection returns, until unbound', async () => {
    const scope = fakeScope();
    const triggers: DrainTrigger[] = [];
    const failures: ConsoleFailure[] = [];
    const drain = (trigger: DrainTrigger = 'manual'): Promise<Result<void>> => {
      triggers.push(trigger);
      return Promise.resolve(
        trigger === 'online'
          ? { ok: false, failure: { kind: 'storage', message: 'full', quotaExceeded: true } }
          : { ok: true, value: undefined },
      );
    };
    const unbind = bindReplayTriggers(scope, { drain }, (failure) => failures.push(failure));
    scope.fire();
    scope.fire();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(triggers).toEqual(['start', 'online', 'online']);
    expect(failures).toHaveLength(2);

    unbind();
    expect(scope.listeners).toBe(0);
    scope.fire();
    expect(triggers).toHaveLength(3);
  });
});
