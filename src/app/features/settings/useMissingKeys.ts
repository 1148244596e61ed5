/**
 * The translation keys found missing at run time (the developer panel), live, and the way to
 * clear them (the worker writes the table).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb, type MissingKey } from '../../../contract/db';
import { workerCommands } from '../../consoleApi';

/** Undefined while read. */
export function useMissingKeys(): readonly MissingKey[] | undefined {
  return useLiveQuery(() => consoleDb().missingKeys.toArray(), []);
}

export const missingKeyCommands = workerCommands('clearMissingKeys');
