/**
 * What the page asks of the worker's tenancy download: start it with a plan, resume, pause, a
 * round now, stop; and the home page's offer, dismissed once. The worker keeps the state; the
 * page follows it live (useTenancySync.ts).
 */
import { workerCommands } from '../../consoleApi';

export const syncCommands = workerCommands(
  'syncTenancy',
  'resumeTenancySync',
  'pauseTenancySync',
  'syncTenancyNow',
  'forgetTenancySync',
);

export const SYNC_OFFER_DISMISSED_KEY = 'tenancySyncOfferDismissed';

const settings = workerCommands('setSetting');

/** "Not now": the offer is not made again (kept in the settings table). */
export function dismissSyncOffer(): Promise<void> {
  return settings.setSetting(SYNC_OFFER_DISMISSED_KEY, true);
}
