/**
 * License manager reads and writes beyond plain CRUD: the consumers of a product license, the
 * most used licenses and resources, the metric summary, the notification configuration per
 * compartment, and bulk upload of license records from a CSV file (with its template).
 */
import { subtreeIds } from '../data/compartments';
import { createdSummary, etag, makeEntity, render, type Entity, type Fields } from '../entity';
import { hashText } from '../ids';
import { invalidParameter, noEtagMatch, type Reply } from '../reply';
import { entityIn, json, targetOf, type HandlerContext } from './handlerContext';
import { knownCompartment } from './mutations';
import { listEntities, listReply } from './reads';
import { workRequestFor } from './workRequestFor';
import { textOf } from '../../src/oci/query/compileValueTest';

const LICENSES = 'licensemanager/productLicenses';
const RECORDS = 'licensemanager/licenseRecords';
/** Past this share of the licensed units consumed, a license warns. */
const WARNING_SHARE = 0.8;
const TEMPLATE_COLUMNS = [
  'productLicenseId',
  'displayName',
  'licenseCount',
  'isPerpetual',
  'isUnlimited',
  'expirationDate',
  'supportEndDate',
];

/** A stable small number from two ids, so consumption figures do not change between calls. */
function figure(a: string, b: string, modulo: number): number {
  return parseInt(hashText(`${a}|${b}`).slice(0, 8), 16) % modulo;
}

function inScope(ctx: HandlerContext): (compartmentId: string) => boolean {
  const compartment = ctx.input.text('compartmentId');
  if (compartment === undefined) return () => true;
  if (!ctx.input.flag('isCompartmentIdInSubtree')) return (id) => id === compartment;
  const ids = subtreeIds(ctx.state.tenancy.compartments, compartment);
  return (id) => ids.has(id);
}

function licenses(ctx: HandlerContext): Entity[] {
  const scope = inScope(ctx);
  return ctx.region.store
    .collection(LICENSES)
    .filter((l) => l.summary.lifecycleState !== 'DELETED' && scope(l.summary.compartmentId));
}

function instances(ctx: HandlerContext, scope: (compartmentId: string) => boolean = inScope(ctx)): Entity[] {
  const out: Entity[] = [];
  for (const entity of ctx.region.store.entities()) {
    if (
      entity.summary.resourceType === 'Instance' &&
      entity.summary.lifecycleState !== 'TERMINATED' &&
      scope(entity.summary.compartmentId)
    )
      out.push(entity);
  }
  return out;
}

/** The instances that consume a product license, and the units each consumes. */
function consumptionOf(
  hosts: readonly Entity[],
  licenseId: string,
): { host: Entity; ocpus: number; units: number }[] {
  return hosts
    .filter((i) => figure(i.id, licenseId, 4) === 0)
    .map((host) => {
      const ocpus = 1 + figure(host.id, 'ocpu', 16);
      return { host, ocpus, units: ocpus * 2 };
    });
}

/**
 * What the service derives for a product license from its license records and its consumers:
 * the record counts, the active units (records not expired; unlimited when one record is), the
 * units consumed across the tenancy, and the status — incomplete without an active record,
 * issues found when more is consumed than licensed, warning past 80 %, else OK.
 */
export function productLicenseTotals(ctx: HandlerContext, licenseId: string): Fields {
  const now = ctx.state.clock.now();
  const records = ctx.region.store
    .collection(RECORDS)
    .filter((r) => r.summary.lifecycleState !== 'DELETED' && r.body['productLicenseId'] === licenseId);
  const active = records.filter((r) => {
    const expires = r.body['expirationDate'];
    return typeof expires !== 'string' || !(Date.parse(expires) <= now);
  });
  const isUnlimited = active.some((r) => r.body['isUnlimited'] === true);
  const total = active.reduce((sum, r) => {
    const count = Number(r.body['licenseCount']);
    return sum + (Number.isFinite(count) && count > 0 ? count : 0);
  }, 0);
  const consumed = consumptionOf(
    instances(ctx, () => true),
    licenseId,
  ).reduce((sum, c) => sum + c.units, 0);
  const overSubscribed = !isUnlimited && consumed > total;
  const status =
    active.length === 0
      ? 'INCOMPLETE'
      : overSubscribed
        ? 'ISSUES_FOUND'
        : !isUnlimited && consumed > total * WARNING_SHARE
          ? 'WARNING'
          : 'OK';
  const description: Readonly<Record<string, string | undefined>> = {
    INCOMPLETE: 'The product license has no active license record.',
    ISSUES_FOUND: 'More units are consumed than licensed.',
    WARNING: 'Most licensed units are consumed.',
  };
  return {
    totalLicenseRecordCount: records.length,
    activeLicenseRecordCount: active.length,
    totalActiveLicenseUnitCount: total,
    totalLicenseUnitsConsumed: consumed,
    isUnlimited,
    isOverSubscribed: overSubscribed,
    status,
    statusDescription: description[status],
  };
}

