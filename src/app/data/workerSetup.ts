/**
 * What the page asks of the worker as it starts and while the settings change: the stored
 * settings, where to send calls (`configure`), the translation keys found missing, and which
 * tenancy's database the worker opened (the page reads the same).
 */
import { workerCommands } from '../consoleApi';

export const workerSetup = workerCommands('readSettings', 'configure', 'recordMissingKey', 'databaseName');
