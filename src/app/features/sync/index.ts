/**
 * What other features may use of the tenancy sync: the home screen's offer and the address it
 * leads to, the settings' section, and the commands (the outbox's wipe notice starts a sync again).
 */
export { SYNC_SETTINGS_PATH, SyncOffer } from './SyncOffer';
export { syncCommands } from './syncCommands';
export { TenancySyncSettings } from './TenancySyncSettings';
