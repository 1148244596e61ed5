/**
 * Monitoring's metric reads, beyond spec document 1 §7 (a documented extension, as
 * ./extensions.ts): an instance's page (and an alarm's) charts its CPU, memory, network and disk
 * over the last hour, day or week, as every mobile cloud console does.
 *
 * - summarizeMetricsData (telemetry, /20180401): `POST /metrics/actions/summarizeMetricsData
 *   ?compartmentId=…[&compartmentIdInSubtree=true]` with SummarizeMetricsDataDetails
 *   `{ namespace, query, startTime, endTime, resolution }`, the query in the Monitoring Query
 *   Language (`CpuUtilization[1m]{resourceId = "ocid1.instance…"}.mean()`). It only reads, so it
 *   is repeated like a GET. Answer: a bare array of MetricData `{ namespace, compartmentId, name,
 *   dimensions, metadata, resolution, aggregatedDatapoints: [{ timestamp, value }] }`
 *   (oci-monitoring's models). 404 NotAuthorizedOrNotFound for a compartment the caller cannot
 *   read; 400 InvalidParameter for a query MQL does not parse.
 *
 * The window's ends move with the clock, so the answer is kept under what was asked, not when:
 * `keptWithout` drops them from the kept copy's key, and offline the last chart of that query
 * shows with its age.
 */
import { READ } from './fragments';
import type { OperationSpec } from './types';

export const METRICS_OPERATIONS = [
  {
    name: 'summarizeMetricsData',
    service: 'telemetry',
    method: 'POST',
    path: '/metrics/actions/summarizeMetricsData',
    pathParams: [],
    query: [
      { name: 'compartmentId', required: true },
      { name: 'compartmentIdInSubtree', type: 'boolean' },
    ],
    body: { name: 'summarizeMetricsDataDetails', required: true },
    ...READ,
    readOnly: true,
    keptWithout: ['summarizeMetricsDataDetails.startTime', 'summarizeMetricsDataDetails.endTime'],
    semantics: { kind: 'custom', handler: 'summarizeMetricsData' },
  },
] as const satisfies readonly OperationSpec[];
