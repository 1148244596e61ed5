/**
 * The log search call from the screen's filters. The specified call (GET /searchLogs on
 * /20200531) takes them as query parameters; a real region's public call (POST /20190909/search)
 * takes a time window and a query in the Logging query language (`searchLogsDetails`). Both are
 * built here, so either form answers. Pure.
 */
import { isEnumValue, SORT_ORDERS } from '../../../oci/enums';
import type { SortOrder } from '../../../oci/enums';
import type { CallForm } from '../../../worker/client/types';

/**
 * The screen's read: searchLogs in its public form, always (not only against a real region).
 * The specified GET /searchLogs answers the logs of a compartment, not their lines, and knows
 * nothing of subcompartments; the public POST /20190909/search answers log lines and honours
 * isIncludeSubcompartments, and the emulator serves it as a real region does. The specified form
 * stays where a log itself is wanted (a log's group, in the details enrichment).
 */
export const LOG_SEARCH_READ = { operation: 'searchLogs', form: 'public' } as const satisfies {
  readonly operation: string;
  readonly form: CallForm;
};

/** A log's type (LogSummary.logType). */
export const LOG_TYPES = ['SERVICE', 'CUSTOM'] as const;
/** What the specified call sorts by. */
export const LOG_SORT_FIELDS = ['timeCreated', 'displayName'] as const;
/** How far back the public search looks. */
export const LOG_PERIODS = { '1h': 3_600_000, '24h': 86_400_000, '7d': 7 * 86_400_000 } as const;

export type LogPeriod = keyof typeof LOG_PERIODS;

export interface LogSearchFilters {
  readonly compartmentId: string;
  readonly logId: string;
  /** The chosen log's group, when known: the public search's scope narrows to it. */
  readonly logGroupId: string;
  readonly logType: string;
  readonly sourceService: string;
  readonly sourceResource: string;
  readonly sortBy: (typeof LOG_SORT_FIELDS)[number];
  readonly sortOrder: SortOrder;
  readonly period: LogPeriod;
  /** The public search also looks in the compartments under the chosen one. */
  readonly includeSubcompartments: boolean;
}

export const DEFAULT_FILTERS: LogSearchFilters = {
  compartmentId: '',
  logId: '',
  logGroupId: '',
  logType: '',
  sourceService: '',
  sourceResource: '',
  sortBy: 'timeCreated',
  sortOrder: 'DESC',
  period: '24h',
  includeSubcompartments: false,
};

const FIELDS = [
  'compartmentId',
  'logId',
  'logGroupId',
  'logType',
  'sourceService',
  'sourceResource',
] as const;

/** The filters kept in a URL's query string; anything unknown takes its default. */
export function filtersFromQuery(query: URLSearchParams): LogSearchFilters {
  const sortBy = query.get('sortBy');
  const sortOrder = query.get('sortOrder');
  const period = query.get('period');
  const texts = Object.fromEntries(FIELDS.map((field) => [field, query.get(field)?.trim() ?? '']));
  return {
    ...DEFAULT_FILTERS,
    ...texts,
    logType: isEnumValue(LOG_TYPES, texts['logType']) ? (texts['logType'] ?? '') : '',
    sortBy: isEnumValue(LOG_SORT_FIELDS, sortBy) ? sortBy : DEFAULT_FILTERS.sortBy,
    sortOrder: isEnumValue(SORT_ORDERS, sortOrder) ? sortOrder : DEFAULT_FILTERS.sortOrder,
    period: period !== null && period in LOG_PERIODS ? (period as LogPeriod) : DEFAULT_FILTERS.period,
    includeSubcompartments: query.get('subcompartments') === 'true',
  };
}

/** The filters as a query string's parameters; empty ones are left out. */
export function filtersToQuery(filters: LogSearchFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const field of FIELDS) if (filters[field] !== '') query.set(field, filters[field]);
  query.set('sortBy', filters.sortBy);
  query.set('sortOrder', filters.sortOrder);
  query.set('period', filters.period);
  if (filters.includeSubcompartments) query.set('subcompartments', 'true');
  return query;
}

/** A string literal of the Logging query language. */
const literal = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The public search's query: the compartment (and the log's group and the log, when both are
 * known) as its scope, the log and the source resource as conditions, and the sort. The
 * language has no field for a log's type or its source service, so those two narrow only the
 * specified call.
 */
export function logSearchQuery(filters: LogSearchFilters): string {
  const scope =
    filters.logGroupId !== '' && filters.logId !== ''
      ? `${filters.compartmentId}/${filters.logGroupId}/${filters.logId}`
      : filters.compartmentId;
  const conditions = [
    filters.logId !== '' && filters.logGroupId === '' ? `oracle.logid = ${literal(filters.logId)}` : '',
    filters.sourceResource !== '' ? `source = ${literal(filters.sourceResource)}` : '',
  ].filter((condition) => condition !== '');
  const where = conditions.length === 0 ? '' : ` | where ${conditions.join(' and ')}`;
  return `search "${scope}"${where} | sort by datetime ${filters.sortOrder.toLowerCase()}`;
}

/** The call's parameters: the specified query, and the public body beside it. */
export function logSearchParams(
  filters: LogSearchFilters,
  paging: { readonly page?: string; readonly limit: number },
  now: number,
): Record<string, unknown> {
  const optional = (value: string) => (value === '' ? undefined : value);
  return {
    compartmentId: filters.compartmentId,
    logId: optional(filters.logId),
    logType: optional(filters.logType),
    sourceService: optional(filters.sourceService),
    sourceResource: optional(filters.sourceResource),
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    limit: paging.limit,
    page: paging.page,
    searchLogsDetails: {
      timeStart: new Date(now - LOG_PERIODS[filters.period]).toISOString(),
      timeEnd: new Date(now).toISOString(),
      searchQuery: logSearchQuery(filters),
      isReturnFieldInfo: false,
      isIncludeSubcompartments: filters.includeSubcompartments,
    },
  };
}
