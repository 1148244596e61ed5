/**
 * The Usage API, beyond spec document 1 §7 (a documented extension, as ./extensions.ts): what
 * the month costs so far, by service and by compartment, beside last month and the month's
 * forecast, as the cost pages of every mobile cloud console show it.
 *
 * - requestSummarizedUsages (usageapi, /20200107): `POST /usage` with
 *   RequestSummarizedUsagesDetails `{ tenantId, timeUsageStarted, timeUsageEnded, granularity:
 *   HOURLY | DAILY | MONTHLY | TOTAL, queryType: COST | USAGE | …, groupBy: ['service'] or
 *   ['compartmentName'], forecast: { forecastType: BASIC, timeForecastStarted, timeForecastEnded
 *   } }`; DAILY asks for times at midnight UTC. It only reads, so it is repeated like a GET.
 *   Answer: a UsageAggregation `{ groupBy, items: UsageSummary[] }`, each summary `{
 *   timeUsageStarted, timeUsageEnded, service | compartmentName, computedAmount, currency,
 *   isForecast, … }` (oci-usageapi's models), paged with opc-next-page (`page` in the query):
 *   the console reads every page, since a sum of the first one is wrong. The currency is the
 *   tenancy's: the console reads it from the answer and assumes none. 404 where the tenancy has
 *   no usage data (a realm without the Usage API), 401/404 NotAuthorizedOrNotFound without
 *   `read usage-report` on the tenancy.
 *
 * The window's ends and the forecast move with the day, so the answer is kept under what was
 * asked (the grouping), not when (`keptWithout`).
 */
import { LIMIT, PAGE, READ } from './fragments';
import type { OperationSpec } from './types';

export const USAGE_OPERATIONS = [
  {
    name: 'requestSummarizedUsages',
    service: 'usageapi',
    method: 'POST',
    path: '/usage',
    pathParams: [],
    query: [PAGE, LIMIT],
    body: { name: 'requestSummarizedUsagesDetails', required: true },
    ...READ,
    readOnly: true,
    readsEveryPage: { joined: ['items'] },
    keptWithout: [
      'requestSummarizedUsagesDetails.timeUsageStarted',
      'requestSummarizedUsagesDetails.timeUsageEnded',
      'requestSummarizedUsagesDetails.forecast',
    ],
    semantics: { kind: 'custom', handler: 'requestSummarizedUsages' },
  },
] as const satisfies readonly OperationSpec[];
