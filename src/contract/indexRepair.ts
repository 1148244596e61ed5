/**
 * The note a start leaves in the `meta` table when it found the saved search index damaged (a
 * part whose checksum did not match, or that did not load) and rebuilt it from the resources kept
 * on the device (src/worker/search/saved/restoreTextIndex.ts). The search screen shows it, in every
 * tab, until the user dismisses it, which deletes it (SearchApi.dismissIndexRepair).
 */
export const INDEX_REPAIR_KEY = 'textIndex.repaired';

export interface IndexRepair {
  /** When the start found it (epoch ms). */
  readonly at: number;
  /** The part found damaged: the whole save, or a tail of changes after it. */
  readonly part: 'whole' | 'tail';
  /** The resources the index holds once rebuilt. */
  readonly resources: number;
}

export function isIndexRepair(value: unknown): value is IndexRepair {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Partial<Record<keyof IndexRepair, unknown>>;
  return (
    typeof note.at === 'number' &&
    (note.part === 'whole' || note.part === 'tail') &&
    typeof note.resources === 'number'
  );
}
