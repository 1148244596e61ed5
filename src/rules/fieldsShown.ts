/**
 * Whether a resource, as read now, shows the fields an update set: the update's details body
 * against the current version, field by field. Both sides are data from outside (the read may
 * answer anything): only own properties are read, nothing is written, and the walk is bounded.
 *
 * How OCI stores an update's fields, and so how each is compared:
 * - a plain value (string, number, boolean) must be equal;
 * - `freeformTags` replaces the whole map: the maps must be equal, keys the update left out
 *   included;
 * - `definedTags` replaces the whole map too, except the `Oracle-Tags` namespace the service
 *   fills in itself (CreatedBy, CreatedOn): the namespaces the update sets must be equal, and
 *   the current version may have no other namespace but that one;
 * - any other object is compared key by key on the keys the update sets: the service adds fields
 *   of its own to nested objects (defaults, ids, times), which do not make them differ;
 * - a list must have as many items, each compared the same way, in order;
 * - null, "" and a field the answer leaves out all mean "not set", so clearing a field the
 *   service then omits shows;
 * - a field the update sets to a value but the answer does not carry at all cannot be judged
 *   (a write-only field, or a field another version of the API names otherwise): unknown.
 */

/** Same, differs, or cannot be told from this answer. */
export type FieldVerdict = 'same' | 'differs' | 'unknown';

type Fields = Readonly<Record<string, unknown>>;

/** Deeper than this the values are compared as one whole. */
const MAX_DEPTH = 12;
/** The namespace of defined tags the service sets on its own. */
const SERVICE_TAG_NAMESPACE = 'Oracle-Tags';

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field that holds text, or undefined when it is missing, empty or not text. */
export function textField(record: Fields, name: string): string | undefined {
  const value = record[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function ownField(record: Fields, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

function isUnset(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Not set, or set to nothing: an empty list or object. */
function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return isUnset(value) || (isFields(value) && Object.keys(value).length === 0);
}

/** The worst of several verdicts: one field that differs decides; then one that cannot be told. */
export function worst(verdicts: Iterable<FieldVerdict>): FieldVerdict {
  let result: FieldVerdict = 'same';
  for (const verdict of verdicts) {
    if (verdict === 'differs') return 'differs';
    if (verdict === 'unknown') result = 'unknown';
  }
  return result;
}

/** Equal as JSON values, keys in any order (own properties only). */
function equalWhole(a: unknown, b: unknown, depth = 0): boolean {
  if (isUnset(a) && isUnset(b)) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b);
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => equalWhole(item, b[index], depth + 1))
    );
  }
  const left = a as Fields;
  const right = b as Fields;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!equalWhole(ownField(left, key), ownField(right, key), depth + 1)) return false;
  return true;
}

function verdictOf(same: boolean): FieldVerdict {
  return same ? 'same' : 'differs';
}

function definedTagsShown(mine: unknown, current: unknown): FieldVerdict {
  if (!isFields(mine) || !isFields(current)) return verdictOf(equalWhole(mine, current));
  const theirs = Object.keys(current).filter((namespace) => namespace !== SERVICE_TAG_NAMESPACE);
  const extra = theirs.some((namespace) => !Object.prototype.hasOwnProperty.call(mine, namespace));
  if (extra) return 'differs';
  return verdictOf(
    Object.keys(mine).every((namespace) => equalWhole(mine[namespace], ownField(current, namespace))),
  );
}

/** One value the update sets against the current one, by the rules above. */
export function valueShown(mine: unknown, current: unknown, depth = 0): FieldVerdict {
  if (current === undefined) return isEmpty(mine) ? 'same' : 'unknown';
  if (depth > MAX_DEPTH) return verdictOf(equalWhole(mine, current));
  if (Array.isArray(mine)) {
    if (!Array.isArray(current) || current.length !== mine.length) return 'differs';
    return worst(mine.map((item, index) => valueShown(item, current[index], depth + 1)));
  }
  if (isFields(mine)) {
    if (!isFields(current)) return isEmpty(current) && isEmpty(mine) ? 'same' : 'differs';
    return worst(Object.keys(mine).map((key) => valueShown(mine[key], ownField(current, key), depth + 1)));
  }
  return verdictOf(equalWhole(mine, current));
}

/** Whether `current` shows every field of an update's details body. */
export function fieldsShown(details: Fields, current: Fields): FieldVerdict {
  return worst(
    Object.keys(details).map((key) => {
      const mine = details[key];
      const theirs = ownField(current, key);
      if (key === 'freeformTags')
        return theirs === undefined ? valueShown(mine, theirs) : verdictOf(equalWhole(mine, theirs));
      if (key === 'definedTags')
        return theirs === undefined ? valueShown(mine, theirs) : definedTagsShown(mine, theirs);
      return valueShown(mine, theirs);
    }),
  );
}
