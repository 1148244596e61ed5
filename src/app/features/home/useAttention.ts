/**
 * What the home page shows as needing the user, as the worker computes it (worker/attentionApi.ts):
 * one subscription, one answer after every change of what it reads. It answers the same offline;
 * online, useAttentionRefresh asks the worker to renew what it reads, and this follows.
 */
import { proxy } from 'comlink';
import { useEffect, useState } from 'react';
import type { Attention } from '../../../worker/api';
import { workerCommands } from '../../consoleApi';

export type { Attention, FailingResources, RegionAge } from '../../../worker/api';

const subscriptions = workerCommands('watchAttention', 'stopWatchingAttention');

export const attentionCommands = workerCommands('refreshAttention');

/** The attention, live; undefined while first read, null when storage fails. */
export function useAttention(): Attention | null | undefined {
  const [attention, setAttention] = useState<Attention | null>();
  useEffect(() => {
    let stopped = false;
    let subscription: number | undefined;
    const notify = proxy((next: Attention | null) => {
      if (!stopped) setAttention(next);
    });
    subscriptions.watchAttention(notify).then(
      (id) => {
        if (stopped) void subscriptions.stopWatchingAttention(id);
        else subscription = id;
      },
      () => {
        if (!stopped) setAttention(null);
      },
    );
    return () => {
      stopped = true;
      if (subscription !== undefined) void subscriptions.stopWatchingAttention(subscription);
    };
  }, []);
  return attention;
}
