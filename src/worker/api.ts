/**
 * The console's one worker API (STYLE rule 1). Everything the app asks of the network or of
 * the store goes through this object; failures come back as plain `Result` data (rule 2).
 * Each part lives beside the code it fronts; this file only joins them.
 */
import { createWorkerContext, type ConsoleConfig, type WorkerContext } from './context';
import { createCoreApi, type CoreApi } from './coreApi';
import { createSettingsApi, type SettingsApi } from './settingsApi';
import { createFlowsApi, type FlowsApi } from './flowsApi';
import { createOutboxApi, type OutboxApi } from './outboxApi';
import { createAuthApi, type AuthApi } from './authApi';
import { createSearchApi, type SearchApi } from './searchApi';
import { WATCH_INTERVAL_MS, createWatchesApi, type WatchesApi } from './watchesApi';
import { createRunLoops } from './follow/runLoops';
import { createAttentionApi, type AttentionApi } from './attentionApi';
import { ALARM_WATCH_COMPARTMENTS } from '../rules/alarmWatchRules';
import { SEARCH_LIMIT as HOME_SEARCH_LIMIT } from './attention/refreshAttention';
import { createSessionKeeper } from './auth/sessionKeeper';
import { createTenanciesApi, type TenanciesApi } from './tenanciesApi';
import { refreshSessionWith } from './auth/sessionRefresh';
import type { SyncPlan } from '../contract/tenancySync';

export type { ConsoleConfig } from './context';
export type { CallAnswer, ReadAnswer } from './coreApi';
export type { EnqueueInput } from './outboxApi';
export type { FollowedRunAnswer } from './flowsApi';
export type { DeviceKeySummary, NewProfile, OciConfigSection, ProfileSummary } from './authApi';
export type { NewWatch, WatchNotice } from './watchesApi';
export type { AlarmsRefused, Attention, AttentionAlarm, FailingResources, RegionAge } from './attentionApi';

export type ConsoleApi = CoreApi &
  SettingsApi &
  FlowsApi &
  OutboxApi &
  AuthApi &
  SearchApi &
  WatchesApi &
  AttentionApi &
  TenanciesApi;

export function createConsoleApi(
  initial: ConsoleConfig,
  context: WorkerContext = createWorkerContext(initial),
): ConsoleApi {
  // The active session token, renewed before it expires; once it has ended the outbox waits.
  const session = createSessionKeeper({
    db: context.db,
    now: () => context.clock.now(),
    refresh: refreshSessionWith(context),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => {
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
    isOnline: context.isOnline,
    signsHere: () => context.config().mode !== 'relay',
    onChange: () => {
      context.credentialsChanged();
      if (session.signedIn()) void startOutbox().then((box) => box.drain('online'));
    },
    ...(typeof navigator !== 'undefined' && 'locks' in navigator ? { locks: navigator.locks } : {}),
  });
  context.onSessionEnded(() => {
    session.stop();
  });
  const { startOutbox, keepSettings, ...outbox } = createOutboxApi(context, session);
  const core = createCoreApi(context);
  // One loop per followed run: the flows and the watch loop follow runs through it, and the
  // home page's renewal takes its answer when young enough (follow/runLoops.ts).
  const loops = createRunLoops({
    read: (operation, params, region) => core.read(operation, params, region),
    now: () => Date.now(),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => {
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
    isOnline: context.isOnline,
    onOnline: (listener) => {
      if (typeof self !== 'undefined' && typeof self.addEventListener === 'function')
        self.addEventListener('online', listener);
    },
  });
  const { keepWatchConfig, ...watches } = createWatchesApi(context, loops);
  // The local index's status is the benchmark's, not the app's.
  const { startTenancySync, localStatus: _localStatus, ...search } = createSearchApi(context);
  const settings = createSettingsApi(context);
  const { readShownName, ...tenancies } = createTenanciesApi(context);
  /** After `run`, what a restore after a wipe can put back is copied out of the database. */
  const keeping =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const answer = await run(...args);
      void keepSettings();
      return answer;
    };
  return {
    ...core,
    async configure(config) {
      const answer = await core.configure(config);
      // Queued changes are replayed once the worker knows where to send them (and whether its
      // session lasts).
      await session.reload().catch(() => undefined);
      void startOutbox();
      void keepWatchConfig();
      startTenancySync();
      readShownName();
      return answer;
    },
    ...outbox,
    ...settings,
    setSetting: keeping(async (key: string, value: unknown) => {
      await settings.setSetting(key, value);
      // Alarms watched: the service worker's periodic check needs the endpoint, as for a watch.
      if (key === ALARM_WATCH_COMPARTMENTS) await keepWatchConfig();
    }),
    ...createFlowsApi(context, loops),
    ...createAuthApi(context, session, readShownName),
    ...tenancies,
    ...search,
    syncTenancy: keeping((plan: SyncPlan) => search.syncTenancy(plan)),
    forgetTenancySync: keeping(() => search.forgetTenancySync()),
    ...watches,
    ...createAttentionApi(context, {
      search: (text, region) =>
        search.searchRemote(
          { text, regions: [region], limit: HOME_SEARCH_LIMIT, purpose: 'home' },
          () => undefined,
        ),
      // A renewal takes the run's answer up to half the watch interval old, or reads it.
      read: (operation, params, region) => loops.read({ operation, params, region }, WATCH_INTERVAL_MS / 2),
    }),
  };
}
