/**
 * Monitoring's SummarizeMetricsData: the MQL query `Metric[interval]{dim = "value", …}.stat()`
 * over the compute agent's namespace, for the running instances of the compartment (and its
 * subtree when asked), one MetricData per instance with a point per interval from startTime to
 * endTime (the last hour by default). A query MQL does not parse is 400 InvalidParameter, a
 * compartment the tenancy lacks 404, a window of more than 100,000 points 400 as OCI's limit; a
 * namespace or metric with no data answers an empty list, as OCI does.
 */
import { subtreeIds } from '../data/compartments';
import { COMPUTE_AGENT, COMPUTE_METRICS, metricValue, statistic } from '../data/oncall/metricSeries';
import { invalidParameter, notFound, type Reply } from '../reply';
import { json, type HandlerContext } from './handlerContext';

const QUERY =
  /^\s*([A-Za-z][\w.]*)\s*\[\s*(\d+)\s*([mhd])\s*\]\s*(?:\{([^}]*)\})?\s*\.\s*(\w+)\s*\(\s*\d*\s*\)\s*$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const STATISTICS = new Set(['mean', 'max', 'min', 'sum', 'count', 'rate', 'avg', 'percentile', 'absent']);
const MAX_POINTS = 100_000;

export interface MetricQuery {
  readonly metric: string;
  readonly intervalMs: number;
  readonly dimensions: Readonly<Record<string, string>>;
  readonly stat: string;
}

/** One MQL query as the emulator understands it; 400 InvalidParameter for anything else. */
export function parseMql(query: string): MetricQuery {
  const match = QUERY.exec(query);
  if (match === null) throw invalidParameter(`Invalid MQL query: '${query}'.`);
  const [, metric = '', count = '1', unit = 'm', filter, stat = ''] = match;
  if (!STATISTICS.has(stat)) throw invalidParameter(`Unknown statistic '${stat}' in MQL query.`);
  const dimensions: Record<string, string> = {};
  for (const part of (filter ?? '')
    .split(/,|&&/)
    .map((p) => p.trim())
    .filter((p) => p !== '')) {
    const pair = /^(\w+)\s*=\s*"([^"]*)"$/.exec(part);
    if (pair === null) throw invalidParameter(`Invalid dimension filter '${part}' in MQL query.`);
    dimensions[pair[1] ?? ''] = pair[2] ?? '';
  }
  const intervalMs = Number(count) * UNIT_MS[unit as keyof typeof UNIT_MS];
  if (!(intervalMs > 0)) throw invalidParameter('The MQL interval must be positive.');
  return { metric, intervalMs, dimensions, stat };
}

function timeOf(value: unknown, fallback: number, name: string): number {
  if (value === undefined || value === null) return fallback;
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw invalidParameter(`${name} must be an RFC 3339 time.`);
  return ms;
}

/** The compartment and, when asked, every compartment under it; 404 for one the tenancy lacks. */
function compartmentScope(ctx: HandlerContext, compartmentId: string, subtree: boolean): Set<string> {
  const { tenancyId, compartments } = ctx.state.tenancy;
  if (compartmentId !== tenancyId && !compartments.some((c) => c.id === compartmentId))
    throw notFound('compartment');
  return subtree ? subtreeIds(compartments, compartmentId) : new Set([compartmentId]);
}

export function summarizeMetricsData(ctx: HandlerContext): Reply {
  const details = ctx.input.details();
  const compartmentId = ctx.input.text('compartmentId') ?? '';
  const scope = compartmentScope(ctx, compartmentId, ctx.input.flag('compartmentIdInSubtree'));
  if (typeof details['namespace'] !== 'string' || details['namespace'] === '')
    throw invalidParameter('namespace is required.');
  if (typeof details['query'] !== 'string') throw invalidParameter('query is required.');
  const query = parseMql(details['query']);
  const now = ctx.state.clock.now();
  const end = timeOf(details['endTime'], now, 'endTime');
  const start = timeOf(details['startTime'], end - 3_600_000, 'startTime');
  if (start >= end) throw invalidParameter('startTime must be before endTime.');
  const shape = COMPUTE_METRICS[query.metric];
  if (details['namespace'] !== COMPUTE_AGENT || shape === undefined) return json(200, []);
  const first = Math.ceil(start / query.intervalMs) * query.intervalMs;
  const last = Math.min(end, now);
  if ((last - first) / query.intervalMs > MAX_POINTS)
    throw invalidParameter(`The query asks for more than ${MAX_POINTS} data points; use a larger interval.`);
  const seed = ctx.state.options.seed;
  const series = ctx.region.store
    .collection('iaas/instances')
    .filter((instance) => scope.has(instance.summary.compartmentId))
    .filter((instance) => instance.summary.lifecycleState === 'RUNNING')
    .filter((instance) =>
      Object.entries(query.dimensions).every(([key, value]) =>
        key === 'resourceId'
          ? instance.id === value
          : key === 'resourceDisplayName'
            ? instance.summary.displayName === value
            : true,
      ),
    )
    .map((instance) => {
      const points = [];
      for (let at = first; at <= last; at += query.intervalMs) {
        const value = statistic(
          query.stat,
          metricValue(seed, instance.id, query.metric, at, query.intervalMs),
          shape.unit,
        );
        points.push({ timestamp: new Date(at).toISOString(), value });
      }
      return {
        namespace: COMPUTE_AGENT,
        compartmentId: instance.summary.compartmentId,
        name: query.metric,
        dimensions: {
          resourceId: instance.id,
          resourceDisplayName: instance.summary.displayName ?? instance.id,
          availabilityDomain: instance.summary.availabilityDomain,
          region: ctx.region.info.id,
        },
        metadata: { unit: shape.unit, displayName: query.metric },
        resolution: typeof details['resolution'] === 'string' ? details['resolution'] : undefined,
        aggregatedDatapoints: points,
      };
    });
  return json(200, series);
}
