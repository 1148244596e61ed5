/**
 * License manager reads and writes beyond plain CRUD: the consumers of a product license, the
 * most used licenses and resources, the metric summary, the notification configuration per
 * compartment, and bulk upload of license records from a CSV file (with its template).
 */
import { subtreeIds } from '../data/compartments';
import { makeEntity, render, type Entity, type Fields } from '../entity';
import { hashText } from '../ids';
import { invalidParameter, noEtagMatch, type Reply } from '../reply';
import { entityIn, json, type HandlerContext } from './handlerContext';
import { knownCompartment } from './mutations';
import { listReply } from './reads';
import { workRequestFor } from './workRequestFor';

const LICENSES = 'licensemanager/productLicenses';
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

function instances(ctx: HandlerContext): Entity[] {
  const scope = inScope(ctx);
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

function compartmentName(ctx: HandlerContext, id: string): string {
  return ctx.state.tenancy.compartments.find((c) => c.id === id)?.name ?? ctx.state.tenancy.tenancyName;
}

export function listProductLicenseConsumers(ctx: HandlerContext): Reply {
  const license = entityIn(ctx.region, LICENSES, ctx.input.text('productLicenseId'));
  const fields = render(license);
  const items = instances(ctx)
    .filter((i) => figure(i.id, license.id, 4) === 0)
    .map((i) => {
      const ocpus = 1 + figure(i.id, 'ocpu', 16);
      return {
        resourceId: i.id,
        resourceName: i.summary.displayName,
        productName: license.summary.displayName,
        resourceCompartmentId: i.summary.compartmentId,
        resourceCompartmentName: compartmentName(ctx, i.summary.compartmentId),
        resourceUnitType: 'OCPU',
        resourceUnitCount: ocpus,
        licenseUnitType: fields['licenseUnit'],
        licenseUnitsConsumed: ocpus * 2,
        isBaseLicenseAvailable: true,
        areAllOptionsAvailable: figure(i.id, 'options', 5) !== 0,
        missingProducts: [],
      };
    });
  return listReply(ctx, items);
}

export function listTopUtilizedProductLicenses(ctx: HandlerContext): Reply {
  const items = licenses(ctx)
    .map((l) => render(l))
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
    const summary = {
      resourceType: 'LicenseRecord',
      identifier: id,
      compartmentId: license.summary.compartmentId,
      displayName: cells['displayName'],
      timeCreated: ctx.state.clock.iso(),
      lifecycleState: 'ACTIVE',
      freeformTags: {},
      definedTags: {},
      identityContext: {},
      additionalDetails: {},
    };
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
    message: `${saved} of ${rows.length} license records saved from ${String(details['fileName'] ?? 'the file')}.`,
  };
  return {
    ...json(200, response, { 'opc-work-request-id': request.id }),
    applied: { operation: ctx.input.operation, resourceId: compartmentId },
  };
}
