/**
 * What the page asks of the worker as it starts and while the settings change: the stored
 * settings, where to send calls (`configure`), and the translation keys found missing.
 */
import { workerCommands } from '../consoleApi';

export const workerSetup = workerCommands('readSettings', 'configure', 'recordMissingKey');
