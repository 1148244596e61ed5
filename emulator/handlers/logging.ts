/**
 * Logging: the specified log search (GET /searchLogs: the logs of a compartment as `{ items }`,
 * each with its logGroupId) and its public form (POST /20190909/search: `{ summary, results,
 * fields }` with log entries of the logs the search query names); and DevOps service logging
 * configurations by log id, an update or delete with a stale if-match answering 412.
 */
import { createdSummary, etag, isRecord, makeEntity, render, type Entity, type Fields } from '../entity';
import { subtreeIds } from '../data/compartments';
import { conflict, invalidParameter, notFound, type Reply } from '../reply';
import { checkIfMatch, json, type HandlerContext } from './handlerContext';
import { listReply, sortRendered } from './reads';
import { workRequestFor } from './workRequestFor';
import { textOf } from '../../src/oci/query/compileValueTest';

const LOGS = 'logging/logs';
const CONFIGS = 'devops/serviceLoggingConfigs';
const CONFIG_SPEC = {
  entityType: 'serviceLoggingConfig',
  noun: 'SERVICE_LOGGING_CONFIG',
  version: '/20210630',
  collection: '/serviceLoggingConfigs',
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function source(log: Fields): Fields {
  const configuration = log['configuration'];
  return isRecord(configuration) && isRecord(configuration['source']) ? configuration['source'] : {};
}

/**
 * The logs a query searches, as OCI reads its scope (`search "<compartment>[/<log group>[/<log>]]"`):
 * the compartment's logs (with isIncludeSubcompartments, those of every compartment under it too),
 * narrowed to the log group and the log when named, then to the log a `where oracle.logid = '…'`
 * condition names. A scope that names no known compartment searches nothing.
 */
function searchedLogs(ctx: HandlerContext, query: string, withSubcompartments: boolean): Entity[] {
  const [compartmentId = '', logGroupId, logId] = (/^\s*search\s+"([^"]*)"/.exec(query)?.[1] ?? '')
    .split('/')
    .map((part) => part.trim());
  const { compartments, tenancyId } = ctx.state.tenancy;
  if (compartmentId !== tenancyId && !compartments.some((node) => node.id === compartmentId)) return [];
  const scope = withSubcompartments ? subtreeIds(compartments, compartmentId) : new Set([compartmentId]);
  const condition = /\boracle\.logid\s*=\s*'([^']*)'/.exec(query)?.[1];
  return ctx.region.store
    .collection(LOGS)
    .filter(
      (log) =>
        scope.has(log.summary.compartmentId) &&
        (logGroupId === undefined || log.body['logGroupId'] === logGroupId) &&
        (logId === undefined || log.id === logId) &&
        (condition === undefined || log.id === condition),
    );
}

function searchLogEntries(ctx: HandlerContext): Reply {
  const details = ctx.input.details();
  const query = typeof details['searchQuery'] === 'string' ? details['searchQuery'] : '';
  const logs = searchedLogs(ctx, query, details['isIncludeSubcompartments'] === true);
  const start = Date.parse(textOf(details['timeStart']) ?? '') || ctx.state.clock.now() - 3_600_000;
  const results = logs.flatMap((log, logIndex) =>
    [0, 1, 2].map((n) => {
      const time = new Date(start + (logIndex * 3 + n) * 60_000).toISOString();
      return {
        data: {
          datetime: Date.parse(time),
          logContent: {
            id: `${log.id}-${n}`,
            time,
            type: 'com.oraclecloud.logging.custom',
            source: log.summary.displayName,
            subject: text(source(render(log))['resource']) ?? log.id,
            data: { message: ['request served', 'cache miss', 'upstream slow'][n] },
          },
          oracle: {
            compartmentid: log.summary.compartmentId,
            loggroupid: log.body['logGroupId'],
            logid: log.id,
            tenantid: ctx.state.tenancy.tenancyId,
          },
        },
      };
    }),
  );
  // `sort by datetime desc` puts the newest first; otherwise the lines come oldest first.
  if (/\|\s*sort\s+by\s+datetime\s+desc\b/i.test(query)) results.reverse();
  return json(200, { summary: { resultCount: results.length, fieldCount: 0 }, results, fields: [] });
}

