/**
 * Mounted once, in the shell; renders nothing. It keeps the outbox moving from the page's side:
 * - forwards the page becoming visible (and the page's `online`, also when already online on
 *   mounting) to the worker, which drains;
 * - registers Background Sync whenever changes wait to be sent, where the browser has it;
 * - answers the service worker's sync request: drain through the worker, reply with what is
 *   left (src/contract/backgroundSync.ts);
 * - announces, assertively, each change that comes to need the user's decision.
 */
import { Suspense, useEffect, useRef } from 'react';
import { outboxCommands, sendableCount } from './outboxCommands';
import { useAnnounce } from '../../ui';
import { useChangeTitle } from '../../i18n/changeTitle';
import { isOutboxSyncRequest } from '../../../contract/backgroundSync';
import { answerOutboxSync, registerOutboxSync } from './outboxSyncClient';
import { useOutboxText } from './outboxText';
import { useOutboxCounts } from '../../data/useOutboxCounts';
import { useAttentionEntries } from './useOutboxEntries';

function serviceWorkers(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined;
}

/** The page's visibility and connection, forwarded to the worker's outbox. */
function useDrainTriggers(): void {
  useEffect(() => {
    const onVisibility = (): void => {
      if (document.visibilityState === 'visible') void outboxCommands.drainOutbox('visible');
    };
    const onOnline = (): void => void outboxCommands.drainOutbox('online');
    // Mounted late (this part loads after the first paint), it may have missed the connection's
    // return: online on arrival counts as a return.
    if (navigator.onLine) onOnline();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  }, []);
}

/** Registers the sync tag each time the number of changes waiting to be sent changes and is above zero. */
function useSyncRegistration(): void {
  const sendable = useOutboxCounts()?.sendable ?? 0;
  useEffect(() => {
    if (sendable > 0) void registerOutboxSync(serviceWorkers());
  }, [sendable]);
}

/** Answers the service worker's sync requests on the port they came with. */
function useSyncAnswers(): void {
  useEffect(() => {
    const container = serviceWorkers();
    if (container === undefined) return undefined;
    const onMessage = (event: MessageEvent<unknown>): void => {
      const port = event.ports[0];
      if (!isOutboxSyncRequest(event.data) || port === undefined) return;
      void answerOutboxSync({
        drain: () => outboxCommands.drainOutbox('sync'),
        remaining: sendableCount,
      }).then((reply) => {
        port.postMessage(reply);
      });
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    return () => {
      container.removeEventListener('message', onMessage);
    };
  }, []);
}

/** Announces the changes that come to wait for the user (not those already waiting when mounted). */
function AttentionAnnouncer() {
  const t = useOutboxText();
  const titleOf = useChangeTitle({ wait: false });
  const announce = useAnnounce();
  const entries = useAttentionEntries();
  const known = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (entries === undefined) return;
    const previous = known.current;
    known.current = new Set(entries.map((entry) => entry.id));
    if (previous === null) return;
    const arrived = entries.filter((entry) => !previous.has(entry.id));
    const [first] = arrived;
    if (arrived.length === 1 && first !== undefined) {
      announce(t('announce.attentionOne', { summary: titleOf(first) }), 'assertive');
    } else if (arrived.length > 1) {
      announce(t('announce.attentionMany', { count: arrived.length }), 'assertive');
    }
  }, [entries, announce, t, titleOf]);
  return null;
}

export function OutboxReplay() {
  useDrainTriggers();
  useSyncRegistration();
  useSyncAnswers();
  return (
    <Suspense fallback={null}>
      <AttentionAnnouncer />
    </Suspense>
  );
}
