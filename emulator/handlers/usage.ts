/**
 * The Usage API's RequestSummarizedUsages over the demo tenancy's spend (data/oncall/usage.ts):
 * COST by day, month or in total, grouped by service, compartment (name, id or path) or not at
 * all, with a BASIC forecast when asked; each summary carries the tenancy's currency. DAILY and
 * MONTHLY ask for times at midnight UTC, as OCI does (400 otherwise); another tenant is 404.
 * A page holds at most USAGE_PAGE rows whatever `limit` asks (`page` / `opc-next-page` in the
 * query, the body unchanged), so a month by day takes several pages.
 */
import type { CompartmentNode } from '../data/compartments';
import { costCompartments, dailyCost, TENANCY_CURRENCY, USAGE_SERVICES } from '../data/oncall/usage';
import { DAY_MS, dayStart } from '../data/oncall/noise';
import { isRecord } from '../entity';
import { pageOf } from '../paging';
import { invalidParameter, notFound, type Reply } from '../reply';
import { json, type HandlerContext } from './handlerContext';

/** The most rows one page holds (the emulator's choice, small so a month by day crosses pages). */
export const USAGE_PAGE = 100;

const GRANULARITIES = new Set(['HOURLY', 'DAILY', 'MONTHLY', 'TOTAL']);
const GROUPS = new Set(['service', 'compartmentName', 'compartmentId', 'compartmentPath']);

function timeOf(value: unknown, name: string): number {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw invalidParameter(`${name} must be an RFC 3339 time.`);
  return ms;
}

interface Cell {
  readonly day: number;
  readonly service: string;
  readonly compartment: CompartmentNode;
  readonly amount: number;
  readonly forecast: boolean;
}

function monthStart(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

function nextMonth(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

export function requestSummarizedUsages(ctx: HandlerContext): Reply {
  const details = ctx.input.details();
  if (details['tenantId'] !== ctx.state.tenancy.tenancyId) throw notFound('tenant');
  const granularity = typeof details['granularity'] === 'string' ? details['granularity'] : '';
  if (!GRANULARITIES.has(granularity)) throw invalidParameter(`Invalid granularity '${granularity}'.`);
  const start = timeOf(details['timeUsageStarted'], 'timeUsageStarted');
  const end = timeOf(details['timeUsageEnded'], 'timeUsageEnded');
  if (start >= end) throw invalidParameter('timeUsageStarted must be before timeUsageEnded.');
  if ((granularity === 'DAILY' || granularity === 'MONTHLY') && (start % DAY_MS !== 0 || end % DAY_MS !== 0))
    throw invalidParameter('For DAILY and MONTHLY granularity the times must be at midnight UTC (00:00:00).');
  const queryType = typeof details['queryType'] === 'string' ? details['queryType'] : 'USAGE';
  const groupBy = Array.isArray(details['groupBy']) ? details['groupBy'].map(String) : [];
  const unknown = groupBy.find((g) => !GROUPS.has(g));
  if (unknown !== undefined) throw invalidParameter(`Invalid groupBy '${unknown}'.`);

  const seed = ctx.state.options.seed;
  const compartments = costCompartments(ctx.state.tenancy.compartments);
  const today = dayStart(ctx.state.clock.now());
  const cells: Cell[] = [];
  const dayCells = (
    day: number,
    forecast: boolean,
    amountOf: (service: string, c: CompartmentNode, share: number) => number,
  ) => {
    for (const service of USAGE_SERVICES)
      for (const { node, share } of compartments)
        cells.push({ day, service, compartment: node, amount: amountOf(service, node, share), forecast });
  };
  // Usage is known for the days that have begun, up to today (today so far counts whole).
  for (let day = dayStart(start); day < Math.min(end, today + DAY_MS); day += DAY_MS)
    dayCells(day, false, (service, node, share) => dailyCost(seed, service, node, share, day));

  const forecast = isRecord(details['forecast']) ? details['forecast'] : undefined;
  if (forecast !== undefined) {
    const forecastEnd = timeOf(forecast['timeForecastEnded'], 'forecast.timeForecastEnded');
    const forecastStart =
      forecast['timeForecastStarted'] === undefined
        ? end
        : timeOf(forecast['timeForecastStarted'], 'forecast.timeForecastStarted');
    const from = dayStart(forecastStart);
    for (let day = from; day < forecastEnd; day += DAY_MS)
      dayCells(day, true, (service, node, share) => {
        let sum = 0;
        for (let back = 1; back <= 7; back++)
          sum += dailyCost(seed, service, node, share, from - back * DAY_MS);
        return Math.round((sum / 7) * 100) / 100;
      });
  }

  const bucketOf = (day: number): [number, number] =>
    granularity === 'MONTHLY'
      ? [monthStart(day), nextMonth(day)]
      : granularity === 'TOTAL'
        ? [start, end]
        : [day, day + DAY_MS];
  const groups = new Map<string, { started: number; ended: number; cell: Cell; amount: number }>();
  for (const cell of cells) {
    const [started, ended] = bucketOf(cell.day);
    const key = [
      started,
      cell.forecast,
      ...groupBy.map((g) => (g === 'service' ? cell.service : cell.compartment.id)),
    ].join('|');
    const group = groups.get(key);
    if (group) group.amount += cell.amount;
    else groups.set(key, { started, ended, cell, amount: cell.amount });
  }
  const items = [...groups.values()].map(({ started, ended, cell, amount }) => ({
    tenantId: ctx.state.tenancy.tenancyId,
    tenantName: ctx.state.tenancy.tenancyName,
    timeUsageStarted: new Date(started).toISOString(),
    timeUsageEnded: new Date(ended).toISOString(),
    ...(groupBy.includes('service') ? { service: cell.service } : {}),
    ...(groupBy.includes('compartmentName') ? { compartmentName: cell.compartment.name } : {}),
    ...(groupBy.includes('compartmentId') ? { compartmentId: cell.compartment.id } : {}),
    ...(groupBy.includes('compartmentPath') ? { compartmentPath: cell.compartment.name } : {}),
    computedAmount: queryType === 'USAGE' ? null : Math.round(amount * 100) / 100,
    computedQuantity: queryType === 'USAGE' ? Math.round(amount * 1000) / 100 : null,
    currency: TENANCY_CURRENCY,
    isForecast: cell.forecast,
    tags: [],
  }));
  const page = pageOf(items, ctx.input, JSON.stringify(details), USAGE_PAGE, USAGE_PAGE);
  return json(200, { groupBy, items: page.items }, page.headers);
}
