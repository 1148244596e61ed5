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
import { createWatchesApi, type WatchesApi } from './watchesApi';

export type { ConsoleConfig } from './context';
export type { CallAnswer, ReadAnswer } from './coreApi';
export type { EnqueueInput } from './outboxApi';
export type { NewProfile, OciConfigSection, ProfileSummary } from './authApi';
export type { NewWatch, WatchNotice } from './watchesApi';

export type ConsoleApi = CoreApi & SettingsApi & FlowsApi & OutboxApi & AuthApi & SearchApi & WatchesApi;

export function createConsoleApi(
  initial: ConsoleConfig,
  context: WorkerContext = createWorkerContext(initial),
): ConsoleApi {
  const { startOutbox, ...outbox } = createOutboxApi(context);
  const core = createCoreApi(context);
  const { keepWatchConfig, ...watches } = createWatchesApi(context, core.read);
  const { startTenancySync, ...search } = createSearchApi(context);
  return {
    ...core,
    async configure(config) {
      const answer = await core.configure(config);
      // Queued changes are replayed once the worker knows where to send them.
      void startOutbox();
      void keepWatchConfig();
      startTenancySync();
      return answer;
    },
    ...outbox,
    ...createSettingsApi(context),
    ...createFlowsApi(context),
    ...createAuthApi(context),
    ...search,
    ...watches,
  };
}
