/**
 * Remote translation files the locale host said it does not have (404 or 410), remembered for a
 * day: a language the host lacks (Arabic, there) was asked for at both remote locations, for each
 * remote namespace, on every start of the console — four requests failing each time before the
 * local file answered. Within the day the chain goes straight to the next source; after it, the
 * host is asked again, in case the file was published since. Only a refusal counts: a request
 * that failed for want of a network says nothing of the file.
 */

/** What the misses are kept in: the origin's localStorage in the console. */
export type MissStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const LOCALE_MISSES_KEY = 'field-console.locale-misses';
export const KEEP_MISS_MS = 24 * 60 * 60_000;
/** More misses than any set of languages and namespaces makes: past it, the oldest go. */
const MAX_MISSES = 64;

export interface LocaleMisses {
  /** Whether the host said, within the day, that it does not have this file. */
  isMissing(url: string): boolean;
  /** Remembers the host's answer to this file: a refusal is kept, anything else forgets it. */
  answered(url: string, status: number): void;
}

type Kept = Record<string, number>;

function readKept(storage: MissStorage | undefined): Kept {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LOCALE_MISSES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

/** The misses kept in `storage` (none kept where there is none, or it refuses: every file is asked for). */
export function localeMisses(storage: MissStorage | undefined, now: () => number = Date.now): LocaleMisses {
  const write = (kept: Kept): void => {
    const newest = Object.entries(kept)
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_MISSES);
    try {
      storage?.setItem(LOCALE_MISSES_KEY, JSON.stringify(Object.fromEntries(newest)));
    } catch {
      // Storage full or refused: the file is simply asked for again next time.
    }
  };
  return {
    isMissing(url) {
      const at = readKept(storage)[url];
      const age = at === undefined ? Infinity : now() - at;
      return age >= 0 && age < KEEP_MISS_MS;
    },
    answered(url, status) {
      const kept = readKept(storage);
      if (status === 404 || status === 410) write({ ...kept, [url]: now() });
      else if (url in kept) {
        const { [url]: _forgotten, ...rest } = kept;
        write(rest);
      }
    },
  };
}

/** The console's misses, in this origin's localStorage where the browser gives one. */
export function browserLocaleMisses(): LocaleMisses {
  let storage: MissStorage | undefined;
  try {
    storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    storage = undefined;
  }
  return localeMisses(storage);
}
