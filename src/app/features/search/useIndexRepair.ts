/**
 * Whether a start found the local search index damaged and rebuilt it from the resources kept on
 * this device (src/contract/indexRepair.ts), in any tab, until the user dismisses the note.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb } from '../../../contract/db';
import { INDEX_REPAIR_KEY, isIndexRepair, type IndexRepair } from '../../../contract/indexRepair';
import { consoleApi } from '../../consoleApi';

export interface IndexRepairNote {
  /** The repair to tell of, or undefined when there is none (or it is not read yet). */
  readonly repair: IndexRepair | undefined;
  /** The user has read it: the note goes, in every tab. */
  readonly dismiss: () => void;
}

export function useIndexRepair(): IndexRepairNote {
  const value = useLiveQuery(async () => (await consoleDb().meta.get(INDEX_REPAIR_KEY))?.value, []);
  return {
    repair: isIndexRepair(value) ? value : undefined,
    dismiss: () => void consoleApi().dismissIndexRepair(),
  };
}
