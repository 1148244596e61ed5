/** The stored flows still active (a run under way, a deployment waiting), live; [] when unreadable. */
import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb, type StoredFlow } from '../../contract/db';

export function useActiveFlows(): readonly StoredFlow[] | undefined {
  return useLiveQuery(
    () =>
      consoleDb()
        .flows.where('status')
        .equals('active')
        .toArray()
        .catch(() => []),
    [],
  );
}
