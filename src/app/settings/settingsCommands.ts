/** Settings are written by the worker (the page only reads them, live: liveSettings.ts). */
import { workerCommands } from '../consoleApi';

export const settingsCommands = workerCommands('setSetting');