export function searchLogs(ctx: HandlerContext): Reply {
  if (ctx.input.route.form === 'public') return searchLogEntries(ctx);
  const { input } = ctx;
  const wanted: [string, string | undefined, (log: Fields) => unknown][] = [
    ['compartmentId', input.text('compartmentId'), (log) => log['compartmentId']],
    ['logId', input.text('logId'), (log) => log['id']],
    ['logType', input.text('logType'), (log) => log['logType']],
    ['sourceService', input.text('sourceService'), (log) => source(log)['service']],
    ['sourceResource', input.text('sourceResource'), (log) => source(log)['resource']],
  ];
  const items = ctx.region.store
    .collection(LOGS)
    .map(render)
    .filter((log) => wanted.every(([, value, read]) => value === undefined || read(log) === value));
  return listReply(ctx, sortRendered(items, input.text('sortBy'), input.text('sortOrder')));
}

function configByLog(ctx: HandlerContext, logId: unknown): Entity | undefined {
  return ctx.region.store
    .collection(CONFIGS)
    .find((c) => c.body['logId'] === logId && c.summary.lifecycleState !== 'DELETED');
}

function renderConfig(config: Entity): Fields {
  const fields = render(config);
  return { ...fields, id: undefined, displayName: undefined };
}

export function getServiceLoggingConfig(ctx: HandlerContext): Reply {
  const config = configByLog(ctx, ctx.input.path('logId'));
  if (config === undefined) throw notFound('service logging configuration');
  return json(200, renderConfig(config), { etag: etag(config) });
}

export function createServiceLoggingConfig(ctx: HandlerContext): Reply {
  const details = ctx.input.details();
  const logId = details['logId'];
  if (typeof logId !== 'string' || logId === '') throw invalidParameter('logId is required.');
  if (configByLog(ctx, logId))
    throw conflict(`A service logging configuration for log ${logId} already exists.`);
  const log = ctx.region.store.get(logId);
  const compartmentId = log?.summary.compartmentId ?? ctx.state.tenancy.tenancyId;
  const id = ctx.state.minter.mint('devopsserviceloggingconfig', ctx.region.info.realm, ctx.region.info.key);
  const summary = createdSummary({
    resourceType: 'ServiceLoggingConfig',
    identifier: id,
    compartmentId,
    displayName: `logging-${logId.slice(-8)}`,
    timeCreated: ctx.state.clock.iso(),
    lifecycleState: 'ACTIVE',
  });
  const config = makeEntity(summary, {
    service: 'devops',
    collection: '/serviceLoggingConfigs',
    body: { ...details, isEnabled: details['isEnabled'] ?? true },
    searchable: false,
  });
  ctx.region.store.add(config);
  const request = workRequestFor(ctx, {
    verb: 'CREATE',
    spec: CONFIG_SPEC,
    entityId: logId,
    compartmentId,
    fail: false,
  });
  return {
    ...json(200, renderConfig(config), { etag: etag(config), 'opc-work-request-id': request.id }),
    applied: { operation: ctx.input.operation, resourceId: logId },
  };
}

export function updateServiceLoggingConfig(ctx: HandlerContext): Reply {
  const details = ctx.input.details();
  const config = configByLog(ctx, details['logId']);
  if (config === undefined) throw notFound('service logging configuration');
  checkIfMatch(ctx, config);
  ctx.region.store.update(config, details, ctx.state.clock.iso());
  const request = workRequestFor(ctx, {
    verb: 'UPDATE',
    spec: CONFIG_SPEC,
    entityId: String(details['logId']),
    compartmentId: config.summary.compartmentId,
    fail: false,
  });
  return {
    ...json(200, renderConfig(config), { etag: etag(config), 'opc-work-request-id': request.id }),
    applied: { operation: ctx.input.operation, resourceId: String(details['logId']) },
  };
}

export function deleteServiceLoggingConfig(ctx: HandlerContext): Reply {
  const logId = ctx.input.path('logId');
  const config = configByLog(ctx, logId);
  if (config === undefined) throw notFound('service logging configuration');
  checkIfMatch(ctx, config);
  ctx.region.store.update(config, { lifecycleState: 'DELETED' }, ctx.state.clock.iso());
  const request = workRequestFor(ctx, {
    verb: 'DELETE',
    spec: CONFIG_SPEC,
    entityId: logId,
    compartmentId: config.summary.compartmentId,
    fail: false,
  });
  return {
    status: 202,
    headers: { 'opc-work-request-id': request.id },
    applied: { operation: ctx.input.operation, resourceId: logId },
  };
}