/** A product license as the service answers it: its figures follow its records. */
export function getProductLicense(ctx: HandlerContext): Reply {
  const entity = targetOf(ctx);
  return json(200, { ...render(entity), ...productLicenseTotals(ctx, entity.id) }, { etag: etag(entity) });
}

export function listProductLicenses(ctx: HandlerContext): Reply {
  const items = listEntities(ctx, ctx.region.store.collection(LICENSES)).map((fields) => ({
    ...fields,
    ...productLicenseTotals(ctx, String(fields['id'])),
  }));
  return listReply(ctx, items);
}

function compartmentName(ctx: HandlerContext, id: string): string {
  return ctx.state.tenancy.compartments.find((c) => c.id === id)?.name ?? ctx.state.tenancy.tenancyName;
}

export function listProductLicenseConsumers(ctx: HandlerContext): Reply {
  const license = entityIn(ctx.region, LICENSES, ctx.input.text('productLicenseId'));
  const fields = render(license);
  const items = consumptionOf(instances(ctx), license.id).map(({ host: i, ocpus, units }) => {
    return {
      resourceId: i.id,
      resourceName: i.summary.displayName,
      productName: license.summary.displayName,
      resourceCompartmentId: i.summary.compartmentId,
      resourceCompartmentName: compartmentName(ctx, i.summary.compartmentId),
      resourceUnitType: 'OCPU',
      resourceUnitCount: ocpus,
      licenseUnitType: fields['licenseUnit'],
      licenseUnitsConsumed: units,
      isBaseLicenseAvailable: true,
      areAllOptionsAvailable: figure(i.id, 'options', 5) !== 0,
      missingProducts: [],
    };
  });
  return listReply(ctx, items);
}

export function listTopUtilizedProductLicenses(ctx: HandlerContext): Reply {
  const items = licenses(ctx)
    .map((l) => ({ ...render(l), ...productLicenseTotals(ctx, l.id) }))
    .map((f) => ({
      productLicenseId: f['id'],
      productType: f['displayName'],
      unitType: f['licenseUnit'],
      totalUnitsConsumed: f['totalLicenseUnitsConsumed'] ?? 0,
      totalLicenseUnitCount: f['totalActiveLicenseUnitCount'] ?? 0,
      isUnlimited: f['isUnlimited'] ?? false,
      status: f['status'] ?? 'INCOMPLETE',
    }))
    .sort((a, b) => Number(b.totalUnitsConsumed) - Number(a.totalUnitsConsumed));
  return listReply(ctx, items);
}

export function listTopUtilizedResources(ctx: HandlerContext): Reply {
  const items = instances(ctx)
    .map((i) => ({
      resourceId: i.id,
      resourceName: i.summary.displayName,
      resourceCompartmentId: i.summary.compartmentId,
      resourceCompartmentName: compartmentName(ctx, i.summary.compartmentId),
      totalUnits: 1 + figure(i.id, 'ocpu', 16),
      unitType: 'OCPU',
    }))
    .sort((a, b) => b.totalUnits - a.totalUnits || (a.resourceId < b.resourceId ? -1 : 1));
  return listReply(ctx, items);
}

export function getLicenseMetric(ctx: HandlerContext): Reply {
  const all = licenses(ctx);
  const records = ctx.region.store
    .collection('licensemanager/licenseRecords')
    .filter((r) => all.some((l) => l.id === r.body['productLicenseId']));
  const soon = ctx.state.clock.now() + 90 * 86_400_000;
  const hosts = instances(ctx);
  return json(200, {
    totalProductLicenseCount: all.length,
    totalByolInstanceCount: hosts.filter((i) => figure(i.id, 'byol', 3) === 0).length,
    totalLicenseIncludedInstanceCount: hosts.filter((i) => figure(i.id, 'byol', 3) !== 0).length,
    licenseRecordExpiringSoonCount: records.filter(
      (r) => typeof r.body['expirationDate'] === 'string' && Date.parse(r.body['expirationDate']) < soon,
    ).length,
  });
}

function configurationOf(ctx: HandlerContext): Fields {
  const compartmentId = ctx.input.text('compartmentId') ?? ctx.state.tenancy.tenancyId;
  const epoch = new Date(ctx.state.options.epochMs).toISOString();
  return (
    ctx.region.configurations.get(compartmentId) ?? {
      compartmentId,
      emailIds: [],
      timeCreated: epoch,
      timeUpdated: epoch,
    }
  );
}

const configurationEtag = (configuration: Fields): string =>
  hashText(JSON.stringify(configuration)).slice(0, 40);

export function getConfiguration(ctx: HandlerContext): Reply {
  const configuration = configurationOf(ctx);
  return json(200, configuration, { etag: configurationEtag(configuration) });
}

