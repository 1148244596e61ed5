/**
 * The console's one worker API (STYLE rule 1). Everything the app asks of the network or of
 * the store goes through this object; failures come back as plain `Result` data (rule 2).
 * Each part lives beside the code it fronts; this file only joins them.
 */
import { createWorkerContext, type ConsoleConfig, type WorkerContext } from './context';
import { createCoreApi, type CoreApi } from './coreApi';
import { createSettingsApi, type SettingsApi } from './settingsApi';
import { createFlowsApi, type FlowsApi } from './flowsApi';

export type { ConsoleConfig } from './context';
export type { CallAnswer } from './coreApi';

export type ConsoleApi = CoreApi & SettingsApi & FlowsApi;

export function createConsoleApi(
  initial: ConsoleConfig,
  context: WorkerContext = createWorkerContext(initial),
): ConsoleApi {
  return {
    ...createCoreApi(context),
    ...createSettingsApi(context),
    ...createFlowsApi(context),
  };
}
