/**
 * A log search answer in one shape, whichever form answered: the specified call's `{ items }`
 * (the logs that match, LogSummary) or a real region's `{ summary, results, fields }` (log
 * entries, SearchResult). Pure.
 */

export interface LogRow {
  readonly key: string;
  /** A log (specified answer) or one entry of a log (public answer). */
  readonly kind: 'log' | 'entry';
  /** ISO time: the log's creation, or the entry's time. */
  readonly time?: string;
  readonly name?: string;
  readonly logId?: string;
  readonly logGroupId?: string;
  readonly compartmentId?: string;
  /** The log's type (SERVICE, CUSTOM) or the entry's CloudEvents type. */
  readonly type?: string;
  /** The log's source service and resource, or the entry's source. */
  readonly source?: string;
  /** The entry's message (or its data as JSON). */
  readonly message?: string;
  readonly lifecycleState?: string;
  /** The entry's subject. */
  readonly subject?: string;
  /** The entry's whole data as key/value pairs, nested keys joined with dots. */
  readonly data?: readonly (readonly [string, string])[];
}

export interface LogSearchResult {
  readonly kind: 'logs' | 'entries';
  readonly rows: readonly LogRow[];
  /** The service's count of results, when it says (public answer). */
  readonly total?: number;
}

type Json = Readonly<Record<string, unknown>>;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const MAX_MESSAGE = 500;

function logRow(item: Json, index: number): LogRow {
  const source = record(record(record(item['configuration'])['source']));
  const origin = [text(source['service']), text(source['resource'])].filter((part) => part !== undefined);
  return {
    key: text(item['id']) ?? `log#${index}`,
    kind: 'log',
    time: text(item['timeCreated']),
    name: text(item['displayName']),
    logId: text(item['id']),
    logGroupId: text(item['logGroupId']),
    compartmentId: text(item['compartmentId']),
    type: text(item['logType']),
    source: origin.length === 0 ? undefined : origin.join(' · '),
    lifecycleState: text(item['lifecycleState']),
  };
}

function timeOf(value: unknown): string | undefined {
  if (typeof value === 'number') {
    // Past ±8.64e15 ms a Date is invalid and toISOString throws: such a time is no time.
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  return text(value);
}

function messageOf(content: Json): string | undefined {
  const data = content['data'];
  const message = text(record(data)['message']) ?? text(data);
  if (message !== undefined) return message.slice(0, MAX_MESSAGE);
  if (data === undefined || data === null) return text(content['subject']);
  const json = JSON.stringify(data);
  return json.length > MAX_MESSAGE ? `${json.slice(0, MAX_MESSAGE - 1)}…` : json;
}

const MAX_PAIRS = 200;
const MAX_DEPTH = 6;

/** What is left of a JSON value once objects are walked into. */
type Leaf = string | number | boolean | bigint | symbol | null | undefined;

/** Any JSON value as key/value pairs: nested keys joined with dots, lists by index. */
export function dataPairs(value: unknown, prefix = '', depth = 0): (readonly [string, string])[] {
  const pairs: (readonly [string, string])[] = [];
  const walk = (node: unknown, key: string, level: number): void => {
    if (pairs.length >= MAX_PAIRS) return;
    const nested = typeof node === 'object' && node !== null;
    if (!nested || level >= MAX_DEPTH) {
      const leaf = node as Leaf;
      pairs.push([key === '' ? '—' : key, nested ? JSON.stringify(node) : String(leaf)]);
      return;
    }
    const entries = Array.isArray(node)
      ? node.map((item, i) => [String(i), item] as const)
      : Object.entries(node);
    if (entries.length === 0) pairs.push([key === '' ? '—' : key, Array.isArray(node) ? '[]' : '{}']);
    for (const [name, item] of entries) walk(item, key === '' ? name : `${key}.${name}`, level + 1);
  };
  if (value !== undefined) walk(value, prefix, depth);
  return pairs;
}

function entryRow(result: Json, index: number): LogRow {
  const data = record(result['data']);
  const content = record(data['logContent']);
  const oracle = record(data['oracle']);
  return {
    key: text(content['id']) ?? `entry#${index}`,
    kind: 'entry',
    time: text(content['time']) ?? timeOf(data['datetime']),
    logId: text(oracle['logid']),
    logGroupId: text(oracle['loggroupid']),
    compartmentId: text(oracle['compartmentid']),
    type: text(content['type']),
    source: text(content['source']),
    message: messageOf(content),
    subject: text(content['subject']),
    data: dataPairs(content['data']),
  };
}

/** Each row's key once: an id the answer repeats gets the row's place added, so no row hides another. */
function uniqueKeys(rows: readonly LogRow[]): LogRow[] {
  const seen = new Set<string>();
  return rows.map((row, i) => {
    const key = seen.has(row.key) ? `${row.key}#${i}` : row.key;
    seen.add(key);
    return key === row.key ? row : { ...row, key };
  });
}

/**
 * The answer as rows; undefined when it is no log search answer at all (neither a list of logs nor
 * log entries), which the screen shows as an error rather than as nothing found.
 */
export function normaliseLogSearch(answer: unknown): LogSearchResult | undefined {
  if (Array.isArray(answer))
    return { kind: 'logs', rows: uniqueKeys(answer.map((item, i) => logRow(record(item), i))) };
  const body = record(answer);
  if (Array.isArray(body['results'])) {
    const count = record(body['summary'])['resultCount'];
    return {
      kind: 'entries',
      rows: uniqueKeys(body['results'].map((result, i) => entryRow(record(result), i))),
      ...(typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? { total: count } : {}),
    };
  }
  if (!Array.isArray(body['items'])) return undefined;
  return { kind: 'logs', rows: uniqueKeys(body['items'].map((item, i) => logRow(record(item), i))) };
}