export function updateConfiguration(ctx: HandlerContext): Reply {
  const current = configurationOf(ctx);
  const ifMatch = ctx.input.header('if-match');
  if (ifMatch !== undefined && ifMatch !== '*' && ifMatch !== configurationEtag(current)) throw noEtagMatch();
  const emailIds = ctx.input.details()['emailIds'];
  if (!Array.isArray(emailIds) || !emailIds.every((e) => typeof e === 'string'))
    throw invalidParameter('emailIds must be a list of e-mail addresses.');
  const compartmentId = String(current['compartmentId']);
  const next = { ...current, emailIds, timeUpdated: ctx.state.clock.iso() };
  ctx.region.configurations.set(compartmentId, next);
  const request = workRequestFor(ctx, {
    verb: 'UPDATE',
    spec: {
      entityType: 'configuration',
      noun: 'CONFIGURATION',
      version: '/20220430',
      collection: '/configuration',
    },
    entityId: compartmentId,
    compartmentId,
    fail: false,
  });
  return {
    ...json(200, next, { etag: configurationEtag(next), 'opc-work-request-id': request.id }),
    applied: { operation: ctx.input.operation, resourceId: compartmentId },
  };
}

export function getBulkUploadTemplate(): Reply {
  const example = [
    'ocid1.productlicense.oc1.iad.example',
    'Oracle Database EE CSI 12345678',
    '8',
    'true',
    'false',
    '',
    '2027-12-31',
  ];
  return json(200, {
    template: Buffer.from(`${TEMPLATE_COLUMNS.join(',')}\n${example.join(',')}\n`).toString('base64'),
  });
}

function fileText(content: unknown): string {
  if (typeof content !== 'string') throw invalidParameter('fileContent is required.');
  const decoded = Buffer.from(content, 'base64').toString('utf8');
  return /^[\x20-\x7e\r\n\t]*$/.test(decoded) && decoded.includes(',') ? decoded : content;
}

export function bulkUploadLicenseRecords(ctx: HandlerContext): Reply {
  const details = ctx.input.details();
  const compartmentId = knownCompartment(ctx, details['compartmentId']);
  const [header = '', ...rows] = fileText(details['fileContent'])
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const columns = header.split(',').map((c) => c.trim());
  const validationErrorInfo: Fields[] = [];
  let saved = 0;
  rows.forEach((line, index) => {
    const cells = Object.fromEntries(
      line.split(',').map((cell, i) => [columns[i] ?? `column${i}`, cell.trim()]),
    );
    const license = ctx.region.store.get(cells['productLicenseId'] ?? '');
    if (license === undefined || license.collection !== '/productLicenses' || !cells['displayName']) {
      validationErrorInfo.push({
        rowNumber: index + 2,
        productName: cells['displayName'] ?? '',
        rowError: [
          {
            columnName: 'productLicenseId',
            cellValue: cells['productLicenseId'] ?? '',
            errorInfo: 'No product license with this id.',
          },
        ],
      });
      return;
    }
    const id = ctx.state.minter.mint('licenserecord', ctx.region.info.realm, ctx.region.info.key);
    const body = {
      productLicenseId: license.id,
      productId: license.id,
      productLicense: license.summary.displayName,
      licenseCount: Number(cells['licenseCount'] ?? 1),
      isPerpetual: cells['isPerpetual'] === 'true',
      isUnlimited: cells['isUnlimited'] === 'true',
      expirationDate: cells['expirationDate'] || undefined,
      supportEndDate: cells['supportEndDate'] || undefined,
    };
    const summary = createdSummary({
      resourceType: 'LicenseRecord',
      identifier: id,
      compartmentId: license.summary.compartmentId,
      displayName: cells['displayName'],
      timeCreated: ctx.state.clock.iso(),
      lifecycleState: 'ACTIVE',
    });
    ctx.region.store.add(
      makeEntity(summary, { service: 'licensemanager', collection: '/licenseRecords', body }),
    );
    saved++;
  });
  const request = workRequestFor(ctx, {
    verb: 'BULK_UPLOAD',
    spec: {
      entityType: 'licenseRecord',
      noun: 'LICENSE_RECORDS',
      version: '/20220430',
      collection: '/licenseRecords',
    },
    entityId: compartmentId,
    compartmentId,
    fail: false,
  });
  const response = {
    totalSupportedRecords: rows.length,
    totalSupportedRecordsSaved: saved,
    totalSupportedDuplicateRecords: 0,
    totalSupportedFailedLicenseRecords: 0,
    totalSupportedInvalidRecords: validationErrorInfo.length,
    validationErrorInfo,
    failedLicenseRecordInfo: [],
    message: `${saved} of ${rows.length} license records saved from ${textOf(details['fileName']) ?? 'the file'}.`,
  };
  return {
    ...json(200, response, { 'opc-work-request-id': request.id }),
    applied: { operation: ctx.input.operation, resourceId: compartmentId },
  };
}
