/**
 * The two versions of a conflict, field by field: what the user's queued change sets, next to
 * what the resource holds now. Both sides are data from outside (the service's answer may be
 * anything): only own properties are read, keys are never used to write into an object, and
 * the work and the text are bounded so a huge answer cannot freeze the page.
 */

/** A value as text, cut to a length a screen can show. */
export interface ShownValue {
  readonly text: string;
  /** Characters left out at the end; 0 when the whole value is shown. */
  readonly omitted: number;
}

export interface FieldRow {
  /** The field's path, one key per level: ['freeformTags', 'env']. */
  readonly path: readonly string[];
  /** Undefined when that version does not set the field. */
  readonly yours?: ShownValue;
  readonly current?: ShownValue;
  readonly differs: boolean;
}

export interface VersionComparison {
  /** The fields the user's change sets, each beside the current value. */
  readonly changed: readonly FieldRow[];
  /** The current version's other fields. */
  readonly others: readonly FieldRow[];
  /** Fields left out because there were too many to show. */
  readonly omittedFields: number;
}

export const MAX_ROWS = 200;
export const MAX_TEXT = 500;
/** Nesting deeper than this is shown as one JSON value. */
const MAX_DEPTH = 6;

type Plain = Readonly<Record<string, unknown>>;

function isPlainRecord(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON.stringify as it behaves: undefined for undefined, functions and symbols, whatever its type says. */
function jsonText(value: unknown): string | undefined {
  const text: string | undefined = JSON.stringify(value);
  return text;
}

function ownValue(record: Plain, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** JSON text with keys in order, so two equal values give the same text; built as text, never as an object. */
function canonical(value: unknown, depth = 0): string {
  if (typeof value !== 'object' || value === null) return jsonText(value) ?? 'undefined';
  if (depth > 50) return '"…"';
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item, depth + 1)).join(',')}]`;
  const record = value as Plain;
  const fields = Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(record[key], depth + 1)}`);
  return `{${fields.join(',')}}`;
}

export function showValue(value: unknown, max = MAX_TEXT): ShownValue {
  const text = typeof value === 'string' ? (value === '' ? '""' : value) : (jsonText(value) ?? String(value));
  return text.length <= max ? { text, omitted: 0 } : { text: text.slice(0, max), omitted: text.length - max };
}

/** The leaves of a value: [path, value] pairs, objects walked up to MAX_DEPTH, arrays kept whole. */
function leaves(value: unknown, limit: number): { found: [string[], unknown][]; more: number } {
  const found: [string[], unknown][] = [];
  let more = 0;
  const walk = (item: unknown, path: string[]): void => {
    if (isPlainRecord(item) && path.length < MAX_DEPTH && Object.keys(item).length > 0) {
      for (const key of Object.keys(item)) walk(item[key], [...path, key]);
      return;
    }
    if (path.length === 0) return;
    if (found.length < limit) found.push([path, item]);
    else more += 1;
  };
  walk(value, []);
  return { found, more };
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let item = root;
  for (const key of path) {
    if (!isPlainRecord(item)) return undefined;
    item = ownValue(item, key);
  }
  return item;
}

/** The part of a change's parameters that carries the new values: its one object parameter (the body). */
export function changeOf(params: Plain): unknown {
  const bodies = Object.keys(params).filter((key) => isPlainRecord(params[key]));
  const [only] = bodies;
  return bodies.length === 1 && only !== undefined ? params[only] : params;
}

const pathKey = (path: readonly string[]): string => JSON.stringify(path);

export function compareVersions(params: Plain, current: unknown): VersionComparison {
  const mine = leaves(changeOf(params), MAX_ROWS);
  const changed: FieldRow[] = mine.found.map(([path, yours]) => {
    const now = valueAt(current, path);
    return {
      path,
      yours: showValue(yours),
      ...(now === undefined ? {} : { current: showValue(now) }),
      differs: now === undefined || canonical(yours) !== canonical(now),
    };
  });
  const shownPaths = new Set(changed.map((row) => pathKey(row.path)));
  const room = Math.max(0, MAX_ROWS - changed.length);
  const theirs = leaves(current, room + shownPaths.size);
  const others: FieldRow[] = [];
  let omittedFields = mine.more + theirs.more;
  for (const [path, value] of theirs.found) {
    if (shownPaths.has(pathKey(path))) continue;
    if (others.length < room) others.push({ path, current: showValue(value), differs: false });
    else omittedFields += 1;
  }
  return { changed, others, omittedFields };
}
