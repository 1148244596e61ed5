/**
 * The newest save of the text index, as a start reads it: the last of the whole save's tails
 * (restoreTextIndex), or the whole save when it has none. Shaped as a `meta` row ({ value }).
 */
import type { ConsoleDb } from '../../../../src/contract/db';
import { TEXT_INDEX_KEY, TEXT_INDEX_TAIL_PREFIX } from '../../../../src/worker/search/saved/savedIndex';

interface Save {
  readonly generation?: string;
  readonly seq?: number;
}

export async function lastSave(db: ConsoleDb): Promise<{ value: unknown } | undefined> {
  const whole = (await db.meta.get(TEXT_INDEX_KEY))?.value as Save | undefined;
  if (whole === undefined) return undefined;
  const tails = (await db.meta.where('key').startsWith(TEXT_INDEX_TAIL_PREFIX).toArray())
    .map((row) => row.value as Save)
    .filter((tail) => tail.generation === whole.generation)
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  return { value: tails.at(-1) ?? whole };
}
