/**
 * The name a resource goes by, from the local index (consoleDb().resources) that search and the
 * list walks fill: how a compartment, topic or parent license OCID is shown by name offline,
 * without a read of its own. Undefined while unknown.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb } from '../../contract/db';

export function useStoredName(id: string | undefined): string | undefined {
  const name = useLiveQuery(
    async () => (id === undefined || id === '' ? undefined : (await consoleDb().resources.get(id))?.displayName),
    [id],
  );
  return typeof name === 'string' && name !== '' ? name : undefined;
}
