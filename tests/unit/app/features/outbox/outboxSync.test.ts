/**
 * Background Sync end to end, without a browser: the service worker's side (src/sw/outboxSync.ts)
 * asks a window over a real MessageChannel; the window answers as the page does
 * (src/app/features/outbox/outboxSyncClient.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import {
  answerOutboxSync,
  registerOutboxSync,
  type SyncAnswerDeps,
} from '../../../../../src/app/features/outbox/outboxSyncClient';
import {
  isOutboxSyncReply,
  isOutboxSyncRequest,
  OUTBOX_SYNC_REPLY as SYNC_REPLY,
  OUTBOX_SYNC_REQUEST,
  OUTBOX_SYNC_TAG,
} from '../../../../../src/contract/backgroundSync';
import {
  handleOutboxSync,
  syncOutbox,
  type OutboxSyncEvent,
  type SyncClients,
  type SyncWindow,
} from '../../../../../src/sw/outboxSync';
import type { Result } from '../../../../../src/contract/failure';

const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** A window that answers sync requests the way the page does. */
function pageWindow(deps: SyncAnswerDeps): SyncWindow & { asked: number } {
  const window = {
    asked: 0,
    postMessage(message: unknown, transfer: Transferable[]) {
      const port = transfer[0] as MessagePort | undefined;
      if (!isOutboxSyncRequest(message) || port === undefined) return;
      window.asked += 1;
      void answerOutboxSync(deps).then((reply) => {
        port.postMessage(reply);
        port.close();
      });
    },
  };
  return window;
}

const silentWindow: SyncWindow = { postMessage: () => undefined };
const clientsOf = (...windows: SyncWindow[]): SyncClients => ({ matchAll: () => Promise.resolve(windows) });

describe('the sync protocol', () => {
  it('recognises only its own request, and only a well-formed reply', () => {
    expect(isOutboxSyncRequest({ type: OUTBOX_SYNC_REQUEST })).toBe(true);
    expect(isOutboxSyncRequest({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isOutboxSyncRequest(null)).toBe(false);
    expect(isOutboxSyncRequest(OUTBOX_SYNC_REQUEST)).toBe(false);
    expect(isOutboxSyncReply({ type: SYNC_REPLY, remaining: 0 })).toBe(true);
    expect(isOutboxSyncReply({ type: SYNC_REPLY, remaining: 2, failure: { message: 'quota' } })).toBe(true);
    expect(isOutboxSyncReply({ type: SYNC_REPLY, remaining: -1 })).toBe(false);
    expect(isOutboxSyncReply({ type: SYNC_REPLY, remaining: '0' })).toBe(false);
    expect(isOutboxSyncReply({ type: SYNC_REPLY, remaining: 0, failure: 'quota' })).toBe(false);
    expect(isOutboxSyncReply({ type: OUTBOX_SYNC_REQUEST, remaining: 0 })).toBe(false);
  });

  it('answers like answerSyncRequest: drain, then what is still pending or sending', async () => {
    const drain = vi.fn(() => Promise.resolve(ok(undefined)));
    expect(await answerOutboxSync({ drain, remaining: () => Promise.resolve(ok(2)) })).toEqual({
      type: SYNC_REPLY,
      remaining: 2,
    });
    expect(drain).toHaveBeenCalledOnce();
    const failure = { kind: 'storage' as const, message: 'blocked', quotaExceeded: false };
    expect(
      await answerOutboxSync({
        drain: () => Promise.resolve({ ok: false, failure }),
        remaining: () => Promise.reject(new Error('closed')),
      }),
    ).toEqual({ type: SYNC_REPLY, remaining: 0, failure });
  });
});

describe('the service worker’s sync', () => {
  it('completes when a window has sent everything', async () => {
    const window = pageWindow({
      drain: () => Promise.resolve(ok(undefined)),
      remaining: () => Promise.resolve(ok(0)),
    });
    await expect(syncOutbox(clientsOf(window))).resolves.toBeUndefined();
    expect(window.asked).toBe(1);
  });

  it('completes when any one window has, while another never answers', async () => {
    const window = pageWindow({
      drain: () => Promise.resolve(ok(undefined)),
      remaining: () => Promise.resolve(ok(0)),
    });
    await expect(syncOutbox(clientsOf(silentWindow, window), 200)).resolves.toBeUndefined();
  });

  it('fails, so the browser tries again, while changes wait, on a failure, with no window, or no answer', async () => {
    const waiting = pageWindow({
      drain: () => Promise.resolve(ok(undefined)),
      remaining: () => Promise.resolve(ok(3)),
    });
    await expect(syncOutbox(clientsOf(waiting))).rejects.toThrow('3 changes are still waiting to be sent.');
    const broken = pageWindow({
      drain: () =>
        Promise.resolve({ ok: false, failure: { kind: 'storage', message: 'full', quotaExceeded: true } }),
      remaining: () => Promise.resolve(ok(0)),
    });
    await expect(syncOutbox(clientsOf(broken))).rejects.toThrow('The outbox could not be sent: full');
    await expect(syncOutbox(clientsOf())).rejects.toThrow('No window of Field Console is open');
    await expect(syncOutbox(clientsOf(silentWindow), 50)).rejects.toThrow(
      'did not answer the outbox sync in time',
    );
  });

  it('takes only the outbox’s tag, passing the sync to waitUntil', async () => {
    const waited: Promise<unknown>[] = [];
    const event = (tag: string) =>
      ({ tag, waitUntil: (p: Promise<unknown>) => waited.push(p) }) as unknown as OutboxSyncEvent;
    const window = pageWindow({
      drain: () => Promise.resolve(ok(undefined)),
      remaining: () => Promise.resolve(ok(0)),
    });
    expect(handleOutboxSync(event('other-tag'), clientsOf(window))).toBe(false);
    expect(waited).toHaveLength(0);
    expect(handleOutboxSync(event(OUTBOX_SYNC_TAG), clientsOf(window))).toBe(true);
    expect(waited).toHaveLength(1);
    await expect(waited[0]).resolves.toBeUndefined();
  });
});

describe('registerOutboxSync', () => {
  const container = (registration: unknown) =>
    ({ getRegistration: () => Promise.resolve(registration) }) as unknown as ServiceWorkerContainer;

  it('registers the tag where the browser has Background Sync', async () => {
    const register = vi.fn(() => Promise.resolve());
    expect(await registerOutboxSync(container({ sync: { register } }))).toBe(true);
    expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG);
  });

  it('does nothing without a service worker, without Background Sync, or when refused', async () => {
    expect(await registerOutboxSync(undefined)).toBe(false);
    expect(await registerOutboxSync(container(undefined))).toBe(false);
    expect(await registerOutboxSync(container({}))).toBe(false);
    const refused = {
      sync: { register: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    };
    expect(await registerOutboxSync(container(refused))).toBe(false);
  });
});
