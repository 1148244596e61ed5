/**
 * What a change's title is made of, so that it is worded in the language of the moment, not in
 * the one it was queued in (the app words it: src/app/i18n/changeTitle.ts): a translation key
 * with its namespace (`devops:flowChange.approve`) and what goes into it — names as the tenancy
 * or the user wrote them (isolated when shown), the console's own words by their key (a
 * resource type), and numbers.
 */
export interface ChangeTitle {
  readonly key: string;
  readonly names?: Readonly<Record<string, string>>;
  readonly words?: Readonly<Record<string, string>>;
  readonly numbers?: Readonly<Record<string, number>>;
}

const KEY = /^[A-Za-z]+:[A-Za-z0-9_.]{1,200}$/;
const PART = /^[A-Za-z]{1,40}$/;

function recordOf(value: unknown, item: (v: unknown) => boolean): boolean {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([name, v]) => PART.test(name) && item(v));
}

/**
 * Whether a value is a title as the console writes it: what IndexedDB holds is checked, not
 * trusted (another version, or another hand, may have written it).
 */
export function isChangeTitle(value: unknown): value is ChangeTitle {
  if (typeof value !== 'object' || value === null) return false;
  const { key, names, words, numbers } = value as Record<string, unknown>;
  return (
    typeof key === 'string' &&
    KEY.test(key) &&
    recordOf(names, (v) => typeof v === 'string') &&
    recordOf(words, (v) => typeof v === 'string' && KEY.test(v)) &&
    recordOf(numbers, (v) => typeof v === 'number' && Number.isFinite(v))
  );
}
