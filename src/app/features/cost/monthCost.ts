/**
 * What the month costs, from the Usage API's daily cost: the request for last month to today
 * with a forecast to the month's end, and its answer summed per group (a service or a
 * compartment) into this month so far, last month, and the month's forecast (so far plus what is
 * forecast for the days left). The currency is the tenancy's, read from the answer, never assumed.
 */
import type { OperationAnswer } from '../../../oci/operations/answers';

const DAY_MS = 86_400_000;

export type CostGrouping = 'service' | 'compartmentName';

/** Midnight UTC of the day holding `ms`, and the first of its month, the month before and after. */
export function monthBounds(nowMs: number) {
  const now = new Date(nowMs);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = Date.UTC(year, month, now.getUTCDate());
  return {
    lastMonth: Date.UTC(year, month - 1, 1),
    thisMonth: Date.UTC(year, month, 1),
    nextMonth: Date.UTC(year, month + 1, 1),
    tomorrow: today + DAY_MS,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The request: daily cost from the first of last month to the end of today, by one grouping. */
export function costRequest(tenantId: string, grouping: CostGrouping, nowMs: number) {
  const { lastMonth, nextMonth, tomorrow } = monthBounds(nowMs);
  return {
    tenantId,
    timeUsageStarted: iso(lastMonth),
    timeUsageEnded: iso(tomorrow),
    granularity: 'DAILY',
    queryType: 'COST',
    groupBy: [grouping],
    // The last day of a month has nothing left to forecast.
    ...(tomorrow < nextMonth
      ? {
          forecast: {
            forecastType: 'BASIC',
            timeForecastStarted: iso(tomorrow),
            timeForecastEnded: iso(nextMonth),
          },
        }
      : {}),
  };
}

export interface CostRow {
  readonly name: string;
  readonly thisMonth: number;
  readonly lastMonth: number;
  readonly forecast: number;
}

export interface MonthCost {
  readonly rows: readonly CostRow[];
  readonly total: CostRow;
  /** The ISO 4217 code the answer gave; undefined when it gave none or one that is not a code. */
  readonly currency: string | undefined;
  /** The answer mixed currencies: the figures are not one sum, and the screen says so. */
  readonly mixedCurrencies: boolean;
}

const CURRENCY = /^[A-Z]{3}$/;

export function monthCost(
  answer: OperationAnswer<'requestSummarizedUsages'> | undefined,
  grouping: CostGrouping,
  nowMs: number,
  otherLabel: string,
): MonthCost {
  const { lastMonth, thisMonth, nextMonth } = monthBounds(nowMs);
  const byName = new Map<string, { thisMonth: number; lastMonth: number; forecast: number }>();
  const currencies = new Set<string>();
  for (const item of answer?.items ?? []) {
    const amount = item.computedAmount ?? 0;
    const started = Date.parse(item.timeUsageStarted);
    const name = (grouping === 'service' ? item.service : item.compartmentName) ?? otherLabel;
    if (item.currency) currencies.add(item.currency);
    const row = byName.get(name) ?? { thisMonth: 0, lastMonth: 0, forecast: 0 };
    if (item.isForecast === true) {
      if (started >= thisMonth && started < nextMonth) row.forecast += amount;
    } else if (started >= thisMonth && started < nextMonth) {
      row.thisMonth += amount;
      row.forecast += amount;
    } else if (started >= lastMonth && started < thisMonth) row.lastMonth += amount;
    byName.set(name, row);
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  const rows = [...byName.entries()]
    .map(([name, r]) => ({
      name,
      thisMonth: round(r.thisMonth),
      lastMonth: round(r.lastMonth),
      forecast: round(r.forecast),
    }))
    .sort((a, b) => b.thisMonth - a.thisMonth || b.lastMonth - a.lastMonth);
  const sum = (pick: (r: CostRow) => number) => round(rows.reduce((s, r) => s + pick(r), 0));
  const [currency] = [...currencies];
  return {
    rows,
    total: {
      name: '',
      thisMonth: sum((r) => r.thisMonth),
      lastMonth: sum((r) => r.lastMonth),
      forecast: sum((r) => r.forecast),
    },
    currency: currency !== undefined && CURRENCY.test(currency) ? currency : undefined,
    mixedCurrencies: currencies.size > 1,
  };
}
